/**
 * Rules version 3 (issue 14): the Grand Prix track has 6 fields. „Wertung des
 * Grand-Prix-Rennens": the lap table scores 1 to 5 laps and more per race; in the two-player rules
 * („Bei zwei Spielern gelten …") the neutral cars stand on fields 3 and 6, so 6 is the shortest
 * track the text allows. Versions 1 and 2 keep 16 and 8 fields.
 */
import { lapPoints, trackFields } from '../../../src/games/kraftwagen/data/grand-prix';
import { drive } from '../../../src/games/kraftwagen/rules/grand-prix';
import { mod, started } from './helpers';

describe('„Wertung des Grand-Prix-Rennens" (rules version 3): a 6-field track', () => {
  it('6 fields from version 3; 8 under version 2, 16 under version 1; new games start under version 3', () => {
    expect([trackFields(1), trackFields(2), trackFields(3)]).toEqual([16, 8, 6]);
    expect(mod.meta.rulesVersion).toBe(3);
    expect(started(2).rules).toBe(3);
    const s = started(3, false, 7, 3);
    for (const p of s.players) p.car = null;
    s.players[0].car = { lap: 0, field: 5 };
    drive(s, 0, 2);
    expect(s.players[0].car).toEqual({ lap: 1, field: 1 });
    const v2 = started(3, false, 7, 2);
    for (const p of v2.players) p.car = null;
    v2.players[0].car = { lap: 0, field: 5 };
    drive(v2, 0, 2);
    expect(v2.players[0].car).toEqual({ lap: 0, field: 7 });
  });

  /**
   * The arithmetic of the rules page, two players: the neutral cars on 3 and 6 are skipped, so a
   * lap is four counted steps (fields 1, 2, 4, 5) and the first lap is complete after five steps
   * from the pit lane.
   */
  it.each([
    ['round 1: 3 moves with a 2-engine', 1, [2, 2, 2]],
    ['round 1: 2 moves with a 3-engine', 1, [3, 3]],
    ['round 2: 3 moves with a 3-engine', 2, [3, 3, 3]],
    ['round 2: 3 moves with a 5-engine', 3, [5, 5, 5]],
    ['round 3: 2 moves with a 7-engine', 3, [7, 7]],
    ['round 3: 3 moves with a 7-engine', 5, [7, 7, 7]],
    ['round 3: 3 moves with a 7-engine and the instant card (5)', 6, [7, 7, 7, 5]],
  ])('%s → %d lap(s)', (_name, laps, moves) => {
    const s = started(2, false, 7, 3);
    s.players[0].car = null;
    s.players[1].car = null;
    for (const n of moves) drive(s, 0, n);
    expect(s.players[0].car!.lap).toBe(laps);
    expect(lapPoints(laps)).toBe([0, 1, 3, 5, 6, 7, 8][laps]);
  });

  it('three or four players, nobody else on the track: a lap is six steps', () => {
    const s = started(4, false, 7, 3);
    for (const p of s.players) p.car = null;
    drive(s, 0, 6);
    expect(s.players[0].car).toEqual({ lap: 0, field: 6 });
    drive(s, 0, 1);
    expect(s.players[0].car).toEqual({ lap: 1, field: 1 });
  });
});
