/** Derived rules tests (analysis KW-D01..D08), engineers, special tiles, research. */
import { lapPoints } from '../../../src/games/kraftwagen/data/grand-prix';
import { scoreBuyers } from '../../../src/games/kraftwagen/rules/scoring';
import type { KwState, MarketCar } from '../../../src/games/kraftwagen/rules/state';
import { body, cardId, engine, giveDev, giveEngineer, mod, money, play, playAll, setWorkshops, started, turnOf } from './helpers';

const car = (seat: number, b: number, e: number, w: number, price: number): MarketCar => ({ seat, body: b, engine: e, workers: w, price, boost: null });

function endRound(s: KwState): KwState {
  s.endTriggered = true;
  turnOf(s, s.current);
  let t = play(s, { type: 'tile', tile: 'T1' });
  while (t.turn.stage !== 'market') t = play(t, mod.legalMoves(t, t.current)[0]);
  t = play(t, { type: 'end' });
  if (t.phase === 'benz') t = play(t, { type: 'benz', pref: null });
  return t;
}

describe('KW-D01: round preparation', () => {
  it('coloured tiles per round; white 2/1/1/1 beside the stacks, accumulating', () => {
    const s = started(3);
    expect(s.prices).toEqual([1, 2, 3, 5, 6, 8, 9, 10]);
    expect(s.stackBonus).toEqual({ body: [2], engine: [1], prestige: [1], price: [1] });
    s.stackBonus.engine = [];
    const r2 = endRound(s);
    expect(r2.round).toBe(2);
    expect(r2.prices).toEqual([2, 3, 5, 6, 8, 9, 11, 12]);
    expect(r2.stackBonus).toEqual({ body: [2, 2], engine: [1], prestige: [1, 1], price: [1, 1] });
    const r3 = endRound(r2);
    expect(r3.prices).toEqual([3, 4, 6, 8, 10, 12, 14, 15]);
    const end = endRound(r3);
    expect(end.phase).toBe('finished');
    expect(mod.toAct(end)).toEqual([]);
    expect(mod.outcome(end).finished).toBe(true);
  });
});

describe('KW-D02: Grand Prix tables', () => {
  it('laps 0..7 → 0, 1, 3, 5, 6, 7, 8, 9', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(lapPoints)).toEqual([0, 1, 3, 5, 6, 7, 8, 9]);
  });
});

describe('KW-D03: price buyers, Opel, Daimler', () => {
  const sale = (opel: boolean, daimler: number) => {
    const s = started(3);
    if (opel) giveEngineer(s, 0, 'opel');
    s.market = [car(0, 1, 1, 1, 6), car(1, 1, 1, 1, 8)];
    s.buyers = [{ pref: 'price', daimler, benz: false }];
    const m = money(s, 0);
    scoreBuyers(s, { round: 1, gp: [], sales: [] });
    return money(s, 0) - m;
  };
  it('price ×2, with Opel ×3, Daimler +4 not multiplied', () => {
    expect(sale(false, 0)).toBe(12);
    expect(sale(true, 0)).toBe(18);
    expect(sale(true, 4)).toBe(22);
  });
  it('Horch and Maybach markers raise the values a buyer sees, above 7 too', () => {
    const s = started(3);
    s.market = [car(0, 7, 7, 1, 9), { ...car(1, 6, 6, 1, 10), boost: 'maybach2' }, { ...car(2, 6, 6, 1, 8), boost: 'horch2' }];
    s.buyers = [{ pref: 'body', daimler: 0, benz: false }, { pref: 'engine', daimler: 0, benz: false }];
    const r = { round: 1, gp: [], sales: [] as { seat: number | null }[] };
    scoreBuyers(s, r as never);
    expect(r.sales.map((x) => x.seat)).toEqual([1, 2]);
  });
});

