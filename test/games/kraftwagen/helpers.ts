/** Test helpers: build Kraftwagen states directly. */
import { kraftwagenModule } from '../../../src/games/kraftwagen';
import { freshTurn } from '../../../src/games/kraftwagen/rules/state';
import type { KwMove, KwState, Part } from '../../../src/games/kraftwagen/rules/state';

export const mod = kraftwagenModule;

/** A game after the start tiles (each chooser takes the first tile offered), at the first turn; under the current rules version unless told. */
export function started(seats = 4, special = false, seed = 7, rules = mod.meta.rulesVersion): KwState {
  let s = mod.setup(seed, seats, { special }, rules);
  while (s.phase === 'start') s = mod.apply(s, s.current, mod.legalMoves(s, s.current)[0]);
  return s;
}

/** Puts parts into a player's workshops (keeping the parts count right). */
export function setWorkshops(s: KwState, seat: number, parts: (Part | null)[]): void {
  const p = s.players[seat];
  s.partsOut -= p.workshops.filter((w) => w).length;
  p.workshops = [parts[0] ?? null, parts[1] ?? null, parts[2] ?? null];
  s.partsOut += p.workshops.filter((w) => w).length;
}

/** Makes `seat` the current player at the start of a turn: its worker last in the chain. */
export function turnOf(s: KwState, seat: number): void {
  const w = `P${seat}`;
  s.chain = [...s.chain.filter((e) => e !== w), w];
  s.current = seat;
  s.turn = freshTurn();
  s.phase = 'turns';
}

export function play(s: KwState, move: KwMove, seat = s.current): KwState {
  const after = mod.apply(s, seat, move);
  mod.assertInvariants!(after);
  return after;
}

export function playAll(s: KwState, moves: KwMove[]): KwState {
  return moves.reduce((x, m) => play(x, m), s);
}

export const body = (v: number): Part => ({ k: 'body', v });
export const engine = (v: number): Part => ({ k: 'engine', v });

export function money(s: KwState, seat: number): number {
  return s.players[seat].tiles.reduce((n, t) => n + t.v, 0);
}

/** Research card ids by their data. */
import { RESEARCH_CARDS } from '../../../src/games/kraftwagen/data/research';
export function cardId(pred: (c: (typeof RESEARCH_CARDS)[number]) => boolean, nth = 0): number {
  return RESEARCH_CARDS.map((c, i) => [c, i] as const).filter(([c]) => pred(c))[nth][1];
}

/** Moves a research card from wherever it lies in the deck into a player's developments. */
export function giveDev(s: KwState, seat: number, id: number, worker: boolean): void {
  s.deck = s.deck.filter((c) => c !== id);
  s.open = s.open.filter((c) => c !== id);
  s.discard = s.discard.filter((c) => c !== id);
  while (s.open.length < 2) s.open.push(s.deck.shift()!);
  const p = s.players[seat];
  p.devs.push({ card: id, worker });
  if (worker) p.canteen--;
}

export function giveEngineer(s: KwState, seat: number, name: string): void {
  const id = cardId((c) => c.kind === 'engineer' && c.engineer === name);
  s.deck = s.deck.filter((c) => c !== id);
  s.open = s.open.filter((c) => c !== id);
  s.discard = s.discard.filter((c) => c !== id);
  while (s.open.length < 2) s.open.push(s.deck.shift()!);
  const p = s.players[seat];
  p.engineers.push(name as never);
  const markers: Record<string, string[]> = { horch: ['horch1', 'horch2'], benz: ['benz'], daimler: ['daimler2', 'daimler4'], diesel: ['diesel', 'diesel'], maybach: ['maybach1', 'maybach2'] };
  p.markers.push(...((markers[name] ?? []) as never[]));
}
