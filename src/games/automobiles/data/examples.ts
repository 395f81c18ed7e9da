/**
 * The rule book's worked examples that play out over moves (analysis 1.3: AUTO-E01 … AUTO-E09, the
 * base game's wear table and action cards; AUTO-E10 … AUTO-E18, the expansion's cards; AUTO-E19 … AUTO-E21, its drivers; AUTO-E22, AUTO-E23, the sponsors; AUTO-E24, AUTO-E25, Tucson's P1), as replays for the rules page
 * (/rules/automobiles/examples/<id>). Each starts from a position built directly on Daytona Beach
 * (guide/position.ts: field coordinates seg(row − 1, lane), lane 0 the inside) and plays legal
 * moves; the words beside each step are the rule book's explanation (messages example.<id>.<n>).
 * test/games/automobiles/examples.test.ts replays the same data and checks the rule book's outcome.
 */
import type { ExampleStep, RuleExample } from '../../../engine/learn';
import type { Colour } from './dice';
import { raceOver, seg, stateWith } from '../guide/position';
import { TRACKS } from './tracks';
import { normaliseOptions, setup } from '../rules/setup';
import type { AutoMove, AutoState } from '../rules/state';
import { t } from '../view/words';

const activate = (colour: Colour, at?: number): AutoMove => (at === undefined ? { type: 'activate', colour } : { type: 'activate', colour, seg: at });
const choose = (colour: Colour, area: 'active' | 'discard'): AutoMove => ({ type: 'choose', colour, area });
const place = (at: number): AutoMove => ({ type: 'place', seg: at });
const END: AutoMove = { type: 'endTurn' };
const STOP: AutoMove = { type: 'stop' };
const drive = (at: number): AutoMove => ({ type: 'drive', seg: at });
const buy = (colour: Colour): AutoMove => ({ type: 'buy', colour });
const times = (n: number, move: AutoMove): AutoMove[] => Array.from({ length: n }, () => move);

/**
 * An example whose steps are seat 0's (or [seat, move] for another seat's), each explained by
 * message example.<id>.<n> (1, 2, …).
 */
function example(id: string, section: string, start: () => AutoState, moves: (AutoMove | [number, AutoMove])[]): RuleExample<AutoState, AutoMove> {
  const steps: ExampleStep<AutoMove>[] = moves.map((m, i) => {
    const [seat, move] = Array.isArray(m) ? m : [0, m];
    return { seat, move, say: t(`example.${id}.${i + 1}`) };
  });
  return { id, title: t(`example.${id}.title`), intro: t(`example.${id}.intro`), start, steps, section };
}

/** AUTO-E01, „Verschleiß": four light-grey fields and one dark-grey field give 3 wear, not 11. */
export const wearExample = example(
  'wear',
  'wear',
  () => stateWith({ cars: [seg(0, 0), seg(19, 1)], players: [{ active: { lightgrey: 4, darkgrey: 1 } }] }),
  [activate('lightgrey', seg(1, 0)), activate('lightgrey', seg(2, 0)), activate('lightgrey', seg(3, 0)), activate('lightgrey', seg(4, 0)), activate('darkgrey', seg(5, 1)), END],
);

/** AUTO-E02, Luftwiderstand: a black die put on the discard lets the red die drive up to 3 dark-grey fields. */
export const dragExample = example(
  'luftwiderstand',
  'cards',
  () => stateWith({ cards: ['luftwiderstand'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1, black: 1, lightgrey: 1, white: 1 } }] }),
  [activate('red'), choose('black', 'active'), place(seg(16, 1)), place(seg(17, 1)), place(seg(19, 1))],
);

/** AUTO-E03, Sturz- & Spurwinkel: a dark-grey die on the discard, the red die on one dark-grey field. */
export const camberExample = example(
  'sturz',
  'cards',
  () => stateWith({ cards: ['sturz'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1 }, discard: { darkgrey: 1, white: 1 } }] }),
  [activate('red'), choose('darkgrey', 'discard'), place(seg(16, 1))],
);

/** AUTO-E04, Lenkung: an active dark-grey die, the red die on a light-grey (or white) field; the dark-grey die is still active. */
export const steeringExample = example(
  'lenkung',
  'cards',
  () => stateWith({ cards: ['lenkung'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1, darkgrey: 1 } }] }),
  [activate('red'), choose('darkgrey', 'active'), place(seg(15, 0)), activate('darkgrey', seg(16, 1))],
);

