/**
 * The worked examples of the rule text (CHAR-E01 … E05), exactly, and the rules derived from its
 * statements (CHAR-D01 … D09 of the analysis, and more), on the real A and B tracks.
 */
import { RuleError } from '../../../src/engine/contract';
import { IllegalMoveError, applyChecked } from '../../../src/engine/replay';
import { raceOrder } from '../../../src/games/chariot-race/rules/round';
import { drivePath } from '../../../src/games/chariot-race/rules/movement';
import type { ChariotMove, ChariotState, Turn } from '../../../src/games/chariot-race/rules/state';
import type { RuleExample } from '../../../src/engine/contract';
import { BEN, HEIDI, JULIA, JULIA_PATH, KLAUS, examples } from '../../../src/games/chariot-race/data/examples';
import { en } from '../../support/text';
import { act, actFull, at, legal, mod, nameOf, raceState, refusal, trackOfOptions } from './helpers';

const AA = trackOfOptions();
const BB = trackOfOptions({ track: 'BB' });

/** A worked example of the rule book as the rules page replays it (data/examples.ts). */
function example(id: string): RuleExample<ChariotState, ChariotMove> {
  const ex = examples.find((e) => e.id === id);
  if (!ex) throw new Error(`no example ${id}`);
  return ex;
}

/** Plays an example's steps, each checked by the rules (as the page's replay does). */
function play(ex: RuleExample<ChariotState, ChariotMove>): ChariotState {
  let s = ex.start();
  for (const step of ex.steps) {
    expect(mod.toAct(s)).toEqual([step.seat]);
    s = act(s, step.move);
  }
  return s;
}

function turnOf(s: ChariotState): Turn {
  if (!s.turn) throw new Error('no turn');
  return s.turn;
}

describe('CHAR-E01 turn order by the front line, whatever the lane', () => {
  it('Julia (green), Heidi (red), Klaus (yellow), Ben (blue)', () => {
    // Julia outer lane O10, Heidi inner I8, Klaus middle M8, Ben inner I5 (front lines 546, 525, 480, 300).
    const s = raceState({
      chariots: [
        { seat: 0, colour: 'blue', at: 'I5' }, // Ben
        { seat: 1, colour: 'red', at: 'I8' }, // Heidi
        { seat: 2, colour: 'green', at: 'O10' }, // Julia
        { seat: 3, colour: 'yellow', at: 'M8' }, // Klaus
      ],
    });
    expect(raceOrder(AA, s.chariots).map((i) => s.chariots[i].colour)).toEqual(['green', 'red', 'yellow', 'blue']);
    expect(turnOf(s).chariot).toBe(2);
    // Each finishes the turn (speed 0, no dice effects) and the next in front-line order follows.
    let t = s;
    const seen: string[] = [];
    for (let k = 0; k < 4; k++) {
      seen.push(t.chariots[turnOf(t).chariot].colour);
      t.chariots[turnOf(t).chariot].speed = 0;
      t = act(t, { type: 'roll' });
      while (t.turn && t.turns === k) {
        const m = legal(t).find((x) => x.type === 'keep' || x.type === 'endAttacks' || x.type === 'drive') ?? legal(t)[0];
        t = act(t, m);
      }
    }
    expect(seen).toEqual(['green', 'red', 'yellow', 'blue']);
  });

  it('a tie in the front line (side by side on a straight) goes to the inner lane', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'O3' }, { seat: 1, at: 'I3' }, { seat: 2, at: 'M3' }] });
    expect(raceOrder(AA, s.chariots)).toEqual([1, 2, 0]);
  });
});

describe('CHAR-E02 start speed capped by the damage value', () => {
  it('Ben: speed 9, damage 6 → speed 6 and 4 dice (the example the rules page replays)', () => {
    const ex = example('start-speed');
    const s = ex.start();
    expect(s.chariots[BEN]).toMatchObject({ colour: 'blue', speed: 9, damage: 6 });
    expect(en(mod.moveLabel(mod.view(s, BEN), ex.steps[0].move))).toBe('Roll 4 dice at speed 6 (speed 9 → 6: not above what damage 6 allows)');
    const after = play(ex);
    expect(after.chariots[BEN].speed).toBe(6);
    expect(turnOf(after).dice).toHaveLength(4);
    expect(turnOf(after).rolledSpeed).toBe(6);
  });

  it('the cap comes after repairing (phase 2 follows phase 1)', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', speed: 9, damage: 6, fortune: 3 }, { seat: 1, at: 'M2' }] });
    const after = act(act(s, { type: 'repair' }), { type: 'roll' });
    expect(after.chariots[0]).toMatchObject({ damage: 9, speed: 9, fortune: 0 });
    expect(turnOf(after).dice).toHaveLength(3);
  });
});

describe('CHAR-E03 speed clamped at the maximum, damage still taken', () => {
  it('speed 11 + sprint → 12, 1 damage (the example the rules page replays)', () => {
    const ex = example('top-speed');
    expect(ex.start().chariots[BEN]).toMatchObject({ speed: 11, damage: 10 });
    const after = play(ex);
    expect(after.chariots[BEN]).toMatchObject({ speed: 12, damage: 9 });
    expect(turnOf(after).step).toBe('path');
  });

  it('drive and sprint faces are summed first, then clamped', () => {
    // 11 − 1 + 2 = 12 (not 11 → 12 → 11).
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', speed: 11, damage: 10, fortune: 0 }, { seat: 1, at: 'M2' }],
      turn: { chariot: 0, step: 'drive', dice: ['drive', 'sprint'] },
    });
    expect(act(s, { type: 'drive', up: 0 }).chariots[0].speed).toBe(12);
    expect(act(s, { type: 'drive', up: 1 }).chariots[0].speed).toBe(12);
  });

  it('speed never drops below 0 (C-G5)', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', speed: 1, fortune: 0 }, { seat: 1, at: 'M2' }],
      turn: { chariot: 0, step: 'drive', dice: ['drive', 'drive', 'drive'] },
    });
    const after = act(s, { type: 'drive', up: 0 });
    expect(after.chariots[0]).toMatchObject({ speed: 0, field: at(AA, 'M20') });
    expect(after.turn!.chariot).toBe(1); // nothing to drive: the turn is over
  });
});

