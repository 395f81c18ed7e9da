/**
 * The 184 race cards (Formula 90, „184 Rennkarten"). The text pictures the cards but never lists
 * them: the deck below is designed by us, faithfully to the text, and every card an example quotes
 * is in it exactly as quoted. The reasons are on the design page (docs/games/formula-90/design.md, „Race
 * cards"); in short:
 *
 * - Four types of 46 cards each: red acceleration (every card costs tyre chips and/or damage),
 *   green movement (40 of 46 require a test, „bedingen normalerweise einen Test"), orange shift
 *   (every card draws 1–2 cards), yellow event (every card carries one event of the advanced game:
 *   the weather symbol or one flag; in the basic game the +1/+2 event cards have no action).
 * - Movement values +1 … +4 (46 / 58 / 50 / 30 cards). Every +3 and +4 card costs something (tyre
 *   chips, damage or a test); on green cards the faster card has the harder test.
 * - Test factors 1 … 99 (the robots discard „von 1 bis 99", „ROBOTER"): every value is printed
 *   twice, the multiples of 7 once (2 × 99 − 14 = 184). So a blind test against a target T
 *   succeeds about T times in 100: late braking at 50 on 93 cards (51 %), at 75 on 140 (76 %), the
 *   robot leader's lapping test at 70 on 130 (71 %).
 * - Faster cards have lower test factors on average (+4: 24, +3: 39, +2: 56, +1: 71), as „QUALIFYING"
 *   says: a good qualifying card often means starting with a low target test. No two cards share
 *   both movement value and test factor, so two players' qualifying cards never tie exactly.
 *
 * Cards are numbered by type (red 1–46, green 47–92, orange 93–138, yellow 139–184), then by
 * movement value and test factor. The words players read are messages of the game's catalogue:
 * "formula-90.cardType.<type>", "formula-90.check.<check>", "formula-90.flag.<colour>".
 */

/** The four kinds of race card by colour (Formula 90, „184 Rennkarten"). */
export type CardType = 'acceleration' | 'movement' | 'shift' | 'event'; // red, green, orange, yellow
/** A test a card requires: „Check" (normal), „Check +20" (easier), „Check −20" (harder). */
export type CardCheck = 'normal' | 'plus20' | 'minus20';
export type FlagColour = 'yellow' | 'green' | 'blue' | 'orange';

export interface RaceCard {
  /** the printed card number, 1 … 184 (unique) */
  readonly no: number;
  readonly type: CardType;
  /** movement value (+1 … +4) */
  readonly move: number;
  /** tyre icons 0 … 3 (Formula 90, „AUFWENDEN VON REIFENCHIPS") */
  readonly tyres: 0 | 1 | 2 | 3;
  /** damage icons 0 … 2 („SCHÄDEN") */
  readonly damage: 0 | 1 | 2;
  readonly check: CardCheck | null;
  /** cards drawn („ZIEHEN VON KARTEN") */
  readonly draw: 0 | 1 | 2;
  /** advanced game: weather symbol („WETTERBEDINGUNGEN") */
  readonly weather: boolean;
  /** advanced game: flag („FLAGGEN") */
  readonly flag: FlagColour | null;
  /** the test factor („Prüffaktor"), 1 … 99 */
  readonly test: number;
}

/** The types in the order of the text and of the card numbers. */
export const CARD_TYPES: readonly CardType[] = ['acceleration', 'movement', 'shift', 'event'];

/** The colour of each type („184 Rennkarten"); lane lines name their bonus by it („SPURLINIEN"). */
export const CARD_TYPE_COLOUR: Readonly<Record<CardType, 'red' | 'green' | 'orange' | 'yellow'>> = {
  acceleration: 'red',
  movement: 'green',
  shift: 'orange',
  event: 'yellow',
};

/** How a check modifies the target test („TEST": „Check +20" easier, „Check −20" harder). */
export const CHECK_MODIFIER: Readonly<Record<CardCheck, number>> = { normal: 0, plus20: 20, minus20: -20 };

