/**
 * Formula 90's track cards (advanced game) — checked against what the rule text fixes („34
 * Bahnkarten Monza und 42 Bahnkarten Hungaroring", „BAHNKARTEN", „Spezielle Symbole auf
 * Bahnkarten") and against the figures the rules page promises („Track cards").
 */
import { CARD_TYPES, RACE_CARDS, TEST_FACTOR_MAX, TEST_FACTOR_MIN, raceCard, type RaceCard } from '../../../src/games/formula-90/data/cards';
import {
  TRACK_CARDS,
  TRACK_CARDS_TOTAL,
  TRACK_CARD_COUNT,
  TRACK_CARD_FIRST,
  TRACK_MOVE_MAX,
  TRACK_SYMBOLS,
  hasSymbol,
  isTrackCard,
  playingCard,
  trackCard,
  trackCardSections,
  trackCardsOf,
  type TrackCard,
  type TrackSymbol,
} from '../../../src/games/formula-90/data/track-cards';
import { brakingSectionBefore, curveCount, curveSections, nextSection, trackOf } from '../../../src/games/formula-90/data/tracks';
import type { TrackId } from '../../../src/games/formula-90/data/track-types';

const TRACKS: readonly TrackId[] = ['monza', 'hungaroring'];
const actions = (c: RaceCard): string => JSON.stringify([c.tyres, c.damage, c.check, c.draw, c.weather, c.flag]);
const symbolCount = (cs: readonly TrackCard[], s: TrackSymbol): number => cs.filter((c) => c.symbols.includes(s)).length;
const SHORT: Record<TrackSymbol, string> = { battle2x: 'B', overtake: 'O', lateBrake: 'L', pairAny: 'P' };

