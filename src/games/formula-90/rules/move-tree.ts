/**
 * The rules one step of a turn at a time (the contract's moveStep). Playing cards for movement is
 * a tree of decisions — the cards, the hand cards that pay tyres, each test, the top card of the
 * discard pile, a soft-tyre +1, the weather steps — whose cross product runs to thousands of
 * moves; it is worked out one decision at a time, each asked only when it has a choice. Every
 * other step but the pit stop's discards (a marking each way: thousands from a large hand) has few
 * moves (a pit stop's fuel and tyres, a battle declaration), listed by legal.ts and asked part
 * after part.
 */
import type { Answer, MovePart, MoveStep } from '../../../engine/contract';
import { chainOf, stepOfTree, type ChoiceBranch, type SeatTree } from '../../../engine/choice-tree';
import { STRATEGY_IDS } from '../data/strategies';
import { canPay, combinations, isPair, payments, tyreCost } from './cards-play';
import { legalMoves, pitDiscards, toAct, topChoices } from './legal';
import { car as carOf } from './order';
import { tyresOf } from './modules';
import { hazardOf } from './movement-value';
import { usableForMovement } from './track-play';
import { weatherStepChoices } from './tyres';
import type { F90Move, F90State, Player, TestChoice, WeatherStep } from './state';
import { moveLabel } from '../view/labels';
import { warningOf, withOdds } from './odds';
import { checksOf, moveParts, pitDiscardParts, playCardsPart, playFirstPart, playPayPart, playSoftPart, playTestPart, playTopPart, playWeatherPart } from '../view/parts';
import { view as viewOf, type F90View } from '../view/view';

type Branch = ChoiceBranch<F90Move>;
type Play = Extract<F90Move, { type: 'play' }>;

export function moveStep(s: F90State, seat: number, answers: readonly Answer[]): MoveStep<F90Move> | null {
  if (!toAct(s).includes(seat)) return null;
  const step = stepOfTree(() => seatTree(s, seat), answers, { state: s, seat });
  // the gambles' odds, from the seat's own knowledge (rules/odds.ts)
  return step && hasGamble(s, step) ? withOdds(s, seat, viewOf(s, seat), answers, step) : step;
}

/** The steps whose choices are gambles (rules/odds.ts). */
const GAMBLES = new Set(['test1', 'test2', 'test', 'lapTest', 'brake', 'offTest', 'battle']);

function hasGamble(s: F90State, step: MoveStep<F90Move>): boolean {
  if (step.complete) return ['test', 'lapTest', 'brake', 'offTest', 'play'].includes(step.complete.move.type);
  return step.next.some((p) => GAMBLES.has(p.step) || (p.step === 'cards' && s.options.junior));
}

function seatTree(s: F90State, seat: number): SeatTree<F90Move> {
  const view = viewOf(s, seat);
  const step = s.phase === 'race' && !s.reentryAsk && !s.orangeAsk && !s.battle ? s.turn?.step : undefined;
  const tree =
    step === 'play'
      ? () => playBranches(s, s.players[seat], view)
      : step === 'pitDiscard'
        ? () => discardBranches(s.players[seat], view)
        : () => legalMoves(s, seat).map((m) => chainOf(m, moveParts(view, m)));
  return { tree, label: (m) => moveLabel(view, m) };
}

/** „BOXENSTOPP": the cards discarded, marked on the hand — a marking each way (thousands from a large hand, their items shared). */
function discardBranches(p: Player, view: F90View): Branch[] {
  const part = pitDiscardParts(view);
  return pitDiscards(p).map((cards) => ({ part: part(cards), move: { type: 'pitDiscard', cards } }));
}

/**
 * The soft-tyre +1 and the weather steps with which the played cards move the car („Reifentypen
 * und Wetter", „BAHNKARTEN"): each combination looked at when asked, once.
 */
interface Finishes {
  softs(): (boolean | undefined)[];
  weathers(soft: boolean | undefined): (WeatherStep[] | undefined)[];
}

