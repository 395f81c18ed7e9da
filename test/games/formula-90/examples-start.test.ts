/**
 * The worked examples of the basic game's start, played through in one race (Formula 90,
 * „Qualifying" example, „Runde 1", „Runde 2"; analysis F90-E01 … E09). The table is arranged where
 * the text names a card; every other card is the deck's.
 */
import { raceCard } from '../../../src/games/formula-90/data/cards';
import { car, leader } from '../../../src/games/formula-90/rules/order';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { ALAN, BOB, CARL, DIRK, act, at, cardOf, cardWithTest, examplePlayers, give, stack, toAct } from './helpers';

const ALAN_Q = cardOf('shift', 2, 76);
const BOB_Q = cardOf('acceleration', 4, 11);
const CARL_Q = cardOf('movement', 3, 43);
const DIRK_Q = cardOf('event', 3, 65);

let s: F90State;
/** The robot with this qualifying value („SCHNELL 1 – zieht eine +4(40)"). */
const robot = (move: number, test: number) => s.cars.find((c) => c.seat === null && c.quali?.move === move && c.quali.test === test)!.id;

describe('Formula 90 — the start of the example race (Monza, four players)', () => {
  it('F90-E04: sheets give tyre chips and hand size + 1 cards; four players race two fast and two slow robots', () => {
    s = examplePlayers();
    expect(s.players[ALAN]).toMatchObject({ chips: 10, handMax: 6 });
    expect(s.players[ALAN].hand).toHaveLength(7);
    expect(s.players[BOB]).toMatchObject({ chips: 10, handMax: 5 });
    expect(s.players[BOB].hand).toHaveLength(6);
    expect(s.cars.filter((c) => c.kind === 'fast')).toHaveLength(2);
    expect(s.cars.filter((c) => c.kind === 'slow')).toHaveLength(2);
    expect(s.phase).toBe('qualifying');
  });

  it('F90-E01: qualifying — highest movement first, then the lower test factor', () => {
    give(s, ALAN, [ALAN_Q]);
    give(s, BOB, [BOB_Q]);
    give(s, CARL, [CARL_Q]);
    give(s, DIRK, [DIRK_Q]);
    s.robotTiles = ['fast-5', 'fast-6', 'slow-1', 'slow-9']; // +4(40), +3(60), +3(20), +1(55)
    s = act(s, DIRK, { type: 'qualify', card: DIRK_Q });
    s = act(s, BOB, { type: 'qualify', card: BOB_Q });
    s = act(s, CARL, { type: 'qualify', card: CARL_Q });
    expect(s.phase).toBe('qualifying'); // secret until the last card
    s = act(s, ALAN, { type: 'qualify', card: ALAN_Q });
    expect(s.grid).toEqual(['p1', robot(4, 40), robot(3, 20), 'p2', robot(3, 60), 'p3', 'p0', robot(1, 55)]);
    expect(s.players.map((p) => raceCard(p.target!).test)).toEqual([76, 11, 43, 65]);
    // grid slots 1–4 in Monza's section 21, 5–8 in section 20
    expect(at(s, 'p1')).toEqual({ section: 21, index: 0 });
    expect(at(s, 'p2')).toEqual({ section: 21, index: 3 });
    expect(at(s, 'p0')).toEqual({ section: 20, index: 2 });
  });

  it('F90-E02: fuel tiles on laps 8, 10, 14 and 12; robots by kind', () => {
    expect(s.players[BOB].fuelBox).toBe(7); // lap 8
    expect([ALAN, CARL, DIRK].map((x) => s.players[x].fuelBox)).toEqual([11, 11, 11]); // lap 12
    expect([...s.robotFuel].sort((a, b) => a.box - b.box)).toEqual([
      { kind: 'fast', box: 9 }, // second on the grid: lap 10
      { kind: 'slow', box: 11 },
      { kind: 'fast', box: 11 },
      { kind: 'slow', box: 13 }, // last: lap 14
    ].sort((a, b) => a.box - b.box));
  });

  it('F90-E03: strategies in grid order, players only', () => {
    expect(toAct(s)).toEqual([BOB]);
    s = act(s, BOB, { type: 'strategy', strategy: 'balance' });
    expect(toAct(s)).toEqual([CARL]);
    s = act(s, CARL, { type: 'strategy', strategy: 'hazard' });
    expect(toAct(s)).toEqual([DIRK]);
    s = act(s, DIRK, { type: 'strategy', strategy: 'chase' });
    expect(toAct(s)).toEqual([ALAN]);
    s = act(s, ALAN, { type: 'strategy', strategy: 'bangingWheels' });
    expect(s.phase).toBe('race');
    expect(s.turn?.seat).toBe(BOB); // the pole sitter plays first
  });

  it('F90-E05: round 1 — every section a straight, no lane bonus, BANGING WHEELS\' free overtake', () => {
    const fast1 = robot(4, 40);
    const slow1 = robot(3, 20);
    const fast2 = robot(3, 60);
    const slow2 = robot(1, 55);
    // Bob: +3 and +1; the +3(40) tests against his target 11 with itself: fails, target 40.
    const b3 = cardOf('movement', 3, 40);
    const b1 = cardOf('movement', 1, 36);
    give(s, BOB, [b3, b1]);
    s = act(s, BOB, { type: 'draw', from: 'deck' });
    s = act(s, BOB, { type: 'play', cards: [b1, b3].sort((a, b) => a - b), pay: [], tests: [{ card: b3, with: b3 }], top: b1 });
    expect(raceCard(s.players[BOB].target!).test).toBe(40);
    expect(s.discard[s.discard.length - 1]).toBe(b1);
    expect(at(s, 'p1')).toEqual({ section: 3, index: 0 });
    expect(car(s, 'p1').lane).toBe('s3-red');
    // robots moved 3 and 2; the slow one took the +2 line; Carl's turn now
    expect(at(s, fast1).section).toBe(2);
    expect(at(s, slow1).section).toBe(1);
    expect(car(s, slow1).lane).toBe('s1-orange');
    expect(s.turn?.seat).toBe(CARL);
    // Carl: +4 with a damage and +1; HAZARD +1 for the damage: 6 = 4 sections + 2 overtakes
    const c4 = cardOf('acceleration', 4, 7);
    const c1 = cardOf('movement', 1, 46);
    give(s, CARL, [c4, c1]);
    s = act(s, CARL, { type: 'draw', from: 'deck' });
    s = act(s, CARL, { type: 'play', cards: [c4, c1].sort((a, b) => a - b), pay: [], tests: [], top: c4 });
    expect(s.players[CARL].damage.red + s.players[CARL].damage.brown).toBe(1);
    expect(at(s, 'p2')).toEqual({ section: 3, index: 1 }); // behind Bob
    // the second fast robot moved 3 onto the green line; Dirk's turn
    expect(at(s, fast2)).toEqual({ section: 1, index: 1 });
    expect(car(s, fast2).lane).toBe('s1-green');
    expect(s.turn?.seat).toBe(DIRK);
    const d3 = cardOf('acceleration', 3, 38);
    give(s, DIRK, [d3]);
    s = act(s, DIRK, { type: 'draw', from: 'deck' });
    s = act(s, DIRK, { type: 'play', cards: [d3], pay: [], tests: [], top: null });
    expect(s.turn?.step).toBe('brake'); // stopped in a braking section: late braking may be tried
    s = act(s, DIRK, { type: 'brake', yes: false });
    expect(at(s, 'p3')).toEqual({ section: 1, index: 2 });
    // Alan: +4; 3 points to the braking section, 1 to pass Dirk, the fast robot for free
    const a4 = cardOf('acceleration', 4, 8);
    give(s, ALAN, [a4]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [a4], pay: [], tests: [], top: null });
    s = act(s, ALAN, { type: 'brake', yes: false });
    expect(s.queue[1]).toEqual([slow1, 'p0', fast2, 'p3']);
    expect(at(s, slow2).section).toBe(0);
    expect(s.lead).toBe('p1');
    expect(s.box).toBe(1); // round 2 began
  });

  it('F90-E06: round 2 — the battle at the Rettifilo ends level: both cars damaged, order kept, cards frozen', () => {
    expect(s.battle?.group).toEqual(['p1', 'p2']);
    expect(toAct(s)).toEqual([CARL]); // the last car declares first
    const carl = [cardOf('movement', 2, 45), cardOf('shift', 2, 12)];
    const bob = [cardOf('acceleration', 4, 12), cardOf('acceleration', 3, 10)];
    for (const [seat, cards] of [[CARL, carl], [BOB, bob]] as const) give(s, seat, [...cards]);
    const damage = (seat: number) => s.players[seat].damage.red + s.players[seat].damage.brown;
    const before = [damage(BOB), damage(CARL)];
    s = act(s, CARL, { type: 'declare', cards: [...carl].sort((a, b) => a - b) });
    expect(toAct(s)).toEqual([BOB]);
    s = act(s, BOB, { type: 'declare', cards: [...bob].sort((a, b) => a - b) });
    const ev = s.events.find((e) => e.k === 'battle');
    expect(ev && ev.k === 'battle' && ev.bids.map((x) => x.value)).toEqual([7, 7]);
    expect([damage(BOB), damage(CARL)]).toEqual([before[0] + 1, before[1] + 1]);
    expect(s.queue[3]).toEqual(['p1', 'p2']);
    expect(s.lead).toBe('p1');
    expect(s.players[BOB].frozen.sort()).toEqual([...bob].sort());
    expect(s.players[BOB].hand).not.toContain(bob[0]);
  });

  it('F90-E07: Bob plays +2(37) and +1(88); BALANCE takes the red line\'s +1; the test at 40 + 20', () => {
    const b2 = cardOf('movement', 2, 37);
    const b1 = cardOf('event', 1, 88);
    give(s, BOB, [b2, b1]);
    expect(s.turn?.seat).toBe(BOB);
    s = act(s, BOB, { type: 'draw', from: 'deck' });
    s = act(s, BOB, { type: 'play', cards: [b2, b1].sort((a, b) => a - b), pay: [], tests: [{ card: b2, with: b2 }], top: b1 });
    const test = s.events.find((e) => e.k === 'test');
    expect(test).toMatchObject({ need: 60, success: true });
    expect(s.players[BOB].target).toBe(b2);
    expect(s.turn?.step).toBe('brake'); // he ends in the braking section before Lesmo 1
    s = act(s, BOB, { type: 'brake', yes: false });
    const move = s.events.find((e) => e.k === 'move' && e.car === 'p1');
    expect(move && move.k === 'move' && move.to - move.from).toBe(4);
    expect(at(s, 'p1')).toEqual({ section: 7, index: 0 });
    expect(car(s, 'p1').lane).toBe('s7-green');
  });

  it('F90-E08: Carl, +3 for two chips and a damage, HAZARD +1, brakes late at 75 with a 65: two sections on', () => {
    expect(s.turn?.seat).toBe(CARL);
    const c3 = cardOf('acceleration', 3, 42);
    give(s, CARL, [c3]);
    const chips = s.players[CARL].chips;
    s = act(s, CARL, { type: 'draw', from: 'deck' });
    s = act(s, CARL, { type: 'play', cards: [c3], pay: [], tests: [], top: null });
    expect(s.players[CARL].chips).toBe(chips - 2);
    expect(at(s, 'p2')).toEqual({ section: 7, index: 1 });
    expect(s.turn?.step).toBe('brake');
    stack(s, [cardOf('shift', 1, 65)]);
    s = act(s, CARL, { type: 'brake', yes: true });
    expect(s.turn?.step).toBe('lane'); // Lesmo 2 has two free lines
    s = act(s, CARL, { type: 'lane', line: 's9-red' });
    expect(at(s, 'p2')).toEqual({ section: 9, index: 0 });
    expect(s.lead).toBe('p2');
    expect(leader(s).id).toBe('p2');
  });

  it('F90-E09: the rest of round 2 — robots, Alan\'s BANGING WHEELS overtake, Dirk takes Alan\'s +4 and flies off', () => {
    const fast1 = robot(4, 40);
    const slow1 = robot(3, 20);
    const fast2 = robot(3, 60);
    const slow2 = robot(1, 55);
    // the fast robot from the Rettifilo onto the Roggia's green line; the slow one 2 + 2 behind it
    expect(at(s, fast1)).toEqual({ section: 5, index: 0 });
    expect(car(s, fast1).lane).toBe('s5-green');
    expect(at(s, slow1)).toEqual({ section: 5, index: 1 });
    expect(s.turn?.seat).toBe(ALAN);
    const a4 = cardOf('acceleration', 4, 10);
    const a1 = cardOf('shift', 1, 19);
    give(s, ALAN, [a4, a1]);
    const hand = s.players[ALAN].hand.length;
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [a4, a1].sort((a, b) => a - b), pay: [], tests: [], top: a4 }); // the +4 on top, for Dirk
    expect(s.players[ALAN].hand.length).toBe(hand + 1 - 2 + 2); // drew 1, played 2, the +1 drew 2
    expect(s.turn?.step).toBe('overtake'); // BANGING WHEELS: overtake in the braking section as on a straight
    s = act(s, ALAN, { type: 'overtake', yes: true });
    s = act(s, ALAN, { type: 'brake', yes: false });
    expect(s.queue[5].slice(0, 3)).toEqual([fast1, 'p0', slow1]);
    // the second fast robot: 3 + 1 from its green line, into the same braking section
    expect(at(s, fast2)).toEqual({ section: 5, index: 3 });
    // Dirk chases a robot: the top of the discard pile is Alan's +4
    expect(s.turn?.seat).toBe(DIRK);
    expect(s.players[DIRK].chase).toBe(fast2);
    s = act(s, DIRK, { type: 'draw', from: 'discard' });
    expect(s.players[DIRK].hand).toContain(a4);
    s = act(s, DIRK, { type: 'play', cards: [a4], pay: [], tests: [], top: null });
    expect(at(s, 'p3').section).toBe(5);
    stack(s, [cardWithTest(78)]);
    s = act(s, DIRK, { type: 'brake', yes: true });
    expect(car(s, 'p3').status).toBe('offTrack');
    expect(s.players[DIRK].damage.red + s.players[DIRK].damage.brown).toBe(0); // a failed late braking costs no damage
    // the last slow robot moved 2 and stays last; round 3 began
    expect(at(s, slow2).section).toBe(2);
    expect(s.box).toBe(2);
  });
});