describe("CHAR-E04 Julia's manoeuvre", () => {
  // The example the rules page replays (data/examples.ts): Julia (green) on O5; O12 is the outer
  // curve field (limit 7), 7 fields ahead; from O12 a lane change inwards lands on M11, the middle
  // curve field (limit 5), where Klaus stands with 2 damage left; Ben right behind him on M10; M9 is
  // free and no curve field.
  const ex = example('julia');

  it('the board data: limits 7 and 5, the lane change from O12 inwards is M11', () => {
    expect(AA.fields[at(AA, 'O12')].limit).toBe(7);
    expect(AA.fields[at(AA, 'M11')].limit).toBe(5);
    expect(AA.fields[at(AA, 'O12')].inward).toBe(at(AA, 'M11'));
    expect(AA.fields[at(AA, 'M9')].limit).toBeNull();
    const s = ex.start();
    expect([s.chariots[JULIA], s.chariots[KLAUS], s.chariots[BEN]].map((c) => [c.colour, nameOf(AA, c.field)])).toEqual([
      ['green', 'O5'],
      ['yellow', 'M11'],
      ['blue', 'M10'],
    ]);
    expect(s.chariots[JULIA]).toMatchObject({ speed: 6, damage: 11 });
    expect(s.chariots[KLAUS].damage).toBe(2);
  });

  it('speed 8 and damage 10; −1 and −3 at the curves, −2/−2 at the ram; Klaus breaks, Julia set behind Ben, the wreck after', () => {
    expect(ex.steps.map((st) => st.move)).toEqual([{ type: 'keep' }, { type: 'drive', up: 1 }, { type: 'path', path: JULIA_PATH }]);
    let s = act(ex.start(), ex.steps[0].move);
    expect(turnOf(s).step).toBe('drive');
    expect(en(mod.moveLabel(mod.view(s, JULIA), ex.steps[1].move))).toBe('Drive dice 1× +1, 1× −1, sprint +2 and 1 damage: speed 6 → 8');
    s = act(s, ex.steps[1].move);
    expect(s.chariots[JULIA]).toMatchObject({ speed: 8, damage: 10, fortune: 0 });
    const path = JULIA_PATH;
    expect(legal(s)).toContainEqual({ type: 'path', path });
    expect(en(mod.moveLabel(mod.view(s, JULIA), { type: 'path', path }))).toBe(
      'To M9 (via O6–O12 › M11): curve O12 (limit 7) −1, curve M11 (limit 5) −3, ram yellow −2 / yellow −2 (yellow breaks up), set back to M9 · damage 10 → 4',
    );
    const r = drivePath(AA, s, JULIA, 8, 1, path, s.turns);
    expect(r.events.map((e) => e.kind)).toEqual(['curve', 'curve', 'ram', 'break', 'setback', 'wreck']);
    expect([r.curveDamage, r.ramDamage]).toEqual([4, 2]);
    const before = s;
    s = act(s, ex.steps[2].move);
    const jul = s.chariots[JULIA];
    const klaus = s.chariots[KLAUS];
    const ben = s.chariots[BEN];
    expect(jul).toMatchObject({ damage: 4, speed: 8, fortune: 0, field: at(AA, 'M9'), out: false });
    expect(before.chariots[JULIA].damage + 1 - jul.damage).toBe(7); // 7 damage this turn: sprint 1 + 1 + 3 + 2
    expect(klaus).toMatchObject({ out: true, damage: 0, field: at(AA, 'M11') });
    expect(ben).toMatchObject({ damage: 12, field: at(AA, 'M10') }); // not rammed
    expect(s.caltrops).toEqual([at(AA, 'M11')]);
    expect(s.wrecks).toEqual([at(AA, 'M11')]);
    // No attack face: the turn is over, and the round (the others drove before Julia): Heidi, in
    // front, starts round 2.
    expect(s.round).toBe(2);
    expect(s.turn!.chariot).toBe(HEIDI);
    expect(play(ex)).toEqual(s); // the replay of the rules page ends in the same position
    const names = ['Ben', 'Heidi', 'Julia', 'Klaus'];
    const line = en(mod.logLine({ before, after: s, seat: JULIA, move: { type: 'path', path }, viewer: null }), names);
    expect(line).toContain("Julia's green chariot drives 8 fields (O6–O12 › M11) to M9");
    expect(line).toContain("Klaus's yellow chariot breaks up on M11; a caltrop marks the wreck.");
    expect(line).toContain('Damage 10 → 4.');
    expect(line).toContain('Round 2 begins.');
  });
});

