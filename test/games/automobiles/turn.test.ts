/** The turn structure: setup and opening purchase, the five phases, the pit stop, the track rules, laps and the end. */
import { BK, BR, COLOUR_INDEX, DG, LG, SUPPLY, W, YE, total } from '../../../src/games/automobiles/data/dice';
import { segAt } from '../../../src/games/automobiles/rules/geometry';
import { TRACKS } from '../../../src/games/automobiles/data/tracks';
import { de, en } from '../../support/text';
import { END, activate, counts, legal, mod, play, playAll, seg, stateWith, targets, lastLapState } from './helpers';

describe('setup and the opening purchase (rule "Spielvorbereitung")', () => {
  it('supply, start bags, grid, money, lap marker; start player buys first, leftover lost, then everybody draws 7', () => {
    let s = mod.setup(11, 4, mod.optionsSchema.parse({}));
    expect(s.options).toEqual({ cardSet: 'random', track: 'daytona', laps: 3, einfaedeln: false, beschleunigt: false });
    expect(s.phase).toBe('opening');
    expect(s.current).toBe(s.startPlayer);
    for (const p of s.players) expect(p.bag).toEqual(counts({ lightgrey: 2, white: 5, yellow: 5 }));
    expect(s.supply[W]).toBe(SUPPLY[W] - 20);
    const grid = TRACKS.daytona.grid;
    for (let i = 0; i < 4; i++) {
      const seat = (s.startPlayer + i) % 4;
      expect(s.players[seat].seg).toBe(segAt(grid[i].slice, grid[i].lane));
      expect(s.players[seat].startMoney).toBe(grid[i].money);
    }
    expect(s.turn.money).toBe(10);
    // One random card per action colour.
    expect(s.cards).toHaveLength(5);
    // The start player: a dark-grey die ($5) and a light-grey one ($3): $2 left over are lost.
    s = playAll(s, [{ type: 'buy', colour: 'darkgrey' }, { type: 'buy', colour: 'lightgrey' }]);
    expect(s.turn.money).toBe(2);
    expect(legal(s)).toEqual([{ type: 'buy', colour: 'white' }, END]);
    const first = s.startPlayer;
    s = play(s, END);
    expect(s.current).toBe((first + 1) % 4);
    expect(s.turn.money).toBe(11);
    expect(s.players[first].used).toEqual(counts({ darkgrey: 1, lightgrey: 1 }));
    // „einen oder mehrere Würfel": nobody finishes without a die (rules version 2).
    for (let i = 1; i < 4; i++) {
      expect(legal(s)).not.toContainEqual(END);
      const refused = (() => {
        try {
          mod.apply(s, s.current, END);
        } catch (err) {
          return err as { rule?: string };
        }
      })();
      expect(refused?.rule).toBe('Spielvorbereitung');
      s = playAll(s, [{ type: 'buy', colour: 'white' }, END]);
    }
    expect(s.phase).toBe('turn');
    expect(s.round).toBe(1);
    expect(s.current).toBe(first);
    for (const p of s.players) {
      expect(total(p.active)).toBe(7);
      expect(total(p.used)).toBe(0);
    }
    expect(total(s.players[first].active) + total(s.players[first].bag)).toBe(14);
  });

  it('under rules version 1 (older games) a player could finish the opening purchase without a die', () => {
    let s = mod.setup(11, 4, mod.optionsSchema.parse({}), 1);
    expect(s.rules).toBeUndefined(); // a version-1 state is exactly what it was
    for (let i = 0; i < 4; i++) {
      expect(legal(s)).toContainEqual(END);
      s = play(s, END);
    }
    expect(s.phase).toBe('turn');
  });
  it('a suggested set puts its five cards in play; options come from the lobby as strings', () => {
    const s = mod.setup(1, 2, mod.optionsSchema.parse({ cardSet: 'experten', laps: '5', track: 'stadtkurs' }));
    // Rules version 3 („Vorgeschlagene Kartensets"): the Experten set's Turbo is the effect G4 (id 'nitro').
    expect(s.cards).toEqual(['mechaniker', 'boxencrew', 'lenkung', 'nitro', 'hybridmotor']);
    expect(s.options.laps).toBe(5);
    expect(mod.optionsSchema.safeParse({ laps: 6 }).success).toBe(false);
    expect(mod.optionsSchema.safeParse({ turbo: true }).success).toBe(false);
    expect(() => mod.setup(1, 6, mod.optionsSchema.parse({}))).toThrow(RangeError);
  });
});

