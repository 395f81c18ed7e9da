/**
 * The expansion „Rennsaison": its 15 action cards (rule text, „Anhang", Werkstatt … Motor). The
 * worked examples of the text (analysis section 1.3, AUTO-E10 … AUTO-E18) as exact tests, and one
 * derived test for each card without an example. Daytona Beach, seg(slice, lane), lane 0 inside
 * (the fields used are named in each test; docs/games/automobiles/design.md, "The tracks", has the map).
 */
import { BK, BR, DG, GR, LG, RE, W, YE } from '../../../src/games/automobiles/data/dice';
import { positionOf } from '../../../src/games/automobiles/rules/position';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import { END, STOP, activate, choose, counts, legal, mod, place, play, playAll, seg, stateWith, targets } from './helpers';
import { adrenalineExample, coordinatorExample, pitProExample, spoilerExample, workshopChiefExample } from '../../../src/games/automobiles/data/examples';

const drive = (segment: number): AutoMove => ({ type: 'drive', seg: segment });
const option = (n: 1 | 2): AutoMove => ({ type: 'option', option: n });
const DRAW: AutoMove = { type: 'draw' };
/** Fields offered to a car driving without dice. */
const drives = (s: AutoState, seat = s.current): number[] =>
  legal(s, seat)
    .filter((m) => m.type === 'drive')
    .map((m) => (m as { seg: number }).seg)
    .sort((a, b) => a - b);
const activates = (s: AutoState, colour: string) => legal(s).some((m) => m.type === 'activate' && m.colour === colour);

describe('Werkstatt (yellow)', () => {
  describe('AUTO-E10 Werkstattleiter (YX1): „Hast du 3 aktive Würfel entfernt, so kannst du danach bis zu 6 Würfel von deiner Ablage entfernen."', () => {
    // The rules page's example (data/examples.ts) starts here.
    const s0 = workshopChiefExample.start;

    it('3 active dice removed → up to 6 from the discard; a 7th is rejected', () => {
      let s = play(s0(), activate('yellow'));
      // „Entferne eine beliebige Anzahl aktiver Würfel": any active die (wear or not), or stop.
      expect(legal(s)).toEqual([choose('white', 'active'), choose('lightgrey', 'active'), choose('brown', 'active'), STOP]);
      const supply = s.supply.slice();
      s = playAll(s, [choose('brown', 'active'), choose('brown', 'active'), choose('white', 'active'), STOP]);
      expect(s.players[0].active).toEqual(counts({ lightgrey: 1 }));
      expect(s.turn.pending).toMatchObject({ card: 'werkstattleiter', stage: 'discard', n: 0, k: 6 });
      expect(legal(s)).toEqual([choose('white'), choose('brown'), STOP]);
      s = playAll(s, [choose('brown'), choose('brown'), choose('brown'), choose('brown'), choose('brown')]);
      expect(legal(s)).toEqual([choose('white'), STOP]); // 5 so far: a 6th still allowed
      s = play(s, choose('white'));
      // The 6th ends the effect: a 7th is no move.
      expect(s.turn.pending).toBeNull();
      expect(() => play(s, choose('white'))).toThrow();
      expect(s.players[0].discard).toEqual(counts({ white: 2 }));
      expect(s.players[0].used).toEqual(counts({ yellow: 1 }));
      expect(s.supply[BR]).toBe(supply[BR] + 2 + 5);
      expect(s.supply[W]).toBe(supply[W] + 1 + 1);
    });

    it('fewer may be removed: after 3 active dice, stopping at 2 of the discard', () => {
      let s = play(s0(), activate('yellow'));
      s = playAll(s, [choose('brown', 'active'), choose('brown', 'active'), choose('white', 'active'), STOP, choose('white'), choose('white'), STOP]);
      expect(s.turn.pending).toBeNull();
      expect(s.players[0].discard).toEqual(counts({ brown: 5, white: 1 }));
    });

    it('no active die removed → none from the discard', () => {
      const s = playAll(s0(), [activate('yellow'), STOP]);
      expect(s.turn.pending).toBeNull();
      expect(s.players[0].active).toEqual(counts({ brown: 2, white: 1, lightgrey: 1 }));
      expect(s.players[0].discard).toEqual(counts({ brown: 5, white: 3 }));
    });
  });

  it('Lehrling (YX2): „Ziehe 1 Würfel … Entferne danach 1 aktiven Würfel oder einen Würfel von deiner Ablage. Es ist auch erlaubt, den gerade gezogenen Würfel zu entfernen."', () => {
    let s = stateWith({ cards: ['lehrling'], players: [{ active: { yellow: 1, white: 1 }, bag: { black: 1 }, discard: { brown: 2 } }] });
    const supply = s.supply.slice();
    s = play(s, activate('yellow'));
    expect(s.players[0].active).toEqual(counts({ white: 1, black: 1 }));
    expect(s.players[0].bag).toEqual(counts());
    // One die must be removed (no stop): an active one — the drawn black among them — or one of the discard.
    expect(legal(s)).toEqual([choose('white', 'active'), choose('black', 'active'), choose('brown', 'discard')]);
    const drawn = play(s, choose('black', 'active'));
    expect(drawn.turn.pending).toBeNull();
    expect(drawn.players[0].active).toEqual(counts({ white: 1 }));
    expect(drawn.supply[BK]).toBe(supply[BK] + 1);
    const wear = play(s, choose('brown', 'discard'));
    expect(wear.players[0].discard).toEqual(counts({ brown: 1 }));
    expect(wear.supply[BR]).toBe(supply[BR] + 1);
    // An empty bag is refilled from the discard („Würfel ziehen"): the drawn die may be one of those.
    let r = stateWith({ cards: ['lehrling'], players: [{ active: { yellow: 1 }, discard: { brown: 1 } }] });
    r = play(r, activate('yellow'));
    expect(r.players[0].active).toEqual(counts({ brown: 1 }));
    expect(legal(r)).toEqual([choose('brown', 'active')]);
    // Nothing to draw at all (bag and discard empty): the first part cannot be done, the die cannot be used.
    const empty = stateWith({ cards: ['lehrling'], players: [{ active: { yellow: 1, white: 1 } }] });
    expect(activates(empty, 'yellow')).toBe(false);
  });

  it('Testfahrer (YX3): „Entferne zuerst den gerade aktivierten Würfel selbst. Ziehe danach bis zu 3 Würfel aus deinem Beutel."', () => {
    let s = stateWith({ cards: ['testfahrer'], players: [{ active: { yellow: 1 }, bag: { white: 5 } }] });
    const supply = s.supply[YE];
    s = play(s, activate('yellow'));
    // The die itself leaves the game at once: back to the supply, not among the used dice.
    expect(s.players[0].used).toEqual(counts());
    expect(s.supply[YE]).toBe(supply + 1);
    expect(legal(s)).toEqual([DRAW, STOP]);
    s = playAll(s, [DRAW, DRAW]);
    expect(legal(s)).toEqual([DRAW, STOP]);
    s = play(s, DRAW);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].active).toEqual(counts({ white: 3 }));
    expect(s.players[0].bag).toEqual(counts({ white: 2 }));
    // Stopping early is allowed („bis zu").
    const one = playAll(stateWith({ cards: ['testfahrer'], players: [{ active: { yellow: 1 }, bag: { white: 5 } }] }), [activate('yellow'), DRAW, STOP]);
    expect(one.players[0].active).toEqual(counts({ white: 1 }));
    // Nothing to draw: the die is still used (every draw is „bis zu") and removes itself.
    const none = play(stateWith({ cards: ['testfahrer'], players: [{ active: { yellow: 1 } }] }), activate('yellow'));
    expect(none.turn.pending).toBeNull();
    expect(none.players[0].used).toEqual(counts());
  });
});