/** AUTO-E05, V8-Motor: 3 dark-grey dice on the discard, the blue die up to 3 dark-grey fields. */
export const v8Example = example(
  'v8',
  'cards',
  () => stateWith({ cards: ['v8'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { blue: 1 }, discard: { darkgrey: 3 } }] }),
  [activate('blue'), place(seg(16, 1)), place(seg(17, 1)), place(seg(19, 1))],
);

/** AUTO-E06, Hybridmotor: 4 blue dice of your own against 3 and 0 on the others' discards — 2 fields of one colour. */
export const hybridExample = example(
  'hybridmotor',
  'cards',
  () =>
    stateWith({
      seats: 3,
      cards: ['hybridmotor'],
      cars: [seg(14, 1), seg(25, 1), seg(23, 2)],
      players: [{ active: { blue: 2 }, discard: { blue: 2 } }, { discard: { blue: 3 } }, { bag: { blue: 3 }, active: { blue: 2 } }],
    }),
  [activate('blue'), place(seg(16, 1)), place(seg(17, 1))],
);

/** AUTO-E07, Wankelmotor: 1 white, 3 light-grey, 1 blue and 2 wear dice on the discard — 4 colours, up to 4 white fields. */
export const wankelExample = example(
  'wankelmotor',
  'cards',
  () => stateWith({ cards: ['wankelmotor'], cars: [seg(8, 0), seg(25, 1)], players: [{ active: { blue: 1 }, discard: { white: 1, lightgrey: 3, blue: 1, brown: 2 } }] }),
  [activate('blue'), place(seg(9, 0)), place(seg(10, 0)), place(seg(11, 0)), place(seg(12, 0))],
);

/** AUTO-E08, Getriebe: 3rd of 4 — up to 3 light-grey fields. */
export const gearboxExample = example(
  'getriebe',
  'cards',
  () => stateWith({ seats: 4, cards: ['getriebe'], cars: [seg(14, 1), seg(19, 1), seg(17, 2), seg(10, 0)], players: [{ active: { green: 1 } }] }),
  [activate('green'), place(seg(15, 0)), place(seg(17, 0)), place(seg(18, 0))],
);

/** AUTO-E09, Turbo (the effect „nitro" of cards.ts): 2 green dice on your discard and 1 on each of two others — up to 6 light-grey fields. */
export const turboExample = example(
  'turbo',
  'cards',
  () =>
    stateWith({
      seats: 3,
      cards: ['nitro'],
      cars: [seg(0, 0), seg(25, 1), seg(23, 2)],
      players: [{ active: { green: 2 }, discard: { green: 2 } }, { discard: { green: 1 }, bag: { green: 3 } }, { discard: { green: 1 }, active: { green: 2 } }],
    }),
  [activate('green'), ...[1, 2, 3, 4, 5, 6].map((i) => place(seg(i, 0)))],
);

// The expansion „Rennsaison" (its appendix: Werkstatt … Leistung).

/** AUTO-E10, Werkstattleiter: 3 active dice removed — up to 6 from the discard. */
export const workshopChiefExample = example(
  'werkstattleiter',
  'expansion',
  () => stateWith({ cards: ['werkstattleiter'], players: [{ active: { yellow: 1, brown: 2, white: 1, lightgrey: 1 }, discard: { brown: 5, white: 3 } }] }),
  [activate('yellow'), choose('brown', 'active'), choose('brown', 'active'), choose('white', 'active'), STOP, ...times(5, choose('brown', 'discard')), choose('white', 'discard')],
);

/** AUTO-E11, Spoiler: a black die chosen on the discard (it stays there) — the red die up to 2 dark-grey fields. */
export const spoilerExample = example(
  'spoiler',
  'expansion',
  () => stateWith({ cards: ['spoiler'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1 }, discard: { black: 1, white: 1 } }] }),
  [activate('red'), choose('black', 'discard'), place(seg(16, 1)), place(seg(17, 1))],
);

/** AUTO-E12, Differenzial: an active light-grey die put on the discard — the red die 1 field of any colour (here black). */
export const differentialExample = example(
  'differenzial',
  'expansion',
  () => stateWith({ cards: ['differenzial'], cars: [seg(12, 1), seg(25, 1)], players: [{ active: { red: 1, lightgrey: 1, yellow: 1 } }] }),
  [activate('red'), choose('lightgrey', 'active'), place(seg(15, 2))],
);