describe('KW-D04: body and engine awards', () => {
  it('a 6-body straight away gives both body awards; markers do not count', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    for (let i = 0; i < 5; i++) giveDev(s0, 0, cardId((c) => c.kind === 'dev' && c.body === 1 && c.engine === 0 && !c.take, i), true);
    setWorkshops(s0, 0, []);
    const s = play(s0, { type: 'tile', tile: 'T3' });
    expect(s.players[0].workshops[0]).toEqual(body(6));
    expect(s.players[0].tiles.filter((t) => t.k === 'b').map((t) => (t as { id: string }).id).sort()).toEqual(['body3', 'body6']);
  });
  it('a 4-engine gives the 3 award; into the Grand Prix car it does not', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    for (let i = 0; i < 3; i++) giveDev(s0, 0, cardId((c) => c.kind === 'dev' && c.body === 0 && c.engine === 1 && !c.take, i), true);
    setWorkshops(s0, 0, []);
    let s = play(s0, { type: 'tile', tile: 'T4' });
    expect(play(s, { type: 'gpcar' }).awards).toContain('engine4');
    s = play(s, { type: 'workshop', slot: 0 });
    expect(s.awards).not.toContain('engine4');
  });
});

describe('KW-D05: developments need a worker', () => {
  it('inactive without a canteen worker; the next hired worker must activate it; points capped at 7', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    const p = s0.players[0];
    p.supply += p.canteen;
    p.canteen = 0;
    const id = cardId((c) => c.kind === 'dev' && c.body === 2 && c.engine === 0);
    s0.deck = s0.deck.filter((c) => c !== id);
    s0.discard.push(...s0.open);
    s0.open = [id, s0.deck.shift()!];
    let s = playAll(s0, [{ type: 'tile', tile: 'T2' }, { type: 'research', card: id }]);
    expect(s.players[0].devs).toEqual([{ card: id, worker: false }]);
    expect(mod.view(s, 0).players[0].bodyLevel).toBe(1);
    s = play(s, { type: 'end' });
    turnOf(s, 0);
    s = play(s, { type: 'tile', tile: 'T1' });
    expect(s.players[0].devs).toEqual([{ card: id, worker: true }]);
    expect(s.players[0].canteen).toBe(0);
    const s2 = s;
    expect(mod.view(s2, 0).players[0].bodyLevel).toBe(3);
    for (let i = 0; i < 3; i++) giveDev(s2, 0, cardId((c) => c.kind === 'dev' && c.body === 2 && c.engine === 0, i + 1), false);
    s2.players[0].devs.forEach((d) => (d.worker = true));
    s2.players[0].supply -= 3;
    expect(mod.view(s2, 0).players[0].bodyLevel).toBe(7);
  });
});

describe('KW-D06: full workshops', () => {
  it('the body action must clear a workshop', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    setWorkshops(s0, 0, [body(1), engine(1), engine(1)]);
    let s = play(s0, { type: 'tile', tile: 'T3' });
    expect(mod.legalMoves(s, 0)).toEqual([0, 1, 2].map((slot) => ({ type: 'workshop', slot })));
    s = play(s, { type: 'workshop', slot: 2 });
    expect(s.players[0].workshops).toEqual([body(1), engine(1), body(1)]);
  });
});

describe('KW-D07: the full market ends the turn phase after the turn', () => {
  it.each([
    [4, 6],
    [2, 4],
  ])('%i players: car number %i', (seats, size) => {
    const s0 = started(seats);
    turnOf(s0, 0);
    s0.market = Array.from({ length: size - 1 }, (_, i) => car(1, 1, 1, 1, s0.prices[i]));
    s0.players[1].supply -= size - 1;
    s0.partsOut += 2 * (size - 1);
    s0.prices = s0.prices.slice(size - 1);
    setWorkshops(s0, 0, [body(1), engine(1), null]);
    let s = play(s0, { type: 'tile', tile: 'T1' });
    s = playAll(s, [{ type: 'build', body: 0, engine: 1, workers: 1 }, { type: 'price', price: s.prices[0] }]);
    expect(s.endTriggered).toBe(true);
    expect(s.round).toBe(1);
    s = play(s, { type: 'end' });
    expect(s.round).toBe(2);
    expect(s.market).toEqual([]);
  });
});

