/**
 * Hidden information: the money tiles each player holds face down, the order of the research
 * deck and of the special-tile stacks, the PRNG. A view (and a log line of a move that turns up
 * nothing) must be the same for every state that differs only in what the reader may not know.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import type { KwState } from '../../../src/games/kraftwagen/rules/state';
import { mod } from './helpers';

const names = ['Anna', 'Ben', 'Cleo', 'Dora'];

/** The same state but other values of the tiles of every seat except `keep`, another deck order, another PRNG. */
function twin(s: KwState, keep: number | null, rnd: Prng): KwState {
  const t = JSON.parse(JSON.stringify(s)) as KwState;
  t.players.forEach((p, i) => {
    if (i !== keep) p.tiles = p.tiles.map((x) => ({ ...x, v: x.v + 1 + rnd.int(9) }));
  });
  t.deck = rnd.shuffle(t.deck);
  t.specialStacks = t.specialStacks.map((st) => rnd.shuffle(st));
  t.prng = [rnd.int(2 ** 32), rnd.int(2 ** 32), rnd.int(2 ** 32), rnd.int(2 ** 32)];
  return t;
}

describe('no hidden information in views and log lines', () => {
  it.each([2, 3, 4])('%i seats: views and log lines are blind to hidden facts', (seats) => {
    const rnd = new Prng(seedPrng(900 + seats));
    let views = 0;
    let lines = 0;
    for (let g = 0; g < 2; g++) {
      let s = mod.setup(g * 13 + seats, seats, { special: g === 1 });
      let step = 0;
      while (s.phase !== 'finished') {
        if (step % 3 === 0) {
          for (const v of [...Array.from({ length: seats }, (_, i) => i), null]) {
            const view = mod.view(s, v);
            const json = JSON.stringify(view);
            expect(json).not.toMatch(/"prng"|"specialStacks"/);
            expect(mod.view(twin(s, v, rnd), v)).toEqual(view);
            views++;
          }
        }
        const seat = s.current;
        const move = rnd.int(3) === 0 ? mod.legalMoves(s, seat)[rnd.int(mod.legalMoves(s, seat).length)] : mod.robotMove(s, seat, rnd, 'beginner');
        const after = mod.apply(s, seat, move);
        const revealed = mod.undoBarrier(s, after, seat, move) && move.type !== 'end' && move.type !== 'start' && move.type !== 'benz';
        if (!revealed && JSON.stringify(after.prng) === JSON.stringify(s.prng)) {
          for (const v of [...Array.from({ length: seats }, (_, i) => i), null]) {
            if (v === seat) continue;
            const tb = twin(s, v, rnd);
            tb.deck = s.deck.slice();
            tb.specialStacks = s.specialStacks.map((x) => x.slice());
            tb.prng = s.prng;
            const ta = mod.apply(tb, seat, move);
            expect(mod.logLine({ before: tb, after: ta, seat, move, viewer: v })).toEqual(mod.logLine({ before: s, after, seat, move, viewer: v }));
            lines++;
          }
        }
        s = after;
        step++;
      }
      // After the end everything is open.
      expect(mod.view(s, null).players.every((p) => p.total !== null)).toBe(true);
    }
    expect(views).toBeGreaterThan(100);
    expect(lines).toBeGreaterThan(100);
  });
});
