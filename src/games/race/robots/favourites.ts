/**
 * Choosing the favourites („Wahl der Favoriten"): without superpowers every Knonster has the same
 * cards, so — as the text says — the hand decides. The robot plays every possible choice out in
 * the same imagined games (playout.ts): the cards it has not seen dealt at random to the others
 * and the pile, the others' favourites drawn at random (with two players never the robot's own
 * choice, which would restart the game), the start player drawn at random. It picks the choice
 * (with "Siegwette" the pair and the bet) that wins most often.
 */
import type { RandomSource } from '../../../engine/contract';

import { favouriteMoves } from '../rules/legal';
import type { FavouritesMove } from '../rules/state';
import type { RaceView } from '../view/view';
import { Budget, NORMAL_BUDGET } from './params';
import { FastRandom, Moment, OthersModel, SimChoice, choiceWeights, dealWorld, dealingRandom, playOut, resultValue, simScores, unseenCards, worldSeed } from './playout';
import { simChoice, weightsFor } from './plan';
import { cardCode } from './simulate';

export function chooseFavourites(view: RaceView, random: RandomSource, budget: Budget = NORMAL_BUDGET): FavouritesMove {
  const seat = view.viewer!;
  const seats = view.seats;
  const candidates = favouriteMoves(view.options).map((m) => ({ move: m, choice: simChoice({ favourites: m.favourites, bet: m.bet ?? null }) }));
  const same = (x: SimChoice, y: SimChoice) => x.a === y.a && x.b === y.b && x.bet === y.bet;
  // Nothing is known of the others yet: each backs a Knonster with chance 1/2 (with two players,
  // whose choice differs from the robot's, a little less for the robot's own).
  const dealer = dealingRandom(random);
  const unseen = unseenCards(view);
  const hand = view.hand!.map(cardCode);
  const worlds = Array.from({ length: budget.favouriteWorlds }, () => {
    const { hands, deck } = dealWorld(view, unseen, dealer);
    const picks = view.players.map(() => dealer.int(1 << 30) / (1 << 30));
    return { hands, deck, picks, start: dealer.int(seats), seed: worldSeed(dealer) };
  });
  const scored = candidates.map(({ move, choice }) => {
    const others = seats === 2 ? candidates.filter((c) => !same(c.choice, choice)) : candidates;
    const backing = view.players.filter((p) => p.seat !== seat).map(() => {
      const p = [0, 0, 0, 0];
      for (const o of others) {
        p[o.choice.a] += 1 / others.length;
        p[o.choice.b] += 1 / others.length;
      }
      return p;
    });
    const weights = weightsFor({ favourites: move.favourites, bet: move.bet ?? null }, backing);
    return { move, choice, others, weights, total: 0, tried: 0 };
  });
  const tryIn = (c: (typeof scored)[number], from: number, to: number) => {
    for (let n = from; n < to; n++) {
      const w = worlds[n];
      const choices = w.picks.map((u, s) => (s === seat ? c.choice : c.others[Math.floor(u * c.others.length)].choice));
      const m: Moment = {
        track: { pos: [0, 0, 0, 0], podium: [] },
        hands: w.hands.map((h, s) => (s === seat ? hand.slice() : h.slice())),
        deck: w.deck,
        top: 0,
        turn: w.start,
      };
      // The others play mostly for their imagined favourites (strong), or at random (normal).
      const others: OthersModel | undefined = budget.othersGreedyPercent > 0 ? { weights: choices.map((x) => choiceWeights(x, budget.othersAgainst)), greedyPercent: budget.othersGreedyPercent } : undefined;
      const podium = playOut(m, seats, seat, c.weights, new FastRandom(w.seed), false, others);
      c.total += resultValue(simScores(podium, choices), seat);
      c.tried++;
    }
  };
  // Every choice meets the first worlds, the most promising ones all of them.
  for (const c of scored) tryIn(c, 0, budget.favouriteFirstWorlds);
  const finalists = scored.slice().sort((x, y) => y.total - x.total).slice(0, budget.finalists);
  for (const c of finalists) tryIn(c, budget.favouriteFirstWorlds, worlds.length);
  let best = finalists[0];
  for (const c of finalists) if (c.total > best.total) best = c;
  return best.move;
}

