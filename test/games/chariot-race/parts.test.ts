/**
 * Moves put together from parts (src/games/chariot-race/view/parts.ts through the platform's composer):
 * every legal move of a step is reachable and yields exactly that move (or one with equal parts:
 * ways with the same outcome are one choice), at most 20 controls at any step, the prompts and
 * board targets of each step, warnings exactly on the moves that break one of the mover's own
 * chariots (or leave it no way but to break up), and the news lines of each player.
 */
import { sameJson } from '../../../src/engine/canonical';
import { applyChecked } from '../../../src/engine/replay';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { composeMoves as compose, setKey, shapeMoves, type ShapedMove } from '../../support/shaped';
import type { Face } from '../../../src/games/chariot-race/data/dice';
import type { ChariotMove, ChariotState } from '../../../src/games/chariot-race/rules/state';
import { de, en } from '../../support/text';
import { act, at, legal, mod, raceState, trackOfOptions, rammingState } from './helpers';

const AA = trackOfOptions();
const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora', 'Emil', 'Fritz'];

type Shaped = ShapedMove & { move: ChariotMove };

function shaped(state: ChariotState): Shaped[] {
  const seat = mod.toAct(state)[0];
  return shapeMoves(mod, mod.view(state, seat), mod.legalMoves(state, seat)) as Shaped[];
}

/** Clicks through the steps of one move's parts, as a player would; returns the move made. */
function walk(moves: ShapedMove[], target: ShapedMove): { move: unknown; max: number; steps: number } {
  const answers: string[] = [];
  let max = 0;
  for (let depth = 0; depth < 12; depth++) {
    const c = compose(moves, answers);
    max = Math.max(max, c.controls);
    if (c.complete) return { move: c.complete.move, max, steps: depth + 1 };
    const part = target.shape.parts[answers.length];
    if (!part) throw new Error(`no part left for ${target.label}`);
    if (part.kind === 'pick') {
      const option = c.picks.find((p) => p.step === part.step)?.options.find((o) => o.value === part.value);
      if (!option) throw new Error(`${part.step}:${part.value} not offered for ${target.label}`);
      if (option.move !== undefined) return { move: option.move, max, steps: depth + 1 };
      answers.push(`${part.step}:${part.value}`);
    } else {
      const set = c.sets.find((s) => s.step === part.step)!;
      const choice = set.choices.find((ch) => ch.key === setKey(part.chosen));
      if (!choice) throw new Error(`set ${part.step} [${part.chosen}] not offered`);
      if (choice.move !== undefined) return { move: choice.move, max, steps: depth + 1 };
      answers.push(...choice.answers.slice(answers.length));
    }
  }
  throw new Error(`more than 12 steps for ${target.label}`);
}

/** Every legal move is reachable and leads to itself or to a move with the same parts. */
function expectAllReachable(state: ChariotState): Shaped[] {
  const moves = shaped(state);
  expect(moves.length).toBe(legal(state).length);
  // Moves with equal parts are one choice: one walk each.
  const distinct = new Map<string, Shaped>();
  for (const m of moves) if (!distinct.has(JSON.stringify(m.shape.parts))) distinct.set(JSON.stringify(m.shape.parts), m);
  const keys = [...distinct.keys()];
  for (const [key, m] of distinct) {
    const { move, max } = walk(moves, m);
    expect(max).toBeLessThanOrEqual(20);
    const made = moves.find((x) => sameJson(x.move, move))!;
    expect(made).toBeDefined();
    expect(JSON.stringify(made.shape.parts)).toBe(key);
    // Parts are prefix-free, and their values travel in the address.
    for (const other of keys) if (other !== key) expect(key.startsWith(other.slice(0, -1) + ',')).toBe(false);
    for (const p of m.shape.parts) if (p.kind === 'pick') expect(p.value).not.toMatch(/[|/~]/);
  }
  return moves;
}

/** Does every way on from this state break the chariot on turn? (brute force over the legal moves) */
function surelyBreaks(state: ChariotState, id: number): boolean {
  if (state.chariots[id].out) return true;
  const t = state.turn;
  if (!t || t.chariot !== id) return false;
  if (t.step !== 'drive' && t.step !== 'path') return false;
  return legal(state).every((m) => surelyBreaks(act(state, m), id));
}

