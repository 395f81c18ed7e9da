/**
 * The robot player's strategy and driver ability (Formula 90, „WAHL EINER STRATEGIE",
 * „FAHRERFÄHIGKEIT"). Both are scored by the situation a player at the table sees: his hand, his
 * damage slots, the cars around him, the modules in play.
 */
import { playingCard } from '../data/track-cards';
import { STRATEGY_IDS, type StrategyId } from '../data/strategies';
import type { AbilityId } from '../data/abilities';
import { freeSlots } from '../rules/damage';
import { hasModule } from '../rules/modules';
import { car as carOf, lapsDown, raceOrder } from '../rules/order';
import type { F90Move, F90State, Player } from '../rules/state';
import { roundsLeft } from './values';

/** What the table shows around the player's car. */
interface Around {
  /** racing cars up to 3 sections in front of it (curves and braking sections block: BANGING WHEELS passes them) */
  traffic: number;
  /** the car just in front of it is the leader, a player's car on the same lap, at most 2 sections away (CHASE takes his cards) */
  chaseLeader: boolean;
}

function around(s: F90State, p: Player): Around {
  const me = carOf(s, p.car);
  const order = raceOrder(s);
  const i = order.findIndex((c) => c.id === me.id);
  const front = i > 0 ? order[i - 1] : null;
  const traffic = order.filter((c) => c.id !== me.id && c.pos > me.pos && c.pos - me.pos <= 3).length;
  const chaseLeader = i === 1 && front !== null && front.seat !== null && front.pos - me.pos <= 2 && lapsDown(s, front) === lapsDown(s, me);
  return { traffic, chaseLeader };
}

/**
 * „WAHL EINER STRATEGIE" (also at a pit stop and when skipping a turn). In seeded robot races (200
 * two-player races each) HAZARD and BANGING WHEELS win the most: HAZARD all race long beat BANGING
 * WHEELS all race long 57.5 %; SAVE TYRES, LUCKY and CHASE all race long won about a quarter.
 * So HAZARD leads, less when the hand has few tests and damage cards and never when the damage slots
 * run short; BANGING WHEELS in traffic, where its +3 in battles and its passes in curves and braking
 * sections count. The others where the text says they help: CHASE right behind another player
 * („besonders nützlich, wenn ein starker Gegenspieler verfolgt wird": his played cards are taken),
 * BALANCE with no red card in the hand (a move started on a lane line gets its bonus with any
 * colour), LUCKY with a weak hand and no car to fight near it, SAVE TYRES with tyre-hungry cards
 * and few chips. (Each of these in its situation scored 45–50 % against the robot of before.)
 */
export function strategyValue(s: F90State, p: Player, id: StrategyId): number {
  const hand = p.hand.map(playingCard);
  const n = Math.max(1, hand.length);
  const tyres = hand.reduce((k, c) => k + c.tyres, 0) / n;
  const risky = hand.reduce((k, c) => k + (c.check ? 1 : 0) + c.damage, 0) / n;
  const red = hand.filter((c) => c.type === 'acceleration').length / n;
  const weak = hand.filter((c) => c.move <= 1).length / n;
  const free = freeSlots(p);
  const a = s.phase === 'race' || s.phase === 'strategy' ? around(s, p) : { traffic: 0, chaseLeader: false };
  switch (id) {
    case 'hazard':
      return 1.7 + 1.2 * risky - (free <= 2 ? 1.5 : 0);
    case 'bangingWheels':
      return 2 + 0.1 * Math.min(3, a.traffic);
    case 'chase':
      return a.chaseLeader && roundsLeft(s) >= 3 ? 2.4 : 0.3;
    case 'balance':
      return 1.1 + 1.0 * (1 - red);
    case 'lucky':
      return 0.9 + 1.5 * weak + (a.traffic === 0 ? 0.5 : 0);
    case 'saveTyres':
      return 0.2 + 1.5 * tyres + (p.chips <= 4 ? 0.5 : 0);
  }
}