describe('Fahrverhalten (red)', () => {
  it('AUTO-E11 Spoiler (RX1): „Hast du einen schwarzen Würfel auf deiner Ablage gewählt, darfst du mit dem roten Würfel bis zu 2 dunkelgraue Felder fahren … der gewählte Würfel … bleibt in der Ablage"', () => {
    // Anna's car on row 15 middle (dark grey); ahead: row 17 middle (dark grey), row 18 middle (dark grey) and inside (light/dark grey).
    let s = spoilerExample.start();
    const brown = s.supply[BR];
    s = play(s, activate('red'));
    // „Erhalte einen Verschleiß aus dem Vorrat" first.
    expect(s.players[0].used).toEqual(counts({ red: 1, brown: 1 }));
    expect(s.supply[BR]).toBe(brown - 1);
    // White has no lower colour (A-G23): only the black die may be chosen.
    expect(legal(s)).toEqual([choose('black', 'discard')]);
    s = play(s, choose('black'));
    expect(s.players[0].discard).toEqual(counts({ black: 1, white: 1 }));
    expect(targets(s, 'place')).toEqual([seg(16, 1)]);
    expect(legal(s)).toContainEqual(STOP);
    s = play(s, place(seg(16, 1)));
    expect(targets(s, 'place')).toEqual([seg(17, 0), seg(17, 1)]);
    s = play(s, place(seg(17, 1)));
    // Two fields: the effect is over (a third dark-grey field, row 20 outside, is not offered).
    expect(s.turn.pending).toBeNull();
    expect(s.turn.track).toEqual([{ colour: RE, path: [seg(16, 1), seg(17, 1)], dist: 17 }]);
    expect(s.players[0].used).toEqual(counts({ brown: 1 }));
    expect(s.players[0].discard).toEqual(counts({ black: 1, white: 1 }));
    // „bis zu": no field at all is allowed; the wear stays.
    const zero = playAll(stateWith({ cards: ['spoiler'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1 }, discard: { black: 1 } }] }), [activate('red'), choose('black'), STOP]);
    expect(zero.turn.track).toEqual([]);
    expect(zero.players[0].used).toEqual(counts({ red: 1, brown: 1 }));
    // Only white gear dice on the discard: the die cannot be used.
    expect(activates(stateWith({ cards: ['spoiler'], players: [{ active: { red: 1 }, discard: { white: 2 } }] }), 'red')).toBe(false);
  });

  describe('AUTO-E12 Differenzial (RX2): „Legst du einen aktiven hellgrauen Würfel ab, so kannst du danach eine weißes, hellgraues, dunkelgraues oder schwarzes Feld mit dem roten Würfel fahren."', () => {
    const after = (car: number) => {
      let s = stateWith({ cards: ['differenzial'], cars: [car, seg(25, 1)], players: [{ active: { red: 1, lightgrey: 1, yellow: 1 } }] });
      s = play(s, activate('red'));
      // Only an active gear die may be put down.
      expect(legal(s)).toEqual([choose('lightgrey', 'active')]);
      return play(s, choose('lightgrey', 'active'));
    };

    it('the light-grey die goes on the discard; then exactly 1 field of any colour, no wear', () => {
      // From row 13 middle: light grey (row 14 inside), dark grey (row 15 middle), black (row 16 outside).
      const s = after(seg(12, 1));
      expect(s.players[0].discard).toEqual(counts({ lightgrey: 1 }));
      expect(s.players[0].active).toEqual(counts({ yellow: 1 }));
      expect(legal(s)).toEqual([place(seg(13, 0)), place(seg(14, 1)), place(seg(15, 2))]); // no stop: 1 field
      for (const field of [seg(13, 0), seg(14, 1), seg(15, 2)]) {
        const t = play(s, place(field));
        expect(t.turn.pending).toBeNull();
        expect(t.turn.track).toEqual([{ colour: RE, path: [field], dist: Math.floor(field / 3) }]);
        expect(t.players[0].used).toEqual(counts({})); // no wear
        expect(t.players[0].discard).toEqual(counts({ lightgrey: 1 }));
      }
      // From row 7 middle: a white field (row 8 inside) and a white/light-grey one (row 8 middle).
      const w = after(seg(6, 1));
      expect(targets(w, 'place')).toEqual([seg(7, 0), seg(7, 1), seg(8, 2)]);
      expect(play(w, place(seg(7, 0))).turn.track).toEqual([{ colour: RE, path: [seg(7, 0)], dist: 7 }]);
    });

    it('without an active gear die it cannot be activated', () => {
      expect(activates(stateWith({ cards: ['differenzial'], players: [{ active: { red: 1, yellow: 2 } }] }), 'red')).toBe(false);
    });
  });

  describe('Rote Linie (RX3): „… weiße Gang-Würfel nutzen, als wären sie Gang-Würfel einer beliebigen Farbe … Erhalte 1 Verschleiß für jeden weißen Würfel, mit dem du ein Feld in einer anderen Farbe als Weiß fährst."', () => {
    it('a white die may go on a field of any colour; 1 wear on a field without white', () => {
      // Row 15 middle: no white field ahead, so without Rote Linie a white die has nowhere to go.
      let s = stateWith({ cards: ['rotelinie'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1, white: 2 } }] });
      expect(targets(s, 'activate', 'white')).toEqual([]);
      s = play(s, activate('red'));
      expect(s.turn.whiteAny).toBe(true);
      expect(s.players[0].used).toEqual(counts({ red: 1 })); // the card itself costs no wear
      expect(targets(s, 'activate', 'white')).toEqual([seg(15, 0), seg(15, 2), seg(16, 1)]);
      const black = play(s, activate('white', seg(15, 2)));
      expect(black.players[0].used).toEqual(counts({ red: 1, brown: 1 }));
      expect(black.turn.track).toEqual([{ colour: W, path: [seg(15, 2)], dist: 15 }]);
      // The second white die too, from the first: each white die on a non-white field costs 1.
      expect(targets(black, 'activate', 'white')).toEqual([seg(15, 0), seg(16, 1), seg(17, 2)]);
      const two = play(black, activate('white', seg(17, 2)));
      expect(two.players[0].used).toEqual(counts({ red: 1, brown: 2 }));
      // The wear phase counts the fields as they are: black → 4.
      const brown = two.supply[BR];
      expect(brown - play(two, END).supply[BR]).toBe(4);
    });

    it('no wear on a white field, nor on a field with white among its colours', () => {
      let s = stateWith({ cards: ['rotelinie'], cars: [seg(6, 1), seg(25, 1)], players: [{ active: { red: 1, white: 2 } }] });
      // Row 7 middle: white (row 8 inside), white/light grey (row 8 middle); light grey (row 9 outside) only with Rote Linie.
      expect(targets(s, 'activate', 'white')).toEqual([seg(7, 0), seg(7, 1)]);
      s = play(s, activate('red'));
      expect(targets(s, 'activate', 'white')).toEqual([seg(7, 0), seg(7, 1), seg(8, 2)]);
      expect(play(s, activate('white', seg(7, 1))).players[0].used).toEqual(counts({ red: 1 }));
      expect(play(s, activate('white', seg(7, 0))).players[0].used).toEqual(counts({ red: 1 }));
      expect(play(s, activate('white', seg(8, 2))).players[0].used).toEqual(counts({ red: 1, brown: 1 }));
    });

    it('only white dice: other gear dice keep their colour', () => {
      const s = play(stateWith({ cards: ['rotelinie'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1, lightgrey: 1 } }] }), activate('red'));
      expect(targets(s, 'activate', 'lightgrey')).toEqual([seg(15, 0)]);
    });
  });
});