describe('rule "1. Aktion" and the track ("Bewegung auf der Rennstrecke")', () => {
  it('the activated die leaves the active dice before its effect; dice on the track count as used', () => {
    const s = play(stateWith({ cards: ['nitro'], cars: [seg(0, 0), seg(25, 1)], players: [{ active: { green: 1 } }] }), activate('green'));
    expect(s.players[0].active[COLOUR_INDEX.green]).toBe(0);
    expect(s.players[0].used[COLOUR_INDEX.green]).toBe(1);
  });
  it('adjacent fields (diagonals count), of the die\'s colour, forward only: no sideways, no backwards', () => {
    const s = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, darkgrey: 1, black: 2, white: 1 } }] });
    expect(targets(s, 'activate', 'lightgrey')).toEqual([seg(15, 0)]); // row 15 inside is beside the car: not forward
    expect(targets(s, 'activate', 'darkgrey')).toEqual([seg(16, 1)]);
    expect(targets(s, 'activate', 'black')).toEqual([seg(15, 2)]); // diagonal, the front of the 3-segment field
    expect(targets(s, 'activate', 'white')).toEqual([]);
    // From a lying die on: the black field rows 17-18 outside touches only the die.
    const t = play(s, activate('black', seg(15, 2)));
    expect(targets(t, 'activate', 'black')).toEqual([seg(17, 2)]);
    expect(targets(t, 'activate', 'darkgrey')).toEqual([seg(16, 1)]);
  });
  it('never on a segment with another car; a free segment of the same field is fine', () => {
    const s = stateWith({ cars: [seg(14, 0), seg(16, 1)], players: [{ active: { darkgrey: 1 } }] });
    expect(targets(s, 'activate', 'darkgrey')).toEqual([seg(15, 1)]);
  });
  it('without Einfädeln only the frontmost free segment of a field; with it any free segment', () => {
    const plain = stateWith({ cars: [seg(14, 0), seg(25, 1)], players: [{ active: { darkgrey: 1 } }] });
    expect(targets(plain, 'activate', 'darkgrey')).toEqual([seg(16, 1)]);
    const weave = stateWith({ options: { einfaedeln: true }, cars: [seg(14, 0), seg(25, 1)], players: [{ active: { darkgrey: 1 } }] });
    expect(targets(weave, 'activate', 'darkgrey')).toEqual([seg(15, 1), seg(16, 1)]);
    // Sogwirkung at the end of the turn pulls the car to the front of its field.
    const after = playAll(weave, [activate('darkgrey', seg(15, 1)), END]);
    expect(after.players[0].seg).toBe(seg(16, 1));
  });
  it('the car drives to the furthest die; equally far dice: the player chooses (A-G12)', () => {
    let s = stateWith({ cars: [seg(0, 0), seg(25, 1)], players: [{ active: { lightgrey: 1, darkgrey: 1 } }] });
    s = playAll(s, [activate('lightgrey', seg(1, 0)), activate('darkgrey', seg(1, 1))]);
    expect(legal(s).filter((m) => m.type === 'endTurn')).toEqual([
      { type: 'endTurn', seg: seg(1, 0) },
      { type: 'endTurn', seg: seg(1, 1) },
    ]);
    expect(play(s, { type: 'endTurn', seg: seg(1, 1) }).players[0].seg).toBe(seg(1, 1));
  });
});

describe('rule "2. Kaufen"', () => {
  it('money is the $ of the dice still active; bought dice go to the used dice; no actions after buying', () => {
    let s = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { yellow: 2, white: 1, brown: 2, lightgrey: 1 } }] });
    s = play(s, activate('lightgrey', seg(15, 0)));
    expect(mod.view(s, 0).turn.money).toBe(5);
    s = play(s, { type: 'buy', colour: 'darkgrey' });
    expect(s.turn.stage).toBe('buy');
    expect(s.turn.money).toBe(0);
    expect(s.players[0].used[DG]).toBe(1);
    expect(legal(s)).toEqual([END]);
  });
  it('several dice, the supply limits, wear is never bought, the rest is lost', () => {
    let s = stateWith({ supply: { lightgrey: 1 }, cars: [seg(14, 1), seg(25, 1)], players: [{ active: { yellow: 4 } }] });
    s = play(s, { type: 'buy', colour: 'lightgrey' });
    expect(legal(s).map((m) => (m as { colour?: string }).colour)).toEqual(['white', 'darkgrey', 'yellow', 'red', 'purple', 'blue', 'green', undefined]);
    s = playAll(s, [{ type: 'buy', colour: 'white' }, { type: 'buy', colour: 'white' }]);
    expect(s.turn.money).toBe(1);
    const after = play(s, END);
    expect(after.players[0].discard[W] + after.players[0].active[W] + after.players[0].bag[W]).toBe(2);
  });
});

