/**
 * The rule book's worked examples that play out over moves (Formula 90: the example race's
 * „Qualifying", „Runde 1" and „Runde 2", the lapping figures „ÜBERRUNDEN – BEISPIEL" Abb. 1–4, and
 * „Runde 8" after „ROBOTER"; analysis F90-E01 … E16), as replays for the site
 * (/rules/formula-90/examples/<id>). The tests (test/games/formula-90/examples-*.test.ts) replay
 * the same data and check the rule book's outcome, so the page can never drift from the rules.
 *
 * Each start is a table the rules could reach, built with data/table.ts: set up by the rules
 * (set-up, sheets, qualifying and strategies are moves), then arranged where the text names a card
 * — the cards a player plays are put into his hand and the cards a blind test draws on top of the
 * draw pile, each swapped with a card from where it lay (`hold`, `onTop`, `swapTarget`), so every
 * pile and hand keeps its size (the invariants hold). Every other card is the shuffled deck's. The
 * text's own slips are read as docs/games/formula-90/rules.md says („Where the text contradicts itself").
 */
import type { ExampleStep, RuleExample } from '../../../engine/contract';
import { apply } from '../rules/apply';
import type { F90Move, F90State } from '../rules/state';
import { ALAN, BOB, CARL, DIRK, cardOf, cardWithTest, examplePlayers, hold, midRace, onTop } from './table';
import { t } from '../view/words';

function play(s: F90State, steps: readonly ExampleStep<F90Move>[]): F90State {
  return steps.reduce((x, step) => apply(x, step.seat, step.move), s);
}

const sorted = (...cards: number[]): number[] => [...cards].sort((a, b) => a - b);

/** The steps of an example, each with the rule book's words: message `example.<id>.<n>`, n from 1. */
function stepsOf(id: string, moves: readonly [number, F90Move][]): ExampleStep<F90Move>[] {
  return moves.map(([seat, move], i) => ({ seat, move, say: t(`example.${id}.${i + 1}`) }));
}

// ---------------------------------------------------------------------------------------------
// The example race: „Qualifying", „Runde 1", „Runde 2"

/** The qualifying cards of the example (Carl's +3(43): the grid's „+3(40)" is a slip). */
export const QUALI = {
  alan: cardOf('shift', 2, 76),
  bob: cardOf('acceleration', 4, 11),
  carl: cardOf('movement', 3, 43),
  dirk: cardOf('event', 3, 65),
};

/** „Runde 1": Bob's +3 and +1, Carl's +4 (a damage) and +1, Dirk's +3, Alan's +4. */
export const ROUND1 = {
  bob3: cardOf('movement', 3, 40),
  bob1: cardOf('movement', 1, 36),
  carl4: cardOf('acceleration', 4, 7),
  carl1: cardOf('movement', 1, 46),
  dirk3: cardOf('acceleration', 3, 38),
  alan4: cardOf('acceleration', 4, 8),
};

/** „Runde 2": the battle cards, Bob's +2(37) +1(88), Carl's +3, Alan's +4 and +1, the blind cards 65 and 78. */
export const ROUND2 = {
  carlBattle: [cardOf('movement', 2, 45), cardOf('shift', 2, 12)],
  bobBattle: [cardOf('acceleration', 4, 12), cardOf('acceleration', 3, 10)],
  bob2: cardOf('movement', 2, 37),
  bob1: cardOf('event', 1, 88),
  carl3: cardOf('acceleration', 3, 42),
  alan4: cardOf('acceleration', 4, 10),
  alan1: cardOf('shift', 1, 19),
  brake65: cardOf('shift', 1, 65),
  brake78: cardWithTest(78),
};

/**
 * Four players with the example's car sheets (Alan Italy, Bob Germany, Carl France, Dirk Britain),
 * hands kept; the robots' qualifying tiles of the text (SCHNELL +4(40) and +3(60), LANGSAM +3(20)
 * and +1(55)) are the ones left to draw; the players hold their qualifying cards and the cards
 * they play in round 1.
 */
