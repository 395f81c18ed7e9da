/**
 * The positions the rules page shows (`![caption](picture:<id>)` in guide/rules.*.md), drawn by the
 * game's own board renderer. Each is built from setup and the rules' own moves — the rule book's
 * example race at Monza (Alan red, Bob green, Carl blue, Dirk grey; „Qualifying", „Runde 1",
 * „Runde 2") — or, for the moments the text shows in the middle of a race (the lapping figures,
 * „Runde 8", „Monza, Runde 18"), from a race whose cars are placed on the track and then played on
 * by the rules. Where the text names a card, that card is moved into the hand (or onto the draw
 * pile) before the move. The table is built with data/table.ts, whose moves must be legal and leave
 * a table that satisfies the game's invariants (checked again by test/games/formula-90/pictures.test.ts).
 */
import type { RulesPicture } from '../../../engine/learn';
import { RACE_CARDS } from '../data/cards';
import { ALAN, BOB, CARL, DIRK, MONZA, act, cardOf, cardWithTest, examplePlayers, give, midRace, setTarget, stack } from '../data/table';
import { boxOfLap, trackOf } from '../data/tracks';
import { flagsOn, needModule } from '../rules/modules';
import { advance } from '../rules/race';
import type { F90Move, F90State } from '../rules/state';

const byNumber = (a: number, b: number) => a - b;

/**
 * The example's qualifying („Qualifying"): Alan +2(76), Bob +4(11), Carl +3(43), Dirk +3(65); the
 * robots FAST +4(40), FAST +3(60), SLOW +3(20), SLOW +1(55). Then the strategies in grid order:
 * Bob BALANCE, Carl HAZARD, Dirk CHASE, Alan BANGING WHEELS. Bob, on pole, is to play.
 */
function startGrid(): F90State {
  let s = examplePlayers();
  const quali: [number, number][] = [
    [ALAN, cardOf('shift', 2, 76)],
    [BOB, cardOf('acceleration', 4, 11)],
    [CARL, cardOf('movement', 3, 43)],
    [DIRK, cardOf('event', 3, 65)],
  ];
  for (const [seat, card] of quali) give(s, seat, [card]);
  s.robotTiles = ['fast-5', 'fast-6', 'slow-1', 'slow-9'];
  for (const [seat, card] of quali) s = act(s, seat, { type: 'qualify', card });
  s = act(s, BOB, { type: 'strategy', strategy: 'balance' });
  s = act(s, CARL, { type: 'strategy', strategy: 'hazard' });
  s = act(s, DIRK, { type: 'strategy', strategy: 'chase' });
  s = act(s, ALAN, { type: 'strategy', strategy: 'bangingWheels' });
  return s;
}

/** Plays a player's turn: the card drawn from the deck, then `cards` (given to him first). */
function drawAndPlay(s: F90State, seat: number, cards: number[], more: Partial<Extract<F90Move, { type: 'play' }>> = {}): F90State {
  give(s, seat, cards);
  s = act(s, seat, { type: 'draw', from: 'deck' });
  return act(s, seat, { type: 'play', cards: [...cards].sort(byNumber), pay: [], tests: [], top: null, ...more });
}

/** „Runde 1", played as the text tells it; round 2 begins with the battle at the Rettifilo. */
function afterRound1(): F90State {
  let s = startGrid();
  // Bob: +3 and +1 to the red lane line of the Rettifilo's second section (his +3's test fails against 11)
  const b3 = cardOf('movement', 3, 40);
  const b1 = cardOf('movement', 1, 36);
  s = drawAndPlay(s, BOB, [b3, b1], { tests: [{ card: b3, with: b3 }], top: b1 });
  // Carl: +4 with a damage and +1, HAZARD +1: 4 sections and 2 overtakes
  const c4 = cardOf('acceleration', 4, 7);
  s = drawAndPlay(s, CARL, [c4, cardOf('movement', 1, 46)], { top: c4 });
  // Dirk: +3 into the braking section behind the two robots
  s = drawAndPlay(s, DIRK, [cardOf('acceleration', 3, 38)]);
  s = act(s, DIRK, { type: 'brake', yes: false });
  // Alan: +4, past Dirk for 1 point and the fast robot for nothing (BANGING WHEELS at the start)
  s = drawAndPlay(s, ALAN, [cardOf('acceleration', 4, 8)]);
  return act(s, ALAN, { type: 'brake', yes: false });
}