describe('CHAR-E05 alternative chariots: the higher of the two possible values', () => {
  it('green: speed 11, damage 8 → start speed 10 (not 9) (the example the rules page replays)', () => {
    const ex = example('alternative');
    expect(ex.start().chariots[JULIA]).toMatchObject({ colour: 'green', board: 'green', speed: 11, damage: 8 });
    expect(play(ex).chariots[JULIA].speed).toBe(10);
  });

  it('yellow and purple take the higher value too; a board without a pair caps plainly', () => {
    const alt = (chariot: number) =>
      raceState({
        rules: 2, // the boards of rules versions 1–2
        options: { alternativeChariots: true },
        chariots: [
          { seat: 0, colour: 'yellow', at: 'M20', speed: 14, damage: 5 },
          { seat: 1, colour: 'red', at: 'M2', speed: 10, damage: 9 },
          { seat: 2, colour: 'purple', at: 'M3', speed: 15, damage: 6 },
          { seat: 3, colour: 'blue', at: 'M4', speed: 12, damage: 11 },
        ],
        // Those ahead of the chariot on turn (front line order 0, 3, 2, 1) have driven.
        moved: [0, 3, 2, 1].slice(0, [0, 3, 2, 1].indexOf(chariot)),
        turn: { chariot },
      });
    expect(act(alt(0), { type: 'roll' }).chariots[0].speed).toBe(7); // yellow damage 5 lines up with 6 and 7
    expect(act(alt(2), { type: 'roll' }).chariots[2].speed).toBe(7); // purple damage 6: 6 or 7
    expect(act(alt(1), { type: 'roll' }).chariots[1].speed).toBe(6); // red: two thirds of damage 9
    expect(act(alt(3), { type: 'roll' }).chariots[3].speed).toBe(11); // blue: speed ≤ damage
  });

  it('rules version 3 („Alternative Streitwagen“): the redesigned boards, damage 12 and fortune 6 at most; yellow, green and purple take the higher value', () => {
    const alt = (chariot: number) =>
      raceState({
        options: { alternativeChariots: true },
        chariots: [
          { seat: 0, colour: 'yellow', at: 'M20', speed: 14, damage: 11 },
          { seat: 1, colour: 'green', at: 'M2', speed: 13, damage: 8 },
          { seat: 2, colour: 'purple', at: 'M3', speed: 14, damage: 6 },
          { seat: 3, colour: 'red', at: 'M4', speed: 11, damage: 9 },
        ],
        moved: [0, 3, 2, 1].slice(0, [0, 3, 2, 1].indexOf(chariot)),
        turn: { chariot },
      });
    expect(alt(0).rules).toBe(3);
    expect(act(alt(0), { type: 'roll' }).chariots[0].speed).toBe(13); // yellow damage 11: 12 or 13
    expect(act(alt(1), { type: 'roll' }).chariots[1].speed).toBe(10); // green damage 8: 9 or 10 (Julia)
    expect(act(alt(2), { type: 'roll' }).chariots[2].speed).toBe(7); // purple damage 6: 6 or 7
    expect(act(alt(3), { type: 'roll' }).chariots[3].speed).toBe(9); // red: speed ≤ damage
  });
});

describe('CHAR-D01 repair', () => {
  const base = (fortune: number, damage: number) => raceState({ chariots: [{ seat: 0, at: 'M20', fortune, damage }, { seat: 1, at: 'M2' }] });

  it('fortune 3, damage 7 → pay 3, damage 10', () => {
    const s = act(base(3, 7), { type: 'repair' });
    expect(s.chariots[0]).toMatchObject({ fortune: 0, damage: 10 });
    expect(turnOf(s).repaired).toBe(true);
    expect(legal(s)).toEqual([{ type: 'roll' }]); // once per turn
    expect(refusal(() => mod.apply(s, 0, { type: 'repair' }))).toBe('You can repair only once per turn.');
  });

  it('fortune 2 → no repair', () => {
    const s = base(2, 7);
    expect(legal(s)).toEqual([{ type: 'roll' }]);
    expect(() => applyChecked(mod, s, 0, { type: 'repair' })).toThrow(IllegalMoveError);
    expect(refusal(() => mod.apply(s, 0, { type: 'repair' }))).toBe('Repairing costs exactly 3 fortune.');
  });

  it('damage 11 → 12 only, still 3 fortune; at full damage nothing to repair', () => {
    expect(act(base(4, 11), { type: 'repair' }).chariots[0]).toMatchObject({ fortune: 1, damage: 12 });
    expect(legal(base(4, 12))).toEqual([{ type: 'roll' }]);
  });

  it('only before rolling', () => {
    const s = act(base(5, 7), { type: 'roll' });
    expect(legal(s).some((m) => m.type === 'repair')).toBe(false);
    try {
      mod.apply(s, 0, { type: 'repair' });
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(RuleError);
      expect((e as RuleError).rule).toBe('Phase 1: Reparieren');
    }
  });
});

describe('CHAR-D02 rerolls: one free, then 2 fortune each; fortune rolled now cannot pay', () => {
  it('the free reroll first, then paid rerolls and turns', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', fortune: 4, speed: 4 }, { seat: 1, at: 'M2' }],
      turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'steer', 'attack', 'fortune'], freeReroll: true },
    });
    const moves = legal(s);
    // 2^5 − 1 choices of distinct dice; turns: 5 faces × 4 other faces, minus turning to Fortuna.
    expect(moves.filter((m) => m.type === 'reroll')).toHaveLength(31);
    expect(moves.filter((m) => m.type === 'turn')).toHaveLength(16);
    expect(moves.some((m) => m.type === 'turn' && m.to === 'fortune')).toBe(false);
    expect(en(mod.moveLabel(mod.view(s, 0), { type: 'reroll', faces: ['sprint'] }))).toBe('Reroll +2 sprint (free)');
    const r1 = act(s, { type: 'reroll', faces: ['sprint', 'attack'] });
    expect(r1.chariots[0].fortune).toBe(4);
    expect(turnOf(r1).freeReroll).toBe(false);
    expect(turnOf(r1).dice).toHaveLength(5);
    expect(en(mod.moveLabel(mod.view(r1, 0), { type: 'reroll', faces: [turnOf(r1).dice[0]] }))).toMatch(/\(2 fortune\)$/);
    const r2 = act(r1, { type: 'reroll', faces: [turnOf(r1).dice[0]] });
    expect(r2.chariots[0].fortune).toBe(2);
    // A die may be turned to any face but Fortuna, for 2 fortune; then nothing is left to pay.
    const from = turnOf(r2).dice.find((f) => f !== 'steer') ?? 'steer';
    const to = from === 'steer' ? 'drive' : 'steer';
    const r3 = act(r2, { type: 'turn', from, to });
    expect(r3.chariots[0].fortune).toBe(Math.min(6, 0 + turnOf(r2).dice.filter((f) => f === 'fortune').length - (from === 'fortune' ? 1 : 0)));
    expect(turnOf(r3).step).not.toBe('dice'); // kept at once
  });

  it('a paid action ends the free reroll; turning to Fortuna is refused', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', fortune: 4 }, { seat: 1, at: 'M2' }],
      turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'attack'], freeReroll: true },
    });
    expect(refusal(() => mod.apply(s, 0, { type: 'turn', from: 'sprint', to: 'fortune' }))).toBe('A die cannot be turned to the Fortuna face.');
    const t = act(s, { type: 'turn', from: 'sprint', to: 'steer' });
    expect(turnOf(t)).toMatchObject({ freeReroll: false, dice: ['drive', 'steer', 'attack'] });
    expect(t.chariots[0].fortune).toBe(2);
    expect(en(mod.moveLabel(mod.view(t, 0), { type: 'reroll', faces: ['drive'] }))).toBe('Reroll ±1 drive (2 fortune)');
  });

  it('Fortuna faces of this roll are not on the track yet: fortune 1 cannot pay', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', fortune: 1 }, { seat: 1, at: 'M2' }],
      turn: { chariot: 0, step: 'dice', dice: ['steer', 'fortune', 'fortune'], freeReroll: false },
    });
    expect(legal(s)).toEqual([{ type: 'keep' }]);
    expect(refusal(() => mod.apply(s, 0, { type: 'reroll', faces: ['steer'] }))).toBe('Another reroll costs 2 fortune, and you have less.');
    expect(act(s, { type: 'keep' }).chariots[0].fortune).toBe(3);
  });

  it('dice beyond those rolled cannot be rerolled', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20' }, { seat: 1, at: 'M2' }], turn: { chariot: 0, step: 'dice', dice: ['steer', 'steer'], freeReroll: true } });
    expect(refusal(() => mod.apply(s, 0, { type: 'reroll', faces: ['sprint'] }))).toBe('You can only reroll dice you rolled.');
  });
});