describe('Boxengasse (purple)', () => {
  describe('AUTO-E13 Boxenprofi (PX1): „… noch 5 Würfel auf deiner Ablage, so kannst du danach noch bis zu 2 zusätzliche Würfel … entfernen, solange es keinen Spieler gibt, der 5 oder weniger Würfel auf seiner Ablage hat."', () => {
    const s0 = (o1: number, o2: number) =>
      o1 === 6 && o2 === 9 ? pitProExample.start() : stateWith({ seats: 3, cards: ['boxenprofi'], players: [{ active: { purple: 1 }, discard: { brown: 6, white: 5 } }, { discard: { white: o1 } }, { discard: { white: o2 } }] });
    const sixWear = Array.from({ length: 6 }, () => choose('brown'));

    it('5 left, the others 6 and 9 → up to 2 more', () => {
      let s = playAll(s0(6, 9), [activate('purple'), ...sixWear]);
      expect(s.players[0].discard).toEqual(counts({ white: 5 }));
      expect(s.turn.pending).toMatchObject({ card: 'boxenprofi', stage: 'bonus', n: 0, k: 2 });
      expect(legal(s)).toEqual([choose('white'), STOP]);
      s = playAll(s, [choose('white'), choose('white')]);
      expect(s.turn.pending).toBeNull();
      expect(s.players[0].discard).toEqual(counts({ white: 3 }));
    });

    it('another player with 5 → no bonus (5 is not fewer than 5)', () => {
      const s = playAll(s0(5, 9), [activate('purple'), ...sixWear]);
      expect(s.turn.pending).toBeNull();
      expect(s.players[0].discard).toEqual(counts({ white: 5 }));
    });

    it('stopping after 5 removed: 6 left is not fewer than 6 → no bonus; a 7th in the first step is no move', () => {
      const s = playAll(s0(6, 9), [activate('purple'), ...sixWear.slice(0, 5), STOP]);
      expect(s.turn.pending).toBeNull();
      expect(s.players[0].discard).toEqual(counts({ brown: 1, white: 5 }));
      const t = playAll(s0(6, 9), [activate('purple'), ...sixWear.slice(0, 5), choose('white')]);
      // The 6th die ends the first step (4 left < 6 and 9: the bonus).
      expect(t.turn.pending).toMatchObject({ stage: 'bonus', k: 2 });
    });
  });

  it('Schnellwechsel (PX2): up to 4 off the discard, „Entferne dann alle benutzten Verschleiß-Würfel … die du während der Aktionsphase bis zu diesem Zeitpunkt erhalten hast"', () => {
    // Aufholjagd while leading: 1 wear and no field. Then Schnellwechsel.
    let s = stateWith({ cards: ['schnellwechsel', 'aufholjagd'], cars: [seg(14, 1), seg(3, 1)], players: [{ active: { purple: 1, green: 1 }, discard: { brown: 3, white: 3 } }] });
    s = play(s, activate('green'));
    expect(s.players[0].used).toEqual(counts({ green: 1, brown: 1 }));
    s = play(s, activate('purple'));
    expect(legal(s)).toEqual([choose('white'), choose('brown'), STOP]);
    const supply = s.supply.slice();
    s = playAll(s, [choose('brown'), choose('brown'), choose('brown')]);
    expect(s.turn.pending).not.toBeNull();
    s = play(s, choose('white')); // the 4th ends the removing, then the used wear goes
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].discard).toEqual(counts({ white: 2 }));
    expect(s.players[0].used).toEqual(counts({ green: 1, purple: 1 }));
    expect(s.supply[BR]).toBe(supply[BR] + 3 + 1);
    expect(s.supply[W]).toBe(supply[W] + 1);
    // Removing none from the discard still takes the used wear; wear gained later (the wear phase) stays.
    let t = stateWith({ cards: ['schnellwechsel', 'aufholjagd'], cars: [seg(12, 1), seg(3, 1)], players: [{ active: { purple: 1, green: 1, darkgrey: 1 }, bag: { yellow: 7 } }] });
    t = playAll(t, [activate('green'), activate('purple')]);
    expect(legal(t)).toEqual([STOP]); // empty discard
    t = play(t, STOP);
    expect(t.players[0].used).toEqual(counts({ green: 1, purple: 1 }));
    t = playAll(t, [activate('darkgrey', seg(14, 1)), END]);
    expect(t.players[0].discard).toEqual(counts({ green: 1, purple: 1, darkgrey: 1, brown: 3 }));
  });

  it('AUTO-E14 Boxenkoordinator (PX3): „Hast du 1 gelben, 2 dunkelgraue, 3 blaue, 1 grünen und 2 braune Würfel auf deiner Ablage, so kannst du bis zu 5 dieser Würfel entfernen."', () => {
    let s = play(coordinatorExample.start(), activate('purple'));
    expect(s.turn.pending).toMatchObject({ card: 'koordinator', n: 0, k: 5 });
    expect(legal(s)).toEqual([choose('darkgrey'), choose('yellow'), choose('blue'), choose('green'), choose('brown'), STOP]);
    s = playAll(s, [choose('blue'), choose('blue'), choose('blue'), choose('brown')]);
    // After 4 the colours left are fewer (4), but the number counted at the start holds: a 5th is allowed.
    expect(legal(s)).toContainEqual(STOP);
    s = play(s, choose('brown'));
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].discard).toEqual(counts({ yellow: 1, darkgrey: 2, green: 1 }));
    // An empty discard: 0 colours, nothing to do.
    expect(play(stateWith({ cards: ['koordinator'], players: [{ active: { purple: 1 } }] }), activate('purple')).turn.pending).toBeNull();
  });
});

