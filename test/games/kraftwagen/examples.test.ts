/**
 * The worked examples of the rule text (analysis KW-E01..E10) as exact rules tests. Each replays
 * the very data the site shows (src/games/kraftwagen/data/examples.ts): its start position, then
 * every step through the platform's checked apply (the move must be one the seat is offered step
 * by step), with the invariants after each; then the rule book's outcome is checked.
 */
import { applyChecked } from '../../../src/engine/replay';
import { render } from '../../../src/i18n/render';
import { EXAMPLES, exampleById, marionGame, twoPlayerRace } from '../../../src/games/kraftwagen/data/examples';
import { drive } from '../../../src/games/kraftwagen/rules/grand-prix';
import { scoreGrandPrix } from '../../../src/games/kraftwagen/rules/scoring';
import type { KwState, RoundScore } from '../../../src/games/kraftwagen/rules/state';
import { body, engine, giveEngineer, mod, money } from './helpers';

/** The states of an example: its start, then after each step. */
function replay(id: string): KwState[] {
  const e = exampleById(id);
  const states = [e.start()];
  mod.assertInvariants!(states[0]);
  for (const step of e.steps) {
    const s = applyChecked(mod, states[states.length - 1], step.seat, step.move).state as KwState;
    mod.assertInvariants!(s);
    states.push(s);
  }
  return states;
}
const last = <T>(xs: T[]): T => xs[xs.length - 1];

describe('the examples as the site shows them', () => {
  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s: every step legal, its words in both languages, a section of the rules page', (_id, e) => {
    const states = replay(e.id);
    expect(states).toHaveLength(e.steps.length + 1);
    for (const step of e.steps) expect(step.seat).toBe(states[e.steps.indexOf(step)].current);
    for (const lang of ['en', 'de'] as const) {
      for (const text of [e.title, e.intro, ...e.steps.map((s) => s.say)]) {
        const words = render(text, { lang });
        expect(words).not.toMatch(/^kraftwagen\./);
        expect(words.length).toBeGreaterThan(10);
      }
    }
    expect(['setup', 'chain', 'buyers', 'grand-prix', 'market', 'scoring', 'awards', 'research', 'two-players']).toContain(e.section);
  });
});

describe('KW-E01: the start player gets the last start tile', () => {
  it('Marion: two extra workers and a 1-engine in a workshop; research 1/1 without a worker', () => {
    const states = replay('kw-e01');
    const s = last(states);
    const marion = 0;
    expect(states[0].chain[states[0].chain.length - 1]).toBe('P0');
    expect(states[0].startOrder).toEqual([3, 2, 1, 0]);
    expect(s.phase).toBe('turns');
    const p = s.players[marion];
    expect(p.startTile).toBe('S4');
    expect(p.canteen).toBe(6);
    expect(p.workshops).toEqual([engine(1), null, null]);
    expect(p.supply).toBe(14 - 6 - 1 - 1);
    expect(p.devs).toEqual([]);
    const v = mod.view(s, marion);
    expect([v.players[marion].bodyLevel, v.players[marion].engineLevel]).toEqual([1, 1]);
    expect(s.current).toBe(marion);
    // The special start-only actions.
    expect(s.players[3].car).toEqual({ lap: 0, field: 2 });
    expect(s.players[2].gpEngine).toBe(2);
    expect(v.players[2].engineLevel).toBe(1);
  });
});