/** „Runde 2" up to Carl's choice in the braking section before Lesmo 1 (target 75). */
function carlBrakes(): F90State {
  let s = afterRound1();
  // the battle: Carl +2 +2 (+3 for the Rettifilo), Bob +4 +3 — 7 each: contact, the order stays
  const carl = [cardOf('movement', 2, 45), cardOf('shift', 2, 12)];
  const bob = [cardOf('acceleration', 4, 12), cardOf('acceleration', 3, 10)];
  give(s, CARL, carl);
  give(s, BOB, bob);
  s = act(s, CARL, { type: 'declare', cards: [...carl].sort(byNumber) });
  s = act(s, BOB, { type: 'declare', cards: [...bob].sort(byNumber) });
  // Bob: +2(37) and +1(88), BALANCE's +1 from the red line: 4 sections to the green line before Lesmo 1
  const b2 = cardOf('movement', 2, 37);
  s = drawAndPlay(s, BOB, [b2, cardOf('event', 1, 88)], { tests: [{ card: b2, with: b2 }], top: cardOf('event', 1, 88) });
  s = act(s, BOB, { type: 'brake', yes: false });
  // Carl: +3 for two tyre chips and a damage, HAZARD +1: 4 sections, into the same braking section
  return drawAndPlay(s, CARL, [cardOf('acceleration', 3, 42)]);
}

/** Carl's late braking succeeds (65 against 75): two sections on with HAZARD, into Lesmo 2 — which start point? */
function carlLane(): F90State {
  const s = carlBrakes();
  stack(s, [cardOf('shift', 1, 65)]);
  return act(s, CARL, { type: 'brake', yes: true });
}

/** The rest of „Runde 2": Alan overtakes with BANGING WHEELS, Dirk takes Alan's +4 and flies off at the Roggia. */
function afterRound2(): F90State {
  let s = act(carlLane(), CARL, { type: 'lane', line: 's9-red' });
  const a4 = cardOf('acceleration', 4, 10);
  s = drawAndPlay(s, ALAN, [a4, cardOf('shift', 1, 19)], { top: a4 });
  s = act(s, ALAN, { type: 'overtake', yes: true });
  s = act(s, ALAN, { type: 'brake', yes: false });
  s = act(s, DIRK, { type: 'draw', from: 'discard' });
  s = act(s, DIRK, { type: 'play', cards: [a4], pay: [], tests: [], top: null });
  stack(s, [cardWithTest(78)]);
  return act(s, DIRK, { type: 'brake', yes: true });
}

/**
 * Lapping, Abb. 1 („ÜBERRUNDUNG AUFHEBEN – BEISPIEL"): Alan (red) leads a lap ahead and plays +5;
 * he tests before each car he laps: the slow robot in the Ascari's braking section, then Carl (blue)
 * in its curve section. Carl is to play.
 */
function lapping(): F90State {
  let s = midRace({
    sections: { 11: ['p0'], 12: ['slow1'], 13: ['p2'], 10: ['fast1'], 9: ['p1', 'fast2'], 6: ['p3'], 4: ['slow2'] },
    laps: { p0: 1, fast1: 1, p1: 1, fast2: 1, p3: 1 },
    waiting: ['p0', 'slow1', 'p2'],
    box: 7,
    lanes: { slow1: 's12-green' },
    strategies: { [CARL]: 'saveTyres' },
  });
  const a4 = cardOf('acceleration', 4, 8);
  const pass1 = cardWithTest(45);
  const pass2 = cardOf('event', 1, 34);
  give(s, ALAN, [pass1, pass2]);
  setTarget(s, ALAN, cardWithTest(50));
  s = drawAndPlay(s, ALAN, [a4, cardOf('movement', 1, 36)], { top: a4 });
  s = act(s, ALAN, { type: 'lapTest', with: pass1 });
  return act(s, ALAN, { type: 'lapTest', with: pass2 });
}

