/**
 * Who acts and every legal move (the single source of truth: the page offers these, robots choose
 * from them, the server rejects anything else).
 */
import { CAR_SHEETS } from '../data/car-sheets';
import { STRATEGY_IDS } from '../data/strategies';
import { canPay, combinations, isPair, payments, tyreCost } from './cards-play';
import { fuelDue } from './damage';
import { freeLanes } from './movement';
import { nextDeclarer } from './battle';
import { car as carOf, isRobot } from './order';
import { practiceDone, strategyOrder } from './setup';
import { buildChoices } from './build';
import { extraChoices, FUEL_BIDS } from './fuel';
import { flagsOn, hasModule, needModule, trackCardsOn, tyresOf } from './modules';
import { lateBrakeCards } from './track-symbols';
import { usableForMovement } from './track-play';
import { hazardOf } from './movement-value';
import { linePitDue } from './off-track';
import { tyreChoices, weatherStepChoices } from './tyres';
import { reentryAsked, reentryMoves } from './reentry';
import { greenChoices, orangeSeat, yellowChoices } from './flags';
import { isTrackCard, playingCard } from '../data/track-cards';
import { abilityChoices } from './abilities';
import { cloneState, type F90Move, type F90State, type Player, type TestChoice, type Turn } from './state';

export function toAct(s: F90State): number[] {
  switch (s.phase) {
    case 'sheets': {
      // in seat order, each player all his choices before the race (sheet, ability, build)
      const p = s.players.find((x) => !practiceDone(s, x));
      return p ? [p.seat] : [];
    }
    case 'mulligan':
      return s.players.filter((p) => p.mulligan === null).map((p) => p.seat);
    case 'qualifying':
      return s.players.filter((p) => p.qualiCard === null).map((p) => p.seat);
    case 'tyres': {
      const seat = strategyOrder(s).find((x) => !s.players[x].tyre);
      return seat === undefined ? [] : [seat];
    }
    case 'strategy': {
      if (s.options.junior) return [];
      const seat = strategyOrder(s).find((x) => s.players[x].strategy === null);
      return seat === undefined ? [] : [seat];
    }
    case 'race': {
      // „WIEDEREINSTIEG" (version 2): the player of the car just out
      const out = reentryAsked(s);
      if (out) return [out.seat!];
      if (s.orangeAsk) {
        const seat = orangeSeat(s); // „ORANGE FLAGGE": its holder decides about the robot
        return seat === null ? [] : [seat];
      }
      const d = nextDeclarer(s);
      if (d && !isRobot(d)) return [d.seat!];
      return s.turn ? [s.turn.seat] : [];
    }
    default:
      return [];
  }
}

/** „BOXENSTOPP"; with „TREIBSTOFFMANAGEMENT" also how many extra sections of fuel; with „Reifentypen und Wetter" the new tyres. */
function pitMoves(s: F90State, p: Player): F90Move[] {
  const extras: (number | undefined)[] = hasModule(s, 'fuel') ? extraChoices(s, p) : [undefined];
  const ty = tyresOf(s, p);
  const tyres = ty ? tyreChoices(ty) : [undefined];
  return extras.flatMap((extra) => tyres.map((tyre) => ({ type: 'pit', ...(extra !== undefined ? { extra } : {}), ...(tyre ? { tyre } : {}) }) as F90Move));
}

const strategies = (): F90Move[] => STRATEGY_IDS.map((strategy) => ({ type: 'strategy', strategy }));

/** „BOXENSTOPP": the ways to discard down to the hand size (the frozen cards count against it). */
export function pitDiscards(p: Player): number[][] {
  return subsets(sorted(p.hand), Math.max(0, p.handMax - p.frozen.length));
}

/** Every subset of a hand (cards ascending), for the pit stop's discards. */
function subsets(cards: readonly number[], keepAtMost: number): number[][] {
  const out: number[][] = [];
  const n = cards.length;
  for (let k = Math.max(0, n - keepAtMost); k <= n; k++) out.push(...combinations(cards, k));
  return out;
}

export function legalMoves(s: F90State, seat: number): F90Move[] {
  if (!toAct(s).includes(seat)) return [];
  const p = s.players[seat];
  switch (s.phase) {
    case 'sheets': {
      // „FREIES TRAINING": the ability first, then the car build
      if (p.sheet && hasModule(s, 'abilities') && !p.ability) return abilityChoices(s).map((ability) => ({ type: 'ability', ability }));
      if (p.sheet) return buildChoices(s, p).map((b) => ({ type: 'build', ...b }));
      const taken = new Set(s.players.map((x) => x.sheet?.id));
      // with „RENNWAGENAUSBAU" the build tiles cover the printed values: the side does not matter
      const sides = hasModule(s, 'carBuild') ? [0] : [0, 1];
      return CAR_SHEETS.filter((x) => !taken.has(x.id)).flatMap((x) => sides.map((side) => ({ type: 'sheet', sheet: x.id, side }) as F90Move));
    }
    case 'mulligan':
      return [
        { type: 'mulligan', redraw: false },
        { type: 'mulligan', redraw: true },
      ];
    case 'qualifying':
      // „TREIBSTOFFMANAGEMENT": the fuel bid lies under the qualifying card
      if (hasModule(s, 'fuel')) return sorted(p.hand).flatMap((card) => FUEL_BIDS.map((fuel) => ({ type: 'qualify', card, fuel }) as F90Move));
      return sorted(p.hand).map((card) => ({ type: 'qualify', card }));
    case 'tyres':
      return tyreChoices(needModule(tyresOf(s, p), 'the tyre choice')).map((tyre) => ({ type: 'tyres', tyre }));
    case 'strategy':
      return strategies();
    case 'race':
      if (reentryAsked(s)) return reentryMoves();
      if (s.orangeAsk) return [{ type: 'orange', force: true }, { type: 'orange', force: false }];
      return s.battle ? declareMoves(p) : turnMoves(s, p);
    default:
      return [];
  }
}