/** The number of race cards („184 Rennkarten"). */
export const DECK_SIZE = 184;
/** The lowest and highest test factor („ROBOTER": robots discard their cards „von 1 bis 99"). */
export const TEST_FACTOR_MIN = 1;
export const TEST_FACTOR_MAX = 99;
/** The largest movement value of a race card (designed: no example shows more than +4). */
export const MOVE_MAX = 4;

/** The actions printed on a card (absent: none). */
export interface CardActions {
  readonly tyres?: 1 | 2 | 3;
  readonly damage?: 1 | 2;
  readonly check?: CardCheck;
  readonly draw?: 1 | 2;
  readonly weather?: true;
  readonly flag?: FlagColour;
}

/** A card from its number, type, movement value, test factor and printed actions. */
export function card(no: number, type: CardType, move: number, test: number, a: CardActions = {}): RaceCard {
  return {
    no,
    type,
    move,
    tyres: a.tyres ?? 0,
    damage: a.damage ?? 0,
    check: a.check ?? null,
    draw: a.draw ?? 0,
    weather: a.weather ?? false,
    flag: a.flag ?? null,
    test,
  };
}

/**
 * The deck, in card-number order: card(number, type, movement value, test factor, actions).
 * The blind draws of the examples (65 and 78 in „Runde 2", 75 and 62 in „Monza, Runde 18") may be
 * any card with that factor; every one of them is printed twice.
 */
