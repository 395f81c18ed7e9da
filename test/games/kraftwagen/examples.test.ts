/** The worked examples of the rule text (analysis KW-E01..E10) as exact rules tests. */
import { scoreBuyers, scoreGrandPrix } from '../../../src/games/kraftwagen/scoring';
import { drive } from '../../../src/games/kraftwagen/gp';
import type { KwState, MarketCar, RoundScore } from '../../../src/games/kraftwagen/state';
import { body, cardId, engine, giveDev, giveEngineer, mod, money, play, playAll, setWorkshops, started, turnOf } from './helpers';

const rec = (): RoundScore => ({ round: 1, gp: [], sales: [] });

describe('KW-E01: the start player gets the last start tile', () => {
  it('Marion: two extra workers and a 1-engine in a workshop; research 1/1 without a worker', () => {
    let s = mod.setup(11, 4, { special: false });
    const marion = s.startOrder[3];
    expect(s.chain[s.chain.length - 1]).toBe(`P${marion}`);
    for (const tile of ['S1', 'S2', 'S3'] as const) s = play(s, { type: 'start', tile });
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
    expect(s.players.find((x) => x.startTile === 'S1')!.car).toEqual({ lap: 0, field: 2 });
    expect(s.players.find((x) => x.startTile === 'S2')!.gpEngine).toBe(2);
    expect(mod.view(s, 0).players.find((x) => x.startTile === 'S2')!.engineLevel).toBe(1);
  });
});

describe('KW-E02: the last worker acts, maybe several times in a row', () => {
  it('Marion takes Grand Prix, is still last, then Grand Prix + Buyer', () => {
    const s0 = started(3);
    s0.chain = ['T1', 'T2', 'T3', 'T4', 'T5', 'T8', 'T9', 'T10', 'T7', 'P1', 'P2', 'T6', 'P0'];
    turnOf(s0, 0);
    s0.chain = ['T1', 'T2', 'T3', 'T4', 'T5', 'T8', 'T9', 'T10', 'T7', 'P1', 'P2', 'T6', 'P0'];
    const field0 = s0.players[0].car?.field ?? 0;
    let s = play(s0, { type: 'tile', tile: 'T6' });
    expect(s.chain).toEqual(['T6', 'T1', 'T2', 'T3', 'T4', 'T5', 'T8', 'T9', 'T10', 'T7', 'P1', 'P2', 'P0']);
    expect(s.players[0].car!.field).toBeGreaterThan(field0);
    expect(s.turn.stage).toBe('market');
    s = play(s, { type: 'end' });
    expect(s.current).toBe(0);
    s = play(s, { type: 'tile', tile: 'T7' });
    expect(s.chain).toEqual(['T7', 'T6', 'T1', 'T2', 'T3', 'T4', 'T5', 'T8', 'T9', 'T10', 'P0', 'P1', 'P2']);
    expect(mod.legalMoves(s, 0).map((m) => m.type)).toEqual(['action', 'action']);
    s = playAll(s, [{ type: 'action', action: 'buyer' }, { type: 'buyer', pref: 'price' }]);
    // The Grand Prix, the only action left, starts by itself; then the market step.
    expect(s.turn.stage).toBe('market');
    s = play(s, { type: 'end' });
    expect(s.current).toBe(2);
  });
  it('tiles that end up at the back move to the front', () => {
    const s0 = started(2);
    s0.chain = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'P1', 'T9', 'T10', 'P0'];
    turnOf(s0, 0);
    s0.chain = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'P1', 'T9', 'T10', 'P0'];
    let s = play(s0, { type: 'tile', tile: 'T1' });
    while (s.turn.stage !== 'market') s = play(s, mod.legalMoves(s, 0)[0]);
    s = play(s, { type: 'end' });
    expect(s.chain).toEqual(['T9', 'T10', 'T1', 'P0', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'P1']);
    expect(s.current).toBe(1);
  });
});

function buyerTurn(s: KwState, seat: number): KwState {
  turnOf(s, seat);
  return play(s, { type: 'tile', tile: 'T5' });
}

