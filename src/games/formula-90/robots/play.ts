/**
 * The robot player's 'play' and 'test' steps (Formula 90, „BEWEGUNG", „AUFWENDEN VON
 * REIFENCHIPS", „SCHÄDEN", „TEST"). Every legal move is scored: the sections the cards move the
 * car (the rules' own movement, run on a copy of the track without the hidden piles), less what
 * the move costs — the cards that leave the hand, the tyre chips, the damage (certain and the
 * odds of failed tests), plus the change of the target test.
 */
import { testBonus } from '../rules/abilities';
import { CHECK_MODIFIER, type RaceCard } from '../data/cards';
import { playingCard } from '../data/track-cards';
import { damageIcons, tyreCost } from '../rules/cards-play';
import { freeLanes, runMovement } from '../rules/movement';
import { queueIndex } from '../rules/order';
import type { Car, F90Move, F90State, Player, TestChoice, Turn, WeatherStep } from '../rules/state';
import { changeWeather, rainModifier } from '../rules/tyres';
import { hazardOf, movementPoints } from '../rules/movement-value';
import { softCost, weatherValue } from './tyres';
import { brakeValue, laneValue } from './race';
import { OUT, blindChance, cardCost, cardWorth, chipCost, damageCost, targetTest, targetWorth, unknownCards } from './values';

type PlayMove = Extract<F90Move, { type: 'play' }>;

export interface Ctx {
  s: F90State;
  p: Player;
  c: Car;
  t: Turn;
  unknown: RaceCard[];
  /** the chance of a blind draw ≤ a limit, remembered (the 'play' step asks it for many moves) */
  chance: (limit: number) => number;
  /** the mean test factor of a blind draw: the new target after a blind test */
  mean: number;
}

/** Where the car stands, as a number: sections gone, less a little for each car ahead in its section. */
function place(s: F90State, c: Car): number {
  return c.pos - 0.25 * Math.max(0, queueIndex(s, c));
}

/**
 * The sections these cards take the car, run by the rules' movement on a copy of the track (no
 * piles in the copy: nothing hidden can show), and what the stop is worth: a late braking still to
 * come, a lane-line point, the leader's lapping test.
 */
export function movementValue(x: Ctx, cards: readonly number[], handAfter: readonly number[], soft = false, weather: readonly WeatherStep[] = []): number {
  const { s, p, c, t } = x;
  // the copy's own cars, queues and yellow flags (the movement moves them); no piles: nothing hidden can show
  const sim: F90State = {
    ...s,
    cars: s.cars.map((k) => ({ ...k })),
    queue: s.queue.map((q) => [...q]),
    deck: [],
    discard: [],
    events: [],
    ...(s.flags ? { flags: { ...s.flags, yellow: s.flags.yellow.map((f) => ({ ...f })) } } : {}),
  };
  const me = sim.cars.find((k) => k.id === c.id)!;
  // a weather symbol's steps come first: the robots may stop for their tyres
  if (weather.length > 0) changeWeather(sim, c.id, weather);
  const ctx: Turn = { ...t, mp: 0, entered: 0, lapping: null, passed: [], from: me.pos, played: [...cards] };
  // „Boni sind nicht optional": the lane line, HAZARD's +1s, a soft-tyre +1, the tyres' handicap
  ctx.mp = movementPoints(sim, me, p, cards, hazardOf(p, cards), soft);
  sim.turn = ctx;
  const d = runMovement(sim, me, ctx);
  let v = place(sim, me) - place(s, c);
  if (d === 'brake') v += Math.max(0, brakeValue(sim, p, me, x.unknown));
  else if (d === 'lane') v += Math.max(0, ...freeLanes(sim, me).map((l) => laneValue(sim, p, l, handAfter)));
  else if (d === 'overtake') v += 0.7 * ctx.mp;
  else if (d === 'lapTest') {
    const limit = targetTest(p);
    const chance = Math.max(x.chance(limit), handAfter.some((k) => playingCard(k).test <= limit) ? 1 : 0);
    v += chance * 0.8 * Math.min(ctx.mp, 3);
  } else if (me.lane && me.lane !== c.lane) v += laneValue(sim, p, me.lane, handAfter);
  return v;
}

/** Expected cost of `certain` damage then tests failing with these chances, in order. */
function damageRisk(x: Ctx, certain: number, fails: readonly number[]): number {
  let cost = 0;
  const go = (i: number, n: number, prob: number): void => {
    if (prob === 0) return;
    if (i === fails.length) {
      cost += prob * damageCost(x.s, x.p, n);
      return;
    }
    go(i + 1, n + 1, prob * fails[i]);
    go(i + 1, n, prob * (1 - fails[i]));
  };
  go(0, certain, 1);
  return cost;
}

/**
 * The tests in the order made: each with a played card (free: it is discarded anyway), a hand card
 * (it leaves the hand) or blind. A passed test lowers the target to the test card, a failed one
 * costs a damage but may raise it („absichtlich … misslingt").
 */