describe('CHAR-D03 fortune cap', () => {
  it('fortune 5 + two Fortuna faces → 6', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 5 }, { seat: 1, at: 'M2' }], turn: { chariot: 0, step: 'dice', dice: ['steer', 'fortune', 'fortune'] } });
    expect(act(s, { type: 'keep' }).chariots[0].fortune).toBe(6);
  });
});

describe('CHAR-D04 lane changes only with steer faces, one per face, onto a field further ahead', () => {
  const s = (dice: Turn['dice'], speed: number) =>
    raceState({ chariots: [{ seat: 0, at: 'M2', speed, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'path', dice } });

  it('without a steer face: only straight on', () => {
    const st = s(['attack'], 3);
    expect(legal(st)).toEqual([{ type: 'path', path: 'fff' }]);
    try {
      applyChecked(mod, st, 0, { type: 'path', path: 'fif' });
      throw new Error('accepted');
    } catch (e) {
      expect((e as IllegalMoveError).rule).toBe('Spurwechsel');
    }
  });

  it('two steer faces: up to two changes; every path has exactly the speed', () => {
    const st = s(['steer', 'steer'], 3);
    const paths = legal(st).map((m) => (m.type === 'path' ? m.path : ''));
    expect(paths).toContain('ioo'.replace('oo', 'of')); // "iof": in, out, forward
    expect(paths).toContain('oif');
    expect(paths.every((p) => p.length === 3 && p.replace(/f/g, '').length <= 2)).toBe(true);
    expect(paths).not.toContain('iii');
    expect(refusal(() => mod.apply(st, 0, { type: 'path', path: 'ff' }))).toBe('You must move exactly your speed: 3 fields.');
  });

  it('a lane change lands on the adjacent lane one row further ahead', () => {
    for (const f of AA.fields) {
      for (const to of [f.inward, f.outward]) {
        if (to === null) continue;
        const g = AA.fields[to];
        expect(Math.abs(g.lane - f.lane)).toBe(1);
        const ahead = (g.front - f.front + AA.lap) % AA.lap;
        expect(ahead).toBeGreaterThan(0);
        expect(ahead).toBeLessThanOrEqual(105);
      }
    }
    const st = s(['steer'], 1);
    const after = act(st, { type: 'path', path: 'i' });
    expect(nameOf(AA, after.chariots[0].field)).toBe('I3');
  });
});

describe('curves, caltrops, ramming', () => {
  it('curve damage when passing a numbered curve field, not only when ending there', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 7, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'path', dice: [] } });
    const after = act(s, { type: 'path', path: 'fffffff' });
    expect(after.chariots[0]).toMatchObject({ damage: 10, field: at(AA, 'M15') }); // M11: 7 − 5
  });

  it('at or below the limit no damage', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 5, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'path', dice: [] } });
    expect(act(s, { type: 'path', path: 'fffff' }).chariots[0].damage).toBe(12);
  });

  it("a caltrop (also one's own) costs 1 and goes back to the supply", () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M2', speed: 3, fortune: 0 }, { seat: 1, at: 'M30' }], caltrops: ['M4', 'M20'], turn: { chariot: 0, step: 'path', dice: [] } });
    const after = act(s, { type: 'path', path: 'fff' });
    expect(after.chariots[0].damage).toBe(11);
    expect(after.caltrops).toEqual([at(AA, 'M20')]);
  });

  it('ramming while passing: both −2, the rammer drives on, the rammed stays', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M2', speed: 3, fortune: 0 }, { seat: 1, at: 'M4' }], turn: { chariot: 0, step: 'path', dice: [] } });
    const after = act(s, { type: 'path', path: 'fff' });
    expect(after.chariots[0]).toMatchObject({ damage: 10, field: at(AA, 'M5') });
    expect(after.chariots[1]).toMatchObject({ damage: 10, field: at(AA, 'M4') });
  });

  it('ending on an occupied field: ram, then the next free field behind in that lane (C-G7: a caltrop there hits)', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M1', speed: 4, fortune: 0 }, { seat: 1, at: 'M5' }, { seat: 2, at: 'M4' }],
      caltrops: ['M3'],
      turn: { chariot: 0, step: 'path', dice: [] },
    });
    const after = act(s, { type: 'path', path: 'ffff' });
    // M2, M3 (caltrop −1), M4 (ram the third chariot −2), M5 (ram −2) → set back behind M5: M4 is
    // taken, M3 is free (its caltrop was picked up on the way).
    expect(after.chariots[0]).toMatchObject({ field: at(AA, 'M3'), damage: 12 - 1 - 2 - 2 });
    expect(after.chariots[1].damage).toBe(10);
    expect(after.chariots[2].damage).toBe(10);
    expect(after.caltrops).toEqual([]);
  });

  it('breaking up on the way ends the path there; longer paths are not legal', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 8, damage: 2, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'path', dice: [] } });
    expect(legal(s)).toEqual([{ type: 'path', path: 'fff' }]); // M11: 8 − 5 = 3 > 2
    expect(refusal(() => mod.apply(s, 0, { type: 'path', path: 'ffffffff' }))).toBe('Your chariot breaks up on M11: the path ends there.');
    const after = act(s, { type: 'path', path: 'fff' });
    expect(after.chariots[0]).toMatchObject({ out: true, damage: 0, field: at(AA, 'M11') });
    expect(after.caltrops).toEqual([at(AA, 'M11')]);
    expect(after.turn!.chariot).toBe(1);
  });

  it('a sprint can break a chariot before it moves: the wreck lies on its field', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 3, damage: 1, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['sprint'] } });
    const after = act(s, { type: 'keep' });
    expect(after.chariots[0]).toMatchObject({ out: true, field: at(AA, 'M8') });
    expect(after.caltrops).toEqual([at(AA, 'M8')]);
  });

  it('a wreck of a rammed chariot passed through lies under the rammer but does not hurt it', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M2', speed: 3, fortune: 0 }, { seat: 1, at: 'M4', damage: 2 }], turn: { chariot: 0, step: 'path', dice: [] } });
    const after = act(s, { type: 'path', path: 'fff' });
    expect(after.chariots[0].damage).toBe(10);
    expect(after.chariots[1].out).toBe(true);
    expect(after.caltrops).toEqual([at(AA, 'M4')]);
  });
});

