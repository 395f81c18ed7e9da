/**
 * Choosing a card („Spielverlauf"): the robot tries every legal play (with each superpower that
 * applies) and plays each out in the same imagined worlds (playout.ts): the hidden cards dealt
 * at random from those it has not seen, the others' favourites drawn from its belief. It keeps
 * the play that wins most often under the game's scoring. So it pushes its favourites when it
 * pays, keeps a "catch-up" or "triple lead" for the moment it moves most, throws away a card
 * without effect rather than help an opponent, and ends the race when its favourites stand well.
 * A power costs a little by itself (it is used up, and it shows the others a favourite).
 */
import type { RandomSource } from '../../../engine/contract';
import { KNONSTER } from '../data/race';
import { resolvePlay } from '../rules/powers';
import type { Choice, PlayMove, Track } from '../rules/state';
import type { RaceView } from '../view/view';
import { Belief, beliefAbout } from './knowledge';
import { Budget, NORMAL_BUDGET, PARAMS } from './params';
import { FastRandom, Moment, OthersModel, SimChoice, World, choiceWeights, dealWorld, dealingRandom, playOut, resultValue, simScores, unseenCards, worldSeed } from './playout';
import { cardCode, simTrack } from './simulate';

export function simChoice(c: Choice): SimChoice {
  return { a: KNONSTER.indexOf(c.favourites[0]), b: KNONSTER.indexOf(c.favourites[1]), bet: c.bet === null ? -1 : KNONSTER.indexOf(c.bet) };
}

/**
 * What each Knonster is worth to the robot when it moves one space, for its greedy play in the
 * imagined games: +1 for a favourite, minus the chance that each other player backs it.
 */
export function weightsFor(mine: Choice, backing: readonly number[][]): number[] {
  return KNONSTER.map((k, i) => (mine.favourites.includes(k) ? 1 : 0) - backing.reduce((s, b) => s + b[i], 0));
}

/** The chance, under a belief, that the player backs each Knonster (by index). */
export function backingOf(b: Belief): number[] {
  const p = [0, 0, 0, 0];
  b.choices.forEach((c, i) => {
    const w = b.cumulative[i] - (i > 0 ? b.cumulative[i - 1] : 0);
    for (const k of c.favourites) p[KNONSTER.indexOf(k)] += w;
  });
  return p;
}

export function choosePlay(view: RaceView, legal: readonly PlayMove[], random: RandomSource, budget: Budget = NORMAL_BUDGET): PlayMove {
  const seat = view.viewer!;
  const me = view.players[seat];
  const mine: Choice = { favourites: me.favourites!, bet: me.bet ?? null };
  const track: Track = { positions: view.positions, podium: view.podium };

  const hand = view.hand!.map(cardCode);
  const plays = legal.flatMap((move) => {
    const res = resolvePlay(track, move.card, move.power);
    if (!res) return [];
    const rest = hand.slice();
    rest.splice(rest.indexOf(cardCode(move.card)), 1);
    return [{ move, res, rest, after: simTrack(res.track), total: 0, tried: 0 }];
  });
  // One play only (e.g. a hand of one kind): nothing to weigh.
  if (plays.length === 1) return plays[0].move;

  // The belief about the others' favourites, and the chance they back each Knonster.
  const beliefs = view.players.map((_, s) => (s === seat ? null : beliefAbout(view, s, mine)));
  const backing = beliefs.flatMap((b) => (b === null ? [] : [backingOf(b)]));
  const weights = weightsFor(mine, backing);

  // The worlds, all drawn from the robot's own random source.
  const dealer = dealingRandom(random);
  const unseen = unseenCards(view);
  const worlds: World[] = [];
  for (let n = 0; n < budget.worlds; n++) {
    const { hands, deck } = dealWorld(view, unseen, dealer);
    const choices = beliefs.map((b) => {
      if (b === null) return simChoice(mine);
      const u = dealer.int(1 << 30) / (1 << 30);
      const i = b.cumulative.findIndex((c) => u < c);
      return simChoice(b.choices[i < 0 ? b.choices.length - 1 : i]);
    });
    worlds.push({ hands, deck, choices, seed: worldSeed(dealer) });
  }

  /** Plays `play` out in worlds from … to (exclusive). */
  const tryIn = (play: (typeof plays)[number], from: number, to: number) => {
    for (let n = from; n < to; n++) {
      const w = worlds[n];
      let podium: readonly number[] = play.after.podium;
      if (!play.res.ended) {
        const m: Moment = {
          track: { pos: play.after.pos.slice(), podium: play.after.podium.slice() },
          hands: w.hands.map((h, s) => (s === seat ? play.rest.slice() : h.slice())),
          deck: w.deck,
          top: 0,
          turn: (seat + 1) % view.seats,
        };
        // The others play mostly for their imagined favourites, or at random (othersGreedyPercent 0).
        const others: OthersModel | undefined = budget.othersGreedyPercent > 0 ? { weights: w.choices.map((c) => choiceWeights(c, budget.othersAgainst)), greedyPercent: budget.othersGreedyPercent } : undefined;
        podium = playOut(m, view.seats, seat, weights, new FastRandom(w.seed), true, others);
      }
      play.total += resultValue(simScores(podium, w.choices), seat);
      play.tried++;
    }
  };
  const valueOf = (p: (typeof plays)[number]) => p.total / p.tried - (p.move.power ? PARAMS.powerCost : 0);
  // Every play meets the first worlds; only the most promising plays meet the rest (the budget
  // goes where the choice is close).
  for (const p of plays) tryIn(p, 0, budget.firstWorlds);
  const finalists = plays.slice().sort((x, y) => valueOf(y) - valueOf(x)).slice(0, budget.finalists);
  for (const p of finalists) tryIn(p, budget.firstWorlds, worlds.length);
  let best = finalists[0];
  for (const p of finalists) if (valueOf(p) > valueOf(best)) best = p;
  return best.move;
}