export function preferredStrategy(s: F90State, p: Player): StrategyId {
  return [...STRATEGY_IDS].sort((a, b) => strategyValue(s, p, b) - strategyValue(s, p, a))[0];
}

export function strategyScores(s: F90State, p: Player, legal: readonly F90Move[]): number[] {
  return legal.map((m) => (m.type === 'strategy' ? strategyValue(s, p, m.strategy) : 0));
}

/** VERSATILITY: the strategy to change to now, if the situation clearly asks for another (else null). */
export function versatilityChange(s: F90State, p: Player): StrategyId | null {
  if (!p.versatile || !p.strategy) return null;
  const want = preferredStrategy(s, p);
  return want !== p.strategy && strategyValue(s, p, want) - strategyValue(s, p, p.strategy) > 0.6 ? want : null;
}

/**
 * „FAHRERFÄHIGKEIT", in sections over the race. In seeded robot races of the advanced game (100
 * two-player races each, against REFLEXES) PITTING won 63 % — two sections at every stop, more
 * stops with fuel management, two track cards after each — QUALIFYING 39 % and TUNING 31 %. So
 * PITTING and REFLEXES (+20 on every test, late braking and lapping test) lead; QUALIFYING (+2 on
 * the grid, two track cards at once) comes close with track cards and a fuel bid it can make
 * heavier; LAPPING pays wherever robot cars are to be lapped — 56 % of 300 races against the
 * robot's choice among the three (issue 33; it was never taken before) — VERSATILITY little
 * (29 % of 100). Abilities worth about the same are a
 * matter of taste: the robot draws among those within ABILITY_TASTE of the best.
 */
export function abilityValue(s: F90State, a: AbilityId): number {
  const tracks = hasModule(s, 'trackCards') ? 1 : 0;
  const fuel = hasModule(s, 'fuel') ? 1 : 0;
  switch (a) {
    case 'reflexes':
      return 3;
    case 'pitting':
      return 2.2 + 0.4 * fuel + 0.6 * tracks;
    case 'qualifying':
      return 1.6 + 0.8 * tracks + 0.4 * fuel;
    case 'tuning':
      return hasModule(s, 'carBuild') ? 2.4 : 0;
    case 'lapping':
      // measured: 56.3 % of 300 two-player races of the advanced game (10 cars) against the
      // robot's own choice among REFLEXES, PITTING and QUALIFYING (REFLEXES alone: 45.7 %)
      return 2 + 0.08 * s.cars.length;
    case 'versatility':
      return 1.2;
  }
}

export const ABILITY_TASTE = 0.45;

export function abilityScores(s: F90State, legal: readonly F90Move[]): number[] {
  const values = legal.map((m) => (m.type === 'ability' ? abilityValue(s, m.ability) : -1));
  const top = Math.max(...values);
  // within taste of the best: all equal, the lot decides
  return values.map((v) => (v >= top - ABILITY_TASTE ? top : v));
}

/**
 * The strong robot's strategy: by the measured strengths — HAZARD unless the damage slots run short
 * or the hand has hardly a test or damage card, BANGING WHEELS in traffic — and the normal robot's
 * reasons for the others.
 */
export function strongStrategyScores(s: F90State, p: Player, legal: readonly F90Move[]): number[] {
  return legal.map((m) => {
    if (m.type !== 'strategy') return 0;
    const v = strategyValue(s, p, m.strategy);
    return m.strategy === 'hazard' ? v + 0.35 : m.strategy === 'bangingWheels' ? v + 0.1 : m.strategy === 'chase' ? v - 0.3 : v;
  });
}

/** The strong robot's ability: the best by the measured values, no matter of taste. */
export function strongAbilityScores(s: F90State, legal: readonly F90Move[]): number[] {
  return legal.map((m) => (m.type === 'ability' ? abilityValue(s, m.ability) : -1));
}
