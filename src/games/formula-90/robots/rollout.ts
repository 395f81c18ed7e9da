/**
 * The strong robot player's playouts (issue 33): from a table redealt for its seat (rules/redeal.ts:
 * everything the seat cannot see dealt anew), its candidate move, then every seat played by the
 * normal robot until the seat's next 'play' step or a count of decisions, and where its car then
 * stands against the other players' cars. The moves come from legalMoves, so the playout carries
 * them out on its own copy without apply's check and copy (the rules' own steps, as rules/apply.ts
 * takes them in the race).
 */
import { Prng, seedPrng } from '../../../engine/prng';
import { apply } from '../rules/apply';
import { playerDeclares } from '../rules/battle';
import { freeSlots } from '../rules/damage';
import { legalMoves, toAct } from '../rules/legal';
import { car as carOf, queueIndex } from '../rules/order';
import { advance } from '../rules/race';
import { applyTurnMove } from '../rules/turn';
import type { Car, F90Move, F90State } from '../rules/state';
import { orangeAnswer } from '../rules/robot-cars';
import { atPitDiscard, pitDiscardMove } from './pit-discard';
import { OUT, cardWorth, discardGain, targetTest, targetWorth } from './values';

export type Scorer = (s: F90State, seat: number, legal: readonly F90Move[]) => number[];

/** A legal move carried out on `s` itself (a playout's own copy); outside the race, by apply. */
function step(s: F90State, seat: number, move: F90Move): F90State {
  if (s.phase !== 'race' || move.type === 'reenter') return apply(s, seat, move);
  s.events = [];
  if (move.type === 'declare') playerDeclares(s, carOf(s, s.players[seat].car), move.cards);
  else if (move.type === 'orange') orangeAnswer(s, move.force);
  else applyTurnMove(s, move);
  advance(s);
  if (s.phase === 'race' && !s.turn && !s.battle) advance(s);
  return s;
}

/**
 * Plays `move` on the redealt table `s` (its own copy) and on for at most `cap.decisions` decisions
 * and `cap.work` moves scored by the normal robot (added up in `count.work`); the seat's standing then.
 */
export function playOut(s: F90State, seat: number, move: F90Move, seed: number, normal: Scorer, cap: { decisions: number; work: number }, count: { work: number }): number {
  s = step(s, seat, move);
  const rnd = new Prng(seedPrng(seed ^ 0x5bd1e995));
  const until = count.work + cap.work;
  for (let k = 0; k < cap.decisions && count.work < until; k++) {
    const actors = toAct(s);
    if (actors.length === 0) break;
    const who = actors[0];
    if (who === seat && !s.battle && !s.orangeAsk && s.turn?.seat === seat && s.turn.step === 'play') break;
    if (atPitDiscard(s, who)) {
      count.work += 1;
      s = step(s, who, pitDiscardMove(s, who, rnd, discardGain));
      continue;
    }
    const legal = legalMoves(s, who);
    let m = legal[0];
    if (legal.length > 1) {
      count.work += legal.length;
      const sc = normal(s, who, legal);
      const top = Math.max(...sc);
      const ties = legal.filter((_x, j) => sc[j] >= top - 1e-9);
      m = ties[rnd.int(ties.length)];
    }
    s = step(s, who, m);
  }
  return standing(s, seat);
}

/**
 * Where the seat's car stands against the other players' cars (sections, each gap up to 8; a car
 * out counts as 8 behind), and what it holds against what they hold: cards by their worth, tyre
 * chips and free damage slots while they are short, the target test.
 */
function standing(s: F90State, seat: number): number {
  const place = (c: Car) => c.pos - 0.25 * Math.max(0, queueIndex(s, c));
  const holds = (x: F90State['players'][number]) =>
    0.5 * x.hand.reduce((n, k) => n + cardWorth(k), 0) + 0.3 * Math.min(x.chips, 8) + 0.9 * Math.min(freeSlots(x), 3) + targetWorth(s, targetTest(x));
  const p = s.players[seat];
  const me = carOf(s, p.car);
  if (me.status === 'out') return -OUT;
  const rivals = s.players.filter((x) => x.seat !== seat);
  let v = 0;
  for (const r of rivals) {
    const c = carOf(s, r.car);
    v += c.status === 'out' ? 8 : Math.max(-8, Math.min(8, place(me) - place(c))) - 0.3 * holds(r);
  }
  return v / Math.max(1, rivals.length) + holds(p);
}