describe('track cards: the decks', () => {
  it('34 Monza cards 201 … 234 and 42 Hungaroring cards 301 … 342, in number order; lookups find each', () => {
    expect(TRACK_CARD_COUNT).toEqual({ monza: 34, hungaroring: 42 });
    expect(TRACK_CARDS_TOTAL).toBe(76);
    expect(TRACK_CARDS).toHaveLength(76);
    for (const t of TRACKS) {
      const cs = trackCardsOf(t);
      expect(cs.map((c) => c.no)).toEqual(Array.from({ length: TRACK_CARD_COUNT[t] }, (_, i) => TRACK_CARD_FIRST[t] + i));
      for (const c of cs) {
        expect(c.track).toBe(t);
        expect(trackCard(c.no)).toBe(c);
        expect(playingCard(c.no)).toBe(c);
        expect(isTrackCard(c.no)).toBe(true);
      }
    }
    expect(new Set(TRACK_CARDS.map((c) => c.no)).size).toBe(76);
  });

  it('numbers never collide with the race cards 1 … 184', () => {
    for (const c of RACE_CARDS) {
      expect(isTrackCard(c.no)).toBe(false);
      expect(playingCard(c.no)).toBe(raceCard(c.no));
      expect(hasSymbol(c, 'pairAny')).toBe(false);
    }
    for (const no of [0, 185, 200, 235, 300, 343, 201.5]) {
      expect(isTrackCard(no)).toBe(false);
      expect(() => trackCard(no)).toThrow();
    }
  });

  it('every card on a curve of its track, every curve of a track with at least 3 cards', () => {
    for (const t of TRACKS) {
      const track = trackOf(t);
      expect(curveCount(track)).toBe(t === 'monza' ? 7 : 10);
      for (const c of trackCardsOf(t)) expect(curveSections(track, c.curve).length).toBeGreaterThan(0);
      for (let k = 1; k <= curveCount(track); k++) expect(trackCardsOf(t).filter((c) => c.curve === k).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('grouped by curve, then type (red, green, orange, yellow), then movement value, fastest first', () => {
    for (const t of TRACKS) {
      const cs = trackCardsOf(t);
      for (let i = 1; i < cs.length; i++) {
        const [a, b] = [cs[i - 1], cs[i]];
        const ta = CARD_TYPES.indexOf(a.type);
        const tb = CARD_TYPES.indexOf(b.type);
        expect(a.curve < b.curve || (a.curve === b.curve && (ta < tb || (ta === tb && a.move >= b.move)))).toBe(true);
      }
    }
  });

  it('every field in range; symbols in the order of the text, each at most once', () => {
    for (const c of TRACK_CARDS) {
      expect(Number.isInteger(c.move) && c.move >= 1 && c.move <= TRACK_MOVE_MAX).toBe(true);
      expect(Number.isInteger(c.test) && c.test >= TEST_FACTOR_MIN && c.test <= TEST_FACTOR_MAX).toBe(true);
      expect(CARD_TYPES).toContain(c.type);
      expect([0, 1, 2]).toContain(c.tyres);
      expect([0, 1]).toContain(c.damage);
      expect([0, 1, 2]).toContain(c.draw);
      expect([null, 'normal', 'plus20']).toContain(c.check);
      expect([null, 'yellow', 'green', 'blue', 'orange']).toContain(c.flag);
      expect(c.symbols).toEqual(TRACK_SYMBOLS.filter((s) => c.symbols.includes(s)));
      for (const s of TRACK_SYMBOLS) expect(hasSymbol(c, s)).toBe(c.symbols.includes(s));
    }
    expect(TRACK_SYMBOLS).toEqual(['battle2x', 'overtake', 'lateBrake', 'pairAny']);
    expect(TRACK_MOVE_MAX).toBe(5);
  });
});

describe('track cards: the example under „Spezielle Symbole auf Bahnkarten" (F90-E19)', () => {
  it('Monza card 214: curve 3 (Variante della Roggia), pair with any card and late braking', () => {
    const c = trackCard(214);
    expect(c).toEqual({
      no: 214,
      type: 'movement',
      move: 2,
      tyres: 0,
      damage: 0,
      check: null,
      draw: 0,
      weather: false,
      flag: null,
      test: 87,
      track: 'monza',
      curve: 3,
      symbols: ['lateBrake', 'pairAny'],
    });
    const monza = trackOf('monza');
    expect(monza.sections[curveSections(monza, 3)[0]].name).toBe('Variante della Roggia');
  });

  it('A (braking before curve 3) and B (curve 3) are legal, C (braking of curve 4) is not', () => {
    const monza = trackOf('monza');
    const [A, B, C] = [5, 6, 7];
    const sections = trackCardSections(monza, 3);
    expect(sections).toEqual([B]);
    // the braking section is not a section of its curve: C would otherwise count for curve 4's card
    expect(sections).not.toContain(A);
    expect(trackCardSections(monza, 4)).not.toContain(C);
    expect(brakingSectionBefore(monza, 3)).toBe(A);
    expect(brakingSectionBefore(monza, 4)).toBe(C);
    // from A the move passes B; from C, a move short of a whole lap never comes back to B
    expect(nextSection(monza, A)).toBe(B);
    for (let steps = 1; steps < monza.sections.length - 1; steps++) expect(sections).not.toContain(nextSection(monza, C, steps));
    // late braking with the card happens in the section before curve 3, i.e. A
    expect(brakingSectionBefore(monza, trackCard(214).curve)).toBe(A);
  });

  it('trackCardSections is curveSections on every curve of both tracks: never a braking section', () => {
    for (const t of TRACKS) {
      const track = trackOf(t);
      for (let k = 1; k <= curveCount(track); k++) {
        expect(trackCardSections(track, k)).toEqual(curveSections(track, k));
        for (const s of trackCardSections(track, k)) expect(track.sections[s].type).toBe('curve');
      }
    }
  });
});

describe('track cards: stronger than race cards, but bounded', () => {
  it('each card moves one more than a race card of its type with the same actions (a +1: as a race +1)', () => {
    for (const c of TRACK_CARDS) {
      const twin = RACE_CARDS.find((r) => r.type === c.type && r.move === Math.max(1, c.move - 1) && actions(r) === actions(c));
      expect([c.no, twin !== undefined]).toEqual([c.no, true]);
    }
  });

  it('the +5 cards are red and carry no symbol; every other card carries one or two', () => {
    for (const c of TRACK_CARDS) {
      if (c.move === 5) expect([c.type, c.symbols.length]).toEqual(['acceleration', 0]);
      else expect([1, 2]).toContain(c.symbols.length);
    }
  });

  it('symbol bounds: battle2x on +1 … +3, pairAny on +2 … +3, overtake on +1 … +4, lateBrake only before a braking section', () => {
    for (const c of TRACK_CARDS) {
      if (hasSymbol(c, 'battle2x')) expect(c.move).toBeLessThanOrEqual(3);
      if (hasSymbol(c, 'pairAny')) expect([2, 3]).toContain(c.move);
      if (hasSymbol(c, 'overtake')) expect(c.move).toBeLessThanOrEqual(4);
      if (hasSymbol(c, 'lateBrake')) expect(brakingSectionBefore(trackOf(c.track), c.curve)).toBeDefined();
    }
    // every curve with a braking section has a late-braking card
    for (const t of TRACKS) {
      const track = trackOf(t);
      for (let k = 1; k <= curveCount(track); k++) {
        if (brakingSectionBefore(track, k) !== undefined) {
          expect([t, k, trackCardsOf(t).some((c) => c.curve === k && hasSymbol(c, 'lateBrake'))]).toEqual([t, k, true]);
        }
      }
    }
  });

  it('every curve without a braking section has an overtaking card; every curve has at least two types', () => {
    for (const t of TRACKS) {
      const track = trackOf(t);
      for (let k = 1; k <= curveCount(track); k++) {
        const cs = trackCardsOf(t).filter((c) => c.curve === k);
        if (brakingSectionBefore(track, k) === undefined) expect([t, k, cs.some((c) => hasSymbol(c, 'overtake'))]).toEqual([t, k, true]);
        expect(new Set(cs.map((c) => c.type)).size).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('weather symbols and flags only on yellow cards, exactly one event each', () => {
    for (const c of TRACK_CARDS) {
      if (c.type === 'event') expect(Number(c.weather) + Number(c.flag !== null)).toBe(1);
      else expect([c.weather, c.flag]).toEqual([false, null]);
    }
  });

  it('test factors: all different within a track, spread over 1 … 99, faster cards lower', () => {
    for (const t of TRACKS) {
      const cs = trackCardsOf(t);
      expect(new Set(cs.map((c) => c.test)).size).toBe(cs.length);
      // every decade 1–10 … 91–99 holds 3 to 5 cards
      for (let d = 0; d < 10; d++) {
        const n = cs.filter((c) => Math.min(9, Math.floor((c.test - 1) / 10)) === d).length;
        expect(n >= 3 && n <= 5).toBe(true);
      }
      const mean = (m: number): number => {
        const xs = cs.filter((c) => c.move === m).map((c) => c.test);
        return xs.reduce((a, b) => a + b, 0) / xs.length;
      };
      for (let m = 1; m < TRACK_MOVE_MAX; m++) expect(mean(m)).toBeGreaterThan(mean(m + 1));
    }
  });
});

describe('track cards: the figures of the rules page', () => {
  it('cards per curve with types and symbols', () => {
    const table = (t: TrackId): Record<number, string> => {
      const out: Record<number, string> = {};
      for (const c of trackCardsOf(t)) {
        const s = `${'RGOY'[CARD_TYPES.indexOf(c.type)]}+${c.move}${c.symbols.length ? ' ' + c.symbols.map((x) => SHORT[x]).join('') : ''}`;
        out[c.curve] = out[c.curve] ? `${out[c.curve]}, ${s}` : s;
      }
      return out;
    };
    expect(table('monza')).toEqual({
      1: 'R+5, R+4 O, R+3 B, G+4 L, G+3 BL, O+3 P, O+2 B, Y+3 O',
      2: 'R+4 O, O+3 P, Y+2 O',
      3: 'R+4 O, G+3 L, G+2 LP, O+2 B, Y+3 P, Y+1 B',
      4: 'R+3 L, G+4 O, G+2 B, O+2 P',
      5: 'R+4 O, O+1 B, Y+2 P',
      6: 'R+4 L, G+3 O, G+3 B, O+3 P, Y+2 B',
      7: 'R+5, R+3 BO, G+4 L, O+2 L, Y+3 O',
    });
    expect(table('hungaroring')).toEqual({
      1: 'R+5, R+4 O, G+4 L, G+3 BL, O+3 P, O+2 B, Y+3 O, Y+2 B',
      2: 'R+3 L, G+3 O, O+2 P, Y+2 B',
      3: 'R+4 O, G+2 B, O+3 P',
      4: 'R+4 O, G+3 P, Y+1 B',
      5: 'R+4 L, G+2 B, O+2 P, Y+3 O',
      6: 'R+3 L, G+4 L, G+3 BO, O+2 B, Y+3 P, Y+2 O',
      7: 'G+3 O, O+1 B, Y+1 O',
      8: 'G+2 O, O+3 P, O+1 B',
      9: 'R+4 L, G+3 B, O+2 L, Y+3 B, Y+2 P',
      10: 'R+5, R+3 O, G+4 O',
    });
  });

  it('symbol counts: Monza B 10, O 10, L 8, P 7; Hungaroring B 13, O 13, L 8, P 8', () => {
    const counts = (t: TrackId): number[] => TRACK_SYMBOLS.map((s) => symbolCount(trackCardsOf(t), s));
    expect(counts('monza')).toEqual([10, 10, 8, 7]);
    expect(counts('hungaroring')).toEqual([13, 13, 8, 8]);
    // two symbols on 3 and 2 cards, none on the two +5 cards of each track
    expect(trackCardsOf('monza').filter((c) => c.symbols.length === 2).map((c) => c.no)).toEqual([205, 214, 231]);
    expect(trackCardsOf('hungaroring').filter((c) => c.symbols.length === 2).map((c) => c.no)).toEqual([304, 325]);
    expect(TRACK_CARDS.filter((c) => c.symbols.length === 0).map((c) => c.no)).toEqual([201, 230, 301, 340]);
  });

  it('types, movement values, actions and events per track', () => {
    const byType = (t: TrackId): number[] => CARD_TYPES.map((x) => trackCardsOf(t).filter((c) => c.type === x).length);
    const byMove = (t: TrackId): number[] => [1, 2, 3, 4, 5].map((m) => trackCardsOf(t).filter((c) => c.move === m).length);
    expect(byType('monza')).toEqual([10, 9, 8, 7]);
    expect(byType('hungaroring')).toEqual([10, 12, 10, 10]);
    expect(byMove('monza')).toEqual([2, 9, 13, 8, 2]);
    expect(byMove('hungaroring')).toEqual([4, 12, 16, 8, 2]);
    const avg = (cs: readonly RaceCard[]): number => Math.round((cs.reduce((a, c) => a + c.move, 0) / cs.length) * 100) / 100;
    expect([avg(RACE_CARDS), avg(trackCardsOf('monza')), avg(trackCardsOf('hungaroring'))]).toEqual([2.35, 2.97, 2.81]);
    const events = (t: TrackId): Record<string, number> => {
      const out: Record<string, number> = {};
      for (const c of trackCardsOf(t)) {
        const k = c.weather ? 'weather' : c.flag;
        if (k) out[k] = (out[k] ?? 0) + 1;
      }
      return out;
    };
    expect(events('monza')).toEqual({ weather: 2, yellow: 2, green: 1, blue: 1, orange: 1 });
    expect(events('hungaroring')).toEqual({ weather: 3, yellow: 3, green: 1, blue: 2, orange: 1 });
  });
});
