/**
 * Hidden information: in yucata's Automobiles everything is open (every bag's contents too)
 * except the order of the dice in the bags — and that order exists nowhere: a bag is a count per
 * colour, a draw is decided by the PRNG when it happens, and the PRNG never reaches a view. So a
 * view (and a log line) must be the same for every PRNG state, and the same state must be able to
 * draw differently.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { cloneState } from '../../../src/games/automobiles/rules/state';
import type { AutoState } from '../../../src/games/automobiles/rules/state';
import { activate, mod, stateWith } from './helpers';

const names = ['Anna', 'Ben', 'Cleo', 'Dora'];

function twin(s: AutoState, rnd: Prng): AutoState {
  const t = cloneState(s);
  t.prng = [rnd.int(2 ** 32), rnd.int(2 ** 32), rnd.int(2 ** 32), rnd.int(2 ** 32)];
  return t;
}

describe('no hidden information in views and log lines', () => {
  it.each([2, 3, 4])('%i seats: views and log lines are blind to the PRNG', (seats) => {
    const rnd = new Prng(seedPrng(500 + seats));
    let views = 0;
    let lines = 0;
    let betweenRaces = 0;
    // The third game: a race season with the expansion's cards and drivers (its sponsors still face down are a set, drawn when revealed: nothing to hide either).
    for (let g = 0; g < 3; g++) {
      const options = mod.optionsSchema.parse({ cardSet: ['random', 'experten', 'randomAll'][g], laps: 1, beschleunigt: g === 1, ...(g === 2 ? { season: '3' } : {}) });
      let s = mod.setup(g * 17 + seats, seats, options);
      let steps = 0;
      while (s.phase !== 'finished' && steps < (g === 2 ? 3000 : 400)) {
        for (const v of [...Array.from({ length: seats }, (_, i) => i), null]) {
          const view = mod.view(s, v);
          const json = JSON.stringify(view);
          expect(json).not.toMatch(/"prng"/);
          for (const n of s.prng) expect(json).not.toContain(String(n));
          if (steps % 7 === 0) expect(mod.view(twin(s, rnd), v)).toEqual(view);
          views++;
        }
        const actors = mod.toAct(s);
        const seat = actors[rnd.int(actors.length)];
        const move = mod.robotMove(s, seat, rnd);
        const after = mod.apply(s, seat, move);
        if (JSON.stringify(after.prng) === JSON.stringify(s.prng)) {
          // Nothing drawn: the line must not depend on the PRNG either.
          const tb = twin(s, rnd);
          const ta = mod.apply(tb, seat, move);
          for (const v of [0, null]) {
            expect(mod.logLine({ before: tb, after: ta, seat, move, viewer: v })).toEqual(mod.logLine({ before: s, after, seat, move, viewer: v }));
            lines++;
          }
        }
        if (after.phase === 'sponsors') betweenRaces++;
        s = after;
        steps++;
      }
    }
    expect(betweenRaces).toBeGreaterThan(0);
    expect(views).toBeGreaterThan(300);
    expect(lines).toBeGreaterThan(50);
  });

  it('the bag is a count per colour: the same state draws differently under different PRNG states', () => {
    const s = stateWith({ cards: ['turbo'], players: [{ active: { green: 1 }, bag: { white: 3, black: 3, yellow: 3 } }] });
    const rnd = new Prng(seedPrng(9));
    const outcomes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const p = mod.apply(twin(s, rnd), 0, activate('green')).players[0];
      outcomes.add(JSON.stringify(p.active.map((n, c) => n + p.discard[c])));
    }
    expect(outcomes.size).toBeGreaterThan(2);
    expect(mod.view(s, 1).players[0].bag).toEqual([3, 0, 0, 3, 3, 0, 0, 0, 0, 0]);
    expect(Object.keys(mod.view(s, 1).players[0]).sort()).not.toContain('order');
  });
});