describe('CHAR-D05 caltrops: only on fields passed this turn, one per field', () => {
  it('passed fields only, not start or end, not on a caltrop', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', speed: 4, fortune: 0 }, { seat: 1, at: 'M2' }],
      caltrops: ['M22'],
      turn: { chariot: 0, step: 'path', dice: ['attack', 'attack'] },
    });
    // M21, M22 (caltrop picked up −1), M23 passed; M24 is the end.
    let t = act(s, { type: 'path', path: 'ffff' });
    expect(turnOf(t).step).toBe('attack');
    expect(legal(t)).toEqual([
      { type: 'caltrop', field: at(AA, 'M21') },
      { type: 'caltrop', field: at(AA, 'M22') },
      { type: 'caltrop', field: at(AA, 'M23') },
      { type: 'endAttacks' },
    ]);
    expect(refusal(() => mod.apply(t, 0, { type: 'caltrop', field: at(AA, 'M24') }))).toMatch(/passed through this turn/);
    expect(refusal(() => mod.apply(t, 0, { type: 'caltrop', field: at(AA, 'M20') }))).toMatch(/passed through this turn/);
    t = act(t, { type: 'caltrop', field: at(AA, 'M22') });
    expect(t.caltrops).toEqual([at(AA, 'M22')]);
    expect(legal(t).some((m) => m.type === 'caltrop' && m.field === at(AA, 'M22'))).toBe(false);
    expect(refusal(() => mod.apply(t, 0, { type: 'caltrop', field: at(AA, 'M22') }))).toBe('There is a caltrop on that field already.');
    t = act(t, { type: 'caltrop', field: at(AA, 'M23') });
    expect(t.caltrops).toEqual([at(AA, 'M22'), at(AA, 'M23')]);
    expect(t.turn!.chariot).toBe(1); // both attacks used
  });
});

describe('CHAR-D06 spears: at most 2 fields away in any direction, after the movement', () => {
  it('range counted like movement, behind included; 1 damage', () => {
    const s = raceState({
      chariots: [
        { seat: 0, at: 'M20', speed: 0, fortune: 0 },
        { seat: 1, at: 'M18' }, // 2 behind
        { seat: 2, at: 'O22' }, // 1 step: diagonally behind
        { seat: 3, at: 'I24' }, // too far
      ],
      moved: [3],
      turn: { chariot: 0, step: 'drive', dice: ['drive', 'attack'] },
    });
    let t = act(s, { type: 'drive', up: 0 }); // speed stays 0: no move, straight to the attacks
    expect(turnOf(t).step).toBe('attack');
    expect(legal(t)).toEqual([{ type: 'spear', target: 1 }, { type: 'spear', target: 2 }, { type: 'endAttacks' }]);
    t = act(t, { type: 'spear', target: 2 });
    expect(t.chariots[2].damage).toBe(11);
  });

  it('not before the movement phase is over', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', speed: 2 }, { seat: 1, at: 'M21' }], turn: { chariot: 0, step: 'path', dice: ['attack'] } });
    expect(refusal(() => mod.apply(s, 0, { type: 'spear', target: 1 }))).toBe('You may attack only after your movement phase.');
  });

  it('a spear can break a chariot: its wreck is placed', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20' }, { seat: 1, at: 'M21', damage: 1 }], turn: { chariot: 0, step: 'attack', dice: ['attack'], attacks: 1 } });
    const t = act(s, { type: 'spear', target: 1 });
    expect(t.chariots[1]).toMatchObject({ out: true });
    expect(t.caltrops).toEqual([at(AA, 'M21')]);
  });
});

