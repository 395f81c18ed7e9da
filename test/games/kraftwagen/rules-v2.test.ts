/**
 * Rules version 2 (issue 14): special tiles carry out their action and their bonus
 * („Sonderplättchen"); the Grand Prix track has 8 fields („Wertung des Grand-Prix-Rennens").
 * Version 1 keeps the bonus-only tiles and the 16-field track.
 */
import { lapPoints, trackFields } from '../../../src/games/kraftwagen/data/grand-prix';
import { ROUND_PRICES } from '../../../src/games/kraftwagen/data/prices';
import { SPECIAL_TILES } from '../../../src/games/kraftwagen/data/special';
import { drive } from '../../../src/games/kraftwagen/rules/grand-prix';
import type { KwState, MarketCar } from '../../../src/games/kraftwagen/rules/state';
import { de, en } from '../../support/text';
import { body, engine, mod, money, play, setWorkshops, started, turnOf } from './helpers';

const car = (seat: number, b: number, e: number, w: number, price: number): MarketCar => ({ seat, body: b, engine: e, workers: w, price, boost: null });

/** Seat 0 to act, with special tile `id` in the chain in place of the one dealt. */
function withTile(id: string, rules = 2, seats = 3): KwState {
  const s = started(seats, true, 7, rules);
  turnOf(s, 0);
  const sp = s.chain.find((e) => /^[ABC]\d$/.test(e))!;
  s.chain[s.chain.indexOf(sp)] = id;
  const r = Number(id[0] === 'A' ? 1 : id[0] === 'B' ? 2 : 3) - 1;
  s.specialStacks[r] = s.specialStacks[r].filter((x) => x !== id).concat(sp === id ? [] : [sp]);
  if (r > 0) {
    s.round = r + 1;
    s.prices = ROUND_PRICES[r].slice();
  }
  return s;
}

describe('„Sonderplättchen" (rules version 2): the action, then the bonus', () => {
  it('every tile shows one of the six actions; each round shows four different ones', () => {
    for (const r of [1, 2, 3]) {
      const acts = SPECIAL_TILES.filter((t) => t.round === r).map((t) => t.action);
      expect(new Set(acts).size).toBe(4);
    }
  });

  it('a version-2 state notes its version; a version-1 state does not', () => {
    expect(started(2, true, 7, 2).rules).toBe(2);
    expect('rules' in started(2, true, 7, 1)).toBe(false);
  });

  it('A2: hire a worker, then 1 money per canteen worker — the new worker counts', () => {
    const s0 = withTile('A2');
    const p = s0.players[0];
    const canteen = p.canteen;
    const m = money(s0, 0);
    const s = play(s0, { type: 'tile', tile: 'A2' });
    expect(s.players[0].canteen).toBe(canteen + 1);
    expect(money(s, 0) - m).toBe(canteen + 1);
    expect(s.turn.stage).toBe('market');
  });

  it('A2 under rules version 1: the money only', () => {
    const s0 = withTile('A2', 1);
    const canteen = s0.players[0].canteen;
    const m = money(s0, 0);
    const s = play(s0, { type: 'tile', tile: 'A2' });
    expect(s.players[0].canteen).toBe(canteen);
    expect(money(s, 0) - m).toBe(canteen);
  });

  it('A1: a body of your research level, then the 3-engine (workshop or Grand Prix car)', () => {
    const s0 = withTile('A1');
    setWorkshops(s0, 0, [null, null, engine(1)]);
    let s = play(s0, { type: 'tile', tile: 'A1' });
    expect(s.players[0].workshops[0]).toEqual(body(1));
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'workshop', slot: 1 }, { type: 'gpcar' }]);
    s = play(s, { type: 'workshop', slot: 1 });
    expect(s.players[0].workshops[1]).toEqual(engine(3));
  });

  it('A3: Grand Prix with the old engine, then the engine one better', () => {
    const s0 = withTile('A3');
    if (s0.players[0].gpEngine === 0) s0.partsOut++;
    s0.players[0].gpEngine = 2;
    s0.players[0].car = null;
    const s = play(s0, { type: 'tile', tile: 'A3' });
    expect(s.players[0].car!.lap).toBe(0);
    expect(s.players[0].car!.field).toBeGreaterThanOrEqual(2);
    expect(s.players[0].gpEngine).toBe(3);
  });

  it('A4: a buyer of your choice, then one of your cars off the market for 3', () => {
    const s0 = withTile('A4');
    s0.market = [car(0, 2, 2, 1, 5)];
    s0.prices = s0.prices.filter((p) => p !== 5);
    s0.players[0].supply -= 1;
    s0.partsOut += 2;
    let s = play(s0, { type: 'tile', tile: 'A4' });
    expect(mod.legalMoves(s, 0).map((m) => m.type)).toEqual(['buyer', 'buyer', 'buyer', 'buyer']);
    const m = money(s, 0);
    s = play(s, { type: 'buyer', pref: 'body' });
    expect(money(s, 0) - m).toBe(2);
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'remove', car: 0 }, { type: 'skip' }]);
    s = play(s, { type: 'remove', car: 0 });
    expect(money(s, 0) - m).toBe(5);
    expect(s.market).toEqual([]);
  });

  it('B4: research (the other card is discarded), then the top discard card: both open cards', () => {
    const s0 = withTile('B4');
    const [a, b] = s0.open;
    let s = play(s0, { type: 'tile', tile: 'B4' });
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'research', card: a }, { type: 'research', card: b }]);
    s = play(s, { type: 'research', card: a });
    while (s.turn.tasks.length) s = play(s, mod.legalMoves(s, 0)[0]);
    const p = s.players[0];
    const got = (id: number) => p.devs.some((d) => d.card === id) || s.discard.includes(id) || p.engineers.length > 0;
    expect(got(a) && got(b)).toBe(true);
    expect(s.discard.filter((x) => x === b).length).toBeLessThanOrEqual(1);
    expect(s.open).not.toContain(b);
  });

  it('C1: an engine of your level, then you may sell a part (the new engine too)', () => {
    const s0 = withTile('C1');
    setWorkshops(s0, 0, [body(2), null, null]);
    let s = play(s0, { type: 'tile', tile: 'C1' });
    s = play(s, { type: 'workshop', slot: 1 });
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'sell', slot: 0 }, { type: 'sell', slot: 1 }, { type: 'skip' }]);
    const m = money(s, 0);
    s = play(s, { type: 'sell', slot: 1 });
    expect(money(s, 0) - m).toBe(1);
    expect(s.players[0].workshops[1]).toBeNull();
  });

  it('the log line names the action and the bonus, in both languages', () => {
    const before = withTile('A2');
    const move = { type: 'tile', tile: 'A2' } as const;
    const after = play(before, move);
    const line = mod.logLine({ before, after, seat: 0, move, viewer: 0 });
    const names = ['Anna', 'Ben', 'Cleo'];
    expect(en(line, names)).toMatch(/takes special tile A2 \(Hire worker, then: 1 money per worker in your canteen\)/);
    expect(de(line, names)).toMatch(/Sonderplättchen A2 \(Arbeiter einstellen, dann: 1 Geld pro Arbeiter in deiner Kantine\)/);
  });
});