describe('KW-E02: the last worker acts, maybe several times in a row', () => {
  it('Marion takes Grand Prix, is still last, then Grand Prix + Buyer; then green acts', () => {
    const [s0, s1, s2, s3, s4, s5, s6] = replay('kw-e02');
    expect(s0.chain.slice(-3)).toEqual(['P2', 'T6', 'P0']);
    expect(s1.chain).toEqual(['T6', 'T1', 'T2', 'T3', 'T4', 'T5', 'T8', 'T9', 'T10', 'T7', 'P1', 'P2', 'P0']);
    expect(s1.players[0].car).toEqual({ lap: 0, field: 2 });
    expect(s1.turn.stage).toBe('market');
    expect(s2.current).toBe(0);
    expect(s3.chain).toEqual(['T7', 'T6', 'T1', 'T2', 'T3', 'T4', 'T5', 'T8', 'T9', 'T10', 'P0', 'P1', 'P2']);
    expect(mod.legalMoves(s3, 0).map((m) => m.type)).toEqual(['action', 'action']);
    expect(s4.turn.tasks[0]).toEqual({ k: 'buyer' });
    // The Grand Prix, the only action left, starts by itself; then the market step.
    expect(s5.buyers.map((b) => b.pref)).toEqual(['body']);
    expect(s5.players[0].car).toEqual({ lap: 0, field: 4 });
    expect(s5.turn.stage).toBe('market');
    expect(s6.current).toBe(2);
  });
  it('tiles that end up at the back move to the front', () => {
    const s = last(replay('kw-e04').slice(0, 7));
    expect(s.chain).toEqual(['T10', 'T5', 'P2', 'P1', 'T1', 'T2', 'T3', 'T4', 'T6', 'T7', 'T8', 'T9', 'P0', 'P3']);
    expect(s.current).toBe(3);
  });
});

describe('KW-E03 / KW-E08: the buyer action and the award for the second buyer', () => {
  it('Marion places a body buyer on field 2 and takes the 2 beside the stack', () => {
    const [s0, , s2] = replay('kw-e03');
    expect(s2.buyers.map((b) => b.pref)).toEqual(['engine', 'body']);
    expect(money(s2, 0) - money(s0, 0)).toBe(2);
    expect(s2.players[0].tiles).toEqual([{ k: 'w', v: 2 }]);
    expect(s2.stackBonus.body).toEqual([]);
    expect(s2.awards).toContain('buyer2');
  });
  it('the second engine buyer gives the 3-point award, no white tile', () => {
    const [s0, , s2] = replay('kw-e08');
    expect(s0.stackBonus.engine).toEqual([]);
    expect(s2.buyers.map((b) => b.pref)).toEqual(['engine', 'engine']);
    expect(s2.players[0].tiles).toEqual([{ k: 'b', v: 3, id: 'buyer2' }]);
    expect(s2.awards).not.toContain('buyer2');
  });
});

describe('KW-E04: the buyer track', () => {
  it('with four active buyers the marker must move down: S → 3; at 0 the scoring follows the turn', () => {
    const states = replay('kw-e04');
    expect(states[0].marker).toBe(4);
    expect(states[1].marker).toBe(3);
    expect(states[1].buyers).toHaveLength(4);
    expect(states[1].players[0].tiles).toEqual([]);
    expect(states[1].turn.stage).toBe('market');
    expect([states[3].marker, states[5].marker, states[7].marker]).toEqual([2, 1, 0]);
    expect(states[7].endTriggered).toBe(true);
    expect(states[7].round).toBe(1);
    const s = last(states);
    expect(s.round).toBe(2);
    expect(s.marker).toBe(4);
    expect(s.lastScore!.gp).toEqual([{ seat: 1, place: 1, laps: 0 }]);
    expect(s.lastScore!.sales.every((x) => x.seat === null)).toBe(true);
  });
});

