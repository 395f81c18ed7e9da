/**
 * „Runde 8" (Formula 90, example after „RENNENDE"; analysis F90-E16): pit stops, the lead token
 * changing hands, and the order in which sections are activated. Monza: A = 10, N = 11, M = 12,
 * B = 9, C = 6, D = 4, E = 3. The text has a third fast robot in D, which a four-player race does
 * not have (two fast, two slow: „QUALIFYING – ROBOTER"); D is empty here. The replay the rules
 * page shows (data/examples.ts 'round-8'), with the rule book's outcome.
 */
import { car } from '../../../src/games/formula-90/rules/order';
import { ALAN, BOB, CARL, DIRK, legalMoves, toAct } from './helpers';
import { replayExample } from './examples';

const s = replayExample('round-8');

describe('Formula 90 — Runde 8 (F90-E16)', () => {
  it('Carl, leading in A, pits: back 6 to D, last there, red damage repaired, chips refilled, strategy anew', () => {
    expect(s[0].lead).toBe('p2');
    expect(s[0].turn?.seat).toBe(CARL);
    expect(s[1].players[CARL]).toMatchObject({ chips: s[1].players[CARL].chipsMax, damage: { red: 0, brown: 0 } });
    expect(car(s[1], 'p2').pos).toBe(4 + 22);
    expect(s[1].lead).toBe('p1'); // Bob leads at once
    expect(s[2].players[CARL].hand.length + s[2].players[CARL].frozen.length).toBe(s[2].players[CARL].handMax);
    expect(car(s[3], 'p2')).toMatchObject({ justPit: true, moved: false });
  });

  it("Bob laps the slow robot in N (a leader's test) and stops in M behind the other; N's robot follows him", () => {
    expect(s[3].turn?.seat).toBe(BOB);
    expect(s[5].turn?.lapping).toBe('slow2'); // „überwindet den LANGSAMEN Roboter": the leader laps it
    expect(s[6].turn?.step).toBe('brake');
    // M: the slow robot in front, Bob; then the robot from N (nobody behind the token in M)
    expect(s[7].queue[12].slice(0, 3)).toEqual(['slow1', 'p1', 'slow2']);
    // B: a battle between the fast robot and Alan, Alan declares first
    expect(s[7].battle?.group).toEqual(['fast1', 'p0']);
    expect(toAct(s[7])).toEqual([ALAN]);
  });

  it('B: Alan declines, the robot has no one to fight; it moves 3 + 2 into M past the slow robot; Alan pits to E', () => {
    expect(s[8].queue[12]).toEqual(['slow1', 'p1', 'fast1', 'slow2']);
    expect(s[8].turn?.seat).toBe(ALAN);
    expect(car(s[9], 'p0').pos).toBe(3 + 22);
  });

  it('C: the fast robot challenges Dirk; then D (Carl goes on), E (Alan goes on), and M again for the slow robot', () => {
    expect(s[11].battle?.group).toEqual(['p3', 'fast2']);
    expect(s[11].battle?.robotsIn).toEqual(['fast2']); // it declared first, to overtake the player in front
    expect(toAct(s[11])).toEqual([DIRK]);
    const battle = s[12].events.find((e) => e.k === 'battle');
    expect(battle && battle.k === 'battle' && battle.bids.map((b) => [b.car, b.value])).toEqual([
      ['p3', 7],
      ['fast2', 4], // 1 + 1 + 2 (Roggia)
    ]);
    expect(s[12].turn?.seat).toBe(DIRK);
    // the fast robot plays; then Carl in D, with his pit stop done: he only draws and plays
    expect(car(s[14], 'fast2').moved).toBe(true);
    expect(s[14].turn?.seat).toBe(CARL);
    expect(s[14].turn?.step).toBe('begin');
    expect(legalMoves(s[14], CARL)).toEqual([{ type: 'draw', from: 'deck' }]); // no second pit stop
    expect(s[16].turn?.seat).toBe(ALAN);
    // the slow robot in front of the leader in M played last; round 9 began with Bob
    const end = s[18];
    const moved = end.events.filter((e) => e.k === 'move').map((e) => (e.k === 'move' ? e.car : ''));
    expect(moved[moved.length - 1]).toBe('slow1');
    expect(end.box).toBe(8);
    expect(end.turn?.seat).toBe(BOB);
  });
});
