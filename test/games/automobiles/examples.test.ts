/**
 * The worked examples of the rule text (analysis section 1.3, AUTO-E01 … AUTO-E09, the base
 * game), as exact tests on the Daytona Beach track. Field coordinates: seg(slice, lane), lane 0
 * is the inside; see docs/games/automobiles/design.md ("The tracks") for the map. Each example's position and moves are
 * the data the rules page replays (src/games/automobiles/data/examples.ts): every step is checked
 * through the module's steps (isOffered) and the rule book's outcome after the steps.
 */
import type { RuleExample } from '../../../src/engine/learn';
import { isOffered } from '../../../src/engine/steps';
import {
  EXAMPLES,
  adrenalineExample,
  camberExample,
  chaseExample,
  coordinatorExample,
  differentialExample,
  dragExample,
  gearboxExample,
  hybridExample,
  overdriveExample,
  pitProExample,
  spoilerExample,
  steeringExample,
  turboExample,
  v8Example,
  wankelExample,
  wearExample,
  workshopChiefExample,
  v12Example,
  tucsonExample,
  driver1Example,
  driver7Example,
  driver10Example,
  sponsorE1Example,
  sponsorF2Example,
  openingExample,
} from '../../../src/games/automobiles/data/examples';
import { counts } from './helpers';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import { BR, COLOUR_INDEX } from '../../../src/games/automobiles/data/dice';
import { positionOf } from '../../../src/games/automobiles/rules/position';
import { de, en } from '../../support/text';
import { END, STOP, activate, choose, legal, mod, place, play, playAll, seg, stateWith, targets } from './helpers';

const brownSupply = (s: { supply: number[] }) => s.supply[BR];

type Example = RuleExample<AutoState, AutoMove>;

/** The example's position after its first `n` steps (all of them by default), each step offered by the module's steps. */
function replay(ex: Example, n = ex.steps.length): AutoState {
  let s = ex.start();
  for (const step of ex.steps.slice(0, n)) {
    expect(isOffered(mod, s, step.seat, step.move)).toBe(true);
    s = play(s, step.move, step.seat);
  }
  return s;
}

describe('the examples of the rules page', () => {
  it('every example replays through the rules, with its words in both languages', () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual(['wear', 'luftwiderstand', 'sturz', 'lenkung', 'v8', 'hybridmotor', 'wankelmotor', 'getriebe', 'turbo', 'werkstattleiter', 'spoiler', 'differenzial', 'boxenprofi', 'koordinator', 'adrenalin', 'aufholjagd', 'overdrive', 'v12', 'tucson', 'driver1', 'driver7', 'driver10', 'sponsorE1', 'sponsorF2', 'opening']);
    for (const ex of EXAMPLES) {
      replay(ex);
      for (const text of [ex.title, ex.intro, ...ex.steps.map((st) => st.say)]) {
        expect(en(text, ['Anna', 'Ben', 'Cleo', 'Dan'])).not.toMatch(/automobiles\./);
        expect(de(text, ['Anna', 'Ben', 'Cleo', 'Dan'])).not.toMatch(/automobiles\./);
      }
    }
  });
});

