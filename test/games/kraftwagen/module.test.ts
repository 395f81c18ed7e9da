/** The module surface: meta, schemas, registry, view, log lines, labels, robot, barriers. */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { applyChecked, IllegalMoveError } from '../../../src/engine/replay';
import { findGame } from '../../../src/games/registry';
import { mod, play, started, turnOf } from './helpers';

const names = ['Anna', 'Ben', 'Cleo', 'Dora'];

describe('meta and schemas', () => {
  it('meta, registry, options', () => {
    expect(mod.meta).toMatchObject({ id: 'kraftwagen', title: 'Kraftwagen', minSeats: 2, maxSeats: 4, rulesVersion: 1 });
    expect(findGame('kraftwagen')).toBe(mod);
    expect(mod.boardPartial).toBe('games/kraftwagen/board');
    expect(mod.optionsSchema.parse({})).toEqual({ special: false });
    expect(mod.optionsSchema.safeParse({ turbo: true }).success).toBe(false);
  });
  it('moves', () => {
    expect(mod.moveSchema.safeParse({ type: 'tile', tile: 'T10' }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'tile', tile: 'T11' }).success).toBe(false);
    expect(mod.moveSchema.safeParse({ type: 'price', price: 8, boost: 'horch2' }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'benz', pref: null }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'end', x: 1 }).success).toBe(false);
  });
  it('applyChecked names the broken rule; apply never changes its input', () => {
    const s = started(3);
    const other = (s.current + 1) % 3;
    expect(() => applyChecked(mod, s, other, { type: 'end' })).toThrow(IllegalMoveError);
    try {
      applyChecked(mod, s, s.current, { type: 'end' });
    } catch (e) {
      expect((e as IllegalMoveError).rule).toBe('Ein Aktionsplättchen nehmen');
    }
    const copy = JSON.parse(JSON.stringify(s));
    mod.apply(s, s.current, mod.legalMoves(s, s.current)[0]);
    expect(s).toEqual(copy);
  });
});

describe('view, log lines, labels', () => {
  it('own money and tiles only for the owner; counts for the others; all at the end', () => {
    const s = started(3);
    s.players[1].tiles.push({ k: 'w', v: 5 });
    const v0 = mod.view(s, 0);
    expect(v0.players[1].total).toBeNull();
    expect(v0.players[1].tiles).toBeNull();
    expect(v0.players[1].tileCount).toBe(s.players[1].tiles.length);
    expect(mod.view(s, 1).players[1].total).toBe(5 + s.players[1].tiles.slice(0, -1).reduce((n, t) => n + t.v, 0));
    expect(mod.view(s, null).players.every((p) => p.total === null)).toBe(true);
    expect(mod.view(s, null, true).players[1].total).not.toBeNull();
    expect(JSON.stringify(v0)).not.toMatch(/"prng"|"specialStacks"/);
  });
  it('log lines name money only for the one who gains it', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    const s = play(s0, { type: 'tile', tile: 'T5' });
    const move = { type: 'buyer' as const, pref: 'body' as const };
    const after = play(s, move);
    const ctx = { before: s, after, seat: 0, move, names };
    expect(mod.logLine({ ...ctx, viewer: 0 })).toContain('Anna gains 2 money.');
    expect(mod.logLine({ ...ctx, viewer: 1 })).toContain('Anna takes 1 face-down tile.');
    expect(mod.logLine({ ...ctx, viewer: 1 })).not.toMatch(/money/);
    expect(mod.moveLabel(mod.view(s, 0), move)).toBe('Activate a body buyer (+2)');
  });
  it('"an engine buyer", "a body buyer": the article fits the word', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    const s = play(s0, { type: 'tile', tile: 'T5' });
    const move = { type: 'buyer' as const, pref: 'engine' as const };
    expect(mod.moveLabel(mod.view(s, 0), move)).toBe('Activate an engine buyer (+1)');
    const after = play(s, move);
    expect(mod.logLine({ before: s, after, seat: 0, move, viewer: null, names })).toMatch(/^Anna activates an engine buyer on field 1\./);
  });
  it('every legal move has a label and every move a log line, through a whole game', () => {
    let s = mod.setup(5, 4, { special: true });
    const rnd = new Prng(seedPrng(5));
    let n = 0;
    while (s.phase !== 'finished') {
      const seat = s.current;
      const v = mod.view(s, seat);
      for (const m of mod.legalMoves(s, seat)) expect(mod.moveLabel(v, m).length).toBeGreaterThan(3);
      const move = mod.robotMove(s, seat, rnd);
      const after = mod.apply(s, seat, move);
      expect(mod.logLine({ before: s, after, seat, move, viewer: null, names }).length).toBeGreaterThan(5);
      s = after;
      n++;
    }
    expect(n).toBeGreaterThan(50);
    expect(mod.outcome(s).summary).toMatch(/wins|share/);
  });
  it('undo barriers: the end of a turn and a revealed research card; not a plain step', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    const s1 = play(s0, { type: 'tile', tile: 'T9' });
    expect(mod.undoBarrier(s0, s1, 0, { type: 'tile', tile: 'T9' })).toBe(false);
    const end = { type: 'end' as const };
    let s = s1;
    while (s.turn.stage !== 'market') s = play(s, mod.legalMoves(s, 0)[0]);
    expect(mod.undoBarrier(s, play(s, end), 0, end)).toBe(true);
  });
});