describe('CHAR-D07 laps and the end of the game', () => {
  it('a chariot completes its first lap when its front line passes the finish line the second time', () => {
    // Start grid: O? behind the line; the last field before the line is the start front row.
    const front = AA.fields[AA.starts[0]];
    expect(front.front).toBe(AA.lap);
    const s = raceState({ chariots: [{ seat: 0, at: front.name, lap: 0, speed: 1, fortune: 0 }, { seat: 1, at: 'M20' }], turn: { chariot: 0, step: 'path', dice: [] } });
    const before = s;
    const after = act(s, { type: 'path', path: 'f' });
    const line = en(mod.logLine({ before, after, seat: 0, move: { type: 'path', path: 'f' }, viewer: 0}), ['Anna', 'Ben']);
    expect(line).toContain('completes its first lap: one more to go.');
  });

  it('a chariot completing lap 2 mid-round: the others still drive; then the game ends', () => {
    const line = AA.fields[AA.starts[1]].name; // middle lane, front row (its front edge is the line)
    let s = raceState({
      chariots: [
        { seat: 0, at: line, lap: 1, speed: 2, fortune: 0 },
        { seat: 1, at: 'M40', lap: 1 },
      ],
      turn: { chariot: 0, step: 'path', dice: [] },
    });
    s = act(s, { type: 'path', path: 'ff' });
    expect(s.phase).toBe('race');
    expect(s.turn!.chariot).toBe(1);
    s.chariots[1].speed = 0;
    s = act(s, { type: 'roll' });
    while (s.phase === 'race') s = act(s, legal(s).find((m) => m.type === 'keep' || m.type === 'drive' || m.type === 'endAttacks') ?? legal(s)[0]);
    expect(s.phase).toBe('finished');
    expect(s.winner).toBe(0);
    expect(mod.outcome(s)).toMatchObject({ finished: true, ranks: [1, 2] });
  });

  it('two finishers in the same round: the one furthest past the line wins', () => {
    const s = raceState({
      chariots: [
        { seat: 0, at: 'M41', lap: 1, speed: 2, fortune: 0 },
        { seat: 1, at: 'O47', lap: 1, speed: 4, fortune: 0 },
      ],
      turn: { chariot: 0, step: 'path', dice: [] },
    });
    let t = act(s, { type: 'path', path: 'ff' }); // M41 → M42 → M1 of lap 2: just past the line
    expect(t.turn!.chariot).toBe(1);
    t = act(t, { type: 'roll' });
    t.turn!.dice = [];
    t.turn!.step = 'path';
    t = act(t, { type: 'path', path: 'ffff' }); // O47 → O3: further past the line
    expect(t.phase).toBe('finished');
    expect(t.winner).toBe(1);
    expect(mod.outcome(t).ranks).toEqual([2, 1]);
    expect(en(mod.outcome(t).summary, ['Anna', 'Ben'])).toContain("Ben's blue chariot wins the race");
    expect(en(mod.outcome(t).summary, ['Anna', 'Ben'])).toContain('furthest past the finish line');
  });

  it('all chariots broken: no winner', () => {
    const s = raceState({
      chariots: [
        { seat: 0, at: 'M8', speed: 8, damage: 2, fortune: 0 },
        { seat: 1, at: 'M1', out: true },
      ],
      caltrops: ['M1'],
      turn: { chariot: 0, step: 'path', dice: [] },
    });
    const t = act(s, { type: 'path', path: 'fff' });
    expect(t.phase).toBe('finished');
    expect(t.winner).toBeNull();
    const out = mod.outcome(t);
    expect(out.ranks).toEqual([2, 3]); // nobody takes place 1
    expect(en(out.summary)).toBe('Every chariot broke up: there is no winner.');
  });

  it('the last chariot left must still complete the race', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 2, fortune: 0 }, { seat: 1, at: 'M1', out: true }], caltrops: ['M1'], turn: { chariot: 0, step: 'path', dice: [] } });
    const t = act(s, { type: 'path', path: 'ff' });
    expect(t.phase).toBe('race');
    expect(t.round).toBe(2);
    expect(t.turn!.chariot).toBe(0);
  });
});

describe('CHAR-D08 two chariots per player with 2 and 3 players', () => {
  it.each([
    [2, 4],
    [3, 6],
    [4, 4],
    [6, 6],
  ])('%i players drive %i chariots, one turn each per round', (seats, chariots) => {
    let s = mod.setup(5, seats, mod.optionsSchema.parse({}));
    expect(s.chariots).toHaveLength(chariots);
    for (let seat = 0; seat < seats; seat++) expect(s.chariots.filter((c) => c.seat === seat)).toHaveLength(chariots / seats);
    // Start positions 1..n drawn at random; position 1 drives first.
    expect(s.turn!.chariot).toBe(s.chariots.findIndex((c) => c.field === AA.starts[0]));
    expect(s.chariots.map((c) => AA.fields[c.field!].start).sort()).toEqual(Array.from({ length: chariots }, (_, i) => i + 1));
    const drivers: number[] = [];
    while (s.round === 1 && s.phase === 'race') {
      if (s.turn!.step === 'start') drivers.push(s.turn!.chariot);
      s = act(s, mod.robotMove(s, mod.toAct(s)[0], { int: () => 0 }));
    }
    // One turn per chariot in the race, in front-line order.
    expect(new Set(drivers).size).toBe(drivers.length);
    s.chariots.forEach((c, i) => {
      if (!c.out) expect(drivers).toContain(i);
    });
  });
});

