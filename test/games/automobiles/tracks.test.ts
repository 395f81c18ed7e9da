/**
 * The five tracks as data (data/tracks.ts, data/rennsaison-tracks.ts) and the rules the expansion's tracks
 * bring: fields of three colours, fields across the finish line, start spaces behind it (laps
 * -1), Sogwirkung over the line, and Tucson's P1 ("Hinweise zu dieser Erweiterung"; AUTO-E24,
 * AUTO-E25 of the rule analysis).
 */
import { BK, DG, LG, W } from '../../../src/games/automobiles/data/dice';
import { geometry, laneOf, segAt, sliceOf } from '../../../src/games/automobiles/rules/geometry';
import { ownFieldSeg, placementGeo, suctionGeo } from '../../../src/games/automobiles/rules/hold';
import { suction } from '../../../src/games/automobiles/rules/turn';
import { TRACKS, TRACK_IDS } from '../../../src/games/automobiles/data/tracks';
import type { AutoState } from '../../../src/games/automobiles/rules/state';
import { END, PlayerSpec, activate, legal, mod, play, playAll, seg, stateWith, targets } from './helpers';

const tucson = { track: 'tucson' as const };
/** Tucson: 20 slices; A = inside lane slices 19 and 0 (P1 on 19), B = middle lane slices 19 and 0. */
const L = TRACKS.tucson.slices;
const P1 = seg(L - 1, 0);
const A_FRONT = seg(0, 0);
const B_REAR = seg(L - 1, 1);
const B_FRONT = seg(0, 1);

describe('the tracks as data', () => {
  it.each(TRACK_IDS)('%s: every segment in exactly one field of 1–3 consecutive segments of one lane', (id) => {
    const g = geometry(id);
    const seen = new Map<number, number>();
    for (const f of g.fields) {
      expect(f.segs.length).toBeGreaterThanOrEqual(1);
      expect(f.segs.length).toBeLessThanOrEqual(3);
      f.segs.forEach((s, i) => {
        expect(seen.has(s)).toBe(false);
        seen.set(s, f.id);
        expect(laneOf(s)).toBe(f.lane);
        expect(g.segField[s]).toBe(f.id);
        // front first, one slice apart (across the finish line too)
        if (i > 0) expect((sliceOf(f.segs[i - 1]) - sliceOf(s) + g.slices) % g.slices).toBe(1);
      });
      expect(f.colours.length).toBeGreaterThanOrEqual(1);
      expect(f.colours.length).toBeLessThanOrEqual(3);
      expect(f.colours.every((c, i) => [W, LG, DG, BK].includes(c) && (i === 0 || c > f.colours[i - 1]))).toBe(true);
      expect(f.rank).toBe(f.colours[f.colours.length - 1]);
    }
    expect(seen.size).toBe(g.segs);
  });

  it.each(TRACK_IDS)('%s: the shape closes into one loop of the right length', (id) => {
    const t = TRACKS[id];
    expect(t.pieces.reduce((n, p) => n + p.slices, 0)).toBe(t.slices);
    expect(t.pieces.reduce((n, p) => n + p.turn, 0)).toBeCloseTo(360, 6);
  });

  it.each(TRACK_IDS)('%s: the grid P1…P5, $10…$14, on free front segments of their fields (Tucson P1 excepted)', (id) => {
    const t = TRACKS[id];
    const g = geometry(id);
    expect(t.grid.map((gs) => gs.money)).toEqual([10, 11, 12, 13, 14]);
    const segs = t.grid.map((gs) => segAt((gs.slice + t.slices) % t.slices, gs.lane));
    expect(new Set(segs).size).toBe(5);
    segs.forEach((s, i) => {
      const f = g.fields[g.segField[s]];
      if (id === 'tucson' && i === 0) expect(f.segs[f.segs.length - 1]).toBe(s);
      else expect(f.segs[0]).toBe(s);
    });
    expect(t.grid.filter((gs) => gs.ownField).length).toBe(id === 'tucson' ? 1 : 0);
    expect(t.grid.every((gs) => (gs.slice < 0) === (id === 'tucson'))).toBe(true);
  });

  it('lengths: Talladega a full board, Monte Carlo and Tucson half a board; only Monte Carlo runs clockwise', () => {
    expect(TRACKS.talladega.slices).toBeGreaterThanOrEqual(26);
    expect(TRACKS.talladega.slices).toBeLessThanOrEqual(30);
    expect(TRACKS.montecarlo.slices).toBeGreaterThanOrEqual(18);
    expect(TRACKS.montecarlo.slices).toBeLessThanOrEqual(22);
    expect(TRACKS.tucson.slices).toBeGreaterThanOrEqual(16);
    expect(TRACKS.tucson.slices).toBeLessThanOrEqual(20);
    expect(TRACK_IDS.filter((id) => TRACKS[id].clockwise)).toEqual(['montecarlo']);
  });

  it('three-colour fields only on Tucson (the first), several; multi-colour fields on Talladega', () => {
    const count = (id: (typeof TRACK_IDS)[number], n: number) => geometry(id).fields.filter((f) => f.colours.length === n).length;
    expect(count('tucson', 3)).toBeGreaterThanOrEqual(4);
    for (const id of TRACK_IDS) if (id !== 'tucson') expect(count(id, 3)).toBe(0);
    expect(count('talladega', 2)).toBeGreaterThan(count('daytona', 2) + 10);
  });

  it('Tucson: the finish line lies inside fields A (inside) and B (middle); no other track has a field across it', () => {
    for (const id of TRACK_IDS) {
      const g = geometry(id);
      const across = g.fields.filter((f) => f.segs.some((s) => sliceOf(s) === 0) && f.segs.some((s) => sliceOf(s) === g.slices - 1));
      if (id !== 'tucson') expect(across).toEqual([]);
      else {
        expect(across.map((f) => [f.lane, f.segs])).toEqual([
          [0, [A_FRONT, P1]],
          [1, [B_FRONT, B_REAR]],
        ]);
        expect(across[0].colours).toContain(W);
        // B is free at the start.
        const start = mod.setup(3, 5, { ...mod.optionsSchema.parse(tucson) });
        expect(start.players.some((p) => across[1].segs.includes(p.seg))).toBe(false);
      }
    }
  });

  it('the held variant splits only P1 off its field', () => {
    const g = geometry('tucson');
    const h = geometry('tucson', true);
    expect(h.fields.length).toBe(g.fields.length + 1);
    expect(h.fields[h.segField[P1]].segs).toEqual([P1]);
    expect(h.fields[h.segField[A_FRONT]].segs).toEqual([A_FRONT]);
    expect(h.fields[h.segField[P1]].colours).toEqual(g.fields[g.segField[P1]].colours);
    expect(ownFieldSeg(mod.setup(1, 2, mod.optionsSchema.parse(tucson)))).toBe(P1);
    expect(ownFieldSeg(mod.setup(1, 2, mod.optionsSchema.parse({ track: 'daytona' })))).toBeNull();
  });
});