describe('KW-E05 / KW-E10: the Grand Prix skips occupied fields', () => {
  it('Marion from the pit lane with a 2-engine, blue on field 2: field 3', () => {
    const [s0, s1] = replay('kw-e05');
    expect(s0.players[0].car).toBeNull();
    expect(s0.players[0].gpEngine).toBe(2);
    expect(s0.players[1].car).toEqual({ lap: 0, field: 2 });
    expect(s1.players[0].car).toEqual({ lap: 0, field: 3 });
  });
  it('with Porsche: field 4', () => {
    const s = marionGame();
    giveEngineer(s, 0, 'porsche');
    drive(s, 0, 2);
    expect(s.players[0].car).toEqual({ lap: 0, field: 4 });
  });
  it('two players: the neutral cars count in the placing (1st and 3rd get 7 and 2)', () => {
    const states = replay('kw-e10');
    const [s0, s1] = states;
    const s = last(states);
    expect(s0.neutral).toEqual([3, 6]);
    expect(s1.marker).toBe(0);
    expect(s1.endTriggered).toBe(true);
    expect(s.lastScore!.gp.map((g) => g.seat)).toEqual([0, null, 1, null]);
    expect(money(s, 0) - money(s1, 0)).toBe(7 + 1);
    expect(money(s, 1) - money(s1, 1)).toBe(2);
    expect(s.players.map((p) => p.car)).toEqual([null, null]);
  });
  it('two players: a neutral car is skipped like any other (6-field track)', () => {
    // Past the neutral car on 6 and over the line onto field 1, then seat 0 on 2 and the neutral car on 3 are skipped.
    const s = twoPlayerRace();
    drive(s, 1, 2);
    expect(s.players[1].car).toEqual({ lap: 1, field: 4 });
    const t = twoPlayerRace();
    const r: RoundScore = { round: 1, gp: [], sales: [] };
    scoreGrandPrix(t, r);
    expect(r.gp.map((g) => g.place)).toEqual([1, 2, 3, 4]);
  });
});

describe('KW-E06: bringing the BMW Dixi to the market', () => {
  it('3-body, 4-engine, 2 workers, price 8: the third car; the award for the second own car', () => {
    const [s0, s1, s2, s3, s4] = replay('kw-e06');
    expect(s0.market).toHaveLength(2);
    expect(s0.players[0].workshops).toEqual([body(3), engine(4), null]);
    expect(s1.players[0].canteen).toBe(6);
    expect(s2.players[0].canteen).toBe(4);
    expect(s2.players[0].workshops).toEqual([null, null, null]);
    expect(s3.market[2]).toEqual({ seat: 0, body: 3, engine: 4, workers: 2, price: 8, boost: null });
    expect(s3.prices).not.toContain(8);
    expect(s3.players[0].tiles).toContainEqual({ k: 'b', v: 3, id: 'market2' });
    expect(mod.legalMoves(s3, 0)).toEqual([{ type: 'end' }]);
    expect(s4.current).not.toBe(0);
  });
});

describe('KW-E07: the buyers purchase', () => {
  it('prestige → Tatra, body tie → cheaper Mercedes, engine → Dixi at 8', () => {
    const states = replay('kw-e07');
    const [marion, blue, green, yellow] = [0, 1, 2, 3];
    const before = states[3];
    expect(before.market).toHaveLength(6);
    expect(before.endTriggered).toBe(true);
    const s = last(states);
    expect(s.lastScore!.sales.map((x) => [x.pref, x.seat, x.price])).toEqual([
      ['prestige', blue, 10],
      ['body', green, 5],
      ['engine', marion, 8],
    ]);
    expect(money(s, marion) - money(before, marion)).toBe(8);
    expect(s.players[marion].tiles[s.players[marion].tiles.length - 1]).toEqual({ k: 'c', v: 8 });
    expect(money(s, green) - money(before, green)).toBe(5);
    // Yellow's three small cars stay unsold; blue also wins the Grand Prix (its car alone on the track).
    expect(money(s, yellow) - money(before, yellow)).toBe(0);
    expect(money(s, blue) - money(before, blue)).toBe(10 + 7);
    expect(s.market).toEqual([]);
    expect(s.round).toBe(2);
  });
});

describe('KW-E09: research levels decide the parts', () => {
  it('two developments (+1 body +1 engine, +1 engine): a 2-body and a 3-engine', () => {
    const [s0, s1, s2, s3] = replay('kw-e09');
    const v = mod.view(s0, 0);
    expect([v.players[0].bodyLevel, v.players[0].engineLevel]).toEqual([2, 3]);
    expect(s1.turn.actions).toEqual(['body', 'engine']);
    expect(s2.players[0].workshops[0]).toEqual(body(2));
    expect(mod.legalMoves(s2, 0)).toEqual([{ type: 'workshop', slot: 1 }, { type: 'gpcar' }]);
    expect(s3.players[0].workshops[1]).toEqual(engine(3));
  });
});
