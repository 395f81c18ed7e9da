/**
 * The beginner robot (issue 33): a first-time player. It chooses as favourites the two Knonster
 * its hand pushes furthest and bets on the stronger one; on its turn it plays the card that now
 * moves its favourites furthest (every other Knonster counts a little against, whoever backs it:
 * it does not think about the others' favourites), uses a superpower whenever it moves its
 * favourites further, and plays "catch-up" and "triple lead" as soon as they move most. In about
 * 3 turns of 10 it slips and plays any card that moves a Knonster (as the rule text's robot
 * plays). It never looks beyond the current turn. Its seat's view is all it uses.
 */
import type { RandomSource } from '../../../engine/contract';
import { KNONSTER, Knonster } from '../data/race';
import { resolvePlay } from '../rules/powers';
import type { FavouritesMove, PlayMove, Track } from '../rules/state';
import type { RaceView } from '../view/view';
import { handSupport } from './usage';

/** Per cent of turns in which the beginner plays another plausible card instead of its greedy one. */
const SLIP_PERCENT = 30;
/** Its liking of a Knonster beside its hand (a random number of spaces below this): it breaks near ties. */
const LIKING = 4;
/** What another Knonster's space counts against, in the beginner's eyes. */
const OTHERS = -0.1;

export function beginnerFavourites(view: RaceView, random: RandomSource): FavouritesMove {
  const support = handSupport(view.hand ?? []);
  const order = KNONSTER.map((k) => ({ k, v: support[k] + random.int(LIKING) })).sort((a, b) => b.v - a.v);
  const favourites = [order[0].k, order[1].k].sort((a, b) => KNONSTER.indexOf(a) - KNONSTER.indexOf(b)) as [Knonster, Knonster];
  const move: FavouritesMove = { type: 'favourites', favourites };
  if (view.options.siegwette) move.bet = order[0].k;
  return move;
}

export function beginnerPlay(view: RaceView, legal: readonly PlayMove[], random: RandomSource): PlayMove {
  const mine = view.players[view.viewer!].favourites!;
  const track: Track = { positions: view.positions, podium: view.podium };
  const scored = legal.map((move) => {
    const res = resolvePlay(track, move.card, move.power)!;
    let value = 0;
    for (const s of res.steps) value += (mine.includes(s.knonster) ? 1 : OTHERS) * s.counted;
    return { move, value, idle: res.steps.length === 0 };
  });
  if (random.int(100) < SLIP_PERCENT) {
    // A slip: any card that moves a Knonster (as the rule text's robot plays), without a power.
    const moving = scored.filter((p) => !p.idle && !p.move.power);
    if (moving.length > 0) return moving[random.int(moving.length)].move;
  }
  let best = scored[0];
  for (const p of scored) if (p.value > best.value) best = p;
  return best.move;
}
