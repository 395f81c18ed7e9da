/** The module surface: meta, schemas, view, labels, log lines, robot, errors. */
import { RuleError } from '../../../src/engine/contract';
import { IllegalMoveError, applyChecked } from '../../../src/engine/replay';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { findGame } from '../../../src/games/registry';
import type { ChariotMove } from '../../../src/games/chariot-race/rules/state';
import { de, en } from '../../support/text';
import { act, at, legal, mod, raceState, refusal, trackOfOptions } from './helpers';

const AA = trackOfOptions();
const names = ['Anna', 'Ben', 'Cleo', 'Dora'];

describe('meta and schemas', () => {
  it('meta and registration', () => {
    expect(mod.meta).toMatchObject({ id: 'chariot-race', title: 'Chariot Race', minSeats: 2, maxSeats: 6, rulesVersion: 3 });
    expect(mod.meta.optionFields.map((f) => [f.key, f.kind])).toEqual([
      ['track', 'select'],
      ['noDamageAfterFinish', 'boolean'],
      ['alternativeChariots', 'boolean'],
    ]);
    const track = mod.meta.optionFields[0];
    expect(track.kind === 'select' && track.choices.map((c) => c.value)).toEqual(['AA', 'AB', 'BA', 'BB']);
    expect(findGame('chariot-race')).toBe(mod);
    expect(mod.boardPartial).toBe('games/chariot-race/board');
  });

  it('options: defaults, strict', () => {
    expect(mod.optionsSchema.parse({})).toEqual({ track: 'AA', noDamageAfterFinish: false, alternativeChariots: false });
    expect(mod.optionsSchema.parse({ track: 'BA', alternativeChariots: true })).toEqual({ track: 'BA', noDamageAfterFinish: false, alternativeChariots: true });
    expect(mod.optionsSchema.safeParse({ track: 'CC' }).success).toBe(false);
    expect(mod.optionsSchema.safeParse({ turbo: true }).success).toBe(false);
  });

  it('moves', () => {
    const ok: ChariotMove[] = [
      { type: 'pick', board: 'green' },
      { type: 'place', position: 6 },
      { type: 'repair' },
      { type: 'roll' },
      { type: 'reroll', faces: ['drive', 'steer'] },
      { type: 'turn', from: 'sprint', to: 'steer' },
      { type: 'keep' },
      { type: 'drive', up: 2 },
      { type: 'path', path: 'ffiof' },
      { type: 'caltrop', field: 12 },
      { type: 'spear', target: 3 },
      { type: 'endAttacks' },
    ];
    for (const m of ok) expect(mod.moveSchema.safeParse(m).success).toBe(true);
    const bad = [
      { type: 'pick', board: 'black' },
      { type: 'place', position: 7 },
      { type: 'reroll', faces: [] },
      { type: 'reroll', faces: ['joker'] },
      { type: 'turn', from: 'sprint' },
      { type: 'drive', up: -1 },
      { type: 'path', path: 'ffx' },
      { type: 'path', path: 'f'.repeat(30) },
      { type: 'spear', target: 9 },
      { type: 'roll', extra: 1 },
      { type: 'fly' },
    ];
    for (const m of bad) expect(mod.moveSchema.safeParse(m).success).toBe(false);
  });
});

describe('apply', () => {
  it('never changes its input; refuses moves out of turn with the rule', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 3, damage: 8 }, { seat: 1, at: 'M2' }] });
    const copy = JSON.parse(JSON.stringify(s));
    mod.apply(s, 0, { type: 'repair' });
    mod.apply(s, 0, { type: 'roll' });
    expect(s).toEqual(copy);
    expect(() => applyChecked(mod, s, 1, { type: 'roll' })).toThrow(IllegalMoveError);
    expect(refusal(() => mod.apply(s, 1, { type: 'roll' }))).toBe('It is not your turn.');
    try {
      applyChecked(mod, s, 0, { type: 'keep' });
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalMoveError);
      expect((e as IllegalMoveError).rule).toBe('Phase 1: Reparieren');
      // The player reads the rules' own words, in his language.
      expect(en((e as IllegalMoveError).text)).toBe('Repair or roll the dice first.');
      expect(de((e as IllegalMoveError).text)).toBe('Repariere oder würfle zuerst.');
    }
    expect(() => mod.apply(s, 0, { type: 'path', path: 'f' })).toThrow(RuleError);
  });

  it('a finished game takes no moves', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 8, damage: 2, fortune: 0 }, { seat: 1, at: 'M1', out: true }], caltrops: ['M1'], turn: { chariot: 0, step: 'path', dice: [] } });
    const end = act(s, { type: 'path', path: 'fff' });
    expect(end.phase).toBe('finished');
    expect(mod.toAct(end)).toEqual([]);
    expect(mod.legalMoves(end, 0)).toEqual([]);
    expect(refusal(() => mod.apply(end, 0, { type: 'roll' }))).toBe('The race is over.');
  });
});

