/**
 * The robot that plays a seat of Formula 90 (a seat filled by a robot, or a player who ran out of
 * time) — not the robot cars, which are part of the game (rules/robot-cars.ts). It chooses only from
 * the legal moves, by scoring them (play.ts, race.ts); `random` only breaks ties.
 * It reads the state as a player at the table would: its own hand and everything open, never the
 * draw pile's order, other hands, the damage cup or cards laid face down.
 */
import type { RandomSource, RobotStrength } from '../../../engine/contract';
import { playingCard } from '../data/track-cards';
import { buildSide, carSheet, type SheetSide } from '../data/car-sheets';
import { robotTile } from '../data/robot-tiles';
import { legalMoves } from '../rules/legal';
import { car as carOf } from '../rules/order';
import { hasModule } from '../rules/modules';
import { playerQualifying, robotQualifying } from '../rules/setup';
import type { F90Move, F90State, FuelBid, Player } from '../rules/state';
import { extraScore, fuelCost } from './pit';
import { wantsTyres } from './tyres';
import { tyreValue } from './tyre-choice';
import { flagScores } from './flags';
import { offTestScores, orangeScores } from './off-track';
import { reentryQuestion, reentryScores } from './reentry';
import { makeCtx, playScores, testScores } from './play';
import { brakeValue, declareScores, lapTestScores, laneValue, wantsPit } from './race';
import { AVERAGE_WORTH, cardCost, cardWorth, discardGain, targetWorth, unknownCards } from './values';
import { atPitDiscard, pitDiscardMove } from './pit-discard';
import { beginnerPick, beginnerScores } from './beginner';
import { strongScores } from './strong';
import { abilityScores, preferredStrategy, strategyScores, versatilityChange } from './strategy';

/**
 * The robot's move at a strength (issue 33; absent: normal): the beginner's greedy scores
 * (beginner.ts), the normal scores, or the strong robot's search on top of them
 * (strong.ts).
 */
export function robotMove(state: F90State, seat: number, random: RandomSource, strength: RobotStrength = 'normal'): F90Move {
  // the pit stop's discards are chosen card by card, never from their list (it can run past
  // 100,000 moves); the beginner keeps every card it may
  if (atPitDiscard(state, seat)) return pitDiscardMove(state, seat, random, strength === 'beginner' ? () => -1 : discardGain);
  const legal = legalMoves(state, seat);
  if (legal.length === 0) throw new Error(`Seat ${seat} has nothing to do now.`);
  if (legal.length === 1) return legal[0];
  if (strength === 'beginner') {
    const mine = reentryQuestion(state, seat) ? null : beginnerScores(state, seat, legal);
    return beginnerPick(legal, mine ?? scores(state, seat, legal), random);
  }
  if (strength === 'strong') return best(legal, strongScores(state, seat, legal, random, scores), random);
  return best(legal, scores(state, seat, legal), random);
}

/** The move with the highest score; equal scores by lot. */
function best(legal: readonly F90Move[], score: readonly number[], random: RandomSource): F90Move {
  const top = Math.max(...score);
  const ties = legal.filter((_m, i) => score[i] >= top - 1e-9);
  return ties[random.int(ties.length)];
}

function scores(s: F90State, seat: number, legal: readonly F90Move[]): number[] {
  const p = s.players[seat];
  switch (s.phase) {
    case 'sheets':
      if (legal[0].type === 'ability') return abilityScores(s, legal);
      return legal.map((m) =>
        m.type === 'sheet' ? (hasModule(s, 'carBuild') ? 0 : sheetScore(carSheet(m.sheet).sides[m.side])) : m.type === 'build' ? sheetScore(buildSide(m)) : 0,
      );
    case 'mulligan':
      return legal.map((m) => (m.type === 'mulligan' && m.redraw === weakHand(p) ? 1 : 0));
    case 'qualifying':
      return legal.map((m) => (m.type === 'qualify' ? qualifyScore(s, p, m.card, m.fuel) : 0));
    case 'tyres':
      return legal.map((m) => (m.type === 'tyres' ? tyreValue(s, p, m.tyre) : 0));
    case 'strategy':
      return strategyScores(s, p, legal);
    default:
      break;
  }
  if (reentryQuestion(s, seat)) return reentryScores(legal);
  if (s.orangeAsk) return orangeScores(s, p, s.orangeAsk, legal);
  if (s.battle) return declareScores(s, p, carOf(s, p.car), legal, unknownCards(s, p));
  const x = makeCtx(s, seat);
  switch (x.t.step) {
    case 'begin': {
      const pit = wantsPit(s, p) || wantsTyres(s, p);
      const change = versatilityChange(s, p);
      return legal.map((m) => (m.type === 'strategy' ? (m.strategy === change && !pit ? 100 : -100) : beginScore(s, p, m, pit)));
    }
    case 'keep':
      return legal.map((m) => (m.type === 'keep' ? cardWorth(m.card) : 0));
    case 'pitStrategy':
      return strategyScores(s, p, legal);
    case 'play':
      return playScores(x, legal, preferredStrategy(s, p));
    case 'test':
      return testScores(x, legal);
    case 'top': // the card least useful to a CHASE player on top of the discard pile
      return legal.map((m) => (m.type === 'top' ? -cardWorth(m.card) : 0));
    case 'lapTest':
      return lapTestScores(s, p, legal, x.unknown);
    case 'overtake': // BANGING WHEELS in a braking section: overtake as on a straight while points last
      return legal.map((m) => (m.type === 'overtake' && m.yes ? 1 : 0));
    case 'brake':
      // a track card's late-braking symbol succeeds for sure: worth the card's keep less than a blind try's risk
      return legal.map((m) => (m.type !== 'brake' || !m.yes ? 0 : m.card !== undefined ? brakeValue(s, p, x.c, 'sure') - 0.35 * cardCost(s, p, m.card, p.hand.length - 1) : brakeValue(s, p, x.c, x.unknown)));
    case 'lane':
      return legal.map((m) => (m.type === 'lane' ? laneValue(s, p, m.line, p.hand) : 0));
    case 'flag':
      return flagScores(s, p, legal);
    case 'offTest':
      return offTestScores(s, p, x.c, x.t.off!, legal);
    case 'scDiscard':
      return legal.map((m) => (m.type === 'scDiscard' ? -cardWorth(m.card) : 0));
    default:
      return legal.map(() => 0);
  }
}