describe('the draft, the start positions and the start of a turn', () => {
  it('a board is picked on the board (≤ 6 answers), a start position on the arena', () => {
    let s = mod.setup(2, 4, mod.optionsSchema.parse({ alternativeChariots: true }));
    let moves = expectAllReachable(s);
    const c = compose(moves);
    expect(en(c.prompt)).toMatch(/^Choose your chariot board/);
    expect(c.picks[0].options.map((o) => o.target)).toEqual(['board:red', 'board:blue', 'board:green', 'board:yellow', 'board:purple', 'board:orange']);
    // „Alternative Streitwagen“: the version-3 boards are described by what they are now.
    expect(en(c.picks[0].options[0].label, NAMES)).toBe('Red heavy quadriga (tough and steady, little luck)');
    const v2 = compose(expectAllReachable(mod.setup(2, 4, mod.optionsSchema.parse({ alternativeChariots: true }), 2)));
    expect(en(v2.picks[0].options[0].label, NAMES)).toBe('Red heavy quadriga (tough but slow)');
    expect(c.picks[0].options.every((o) => o.move !== undefined)).toBe(true); // one click
    for (const board of ['red', 'blue', 'green', 'yellow'] as const) s = act(s, { type: 'pick', board });
    moves = expectAllReachable(s);
    const p = compose(moves);
    expect(en(p.prompt)).toBe('Choose the start position of your yellow chariot: click a numbered start field.');
    expect(p.picks[0].options.map((o) => [o.target, en(o.label, NAMES)])).toContainEqual(['start:1', '1: inner lane, front row']);
  });

  it('repair or roll', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 4, damage: 8 }, { seat: 1, at: 'M2' }] });
    const c = compose(expectAllReachable(s));
    expect(en(c.prompt)).toBe('Repair first (3 Fortune buy back up to 3 damage points; only now, before the roll) — or roll the dice: your speed says how many.');
    expect(c.picks[0].options.map((o) => en(o.label, NAMES))).toEqual(['Repair: pay 3 fortune, damage 8 → 11', 'Roll 5 dice at speed 4']);
  });
});