function finishesOf(softs: (boolean | undefined)[], weathers: (WeatherStep[] | undefined)[], usable: (soft: boolean | undefined, weather: WeatherStep[] | undefined) => boolean): Finishes {
  const known = new Map<string, boolean>();
  const ok = (soft: boolean | undefined, weather: WeatherStep[] | undefined) => {
    const key = `${soft}:${weather?.join(',') ?? ''}`;
    let r = known.get(key);
    if (r === undefined) known.set(key, (r = usable(soft, weather)));
    return r;
  };
  return {
    softs: () => softs.filter((soft) => weathers.some((w) => ok(soft, w))),
    weathers: (soft) => weathers.filter((w) => ok(soft, w)),
  };
}

/** A decision of playing cards: its part (none when it is not asked: one answer only) and the move so far. */
interface Option {
  part: MovePart | null;
  move: Play;
}

/**
 * The decisions after the cards, in the order the page asks them (view/parts.ts playParts); each
 * gives its answers for the move so far.
 */
type Decision = (move: Play) => Option[];

/**
 * „BEWEGUNG": one card or a pair, if it can be paid („AUFWENDEN VON REIFENCHIPS", „SCHÄDEN") and,
 * a track card, moves the car through its curve („BAHNKARTEN") with some soft-tyre and weather
 * choice; then the decisions below it. Or skip the turn („Ein Spieler darf … seine Runde
 * auslassen"), then keep or change the strategy.
 */
function* playBranches(s: F90State, p: Player, view: F90View): Iterable<Branch> {
  const t = s.turn!;
  const c = carOf(s, t.car);
  const hand = [...p.hand].sort((a, b) => a - b);
  const choices: number[][] = [...hand.map((x) => [x])];
  for (const [a, b] of combinations(hand, 2)) if (isPair(a, b)) choices.push([a, b]);
  // „Reifentypen und Wetter": a soft-tyre +1 while one is left (one a turn)
  const tyres = tyresOf(s, p);
  const softs: (boolean | undefined)[] = tyres && tyres.softLeft > 0 ? [false, true] : [undefined];
  for (const cards of choices) {
    if (!canPay(s, p, cards)) continue;
    const weathers = weatherStepChoices(s, cards) ?? [undefined];
    const finishes = finishesOf(softs, weathers, (soft, weather) => usableForMovement(s, t, c, cards, soft === true, weather ?? [], t.hazard + hazardOf(p, cards)));
    // „BAHNKARTEN": the cards are offered when one soft-tyre and weather choice moves the car through their curve
    if (!finishes.softs().length) continue;
    const others = hand.filter((x) => !cards.includes(x));
    const pays = payments(s, p, tyreCost(p, cards), others);
    const decisions = playDecisions(s, p, view, cards, others, pays, finishes);
    yield* branchesOf(view, decisions, 0, [{ part: playCardsPart(view, cards), move: { type: 'play', cards, pay: [], tests: [], top: null } }]);
  }
  const skips: F90Move[] = s.options.junior ? [{ type: 'skip', strategy: null }] : STRATEGY_IDS.map((strategy) => ({ type: 'skip', strategy }));
  for (const m of skips) yield chainOf(m, moveParts(view, m));
}