export const RACE_CARDS: readonly RaceCard[] = [
  // acceleration (red)
  card(1, 'acceleration', 2, 13, { tyres: 1 }),
  card(2, 'acceleration', 2, 48, { tyres: 1 }),
  card(3, 'acceleration', 2, 58, { damage: 1 }),
  card(4, 'acceleration', 2, 87, { tyres: 1 }),
  card(5, 'acceleration', 2, 95, { tyres: 1 }),
  card(6, 'acceleration', 2, 96, { damage: 1 }),
  card(7, 'acceleration', 3, 10, { tyres: 2 }),
  card(8, 'acceleration', 3, 15, { tyres: 1, damage: 1 }),
  card(9, 'acceleration', 3, 17, { tyres: 1, damage: 1 }),
  card(10, 'acceleration', 3, 19, { tyres: 2 }),
  card(11, 'acceleration', 3, 33, { tyres: 2 }),
  card(12, 'acceleration', 3, 36, { tyres: 2 }),
  card(13, 'acceleration', 3, 38, { tyres: 1 }),
  card(14, 'acceleration', 3, 39, { tyres: 1 }),
  card(15, 'acceleration', 3, 42, { tyres: 2, damage: 1 }), // like Carl's +3 costing 2 tyre chips and 1 damage (example „Runde 2“)
  card(16, 'acceleration', 3, 45, { damage: 1 }),
  card(17, 'acceleration', 3, 47, { tyres: 1 }),
  card(18, 'acceleration', 3, 48, { tyres: 1 }),
  card(19, 'acceleration', 3, 50, { tyres: 2 }),
  card(20, 'acceleration', 3, 51, { tyres: 2, damage: 1 }),
  card(21, 'acceleration', 3, 59, { tyres: 1, damage: 1 }),
  card(22, 'acceleration', 3, 69, { damage: 1 }),
  card(23, 'acceleration', 3, 70, { damage: 1 }),
  card(24, 'acceleration', 3, 85, { damage: 1 }),
  card(25, 'acceleration', 4, 1, { tyres: 2, damage: 1 }),
  card(26, 'acceleration', 4, 5, { tyres: 2, damage: 1 }),
  card(27, 'acceleration', 4, 6, { tyres: 2, damage: 1 }),
  card(28, 'acceleration', 4, 7, { tyres: 1, damage: 1 }),
  card(29, 'acceleration', 4, 8, { tyres: 2 }), // like Alan's +4 costing 2 tyre points, which Dirk takes with CHASE (example „Runde 2“)
  card(30, 'acceleration', 4, 9, { tyres: 1, damage: 1 }),
  card(31, 'acceleration', 4, 10, { tyres: 2 }),
  card(32, 'acceleration', 4, 11, { tyres: 1, damage: 1 }), // Bob's qualifying card (examples „Qualifying“, „BEISPIEL“ of the advanced game)
  card(33, 'acceleration', 4, 12, { tyres: 3 }),
  card(34, 'acceleration', 4, 15, { tyres: 2 }),
  card(35, 'acceleration', 4, 16, { tyres: 2 }),
  card(36, 'acceleration', 4, 18, { damage: 2 }),
  card(37, 'acceleration', 4, 20, { tyres: 2 }),
  card(38, 'acceleration', 4, 24, { tyres: 3 }),
  card(39, 'acceleration', 4, 25, { tyres: 3 }),
  card(40, 'acceleration', 4, 30, { tyres: 3 }),
  card(41, 'acceleration', 4, 34, { tyres: 1, damage: 1 }),
  card(42, 'acceleration', 4, 35, { tyres: 2, damage: 1 }),
  card(43, 'acceleration', 4, 37, { tyres: 2 }),
  card(44, 'acceleration', 4, 38, { tyres: 3 }),
  card(45, 'acceleration', 4, 46, { tyres: 3 }),
  card(46, 'acceleration', 4, 64, { damage: 2 }),
  // movement (green)
  card(47, 'movement', 1, 36),
  card(48, 'movement', 1, 46),
  card(49, 'movement', 1, 77, { check: 'plus20' }),
  card(50, 'movement', 1, 78, { check: 'plus20' }),
  card(51, 'movement', 1, 81),
  card(52, 'movement', 1, 83, { check: 'plus20' }),
  card(53, 'movement', 1, 90, { check: 'normal' }),
  card(54, 'movement', 1, 94, { check: 'normal' }),
  card(55, 'movement', 2, 3, { check: 'plus20' }),
  card(56, 'movement', 2, 16, { check: 'normal' }),
  card(57, 'movement', 2, 31, { check: 'normal' }),
  card(58, 'movement', 2, 37, { check: 'plus20' }), // Bob's „+2(37) Fahren“ with Check +20 (example „Runde 2“)
  card(59, 'movement', 2, 45),
  card(60, 'movement', 2, 59),
  card(61, 'movement', 2, 63, { check: 'plus20' }),
  card(62, 'movement', 2, 68, { check: 'plus20' }),
  card(63, 'movement', 2, 79, { check: 'normal' }),
  card(64, 'movement', 2, 81, { check: 'normal' }),
  card(65, 'movement', 2, 82),
  card(66, 'movement', 2, 88, { check: 'normal' }),
  card(67, 'movement', 2, 89, { check: 'plus20' }),
  card(68, 'movement', 2, 94, { check: 'plus20' }),
  card(69, 'movement', 3, 1, { check: 'normal' }),
  card(70, 'movement', 3, 9, { check: 'normal' }),
  card(71, 'movement', 3, 11, { check: 'minus20' }),
  card(72, 'movement', 3, 21, { check: 'normal' }),
  card(73, 'movement', 3, 26, { check: 'normal' }),
  card(74, 'movement', 3, 27, { check: 'minus20' }),
  card(75, 'movement', 3, 30, { check: 'normal' }),
  card(76, 'movement', 3, 31, { check: 'minus20' }),
  card(77, 'movement', 3, 40, { check: 'normal' }), // a +3(40) green card with a test: see the rules page, „Runde 2“ (Bob's target 40)
  card(78, 'movement', 3, 43, { check: 'normal' }), // Carl's qualifying card (examples „Qualifying“, „BEISPIEL“)
  card(79, 'movement', 3, 53, { check: 'normal' }),
  card(80, 'movement', 3, 66, { check: 'minus20' }),
  card(81, 'movement', 3, 67, { check: 'normal' }),
  card(82, 'movement', 3, 72, { check: 'normal' }),
  card(83, 'movement', 3, 80, { check: 'normal' }),
  card(84, 'movement', 3, 93, { check: 'normal' }),
  card(85, 'movement', 4, 2, { check: 'minus20' }),
  card(86, 'movement', 4, 4, { check: 'minus20' }),
  card(87, 'movement', 4, 14, { check: 'minus20' }),
  card(88, 'movement', 4, 27, { tyres: 1, check: 'normal' }),
  card(89, 'movement', 4, 29, { check: 'minus20' }),
  card(90, 'movement', 4, 44, { check: 'minus20' }),
  card(91, 'movement', 4, 55, { check: 'minus20' }), // Dirk's qualifying card (advanced example „BEISPIEL“)
  card(92, 'movement', 4, 60, { tyres: 1, check: 'normal' }),
  // shift (orange)
  card(93, 'shift', 1, 19, { draw: 2 }), // like Alan's „+1 Schalten“ that draws 2 cards (example „Runde 2“)
  card(94, 'shift', 1, 23, { draw: 2 }),
  card(95, 'shift', 1, 47, { draw: 2 }),
  card(96, 'shift', 1, 52, { draw: 2 }),
  card(97, 'shift', 1, 53, { draw: 1 }),
  card(98, 'shift', 1, 54, { draw: 1 }),
  card(99, 'shift', 1, 62, { draw: 1 }),
  card(100, 'shift', 1, 65, { draw: 1 }),
  card(101, 'shift', 1, 66, { draw: 2 }),
  card(102, 'shift', 1, 68, { draw: 2 }),
  card(103, 'shift', 1, 71, { draw: 2 }),
  card(104, 'shift', 1, 73, { draw: 1 }),
  card(105, 'shift', 1, 74, { draw: 1 }),
  card(106, 'shift', 1, 75, { draw: 1 }),
  card(107, 'shift', 1, 76, { draw: 1 }),
  card(108, 'shift', 1, 84, { draw: 1 }),
  card(109, 'shift', 1, 86, { draw: 2 }),
  card(110, 'shift', 1, 91, { draw: 2 }),
  card(111, 'shift', 1, 92, { draw: 1 }),
  card(112, 'shift', 1, 96, { draw: 2 }),
  card(113, 'shift', 2, 4, { tyres: 1, draw: 2 }),
  card(114, 'shift', 2, 12, { draw: 1 }),
  card(115, 'shift', 2, 26, { draw: 1 }),
  card(116, 'shift', 2, 29, { draw: 1 }),
  card(117, 'shift', 2, 32, { tyres: 1, draw: 2 }),
  card(118, 'shift', 2, 41, { draw: 1 }),
  card(119, 'shift', 2, 51, { draw: 1 }),
  card(120, 'shift', 2, 52, { draw: 1 }),
  card(121, 'shift', 2, 56, { draw: 1 }),
  card(122, 'shift', 2, 62, { draw: 1 }),
  card(123, 'shift', 2, 64, { draw: 1 }),
  card(124, 'shift', 2, 67, { tyres: 1, draw: 2 }),
  card(125, 'shift', 2, 69, { draw: 1 }),
  card(126, 'shift', 2, 74, { tyres: 1, draw: 2 }),
  card(127, 'shift', 2, 75, { draw: 1 }),
  card(128, 'shift', 2, 76, { draw: 1 }), // Alan's qualifying card, „siehe Kartenbeispiel“ (examples „Qualifying“, „BEISPIEL“)
  card(129, 'shift', 2, 78, { draw: 1 }),
  card(130, 'shift', 2, 86, { draw: 1 }),
  card(131, 'shift', 2, 90, { draw: 1 }),
  card(132, 'shift', 2, 97, { draw: 1 }),
  card(133, 'shift', 3, 2, { check: 'normal', draw: 1 }),
  card(134, 'shift', 3, 8, { check: 'normal', draw: 1 }),
  card(135, 'shift', 3, 20, { tyres: 1, draw: 1 }),
  card(136, 'shift', 3, 22, { check: 'normal', draw: 1 }),
  card(137, 'shift', 3, 28, { tyres: 1, draw: 1 }),
  card(138, 'shift', 3, 32, { tyres: 1, draw: 1 }),
  // event (yellow)
  card(139, 'event', 1, 3, { flag: 'yellow' }),
  card(140, 'event', 1, 34, { flag: 'orange' }),
  card(141, 'event', 1, 43, { weather: true }),
  card(142, 'event', 1, 58, { flag: 'blue' }),
  card(143, 'event', 1, 61, { flag: 'yellow' }),
  card(144, 'event', 1, 72, { flag: 'green' }),
  card(145, 'event', 1, 79, { flag: 'green' }),
  card(146, 'event', 1, 80, { flag: 'blue' }),
  card(147, 'event', 1, 82, { flag: 'blue' }),
  card(148, 'event', 1, 85, { weather: true }),
  card(149, 'event', 1, 87, { flag: 'yellow' }),
  card(150, 'event', 1, 88, { weather: true }), // Bob's „+1(88) Ereignis“: no action in the basic game (example „Runde 2“)
  card(151, 'event', 1, 89, { flag: 'orange' }),
  card(152, 'event', 1, 93, { flag: 'yellow' }),
  card(153, 'event', 1, 95, { weather: true }),
  card(154, 'event', 1, 97, { weather: true }),
  card(155, 'event', 1, 98, { flag: 'yellow' }),
  card(156, 'event', 1, 99, { weather: true }),
  card(157, 'event', 2, 5, { flag: 'yellow' }),
  card(158, 'event', 2, 17, { flag: 'orange' }),
  card(159, 'event', 2, 22, { flag: 'yellow' }),
  card(160, 'event', 2, 23, { flag: 'blue' }),
  card(161, 'event', 2, 24, { flag: 'orange' }),
  card(162, 'event', 2, 33, { flag: 'blue' }),
  card(163, 'event', 2, 39, { flag: 'green' }),
  card(164, 'event', 2, 40, { weather: true }),
  card(165, 'event', 2, 44, { weather: true }),
  card(166, 'event', 2, 49, { weather: true }),
  card(167, 'event', 2, 50, { flag: 'yellow' }),
  card(168, 'event', 2, 55, { flag: 'blue' }),
  card(169, 'event', 2, 57, { weather: true }),
  card(170, 'event', 2, 61, { weather: true }),
  card(171, 'event', 2, 71, { weather: true }),
  card(172, 'event', 2, 83, { flag: 'green' }),
  card(173, 'event', 2, 92, { flag: 'yellow' }),
  card(174, 'event', 2, 99, { flag: 'yellow' }),
  card(175, 'event', 3, 6, { check: 'normal', flag: 'yellow' }),
  card(176, 'event', 3, 13, { check: 'normal', weather: true }),
  card(177, 'event', 3, 18, { check: 'normal', weather: true }),
  card(178, 'event', 3, 25, { check: 'normal', flag: 'green' }),
  card(179, 'event', 3, 41, { check: 'normal', flag: 'yellow' }),
  card(180, 'event', 3, 54, { check: 'normal', weather: true }),
  card(181, 'event', 3, 57, { check: 'normal', flag: 'green' }),
  card(182, 'event', 3, 60, { check: 'normal', flag: 'blue' }),
  card(183, 'event', 3, 65, { check: 'normal', flag: 'blue' }), // Dirk's qualifying card (example „Qualifying“)
  card(184, 'event', 3, 73, { check: 'normal', weather: true }),
];

/** The race card with this printed number. */
export function raceCard(no: number): RaceCard {
  const c = RACE_CARDS[no - 1];
  if (!c || c.no !== no) throw new Error(`no race card ${no}`);
  return c;
}
