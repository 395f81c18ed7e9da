/**
 * The lapping figures of Formula 90 („ÜBERRUNDUNG AUFHEBEN", „BEISPIEL", Abb. 1–4; analysis
 * F90-E12 … E15), at Monza: the Ascari (braking 12, curve 13, straight 14) and the Parabolica
 * (braking 16, curve 17). Alan (red) leads a lap ahead of the others. The replays the rules page
 * shows (data/examples.ts 'lapping-1', 'lapping-3', 'lapping-4'), with the rule book's outcome.
 */
import { LAPPING } from '../../../src/games/formula-90/data/examples';
import { lapsDown, car } from '../../../src/games/formula-90/rules/order';
import { ALAN, BOB, CARL } from './helpers';
import { replayExample } from './examples';

describe('Formula 90 — lapping (Abb. 1–4)', () => {
  it('F90-E12 (Abb. 1): the leader tests before each car he laps: 1 + 1 + 1 + 2 points', () => {
    const s = replayExample('lapping-1');
    expect(s[0].turn?.seat).toBe(ALAN);
    expect(s[2].turn?.step).toBe('lapTest'); // 1 point into the braking section, then the test
    expect(s[2].turn?.lapping).toBe('slow1');
    expect(s[3].players[ALAN].target).toBe(LAPPING.low1); // the test card replaces the target
    expect(s[3].turn?.lapping).toBe('p2'); // 1 point to lap, 1 into the curve, test again
    expect(s[4].queue[13]).toEqual(['p0', 'p2']); // 2 points to lap in the curve: all 5 spent
    expect(lapsDown(s[4], car(s[4], 'slow1'))).toBe(1);
    expect(lapsDown(s[4], car(s[4], 'p2'))).toBe(1);
  });

  it('F90-E13 (Abb. 2): blue unlaps himself in the curve for 2 and goes on; the robot never unlaps itself', () => {
    const s = replayExample('lapping-1');
    expect(s[4].turn?.seat).toBe(CARL);
    const end = s[6];
    expect(end.queue[14]).toEqual(['p2']);
    expect(lapsDown(end, car(end, 'p2'))).toBe(0); // the "-1 lap" tile is removed
    // the purple robot: 2 + 2 from its green line, but it stops behind red and keeps its lap down
    expect(end.queue[13]).toEqual(['p0', 'slow1']);
    expect(lapsDown(end, car(end, 'slow1'))).toBe(1);
    expect(end.box).toBe(8); // it was the last to play: the next round began
  });

  it('F90-E14 (Abb. 3): lapped purple and blue, not green; no battle blue–green across red; Bob plays last', () => {
    const s = replayExample('lapping-3');
    expect(s[0].turn?.seat).toBe(ALAN);
    // purple, in the braking section: 1 point; blue, in the curve: 2 points; green would need 2 more
    expect(s[4].queue[17]).toEqual(['p1', 'p0', 'p2']);
    expect(s[4].battle).toBeNull();
    expect(s[4].turn?.seat).toBe(CARL); // blue plays now, without a battle
    // Carl unlaps himself for 2 and stops behind Bob (the same lap blocks in a curve)
    const end = s[6];
    expect(lapsDown(end, car(end, 'p2'))).toBe(0);
    // purple (it cannot unlap itself: stops behind red), then, play come round to the Parabolica
    // again, Bob, in front of the leader: last
    expect(end.queue[17]).toEqual(['p1', 'p2', 'p0', 'slow1']);
    expect(car(end, 'slow1').moved).toBe(true);
    expect(end.turn?.seat).toBe(BOB);
  });

  it('F90-E15 (Abb. 4): a failed lapping test stops red behind blue, no damage; blue may then battle green', () => {
    const s = replayExample('lapping-4');
    const damage = (i: number) => s[i].players[ALAN].damage.red + s[i].players[ALAN].damage.brown;
    expect(s[2].turn?.lapping).toBe('p2');
    const end = s[3];
    expect(end.players[ALAN].target).toBe(LAPPING.high);
    expect(damage(3)).toBe(damage(0));
    expect(end.queue[17]).toEqual(['p1', 'p2', 'p0']);
    // play comes round to the Parabolica for the cars in front of the leader: a battle blue–green
    expect(end.battle?.group).toEqual(['p1', 'p2']);
    expect(end.battle?.order[0]).toBe('p2'); // blue, the last, declares first
  });
});