describe('KW-D08: one engineer marker per phase', () => {
  it('Daimler in phase I, then only one more in phase II', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    giveEngineer(s0, 0, 'daimler');
    s0.buyers = [{ pref: 'body', daimler: 0, benz: false }, { pref: 'engine', daimler: 0, benz: false }];
    s0.stacks.body = 1;
    s0.stacks.engine = 1;
    let s = play(s0, { type: 'tile', tile: 'T1' });
    // With a marker to use, the single action does not start by itself.
    expect(mod.legalMoves(s, 0).filter((m) => m.type === 'daimler').length).toBe(4);
    s = play(s, { type: 'daimler', marker: 4, buyer: 0 });
    expect(s.buyers[0].daimler).toBe(4);
    expect(s.turn.stage).toBe('market');
    expect(mod.legalMoves(s, 0)).toContainEqual({ type: 'daimler', marker: 2, buyer: 1 });
    expect(mod.legalMoves(s, 0)).not.toContainEqual({ type: 'daimler', marker: 2, buyer: 0 });
    s = play(s, { type: 'daimler', marker: 2, buyer: 1 });
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'end' }]);
  });
});

describe('engineers', () => {
  it('Bugatti drives with a new, better Grand Prix engine; Otto hires 2 and researches again', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    giveEngineer(s0, 0, 'bugatti');
    for (let i = 0; i < 2; i++) giveDev(s0, 0, cardId((c) => c.kind === 'dev' && c.engine === 2, i), true);
    s0.players[0].car = null;
    s0.players[1].car = null;
    s0.players[2].car = null;
    if (s0.players[0].gpEngine) s0.partsOut--;
    s0.players[0].gpEngine = 0;
    let s = playAll(s0, [{ type: 'tile', tile: 'T4' }, { type: 'gpcar' }]);
    expect(s.players[0].gpEngine).toBe(5);
    expect(s.players[0].car).toEqual({ lap: 0, field: 5 });

    const t0 = started(3);
    turnOf(t0, 0);
    const otto = cardId((c) => c.kind === 'engineer' && c.engineer === 'otto');
    t0.deck = t0.deck.filter((c) => c !== otto);
    t0.discard.push(...t0.open);
    t0.open = [otto, t0.deck.shift()!];
    const canteen = t0.players[0].canteen;
    let t = playAll(t0, [{ type: 'tile', tile: 'T2' }, { type: 'research', card: otto }]);
    expect(t.players[0].canteen).toBe(canteen + 2);
    expect(t.turn.tasks[0]).toEqual({ k: 'research' });
    t = play(t, mod.legalMoves(t, 0)[0]);
  });
  it('Benz adds a fifth buyer at the start of the scoring', () => {
    const s0 = started(4);
    giveEngineer(s0, 2, 'benz');
    s0.buyers = (['engine', 'body', 'price', 'prestige'] as const).map((pref) => ({ pref, daimler: 0, benz: false }));
    for (const k of ['engine', 'body', 'price', 'prestige'] as const) s0.stacks[k] = 1;
    s0.endTriggered = true;
    turnOf(s0, 0);
    let s = play(s0, { type: 'tile', tile: 'T1' });
    while (s.turn.stage !== 'market') s = play(s, mod.legalMoves(s, 0)[0]);
    s = play(s, { type: 'end' });
    expect(s.phase).toBe('benz');
    expect(mod.toAct(s)).toEqual([2]);
    const before = money(s, 2);
    s = play(s, { type: 'benz', pref: 'price' });
    expect(s.round).toBe(2);
    expect(s.lastScore!.sales.length).toBe(5);
    expect(money(s, 2) - before).toBeGreaterThanOrEqual(1 + 3);
    expect(s.players[2].markers).toEqual([]);
  });
  it('Diesel changes an own market car; what comes off goes to the general supply', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    giveEngineer(s0, 0, 'diesel');
    s0.market = [car(0, 2, 2, 3, 5)];
    s0.prices = s0.prices.filter((p) => p !== 5);
    s0.players[0].supply -= 3;
    s0.partsOut += 2;
    setWorkshops(s0, 0, [body(4), null, null]);
    let s = play(s0, { type: 'tile', tile: 'T6' });
    const supply = s.players[0].supply;
    s = play(s, { type: 'diesel', car: 0, change: 'workers', workers: 1 });
    expect(s.market[0].workers).toBe(1);
    expect(s.players[0].supply).toBe(supply + 2);
    expect(s.players[0].markers).toEqual(['diesel']);
    // The Grand Prix, the only action, then starts by itself; phase II allows the second marker.
    expect(s.turn.stage).toBe('market');
    s = play(s, { type: 'diesel', car: 0, change: 'body', slot: 0 });
    expect(s.market[0].body).toBe(4);
    expect(s.players[0].workshops[0]).toBeNull();
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'end' }]);
  });
});

