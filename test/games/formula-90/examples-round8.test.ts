/**
 * „Runde 8" (Formula 90, example after „RENNENDE"; analysis F90-E16): pit stops, the lead token
 * changing hands, and the order in which sections are activated. Monza: A = 10, N = 11, M = 12,
 * B = 9, C = 6, D = 4, E = 3. The text has a third fast robot in D, which a four-player race does
 * not have (two fast, two slow: „QUALIFYING – ROBOTER"); D is empty here.
 */
import { car } from '../../../src/games/formula-90/rules/order';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { ALAN, BOB, CARL, DIRK, act, legalMoves, cardOf, cardWithTest, give, scene, setTarget, stack, toAct } from './helpers';

describe('Formula 90 — Runde 8 (F90-E16)', () => {
  let s: F90State;

  it('Carl, leading in A, pits: back 6 to D, last there, red damage repaired, chips refilled, strategy anew', () => {
    s = scene({
      sections: { 12: ['slow1'], 11: ['slow2'], 10: ['p2', 'p1'], 9: ['fast1', 'p0'], 6: ['p3', 'fast2'] },
      // the slow robots are a lap down: the leader laps them, they flee from him
      laps: { p2: 1, p1: 1, fast1: 1, p0: 1, p3: 1, fast2: 1 },
      waiting: ['slow1', 'slow2', 'p2', 'p1', 'fast1', 'p0', 'p3', 'fast2'],
      lanes: { fast1: 's9-orange' },
      strategies: { [BOB]: 'saveTyres' },
      box: 7,
    });
    expect(s.lead).toBe('p2');
    expect(s.turn?.seat).toBe(CARL);
    s.players[CARL].chips = 2;
    s.players[CARL].damage = { red: 1, brown: 0 };
    s.cup.red -= 1;
    s = act(s, CARL, { type: 'pit' });
    expect(car(s, 'p2').pos).toBe(4 + 22);
    expect(s.players[CARL]).toMatchObject({ chips: s.players[CARL].chipsMax, damage: { red: 0, brown: 0 } });
    expect(s.lead).toBe('p1'); // Bob leads at once
    s = act(s, CARL, { type: 'pitDiscard', cards: [] });
    expect(s.players[CARL].hand.length + s.players[CARL].frozen.length).toBe(s.players[CARL].handMax);
    s = act(s, CARL, { type: 'strategy', strategy: 'balance' });
    expect(car(s, 'p2')).toMatchObject({ justPit: true, moved: false });
  });

  it('Bob laps the slow robot in N (a leader\'s test) and stops in M behind the other; N\'s robot follows him', () => {
    expect(s.turn?.seat).toBe(BOB);
    const b3 = cardOf('acceleration', 3, 38); // +3, 1 tyre point: SAVE TYRES pays it
    const lap = cardOf('event', 1, 34);
    give(s, BOB, [b3, lap]);
    setTarget(s, BOB, cardWithTest(50));
    s = act(s, BOB, { type: 'draw', from: 'deck' });
    s = act(s, BOB, { type: 'play', cards: [b3], pay: [], tests: [], top: null });
    expect(s.turn?.lapping).toBe('slow2'); // „überwindet den LANGSAMEN Roboter": the leader laps it
    s = act(s, BOB, { type: 'lapTest', with: lap });
    expect(s.turn?.step).toBe('brake');
    s = act(s, BOB, { type: 'brake', yes: false });
    // M: the slow robot in front, Bob; then the robot from N (nobody behind the token in M)
    expect(s.queue[12].slice(0, 3)).toEqual(['slow1', 'p1', 'slow2']);
    // B: a battle between the fast robot and Alan, Alan declares first
    expect(s.battle?.group).toEqual(['fast1', 'p0']);
    expect(toAct(s)).toEqual([ALAN]);
  });

  it('B: Alan declines, the robot has no one to fight; it moves 3 + 2 into M past the slow robot; Alan pits to E', () => {
    s = act(s, ALAN, { type: 'declare', cards: [] });
    expect(s.queue[12]).toEqual(['slow1', 'p1', 'fast1', 'slow2']);
    expect(s.turn?.seat).toBe(ALAN);
    s = act(s, ALAN, { type: 'pit' });
    expect(car(s, 'p0').pos).toBe(3 + 22);
    s = act(s, ALAN, { type: 'pitDiscard', cards: [] });
    s = act(s, ALAN, { type: 'strategy', strategy: 'bangingWheels' });
  });

  it('C: the fast robot challenges Dirk; then D (Carl goes on), E (Alan goes on), and M again for the slow robot', () => {
    expect(s.battle?.group).toEqual(['p3', 'fast2']);
    expect(s.battle?.robotsIn).toEqual(['fast2']); // it declared first, to overtake the player in front
    expect(toAct(s)).toEqual([DIRK]);
    const d = [cardOf('acceleration', 4, 15), cardOf('acceleration', 3, 17)];
    give(s, DIRK, d);
    stack(s, [cardOf('event', 1, 58), cardOf('event', 1, 61)]); // the robot's two cards: 1 + 1 + 2 (Roggia)
    s = act(s, DIRK, { type: 'declare', cards: [...d].sort((a, b) => a - b) });
    const battle = s.events.find((e) => e.k === 'battle');
    expect(battle && battle.k === 'battle' && battle.bids.map((b) => [b.car, b.value])).toEqual([
      ['p3', 7],
      ['fast2', 4],
    ]);
    expect(s.turn?.seat).toBe(DIRK);
    s = act(s, DIRK, { type: 'draw', from: 'deck' });
    s = act(s, DIRK, { type: 'skip', strategy: 'hazard' });
    // the fast robot plays; then Carl in D, with his pit stop done: he only draws and plays
    expect(car(s, 'fast2').moved).toBe(true);
    expect(s.turn?.seat).toBe(CARL);
    expect(s.turn?.step).toBe('begin');
    expect(legalMoves(s, CARL)).toEqual([{ type: 'draw', from: 'deck' }]); // no second pit stop
    s = act(s, CARL, { type: 'draw', from: 'deck' });
    s = act(s, CARL, { type: 'skip', strategy: 'balance' });
    expect(s.turn?.seat).toBe(ALAN);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'skip', strategy: 'bangingWheels' });
    // the slow robot in front of the leader in M played last; round 9 began with Bob
    const moved = s.events.filter((e) => e.k === 'move').map((e) => (e.k === 'move' ? e.car : ''));
    expect(moved[moved.length - 1]).toBe('slow1');
    expect(s.box).toBe(8);
    expect(s.turn?.seat).toBe(BOB);
  });
});