describe('the dice', () => {
  const dice = (fortune: number, freeReroll: boolean, faces: Face[]) =>
    raceState({ chariots: [{ seat: 0, at: 'M20', fortune, speed: 5 }, { seat: 1, at: 'M2' }], turn: { chariot: 0, step: 'dice', dice: faces, freeReroll } });

  it('reroll: the dice are marked (items alike by face) and confirmed; keep; turn a die, then the die, then the face', () => {
    const s = dice(4, true, ['drive', 'sprint', 'steer', 'steer', 'fortune']);
    const moves = expectAllReachable(s);
    const c = compose(moves);
    expect(en(c.prompt)).toBe('Your dice (the first reroll is free): mark dice to reroll, turn a die (2 Fortune) or keep them. Keeping them ends the roll: Fortuna faces add Fortune, drive and sprint faces set your speed.');
    expect(c.controls).toBeLessThanOrEqual(8);
    const set = c.sets[0];
    expect(set.step).toBe('reroll');
    expect(en(set.label)).toBe('Reroll (free)');
    expect(set.items.map((i) => [i.id, i.like, i.target])).toEqual([
      ['d0', 'drive', 'die:0'],
      ['d1', 'sprint', 'die:1'],
      ['d2', 'steer', 'die:2'],
      ['d3', 'steer', 'die:3'],
      ['d4', 'fortune', 'die:4'],
    ]);
    // The two steer dice are alike: marking either one is the same reroll.
    expect(set.choices.find((ch) => ch.key === 'steer')!.move).toEqual({ type: 'reroll', faces: ['steer'] });
    expect(set.choices).toHaveLength(23); // 2·2·3·2 − 1 distinct markings
    expect(c.targets['die:3'].kind).toBe('toggle');
    expect(en(c.targets['die:3'].label)).toBe('⇄ steer');
    const keep = c.picks[0].options.find((o) => o.value === 'keep')!;
    expect(keep.move).toEqual({ type: 'keep' });
    expect(en(keep.label)).toBe('Keep the dice (+1 fortune)');
    const turn = compose(moves, ['dice:turn']);
    expect(en(turn.prompt)).toBe('Which die do you turn? Click it.');
    expect(turn.picks[0].options.map((o) => [o.value, o.target])).toEqual([
      ['drive', 'face:drive'],
      ['sprint', 'face:sprint'],
      ['steer', 'face:steer'],
      ['fortune', 'face:fortune'],
    ]);
    expect(en(turn.picks[0].options[0].label, NAMES)).toBe('a drive die (±1)');
    const face = compose(moves, ['dice:turn', 'die:sprint']);
    expect(en(face.prompt)).toBe('Turn the sprint die to which face? (Any but Fortuna.)');
    expect(face.picks[0].options.map((o) => en(o.label, NAMES))).toEqual(['to ±1 drive', 'to ⇄ steer', 'to ⚔ attack']);
    expect(face.picks[0].options[1].move).toEqual({ type: 'turn', from: 'sprint', to: 'steer' });
  });

  it('a paid reroll says so; dice all alike skip the question which die', () => {
    const s = dice(2, false, ['attack', 'attack']);
    const moves = expectAllReachable(s);
    const c = compose(moves);
    expect(en(c.sets[0].label)).toBe('Reroll (2 fortune)');
    expect(c.picks[0].options.map((o) => en(o.label, NAMES))).toEqual(['Turn a die (2 fortune)', 'Keep the dice']);
    const turn = compose(moves, ['dice:turn']);
    expect(en(turn.prompt)).toBe('Turn the attack die to which face? (Any but Fortuna.)');
    expect(en(mod.moveLabel(mod.view(s, 0), { type: 'turn', from: 'attack', to: 'steer' }), NAMES)).toBe('Turn an attack die to steer (2 fortune)');
  });

  it('"Keep the dice" warns when the sprint damage breaks the chariot, and when every path does', () => {
    // Damage 1 and a sprint: keeping breaks it (rules test "a sprint can break a chariot").
    const sprint = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 3, damage: 1, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['sprint'], freeReroll: true } });
    let keep = shaped(sprint).find((m) => m.move.type === 'keep')!;
    expect(en(keep.shape.warning)).toBe('Your red chariot breaks up: the sprint damage breaks it; you are out of the race.');
    expect(surelyBreaks(act(sprint, { type: 'keep' }), 0)).toBe(true);
    // Speed 8, damage 2 at M8 without a steer face: the curve M11 (limit 5) breaks it on every path.
    const curve = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 8, damage: 2, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['attack', 'fortune'], freeReroll: true } });
    keep = shaped(curve).find((m) => m.move.type === 'keep')!;
    expect(en(keep.shape.warning)).toBe('Your red chariot breaks up: with these dice every path breaks it; you are out of the race.');
    const page = compose(shaped(curve));
    expect(page.picks[0].options.find((o) => o.value === 'keep')).toMatchObject({ warning: keep.shape.warning, move: undefined });
    // Confirming: the warned move is asked for once more.
    expect(compose(shaped(curve), ['dice:keep']).complete).toMatchObject({ move: { type: 'keep' }, warning: keep.shape.warning });
    // With a steer face the chariot can steer out to the outer lane: no warning.
    const steer = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 8, damage: 2, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['steer', 'fortune'], freeReroll: true } });
    expect(shaped(steer).find((m) => m.move.type === 'keep')!.shape.warning).toBeUndefined();
    // Rerolls are chance: warned only when the dice are kept right after them (no Fortune left to
    // pay) and sprints enough to break the chariot may come (odds.ts): damage 2, both dice rerolled.
    const rerolls = shaped(curve).filter((m) => m.move.type === 'reroll');
    expect(rerolls.filter((m) => m.shape.warning).map((m) => m.move)).toEqual([{ type: 'reroll', faces: ['attack', 'fortune'] }]);
    expect(en(rerolls.find((m) => m.shape.warning)!.shape.warning)).toBe('After this reroll the dice are kept at once: sprints among them can break up your red chariot, and you would be out of the race.');
  });

  it('turning a die warns when no paid action is left and it leaves no way but to break up', () => {
    // Fortune 2: the turn uses it up, the dice are kept at once.
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 8, damage: 3, fortune: 2 }, { seat: 1, at: 'M30' }], moved: [1], turn: { chariot: 0, step: 'dice', dice: ['attack', 'fortune'] } });
    for (const m of shaped(s).filter((x) => x.move.type === 'turn')) {
      const after = act(s, m.move as ChariotMove);
      expect([m.move, !!m.shape.warning]).toEqual([m.move, surelyBreaks(after, 0)]);
    }
    const toSteer = shaped(s).find((m) => sameJson(m.move, { type: 'turn', from: 'attack', to: 'steer' }))!;
    expect(toSteer.shape.warning).toBeUndefined();
    const toSprint = shaped(s).find((m) => sameJson(m.move, { type: 'turn', from: 'attack', to: 'sprint' }))!;
    expect(en(toSprint.shape.warning)).toMatch(/^Your red chariot breaks up/);
  });
});