describe('rules "Endphase", "Würfel ziehen" and the pit stop', () => {
  it('everything goes to the discard; the discard refills the bag only when a die must be drawn', () => {
    const s = play(stateWith({ players: [{ active: { yellow: 2 }, bag: { white: 8 }, discard: { brown: 5 } }] }), END);
    expect(s.players[0].active).toEqual(counts({ white: 7 }));
    expect(s.players[0].bag).toEqual(counts({ white: 1 }));
    expect(s.players[0].discard).toEqual(counts({ yellow: 2, brown: 5 }));
    const t = play(stateWith({ players: [{ active: { yellow: 2 }, bag: { white: 2 }, discard: { black: 5 } }] }), END);
    expect(total(t.players[0].active)).toBe(7);
    expect(t.players[0].active[W]).toBe(2);
    expect(total(t.players[0].bag)).toBe(2);
    expect(total(t.players[0].discard)).toBe(0);
  });
  it('pit stop: all active wear back to the supply, then the end phase; not once the turn has started', () => {
    const s = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { brown: 3, lightgrey: 2 }, bag: { yellow: 9 } }] });
    expect(legal(s)[0]).toEqual({ type: 'pit' });
    const t = play(s, { type: 'pit' });
    expect(t.supply[BR]).toBe(s.supply[BR] + 3);
    expect(t.players[0].discard).toEqual(counts({ lightgrey: 2 }));
    expect(t.players[0].seg).toBe(seg(14, 1));
    expect(t.current).toBe(1);
    expect(mod.undoBarrier(s, t, 0, { type: 'pit' })).toBe(true);
    const started = play(s, activate('lightgrey', seg(15, 0)));
    expect(legal(started)).not.toContainEqual({ type: 'pit' });
  });
});

describe('laps and the end of the game (rule "Ende des Spiels")', () => {
  it('crossing the line moves the lap marker; the last lap ends the game at the end of the round', () => {
    let s = lastLapState();
    expect(s.turn.track[1].dist).toBe(52); // second lap: 26 + 26
    const before = s;
    s = play(s, END);
    expect(s.players[1].laps).toBe(2);
    expect(s.endTriggered).toBe(true);
    const line = mod.logLine({ before, after: s, seat: 1, move: END, viewer: 0});
    expect(en(line, ['A', 'B', 'C'])).toContain('crossing the finish line (0 laps to go); ');
    expect(en(line, ['A', 'B', 'C'])).toMatch(/ The last lap is done: the game ends with this round\.$/);
    expect(de(line, ['A', 'B', 'C'])).toBe(
      'B beendet den Zug: fährt auf Reihe 1 innen (Hellgrau) und überquert die Ziellinie (keine Runde mehr); 2 Verschleiß; zieht 7× Weiß. Die letzte Runde ist beendet: Das Spiel endet mit dieser Spielrunde.',
    );
    expect(s.phase).toBe('turn');
    expect(s.current).toBe(2);
    s = play(s, END);
    expect(s.phase).toBe('finished');
    expect(mod.toAct(s)).toEqual([]);
    const out = mod.outcome(s);
    expect(out.ranks).toEqual([2, 1, 3]);
    expect(out.scores).toEqual([19, 52, 17]);
    expect(en(out.summary, ['Anna', 'Ben', 'Cleo'])).toBe('Ben wins: first across the line on the last lap. Order: Ben, Anna, and Cleo.');
    expect(de(out.summary, ['Anna', 'Ben', 'Cleo'])).toBe('Ben gewinnt: als einziger Rennwagen in der letzten Runde über die Ziellinie. Reihenfolge: Ben, Anna und Cleo.');
  });
  it('several finishers: the furthest ahead wins; equally far: the car nearer the inside', () => {
    const s = stateWith({ options: { laps: 1 }, cars: [seg(1, 1), seg(1, 0)] });
    for (const p of s.players) p.laps = 1;
    s.phase = 'finished';
    s.endTriggered = true;
    mod.assertInvariants!(s);
    expect(mod.outcome(s).ranks).toEqual([2, 1]);
  });
});

describe('rule "Sogwirkung"', () => {
  it('at the end of every turn each car moves to the foremost free segment of its field, front cars first', () => {
    // The 3-segment black field rows 14-16 outside; another car on its front segment.
    let s = stateWith({ options: { einfaedeln: true }, seats: 3, cars: [seg(12, 1), seg(15, 2), seg(25, 1)], players: [{ active: { black: 1 } }] });
    expect(targets(s, 'activate', 'black')).toEqual([seg(13, 2), seg(14, 2)]);
    s = play(s, activate('black', seg(13, 2)));
    const t = play(s, END);
    expect(t.players[0].seg).toBe(seg(14, 2));
    expect(t.players[1].seg).toBe(seg(15, 2));
  });
});

describe('other numbers', () => {
  it('gear indices', () => {
    expect([W, LG, DG, BK, YE]).toEqual([0, 1, 2, 3, 4]);
  });
});