describe('view', () => {
  it('shows everything but the PRNG (no secrets in this game), the same to all', () => {
    const s = mod.setup(3, 4, mod.optionsSchema.parse({ track: 'AB' }));
    const v = mod.view(s, 1);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.prng));
    expect(v).not.toHaveProperty('prng');
    expect(v.chariots).toEqual(s.chariots);
    expect(v.order[0]).toBe(s.turn!.chariot);
    const { viewer: _a, ...rest1 } = v;
    const { viewer: _b, ...rest2 } = mod.view(s, null);
    expect(rest1).toEqual(rest2);
  });
});

describe('labels and log lines', () => {
  it('label every step in words', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', fortune: 4, damage: 8, speed: 5 }, { seat: 1, at: 'M22' }],
      turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'steer', 'attack', 'fortune'], freeReroll: true },
    });
    const v = mod.view(s, 0);
    expect(en(mod.moveLabel(v, { type: 'turn', from: 'sprint', to: 'steer' }))).toBe('Turn a sprint die to steer (2 fortune; no free reroll after it)');
    expect(en(mod.moveLabel(v, { type: 'keep' }))).toBe('Keep the dice (+1 fortune)');
    expect(en(mod.moveLabel(v, { type: 'reroll', faces: ['sprint', 'attack'] }))).toBe('Reroll +2 sprint, ⚔ attack (free)');
    const start = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 4, damage: 8 }, { seat: 1, at: 'M2' }] });
    expect(en(mod.moveLabel(mod.view(start, 0), { type: 'repair' }))).toBe('Repair: pay 3 fortune, damage 8 → 11');
    expect(en(mod.moveLabel(mod.view(start, 0), { type: 'roll' }))).toBe('Roll 5 dice at speed 4');
    const attack = raceState({ chariots: [{ seat: 0, at: 'M20' }, { seat: 1, at: 'M21', damage: 1 }], turn: { chariot: 0, step: 'attack', dice: ['attack'], attacks: 1, passed: ['M19'] } });
    const av = mod.view(attack, 0);
    expect(en(mod.moveLabel(av, { type: 'spear', target: 1 }), names)).toBe("Throw a spear at Ben's blue chariot: damage 1 → 0, it breaks up");
    expect(en(mod.moveLabel(av, { type: 'caltrop', field: at(AA, 'M19') }))).toBe('Drop a caltrop on M19');
    expect(en(mod.moveLabel(av, { type: 'endAttacks' }))).toBe('No attack: end the turn');
    const draft = mod.setup(2, 3, mod.optionsSchema.parse({ alternativeChariots: true }), 2); // the boards of versions 1–2
    expect(en(mod.moveLabel(mod.view(draft, draft.queue[0]), { type: 'pick', board: 'green' }))).toMatch(/^Take the Green light chariot \(nimble: damage 11/);
  });

  it('log lines tell the turn step by step', () => {
    let s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 3, damage: 8, speed: 5 }, { seat: 1, at: 'M2' }] });
    const line = (before: typeof s, after: typeof s, move: ChariotMove) => en(mod.logLine({ before, after, seat: 0, move, viewer: 1 }), names);
    let t = act(s, { type: 'repair' });
    expect(line(s, t, { type: 'repair' })).toBe("Anna's red chariot repairs: 3 fortune, damage 8 → 11.");
    s = t;
    t = act(s, { type: 'roll' });
    expect(line(s, t, { type: 'roll' })).toMatch(/^Anna's red chariot: rolls 5 dice at speed 5: /);
    const d = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 0, speed: 5 }, { seat: 1, at: 'M2' }], turn: { chariot: 0, step: 'dice', dice: ['sprint', 'steer', 'fortune'] } });
    const k = act(d, { type: 'keep' });
    expect(line(d, k, { type: 'keep' })).toBe("Anna's red chariot keeps +2 ⇄ ☀. Fortuna: +1 fortune (now 1). Speed 5 → 7. Sprint: damage 12 → 11.");
    // "an" before a vowel: an attack die.
    const a = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 2, speed: 5 }, { seat: 1, at: 'M2' }], turn: { chariot: 0, step: 'dice', dice: ['attack', 'steer'] } });
    const turned = act(a, { type: 'turn', from: 'attack', to: 'drive' });
    expect(line(a, turned, { type: 'turn', from: 'attack', to: 'drive' })).toMatch(/^Anna's red chariot turns an attack die to drive \(2 fortune\)/);
    expect(en(mod.moveLabel(mod.view(a, 0), { type: 'turn', from: 'attack', to: 'drive' }))).toBe('Turn an attack die to drive (2 fortune)');
  });
});