describe('the drive dice', () => {
  it('the speed they give, on the speed track; signs at the end of the track that give the same speed are one choice', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', speed: 11, fortune: 0 }, { seat: 1, at: 'M2' }], turn: { chariot: 0, step: 'drive', dice: ['drive', 'drive', 'sprint'] } });
    const moves = expectAllReachable(s);
    const c = compose(moves);
    expect(en(c.prompt)).toBe('Each drive die is +1 or −1: choose your speed (from 11), here or on your speed track. You must then move exactly that many fields; a curve field costs 1 damage per point above its limit.');
    // 11 − 2 + 2 = 11, 11 + 0 + 2 = 13 → 12, 11 + 2 + 2 = 15 → 12.
    expect(c.picks[0].options.map((o) => [en(o.label, NAMES), o.target])).toEqual([
      ['Speed 11 (2× −1; sprint +2, −1 damage)', 'speed:11'],
      ['Speed 12 (sprint +2, −1 damage)', 'speed:12'],
    ]);
  });

  it('a speed at which every path breaks the chariot is warned', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 7, damage: 2, fortune: 0 }, { seat: 1, at: 'M30' }], moved: [1], turn: { chariot: 0, step: 'drive', dice: ['drive'] } });
    const moves = expectAllReachable(s);
    for (const m of moves) expect([m.move, !!m.shape.warning]).toEqual([m.move, surelyBreaks(act(s, m.move as ChariotMove), 0)]);
    // 8 at M11 (limit 5) takes 3 > 2; 6 takes 1.
    expect(en(moves.find((m) => sameJson(m.move, { type: 'drive', up: 1 }))!.shape.warning)).toBe('Your red chariot breaks up: at speed 8 every path breaks it; you are out of the race.');
    expect(moves.find((m) => sameJson(m.move, { type: 'drive', up: 0 }))!.shape.warning).toBeUndefined();
  });
});