describe('research offer', () => {
  it('the other card is discarded, two new are turned up; an empty deck is the reshuffled discard', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    s0.discard.push(...s0.deck.slice(1));
    s0.deck = s0.deck.slice(0, 1);
    const [a, b] = s0.open;
    const s = playAll(s0, [{ type: 'tile', tile: 'T2' }, { type: 'research', card: a }]);
    expect(s.open.length).toBe(2);
    expect(s.open).not.toContain(b);
    expect(s.discard.length + s.deck.length + s.open.length).toBeGreaterThan(40);
    expect(mod.undoBarrier(s0, s, 0, { type: 'research', card: a })).toBe(true);
  });
});

describe('special tiles', () => {
  it('one special tile in the chain as the 11th tile; taken, it is replaced at the front', () => {
    const s0 = started(3, true);
    const special = s0.chain.filter((e) => /^[ABC]/.test(e));
    expect(special.length).toBe(1);
    turnOf(s0, 0);
    let s = play(s0, { type: 'tile', tile: special[0] });
    const now = s.chain.filter((e) => /^[ABC]/.test(e));
    expect(now.length).toBe(1);
    expect(s.chain[0]).toBe(now[0]);
    expect(now[0]).not.toBe(special[0]);
    while (s.turn.stage !== 'market') s = play(s, mod.legalMoves(s, 0)[mod.legalMoves(s, 0).length - 1]);
    s = play(s, { type: 'end' });
    // The round change swaps the special tile for one of the next round.
    const r2 = endRound(s);
    expect(r2.chain.filter((e) => /^[ABC]/.test(e))[0][0]).toBe('B');
  });
  it('A4 (rules version 1, bonus only): a car off the market for 3 money, its price tile back beside the market', () => {
    const s0 = started(3, true, 7, 1);
    turnOf(s0, 0);
    const sp = s0.chain.find((e) => /^[ABC]/.test(e))!;
    s0.chain[s0.chain.indexOf(sp)] = 'A4';
    s0.specialStacks[0] = s0.specialStacks[0].filter((x) => x !== 'A4').concat(sp);
    s0.market = [car(0, 2, 2, 1, 5)];
    s0.prices = s0.prices.filter((p) => p !== 5);
    s0.players[0].supply -= 1;
    s0.partsOut += 2;
    let s = play(s0, { type: 'tile', tile: 'A4' });
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'remove', car: 0 }, { type: 'skip' }]);
    const m = money(s, 0);
    s = play(s, { type: 'remove', car: 0 });
    expect(money(s, 0) - m).toBe(3);
    expect(s.market).toEqual([]);
    expect(s.prices).toContain(5);
  });
});
