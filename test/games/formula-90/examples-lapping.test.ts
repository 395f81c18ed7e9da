/**
 * The lapping figures of Formula 90 („ÜBERRUNDUNG AUFHEBEN", „BEISPIEL", Abb. 1–4; analysis
 * F90-E12 … E15), at Monza: the Ascari (braking 12, curve 13, straight 14) and the Parabolica
 * (braking 16, curve 17). Alan (red) leads a lap ahead of the others.
 */
import { lapsDown, car } from '../../../src/games/formula-90/rules/order';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { ALAN, BOB, CARL, act, cardOf, cardWithTest, give, scene, setTarget } from './helpers';

const a4 = cardOf('acceleration', 4, 8); // +4, 2 tyre chips
const a1 = cardOf('movement', 1, 36); // +1, no action
const low1 = cardWithTest(45); // passes against 50 and becomes the target
const low2 = cardOf('event', 1, 34); // passes against 45
const high = cardOf('event', 1, 99); // fails

/** Alan plays +4 +1 = 5 with his tyre chips; the tests are asked on the way. */
function alanPlaysFive(s: F90State): F90State {
  give(s, ALAN, [a4, a1, low1, low2, high]);
  setTarget(s, ALAN, cardWithTest(50));
  s = act(s, ALAN, { type: 'draw', from: 'deck' });
  return act(s, ALAN, { type: 'play', cards: [a4, a1].sort((x, y) => x - y), pay: [], tests: [], top: a4 });
}

describe('Formula 90 — lapping (Abb. 1–4)', () => {
  let s: F90State;

  it('F90-E12 (Abb. 1): the leader tests before each car he laps: 1 + 1 + 1 + 2 points', () => {
    s = scene({
      sections: { 11: ['p0'], 12: ['slow1'], 13: ['p2'], 5: ['p1', 'p3'] },
      laps: { p0: 1 },
      waiting: ['p0', 'slow1', 'p2'],
      lanes: { slow1: 's12-green' },
      strategies: { [CARL]: 'saveTyres' },
    });
    expect(s.turn?.seat).toBe(ALAN);
    s = alanPlaysFive(s);
    expect(s.turn?.step).toBe('lapTest'); // 1 point into the braking section, then the test
    expect(s.turn?.lapping).toBe('slow1');
    s = act(s, ALAN, { type: 'lapTest', with: low1 });
    expect(s.players[ALAN].target).toBe(low1); // the test card replaces the target
    expect(s.turn?.lapping).toBe('p2'); // 1 point to lap, 1 into the curve, test again
    s = act(s, ALAN, { type: 'lapTest', with: low2 });
    expect(s.queue[13]).toEqual(['p0', 'p2']); // 2 points to lap in the curve: all 5 spent
    expect(lapsDown(s, car(s, 'slow1'))).toBe(1);
    expect(lapsDown(s, car(s, 'p2'))).toBe(1);
  });

  it('F90-E13 (Abb. 2): blue unlaps himself in the curve for 2 and goes on; the robot never unlaps itself', () => {
    expect(s.turn?.seat).toBe(CARL);
    const c3 = cardOf('movement', 3, 43 - 3); // +3(40) green, a test: made with itself against a high target
    give(s, CARL, [c3]);
    setTarget(s, CARL, cardWithTest(90));
    s = act(s, CARL, { type: 'draw', from: 'deck' });
    const top = s.players[CARL].target!;
    s = act(s, CARL, { type: 'play', cards: [c3], pay: [], tests: [{ card: c3, with: c3 }], top: null });
    void top;
    expect(s.queue[14]).toEqual(['p2']);
    expect(lapsDown(s, car(s, 'p2'))).toBe(0); // the "-1 lap" tile is removed
    // the purple robot: 2 + 2 from its green line, but it stops behind red and keeps its lap down
    expect(s.queue[13]).toEqual(['p0', 'slow1']);
    expect(lapsDown(s, car(s, 'slow1'))).toBe(1);
    expect(s.box).toBe(8); // it was the last to play: the next round began
  });

  it('F90-E14 (Abb. 3): lapped purple and blue, not green; no battle blue–green across red; Bob plays last', () => {
    s = scene({
      sections: { 15: ['p0'], 16: ['slow1'], 17: ['p1', 'p2'], 5: ['p3'] },
      laps: { p0: 1 },
      waiting: ['p0', 'slow1', 'p1', 'p2'],
      strategies: { [CARL]: 'saveTyres' },
    });
    expect(s.turn?.seat).toBe(ALAN);
    s = alanPlaysFive(s);
    s = act(s, ALAN, { type: 'lapTest', with: low1 }); // purple, in the braking section: 1 point
    s = act(s, ALAN, { type: 'lapTest', with: low2 }); // blue, in the curve: 2 points; green would need 2 more
    expect(s.queue[17]).toEqual(['p1', 'p0', 'p2']);
    expect(s.battle).toBeNull();
    expect(s.turn?.seat).toBe(CARL); // blue plays now, without a battle
    // Carl unlaps himself for 2 and stops behind Bob (the same lap blocks in a curve)
    const c3 = cardOf('movement', 3, 43 - 3);
    give(s, CARL, [c3]);
    setTarget(s, CARL, cardWithTest(90));
    s = act(s, CARL, { type: 'draw', from: 'deck' });
    s = act(s, CARL, { type: 'play', cards: [c3], pay: [], tests: [{ card: c3, with: c3 }], top: null });
    expect(lapsDown(s, car(s, 'p2'))).toBe(0);
    // purple (it cannot unlap itself: stops behind red), then, play come round to the Parabolica
    // again, Bob, in front of the leader: last
    expect(s.queue[17]).toEqual(['p1', 'p2', 'p0', 'slow1']);
    expect(car(s, 'slow1').moved).toBe(true);
    expect(s.turn?.seat).toBe(BOB);
  });

  it('F90-E15 (Abb. 4): a failed lapping test stops red behind blue, no damage; blue may then battle green', () => {
    s = scene({
      sections: { 15: ['p0'], 17: ['p1', 'p2'], 5: ['p3'] },
      laps: { p0: 1 },
      waiting: ['p0', 'p1', 'p2'],
    });
    const damage = s.players[ALAN].damage.red + s.players[ALAN].damage.brown;
    s = alanPlaysFive(s);
    expect(s.turn?.lapping).toBe('p2');
    s = act(s, ALAN, { type: 'lapTest', with: high });
    expect(s.players[ALAN].target).toBe(high);
    expect(s.players[ALAN].damage.red + s.players[ALAN].damage.brown).toBe(damage);
    expect(s.queue[17]).toEqual(['p1', 'p2', 'p0']);
    // play comes round to the Parabolica for the cars in front of the leader: a battle blue–green
    expect(s.battle?.group).toEqual(['p1', 'p2']);
    expect(s.battle?.order[0]).toBe('p2'); // blue, the last, declares first
  });
});