describe('AUTO-E01: wear by the highest colour of the fields used, not summed ("4 hellgraue und 1 dunkelgraues Feld → 3")', () => {
  const base = wearExample.start;
  const moves = wearExample.steps.map((st) => st.move);
  const run = (s = base()) => playAll(s, moves.slice(0, 5));

  it('four light-grey fields and one dark-grey field give exactly 3 wear', () => {
    expect(moves[5]).toEqual(END);
    const s = replay(wearExample, 5);
    expect(s.turn.track.map((d) => d.path)).toEqual([[seg(1, 0)], [seg(2, 0)], [seg(3, 0)], [seg(4, 0)], [seg(5, 1)]]);
    const before = brownSupply(s);
    const after = replay(wearExample);
    expect(after.players[0].seg).toBe(seg(5, 1));
    expect(before - brownSupply(after)).toBe(3);
    const line = mod.logLine({ before: s, after, seat: 0, move: END, viewer: null});
    expect(en(line, ['Anna', 'Ben'])).toMatch(/^Anna ended the turn: drove to row 6 middle \(dark-grey\); 3 wear; drew /);
    expect(de(line, ['Anna', 'Ben'])).toMatch(/^Anna beendet den Zug: fährt auf Reihe 6 Mitte \(Dunkelgrau\); 3 Verschleiß; zieht /);
  });

  it('a two-colour field counts as its higher colour, whatever die lay on it', () => {
    // Light-grey dice only; the last one on the light-grey/dark-grey field rows 17-18 inside.
    let s = stateWith({ cars: [seg(12, 0), seg(23, 2)], players: [{ active: { lightgrey: 4 } }] });
    s = playAll(s, [activate('lightgrey', seg(13, 0)), activate('lightgrey', seg(14, 0)), activate('lightgrey', seg(15, 0)), activate('lightgrey', seg(17, 0))]);
    expect(brownSupply(s) - brownSupply(play(s, END))).toBe(3);
    // Without the two-colour field: only light grey → 2.
    let t = stateWith({ cars: [seg(12, 0), seg(23, 2)], players: [{ active: { lightgrey: 3 } }] });
    t = playAll(t, [activate('lightgrey', seg(13, 0)), activate('lightgrey', seg(14, 0)), activate('lightgrey', seg(15, 0))]);
    expect(brownSupply(t) - brownSupply(play(t, END))).toBe(2);
  });

  it('drafting directly behind another car: no wear', () => {
    let s = stateWith({ cars: [seg(0, 0), seg(5, 0)], players: [{ active: { lightgrey: 4 } }] });
    s = playAll(s, [activate('lightgrey', seg(1, 0)), activate('lightgrey', seg(2, 0)), activate('lightgrey', seg(3, 0)), activate('lightgrey', seg(4, 0))]);
    const after = play(s, END);
    expect(after.players[0].seg).toBe(seg(4, 0));
    expect(brownSupply(after)).toBe(brownSupply(s));
    expect(en(mod.logLine({ before: s, after, seat: 0, move: END, viewer: 1}), ['Anna', 'Ben'])).toContain('no wear (drafting)');
    expect(de(mod.logLine({ before: s, after, seat: 0, move: END, viewer: 1}), ['Anna', 'Ben'])).toContain('kein Verschleiß (Windschatten)');
  });

  it('a car that did not move gains no wear; Federung (red) also prevents it', () => {
    const s = base();
    expect(brownSupply(play(s, END))).toBe(brownSupply(s));
    let f = stateWith({ cars: [seg(0, 0), seg(19, 1)], players: [{ active: { lightgrey: 4, darkgrey: 1, red: 1 } }] });
    f = play(f, activate('red'));
    expect(f.turn.noWear).toBe(true);
    f = run(f);
    expect(brownSupply(play(f, END))).toBe(brownSupply(f));
  });
});

