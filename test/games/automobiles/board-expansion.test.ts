/**
 * The board and the page's move composition through whole games of the expansion (drivers, the
 * V12-Motor's cars behind, Adrenalin's and the drivers' car drives): at every step the board of
 * every seat and of a spectator renders, and every legal move has parts and a label. The
 * messages are checked against the English and German catalogues (every key exists in both).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { registerHelpers } from '../../../src/http/view-helpers';
import { registerGamePartials, registerSitePartials } from '../../support/board';
import type { StaticPart } from '../../../src/engine/static-part';
import { composeMoves as compose, shapeMoves, stepContextOf } from '../../support/shaped';
import { Prng, deriveSeed, seedPrng } from '../../../src/engine/prng';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import en from '../../../src/games/automobiles/messages/en.json';
import de from '../../../src/games/automobiles/messages/de.json';
import { mod } from './helpers';

const TEMPLATE = Handlebars.compile(readFileSync(path.join(__dirname, '../../../views/games/automobiles/board.hbs'), 'utf8'), { strict: false });
registerHelpers(Handlebars);
registerSitePartials(Handlebars);
registerGamePartials(Handlebars, mod.boardPartial);

/** Every "automobiles.<key>" a value names (messages nest as parameters). */
function keysOf(x: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(x)) x.forEach((y) => keysOf(y, out));
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (typeof o.key === 'string' && o.key.startsWith('automobiles.')) out.add(o.key.slice('automobiles.'.length));
    Object.values(o).forEach((y) => keysOf(y, out));
  }
  return out;
}

function check(state: AutoState, keys: Set<string>): void {
  // The seat acting (the one with moves to compose), another seat and a spectator.
  const acting = mod.toAct(state)[0] ?? 0;
  for (const viewer of [acting, (acting + 1) % state.seats, null]) {
    const view = mod.view(state, viewer);
    const legal = viewer === null ? [] : mod.legalMoves(state, viewer);
    const moves = shapeMoves(mod, view, legal);
    const ctx = mod.boardContext(view, viewer, stepContextOf(moves));
    TEMPLATE(ctx, { data: { root: { moveAction: '/games/1/move', csrfToken: 't', seq: 1, compose: compose(moves, []), lang: 'en', names: ['A', 'B', 'C', 'D'] } } } as never);
    keysOf(ctx, keys);
    // and the words of the track, a static part of the board
    keysOf((ctx.track as { ground: StaticPart }).ground.context(), keys);
    keysOf(moves, keys);
  }
}

const everSeen = new Set<string>();

describe('the board through games of the expansion', () => {
  it.each([
    ['gemischt', 'daytona', false, 'off'],
    ['randomExpansion', 'tucson', true, 'off'],
    ['randomAll', 'montecarlo', false, 'off'],
    ['randomAll', 'stadtkurs', false, '3'],
  ] as const)('%s on %s (accelerated: %s), drivers, season %s: every step renders for the seat acting, another and a spectator', (cardSet, track, beschleunigt, season) => {
    const keys = new Set<string>();
    let s = mod.setup(31, 4, mod.optionsSchema.parse({ cardSet, track, laps: 1, drivers: true, beschleunigt, season }));
    const seen = new Set<string>();
    for (let seq = 0; seq < 3000 && s.phase !== 'finished'; seq++) {
      check(s, keys);
      if (s.interlude) seen.add('interlude');
      if (s.turn.pending?.path?.car) seen.add(`drive:${s.turn.pending.card}`);
      if (s.turn.pending?.card === 'driver') seen.add(`driver:${s.turn.pending.stage}`);
      if (s.draft) seen.add('draft');
      if (s.phase === 'sponsors') seen.add(s.season!.pick!.effect ? `sponsor:${s.season!.pick!.effect.stage}` : 'sponsor:choose');
      const seat = mod.toAct(s)[0];
      s = mod.apply(s, seat, mod.robotMove(s, seat, new Prng(seedPrng(deriveSeed(31, seq)))));
    }
    check(s, keys);
    expect(s.phase).toBe('finished');
    expect(seen.has('draft')).toBe(true);
    for (const x of seen) everSeen.add(x);
    for (const k of keys) {
      expect([k, k in en]).toEqual([k, true]);
      expect([k, k in de]).toEqual([k, true]);
    }
  });
  it('those games met the draft, the V12-Motor interlude, the car drives, the drivers\' questions and the sponsors', () => {
    for (const x of ['draft', 'interlude', 'drive:v12', 'drive:driver', 'driver:extra', 'driver:wear', 'driver:settle', 'sponsor:choose', 'sponsor:standard']) expect([x, everSeen.has(x)]).toEqual([x, true]);
  });
});

describe('the log of a turn that waits after the move', () => {
  it('says what happened and that a bonus drive follows — no wear or draws that have not happened yet', () => {
    let s = mod.setup(31, 4, mod.optionsSchema.parse({ cardSet: 'gemischt', laps: 1, drivers: true }));
    let found = 0;
    for (let seq = 0; seq < 3000 && s.phase !== 'finished' && found < 3; seq++) {
      const seat = mod.toAct(s)[0];
      const move = mod.robotMove(s, seat, new Prng(seedPrng(deriveSeed(31, seq))));
      const after = mod.apply(s, seat, move);
      if (move.type === 'endTurn' && after.turn.pending && after.current === s.current && ['bonus', 'wear'].includes(after.turn.step ?? '')) {
        const line = mod.logLine!({ before: s, after, seat, move, viewer: null });
        expect(line).toMatchObject({ key: 'automobiles.log.end.waiting', params: { step: after.turn.step } });
        found++;
      }
      s = after;
    }
    expect(found).toBeGreaterThan(0);
  });
});
