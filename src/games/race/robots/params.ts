/** The robot's tuned numbers (measured with the robot bench; docs/games/race/design.md, "Robot"). */
export const PARAMS = {
  /** Imagined worlds per card decision (a fixed budget: the robot is deterministic and fast). */
  worlds: 320,
  /** Worlds every legal play meets; only the `finalists` best plays meet all `worlds`. */
  firstWorlds: 48,
  finalists: 2,
  /** Imagined worlds per choice of favourites (one decision per game, so more); every choice meets the first ones. */
  favouriteWorlds: 360,
  favouriteFirstWorlds: 90,
  /** What using a power costs by itself (it is gone, and a favourite is shown), in value. */
  powerCost: 0.01,
  /** Likelihood factor per space a player moved a Knonster of the pair (public steps). */
  beliefPerStep: 0.02,
  /** Weight of the point margin next to the share of opponents beaten. */
  marginWeight: 0.05,
  /** Greedy play in imagined games: how much the worth of a card kept in hand counts against playing it. */
  keepWeight: 0.1,
  /** Spaces a Knonster card ("+5", "+7", "catch-up", "triple lead") will probably give when played later. */
  cardWorth: [5, 7, 8, 4],
};

/**
 * How much a strength thinks (issue 33): the imagined worlds per decision, and how the others
 * play in them. Counts, never a clock: the same position and random source give the same move.
 */
export interface Budget {
  /** Imagined worlds per card decision; every play meets the first `firstWorlds`, the `finalists` best all. */
  worlds: number;
  firstWorlds: number;
  finalists: number;
  /** The same for the choice of favourites. */
  favouriteWorlds: number;
  favouriteFirstWorlds: number;
  /** Share (in %) of the others' turns in imagined games played greedily for their imagined favourites; 0 = random cards. */
  othersGreedyPercent: number;
  /** Weight of a Knonster the other does not back, in his greedy play. */
  othersAgainst: number;
}

/**
 * Normal: the robot of issue 14, whose imagined others now play mostly for their favourites
 * (before: random cards; this alone won 65.5 % of 200 games against the robot before).
 */
export const NORMAL_BUDGET: Budget = {
  worlds: PARAMS.worlds,
  firstWorlds: PARAMS.firstWorlds,
  finalists: PARAMS.finalists,
  favouriteWorlds: PARAMS.favouriteWorlds,
  favouriteFirstWorlds: PARAMS.favouriteFirstWorlds,
  othersGreedyPercent: 70,
  othersAgainst: -0.5,
};

/**
 * Strong: five times the imagined worlds, three finalists instead of two (measured: about 58–60 %
 * against normal; more worlds, 3,200, brought no more — docs/games/race/design.md, "Robot").
 */
export const STRONG_BUDGET: Budget = {
  worlds: 1600,
  firstWorlds: 200,
  finalists: 3,
  favouriteWorlds: 1200,
  favouriteFirstWorlds: 300,
  othersGreedyPercent: 70,
  othersAgainst: -0.5,
};