describe('„Wertung des Grand-Prix-Rennens" (rules version 2): an 8-field track', () => {
  it('8 fields from version 2, 16 under version 1', () => {
    expect(trackFields(1)).toBe(16);
    expect(trackFields(2)).toBe(8);
    const s = started(3, false, 7, 2);
    s.players[0].car = { lap: 0, field: 7 };
    drive(s, 0, 2);
    expect(s.players[0].car).toEqual({ lap: 1, field: 1 + (s.players.some((p, i) => i > 0 && p.car?.field === 1) ? 1 : 0) });
    const v1 = started(3, false, 7, 1);
    v1.players[0].car = { lap: 0, field: 7 };
    drive(v1, 0, 2);
    expect(v1.players[0].car!.lap).toBe(0);
  });

  /**
   * The arithmetic of the rules page, two players (neutral cars on 3 and 6, skipped: six counted
   * steps a lap, the first lap after seven steps from the pit lane): a racing player's Grand Prix
   * moves per round give the laps the table scores.
   */
  it.each([
    ['round 1: 3 moves with a 3-engine', 1, [3, 3, 3]],
    ['round 2: 3 moves with a 5-engine', 2, [5, 5, 5]],
    ['round 2: 4 moves with a 5-engine', 3, [5, 5, 5, 5]],
    ['round 3: 4 moves with a 7-engine', 4, [7, 7, 7, 7]],
    ['round 3: 4 moves with a 7-engine and the instant card (5)', 5, [7, 7, 7, 7, 5]],
  ])('%s → %d lap(s)', (_name, laps, moves) => {
    const s = started(2, false, 7, 2);
    s.players[0].car = null;
    s.players[1].car = null;
    for (const n of moves) drive(s, 0, n);
    expect(s.players[0].car!.lap).toBe(laps);
    expect(lapPoints(laps)).toBe([0, 1, 3, 5, 6, 7][laps]);
  });
});