describe('Tucson: the start behind the line', () => {
  it('AUTO-E25: the start player stands on P1 and buys for $10 in the opening; what he leaves is lost', () => {
    let s = mod.setup(11, 3, mod.optionsSchema.parse(tucson));
    const sp = s.startPlayer;
    expect(s.players[sp].seg).toBe(P1);
    expect(s.players[sp].startMoney).toBe(10);
    expect(s.turn.money).toBe(10);
    expect(s.p1Hold).toBe(true);
    expect(s.players.map((p) => p.laps)).toEqual([-1, -1, -1]);
    const buyWhite = legal(s).find((m) => m.type === 'buy' && m.colour === 'white')!;
    s = playAll(s, [buyWhite, END]);
    const next = (sp + 1) % 3;
    expect(s.current).toBe(next);
    expect(s.turn.money).toBe(11); // P2's own $11, nothing carried over
    expect(s.players[next].grid).toBe(2);
  });

  it('the view never shows lap -1: no lap driven, all laps to go', () => {
    const s = mod.setup(11, 2, mod.optionsSchema.parse({ ...tucson, laps: 2 }));
    const v = mod.view(s, 0);
    expect(v.players.map((p) => [p.laps, p.lapsLeft])).toEqual([
      [0, 2],
      [0, 2],
    ]);
  });

  /** Two cars on Tucson at the start of seat 0's first turn: seat 0 (start player) on P1, seat 1 on P2. */
  function firstTurn(active: PlayerSpec): AutoState {
    const s = stateWith({ options: tucson, cars: [P1, seg(L - 2, 1)], players: [{ laps: -1, ...active, bag: { white: 7 } }, { laps: -1, bag: { white: 7 } }] });
    expect(s.p1Hold).toBe(true);
    return s;
  }

  it('AUTO-E24: a white die of the start player on P1 moves him one segment, onto the front of field A, over the line', () => {
    const s = firstTurn({ active: { white: 1 } });
    expect(targets(s, 'activate', 'white')).toContain(A_FRONT);
    const placed = play(s, activate('white', A_FRONT));
    expect(placed.turn.track[0].dist).toBe(0); // progress -1 → 0: one segment
    const after = play(placed, END);
    expect(after.players[0].seg).toBe(A_FRONT);
    expect(after.players[0].laps).toBe(0); // crossing just after the start: no lap
    expect(after.p1Hold).toBeUndefined();
  });

  it('AUTO-E24: Sogwirkung ignores P1 while the start player has not left it (his pit stop, another player\'s turn)', () => {
    let s = firstTurn({ active: { brown: 1 } });
    s = play(s, { type: 'pit' });
    expect(s.players[0].seg).toBe(P1);
    expect(s.players[0].laps).toBe(-1);
    expect(s.p1Hold).toBe(true);
    s = play(s, END, 1); // seat 1 ends without moving
    expect(s.players[0].seg).toBe(P1);
    expect(s.p1Hold).toBe(true);
    // Without the hold Sogwirkung would pull him over the line to the front of A.
    const plain = JSON.parse(JSON.stringify(s)) as AutoState;
    delete plain.p1Hold;
    suction(plain);
    expect(plain.players[0].seg).toBe(A_FRONT);
    expect(plain.players[0].laps).toBe(0);
  });

  it('the others place on the normal field A (its front is reachable from the row behind P1)', () => {
    const s = stateWith({ options: tucson, current: 1, cars: [P1, seg(L - 2, 1)], players: [{ laps: -1 }, { laps: -1, active: { white: 1 } }] });
    expect(s.p1Hold).toBe(true);
    expect(targets(s, 'activate', 'white')).toContain(A_FRONT);
  });

  it('after he left P1 the field A is normal again: a car on its rear is pulled over the line', () => {
    let s = firstTurn({ active: { white: 1 } });
    s = playAll(s, [activate('white', B_FRONT), END]);
    expect(s.players[0].seg).toBe(B_FRONT);
    expect(s.p1Hold).toBeUndefined();
    expect(placementGeo(s, 0)).toBe(geometry('tucson'));
    expect(suctionGeo(s)).toBe(geometry('tucson'));
    expect(suctionGeo(s).fields[suctionGeo(s).segField[P1]].segs).toEqual([A_FRONT, P1]);
  });

  /** Seat 0 in the row behind the line, middle lane, with a white die; Einfädeln lets it go on B's rear segment. */
  const toBRear = (laps: number, startPlayer: number) =>
    stateWith({ options: { ...tucson, laps: 2, einfaedeln: true }, startPlayer, current: 0, cars: [seg(L - 2, 1), seg(9, 1)], players: [{ laps, active: { white: 1 }, bag: { white: 7 } }, { laps: 1, bag: { white: 7 } }] });

  it('Sogwirkung across the line counts the lap', () => {
    const s = toBRear(0, 0);
    expect(targets(s, 'activate', 'white')).toContain(B_REAR);
    const after = playAll(s, [activate('white', B_REAR), END]);
    // The car drove to B's rear (row 20, still lap 0); Sogwirkung pulled it over the line.
    expect(after.players[0].seg).toBe(B_FRONT);
    expect(after.players[0].laps).toBe(1);
    expect(after.endTriggered).toBe(false);
    expect(after.phase).toBe('turn');
  });

  it('Sogwirkung across the line on the last lap triggers the end; the round is played out', () => {
    const after = playAll(toBRear(1, 1), [activate('white', B_REAR), END]);
    expect(after.players[0].seg).toBe(B_FRONT);
    expect(after.players[0].laps).toBe(2);
    expect(after.endTriggered).toBe(true);
    expect(after.phase).toBe('finished');
    expect(mod.outcome(after).ranks).toEqual([1, 2]);
  });

  it('a 1-lap race: the first crossing after a start behind the line does not count, the second ends the race', () => {
    // Seat 0 (not on P1) three rows behind the line, with two light-grey dice: rows 19 → 20 → over the line.
    let s = stateWith({ options: { ...tucson, laps: 1 }, startPlayer: 1, current: 0, cars: [seg(L - 3, 0), seg(9, 1)], players: [{ laps: -1, active: { lightgrey: 2 }, bag: { white: 7 } }, { laps: 0, bag: { white: 7 } }] });
    s = playAll(s, [activate('lightgrey', seg(L - 2, 0)), activate('lightgrey', A_FRONT), END]);
    expect(s.players[0].seg).toBe(A_FRONT);
    expect(s.players[0].laps).toBe(0);
    expect(s.endTriggered).toBe(false);
    expect(mod.view(s, 0).players[0].lapsLeft).toBe(1);
    // A lap later, again just behind the line: this crossing ends the race.
    let t = stateWith({ options: { ...tucson, laps: 1 }, startPlayer: 1, current: 0, cars: [seg(L - 3, 0), seg(9, 1)], players: [{ laps: 0, active: { lightgrey: 2 }, bag: { white: 7 } }, { laps: 0, bag: { white: 7 } }] });
    t = playAll(t, [activate('lightgrey', seg(L - 2, 0)), activate('lightgrey', A_FRONT), END]);
    expect(t.players[0].laps).toBe(1);
    expect(t.endTriggered).toBe(true);
  });
});