/**
 * „AUFSTELLUNG": a car sheet side. Cards move the car, so the robot likes a big hand best, then
 * damage slots, then tyre chips (8/7/5: in seeded playouts a 7-card side clearly beats a 6-card
 * one; 12 chips help least).
 */
function sheetScore(v: SheetSide): number {
  return 0.3 * (v.chips - 10) + 1.0 * (v.hand - 6) + 0.8 * (v.slots - 5);
}

/** „ERSATZRENNWAGEN": a new hand when this one has hardly any fast cards. */
function weakHand(p: Player): boolean {
  const fast = p.hand.filter((k) => playingCard(k).move >= 3).length;
  const avg = p.hand.reduce((n, k) => n + cardWorth(k), 0) / Math.max(1, p.hand.length);
  return fast <= 1 || avg < AVERAGE_WORTH - 0.3;
}

/**
 * „QUALIFYING": the grid place a card may earn (robot tiles and the other players' likely cards,
 * by the printed deck), less the card's worth in the hand, plus its worth as the first target test
 * (the card lies on the sheet). Pole and second place refuel early („TREIBSTOFF"). With
 * „TREIBSTOFFMANAGEMENT" the fuel bid adds to the value, and a light car pays at the pit stop: the
 * sections the stops cost to reach the finish (pit.ts fuelCost) count against it, a section as
 * much as 1.4 places on the grid (issue 33: valued as one place, the robot bid 8 or 10 laps; in 100
 * seeded advanced races a bid of 12 won 58 % against it).
 */
const PLACE_PER_SECTION = 3.5;
function qualifyScore(s: F90State, p: Player, card: number, fuel?: FuelBid): number {
  const me = playerQualifying(p, card, fuel);
  const beats = (move: number, test: number) => move > me.move || (move === me.move && test < me.test);
  const unknown = unknownCards(s, p);
  const q = unknown.filter((u) => beats(u.move, u.test)).length / Math.max(1, unknown.length);
  let ahead = 0;
  for (const c of s.cars) {
    if (c.seat === p.seat) continue;
    if (c.seat === null) {
      const pool = s.robotTiles.filter((id) => robotTile(id).kind === c.kind);
      ahead += pool.filter((id) => {
        const v = robotQualifying(s, id);
        return beats(v.move, v.test);
      }).length / Math.max(1, pool.length);
    } else ahead += 1 - (1 - q) * (1 - q); // another player: as if the better of two unknown cards
  }
  const last = s.cars.length - 1;
  const refuel = fuel !== undefined ? -PLACE_PER_SECTION * fuelCost(s, fuel) : ahead < 0.5 ? -1.5 : ahead < 1.5 ? -0.7 : ahead > last - 0.5 ? 0.5 : 0;
  return -2.5 * ahead + refuel - cardCost(s, p, card, p.hand.length - 1) + targetWorth(s, me.test);
}

/** „BOXENSTOPP" before anything else, or the draw: CHASE takes an open card worth more than a blind one. */
function beginScore(s: F90State, p: Player, m: F90Move, pit: boolean): number {
  if (m.type === 'pit') return (pit ? 10 : -10) + (m.extra === undefined ? 0 : extraScore(s, p, m.extra)) + (m.tyre ? tyreValue(s, p, m.tyre) : 0);
  if (m.type !== 'draw') return 0;
  if (m.from === 'deck') return AVERAGE_WORTH;
  const card = m.from === 'discard' ? s.discard[s.discard.length - 1] : m.from;
  return cardWorth(card);
}
