/** The module surface: meta, schemas, registry, view, log lines, labels, robot, barriers. */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { applyChecked, IllegalMoveError } from '../../../src/engine/replay';
import { findGame } from '../../../src/games/registry';
import { RuleError } from '../../../src/engine/contract';
import { de, en } from '../../support/text';
import { body, engine, mod, play, setWorkshops, started, turnOf } from './helpers';

const names = ['Anna', 'Ben', 'Cleo', 'Dora'];

describe('meta and schemas', () => {
  it('meta, registry, options', () => {
    expect(mod.meta).toMatchObject({ id: 'kraftwagen', title: 'Kraftwagen', minSeats: 2, maxSeats: 4, rulesVersion: 3 });
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

describe('words in two languages', () => {
  it('the lobby words', () => {
    expect(en(mod.meta.summary)).toMatch(/^Build cars from bodies and engines/);
    expect(de(mod.meta.summary)).toMatch(/^Baue Kraftwagen aus Karosserien und Motoren/);
    const special = mod.meta.optionFields[0];
    expect(en(special.label)).toBe('Special tiles (Sonderplättchen)');
    expect(de(special.label)).toBe('Sonderplättchen');
    expect(de(special.help)).toMatch(/^Ein Sonderplättchen der Spielrunde/);
  });
  it('a refused move names the German rule and says why in the reader\'s language', () => {
    const s = started(3);
    const other = (s.current + 1) % 3;
    let err: unknown;
    try {
      mod.apply(s, other, { type: 'end' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RuleError);
    expect((err as RuleError).rule).toBe('5.2 Zugphase');
    expect(en((err as RuleError).text)).toBe('It is not your turn: the player whose worker is last in the chain acts.');
    expect(de((err as RuleError).text)).toBe('Du bist nicht am Zug: Am Zug ist der Spieler, dessen Arbeiter in der Kette am weitesten hinten steht.');
    try {
      mod.apply(s, s.current, { type: 'end' });
    } catch (e) {
      err = e;
    }
    expect((err as RuleError).rule).toBe('Ein Aktionsplättchen nehmen');
    expect(de((err as RuleError).text)).toBe('Dieser Zug ist jetzt nicht erlaubt.');
  });
  it('parts take the German case and gender', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    setWorkshops(s0, 0, [body(3), engine(4), body(2)]);
    // Body, with every workshop full: which one to clear.
    const s = play(s0, { type: 'tile', tile: 'T3' });
    const v = mod.view(s, 0);
    const move = { type: 'workshop' as const, slot: 1 };
    expect(en(mod.moveLabel(v, move))).toBe('1-body into workshop 2 (clear the 4-engine)');
    expect(de(mod.moveLabel(v, move))).toBe('1er-Karosserie in Werkshalle 2 (ersetzt den 4er-Motor)');
    const part = mod.moveParts!(v, move).parts[0];
    expect(de(part.label)).toBe('Werkshalle 2 (ersetzt den 4er-Motor)');
    expect(de(part.prompt)).toBe('Deine Werkshallen sind belegt: Lege deine 1er-Karosserie in eine davon. Klicke sie an; das Plättchen darin geht zurück in den Vorrat.');
    const line = mod.logLine({ before: s, after: play(s, move), seat: 0, move, viewer: 1 });
    expect(en(line, names)).toMatch(/^Anna puts a 1-body into workshop 2 \(the 4-engine goes back\)\./);
    expect(de(line, names)).toMatch(/^Anna legt eine 1er-Karosserie in Werkshalle 2 \(der 4er-Motor geht zurück in den Vorrat\)\./);
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
    expect(en(mod.logLine({ ...ctx, viewer: 0 }), names)).toContain('Anna gains 2 money.');
    expect(en(mod.logLine({ ...ctx, viewer: 1 }), names)).toContain('Anna takes 1 face-down tile.');
    expect(en(mod.logLine({ ...ctx, viewer: 1 }), names)).not.toMatch(/money/);
    expect(en(mod.moveLabel(mod.view(s, 0), move))).toBe('Activate a body buyer (+2)');
    // The same lines for a German reader.
    expect(de(mod.logLine({ ...ctx, viewer: 0 }), names)).toBe('Anna aktiviert einen Käufer mit Vorliebe Karosserie auf Feld 1. Anna erhält 2 Geld.');
    expect(de(mod.logLine({ ...ctx, viewer: 1 }), names)).toBe('Anna aktiviert einen Käufer mit Vorliebe Karosserie auf Feld 1. Anna erhält 1 verdecktes Plättchen.');
    expect(de(mod.moveLabel(mod.view(s, 0), move))).toBe('Karosserie-Käufer aktivieren (+2)');
  });
  it('"an engine buyer", "a body buyer": the article fits the word', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    const s = play(s0, { type: 'tile', tile: 'T5' });
    const move = { type: 'buyer' as const, pref: 'engine' as const };
    expect(en(mod.moveLabel(mod.view(s, 0), move))).toBe('Activate an engine buyer (+1)');
    const after = play(s, move);
    expect(en(mod.logLine({ before: s, after, seat: 0, move, viewer: null }), names)).toMatch(/^Anna activates an engine buyer on field 1\./);
    // German: the rule text's words, in the right case.
    expect(de(mod.logLine({ before: s, after, seat: 0, move, viewer: null }), names)).toMatch(/^Anna aktiviert einen Käufer mit Vorliebe Motor auf Feld 1\./);
  });
  it('every legal move has a label and every move a log line, through a whole game', () => {
    let s = mod.setup(5, 4, { special: true });
    const rnd = new Prng(seedPrng(5));
    let n = 0;
    while (s.phase !== 'finished') {
      const seat = s.current;
      const v = mod.view(s, seat);
      for (const m of mod.legalMoves(s, seat)) expect(en(mod.moveLabel(v, m)).length).toBeGreaterThan(3);
      const move = mod.robotMove(s, seat, rnd);
      const after = mod.apply(s, seat, move);
      expect(en(mod.logLine({ before: s, after, seat, move, viewer: null }), names).length).toBeGreaterThan(5);
      s = after;
      n++;
    }
    expect(n).toBeGreaterThan(50);
    expect(en(mod.outcome(s).summary, names)).toMatch(/wins|share/);
    expect(de(mod.outcome(s).summary, names)).toMatch(/^(Anna|Ben|Cleo|Dora) gewinnt mit \d+ Geld\.$|teilen sich den Sieg mit je \d+ Geld\.$/);
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
