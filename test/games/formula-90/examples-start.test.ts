/**
 * The worked examples of the basic game's start, played through in one race (Formula 90,
 * „Qualifying" example, „Runde 1", „Runde 2"; analysis F90-E01 … E09): the replays the rules page
 * shows (data/examples.ts 'qualifying', 'round-1', 'round-2'), move by move, with the rule book's
 * outcome after the steps.
 */
import { raceCard } from '../../../src/games/formula-90/data/cards';
import { QUALI, ROUND1, ROUND2 } from '../../../src/games/formula-90/data/examples';
import { car, leader } from '../../../src/games/formula-90/rules/order';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { ALAN, BOB, CARL, DIRK, at, toAct } from './helpers';
import { replayExample } from './examples';

const quali = replayExample('qualifying');
const round1 = replayExample('round-1');
const round2 = replayExample('round-2');

/** The robot with this qualifying value („SCHNELL 1 – zieht eine +4(40)"). */
const robot = (s: F90State, move: number, test: number) => s.cars.find((c) => c.seat === null && c.quali?.move === move && c.quali.test === test)!.id;
const damage = (s: F90State, seat: number) => s.players[seat].damage.red + s.players[seat].damage.brown;

describe('Formula 90 — the start of the example race (Monza, four players)', () => {
  it('each example starts where the one before ends', () => {
    expect(round1[0]).toEqual({ ...quali[quali.length - 1], events: [] });
    expect(round2[0].players.map((p) => p.target)).toEqual(round1[round1.length - 1].players.map((p) => p.target));
    expect(round2[0].queue).toEqual(round1[round1.length - 1].queue);
  });

  it('F90-E04: sheets give tyre chips and hand size + 1 cards; four players race two fast and two slow robots', () => {
    const s = quali[0];
    expect(s.players[ALAN]).toMatchObject({ chips: 10, handMax: 6 });
    expect(s.players[ALAN].hand).toHaveLength(7);
    expect(s.players[BOB]).toMatchObject({ chips: 10, handMax: 5 });
    expect(s.players[BOB].hand).toHaveLength(6);
    expect(s.cars.filter((c) => c.kind === 'fast')).toHaveLength(2);
    expect(s.cars.filter((c) => c.kind === 'slow')).toHaveLength(2);
    expect(s.phase).toBe('qualifying');
  });

  it('F90-E01: qualifying — highest movement first, then the lower test factor', () => {
    expect(quali[3].phase).toBe('qualifying'); // secret until the last card
    const s = quali[4];
    expect(s.grid).toEqual(['p1', robot(s, 4, 40), robot(s, 3, 20), 'p2', robot(s, 3, 60), 'p3', 'p0', robot(s, 1, 55)]);
    expect(s.players.map((p) => raceCard(p.target!).test)).toEqual([76, 11, 43, 65]);
    expect(s.players.map((p) => p.target)).toEqual([QUALI.alan, QUALI.bob, QUALI.carl, QUALI.dirk]);
    // grid slots 1–4 in Monza's section 21, 5–8 in section 20
    expect(at(s, 'p1')).toEqual({ section: 21, index: 0 });
    expect(at(s, 'p2')).toEqual({ section: 21, index: 3 });
    expect(at(s, 'p0')).toEqual({ section: 20, index: 2 });
  });

  it('F90-E02: fuel tiles on laps 8, 10, 14 and 12; robots by kind', () => {
    const s = quali[4];
    expect(s.players[BOB].fuelBox).toBe(7); // lap 8
    expect([ALAN, CARL, DIRK].map((x) => s.players[x].fuelBox)).toEqual([11, 11, 11]); // lap 12
    expect([...s.robotFuel].sort((a, b) => a.box - b.box)).toEqual(
      [
        { kind: 'fast', box: 9 }, // second on the grid: lap 10
        { kind: 'slow', box: 11 },
        { kind: 'fast', box: 11 },
        { kind: 'slow', box: 13 }, // last: lap 14
      ].sort((a, b) => a.box - b.box),
    );
  });

  it('F90-E03: strategies in grid order, players only', () => {
    expect([4, 5, 6, 7].map((i) => toAct(quali[i]))).toEqual([[BOB], [CARL], [DIRK], [ALAN]]);
    const s = quali[8];
    expect(s.players.map((p) => p.strategy)).toEqual(['bangingWheels', 'balance', 'hazard', 'chase']);
    expect(s.phase).toBe('race');
    expect(s.turn?.seat).toBe(BOB); // the pole sitter plays first
  });

  it("F90-E05: round 1 — every section a straight, no lane bonus, BANGING WHEELS' free overtake", () => {
    const first = round1[0];
    const fast1 = robot(first, 4, 40);
    const slow1 = robot(first, 3, 20);
    const fast2 = robot(first, 3, 60);
    const slow2 = robot(first, 1, 55);
    // Bob: +3 and +1; the +3(40) tests against his target 11 with itself: fails, target 40.
    let s = round1[2];
    expect(raceCard(s.players[BOB].target!).test).toBe(40);
    expect(s.players[BOB].target).toBe(ROUND1.bob3);
    expect(s.discard[s.discard.length - 1]).toBe(ROUND1.bob1);
    expect(at(s, 'p1')).toEqual({ section: 3, index: 0 });
    expect(car(s, 'p1').lane).toBe('s3-red');
    // robots moved 3 and 2; the slow one took the +2 line; Carl's turn now
    expect(at(s, fast1).section).toBe(2);
    expect(at(s, slow1).section).toBe(1);
    expect(car(s, slow1).lane).toBe('s1-orange');
    expect(s.turn?.seat).toBe(CARL);
    // Carl: +4 with a damage and +1; HAZARD +1 for the damage: 6 = 4 sections + 2 overtakes
    s = round1[4];
    expect(damage(s, CARL)).toBe(1);
    expect(at(s, 'p2')).toEqual({ section: 3, index: 1 }); // behind Bob
    // the second fast robot moved 3 onto the green line; Dirk's turn
    expect(at(s, fast2)).toEqual({ section: 1, index: 1 });
    expect(car(s, fast2).lane).toBe('s1-green');
    expect(s.turn?.seat).toBe(DIRK);
    expect(round1[6].turn?.step).toBe('brake'); // stopped in a braking section: late braking may be tried
    expect(at(round1[7], 'p3')).toEqual({ section: 1, index: 2 });
    // Alan: +4; 3 points to the braking section, 1 to pass Dirk, the fast robot for free
    s = round1[10];
    expect(s.queue[1]).toEqual([slow1, 'p0', fast2, 'p3']);
    expect(at(s, slow2).section).toBe(0);
    expect(s.lead).toBe('p1');
    expect(s.box).toBe(1); // round 2 began
  });

  it('F90-E06: round 2 — the battle at the Rettifilo ends level: both cars damaged, order kept, cards frozen', () => {
    const before = round2[0];
    expect(before.battle?.group).toEqual(['p1', 'p2']);
    expect(toAct(before)).toEqual([CARL]); // the last car declares first
    expect(toAct(round2[1])).toEqual([BOB]);
    const s = round2[2];
    const ev = s.events.find((e) => e.k === 'battle');
    expect(ev && ev.k === 'battle' && ev.bids.map((x) => x.value)).toEqual([7, 7]);
    expect([damage(s, BOB), damage(s, CARL)]).toEqual([damage(before, BOB) + 1, damage(before, CARL) + 1]);
    expect(s.queue[3]).toEqual(['p1', 'p2']);
    expect(s.lead).toBe('p1');
    expect([...s.players[BOB].frozen].sort()).toEqual([...ROUND2.bobBattle].sort());
    expect(s.players[BOB].hand).not.toContain(ROUND2.bobBattle[0]);
  });

  it("F90-E07: Bob plays +2(37) and +1(88); BALANCE takes the red line's +1; the test at 40 + 20", () => {
    let s = round2[4];
    const test = s.events.find((e) => e.k === 'test');
    expect(test).toMatchObject({ need: 60, success: true });
    expect(s.players[BOB].target).toBe(ROUND2.bob2);
    expect(s.turn?.step).toBe('brake'); // he ends in the braking section before Lesmo 1
    s = round2[5];
    const move = s.events.find((e) => e.k === 'move' && e.car === 'p1');
    expect(move && move.k === 'move' && move.to - move.from).toBe(4);
    expect(at(s, 'p1')).toEqual({ section: 7, index: 0 });
    expect(car(s, 'p1').lane).toBe('s7-green');
  });

  it('F90-E08: Carl, +3 for two chips and a damage, HAZARD +1, brakes late at 75 with a 65: two sections on', () => {
    expect(round2[5].turn?.seat).toBe(CARL);
    const chips = round2[5].players[CARL].chips;
    let s = round2[7];
    expect(s.players[CARL].chips).toBe(chips - 2);
    expect(at(s, 'p2')).toEqual({ section: 7, index: 1 });
    expect(s.turn?.step).toBe('brake');
    s = round2[8];
    expect(s.events.find((e) => e.k === 'brake')).toMatchObject({ card: ROUND2.brake65, need: 75, success: true });
    expect(s.turn?.step).toBe('lane'); // Lesmo 2 has two free lines
    s = round2[9];
    expect(at(s, 'p2')).toEqual({ section: 9, index: 0 });
    expect(s.lead).toBe('p2');
    expect(leader(s).id).toBe('p2');
  });

  it("F90-E09: the rest of round 2 — robots, Alan's BANGING WHEELS overtake, Dirk takes Alan's +4 and flies off", () => {
    const first = round1[0];
    const fast1 = robot(first, 4, 40);
    const slow1 = robot(first, 3, 20);
    const fast2 = robot(first, 3, 60);
    const slow2 = robot(first, 1, 55);
    // the fast robot from the Rettifilo onto the Roggia's green line; the slow one 2 + 2 behind it
    let s = round2[9];
    expect(at(s, fast1)).toEqual({ section: 5, index: 0 });
    expect(car(s, fast1).lane).toBe('s5-green');
    expect(at(s, slow1)).toEqual({ section: 5, index: 1 });
    expect(s.turn?.seat).toBe(ALAN);
    const hand = s.players[ALAN].hand.length;
    s = round2[11];
    expect(s.players[ALAN].hand.length).toBe(hand + 1 - 2 + 2); // drew 1, played 2, the +1 drew 2
    expect(s.discard[s.discard.length - 1]).toBe(ROUND2.alan4); // the +4 on top, for Dirk
    expect(s.turn?.step).toBe('overtake'); // BANGING WHEELS: overtake in the braking section as on a straight
    s = round2[13];
    expect(s.queue[5].slice(0, 3)).toEqual([fast1, 'p0', slow1]);
    // the second fast robot: 3 + 1 from its green line, into the same braking section
    expect(at(s, fast2)).toEqual({ section: 5, index: 3 });
    // Dirk chases a robot: the top of the discard pile is Alan's +4
    expect(s.turn?.seat).toBe(DIRK);
    expect(s.players[DIRK].chase).toBe(fast2);
    expect(round2[14].players[DIRK].hand).toContain(ROUND2.alan4);
    expect(at(round2[15], 'p3').section).toBe(5);
    s = round2[16];
    expect(s.events.find((e) => e.k === 'brake')).toMatchObject({ card: ROUND2.brake78, need: 50, success: false });
    expect(car(s, 'p3').status).toBe('offTrack');
    expect(damage(s, DIRK)).toBe(0); // a failed late braking costs no damage
    // the last slow robot moved 2 and stays last; round 3 began
    expect(at(s, slow2).section).toBe(2);
    expect(s.box).toBe(2);
  });
});