describe('KW-E03 / KW-E08: the buyer action and the award for the second buyer', () => {
  it('Marion places a body buyer on field 2 and takes the 2 beside the stack', () => {
    const s0 = started(4);
    s0.buyers = [{ pref: 'engine', daimler: 0, benz: false }];
    s0.stacks.engine = 1;
    s0.stackBonus.engine = [];
    let s = buyerTurn(s0, 0);
    const before = money(s, 0);
    s = play(s, { type: 'buyer', pref: 'body' });
    expect(s.buyers.map((b) => b.pref)).toEqual(['engine', 'body']);
    expect(money(s, 0) - before).toBe(2);
    expect(s.stackBonus.body).toEqual([]);
    expect(s.awards).toContain('buyer2');
  });
  it('the second engine buyer gives the 3-point award, no white tile', () => {
    const s0 = started(4);
    s0.buyers = [{ pref: 'engine', daimler: 0, benz: false }];
    s0.stacks.engine = 1;
    s0.stackBonus.engine = [];
    let s = buyerTurn(s0, 0);
    const before = s.players[0].tiles.length;
    s = play(s, { type: 'buyer', pref: 'engine' });
    expect(s.players[0].tiles.slice(before)).toEqual([{ k: 'b', v: 3, id: 'buyer2' }]);
    expect(s.awards).not.toContain('buyer2');
  });
});

describe('KW-E04: the buyer track', () => {
  it('with four active buyers the marker must move down; at 0 the scoring follows the turn', () => {
    const s0 = started(4);
    s0.buyers = (['engine', 'body', 'price', 'prestige'] as const).map((pref) => ({ pref, daimler: 0, benz: false }));
    for (const k of ['engine', 'body', 'price', 'prestige'] as const) s0.stacks[k] = 1;
    let s = buyerTurn(s0, 0);
    expect(s.marker).toBe(3);
    expect(s.turn.stage).toBe('market');
    expect(s.buyers.length).toBe(4);
    for (const left of [2, 1, 0]) {
      s = play(s, { type: 'end' });
      s = buyerTurn(s, 1);
      expect(s.marker).toBe(left);
    }
    expect(s.endTriggered).toBe(true);
    expect(s.round).toBe(1);
    s = play(s, { type: 'end' });
    expect(s.round).toBe(2);
    expect(s.marker).toBe(4);
  });
});

describe('KW-E05 / KW-E10: the Grand Prix skips occupied fields', () => {
  it('Marion from the pit lane with a 2-engine, blue on field 2: field 3; with Porsche field 4', () => {
    const s = started(4);
    for (const p of s.players) p.car = null;
    s.players[1].car = { lap: 0, field: 2 };
    s.players[0].gpEngine = 2;
    const a = structuredClone(s);
    drive(a, 0, 2);
    expect(a.players[0].car).toEqual({ lap: 0, field: 3 });
    const b = structuredClone(s);
    giveEngineer(b, 0, 'porsche');
    drive(b, 0, 2);
    expect(b.players[0].car).toEqual({ lap: 0, field: 4 });
  });
  it('two players: the neutral cars count in the placing (1st and 3rd get 7 and 2) and are skipped', () => {
    const s = started(2);
    expect(s.neutral).toEqual([3, 6]);
    s.players[0].car = { lap: 1, field: 2 };
    s.players[1].car = { lap: 0, field: 5 };
    const m0 = money(s, 0);
    const m1 = money(s, 1);
    const t = structuredClone(s);
    const r = rec();
    scoreGrandPrix(t, r);
    expect(r.gp.map((g) => g.seat)).toEqual([0, null, 1, null]);
    expect(money(t, 0) - m0).toBe(7 + 1);
    expect(money(t, 1) - m1).toBe(2);
    expect(t.players.map((p) => p.car)).toEqual([null, null]);
    // The 6-field track of rules version 3: past the neutral car on 6 and over the line onto field 1,
    // then seat 0 on 2 and the neutral car on 3 are skipped: field 4 of lap 1.
    const u = structuredClone(s);
    drive(u, 1, 2);
    expect(u.players[1].car).toEqual({ lap: 1, field: 4 });
  });
});