describe('CHAR-D09 side B: rock piles', () => {
  it('every lane has a rock pile on each B half; none on A', () => {
    for (const half of [1, 2]) {
      for (const lane of [0, 1, 2]) expect(BB.fields.some((f) => f.half === half && f.lane === lane && f.rock)).toBe(true);
    }
    expect(AA.fields.some((f) => f.rock)).toBe(false);
  });

  it('passing a rock pile breaks the chariot at once, with a wreck', () => {
    const rock = BB.fields.find((f) => f.rock && f.half === 1 && f.lane === 0)!;
    const from = BB.fields[BB.fields[rock.prev].prev];
    const s = raceState({
      options: { track: 'BB' },
      chariots: [{ seat: 0, at: from.name, speed: 4, fortune: 0 }, { seat: 1, at: 'M30' }],
      turn: { chariot: 0, step: 'path', dice: ['steer'] },
    });
    const paths = legal(s).map((m) => (m.type === 'path' ? m.path : ''));
    expect(paths).toContain('ff'); // straight on ends on the rock
    expect(paths).not.toContain('ffff');
    expect(en(mod.moveLabel(mod.view(s, 0), { type: 'path', path: 'ff' }))).toBe(`Breaks up on ${rock.name} (straight on): rock pile ${rock.name} — your chariot is out!`);
    const t = act(s, { type: 'path', path: 'ff' });
    expect(t.chariots[0]).toMatchObject({ out: true, field: rock.index });
    expect(t.caltrops).toEqual([rock.index]);
    // Steering round it is open.
    expect(paths.some((p) => p.startsWith('fo') || p.startsWith('o'))).toBe(true);
  });

  it('A/B and B/A combine the halves', () => {
    const ab = trackOfOptions({ track: 'AB' });
    const ba = trackOfOptions({ track: 'BA' });
    expect(ab.fields.filter((f) => f.rock).every((f) => f.half === 2)).toBe(true);
    expect(ba.fields.filter((f) => f.rock).every((f) => f.half === 1)).toBe(true);
    expect(ab.fields.filter((f) => f.rock)).toHaveLength(3);
  });
});

describe('variant: no damage after the finish line', () => {
  // The red chariot finished two laps on its turn (M1 of lap 2, just past the line); the blue one
  // drives 3 fields from M40 and would end on M1: it rams and is set back to M42.
  const finished = (variant: boolean) =>
    raceState({
      options: { noDamageAfterFinish: variant },
      chariots: [
        { seat: 0, colour: 'red', at: 'M1', lap: 2, damage: 2 },
        { seat: 1, colour: 'blue', at: 'M40', lap: 1, speed: 3, fortune: 0 },
      ],
      moved: [0],
      turn: { chariot: 1, step: 'path', dice: [] },
    });

  it('with the variant a finished chariot takes no ram damage; the rammer still takes 2; the finisher wins', () => {
    const s = finished(true);
    expect(en(mod.moveLabel(mod.view(s, 1), { type: 'path', path: 'fff' }))).toBe('To M42 (straight on): ram red −2 / red unharmed (finished), set back to M42 · damage 12 → 10');
    const t = act(s, { type: 'path', path: 'fff' });
    expect(t.chariots[0]).toMatchObject({ damage: 2, out: false });
    expect(t.chariots[1]).toMatchObject({ damage: 10, field: at(AA, 'M42'), lap: 1 });
    expect(t.phase).toBe('finished');
    expect(t.winner).toBe(0);
  });

  it('without it a finished chariot can be rammed and broken; with no finisher left in the race the game goes on', () => {
    const t = act(finished(false), { type: 'path', path: 'fff' });
    expect(t.chariots[0]).toMatchObject({ out: true });
    expect(t.phase).toBe('race');
    expect(t.round).toBe(2);
  });

  it('spears: the finished chariot is a target only without the variant', () => {
    const s = (variant: boolean) =>
      raceState({
        options: { noDamageAfterFinish: variant },
        chariots: [{ seat: 0, at: 'M3', lap: 2, damage: 2 }, { seat: 1, at: 'M1', lap: 2 }],
        moved: [0],
        turn: { chariot: 1, step: 'attack', dice: ['attack'], attacks: 1 },
      });
    expect(legal(s(true)).some((m) => m.type === 'spear')).toBe(false);
    expect(legal(s(false))).toContainEqual({ type: 'spear', target: 0 });
  });
});

describe('variant: alternative chariots — draft and start positions', () => {
  function firstPicker(seats: number, seed: number): number {
    return mod.setup(seed, seats, mod.optionsSchema.parse({ alternativeChariots: true })).queue[0];
  }

  it('3 players: clockwise from a random player, then anticlockwise; start positions in the rule order', () => {
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((x) => firstPicker(3, x) === 1)!;
    let s = mod.setup(seed, 3, mod.optionsSchema.parse({ alternativeChariots: true }), 2); // the boards of versions 1–2
    expect(s.phase).toBe('draft');
    expect(s.queue).toEqual([1, 2, 0, 0, 2, 1]);
    const boards = ['green', 'purple', 'yellow', 'blue', 'red', 'orange'] as const;
    for (const board of boards) s = act(s, { type: 'pick', board });
    expect(s.chariots.map((c) => [c.seat, c.colour])).toEqual([
      [1, 'green'],
      [2, 'purple'],
      [0, 'yellow'],
      [0, 'blue'],
      [2, 'red'],
      [1, 'orange'],
    ]);
    expect(s.phase).toBe('place');
    // First chariots: the last first-round picker (seat 0) first, then anticlockwise (2, 1);
    // second chariots: the last to place a first chariot (seat 1) first, then clockwise (2, 0).
    expect(s.queue.map((i) => s.chariots[i].seat)).toEqual([0, 2, 1, 1, 2, 0]);
    expect(mod.toAct(s)).toEqual([0]);
    s = act(s, { type: 'place', position: 4 });
    expect(legal(s)).toHaveLength(5);
    for (const position of [1, 6, 2, 3]) s = act(s, { type: 'place', position });
    s = act(s, { type: 'place', position: 5 });
    expect(s.phase).toBe('race');
    // Start values from the boards.
    expect(s.chariots[0]).toMatchObject({ damage: 11, speed: 4, fortune: 3 }); // green
    expect(s.chariots[4]).toMatchObject({ damage: 15, speed: 3, fortune: 2 }); // red
    // Position 1 (the blue chariot, seat 0's second) drives first.
    expect(s.turn!.chariot).toBe(s.chariots.findIndex((c) => c.field === AA.starts[0]));
  });

  it('5 players: one pick each clockwise; start positions in reverse order of the picks', () => {
    const s = mod.setup(9, 5, mod.optionsSchema.parse({ alternativeChariots: true }));
    const first = s.queue[0];
    expect(s.queue).toEqual([0, 1, 2, 3, 4].map((i) => (first + i) % 5));
    let t = s;
    for (const board of ['red', 'blue', 'green', 'yellow', 'purple'] as const) t = act(t, { type: 'pick', board });
    expect(t.queue).toEqual([4, 3, 2, 1, 0]);
    expect(refusal(() => mod.apply(t, mod.toAct(t)[0], { type: 'pick', board: 'orange' }))).toBe('The chariot boards have been chosen.');
  });

  it('a taken board or start position is refused', () => {
    let s = mod.setup(1, 4, mod.optionsSchema.parse({ alternativeChariots: true }));
    s = act(s, { type: 'pick', board: 'red' });
    expect(refusal(() => mod.apply(s, mod.toAct(s)[0], { type: 'pick', board: 'red' }))).toBe('That chariot board is already taken.');
    for (const board of ['blue', 'green', 'yellow'] as const) s = act(s, { type: 'pick', board });
    s = act(s, { type: 'place', position: 2 });
    expect(refusal(() => mod.apply(s, mod.toAct(s)[0], { type: 'place', position: 2 }))).toBe('Choose a free start position (1 to 6).');
  });
});