describe('the path', () => {
  it('first the end field (a target on the arena); one way or ways with one outcome: one click', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M2', speed: 3, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'path', dice: ['steer'] } });
    const moves = expectAllReachable(s);
    const c = compose(moves);
    expect(en(c.prompt)).toBe('Choose where your chariot ends (speed 3): click a marked field on the arena — the mark shows the least damage of the ways there (curves, rams, caltrops).');
    const ends = c.picks[0].options;
    expect(ends.every((o) => o.step === 'end' && o.target === `end:${o.value}`)).toBe(true);
    expect(ends.map((o) => en(o.label, NAMES)).sort()).toEqual(['I5: no damage', 'M5: no damage', 'O5: no damage'].sort());
    // Without attack faces the ways to a field (changing lanes early or late) are one choice.
    expect(ends.every((o) => o.move !== undefined)).toBe(true);
    expect(new Set(moves.map((m) => JSON.stringify(m.shape.parts))).size).toBe(3);
    expect(moves.length).toBeGreaterThan(3);
  });

  it('ways that differ in outcome: the route question, lettered, with damage, rams and caltrops; a breaking way is warned', () => {
    const s = rammingState();
    const moves = expectAllReachable(s);
    const c = compose(moves);
    const m9 = c.picks[0].options.find((o) => en(o.label).startsWith('M9'))!;
    expect(m9.target).toBe(`end:${at(AA, 'M9')}`);
    expect(en(m9.label)).toBe('M9: 6–7 damage');
    // Julia's example: through O12 onto M11, ram Klaus (he breaks up), set back to M9; the other
    // way to M9 takes 7.
    const julia = moves.find((m) => sameJson(m.move, { type: 'path', path: 'fffffffi' }))!;
    expect(julia.shape.parts.map((p) => (p.kind === 'pick' ? en(p.label, NAMES) : ''))).toEqual([
      'M9: 6–7 damage',
      "A · 6 damage, 4 left · rams Ben's yellow chariot (it breaks up) · set back to M9 · via O6–O12 › M11",
    ]);
    expect(julia.shape.warning).toBeUndefined();
    expect(walk(moves, julia).move).toEqual(julia.move);
    // Fields where the chariot can end in several ways that differ: a second question.
    const multi = c.picks[0].options.find((o) => o.move === undefined && !o.warning)!;
    const routes = compose(moves, [`end:${multi.value}`]);
    expect(en(routes.prompt)).toMatch(/^The ways to [IMO]\d+ differ: choose one \(the letters mark them on the arena\)\.$/);
    routes.picks[0].options.forEach((o, k) => {
      expect(en(o.label).startsWith(`${String.fromCharCode(65 + k)} · `)).toBe(true);
      expect(o.target).toMatch(/^way:\d+-/);
    });
    expect(routes.targets[`end:${multi.value}`]).toMatchObject({ kind: 'chosen' });
    // Warnings exactly on the ways that break one of the mover's chariots.
    for (const m of moves) {
      const after = act(s, m.move as ChariotMove);
      const broken = after.chariots.some((ch, i) => ch.out && !s.chariots[i].out && ch.seat === 0);
      expect([m.move, !!m.shape.warning]).toEqual([m.move, broken]);
    }
  });

  it('ramming your own other chariot to pieces is warned; the label names whose chariot is rammed', () => {
    const s = raceState({
      seats: 2,
      chariots: [
        { seat: 0, colour: 'red', at: 'M2', speed: 3, fortune: 0 },
        { seat: 0, colour: 'green', at: 'M4', damage: 2 },
        { seat: 1, colour: 'blue', at: 'I4', damage: 5 },
        { seat: 1, colour: 'yellow', at: 'M30' },
      ],
      turn: { chariot: 0, step: 'path', dice: ['steer'] },
    });
    const moves = expectAllReachable(s);
    const straight = moves.find((m) => sameJson(m.move, { type: 'path', path: 'fff' }))!;
    expect(en(straight.shape.warning)).toBe('Your green chariot breaks up.');
    const labels = moves.flatMap((m) => m.shape.parts.map((p) => (p.kind === 'pick' ? en(p.label, NAMES) : '')));
    expect(labels.some((l) => l.includes('rams your green chariot (it breaks up)'))).toBe(true);
    // The players' names are put in when the words are read.
    expect(labels.some((l) => l.includes("rams Ben's blue chariot"))).toBe(true);
    const german = moves.flatMap((m) => m.shape.parts.map((p) => (p.kind === 'pick' ? de(p.label, NAMES) : '')));
    expect(german.some((l) => l.includes('rammt deinen grünen Wagen (er bricht auseinander)'))).toBe(true);
    expect(german.some((l) => l.includes('rammt den blauen Wagen von Ben'))).toBe(true);
  });

  it('with an attack face the fields passed matter (caltrops): where the lanes are changed is asked, on the arena', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M14', speed: 5, fortune: 0 }, { seat: 1, at: 'M40' }], turn: { chariot: 0, step: 'path', dice: ['steer', 'attack'] } });
    const moves = expectAllReachable(s);
    const c = compose(moves);
    expect(c.picks[0].options.map((o) => [en(o.label, NAMES), o.move !== undefined])).toEqual([
      ['M19: no damage', true],
      ['I16: no damage', false],
      ['O22: no damage', false],
    ]);
    const via = compose(moves, [`end:${at(AA, 'I16')}`]);
    expect(en(via.prompt)).toBe('Where do you change lanes on the way to I16? Click a field: a caltrop can be dropped only on a field you pass.');
    expect(via.picks[0].options.map((o) => en(o.label, NAMES))).toEqual(['via M15–M18 › I16', 'via M15–M17 › I15–I16', 'via M15–M16 › I14–I16', 'via M15 › I13–I16', 'via I12–I16']);
    expect(via.picks[0].options.map((o) => o.target)).toEqual(['I16', 'I15', 'I14', 'I13', 'I12'].map((n) => `field:${at(AA, n)}`));
    expect(via.picks[0].options[4].move).toEqual({ type: 'path', path: 'iffff' });
    // Without the attack face the same ways are one choice.
    const plain = raceState({ chariots: [{ seat: 0, at: 'M14', speed: 5, fortune: 0 }, { seat: 1, at: 'M40' }], turn: { chariot: 0, step: 'path', dice: ['steer'] } });
    expect(compose(shaped(plain)).picks[0].options.every((o) => o.move !== undefined)).toBe(true);
  });

  it('random games: every path step is reachable with at most 20 controls', () => {
    const rnd = new Prng(seedPrng(77));
    let checked = 0;
    for (const [seats, options] of [[4, { track: 'BB', alternativeChariots: true }]] as const) {
      let s = mod.setup(40 + seats, seats, mod.optionsSchema.parse(options));
      for (let n = 0; n < 300 && s.phase !== 'finished'; n++) {
        const seat = mod.toAct(s)[0];
        if (s.turn?.step === 'path' && n % 3 === 0) {
          expectAllReachable(s);
          checked++;
        }
        s = applyChecked(mod, s, seat, mod.robotMove(s, seat, rnd)).state as ChariotState;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('the attacks', () => {
  it('caltrop fields and chariots in range on the arena, and the end of the turn', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20' }, { seat: 1, at: 'M21', damage: 1 }, { seat: 2, at: 'M19', damage: 4 }],
      turn: { chariot: 0, step: 'attack', dice: ['attack'], attacks: 1, passed: ['M18', 'M19'] },
    });
    const moves = expectAllReachable(s);
    const c = compose(moves, [], []);
    expect(en(c.prompt)).toBe('Attack (1 attack left): click a field you passed to drop a caltrop (1 damage to the next chariot there), or click a chariot in range to throw a spear at (1 damage, it always hits) — or end the turn.');
    expect(c.picks[0].options.map((o) => [en(o.label, NAMES), o.target])).toEqual([
      ['Caltrop on M18', `field:${at(AA, 'M18')}`],
      ['Caltrop on M19', `field:${at(AA, 'M19')}`],
      ["Spear at Ben's blue chariot (damage 1 → 0: it breaks up)", 'chariot:1'],
      ["Spear at Cleo's green chariot (damage 4 → 3)", 'chariot:2'],
      ['No attack: end the turn', undefined],
    ]);
    expect(moves.every((m) => !m.shape.warning)).toBe(true);
    // The players are named when the words are read.
    expect(en(shaped(s).find((m) => m.move.type === 'spear')!.label, NAMES)).toBe("Throw a spear at Ben's blue chariot: damage 1 → 0, it breaks up");
  });

  it('a spear that breaks the mover\'s own other chariot is warned', () => {
    const s = raceState({
      seats: 2,
      chariots: [
        { seat: 0, colour: 'red', at: 'M20' },
        { seat: 0, colour: 'green', at: 'M21', damage: 1 },
        { seat: 1, colour: 'blue', at: 'M19', damage: 1 },
        { seat: 1, colour: 'yellow', at: 'M2' },
      ],
      turn: { chariot: 0, step: 'attack', dice: ['attack'], attacks: 1 },
    });
    const moves = expectAllReachable(s);
    expect(en(moves.find((m) => sameJson(m.move, { type: 'spear', target: 1 }))!.shape.warning)).toBe('Your green chariot breaks up.');
    expect(moves.find((m) => sameJson(m.move, { type: 'spear', target: 2 }))!.shape.warning).toBeUndefined();
    expect(en(mod.moveLabel(mod.view(s, 0), { type: 'spear', target: 1 }), NAMES)).toBe('Throw a spear at your green chariot: damage 1 → 0, it breaks up');
  });
});

describe('news: what mattered to each player', () => {
  const newsOf = (before: ChariotState, after: ChariotState, move: ChariotMove, viewer: number | null) =>
    mod.news!({ before, after, seat: mod.toAct(before)[0], move, viewer});

  it('"Keep the dice" that breaks the chariot: its owner hears of it, the others do not', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 3, damage: 1, fortune: 0 }, { seat: 1, at: 'M30' }], round: 4, turn: { chariot: 0, step: 'dice', dice: ['sprint'] } });
    const t = act(s, { type: 'keep' });
    expect(en(newsOf(s, t, { type: 'keep' }, 0), NAMES)).toBe('Your red chariot broke up on M8 in round 4.');
    expect(newsOf(s, t, { type: 'keep' }, 1)).toBeNull();
    expect(newsOf(s, t, { type: 'keep' }, null)).toBeNull();
  });

  it('a ram or a spear by another player: the owner of the chariot hit', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M2', speed: 3, fortune: 0 }, { seat: 1, at: 'M4' }, { seat: 2, at: 'M30' }], turn: { chariot: 0, step: 'path', dice: [] } });
    const t = act(s, { type: 'path', path: 'fff' });
    expect(en(newsOf(s, t, { type: 'path', path: 'fff' }, 1), NAMES)).toBe("Anna's red chariot rammed your blue chariot on M4: damage 12 → 10.");
    expect(newsOf(s, t, { type: 'path', path: 'fff' }, 0)).toBeNull(); // his own move
    expect(newsOf(s, t, { type: 'path', path: 'fff' }, 2)).toBeNull();
    const a = raceState({ chariots: [{ seat: 0, at: 'M20' }, { seat: 1, at: 'M21', damage: 1 }, { seat: 2, at: 'M19', damage: 5 }], round: 6, turn: { chariot: 0, step: 'attack', dice: ['attack', 'attack'], attacks: 2 } });
    const b = act(a, { type: 'spear', target: 1 });
    expect(en(newsOf(a, b, { type: 'spear', target: 1 }, 1), NAMES)).toBe("Anna's red chariot threw a spear at your blue chariot: it broke up on M21 in round 6.");
    const c = act(b, { type: 'spear', target: 2 });
    expect(en(newsOf(b, c, { type: 'spear', target: 2 }, 2), NAMES)).toBe("Anna's red chariot threw a spear at your green chariot on M19: damage 5 → 4.");
    expect(newsOf(b, c, { type: 'spear', target: 2 }, 1)).toBeNull();
  });

  it('another chariot takes the lead from yours', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M2', speed: 4, fortune: 0 }, { seat: 1, at: 'M5' }], moved: [1], turn: { chariot: 0, step: 'path', dice: ['steer'] } });
    const t = act(s, { type: 'path', path: 'iff' + 'f' });
    expect(en(newsOf(s, t, { type: 'path', path: 'ifff' }, 1), NAMES)).toBe("Anna's red chariot took the lead from your blue chariot.");
    expect(newsOf(s, t, { type: 'path', path: 'ifff' }, 0)).toBeNull();
  });

  it('the end of the race: every player hears the result with his place', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M41', lap: 1, speed: 3, fortune: 0 }, { seat: 1, at: 'M2', lap: 1 }], moved: [1], round: 12, turn: { chariot: 0, step: 'path', dice: [] } });
    const end = act(s, { type: 'path', path: 'fff' });
    expect(end.phase).toBe('finished');
    expect(en(newsOf(s, end, { type: 'path', path: 'fff' }, 0), NAMES)).toBe('The race is over after 12 rounds: your red chariot won!');
    expect(en(newsOf(s, end, { type: 'path', path: 'fff' }, 1), NAMES)).toBe("Anna's red chariot rammed your blue chariot on M2: damage 12 → 10. The race is over after 12 rounds: Anna's red chariot won; you placed 2nd.");
    // The log line names the players in the places too.
    expect(en(mod.logLine({ before: s, after: end, seat: 0, move: { type: 'path', path: 'fff' }, viewer: 1}), NAMES)).toContain('Places: 1. Anna, 2. Ben.');
  });

  it('quiet moves make no news', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 3, damage: 8 }, { seat: 1, at: 'M2' }] });
    const t = act(s, { type: 'repair' });
    for (const v of [0, 1, null]) expect(newsOf(s, t, { type: 'repair' }, v)).toBeNull();
  });
});