function sorted(cards: readonly number[]): number[] {
  return [...cards].sort((a, b) => a - b);
}

/** „POSITIONSKAMPF": one or two cards face down, or none. */
function declareMoves(p: Player): F90Move[] {
  const hand = sorted(p.hand);
  return [[], ...combinations(hand, 1), ...combinations(hand, 2)].map((cards) => ({ type: 'declare', cards }));
}

function turnMoves(s: F90State, p: Player): F90Move[] {
  const t = s.turn!;
  const c = carOf(s, t.car);
  const hand = sorted(p.hand);
  switch (t.step) {
    case 'begin': {
      const out: F90Move[] = [];
      // „Wiedereintrittsrunde": no pit stop, no strategy off the track — the draw only
      if (t.reentry) return [{ type: 'draw', from: 'deck' }];
      // „SAFETY CAR" (version 2): the fuel stop due as it came out, and nothing else
      if (c.scStop) return pitMoves(s, p);
      const due = (fuelDue(s, c) || linePitDue(s, c)) && !c.justPit;
      if (!c.justPit) out.push(...pitMoves(s, p));
      if (due) return out; // „müssen … zu Beginn ihrer Runde einen Boxenstopp durchführen"
      // „SAFETY CAR": a card from the draw pile, no strategy
      if (s.safetyCar) return [...out, { type: 'draw', from: 'deck' }];
      // VERSATILITY: „kann seine Strategie zu Beginn seiner Runde ändern"
      if (p.versatile && !c.justPit) out.push(...STRATEGY_IDS.filter((x) => x !== p.strategy).map((strategy) => ({ type: 'strategy', strategy }) as F90Move));
      out.push({ type: 'draw', from: 'deck' });
      if (p.strategy === 'chase') out.push(...chaseDraws(s, p));
      return out;
    }
    case 'keep':
      return sorted(t.drawn).map((card) => ({ type: 'keep', card }));
    case 'pitDiscard':
      return pitDiscards(p).map((cards) => ({ type: 'pitDiscard', cards }));
    case 'pitStrategy':
      return strategies();
    case 'play':
      return playMoves(s, p);
    case 'test': {
      const out: F90Move[] = [];
      for (const card of sorted(t.checks)) {
        const usable = sorted([...t.played.filter((x) => t.used.includes(x)), ...hand]);
        for (const w of usable) out.push({ type: 'test', card, with: w });
        out.push({ type: 'test', card, with: 'blind' });
      }
      return out;
    }
    case 'top':
      return sorted([...new Set(t.used)]).map((card) => ({ type: 'top', card }));
    case 'lapTest':
      return [...hand.map((w) => ({ type: 'lapTest', with: w }) as F90Move), { type: 'lapTest', with: 'blind' }];
    case 'overtake':
      return [
        { type: 'overtake', yes: true },
        { type: 'overtake', yes: false },
      ];
    case 'brake':
      return [
        { type: 'brake', yes: true },
        // „Spezielle Symbole auf Bahnkarten": a track card instead of the blind test
        ...sorted(lateBrakeCards(s, p, c)).map((card) => ({ type: 'brake', yes: true, card }) as F90Move),
        { type: 'brake', yes: false },
      ];
    case 'lane':
      return freeLanes(s, c).map((line) => ({ type: 'lane', line }));
    case 'offTest':
      return [...hand.map((w) => ({ type: 'offTest', with: w }) as F90Move), { type: 'offTest', with: 'blind' }];
    case 'scDiscard':
      return hand.map((card) => ({ type: 'scDiscard', card }));
    case 'flag': {
      // the step waits for the turn's first flag („Flaggen")
      const colour = t.flags?.[0];
      if (!colour) throw new Error(`Formula 90: ${t.car}'s flag step with no flag waiting`);
      return colour === 'green' ? greenChoices(s) : yellowChoices(s).filter((m) => m.type !== 'flag' || keepsTrackCards(s, t, m));
    }
    default:
      return [];
  }
}

