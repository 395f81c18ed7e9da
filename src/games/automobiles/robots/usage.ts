/**
 * What a seat could use in a decision and whether the move uses it (issue 33: the robots' usage
 * table of `npm run bench` and the floors of test/games/automobiles/robot-strengths.test.ts).
 *
 * Items:
 * - `card:<name>` and `gear:<colour>` — an action or gear die that may be activated. Counted once
 *   per chance: at the decision that activates it, or at the one that ends the action phase while
 *   it could still be activated (pit stop, a purchase, the end of the turn, Kenji Arai's or Paolo
 *   Venturi's ability), so the share is "activated in the turns it could be";
 * - `driver:D1` … `driver:D10` — a driver on offer in the draft (used: taken);
 * - `ability:D1` … — a driver's ability when it can act (the action-phase ones counted like the
 *   dice, the buy-phase one at the end of the turn, the later ones when the turn asks);
 * - `sponsor:<id>` and `sponsor:keep` — between the races of a season;
 * - `action:pit`, `action:buy`, `action:extra-draw` (Power Boost's draw), `action:free-drive`
 *   (a car driving without dice: V12 Engine's gift, Adrenaline, drivers 1 and 6),
 *   `option:<card>-2` (Crew Chief's and Adrenaline's second option);
 * - `event:drafting` (the car ends its move right behind another: no wear) and, with weaving,
 *   `event:weaving` (a gear die placed behind a free segment of its field).
 * `worth`: the robot's own judgement of a die or ability (robots/actions.ts, robots/rennsaison-cards.ts, robots/drivers.ts).
 */
import type { RobotUsage } from '../../../engine/contract';
import { rulesOf } from '../../../engine/rules-version';
import { card, cardFor, nameOfCard } from '../data/cards';
import { BR, COLOURS, COLOUR_INDEX, isGear } from '../data/dice';
import { blockedSegs } from '../rules/common';
import { placementGeo } from '../rules/hold';
import { legalMoves } from '../rules/legal';
import type { AutoMove, AutoState } from '../rules/state';
import { worthActivating } from './actions';
import { draftsAt } from './evaluate';
import { useDriverNow } from './drivers';

const DRIVER = (id: string) => `D${id.slice(1)}`;

/** Does the move end the action phase (after it no die can be activated this turn)? */
function endsActions(state: AutoState, seat: number, move: AutoMove): boolean {
  if (move.type === 'pit' || move.type === 'endTurn' || move.type === 'buy') return true;
  const d = state.players[seat].driver;
  return move.type === 'driver' && (d === 'd4' || d === 'd5');
}

function dieItem(state: AutoState, c: number): string {
  if (isGear(c)) return `gear:${COLOURS[c]}`;
  if (c === BR) return 'card:wear';
  return `card:${card(nameOfCard(cardFor(state.cards, c), rulesOf(state))).name}`;
}

/** A gear die put behind a free segment of its field (only possible with „Einfädeln"). */
function weaves(state: AutoState, seat: number, seg: number): boolean {
  const g = placementGeo(state, seat);
  const blocked = blockedSegs(state);
  const segs = g.fields[g.segField[seg]].segs;
  return segs.slice(0, segs.indexOf(seg)).some((s) => !blocked.has(s));
}

export function robotUsage(state: AutoState, seat: number, move: AutoMove): RobotUsage[] {
  const out: RobotUsage[] = [];
  const p = state.players[seat];
  const t = state.turn;
  const moves = legalMoves(state, seat);
  if (state.phase === 'drivers') {
    for (const m of moves) if (m.type === 'pickDriver') out.push({ item: `driver:${DRIVER(m.driver)}`, used: move.type === 'pickDriver' && move.driver === m.driver });
    return out;
  }
  if (state.phase === 'sponsors') {
    if (state.season!.pick!.effect) return out;
    for (const m of moves) if (m.type === 'sponsor') out.push({ item: `sponsor:${m.sponsor}`, used: move.type === 'sponsor' && move.sponsor === m.sponsor });
    if (moves.some((m) => m.type === 'keepSponsor')) out.push({ item: 'sponsor:keep', used: move.type === 'keepSponsor' });
    return out;
  }
  if (moves.some((m) => m.type === 'extraDraw' && m.take)) {
    out.push({ item: 'action:extra-draw', used: move.type === 'extraDraw' && move.take });
    return out;
  }
  const pe = t.pending;
  if (pe) {
    if (pe.stage === 'path' && pe.path!.car && pe.n === 0) {
      const item = pe.card === 'driver' ? `ability:${DRIVER(state.players[pe.path!.car.seat].driver!)}` : 'action:free-drive';
      out.push({ item, used: move.type === 'drive' });
      if (pe.card === 'driver') out.push({ item: 'action:free-drive', used: move.type === 'drive' });
    } else if (pe.card === 'driver' && pe.n === 0 && ['wear', 'extra', 'redraw'].includes(pe.stage)) {
      out.push({ item: `ability:${DRIVER(p.driver!)}`, used: move.type !== 'stop' });
    } else if (pe.stage === 'option' && (pe.card === 'crewchef' || pe.card === 'adrenalin')) {
      out.push({ item: `option:${card(pe.card).name}-2`, used: move.type === 'option' && move.option === 2 });
    }
    return out;
  }
  if (state.phase !== 'turn') return out;

  // The dice (and the action-phase drivers): once per chance.
  const activated = move.type === 'activate' ? COLOUR_INDEX[move.colour] : -1;
  const closing = endsActions(state, seat, move);
  const colours = new Set<number>();
  for (const m of moves) if (m.type === 'activate') colours.add(COLOUR_INDEX[m.colour]);
  for (const c of colours) {
    if (c !== activated && !closing) continue;
    out.push({ item: dieItem(state, c), used: c === activated, worth: isGear(c) ? undefined : worthActivating(state, seat, c) });
  }
  if (move.type === 'activate' && isGear(activated) && state.options.einfaedeln && move.seg !== undefined) {
    out.push({ item: 'event:weaving', used: weaves(state, seat, move.seg) });
  }
  const driver = moves.some((m) => m.type === 'driver');
  if (driver && p.driver) {
    const buyPhase = p.driver === 'd5';
    const chanceEnds = buyPhase ? move.type === 'endTurn' : closing;
    if (move.type === 'driver' || chanceEnds) out.push({ item: `ability:${DRIVER(p.driver)}`, used: move.type === 'driver', worth: useDriverNow(state, seat) || p.driver === 'd4' });
  }
  if (t.stage === 'begin' && moves.some((m) => m.type === 'pit')) out.push({ item: 'action:pit', used: move.type === 'pit' });
  if ((move.type === 'buy' || move.type === 'endTurn') && moves.some((m) => m.type === 'buy')) out.push({ item: 'action:buy', used: move.type === 'buy' });
  if (move.type === 'endTurn' && t.track.length > 0) {
    let far = -Infinity;
    for (const d of t.track) far = Math.max(far, d.dist);
    const ends = t.track.filter((d) => d.dist === far).map((d) => d.path[d.path.length - 1]);
    const seg = move.seg ?? ends[0];
    out.push({ item: 'event:drafting', used: draftsAt(state, seat, seg) });
  }
  return out;
}