function playDecisions(s: F90State, p: Player, view: F90View, cards: number[], others: number[], pays: number[][], finishes: Finishes): Decision[] {
  const checks = checksOf(cards);
  const testing = checks.length > 0 && !s.options.junior;
  const withs = (m: Play, taken: (number | 'blind')[]) => testSequencesWith(cards, others.filter((x) => !m.pay.includes(x)), taken);
  return [
    // the hand cards that pay the tyre points
    (m) => pays.map((pay) => ({ part: playPayPart(view, cards, pay), move: { ...m, pay } })),
    // two tests: which card is tested first
    (m) => (!testing ? [{ part: null, move: m }] : checks.length === 1 ? [{ part: null, move: { ...m, tests: [{ card: checks[0], with: 'blind' }] } }] : [checks, [...checks].reverse()].map(([first]) => ({ part: playFirstPart(first), move: { ...m, tests: [{ card: first, with: 'blind' }] } }))),
    // what the first test is made with
    (m) => (!testing ? [{ part: null, move: m }] : withs(m, []).map((w) => test(m, 0, { card: m.tests[0].card, with: w }))),
    // what the second is made with: a blind first test ends the choice (the rest is asked after it)
    (m) => {
      if (!testing || checks.length < 2 || m.tests[0].with === 'blind') return [{ part: null, move: m }];
      const second = checks.find((x) => x !== m.tests[0].card)!;
      return withs(m, [m.tests[0].with]).map((w) => test(m, 1, { card: second, with: w }));
    },
    // the card that lies on top of the discard pile
    (m) => topChoices(p, cards, m.pay, m.tests).map((top) => ({ part: top === null ? null : playTopPart(top), move: { ...m, top } })),
    // „Reifentypen und Wetter": a soft-tyre +1, then each weather step, as far as the cards still move the car
    (m) => finishes.softs().map((soft) => ({ part: soft === undefined ? null : playSoftPart(view, soft), move: soft === undefined ? m : { ...m, soft } })),
    (m) => weatherStep(view, finishes, m, 0),
    (m) => weatherStep(view, finishes, m, 1),
  ];
}

function test(m: Play, i: number, x: TestChoice): Option {
  return { part: playTestPart(i, x), move: { ...m, tests: [...m.tests.slice(0, i), x] } };
}

/** The i-th weather step among those that agree with the move so far. */
function weatherStep(view: F90View, finishes: Finishes, m: Play, i: number): Option[] {
  const fitting = finishes.weathers(m.soft).filter((w) => (m.weather ?? []).every((x, j) => w![j] === x));
  const steps = distinct(fitting.map((w) => w?.[i]));
  return steps.map((step) => (step === undefined ? { part: null, move: m } : { part: playWeatherPart(view, i, step), move: { ...m, weather: [...(m.weather ?? []), step] } }));
}

function distinct<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/** What a test may be made with: a played card, a hand card not paid, or blind (legal.ts testSequences). */
function testSequencesWith(cards: number[], hand: number[], taken: (number | 'blind')[]): (number | 'blind')[] {
  return [...cards, ...hand, 'blind' as const].filter((w) => w === 'blind' || !taken.includes(w));
}

/**
 * The branches of the options at decision i: an asked option is a branch (a leaf when no later
 * decision asks); an option not asked (the only answer) goes straight on to the next decision.
 */
function branchesOf(view: F90View, decisions: Decision[], i: number, options: Option[]): Branch[] {
  const out: Branch[] = [];
  for (const o of options) {
    if (!o.part) {
      out.push(...(i < decisions.length ? branchesOf(view, decisions, i + 1, decisions[i](o.move)) : []));
      continue;
    }
    const after = settle(decisions, i, o.move);
    // every answer a decision gives leads on to a move (the cards were checked above): no look below
    if (after.done) out.push({ part: o.part, move: after.move, ...warningOf(view, after.move) });
    else out.push({ part: o.part, sure: true, then: () => branchesOf(view, decisions, after.i + 1, after.options), ...(testsFinal(view, o.move, i) ? warningOf(view, o.move) : {}) });
  }
  return out;
}

/**
 * Whether the tests of a play are settled once decision i − 1 is answered (the test decisions
 * answered, a blind first test ending the choice, or none to make): then every move below shares
 * its warning.
 */
function testsFinal(view: F90View, m: Play, i: number): boolean {
  if (i >= 4 || view.options.junior || checksOf(m.cards).length === 0) return true;
  // answers of the first test (decision 2; before it, the test is a placeholder): one to make, or a blind one
  return i === 3 && (checksOf(m.cards).length === 1 || m.tests[0].with === 'blind');
}

/** From decision i on, the decisions not asked answered by themselves: the move, or the next asked options. */
function settle(decisions: Decision[], i: number, move: Play): { done: true; move: Play } | { done: false; i: number; options: Option[] } {
  for (let j = i; j < decisions.length; j++) {
    const options = decisions[j](move);
    if (options.length === 1 && !options[0].part) {
      move = options[0].move;
      continue;
    }
    return { done: false, i: j, options };
  }
  return { done: true, move };
}