/** A yellow flag placed must not take the car's played track cards away from their curve („BAHNKARTEN"). */
function keepsTrackCards(s: F90State, t: Turn, m: Extract<F90Move, { type: 'flag' }>): boolean {
  if (m.section === null || !t.played.some(isTrackCard)) return true;
  const copy = cloneState(s);
  const sim = needModule(flagsOn(copy) ? copy : null, 'a yellow flag');
  sim.flags.yellow.push({ section: m.section, at: m.at ?? 0 });
  return usableForMovement(sim, t, carOf(sim, t.car), t.played, t.soft === true, t.weather ?? [], t.hazard);
}

/**
 * „CHASE": instead of the draw pile, one of the cards the chased player played this round (if he
 * has played and they lie on the discard pile), or the top card of the discard pile when the chased
 * car is a robot, cannot be named, or has not played yet.
 */
function chaseDraws(s: F90State, p: Player): F90Move[] {
  const chased = p.chase ? carOf(s, p.chase) : null;
  if (chased && chased.seat !== null && chased.moved) {
    // a track card he played lies on the track cards' discard pile: it may be taken as well
    const cards = s.players[chased.seat].played.filter((x) => s.discard.includes(x) || (trackCardsOn(s) && s.trackDiscard.includes(x)));
    return sorted(cards).map((from) => ({ type: 'draw', from }));
  }
  return s.discard.length > 0 ? [{ type: 'draw', from: 'discard' }] : [];
}

/**
 * One card, or a pair; with every way to pay the tyres, every way to make the tests (in either
 * order) and every card that may lie on top of the discard pile; or skip the turn (and change
 * strategy). A blind test with a second test to come ends the choice: the rest is asked after it.
 */
function playMoves(s: F90State, p: Player): F90Move[] {
  const hand = sorted(p.hand);
  const out: F90Move[] = [];
  const choices: number[][] = [...hand.map((x) => [x])];
  for (const [a, b] of combinations(hand, 2)) if (isPair(a, b)) choices.push([a, b]);
  const c = carOf(s, s.turn!.car);
  // „Reifentypen und Wetter": a soft-tyre +1 while one is left (one a turn)
  const tyres = tyresOf(s, p);
  const softs: (boolean | undefined)[] = tyres && tyres.softLeft > 0 ? [false, true] : [undefined];
  for (const cards of choices) {
    if (!canPay(s, p, cards)) continue;
    const others = hand.filter((x) => !cards.includes(x));
    const ways: TestChoice[][][] = [];
    const pays = payments(s, p, tyreCost(p, cards), others);
    for (const pay of pays) ways.push(testSequences(s, cards, others.filter((x) => !pay.includes(x))));
    for (const soft of softs) {
      for (const weather of weatherStepChoices(s, cards) ?? [undefined]) {
        // „BAHNKARTEN": a track card moves the car only through its own curve
        if (!usableForMovement(s, s.turn!, c, cards, soft === true, weather ?? [], s.turn!.hazard + hazardOf(p, cards))) continue;
        const extra = { ...(soft !== undefined ? { soft } : {}), ...(weather ? { weather } : {}) };
        pays.forEach((pay, i) => {
          for (const tests of ways[i]) {
            for (const top of topChoices(p, cards, pay, tests)) out.push({ type: 'play', cards, pay, tests, top, ...extra });
          }
        });
      }
    }
  }
  if (s.options.junior) out.push({ type: 'skip', strategy: null });
  else for (const strategy of STRATEGY_IDS) out.push({ type: 'skip', strategy });
  return out;
}

/** The ways to make the played cards' tests: each with a played card, a hand card or blind. */
function testSequences(s: F90State, cards: number[], hand: number[]): TestChoice[][] {
  const checks = cards.filter((x) => playingCard(x).check !== null);
  if (checks.length === 0 || s.options.junior) return [[]];
  const withs = (taken: (number | 'blind')[]): (number | 'blind')[] =>
    [...cards, ...hand, 'blind' as const].filter((w) => w === 'blind' || !taken.includes(w));
  if (checks.length === 1) return withs([]).map((w) => [{ card: checks[0], with: w }]);
  const out: TestChoice[][] = [];
  for (const [first, second] of [checks, [...checks].reverse()]) {
    for (const w1 of withs([])) {
      if (w1 === 'blind') {
        out.push([{ card: first, with: w1 }]);
        continue;
      }
      for (const w2 of withs([w1])) out.push([{ card: first, with: w1 }, { card: second, with: w2 }]);
    }
  }
  return out;
}

/** The cards that may go on top of the discard pile after these tests (null: none to choose, or asked later). */
export function topChoices(p: Player, cards: number[], pay: number[], tests: TestChoice[]): (number | null)[] {
  const checks = cards.filter((x) => playingCard(x).check !== null);
  if (tests.length < checks.length) return [null];
  let used = [...pay, ...cards];
  let target = p.target;
  for (const x of tests) {
    if (typeof x.with === 'number') used = used.filter((y) => y !== x.with);
    if (target !== null) used.push(target);
    target = x.with === 'blind' ? null : x.with; // a blind card is the new target, never discarded
  }
  const distinct = sorted([...new Set(used)]);
  return distinct.length >= 2 ? distinct : [null];
}