describe('undo within the turn back to the last roll', () => {
  it('the roll and paid rerolls draw randomness; keep, drive and a path before attacks can be taken back; the end of a turn cannot', () => {
    let s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 6, speed: 5 }, { seat: 1, at: 'M2' }] });
    const repair = actFull(s, { type: 'roll' });
    expect(repair.barrier).toBe(true); // randomness
    s = raceState({
      chariots: [{ seat: 0, at: 'M20', fortune: 2, speed: 2 }, { seat: 1, at: 'M18' }],
      turn: { chariot: 0, step: 'dice', dice: ['drive', 'attack'] },
    });
    const keep = actFull(s, { type: 'keep' });
    expect(keep.barrier).toBe(false);
    const drive = actFull(keep.state, { type: 'drive', up: 1 });
    expect(drive.barrier).toBe(false);
    const path = actFull(drive.state, { type: 'path', path: 'fff' });
    expect(path.barrier).toBe(false); // the attack step follows
    const end = actFull(path.state, { type: 'endAttacks' });
    expect(end.barrier).toBe(true);
    const paid = actFull(s, { type: 'reroll', faces: ['drive'] });
    expect(paid.barrier).toBe(true);
    expect(actFull(raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 3, damage: 9 }, { seat: 1, at: 'M2' }] }), { type: 'repair' }).barrier).toBe(false);
  });
});

describe('rules version 2: „In die Kurve“ and „Spielende“', () => {
  it('„In die Kurve“: a curve field driven through and then set back onto after a ram is paid once', () => {
    const m11 = at(AA, 'M11');
    const before = AA.fields[m11].prev;
    const after = AA.fields[m11].next;
    expect(AA.fields[m11].limit).toBe(5);
    const s = raceState({
      chariots: [
        { seat: 0, colour: 'green', at: nameOfField(before), speed: 7, damage: 12, fortune: 0 },
        { seat: 1, colour: 'yellow', at: nameOfField(after) },
      ],
      turn: { chariot: 0, step: 'path', dice: [] },
    });
    // Through M11 (limit 5 at speed 7: −2), onto yellow: ram −2, set back onto M11.
    const v2 = drivePath(AA, s, 0, 7, 0, 'ff', s.turns);
    expect(v2.end).toBe(m11);
    const v1State = { ...s };
    delete v1State.rules;
    const v1 = drivePath(AA, v1State, 0, 7, 0, 'ff', s.turns);
    expect(v1.end).toBe(m11);
    const nextLimit = AA.fields[after].limit;
    const atNext = nextLimit !== null && 7 > nextLimit ? 7 - nextLimit : 0;
    expect(v2.curveDamage).toBe(2 + atNext); // M11 once
    expect(v1.curveDamage).toBe(4 + atNext); // version 1: M11 twice
    expect(v2.events.filter((e) => e.kind === 'curve' && e.field === m11)).toHaveLength(1);
  });

  function lapTwoThenBroken(rules: number | undefined): ChariotState {
    const line = AA.starts[1]; // middle lane, front row: its front edge is the finish line
    let s = raceState({
      chariots: [
        { seat: 0, at: AA.fields[line].name, lap: 1, speed: 2, damage: 2, fortune: 0 },
        { seat: 1, at: AA.fields[AA.fields[line].prev].name, lap: 0, speed: 3, fortune: 0 },
      ],
      turn: { chariot: 0, step: 'path', dice: [] },
    });
    if (rules === undefined) delete s.rules;
    s = act(s, { type: 'path', path: 'ff' }); // red completes its 2nd lap
    expect(s.phase).toBe('race');
    expect(s.turn!.chariot).toBe(1);
    s.turn!.step = 'path';
    s.turn!.dice = [];
    return act(s, { type: 'path', path: 'fff' }); // blue (a lap behind) rams red, who breaks up
  }

  it('„Spielende“: the round still ends the race when the chariot that completed its 2nd lap broke up since; the furthest ahead of those left wins', () => {
    const s = lapTwoThenBroken(2);
    expect(s.chariots[0].out).toBe(true);
    expect(s.phase).toBe('finished');
    expect(s.winner).toBe(1);
    expect(mod.outcome(s)).toMatchObject({ finished: true, ranks: [2, 1] });
  });

  it('under rules version 1 (older games) the race went on when the finisher broke up', () => {
    const s = lapTwoThenBroken(undefined);
    expect(s.chariots[0].out).toBe(true);
    expect(s.phase).toBe('race');
    expect(s.round).toBe(2);
  });
});

function nameOfField(i: number): string {
  return AA.fields[i].name;
}
