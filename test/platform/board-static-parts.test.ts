/**
 * The static parts of the boards (issue 30: a track drawn once per track and language, see
 * src/http/static-parts.ts): the helper draws a part once per partial, key and language, from
 * nothing of the page but the language, and keeps a bounded number of them; and over robot
 * playouts of every game (its option sets: every track) every board — each seat's and a
 * spectator's, in English and German — drawn with the cached parts is, byte for byte, the board
 * drawn with every part drawn anew from the page's own context. A part that depended on more than
 * its key (the state, a player's name, the choices of the move) would differ.
 */
import Handlebars from 'handlebars';
import { allGames } from '../../src/games/registry';
import type { AnyGameModule } from '../../src/engine/contract';
import { Prng, seedPrng } from '../../src/engine/prng';
import { setupGame } from '../../src/engine/replay';
import { staticParts, type StaticPart } from '../../src/engine/static-part';
import { registerHelpers } from '../../src/http/view-helpers';
import { STATIC_PARTS_MAX } from '../../src/http/static-parts';
import { drawBoard } from '../support/board';
import { NAMES } from '../support/text';
import { optionSets } from './controls';

/**
 * A board is compared at every EVERY-th state of a playout of at most MOVES moves (every track
 * and option set is played; 14,442 boards of every game, seat and language were compared once
 * when the static parts came, issue 30).
 */
const EVERY = 30;
const MOVES = 180;

describe('{{staticPart}}', () => {
  function env(cache = true) {
    const hb = Handlebars.create();
    registerHelpers(hb, { staticParts: { cache } });
    hb.registerPartial('games/x/ground', hb.compile('{{!-- a comment line --}}\n    <g id="{{id}}">{{t "site.nav.rules"}}</g>\n    <g>{{@root.names.[0]}}</g>\n'));
    return hb.compile('<svg>\n    {{staticPart part}}\n    <rect/>\n</svg>');
  }

  it('draws a part once per key and language, standing for the lines of its partial', () => {
    let built = 0;
    const part = staticParts('games/x/ground', (key) => {
      built++;
      return { id: key };
    });
    expect(part('a')).toBe(part('a'));
    const page = env();
    const draw = (key: string, lang: string) => page({ part: part(key), lang, names: ['Anna'] });
    const first = draw('a', 'en');
    expect(first).toBe('<svg>\n    <g id="a">Rules</g>\n    <g></g>\n    <rect/>\n</svg>');
    expect(draw('a', 'en')).toBe(first);
    expect(built).toBe(1);
    expect(draw('a', 'de')).toContain('<g id="a">Regeln</g>');
    expect(draw('b', 'en')).toContain('<g id="b">');
    expect(built).toBe(3);
  });

  it('draws from nothing of the page but the language: without the cache the page leaks in', () => {
    const part = staticParts('games/x/ground', (key) => ({ id: key }));
    expect(env(true)({ part: part('a'), lang: 'en', names: ['Anna'] })).not.toContain('Anna');
    expect(env(false)({ part: part('a'), lang: 'en', names: ['Anna'] })).toContain('<g>Anna</g>');
  });

  it('keeps at most STATIC_PARTS_MAX parts, the least recently used going first', () => {
    const built: string[] = [];
    const part = staticParts('games/x/ground', (key) => {
      built.push(key);
      return { id: key };
    });
    const page = env();
    const draw = (key: string) => page({ part: part(key), lang: 'en' });
    for (let i = 0; i < STATIC_PARTS_MAX; i++) draw(`k${i}`);
    draw('k0'); // used again: now the most recent
    draw('new'); // the cache is full: k1 goes
    built.length = 0;
    draw('k0');
    draw('k2');
    expect(built).toEqual([]);
    draw('k1');
    expect(built).toEqual(['k1']);
  });
});

/** Every static part a board context holds. */
function partsOf(x: unknown, out: StaticPart[] = []): StaticPart[] {
  if (Array.isArray(x)) x.forEach((y) => partsOf(y, out));
  else if (x && typeof x === 'object') {
    const o = x as Partial<StaticPart>;
    if (typeof o.partial === 'string' && typeof o.key === 'string' && typeof o.context === 'function') out.push(o as StaticPart);
    else Object.values(x).forEach((y) => partsOf(y, out));
  }
  return out;
}

/** The games to play: each option set (every track), at the fewest and the most seats in turn; Kraftwagen also under its older rules (other Grand Prix tracks). */
function configurations(mod: AnyGameModule): { seats: number; options: Record<string, unknown>; rulesVersion?: number }[] {
  const out: { seats: number; options: Record<string, unknown>; rulesVersion?: number }[] = optionSets(mod).map((options, i) => ({ seats: i % 2 ? mod.meta.maxSeats : mod.meta.minSeats, options }));
  for (let v = 1; v < mod.meta.rulesVersion; v++) out.push({ seats: mod.meta.minSeats, options: {}, rulesVersion: v });
  return out;
}

describe.each(allGames().map((m) => [m.meta.id, m] as const))('%s', (_id, mod) => {
  it.each(configurations(mod).map((c, i) => [JSON.stringify(c), c, i] as const))('boards with cached static parts are the boards drawn anew: %s', (_name, config, i) => {
    const seed = 9100 + 37 * i;
    const random = new Prng(seedPrng(seed));
    const names = NAMES.slice(0, config.seats);
    let state = setupGame(mod, { seed, seats: config.seats, options: config.options, rulesVersion: config.rulesVersion });
    let boards = 0;
    const keys = new Set<string>();
    for (let n = 0; n < MOVES; n++) {
      const toAct = mod.toAct(state);
      if (n % EVERY === 0 || !toAct.length) {
        for (const viewer of [...Array.from({ length: config.seats }, (_x, s) => s), null]) {
          for (const lang of ['en', 'de'] as const) {
            const cached = drawBoard(mod, state, viewer, { names, lang });
            const fresh = drawBoard(mod, state, viewer, { names, lang, staticCache: false });
            if (cached.html !== fresh.html) throw new Error(`move ${n}, ${viewer === null ? 'a spectator' : `seat ${viewer}`}, ${lang}: the cached board differs from the board drawn anew`);
            boards++;
          }
        }
        for (const p of partsOf(mod.boardContext(mod.view(state, null), null, null))) keys.add(`${p.partial} ${p.key}`);
      }
      if (!toAct.length) break;
      state = mod.apply(state, toAct[0], mod.robotMove(state, toAct[0], random, 'beginner'));
    }
    expect(boards).toBeGreaterThan(0);
    // every game draws its track as a static part
    expect(keys.size).toBeGreaterThan(0);
  });
});