describe('Leistung (green)', () => {
  describe('AUTO-E15 Adrenalin (GX1), option 2: „… an Position 4 in einem 5-Personenspiel und überholst du … 2 andere Rennautos und bist dann an 2.Position, so darfst du bis zu 4 hellgraue Felder fahren."', () => {
    // Anna (row 7 inside) is 4th: Cleo leads (row 22 outside), Ben row 8 middle, Dora row 9 outside, Emil row 4 middle.
    // Four white dice carry her along the white inside lane to row 11, past Ben and Dora: 2nd.
    const s0 = adrenalineExample.start;
    const moved = () => {
      let s = play(s0(), activate('green'));
      // The only light-grey field next to the car (row 8 middle) is taken by Ben: option 1 is not offered.
      expect(legal(s)).toEqual([option(2)]);
      s = playAll(s, [option(2), activate('white', seg(7, 0)), activate('white', seg(8, 0)), activate('white', seg(9, 0)), activate('white', seg(10, 0))]);
      expect(positionOf(s, 0)).toBe(4);
      return s;
    };

    it('after the move: 2nd, so up to 2 × 2 = 4 light-grey fields; they count for the wear', () => {
      let s = play(moved(), END);
      expect(s.players[0].seg).toBe(seg(10, 0));
      expect(positionOf(s, 0)).toBe(2);
      expect(s.turn.pending!.path).toMatchObject({ left: 4, allowed: [LG], car: { seat: 0, wear: true } });
      // Light grey: row 12 inside (white/light grey) and row 13 middle (light/dark grey).
      expect(drives(s)).toEqual([seg(11, 0), seg(12, 1)]);
      expect(legal(s)).toContainEqual(STOP);
      const brown = s.supply[BR];
      s = playAll(s, [drive(seg(11, 0)), drive(seg(12, 0)), drive(seg(13, 0))]);
      expect(s.current).toBe(0);
      s = play(s, drive(seg(14, 0)));
      // Four fields: the bonus is over and so is the turn. White dice alone give 1 wear; the light-grey fields 2.
      expect(s.current).toBe(1);
      expect(s.players[0].seg).toBe(seg(14, 0));
      expect(brown - s.supply[BR]).toBe(2);
      expect(s.players[0].discard).toEqual(counts({ green: 1, white: 4, brown: 2 }));
    });

    it('stopping the bonus at once: the white fields alone give 1 wear', () => {
      const s = play(moved(), END);
      const t = play(s, STOP);
      expect(t.current).toBe(1);
      expect(t.players[0].seg).toBe(seg(10, 0));
      expect(s.supply[BR] - t.supply[BR]).toBe(1);
    });

    it('no place gained → no bonus fields', () => {
      let s = stateWith({ seats: 3, cards: ['adrenalin'], cars: [seg(6, 0), seg(21, 2), seg(3, 1)], players: [{ active: { green: 1, white: 1 }, bag: { yellow: 7 } }] });
      s = playAll(s, [activate('green'), option(2), activate('white', seg(7, 0)), END]);
      expect(s.current).toBe(1);
      expect(s.players[0].seg).toBe(seg(7, 0));
    });

    it('option 1: the green die on 1 light-grey field', () => {
      let s = play(stateWith({ cards: ['adrenalin'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { green: 1 } }] }), activate('green'));
      expect(legal(s)).toEqual([option(1), option(2)]);
      s = play(s, option(1));
      expect(legal(s)).toEqual([place(seg(15, 0))]); // exactly one field: no stop
      s = play(s, place(seg(15, 0)));
      expect(s.turn.track).toEqual([{ colour: GR, path: [seg(15, 0)], dist: 15 }]);
      expect(s.players[0].used).toEqual(counts({}));
    });
  });

  describe('AUTO-E16 Aufholjagd (GX2): „Ist dein Rennauto aktuell an 4. Position in einem 4-Personenspiel, so darfst du bis zu 3 dunkelgraue Felder fahren."', () => {
    // Anna on row 13 middle; dark grey ahead in the middle lane: rows 15, 17, 18, then row 20 (middle, outside).
    const run = (others: number[]) => {
      const s = stateWith({ seats: 4, cards: ['aufholjagd'], cars: [seg(12, 1), ...others], players: [{ active: { green: 1 } }] });
      const brown = s.supply[BR];
      const t = play(s, activate('green'));
      expect(brown - t.supply[BR]).toBe(1); // „Erhalte 1 Verschleiß-Würfel" in every place
      return t;
    };
    const ahead = [seg(21, 2), seg(23, 2), seg(25, 2)];
    const behind = [seg(1, 1), seg(3, 1), seg(5, 1)];

    it('4th of 4 → up to 3 dark-grey fields', () => {
      let s = run(ahead);
      expect(s.turn.pending!.path).toMatchObject({ left: 3, allowed: [DG] });
      expect(targets(s, 'place')).toEqual([seg(14, 1)]);
      s = playAll(s, [place(seg(14, 1)), place(seg(16, 1))]);
      expect(targets(s, 'place')).toEqual([seg(17, 0), seg(17, 1)]);
      s = play(s, place(seg(17, 1)));
      // A 4th dark-grey field (row 20 outside) would be next: the effect is over.
      expect(s.turn.pending).toBeNull();
      expect(s.turn.track).toEqual([{ colour: GR, path: [seg(14, 1), seg(16, 1), seg(17, 1)], dist: 17 }]);
    });

    it('2nd and 3rd of 4 → up to 2', () => {
      for (const others of [[ahead[0], behind[0], behind[1]], [ahead[0], ahead[1], behind[0]]]) {
        let s = run(others);
        expect(s.turn.pending!.path!.left).toBe(2);
        s = playAll(s, [place(seg(14, 1)), place(seg(16, 1))]);
        expect(s.turn.pending).toBeNull();
      }
    });

    it('1st → no field, but the die can be activated and its wear is gained', () => {
      const s0 = stateWith({ seats: 4, cards: ['aufholjagd'], cars: [seg(12, 1), ...behind], players: [{ active: { green: 1 } }] });
      expect(legal(s0)).toContainEqual(activate('green'));
      const s = play(s0, activate('green'));
      expect(s.turn.pending).toBeNull();
      expect(s.players[0].used).toEqual(counts({ green: 1, brown: 1 }));
    });
  });

  describe('AUTO-E17 Overdrive (GX3): „Ist dein Rennauto aktuell an 2. Position in einem 3-Personenspiel, so könntest du mit einem grünen Würfel 1 weißes und 2 hellgraue Felder fahren."', () => {
    // Anna on row 10 inside (white). Ahead: row 11 inside (white) and middle (white/light grey); then row 12 inside
    // (white/light grey) and row 13 middle (light/dark grey); from there row 14 inside (light grey), row 15 middle (dark grey).
    const run = (others: number[]) => {
      const s = stateWith({ seats: 3, cards: ['overdrive'], cars: [seg(9, 0), ...others], players: [{ active: { green: 1 } }] });
      const t = play(s, activate('green'));
      expect(s.supply[BR] - t.supply[BR]).toBe(1);
      expect(t.turn.pending!.path).toMatchObject({ left: 3, sameColour: false });
      return t;
    };

    it('2nd of 3 → white or light grey, mixed: 1 white and 2 light-grey fields; dark grey rejected', () => {
      let s = run([seg(21, 2), seg(3, 1)]);
      expect(s.turn.pending!.path!.allowed).toEqual([W, LG]);
      expect(targets(s, 'place')).toEqual([seg(10, 0), seg(10, 1)]);
      s = play(s, place(seg(10, 0))); // white
      expect(targets(s, 'place')).toEqual([seg(11, 0), seg(12, 1)]);
      s = play(s, place(seg(12, 1))); // light (and dark) grey
      expect(targets(s, 'place')).toEqual([seg(13, 0)]); // light grey; row 15 middle (dark grey) and row 16 outside (black) are not offered
      expect(() => play(s, place(seg(14, 1)))).toThrow();
      s = play(s, place(seg(13, 0)));
      expect(s.turn.pending).toBeNull();
      expect(s.turn.track).toEqual([{ colour: GR, path: [seg(10, 0), seg(12, 1), seg(13, 0)], dist: 13 }]);
    });

    it('1st → white fields only', () => {
      let s = run([seg(3, 1), seg(5, 1)]);
      expect(s.turn.pending!.path!.allowed).toEqual([W]);
      s = play(s, place(seg(10, 0)));
      expect(targets(s, 'place')).toEqual([seg(11, 0)]); // white/light grey, not row 13 middle (light/dark grey)
    });

    it('last → dark grey or lower', () => {
      let s = run([seg(21, 2), seg(23, 2)]);
      expect(s.turn.pending!.path!.allowed).toEqual([W, LG, DG]);
      s = playAll(s, [place(seg(10, 0)), place(seg(12, 1))]);
      expect(targets(s, 'place')).toEqual([seg(13, 0), seg(14, 1)]); // not the black field
      s = play(s, place(seg(14, 1)));
      expect(s.turn.track[0].path).toEqual([seg(10, 0), seg(12, 1), seg(14, 1)]);
    });
  });
});