function qualifyingStart(): F90State {
  const s = examplePlayers();
  s.robotTiles = ['fast-5', 'fast-6', 'slow-1', 'slow-9'];
  hold(s, ALAN, [QUALI.alan, ROUND1.alan4]);
  hold(s, BOB, [QUALI.bob, ROUND1.bob3, ROUND1.bob1]);
  hold(s, CARL, [QUALI.carl, ROUND1.carl4, ROUND1.carl1]);
  hold(s, DIRK, [QUALI.dirk, ROUND1.dirk3]);
  s.events = [];
  return s;
}

const qualifyingSteps = stepsOf('qualifying', [
  [DIRK, { type: 'qualify', card: QUALI.dirk }],
  [BOB, { type: 'qualify', card: QUALI.bob }],
  [CARL, { type: 'qualify', card: QUALI.carl }],
  [ALAN, { type: 'qualify', card: QUALI.alan }],
  [BOB, { type: 'strategy', strategy: 'balance' }],
  [CARL, { type: 'strategy', strategy: 'hazard' }],
  [DIRK, { type: 'strategy', strategy: 'chase' }],
  [ALAN, { type: 'strategy', strategy: 'bangingWheels' }],
]);

const round1Steps = stepsOf('round-1', [
  [BOB, { type: 'draw', from: 'deck' }],
  // the +3(40) tests against his target 11 with itself: it fails (a damage), 40 is his new target
  [BOB, { type: 'play', cards: sorted(ROUND1.bob1, ROUND1.bob3), pay: [], tests: [{ card: ROUND1.bob3, with: ROUND1.bob3 }], top: ROUND1.bob1 }],
  [CARL, { type: 'draw', from: 'deck' }],
  [CARL, { type: 'play', cards: sorted(ROUND1.carl4, ROUND1.carl1), pay: [], tests: [], top: ROUND1.carl4 }],
  [DIRK, { type: 'draw', from: 'deck' }],
  [DIRK, { type: 'play', cards: [ROUND1.dirk3], pay: [], tests: [], top: null }],
  [DIRK, { type: 'brake', yes: false }],
  [ALAN, { type: 'draw', from: 'deck' }],
  [ALAN, { type: 'play', cards: [ROUND1.alan4], pay: [], tests: [], top: null }],
  [ALAN, { type: 'brake', yes: false }],
]);

/** Round 1 starts with the grid formed and the strategies chosen. */
function round1Start(): F90State {
  const s = play(qualifyingStart(), qualifyingSteps);
  s.events = [];
  return s;
}

/**
 * Round 2 starts after round 1, at the battle in the Rettifilo; the players hold the cards they
 * show and play, and the draw pile gives Carl's late braking its 65 and Dirk's its 78.
 */
function round2Start(): F90State {
  const s = play(round1Start(), round1Steps);
  hold(s, BOB, [...ROUND2.bobBattle, ROUND2.bob2, ROUND2.bob1]);
  hold(s, CARL, [...ROUND2.carlBattle, ROUND2.carl3]);
  hold(s, ALAN, [ROUND2.alan4, ROUND2.alan1]);
  // draws: Bob's, Carl's, Carl's late braking, Alan's, the two of Alan's +1, Dirk's late braking
  onTop(s, [null, null, ROUND2.brake65, null, null, null, ROUND2.brake78]);
  s.events = [];
  return s;
}

const round2Steps = stepsOf('round-2', [
  [CARL, { type: 'declare', cards: sorted(...ROUND2.carlBattle) }],
  [BOB, { type: 'declare', cards: sorted(...ROUND2.bobBattle) }],
  [BOB, { type: 'draw', from: 'deck' }],
  [BOB, { type: 'play', cards: sorted(ROUND2.bob2, ROUND2.bob1), pay: [], tests: [{ card: ROUND2.bob2, with: ROUND2.bob2 }], top: ROUND2.bob1 }],
  [BOB, { type: 'brake', yes: false }],
  [CARL, { type: 'draw', from: 'deck' }],
  [CARL, { type: 'play', cards: [ROUND2.carl3], pay: [], tests: [], top: null }],
  [CARL, { type: 'brake', yes: true }],
  [CARL, { type: 'lane', line: 's9-red' }],
  [ALAN, { type: 'draw', from: 'deck' }],
  [ALAN, { type: 'play', cards: sorted(ROUND2.alan4, ROUND2.alan1), pay: [], tests: [], top: ROUND2.alan4 }],
  [ALAN, { type: 'overtake', yes: true }],
  [ALAN, { type: 'brake', yes: false }],
  [DIRK, { type: 'draw', from: 'discard' }],
  [DIRK, { type: 'play', cards: [ROUND2.alan4], pay: [], tests: [], top: null }],
  [DIRK, { type: 'brake', yes: true }],
]);