function testsValue(x: Ctx, tests: readonly TestChoice[], played: readonly number[], pending: readonly number[], certain: number, handAfter: number): { value: number; handCards: number } {
  const { s, p } = x;
  let target = targetTest(p);
  const fails: number[] = [];
  let value = 0;
  let handCards = 0;
  let blind = false;
  for (const k of tests) {
    const need = target + CHECK_MODIFIER[playingCard(k.card).check ?? 'normal'] + testBonus(p) + rainModifier(s);
    if (k.with === 'blind') {
      fails.push(1 - x.chance(need));
      target = x.mean;
      blind = true;
      break;
    }
    const f = playingCard(k.with).test;
    fails.push(f <= need ? 0 : 1);
    if (!played.includes(k.with)) {
      handCards += 1;
      value -= cardCost(s, p, k.with, handAfter);
    }
    target = f;
  }
  // a check still to make after the blind test: about as likely to fail as not
  if (blind) for (let i = tests.length; i < pending.length; i++) fails.push(0.4);
  value -= damageRisk(x, certain, fails);
  value += targetWorth(s, target) - targetWorth(s, targetTest(p));
  return { value, handCards };
}

/** „JUNIORENVARIANTE: alle Tests sind Blindtests": the odds of each of the cards' tests. */
function juniorTests(x: Ctx, cards: readonly number[], certain: number): number {
  // the first against the target; the blind card is then the target, so the next against a blind one
  const fails = cards.filter((k) => playingCard(k).check).map((k, i) => 1 - x.chance((i === 0 ? targetTest(x.p) : Math.round(x.mean)) + CHECK_MODIFIER[playingCard(k).check!] + testBonus(x.p) + rainModifier(x.s)));
  return -damageRisk(x, certain, fails);
}

/** What the moves with the same cards and tyre payment share (many differ only in their tests). */
interface Base {
  move: number;
  chips: number;
  certain: number;
  pending: number[];
  used: number[];
  handLeft: number;
  draws: number;
  /** the cost of the cards used, by the cards left in the hand */
  costs: Map<number, number>;
}

function baseOf(x: Ctx, m: PlayMove, bases: Map<string, Base>, moves: Map<string, number>): Base {
  const key = `${m.cards.join(',')}|${m.pay.join(',')}|${m.soft === true}|${(m.weather ?? []).join(',')}`;
  let b = bases.get(key);
  if (b) return b;
  const { s, p } = x;
  const left = p.hand.filter((k) => !m.cards.includes(k) && !m.pay.includes(k));
  const cardsKey = `${m.cards.join(',')}|${m.soft === true}|${(m.weather ?? []).join(',')}`;
  let move = moves.get(cardsKey);
  if (move === undefined) moves.set(cardsKey, (move = movementValue(x, m.cards, left, m.soft === true, m.weather ?? [])));
  b = {
    move,
    chips: chipCost(s, p, tyreCost(p, m.cards) - m.pay.length),
    certain: damageIcons(m.cards),
    pending: m.cards.filter((k) => playingCard(k).check !== null),
    used: [...m.cards, ...m.pay],
    handLeft: left.length,
    draws: m.cards.reduce((n, k) => n + playingCard(k).draw, 0),
    costs: new Map(),
  };
  bases.set(key, b);
  return b;
}

/** The score of one legal 'play' move. */
function scorePlay(x: Ctx, m: PlayMove, bases: Map<string, Base>, moves: Map<string, number>): number {
  const { s, p } = x;
  const b = baseOf(x, m, bases, moves);
  let testHand = 0;
  for (const k of m.tests) if (typeof k.with === 'number' && !m.cards.includes(k.with)) testHand++;
  const handAfter = b.handLeft - testHand + b.draws;
  let cost = b.costs.get(handAfter);
  if (cost === undefined) b.costs.set(handAfter, (cost = b.used.reduce((n, k) => n + cardCost(s, p, k, handAfter), 0)));
  let v = b.move - cost - b.chips + weatherValue(s, p, m.weather) - (m.soft ? softCost(s, p) : 0);
  if (s.options.junior) v += juniorTests(x, m.cards, b.certain);
  else v += testsValue(x, m.tests, m.cards, b.pending, b.certain, handAfter).value;
  if (m.top !== null) v -= 0.05 * cardWorth(m.top); // the top card is what a CHASE player may take
  return v;
}

/** Scores every legal move of the 'play' step; skipping the turn is worth nothing. */
export function playScores(x: Ctx, legal: readonly F90Move[], skipStrategy: string | null): number[] {
  const bases = new Map<string, Base>();
  const moves = new Map<string, number>();
  return legal.map((m) => {
    if (m.type === 'play') return scorePlay(x, m, bases, moves);
    if (m.type === 'skip') return m.strategy === skipStrategy ? -0.5 : -1;
    return -OUT;
  });
}

/** Scores the legal moves of the 'test' step (the test after a blind one). */
export function testScores(x: Ctx, legal: readonly F90Move[]): number[] {
  const handAfter = x.p.hand.length - 1;
  return legal.map((m) => {
    if (m.type !== 'test') return -OUT;
    const choice: TestChoice = { card: m.card, with: m.with };
    const played = x.t.played.filter((k) => x.t.used.includes(k));
    return testsValue(x, [choice], played, [m.card], 0, handAfter).value;
  });
}

export function makeCtx(s: F90State, seat: number): Ctx {
  const p = s.players[seat];
  const t = s.turn!;
  const unknown = unknownCards(s, p);
  const memo = new Map<number, number>();
  const chance = (limit: number) => {
    let v = memo.get(limit);
    if (v === undefined) memo.set(limit, (v = blindChance(unknown, limit)));
    return v;
  };
  const mean = unknown.length ? unknown.reduce((n, u) => n + u.test, 0) / unknown.length : 50;
  return { s, p, t, c: s.cars.find((k) => k.id === t.car)!, unknown, chance, mean };
}