/** AUTO-E13, Boxenprofi: 6 wear dice removed, 5 dice left, the others 6 and 9 — up to 2 more. */
export const pitProExample = example(
  'boxenprofi',
  'expansion',
  () => stateWith({ seats: 3, cards: ['boxenprofi'], players: [{ active: { purple: 1 }, discard: { brown: 6, white: 5 } }, { discard: { white: 6 } }, { discard: { white: 9 } }] }),
  [activate('purple'), ...times(6, choose('brown', 'discard')), choose('white', 'discard'), choose('white', 'discard')],
);

/** AUTO-E14, Boxenkoordinator: 5 colours on the discard — up to 5 dice removed. */
export const coordinatorExample = example(
  'koordinator',
  'expansion',
  () => stateWith({ cards: ['koordinator'], players: [{ active: { purple: 1 }, discard: { yellow: 1, darkgrey: 2, blue: 3, green: 1, brown: 2 } }] }),
  [activate('purple'), ...times(3, choose('blue', 'discard')), ...times(2, choose('brown', 'discard'))],
);

/** AUTO-E15, Adrenalin, second option: 4th of 5 at the start of the movement phase, 2nd after it — up to 4 light-grey fields. */
export const adrenalineExample = example(
  'adrenalin',
  'expansion',
  () => stateWith({ seats: 5, cards: ['adrenalin'], cars: [seg(6, 0), seg(7, 1), seg(21, 2), seg(8, 2), seg(3, 1)], players: [{ active: { green: 1, white: 4 }, bag: { yellow: 7 } }] }),
  [activate('green'), { type: 'option', option: 2 }, activate('white', seg(7, 0)), activate('white', seg(8, 0)), activate('white', seg(9, 0)), activate('white', seg(10, 0)), END, drive(seg(11, 0)), drive(seg(12, 0)), drive(seg(13, 0)), drive(seg(14, 0))],
);

/** AUTO-E16, Aufholjagd: 4th of 4 — up to 3 dark-grey fields. */
export const chaseExample = example(
  'aufholjagd',
  'expansion',
  () => stateWith({ seats: 4, cards: ['aufholjagd'], cars: [seg(12, 1), seg(21, 2), seg(23, 2), seg(25, 2)], players: [{ active: { green: 1 } }] }),
  [activate('green'), place(seg(14, 1)), place(seg(16, 1)), place(seg(17, 1))],
);

/** AUTO-E17, Overdrive: 2nd of 3 — 1 white and 2 light-grey fields. */
export const overdriveExample = example(
  'overdrive',
  'expansion',
  () => stateWith({ seats: 3, cards: ['overdrive'], cars: [seg(9, 0), seg(21, 2), seg(3, 1)], players: [{ active: { green: 1 } }] }),
  [activate('green'), place(seg(10, 0)), place(seg(12, 1)), place(seg(13, 0))],
);

/** AUTO-E18, V12-Motor: 2 blue dice, the end phase in 1st place — the cars behind drive up to 2 fields each, in race order, without wear. */
export const v12Example = example(
  'v12',
  'expansion',
  () =>
    stateWith({
      seats: 4,
      cards: ['v12'],
      cars: [seg(19, 2), seg(14, 1), seg(13, 0), seg(13, 1)],
      players: [{ active: { blue: 2 }, bag: { yellow: 7 } }],
    }),
  [activate('blue'), place(seg(21, 2)), STOP, activate('blue'), STOP, END, [1, drive(seg(16, 1))], [1, drive(seg(17, 2))], [3, STOP], [2, drive(seg(14, 0))], [2, drive(seg(15, 0))]],
);

// The drivers (expansion „Rennsaison", „Fahrer").

/** AUTO-E19, driver 1: 3 wear gained in the wear phase — up to 3 light-grey fields (the action phase's wear does not count). */
export const driver1Example = example(
  'driver1',
  'drivers',
  () => stateWith({ cards: ['aufholjagd'], cars: [seg(12, 1), seg(3, 1)], players: [{ driver: 'd1', active: { green: 1, darkgrey: 2 }, bag: { yellow: 7 } }, { driver: 'd2' }] }),
  [activate('green'), activate('darkgrey', seg(14, 1)), activate('darkgrey', seg(16, 1)), END, drive(seg(17, 0)), drive(seg(18, 0)), drive(seg(19, 0))],
);