describe('AUTO-E02: Luftwiderstand (R2) — discard a black die, red die up to 3 dark-grey fields', () => {
  const s0 = dragExample.start;
  it('gains 1 wear first, offers only non-white gear dice, then up to 3 dark-grey fields', () => {
    expect(dragExample.steps.map((st) => st.move)).toEqual([activate('red'), choose('black', 'active'), place(seg(16, 1)), place(seg(17, 1)), place(seg(19, 1))]);
    let s = play(s0(), activate('red'));
    expect(s.players[0].used[BR]).toBe(1);
    expect(legal(s)).toEqual([choose('lightgrey', 'active'), choose('black', 'active')]);
    s = play(s, choose('black', 'active'));
    expect(s.players[0].discard[COLOUR_INDEX.black]).toBe(1);
    expect(s.players[0].active[COLOUR_INDEX.black]).toBe(0);
    // Dark-grey fields only: the middle lane ahead; the light-grey field inside and the black one outside are not offered.
    expect(targets(s, 'place')).toEqual([seg(16, 1)]);
    expect(legal(s)).toContainEqual(STOP); // "bis zu": 0 fields allowed
    s = playAll(s, [place(seg(16, 1)), place(seg(17, 1))]);
    // Two-colour light-grey/dark-grey fields count as dark grey too.
    expect(targets(s, 'place')).toEqual([seg(19, 1), seg(19, 2)]);
    s = play(s, place(seg(19, 1)));
    // Three fields: the die lies on the third; no fourth step is offered.
    expect(s.turn.pending).toBeNull();
    expect(s.turn.track).toEqual([{ colour: COLOUR_INDEX.red, path: [seg(16, 1), seg(17, 1), seg(19, 1)], dist: 19 }]);
    expect(legal(s).some((m) => m.type === 'place')).toBe(false);
    expect(replay(dragExample)).toEqual(s);
  });
  it('a light-grey die gives white fields', () => {
    let s = playAll(s0(), [activate('red'), choose('lightgrey', 'active')]);
    expect(s.turn.pending!.path!.allowed).toEqual([COLOUR_INDEX.white]);
    // No white field next to the car on the back straight: only "stop" (0 fields).
    expect(legal(s)).toEqual([STOP]);
    s = play(s, STOP);
    expect(s.turn.track).toEqual([]);
    expect(s.players[0].used[COLOUR_INDEX.red]).toBe(1);
  });
  it('without a non-white active gear die the red die cannot be activated (A-G23)', () => {
    const s = stateWith({ cards: ['luftwiderstand'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1, white: 2 } }] });
    expect(legal(s).some((m) => m.type === 'activate' && m.colour === 'red')).toBe(false);
  });
});

describe('AUTO-E03: Sturz- & Spurwinkel (R3) — a dark-grey die on the discard, red die on one dark-grey field', () => {
  it('only fields of the chosen colour, exactly one, the gear die stays on the discard, +1 wear', () => {
    let s = play(camberExample.start(), activate('red'));
    expect(s.players[0].used[BR]).toBe(1);
    // White is on the discard too, but no white field is reachable: only dark grey is offered.
    expect(legal(s)).toEqual([choose('darkgrey')]);
    s = play(s, choose('darkgrey'));
    expect(legal(s)).toEqual([place(seg(16, 1))]); // no "stop": exactly one field
    expect(targets(s, 'place')).not.toContain(seg(15, 0)); // the light-grey field next to it
    s = play(s, place(seg(16, 1)));
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].discard[COLOUR_INDEX.darkgrey]).toBe(1);
    expect(replay(camberExample)).toEqual(s);
  });
});

describe('AUTO-E04: Lenkung (R4) — an active dark-grey die, red die on a light-grey or white field', () => {
  it('lower colours only, the gear die stays active, no wear', () => {
    let s = replay(steeringExample, 2);
    expect(s.turn.pending!.path!.allowed).toEqual([COLOUR_INDEX.white, COLOUR_INDEX.lightgrey]);
    expect(targets(s, 'place')).toEqual([seg(15, 0)]);
    s = play(s, place(seg(15, 0)));
    expect(s.players[0].active[COLOUR_INDEX.darkgrey]).toBe(1);
    expect(s.players[0].used[BR]).toBe(0);
    // The dark-grey die can still be placed as a gear afterwards.
    expect(targets(s, 'activate', 'darkgrey')).toContain(seg(16, 1));
    expect(replay(steeringExample, 3)).toEqual(s);
    expect(replay(steeringExample).turn.track.map((d) => d.path)).toEqual([[seg(15, 0)], [seg(16, 1)]]);
  });
});

describe('AUTO-E05: V8-Motor (B1) — 3 dark-grey dice on the discard, up to 3 dark-grey fields', () => {
  it('+2 wear, 0 to 3 consecutive dark-grey fields, not a fourth', () => {
    let s = replay(v8Example, 1);
    expect(s.players[0].used[BR]).toBe(2);
    expect(s.turn.pending!.path!.left).toBe(3);
    expect(legal(s)).toContainEqual(STOP);
    s = playAll(s, [place(seg(16, 1)), place(seg(17, 1)), place(seg(19, 1))]);
    expect(s.turn.pending).toBeNull();
    expect(s.turn.track[0].path).toEqual([seg(16, 1), seg(17, 1), seg(19, 1)]);
    expect(replay(v8Example)).toEqual(s);
  });
});

