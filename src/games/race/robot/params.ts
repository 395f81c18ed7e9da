/** The robot's tuned numbers (measured with the robot bench; docs/games/race.md, "Robot"). */
export const PARAMS = {
  /** Scenarios per decision (a fixed budget: the robot is deterministic and fast). */
  scenarios: 96,
  /** Random push per card still to be played, in spaces (scale of the spread). */
  spreadPerCard: 4,
  /** A space still in the hand counts this much of a space already run. */
  handDiscount: 0.45,
  /** What using a power costs by itself (it is gone, and a favourite is shown), in value. */
  powerCost: 0.01,
  /** Likelihood factor per space a player moved a Knonster of the pair (public steps). */
  beliefPerStep: 0.02,
};