/**
 * „Runde 8", Abb. 2: Carl led in A (section 10) and pits: 6 sections back to D (section 4), red
 * damage repaired, tyre chips and hand refilled; Bob leads now and is to play.
 */
function pitStop(): F90State {
  let s = midRace({
    sections: { 12: ['slow1'], 11: ['slow2'], 10: ['p2', 'p1'], 9: ['fast1', 'p0'], 6: ['p3', 'fast2'] },
    laps: { p2: 1, p1: 1, fast1: 1, p0: 1, p3: 1, fast2: 1 },
    waiting: ['slow1', 'slow2', 'p2', 'p1', 'fast1', 'p0', 'p3', 'fast2'],
    lanes: { fast1: 's9-orange' },
    strategies: { [BOB]: 'saveTyres' },
    box: 7,
  });
  s.players[CARL].chips = 2;
  s.players[CARL].damage = { red: 1, brown: 0 };
  s.cup.red -= 1;
  s = act(s, CARL, { type: 'pit' });
  s = act(s, CARL, { type: 'pitDiscard', cards: [] });
  return act(s, CARL, { type: 'strategy', strategy: 'balance' });
}

/**
 * „Monza, Runde 18" (advanced game: flags, off track and safety car, superfast robots): Dirk holds
 * the orange flag and makes the second superfast robot brake late before the Ascari; it fails (75
 * against 50), fails the off-track line's test (62) and crashes: the safety car lines the field up.
 */
function safetyCar(): F90State {
  const box = boxOfLap(trackOf('monza'), 18);
  const s0 = midRace({
    box,
    options: { ...MONZA, flags: true, superfast: true, offTrack: true },
    sections: { 16: ['p1'], 15: ['superfast1'], 14: ['p0'], 11: ['fast1'], 8: ['superfast2'], 7: ['fast2'], 6: ['p2'], 5: ['p3'], 4: ['slow1'], 3: ['slow2'] },
    waiting: [],
    strategies: { [BOB]: 'balance' },
  });
  const s = structuredClone(s0);
  needModule(flagsOn(s) ? s : null, "the safety-car picture's orange flag").flags.orange = 'p3';
  s.robotFuel = [{ kind: 'superfast', box: box + 3 }];
  for (const c of s.cars) c.moved = !['superfast2', 'p2', 'p3'].includes(c.id);
  s.turn = null;
  const fromDeck = (t: number) => s.deck.find((x) => RACE_CARDS[x - 1].test === t)!;
  stack(s, [fromDeck(75), fromDeck(62)]);
  advance(s);
  s.events = [];
  return act(s, DIRK, { type: 'orange', force: true });
}

export const pictures: Record<string, () => RulesPicture<F90State>> = {
  /** the start grid after the example's qualifying; Bob, on pole, is to play (his hand shown) */
  grid: () => ({ state: startGrid(), viewer: BOB }),
  /** round 2 begins: Bob and Carl in the Rettifilo's second section, Carl declares first (his hand to pick from) */
  battle: () => ({ state: afterRound1(), viewer: CARL, answers: [] }),
  /** Carl in the braking section before Lesmo 1 (target 75), Bob ahead on its green lane line: brake late? */
  'late-braking': () => ({ state: carlBrakes(), viewer: CARL, answers: [] }),
  /** Carl's late braking took him two sections on: which free start point of Lesmo 2 he takes */
  'lane-line': () => ({ state: carlLane(), viewer: CARL, answers: [] }),
  /** the end of round 2: Carl leads, Dirk beside the track at the Roggia after his failed late braking */
  'off-track': () => ({ state: afterRound2(), viewer: null }),
  /** lapping, Abb. 1: Alan a lap ahead has lapped the slow robot and Carl (−1 each) */
  lapping: () => ({ state: lapping(), viewer: null }),
  /** „Runde 8": Carl's pit stop, 6 sections back; Bob leads */
  'pit-stop': () => ({ state: pitStop(), viewer: null }),
  /** „Monza, Runde 18": the safety car out, the field lined up behind it a section apart */
  'safety-car': () => ({ state: safetyCar(), viewer: null }),
};