describe('AUTO-E06: Hybridmotor (B2) — blue dice compared with each other player\'s discard', () => {
  const spec = (o1Blue: number) =>
    stateWith({
      seats: 3,
      cards: ['hybridmotor'],
      cars: [seg(14, 1), seg(25, 1), seg(23, 2)],
      // Own blue: the activated die + 1 more active + 2 on the discard = 4.
      players: [{ active: { blue: 2 }, discard: { blue: 2 } }, { discard: { blue: o1Blue } }, { bag: { blue: 3 }, active: { blue: 2 } }],
    });
  it('4 against 3 and 0 (dice in bag and active area do not count): up to 2 fields of one colour', () => {
    expect(hybridExample.start()).toEqual(spec(3));
    let s = replay(hybridExample, 1);
    expect(s.players[0].used[BR]).toBe(1);
    expect(s.turn.pending!.path!.left).toBe(2);
    // Any colour for the first field: light grey (row 16 inside), black (row 16 outside), dark grey (row 17 middle).
    expect(targets(s, 'place')).toEqual([seg(15, 0), seg(15, 2), seg(16, 1)]);
    s = play(s, place(seg(16, 1)));
    // The second field must have the same colour: dark grey only (row 18 middle, the light-grey/dark-grey field rows 17-18 inside).
    expect(targets(s, 'place')).toEqual([seg(17, 0), seg(17, 1)]);
    s = play(s, place(seg(17, 1)));
    expect(s.turn.track[0].path).toEqual([seg(16, 1), seg(17, 1)]);
    expect(replay(hybridExample)).toEqual(s);
  });
  it('another player with 4 blue dice on his discard: no movement, the wear is still gained', () => {
    const s = play(spec(4), activate('blue'));
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].used[BR]).toBe(1);
    expect(s.turn.track).toEqual([]);
  });
});

describe('AUTO-E07: Wankelmotor (B3) — different colours on the discard', () => {
  it('1 white, 3 light grey, 1 blue, 2 wear → up to 4 white fields', () => {
    let s = replay(wankelExample, 1);
    expect(s.turn.pending!.path!.left).toBe(4);
    expect(s.players[0].used[BR]).toBe(1);
    s = playAll(s, [place(seg(9, 0)), place(seg(10, 0)), place(seg(11, 0)), place(seg(12, 0))]);
    expect(s.turn.pending).toBeNull();
    expect(s.turn.track[0].dist).toBe(12);
    expect(replay(wankelExample)).toEqual(s);
  });
});

describe('AUTO-E08: Getriebe (G2) — as many light-grey fields as the position number, +1 when last', () => {
  const at = (me: number, others: number[]) =>
    stateWith({ seats: 4, cards: ['getriebe'], cars: [me, ...others], players: [{ active: { green: 1 } }] });
  const fieldsFor = (me: number, others: number[]) => play(at(me, others), activate('green')).turn.pending!.path!.left;
  const others = [seg(19, 1), seg(17, 2), seg(10, 0)];
  it('3rd of 4 → 3 fields; 4th of 4 → 5; 1st → 1; +1 wear', () => {
    expect(positionOf(at(seg(14, 1), others), 0)).toBe(3);
    expect(fieldsFor(seg(14, 1), others)).toBe(3);
    expect(fieldsFor(seg(5, 1), others)).toBe(5);
    expect(fieldsFor(seg(25, 1), others)).toBe(1);
    expect(play(at(seg(14, 1), others), activate('green')).players[0].used[BR]).toBe(1);
    // The rules page's replay: 3rd of 4, three light-grey fields, and no fourth.
    expect(gearboxExample.start()).toEqual(at(seg(14, 1), others));
    const s = replay(gearboxExample);
    expect(s.turn.pending).toBeNull();
    expect(s.turn.track[0].path).toEqual([seg(15, 0), seg(17, 0), seg(18, 0)]);
  });
  it('equal progress: the car nearer the inside counts as ahead', () => {
    expect(fieldsFor(seg(14, 0), [seg(19, 1), seg(17, 2), seg(14, 1)])).toBe(3);
    expect(fieldsFor(seg(14, 1), [seg(19, 1), seg(17, 2), seg(14, 0)])).toBe(5);
  });
  it('the position is the car\'s, not that of dice already placed', () => {
    let s = stateWith({ seats: 4, cards: ['getriebe'], cars: [seg(14, 1), ...others], players: [{ active: { green: 1, black: 1 } }] });
    s = play(s, activate('black', seg(15, 2)));
    expect(play(s, activate('green')).turn.pending!.path!.left).toBe(3);
  });
});