// ---------------------------------------------------------------------------------------------
// A race under way, for the lapping figures and „Runde 8"

/** The lapping figures: Alan's +4 +1 (2 tyre chips), the cards he tests with, Carl's +3(40). */
export const LAPPING = {
  alan4: cardOf('acceleration', 4, 8),
  alan1: cardOf('movement', 1, 36),
  /** passes against 50 and becomes the target */
  low1: cardWithTest(45),
  /** passes against 45 */
  low2: cardOf('event', 1, 34),
  /** fails against 50 */
  high: cardOf('event', 1, 99),
  carl3: cardOf('movement', 3, 40),
  /** Alan's target before he plays, and Carl's (his +3(40) tests with itself and passes) */
  alanTarget: cardWithTest(50),
  carlTarget: cardWithTest(90),
};

const alanPlaysFive: [number, F90Move][] = [
  [ALAN, { type: 'draw', from: 'deck' }],
  [ALAN, { type: 'play', cards: sorted(LAPPING.alan4, LAPPING.alan1), pay: [], tests: [], top: LAPPING.alan4 }],
];
const carlUnlaps: [number, F90Move][] = [
  [CARL, { type: 'draw', from: 'deck' }],
  [CARL, { type: 'play', cards: [LAPPING.carl3], pay: [], tests: [{ card: LAPPING.carl3, with: LAPPING.carl3 }], top: null }],
];
const lappingCards = {
  hands: { [ALAN]: [LAPPING.alan4, LAPPING.alan1, LAPPING.low1, LAPPING.low2, LAPPING.high], [CARL]: [LAPPING.carl3] },
  targets: { [ALAN]: LAPPING.alanTarget, [CARL]: LAPPING.carlTarget },
};

/** The Ascari (braking 12, curve 13, straight 14): Alan a lap ahead, the purple robot in 12, Carl in 13. */
function lapping12Start(): F90State {
  return midRace({
    sections: { 11: ['p0'], 12: ['slow1'], 13: ['p2'], 5: ['p1', 'p3'] },
    laps: { p0: 1 },
    waiting: ['p0', 'slow1', 'p2'],
    lanes: { slow1: 's12-green' },
    strategies: { [CARL]: 'saveTyres' },
    ...lappingCards,
  });
}

const lapping12Steps = stepsOf('lapping-1', [
  ...alanPlaysFive,
  [ALAN, { type: 'lapTest', with: LAPPING.low1 }],
  [ALAN, { type: 'lapTest', with: LAPPING.low2 }],
  ...carlUnlaps,
]);

/** The Parabolica (braking 16, curve 17): purple in 16, green and blue in 17, Alan behind a lap ahead. */
function lapping3Start(): F90State {
  return midRace({
    sections: { 15: ['p0'], 16: ['slow1'], 17: ['p1', 'p2'], 5: ['p3'] },
    laps: { p0: 1 },
    waiting: ['p0', 'slow1', 'p1', 'p2'],
    strategies: { [CARL]: 'saveTyres' },
    ...lappingCards,
  });
}

const lapping3Steps = stepsOf('lapping-3', [...alanPlaysFive, [ALAN, { type: 'lapTest', with: LAPPING.low1 }], [ALAN, { type: 'lapTest', with: LAPPING.low2 }], ...carlUnlaps]);

/** Abb. 4: green and blue in the Parabolica, Alan behind them a lap ahead. */
function lapping4Start(): F90State {
  return midRace({
    sections: { 15: ['p0'], 17: ['p1', 'p2'], 5: ['p3'] },
    laps: { p0: 1 },
    waiting: ['p0', 'p1', 'p2'],
    ...lappingCards,
  });
}

const lapping4Steps = stepsOf('lapping-4', [...alanPlaysFive, [ALAN, { type: 'lapTest', with: LAPPING.high }]]);

