/** Small rules shared by many steps: research levels, workers, award tiles, capacities. */
import { award, AwardId } from './data/awards';
import { ACTIVE_BUYERS, ACTIVE_BUYERS_TWO } from './data/buyers';
import { MARKET_SIZE, MARKET_SIZE_TWO } from './data/prices';
import { card, MAX_RESEARCH } from './data/research';
import type { KwState, Part, PlayerState } from './state';

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

export function marketSize(s: KwState): number {
  return s.seats === 2 ? MARKET_SIZE_TWO : MARKET_SIZE;
}

export function buyerSlots(s: KwState): number {
  return s.seats === 2 ? ACTIVE_BUYERS_TWO : ACTIVE_BUYERS;
}

/** Rule text "6.0 Prämienplättchen": the first player to reach a goal takes the tile. */
export function grant(s: KwState, seat: number, id: AwardId): void {
  const i = s.awards.indexOf(id);
  if (i < 0) return;
  s.awards.splice(i, 1);
  s.players[seat].tiles.push({ k: 'b', v: award(id).value, id });
}

/** Awards for a body or engine put into a workshop ("Karosserie", "Motor"; markers do not count). */
export function partAwards(s: KwState, seat: number, part: Part): void {
  if (part.k === 'body') {
    if (part.v >= 3) grant(s, seat, 'body3');
    if (part.v >= 6) grant(s, seat, 'body6');
  } else {
    if (part.v >= 4) grant(s, seat, 'engine4');
    if (part.v >= 7) grant(s, seat, 'engine7');
  }
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