describe('in German (the catalogue of the German rule text)', () => {
  it('the lobby words', () => {
    expect(de(mod.meta.summary)).toMatch(/^Lenke deinen Streitwagen zweimal durch die Arena/);
    const labels = mod.meta.optionFields.map((f) => de(f.label));
    expect(labels).toEqual(['Rennparcours: Seiten der beiden Spielplanhälften', 'Kein Schaden hinter der Ziellinie mehr erlaubt', 'Alternative Streitwagen']);
    const track = mod.meta.optionFields[0];
    expect(track.kind === 'select' && de(track.choices[0].label)).toBe('A / A (für Einsteiger empfohlen)');
  });

  it('labels, with the cases and genders of the sentence', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', fortune: 4, damage: 8, speed: 5 }, { seat: 1, at: 'M22' }],
      turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'steer', 'attack', 'fortune'], freeReroll: true },
    });
    const v = mod.view(s, 0);
    expect(de(mod.moveLabel(v, { type: 'turn', from: 'attack', to: 'drive' }))).toBe('Würfel von „Angreifen“ auf „Fahren“ drehen (2 Gunst; danach kein kostenloser Neuwurf mehr)');
    expect(de(mod.moveLabel(v, { type: 'keep' }))).toBe('Würfel behalten (+1 Gunst)');
    expect(de(mod.moveLabel(v, { type: 'reroll', faces: ['sprint', 'attack'] }))).toBe('Neu werfen: +2 Preschen, ⚔ Angreifen (kostenlos)');
    const start = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 4, damage: 8 }, { seat: 1, at: 'M2' }] });
    expect(de(mod.moveLabel(mod.view(start, 0), { type: 'repair' }))).toBe('Reparieren: 3 Gunst zahlen, Schaden 8 → 11');
    // "auf den blauen Wagen" (accusative), "deinen grünen Wagen" for the viewer's own.
    const attack = raceState({
      seats: 2,
      chariots: [
        { seat: 0, colour: 'red', at: 'M20' },
        { seat: 0, colour: 'green', at: 'M21', damage: 1 },
        { seat: 1, colour: 'blue', at: 'M19', damage: 4 },
        { seat: 1, colour: 'yellow', at: 'M2' },
      ],
      turn: { chariot: 0, step: 'attack', dice: ['attack'], attacks: 1, passed: ['M19'] },
    });
    const av = mod.view(attack, 0);
    expect(de(mod.moveLabel(av, { type: 'spear', target: 2 }), names)).toBe('Speer auf den blauen Wagen von Ben werfen: Schaden 4 → 3');
    expect(de(mod.moveLabel(av, { type: 'spear', target: 1 }), names)).toBe('Speer auf deinen grünen Wagen werfen: Schaden 1 → 0, er bricht auseinander');
    expect(de(mod.moveParts!(av, { type: 'spear', target: 1 }).warning)).toBe('Dein grüner Wagen bricht auseinander.');
    expect(de(mod.moveLabel(av, { type: 'endAttacks' }))).toBe('Kein Angriff: Zug beenden');
    const draft = mod.setup(2, 3, mod.optionsSchema.parse({ alternativeChariots: true }), 2); // the boards of versions 1–2
    expect(de(mod.moveLabel(mod.view(draft, draft.queue[0]), { type: 'pick', board: 'purple' }))).toBe(
      '„Lila Kaiserwagen“ nehmen (stark und schnell, wenig Glück: Schaden 13 (Start bei 12), Geschwindigkeit 4 (max. 15), Gunst 3 (max. 5))',
    );
  });

  it('prompts and warnings', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 3, damage: 1, fortune: 2 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['sprint', 'steer'], freeReroll: true } });
    const keep = mod.moveParts!(mod.view(s, 0), { type: 'keep' });
    expect(de(keep.parts[0].prompt)).toBe('Deine Würfel (der erste Neuwurf ist kostenlos): Markiere Würfel zum Neuwerfen, drehe einen Würfel (2 Gunst) oder behalte sie. Wer sie behält, beendet das Würfeln: Fortuna-Würfel bringen Gunst, Fahren und Preschen legen deine Geschwindigkeit fest.');
    expect(de(keep.warning)).toBe('Dein roter Wagen bricht auseinander – der Schaden durch Preschen zerstört ihn; du scheidest aus dem Rennen aus.');
    const turn = mod.moveParts!(mod.view(s, 0), { type: 'turn', from: 'sprint', to: 'attack' });
    expect(turn.parts.map((p) => de(p.label))).toEqual(['Würfel drehen (2 Gunst, beendet den kostenlosen Neuwurf)', 'Würfel „Preschen“ (+2)', 'auf ⚔ Angreifen']);
    expect(de(turn.parts[2].prompt)).toBe('Auf welche Seite drehst du den Würfel „Preschen“? (Jede außer Fortuna.)');
  });

  it('log lines, news and the result', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 3, damage: 8, speed: 5 }, { seat: 1, at: 'M2' }] });
    const t = act(s, { type: 'repair' });
    expect(de(mod.logLine({ before: s, after: t, seat: 0, move: { type: 'repair' }, viewer: 1 }), names)).toBe('Der rote Wagen von Anna repariert: 3 Gunst, Schaden 8 → 11.');
    const a = raceState({ chariots: [{ seat: 0, at: 'M20' }, { seat: 1, at: 'M21', damage: 1 }, { seat: 2, at: 'M19', damage: 5 }], round: 6, turn: { chariot: 0, step: 'attack', dice: ['attack', 'attack'], attacks: 2 } });
    const b = act(a, { type: 'spear', target: 1 });
    const ctx = { before: a, after: b, seat: 0, move: { type: 'spear', target: 1 } as ChariotMove, viewer: 1, names };
    expect(de(mod.logLine(ctx), names)).toBe('Der rote Wagen von Anna wirft einen Speer auf den blauen Wagen von Ben: Schaden 1 → 0. Der blaue Wagen von Ben bricht auf M21 auseinander; ein Krähenfuß markiert das Wrack.');
    expect(de(mod.news!(ctx), names)).toBe('Der rote Wagen von Anna hat einen Speer auf deinen blauen Wagen geworfen – er ist in Runde 6 auf M21 auseinandergebrochen.');
    const end = raceState({ chariots: [{ seat: 0, at: 'M41', lap: 1, speed: 3, fortune: 0 }, { seat: 1, at: 'M2', lap: 1 }], moved: [1], round: 12, turn: { chariot: 0, step: 'path', dice: [] } });
    const over = act(end, { type: 'path', path: 'fff' });
    expect(de(mod.outcome(over).summary, names)).toBe('Der rote Wagen von Anna gewinnt das Rennen nach 12 Runden. Plätze: 1. Anna, 2. Ben.');
    expect(de(mod.news!({ before: end, after: over, seat: 0, move: { type: 'path', path: 'fff' }, viewer: 1 }), names)).toBe(
      'Der rote Wagen von Anna hat deinen blauen Wagen auf M2 gerammt: Schaden 12 → 10. Das Rennen ist nach 12 Runden vorbei – gewonnen hat der rote Wagen von Anna; du bist auf Platz 2.',
    );
  });

  it('a refused move names its rule and says why in German', () => {
    const s = act(raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 3, damage: 7 }, { seat: 1, at: 'M2' }] }), { type: 'repair' });
    expect(refusal(() => mod.apply(s, 0, { type: 'repair' }), de)).toBe('Du darfst nur einmal pro Zug reparieren.');
    const st = raceState({ chariots: [{ seat: 0, at: 'M2', speed: 3, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'path', dice: ['attack'] } });
    expect(refusal(() => mod.apply(st, 0, { type: 'path', path: 'fif' }), de)).toBe('Du hast kein „Steuern“ gewürfelt: kein Spurwechsel erlaubt (Regel „Spurwechsel“).');
    expect(refusal(() => mod.apply(st, 0, { type: 'path', path: 'ff' }), de)).toBe('Du musst genau so viele Felder fahren, wie deine Geschwindigkeit zeigt: 3 Felder.');
  });
});