describe('Motor (blue)', () => {
  describe('AUTO-E18 V12-Motor (BX1): „Du hast 2 blaue Würfel in deinem Zug gespielt und deine Endphase … an erster Position abgeschlossen. Dann darf der Spieler … an 2. Position … bis zu 2 Felder in einer beliebigen Farbe fahren, ohne dafür Verschleiß-Würfel zu erhalten. Hat diese Bewegung eine Sogwirkung, so wird diese zuerst ausgeführt und der Spieler, der dann an 3. Position ist, darf …"', () => {
    // Anna (row 20 outside) leads. Ben (row 15 middle, front of his field) is 2nd; Cleo (row 14 inside) 3rd;
    // Dora (row 14 middle, behind Ben in the same field) 4th.
    const s0 = (beschleunigt = false) =>
      stateWith({
        seats: 4,
        options: { beschleunigt },
        cards: ['v12'],
        cars: [seg(19, 2), seg(14, 1), seg(13, 0), seg(13, 1)],
        players: [{ active: { blue: 2 }, bag: { yellow: 7 } }],
      });
    const turn = (s: AutoState) => {
      s = play(s, activate('blue'));
      // Up to 3 fields of one colour of her choice.
      expect(s.turn.pending!.path).toMatchObject({ left: 3, sameColour: true, allowed: [W, LG, DG, BK] });
      s = playAll(s, [place(seg(21, 2)), STOP, activate('blue'), STOP]);
      expect(s.turn.v12).toBe(2);
      return play(s, END);
    };

    it('the cars behind drive in race order, 2 fields each, no wear, Sogwirkung after each, each once', () => {
      let s = turn(s0());
      expect(s.players[0].seg).toBe(seg(21, 2));
      expect(s.interlude).toMatchObject({ owner: 0, fields: 2, seat: 1 });
      expect(mod.toAct(s)).toEqual([1]);
      expect(legal(s, 0)).toEqual([]);
      // Ben: any colour — light grey (row 16 inside), black (row 16 outside), dark grey (row 17 middle).
      expect(drives(s, 1)).toEqual([seg(15, 0), seg(15, 2), seg(16, 1)]);
      expect(legal(s, 1)).toContainEqual(STOP);
      const brown = s.supply[BR];
      s = play(s, drive(seg(16, 1)), 1);
      expect(drives(s, 1)).toEqual([seg(17, 0), seg(17, 1), seg(17, 2)]);
      s = play(s, drive(seg(17, 2)), 1);
      expect(s.players[1].seg).toBe(seg(17, 2));
      expect(s.players[1].used).toEqual(counts());
      expect(s.supply[BR]).toBe(brown);
      // Sogwirkung first: Dora is pulled to the front of her field (row 15 middle) and is now ahead of Cleo — she drives next.
      expect(s.players[3].seg).toBe(seg(14, 1));
      expect(s.interlude).toMatchObject({ seat: 3, waiting: [2] });
      expect(mod.toAct(s)).toEqual([3]);
      s = play(s, STOP, 3);
      expect(s.interlude).toMatchObject({ seat: 2, waiting: [] });
      expect(drives(s, 2)).toEqual([seg(14, 0)]);
      s = play(s, drive(seg(14, 0)), 2);
      expect(drives(s, 2)).toEqual([seg(15, 0), seg(16, 1)]);
      s = play(s, drive(seg(15, 0)), 2);
      // Everyone behind has driven once: Ben's turn begins.
      expect(s.interlude).toBeUndefined();
      expect(s.current).toBe(1);
      expect(s.turn.pending).toBeNull();
      expect(s.players.map((p) => p.seg)).toEqual([seg(21, 2), seg(17, 2), seg(15, 0), seg(14, 1)]);
      expect(s.supply[BR]).toBe(brown);
    });

    it('"beschleunigter Ablauf": the fields are owed to the start of each one\'s next turn', () => {
      let s = turn(s0(true));
      expect(s.interlude).toBeUndefined();
      // Ben's turn begins with his: the others' wait for their turns.
      expect(s.players.map((p) => p.owedDrive)).toEqual([undefined, undefined, 2, 2]);
      expect(s.current).toBe(1);
      expect(s.turn.pending!.path).toMatchObject({ left: 2, car: { seat: 1, wear: false } });
      expect(legal(s)).toEqual([drive(seg(15, 0)), drive(seg(15, 2)), drive(seg(16, 1)), STOP]);
      s = playAll(s, [drive(seg(16, 1)), drive(seg(17, 1))]);
      expect(s.players[1].owedDrive).toBeUndefined();
      expect(s.players[1].seg).toBe(seg(17, 1));
      expect(s.players[3].seg).toBe(seg(14, 1)); // Sogwirkung after the drive
      // Then his own turn as usual.
      expect(legal(s)).toContainEqual({ type: 'pit' });
    });
  });

  describe('Biturbo (BX2): „Erhalte 2 Verschleiß-Würfel. … mit jedem aktivierten Gang-Würfel doppelt so viele Felder fahren"', () => {
    it('+2 wear; each gear die activated after it may drive a second field of its colour', () => {
      let s = stateWith({ cards: ['biturbo'], cars: [seg(12, 1), seg(25, 1)], players: [{ active: { blue: 1, darkgrey: 2 } }] });
      s = play(s, activate('blue'));
      expect(s.players[0].used).toEqual(counts({ blue: 1, brown: 2 }));
      expect(s.turn.double).toBe(true);
      s = play(s, activate('darkgrey', seg(14, 1)));
      expect(s.turn.pending!.path).toMatchObject({ path: [seg(14, 1)], left: 1, allowed: [DG] });
      expect(legal(s)).toEqual([place(seg(16, 1)), STOP]);
      s = play(s, place(seg(16, 1)));
      expect(s.turn.pending).toBeNull();
      expect(s.turn.track).toEqual([{ colour: DG, path: [seg(14, 1), seg(16, 1)], dist: 16 }]);
      expect(s.players[0].used).toEqual(counts({ blue: 1, brown: 2 }));
      // The second die may stop after its first field.
      s = playAll(s, [activate('darkgrey', seg(17, 1)), STOP]);
      expect(s.turn.track).toEqual([
        { colour: DG, path: [seg(14, 1), seg(16, 1)], dist: 16 },
        { colour: DG, path: [seg(17, 1)], dist: 17 },
      ]);
      expect(s.players[0].active).toEqual(counts());
    });

    it('with Rote Linie: the white die\'s two fields share a colour; wear only when white is no longer among them', () => {
      // Anna on row 23 middle. A white die on row 24 middle (white/light grey): next row 25 inside (white/light grey) or
      // row 26 middle (light/dark grey) — not row 26 outside (dark grey only).
      const s0 = () => {
        const s = stateWith({ cards: ['rotelinie', 'biturbo'], cars: [seg(22, 1), seg(3, 1)], players: [{ active: { red: 1, blue: 1, white: 1 } }] });
        return playAll(s, [activate('red'), activate('blue')]);
      };
      const s = play(s0(), activate('white', seg(23, 1)));
      expect(s.turn.pending!.path).toMatchObject({ allowed: [W, LG] });
      expect(legal(s)).toEqual([place(seg(24, 0)), place(seg(25, 1)), STOP]);
      // White/light grey twice: still white → no wear.
      const white = play(s, place(seg(24, 0)));
      expect(white.players[0].used).toEqual(counts({ red: 1, blue: 1, brown: 2 }));
      // Light/dark grey second: only light grey is shared → 1 wear.
      const grey = play(s, place(seg(25, 1)));
      expect(grey.players[0].used).toEqual(counts({ red: 1, blue: 1, brown: 3 }));
      expect(grey.turn.track).toEqual([{ colour: W, path: [seg(23, 1), seg(25, 1)], dist: 25 }]);
      // Stopping on the white/light-grey field: no wear.
      expect(play(s, STOP).players[0].used).toEqual(counts({ red: 1, blue: 1, brown: 2 }));
      // First on a light-grey field (row 24 outside): 1 wear whether it goes on or not.
      const lg = play(s0(), activate('white', seg(23, 2)));
      expect(lg.turn.pending!.path).toMatchObject({ allowed: [LG] });
      expect(play(lg, STOP).players[0].used).toEqual(counts({ red: 1, blue: 1, brown: 3 }));
    });

    it('gear dice lying before it stay single; several Biturbo dice do not add up', () => {
      let s = stateWith({ cards: ['biturbo'], cars: [seg(12, 1), seg(25, 1)], players: [{ active: { blue: 2, darkgrey: 2 } }] });
      s = playAll(s, [activate('darkgrey', seg(14, 1)), activate('blue'), activate('blue')]);
      expect(s.turn.track).toEqual([{ colour: DG, path: [seg(14, 1)], dist: 14 }]);
      expect(s.players[0].used).toEqual(counts({ blue: 2, brown: 4 }));
      s = play(s, activate('darkgrey', seg(16, 1)));
      expect(s.turn.pending!.path!.left).toBe(1); // 2 fields, not 3 or 4
    });
  });

  it('Einspritzung (BX3): „Wähle 1 aktiven Würfel und lege ihn ab. Wähle dann bis zu 3 Würfel von deiner Ablage … 1 Verschleiß-Würfel für jeden … auch erlaubt, den gerade abgelegten Würfel wieder zu den aktiven Würfeln zu legen."', () => {
    let s = stateWith({ cards: ['einspritzung'], players: [{ active: { blue: 1, white: 1, lightgrey: 1 }, discard: { black: 2, brown: 1 } }] });
    s = play(s, activate('blue'));
    expect(legal(s)).toEqual([choose('white', 'active'), choose('lightgrey', 'active')]); // one must be put down
    s = play(s, choose('white', 'active'));
    expect(s.players[0].discard).toEqual(counts({ white: 1, black: 2, brown: 1 }));
    expect(legal(s)).toEqual([choose('white'), choose('black'), choose('brown'), STOP]);
    const brown = s.supply[BR];
    s = playAll(s, [choose('white'), choose('black'), choose('black')]);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].active).toEqual(counts({ white: 1, lightgrey: 1, black: 2 }));
    expect(s.players[0].discard).toEqual(counts({ brown: 1 }));
    expect(s.players[0].used).toEqual(counts({ blue: 1, brown: 3 }));
    expect(s.supply[BR]).toBe(brown - 3);
    // Taking none: no wear.
    const none = playAll(stateWith({ cards: ['einspritzung'], players: [{ active: { blue: 1, white: 1 }, discard: { black: 1 } }] }), [activate('blue'), choose('white', 'active'), STOP]);
    expect(none.players[0].used).toEqual(counts({ blue: 1 }));
    expect(none.players[0].discard).toEqual(counts({ white: 1, black: 1 }));
    // Alone among the active dice it cannot be used (no other die to put down).
    expect(activates(stateWith({ cards: ['einspritzung'], players: [{ active: { blue: 1 }, discard: { black: 1 } }] }), 'blue')).toBe(false);
  });
});