/** AUTO-E20, driver 7: 3 wear gained in the wear phase — 10 dice drawn instead of 7. */
export const driver7Example = example(
  'driver7',
  'drivers',
  () => stateWith({ cars: [seg(12, 1), seg(3, 1)], players: [{ driver: 'd7', active: { darkgrey: 2 }, bag: { yellow: 12 } }, { driver: 'd2' }] }),
  [activate('darkgrey', seg(14, 1)), activate('darkgrey', seg(16, 1)), END, { type: 'draw' }, { type: 'draw' }, { type: 'draw' }],
);

/** AUTO-E21, driver 10: 4 of the 7 dice drawn put on the discard — 4 new ones drawn. */
export const driver10Example = example(
  'driver10',
  'drivers',
  () => stateWith({ players: [{ driver: 'd10', bag: { yellow: 11 } }, { driver: 'd2' }] }),
  [END, ...times(4, choose('yellow', 'active')), STOP],
);

/** AUTO-E24, Tucson: the start player on P1 treats it as a field of its own — a white die moves him one segment, over the line. */
export const tucsonExample = example(
  'tucson',
  'expansion',
  () =>
    stateWith({
      options: { track: 'tucson' },
      cars: [seg(TRACKS.tucson.slices - 1, 0), seg(TRACKS.tucson.slices - 2, 1)],
      players: [{ laps: -1, active: { white: 1 }, bag: { white: 7 } }, { laps: -1, bag: { white: 7 } }],
    }),
  [activate('white', seg(0, 0)), END],
);

/** AUTO-E25, Tucson: the start player on „P1: $10" buys for $10 before the race; what he leaves is lost. */
export const openingExample = example(
  'opening',
  'setup',
  // seed 8 draws seat 0 as the start player
  () => setup(8, 3, normaliseOptions({ track: 'tucson', cardSet: 'einsteiger' })),
  [buy('lightgrey'), buy('yellow'), END],
);

// The race season's sponsors („Sponsoren A1–F3"): between the races, every die of a player in his bag.

const remove = (colour: Colour): AutoMove => ({ type: 'choose', colour, area: 'bag' });
const SEASON_BAGS = [
  { white: 6, lightgrey: 4, yellow: 5, brown: 10 },
  { white: 5, lightgrey: 2, yellow: 5, brown: 6 },
  { white: 5, lightgrey: 2, yellow: 5, brown: 6 },
  { white: 5, lightgrey: 2, yellow: 5, brown: 6 },
];

/** AUTO-E22, sponsor E1 at 1st place: 2 white and 1 wear removed by the standard ability — up to 8 more wear dice. */
export const sponsorE1Example = example(
  'sponsorE1',
  'season',
  () => raceOver({ seats: 4, finish: [0, 1, 2, 3], offer: ['E1', 'A2', 'A3', 'B2'], bags: SEASON_BAGS }),
  [{ type: 'sponsor', sponsor: 'E1' }, remove('white'), remove('white'), remove('brown'), ...times(8, remove('brown'))],
);

/** AUTO-E23, sponsor F2 at 3rd of 4 (a middle place): up to 3 dice more removed, $2 each to buy with. */
export const sponsorF2Example = example(
  'sponsorF2',
  'season',
  () => raceOver({ seats: 4, finish: [1, 2, 0, 3], offer: ['F2', 'A2', 'A3', 'B2'], bags: SEASON_BAGS }),
  [
    [1, { type: 'sponsor', sponsor: 'A2' }],
    [1, STOP],
    [1, STOP],
    [2, { type: 'sponsor', sponsor: 'A3' }],
    [2, STOP],
    [2, STOP],
    { type: 'sponsor', sponsor: 'F2' },
    STOP,
    remove('brown'),
    remove('brown'),
    remove('white'),
    buy('lightgrey'),
    buy('lightgrey'),
  ],
);

export const EXAMPLES: RuleExample<AutoState, AutoMove>[] = [
  wearExample,
  dragExample,
  camberExample,
  steeringExample,
  v8Example,
  hybridExample,
  wankelExample,
  gearboxExample,
  turboExample,
  workshopChiefExample,
  spoilerExample,
  differentialExample,
  pitProExample,
  coordinatorExample,
  adrenalineExample,
  chaseExample,
  overdriveExample,
  v12Example,
  tucsonExample,
  driver1Example,
  driver7Example,
  driver10Example,
  sponsorE1Example,
  sponsorF2Example,
  openingExample,
];