describe('robot', () => {
  it('plays a whole game with legal moves, from the draft to the end', () => {
    let s = mod.setup(11, 3, mod.optionsSchema.parse({ track: 'BB', alternativeChariots: true }));
    const rnd = new Prng(seedPrng(5));
    const types = new Set<string>();
    for (let i = 0; i < 3000 && s.phase !== 'finished'; i++) {
      const seat = mod.toAct(s)[0];
      const m = mod.robotMove(s, seat, rnd);
      types.add(m.type);
      s = applyChecked(mod, s, seat, m).state as typeof s;
    }
    expect(s.phase).toBe('finished');
    for (const t of ['pick', 'place', 'roll', 'keep', 'drive', 'path']) expect(types).toContain(t);
  });

  it('does not break up its chariot when another path is open', () => {
    // Damage 2, speed 8 at M8: straight on breaks at M11 (limit 5); steering out to the outer
    // lane (limit 7: −1) survives.
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 8, damage: 2, fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'path', dice: ['steer'] } });
    const m = mod.robotMove(s, 0, { int: () => 0 });
    const after = act(s, m);
    expect(after.chariots[0].out).toBe(false);
  });

  it('repairs a worn chariot and throws its spear at another player', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 3, damage: 7 }, { seat: 1, at: 'M2' }] });
    expect(mod.robotMove(s, 0, { int: () => 0 })).toEqual({ type: 'repair' });
    const a = raceState({ chariots: [{ seat: 0, at: 'M20' }, { seat: 1, at: 'M21', damage: 1 }], turn: { chariot: 0, step: 'attack', dice: ['attack'], attacks: 1, passed: ['M19'] } });
    expect(mod.robotMove(a, 0, { int: () => 0 })).toEqual({ type: 'spear', target: 1 });
  });

  it('decides from what every player sees: another PRNG state in the state never changes its choice', () => {
    // The game has no hidden hands; the only hidden part is the PRNG (the dice to come). The
    // robot weighs future dice by their chances, never by the PRNG.
    let s = mod.setup(7, 2, mod.optionsSchema.parse({ track: 'AB' }));
    const rnd = new Prng(seedPrng(3));
    for (let i = 0; i < 400 && s.phase !== 'finished'; i++) {
      const seat = mod.toAct(s)[0];
      const m = mod.robotMove(s, seat, new Prng(seedPrng(i)));
      if (i % 7 === 0) {
        const other = { ...s, prng: [rnd.int(1 << 30), rnd.int(1 << 30), rnd.int(1 << 30), rnd.int(1 << 30) + 1] as typeof s.prng };
        expect(mod.robotMove(other, seat, new Prng(seedPrng(i)))).toEqual(m);
      }
      s = act(s, m);
    }
  });

  it('turns a die with fortune when that saves its chariot', () => {
    // Speed 8, damage 3, no steer: straight on from M8 breaks at M11; a steer face saves it.
    const s = raceState({
      chariots: [{ seat: 0, at: 'M8', speed: 8, damage: 3, fortune: 2 }, { seat: 1, at: 'M30' }],
      turn: { chariot: 0, step: 'dice', dice: ['attack', 'fortune'] },
    });
    // Turning the attack face to a steer face (outer lane: −1) or to a drive face (speed 7: −2)
    // both save it.
    const m = mod.robotMove(s, 0, { int: () => 0 });
    expect(m).toMatchObject({ type: 'turn' });
    expect(legal(s)).toContainEqual(m);
    let after = act(s, m);
    for (let i = 0; i < 10 && after.turn?.chariot === 0; i++) after = act(after, mod.robotMove(after, 0, { int: () => 0 }));
    expect(after.chariots[0].out).toBe(false);
  });
});
