/** Small rules of a player's own things, shared by many steps: workers, research levels, money tiles, workshops. */
import { card, MAX_RESEARCH } from '../data/research';
import { grant } from './awards';
import type { KwState, PlayerState } from './state';

/** Workers a player owns (rule text "2.11 Die Arbeiter und Autos"). */
export const WORKERS = 14;

/** Research points of a category: the start tile's 1 plus the active developments, at most 7 (rule text "Entwicklungen"). */
export function level(p: PlayerState, kind: 'body' | 'engine'): number {
  let n = 1;
  for (const d of p.devs) {
    if (!d.worker) continue;
    const c = card(d.card);
    if (c.kind === 'dev') n += kind === 'body' ? c.body : c.engine;
  }
  return Math.min(MAX_RESEARCH, n);
}

export function gpEngineValue(p: PlayerState): number {
  return p.gpEngine || 1;
}

/** Takes one own worker from the general supply into the canteen; false when none is left ("Arbeiter einstellen"). */
export function hireOne(s: KwState, seat: number): boolean {
  const p = s.players[seat];
  if (p.supply === 0) return false;
  p.supply--;
  p.canteen++;
  if (p.supply === 0) grant(s, seat, 'workers');
  return true;
}

export function score(p: PlayerState): number {
  let n = 0;
  for (const t of p.tiles) n += t.v;
  return n;
}

export function white(p: PlayerState, v: number): void {
  if (v > 0) p.tiles.push({ k: 'w', v });
}

export function firstEmpty(p: PlayerState): number {
  return p.workshops.indexOf(null);
}

export function inactiveDevs(p: PlayerState): number[] {
  return p.devs.filter((d) => !d.worker).map((d) => d.card);
}