describe('AUTO-E09: Nitro (G4) — green dice on every discard', () => {
  it('2 own + 1 + 1 → up to 6 light-grey fields; green dice in bags and active areas do not count', () => {
    const t = replay(turboExample, 1);
    expect(t.players[0].used[BR]).toBe(2);
    expect(t.turn.pending!.path!.left).toBe(6);
    const u = replay(turboExample);
    expect(u.turn.pending).toBeNull();
    expect(u.turn.track[0].path).toHaveLength(6);
  });
});

describe('the expansion\'s examples (AUTO-E10 … AUTO-E17; more cases in expansion-cards.test.ts): the rule book\'s outcome after the steps', () => {
  it('E10 Werkstattleiter: 3 active dice removed, then 6 off the discard and no 7th', () => {
    const s = replay(workshopChiefExample);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].active).toEqual(counts({ lightgrey: 1 }));
    expect(s.players[0].discard).toEqual(counts({ white: 2 }));
    expect(legal(s).some((m) => m.type === 'choose')).toBe(false);
  });
  it('E11 Spoiler: +1 wear, 2 dark-grey fields, the black die still on the discard', () => {
    const s = replay(spoilerExample);
    expect(s.turn.track[0].path).toEqual([seg(16, 1), seg(17, 1)]);
    expect(s.players[0].used).toEqual(counts({ brown: 1 }));
    expect(s.players[0].discard).toEqual(counts({ black: 1, white: 1 }));
  });
  it('E12 Differenzial: the light-grey die on the discard, the red die on a black field, no wear', () => {
    const s = replay(differentialExample);
    expect(s.turn.track[0].path).toEqual([seg(15, 2)]);
    expect(s.players[0].discard).toEqual(counts({ lightgrey: 1 }));
    expect(s.players[0].used[BR]).toBe(0);
  });
  it('E13 Boxenprofi: 6 wear, then 2 more because 5 < 6 and 5 < 9', () => {
    const s = replay(pitProExample);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].discard).toEqual(counts({ white: 3 }));
  });
  it('E14 Boxenkoordinator: 5 colours, 5 dice removed', () => {
    const s = replay(coordinatorExample);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].discard).toEqual(counts({ yellow: 1, darkgrey: 2, green: 1 }));
  });
  it('E15 Adrenalin: from 4th to 2nd, 4 light-grey fields after the move, the turn over', () => {
    const before = replay(adrenalineExample, 7);
    expect(positionOf(before, 0)).toBe(2);
    expect(before.turn.pending!.path!.left).toBe(4);
    const s = replay(adrenalineExample);
    expect(s.players[0].seg).toBe(seg(14, 0));
    expect(s.current).toBe(1);
  });
  it('E16 Aufholjagd: 4th of 4, 3 dark-grey fields and no 4th', () => {
    const s = replay(chaseExample);
    expect(s.turn.pending).toBeNull();
    expect(s.turn.track[0].path).toEqual([seg(14, 1), seg(16, 1), seg(17, 1)]);
  });
  it('E17 Overdrive: 2nd of 3, 1 white and 2 light-grey fields', () => {
    const s = replay(overdriveExample);
    expect(s.turn.track[0].path).toEqual([seg(10, 0), seg(12, 1), seg(13, 0)]);
    expect(s.players[0].used[BR]).toBe(1);
  });
});

