/**
 * What a seat could use in a decision, for the robots' usage table and its floors (issue 33): the
 * start tiles, every action tile and special tile in the chain (and the kinds of action they
 * carry), the research cards on offer (developments, instant actions, engineers), the engine for
 * the Grand Prix car, the buyers, the special tiles' "may" bonuses, the engineer markers (Daimler,
 * Diesel, Horch, Maybach, Benz) and bringing a car to the market. `worth` marks where the game
 * judges a strong player would use it: a Daimler marker or Benz's buyer that goes to an own car,
 * a Horch or Maybach marker on a car in the last round when the seat holds more of them than cars
 * it can still bring (a marker left at the end is worth nothing),
 * an engineer on offer before the last round.
 */
import type { RobotUsage } from '../../../engine/contract';
import { isSpecial } from '../rules/action-chain';
import { actionTile, type ActionKind, ACTION_KINDS } from '../data/actions';
import { PREFS, type Pref } from '../data/buyers';
import { CAR_MARKERS } from '../data/markers';
import { marketSize } from '../rules/capacities';
import { ROUNDS } from '../data/prices';
import { card } from '../data/research';
import { specialTile } from '../data/special';
import { rulesOf } from '../../../engine/rules-version';
import { legalMoves } from '../rules/legal';
import { chooseCar } from '../rules/scoring';
import type { KwMove, KwState } from '../rules/state';

/** The item of a research card: "engineer:opel", "instant:gp", "development:body2", "development:engine1+part". */
export function cardItem(id: number): string {
  const c = card(id);
  if (c.kind === 'engineer') return `engineer:${c.engineer}`;
  if (c.kind === 'instant') return `instant:${c.instant}`;
  const name = c.body && c.engine ? 'both' : c.body ? `body${c.body}` : `engine${c.engine}`;
  return `development:${name}${c.take ? '+part' : ''}`;
}

/** The actions a tile carries (a special tile: the action it shows from rules version 2). */
function tileActions(s: KwState, id: string): ActionKind[] {
  if (isSpecial(id)) return rulesOf(s) >= 2 ? [specialTile(id)!.action] : [];
  return actionTile(id)!.actions;
}

/** The buyers that would buy a car of `seat` if the round were scored now (indexes into s.buyers), and what a new buyer of each preference would buy. */
function ownSales(s: KwState, seat: number): { buyers: Set<number>; prefs: Set<Pref> } {
  const sold = s.market.map(() => false);
  const buyers = new Set<number>();
  s.buyers.forEach((b, i) => {
    const c = chooseCar(b.pref, s.market, sold);
    if (c < 0) return;
    sold[c] = true;
    if (s.market[c].seat === seat) buyers.add(i);
  });
  const prefs = new Set<Pref>();
  for (const pref of PREFS) {
    if (s.stacks[pref] <= 0) continue;
    const c = chooseCar(pref, s.market, sold);
    if (c >= 0 && s.market[c].seat === seat) prefs.add(pref);
  }
  return { buyers, prefs };
}

function add(out: RobotUsage[], item: string, used: boolean, worth?: boolean): void {
  const had = out.find((u) => u.item === item);
  if (had) {
    had.used ||= used;
    if (worth !== undefined) had.worth = (had.worth ?? false) || worth;
    return;
  }
  out.push(worth === undefined ? { item, used } : { item, used, worth });
}

export function robotUsage(s: KwState, seat: number, move: KwMove): RobotUsage[] {
  const legal = legalMoves(s, seat);
  const out: RobotUsage[] = [];
  if (legal.length < 2) return out;
  if (s.phase === 'start') {
    for (const m of legal) if (m.type === 'start') add(out, `start:${m.tile}`, move.type === 'start' && move.tile === m.tile);
    return out;
  }
  if (s.phase === 'benz') {
    // Kraftwagen, „Ingenieure" (Carl Benz): a buyer of one's choice at the start of a scoring.
    add(out, 'marker:benz', move.type === 'benz' && move.pref !== null, ownSales(s, seat).prefs.size > 0);
    return out;
  }
  const t = s.turn;
  if (t.stage === 'pick') {
    const taken = move.type === 'tile' ? move.tile : '';
    const kinds = new Set<ActionKind>();
    for (const m of legal) {
      if (m.type !== 'tile') continue;
      add(out, isSpecial(m.tile) ? `special:${m.tile}` : `tile:${m.tile}`, m.tile === taken);
      if (isSpecial(m.tile)) add(out, 'special:any', isSpecial(taken));
      for (const a of tileActions(s, m.tile)) kinds.add(a);
    }
    const chosen = taken ? tileActions(s, taken) : [];
    for (const a of ACTION_KINDS) if (kinds.has(a)) add(out, `action:${a}`, chosen.includes(a));
    return out;
  }
  const types = new Set(legal.map((m) => m.type));
  if (types.has('research')) {
    for (const m of legal) if (m.type === 'research') {
      const item = cardItem(m.card);
      add(out, item, move.type === 'research' && move.card === m.card, card(m.card).kind === 'engineer' ? s.round < ROUNDS : undefined);
    }
  }
  if (types.has('gpcar')) add(out, 'engine:grand-prix-car', move.type === 'gpcar');
  if (types.has('buyer')) for (const m of legal) if (m.type === 'buyer') add(out, `buyer:${m.pref}`, move.type === 'buyer' && move.pref === m.pref);
  if (types.has('sell')) add(out, 'bonus:sell', move.type === 'sell');
  if (types.has('remove')) add(out, 'bonus:remove', move.type === 'remove');
  if (types.has('daimler')) {
    const own = ownSales(s, seat).buyers;
    const worth = legal.some((m) => m.type === 'daimler' && own.has(m.buyer));
    add(out, 'marker:daimler', move.type === 'daimler', worth);
  }
  if (types.has('diesel')) add(out, 'marker:diesel', move.type === 'diesel');
  if (t.stage === 'price') {
    // More Horch/Maybach markers in hand than cars still to come in the last round: one is wasted unless used now.
    const held = s.players[seat].markers.filter((m) => (CAR_MARKERS as readonly string[]).includes(m)).length;
    const last = s.round === ROUNDS && held > Math.floor((marketSize(s) - s.market.length - 1) / s.seats);
    for (const m of legal) {
      if (m.type !== 'price' || !m.boost) continue;
      const kind = m.boost.startsWith('horch') ? 'horch' : 'maybach';
      add(out, `marker:${kind}`, move.type === 'price' && !!move.boost && move.boost.startsWith(kind), last);
    }
  }
  // Phase II: a car to the market or none (a marker used first is another decision).
  if (types.has('build') && (move.type === 'build' || move.type === 'end')) add(out, 'market:car', move.type === 'build');
  return out;
}