/** „Runde 8": Bob's +3 (1 tyre point, SAVE TYRES pays it) and his test card, Dirk's battle cards, the robot's two cards. */
export const ROUND8 = {
  bob3: cardOf('acceleration', 3, 38),
  bobLap: cardOf('event', 1, 34),
  bobTarget: cardWithTest(50),
  dirkBattle: [cardOf('acceleration', 4, 15), cardOf('acceleration', 3, 17)],
  robotCards: [cardOf('event', 1, 58), cardOf('event', 1, 61)],
};

/**
 * Monza: A = 10, N = 11, M = 12, B = 9, C = 6, D = 4, E = 3. Carl leads in A with Bob behind him;
 * the slow robots a lap down in N and M; the fast robot on B's orange line ahead of Alan; Dirk and
 * the other fast robot in C (the text's third fast robot in D does not race with four players).
 * Carl has 2 tyre chips and a red damage disc.
 */
function round8Start(): F90State {
  const s = midRace({
    sections: { 12: ['slow1'], 11: ['slow2'], 10: ['p2', 'p1'], 9: ['fast1', 'p0'], 6: ['p3', 'fast2'] },
    laps: { p2: 1, p1: 1, fast1: 1, p0: 1, p3: 1, fast2: 1 },
    waiting: ['slow1', 'slow2', 'p2', 'p1', 'fast1', 'p0', 'p3', 'fast2'],
    lanes: { fast1: 's9-orange' },
    strategies: { [BOB]: 'saveTyres' },
    box: 7,
    hands: { [BOB]: [ROUND8.bob3, ROUND8.bobLap], [DIRK]: ROUND8.dirkBattle },
    targets: { [BOB]: ROUND8.bobTarget },
    // draws: Bob's, then the fast robot's two battle cards
    top: [null, ...ROUND8.robotCards],
  });
  s.players[CARL].chips = 2;
  s.players[CARL].damage = { red: 1, brown: 0 };
  s.cup.red -= 1;
  return s;
}

const round8Steps = stepsOf('round-8', [
  [CARL, { type: 'pit' }],
  [CARL, { type: 'pitDiscard', cards: [] }],
  [CARL, { type: 'strategy', strategy: 'balance' }],
  [BOB, { type: 'draw', from: 'deck' }],
  [BOB, { type: 'play', cards: [ROUND8.bob3], pay: [], tests: [], top: null }],
  [BOB, { type: 'lapTest', with: ROUND8.bobLap }],
  [BOB, { type: 'brake', yes: false }],
  [ALAN, { type: 'declare', cards: [] }],
  [ALAN, { type: 'pit' }],
  [ALAN, { type: 'pitDiscard', cards: [] }],
  [ALAN, { type: 'strategy', strategy: 'bangingWheels' }],
  [DIRK, { type: 'declare', cards: sorted(...ROUND8.dirkBattle) }],
  [DIRK, { type: 'draw', from: 'deck' }],
  [DIRK, { type: 'skip', strategy: 'hazard' }],
  [CARL, { type: 'draw', from: 'deck' }],
  [CARL, { type: 'skip', strategy: 'balance' }],
  [ALAN, { type: 'draw', from: 'deck' }],
  [ALAN, { type: 'skip', strategy: 'bangingWheels' }],
]);

function example(id: string, section: string, start: () => F90State, steps: ExampleStep<F90Move>[]): RuleExample<F90State, F90Move> {
  // The players as the rule book names them: Alan, Bob, Carl, Dirk.
  return { id, title: t(`example.${id}.title`), intro: t(`example.${id}.intro`), start, steps, section, names: ['Alan', 'Bob', 'Carl', 'Dirk'] };
}

/** The examples in the order of the rule book. */
export const EXAMPLES: RuleExample<F90State, F90Move>[] = [
  example('qualifying', 'qualifying', qualifyingStart, qualifyingSteps),
  example('round-1', 'overtaking', round1Start, round1Steps),
  example('round-2', 'position-battle', round2Start, round2Steps),
  example('lapping-1', 'lapping', lapping12Start, lapping12Steps),
  example('lapping-3', 'lapping', lapping3Start, lapping3Steps),
  example('lapping-4', 'lapping', lapping4Start, lapping4Steps),
  example('round-8', 'turn', round8Start, round8Steps),
];

export function exampleById(id: string): RuleExample<F90State, F90Move> {
  const ex = EXAMPLES.find((x) => x.id === id);
  if (!ex) throw new Error(`no example ${id}`);
  return ex;
}
