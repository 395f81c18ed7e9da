/**
 * The result („RENNENDE"): seats ranked by their cars' places in the classification (race order,
 * then cars out of the race, the latest out first); the score is the number of cars beaten.
 */
import { lastBox, trackOf } from '../../../src/games/formula-90/data/tracks';
import { car } from '../../../src/games/formula-90/rules/order';
import { classification } from '../../../src/games/formula-90/rules/race';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { outcome } from '../../../src/games/formula-90/rules/outcome';
import { ALAN, BOB, CARL, DIRK, examplePlayers, midRace } from './helpers';
import { OPTIONS, playRace } from './random-race';

const LAST = lastBox(trackOf('monza'));

/** A finished race: the cars placed as given, the others out in the order listed (first out first). */
function finished(sections: Record<number, string[]>, out: string[], laps: Record<string, number> = {}): F90State {
  const s = midRace({ sections, laps, waiting: [], box: LAST });
  out.forEach((id, i) => (car(s, id).outOrder = i + 1));
  s.outCount = out.length;
  expect(s.phase).toBe('over');
  return s;
}

describe('Formula 90 outcome', () => {
  it('is not finished before the race is over', () => {
    expect(outcome(examplePlayers())).toEqual({ finished: false });
    playRace(3, 3, OPTIONS, (s) => {
      if (s.phase !== 'over') expect(outcome(s).finished).toBe(false);
    });
  });

  it('a robot wins the race: the best-placed player is first among the seats; cars out count behind, the latest out first', () => {
    // Race order: slow1, Carl, Alan, fast1, Bob; then out: slow2 (third out), Dirk (second), fast2 (first).
    const s = finished({ 10: ['slow1', 'p2'], 5: ['p0', 'fast1'], 3: ['p1'] }, ['fast2', 'p3', 'slow2']);
    expect(classification(s)).toEqual(['slow1', 'p2', 'p0', 'fast1', 'p1', 'slow2', 'p3', 'fast2']);
    const o = outcome(s);
    expect(o.finished).toBe(true);
    expect(o.ranks).toEqual([2, 3, 1, 4]);
    // cars beaten (8 cars): Alan 3rd → 5, Bob 5th → 3, Carl 2nd → 6, Dirk 7th → 1
    expect(o.scores).toEqual([5, 3, 6, 1]);
    expect(o.summary).toEqual({
      key: 'formula-90.outcome.summaryRobot',
      params: { robot: { key: 'formula-90.robot.slow' }, winner: { seat: CARL }, place: 2 },
    });
  });

  it('a player wins: the leader at the end of the last round, a lap ahead counting first', () => {
    // Bob is a lap ahead of everybody although he stands in an earlier section.
    const s = finished({ 12: ['p0', 'fast1', 'fast2'], 4: ['p1', 'p3'], 2: ['slow1', 'p2', 'slow2'] }, [], { p1: 1 });
    const o = outcome(s);
    expect(classification(s)[0]).toBe('p1');
    expect(o.ranks![BOB]).toBe(1);
    expect(o.ranks![ALAN]).toBe(2);
    expect(o.ranks![DIRK]).toBe(3);
    expect(o.ranks![CARL]).toBe(4);
    expect(o.scores![BOB]).toBe(7);
    expect(o.summary).toEqual({ key: 'formula-90.outcome.summary', params: { winner: { seat: BOB } } });
  });

  it('random races: ranks are a permutation of the seats, consistent with the scores and the classification', () => {
    for (const [seed, seats] of [
      [1, 2],
      [2, 4],
      [3, 5],
      [4, 6],
    ]) {
      const s = playRace(seed, seats, OPTIONS, () => undefined);
      expect(s.phase).toBe('over');
      const o = outcome(s);
      expect([...o.ranks!].sort()).toEqual(Array.from({ length: seats }, (_, i) => i + 1));
      const order = classification(s);
      for (let a = 0; a < seats; a++) {
        expect(o.scores![a]).toBe(order.length - 1 - order.indexOf(s.players[a].car));
        for (let b = 0; b < seats; b++) if (o.ranks![a] < o.ranks![b]) expect(o.scores![a]).toBeGreaterThan(o.scores![b]);
      }
      const first = s.cars.find((c) => c.id === order[0])!;
      expect((o.summary as { key: string }).key).toBe(first.seat === null ? 'formula-90.outcome.summaryRobot' : 'formula-90.outcome.summary');
    }
  });
});