describe('KW-E06: bringing the BMW Dixi to the market', () => {
  it('3-body, 4-engine, 2 workers, price 8: the third car; the award for the second own car', () => {
    const s0 = started(4);
    turnOf(s0, 0);
    setWorkshops(s0, 0, [body(3), engine(4), null]);
    s0.players[0].canteen += 2;
    s0.players[0].supply -= 2;
    s0.market = [
      { seat: 0, body: 1, engine: 1, workers: 1, price: 1, boost: null },
      { seat: 1, body: 1, engine: 1, workers: 1, price: 2, boost: null },
    ];
    s0.prices = s0.prices.filter((p) => p > 2);
    s0.partsOut += 4;
    s0.players[0].supply -= 1;
    s0.players[1].supply -= 1;
    let s = play(s0, { type: 'tile', tile: 'T6' });
    const canteen = s.players[0].canteen;
    s = play(s, { type: 'build', body: 0, engine: 1, workers: 2 });
    s = play(s, { type: 'price', price: 8 });
    expect(s.market[2]).toEqual({ seat: 0, body: 3, engine: 4, workers: 2, price: 8, boost: null });
    expect(s.players[0].workshops).toEqual([null, null, null]);
    expect(s.players[0].canteen).toBe(canteen - 2);
    expect(s.prices).not.toContain(8);
    expect(s.players[0].tiles).toContainEqual({ k: 'b', v: 3, id: 'market2' });
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'end' }]);
  });
});

describe('KW-E07: the buyers purchase', () => {
  it('prestige → Tatra, body tie → cheaper Mercedes, engine → Dixi at 8', () => {
    const s = started(4);
    const [marion, blue, green, other] = [0, 1, 2, 3];
    const car = (seat: number, b: number, e: number, w: number, price: number): MarketCar => ({ seat, body: b, engine: e, workers: w, price, boost: null });
    s.market = [car(blue, 2, 2, 3, 10), car(green, 3, 3, 1, 5), car(marion, 3, 4, 2, 8), car(other, 2, 3, 2, 1), car(other, 1, 2, 1, 2), car(other, 2, 1, 2, 3)];
    s.buyers = (['prestige', 'body', 'engine'] as const).map((pref) => ({ pref, daimler: 0, benz: false }));
    const before = s.players.map((_, i) => money(s, i));
    const r = rec();
    scoreBuyers(s, r);
    expect(r.sales.map((x) => [x.seat, x.price])).toEqual([
      [blue, 10],
      [green, 5],
      [marion, 8],
    ]);
    expect(money(s, marion) - before[marion]).toBe(8);
    expect(s.players[marion].tiles[s.players[marion].tiles.length - 1]).toEqual({ k: 'c', v: 8 });
    expect(money(s, other) - before[other]).toBe(0);
  });
});

describe('KW-E09: research levels decide the parts', () => {
  it('two developments (+1 body +1 engine, +1 engine): a 2-body and a 3-engine', () => {
    const s0 = started(4);
    turnOf(s0, 0);
    giveDev(s0, 0, cardId((c) => c.kind === 'dev' && c.body === 1 && c.engine === 1), true);
    giveDev(s0, 0, cardId((c) => c.kind === 'dev' && c.body === 0 && c.engine === 1 && !c.take), true);
    setWorkshops(s0, 0, [null, null, null]);
    let s = play(s0, { type: 'tile', tile: 'T9' });
    s = playAll(s, [{ type: 'action', action: 'body' }]);
    expect(s.players[0].workshops[0]).toEqual(body(2));
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'workshop', slot: 1 }, { type: 'gpcar' }]);
    s = play(s, { type: 'workshop', slot: 1 });
    expect(s.players[0].workshops[1]).toEqual(engine(3));
  });
});
