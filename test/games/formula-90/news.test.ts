/**
 * „Since your last visit" for Formula 90: over a robot race every player learns his grid place,
 * the position battles he fought, the cars that overtook his and his place at the finish; nobody
 * gets news of another player's car, and a spectator gets none.
 */
import { formula90Module as mod } from '../../../src/games/formula-90';
import { Prng, seedPrng } from '../../../src/engine/prng';
import type { Msg } from '../../../src/engine/text';

it('tells each player what happened to his car, and only that', () => {
  const seats = 3;
  const random = new Prng(seedPrng(7));
  let state = mod.setup(77, seats, { track: 'monza', short: false, junior: false, reentry: false, advanced: false, trackCards: false, abilities: false, carBuild: false, fuel: false, tyres: false, superfast: false, flags: false, offTrack: false });
  const keys: Record<number, string[]> = { 0: [], 1: [], 2: [] };
  for (let n = 0; n < 5000 && mod.toAct(state).length; n++) {
    const seat = mod.toAct(state)[0];
    const move = mod.robotMove(state, seat, random);
    const after = mod.apply(state, seat, move);
    for (const viewer of [0, 1, 2, null]) {
      const line = mod.news!({ before: state, after, seat, move, viewer }) as Msg | null;
      if (viewer === null) expect(line).toBeNull();
      else if (line) {
        keys[viewer].push(line.key);
        // a car named in a player's news is never his own
        expect(JSON.stringify(line.params ?? {})).not.toContain(`"seat":${viewer}}`);
      }
    }
    state = after;
  }
  for (let v = 0; v < seats; v++) {
    expect(keys[v].filter((k) => k === 'formula-90.news.grid')).toHaveLength(1);
    expect(keys[v].filter((k) => k === 'formula-90.news.over')).toHaveLength(1);
  }
  expect(Object.values(keys).flat()).toEqual(expect.arrayContaining(['formula-90.news.battle', 'formula-90.news.passed']));
});
