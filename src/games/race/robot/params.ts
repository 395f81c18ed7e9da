/** The robot's tuned numbers (measured with the robot bench; docs/games/race.md, "Robot"). */
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