describe('the expansion\'s examples of the V12 Engine, Tucson and the drivers: the rule book\'s outcome', () => {
  it('E18 V12-Motor: the cars behind drive 2 fields each in race order, suction first, no wear', () => {
    const before = replay(v12Example, 6);
    expect(before.interlude).toMatchObject({ owner: 0, fields: 2, seat: 1 });
    const brown = before.supply[BR];
    const s = replay(v12Example);
    expect(s.interlude).toBeUndefined();
    expect(s.current).toBe(1);
    expect(s.players.map((p) => p.seg)).toEqual([seg(21, 2), seg(17, 2), seg(15, 0), seg(14, 1)]);
    expect(s.supply[BR]).toBe(brown);
    // Dora's turn to drive came before Cleo's: suction had moved her ahead.
    expect(v12Example.steps.map((st) => st.seat)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 3, 2, 2]);
  });
  it('E24 Tucson: the start player\'s white die moves him one segment, over the line, no lap yet', () => {
    const start = tucsonExample.start();
    expect(start.p1Hold).toBe(true);
    const s = replay(tucsonExample);
    expect(s.players[0].seg).toBe(seg(0, 0));
    expect(s.players[0].laps).toBe(0);
    expect(s.p1Hold).toBeUndefined();
  });
  it('E19 driver 1: 3 wear in the wear phase → 3 light-grey fields; the action phase\'s wear does not count', () => {
    const before = replay(driver1Example, 4);
    expect(before.turn.wearPhase).toBe(3);
    expect(before.turn.pending!.path).toMatchObject({ left: 3, car: { seat: 0, wear: false } });
    const s = replay(driver1Example);
    expect(s.players[0].seg).toBe(seg(19, 0));
    expect(s.players[0].discard[BR]).toBe(4);
  });
  it('E20 driver 7: 3 wear → 10 dice drawn', () => {
    expect(replay(driver7Example).players[0].active).toEqual(counts({ yellow: 10 }));
  });
  it('E21 driver 10: 4 put down, 4 drawn, 7 active again, once', () => {
    const s = replay(driver10Example);
    expect(s.players[0].active).toEqual(counts({ yellow: 7 }));
    expect(s.players[0].discard).toEqual(counts({ yellow: 4 }));
    expect(s.current).toBe(1);
  });
});

describe('the sponsors\' examples (AUTO-E22, AUTO-E23; the families in season.test.ts): the rule book\'s outcome', () => {
  it('E22 sponsor E1 at 1st place: 2 white and 1 wear by the standard ability, then 8 wear dice', () => {
    const mid = replay(sponsorE1Example, 4);
    expect(mid.season!.pick!.effect).toMatchObject({ stage: 'wear', k: 8, n: 0 });
    const s = replay(sponsorE1Example);
    expect(s.players[0].bag).toEqual(counts({ white: 4, lightgrey: 4, yellow: 5, brown: 1 }));
    expect(mod.toAct(s)).toEqual([1]);
  });
  it('E23 sponsor F2 at 3rd of 4: a middle place, 3 more dice removed, $6 to buy with', () => {
    const mid = replay(sponsorF2Example, 11);
    expect(mid.season!.pick!.effect).toMatchObject({ seat: 0, place: 'middle', stage: 'buy', money: 6 });
    const s = replay(sponsorF2Example);
    expect(s.season!.pick!.effect).toBeNull();
    expect(s.players[0].bag).toEqual(counts({ white: 5, lightgrey: 6, yellow: 5, brown: 8 }));
  });
});

describe('AUTO-E25: the opening purchase on Tucson', () => {
  it('the start player on P1 buys for $10; what he leaves is lost, the next one has the $11 of P2', () => {
    const start = openingExample.start();
    expect(start.startPlayer).toBe(0);
    expect(start.players[0].startMoney).toBe(10);
    const s = replay(openingExample);
    expect(s.current).toBe(1);
    expect(s.turn.money).toBe(11);
    expect(mod.view(s, 0).players[0].owned).toEqual(counts({ white: 5, lightgrey: 3, yellow: 6 }));
  });
});
