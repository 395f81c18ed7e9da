/**
 * Moves put together from parts (moveParts, src/services/playing/compose.ts): every legal move of every
 * step of a turn is reachable by clicking through the steps and yields exactly that move (or one
 * with equal parts), the prompts and board targets are the expected ones, no move is warned (nothing
 * in Automobiles eliminates a car or loses the game), and the news lines go to the right reader.
 */
import { sameJson } from '../../../src/engine/canonical';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { composeMoves as compose, setKey, shapeMoves, type Composition, type ShapedMove } from '../../support/shaped';
import { cloneState, type AutoMove, type AutoState } from '../../../src/games/automobiles/rules/state';
import { de, en } from '../../support/text';
import { STOP, activate, choose, legal, mod, place, play, playAll, seg, stateWith, lastLapState } from './helpers';

const names = ['Anna', 'Ben', 'Cleo', 'Dora', 'Emil'];

function shaped(s: AutoState, seat = s.current): ShapedMove[] {
  return shapeMoves(mod, mod.view(s, seat), mod.legalMoves(s, seat));
}

/** Clicks through the steps to a move's choice; returns the move made and the most controls seen. */
function walk(moves: ShapedMove[], target: ShapedMove): { move: unknown; max: number; steps: Composition[] } {
  let answers: string[] = [];
  const steps: Composition[] = [];
  let max = 0;
  for (let depth = 0; depth < 8; depth++) {
    const c = compose(moves, answers);
    // A step whose one answer all choices share is answered by the composer itself.
    answers = [...c.answers];
    steps.push(c);
    max = Math.max(max, c.controls);
    if (c.complete) return { move: c.complete.move, max, steps };
    const part = target.shape.parts[answers.length];
    if (!part) throw new Error(`no step left for ${en(target.label)}`);
    if (part.kind !== 'pick') throw new Error('Automobiles has no set steps');
    const option = c.picks.find((p) => p.step === part.step)?.options.find((o) => o.value === part.value);
    if (!option) throw new Error(`${part.step}:${part.value} not offered for ${en(target.label)}`);
    if (option.move !== undefined) return { move: option.move, max, steps };
    answers.push(`${part.step}:${part.value}`);
  }
  throw new Error(`too many steps for ${en(target.label)}`);
}

/** Every legal move of the seat is reachable and yields itself (or a move with equal parts). */
function expectAllReachable(s: AutoState, seat = s.current): number {
  const moves = shaped(s, seat);
  let max = 0;
  for (const m of moves) {
    expect(m.shape.warning).toBeUndefined();
    const w = walk(moves, m);
    max = Math.max(max, w.max);
    const got = moves.find((x) => sameJson(x.move, w.move))!;
    expect(got).toBeDefined();
    expect(sameJson(got.move, m.move) || sameJson(got.shape.parts, m.shape.parts)).toBe(true);
  }
  // Part lists are prefix-free and values carry no "|".
  const keys = moves.map((m) => m.shape.parts.map((p) => (p.kind === 'pick' ? `${p.step}:${p.value}` : `${p.step}:${setKey(p.chosen)}`)));
  for (const a of keys) {
    for (const part of a) expect(part).not.toContain('|');
    for (const b of keys) if (a !== b && a.length < b.length) expect(b.slice(0, a.length)).not.toEqual(a);
  }
  expect(max).toBeLessThanOrEqual(20);
  return max;
}

const first = (s: AutoState, seat = s.current) => compose(shaped(s, seat));
const options = (c: Composition) => c.picks.flatMap((p) => p.options);
const option = (c: Composition, value: string) => options(c).find((o) => o.value === value)!;

describe('a turn', () => {
  // Anna's car on row 6 (middle lane), at the end of the home straight.
  const s = stateWith({ cars: [seg(5, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, darkgrey: 1, yellow: 2, brown: 1, green: 1 } }] });

  it('click a die among your active dice, then the field when there is a choice; buy in the supply; pit stop and end as buttons', () => {
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe("Your turn: activate dice one at a time (gear dice carry your car forward, action dice do their card's effect), then buy with what stays active — or make a pit stop instead: every wear die among your active dice goes back to the supply, and your car stays where it is.");
    expect(c.picks.map((p) => p.step)).toEqual(['turn', 'die', 'buy']);
    expect(en(options(c).find((o) => o.value === 'pit')!.label)).toBe('Pit stop (1 wear die back)');
    expect(c.targets['active:lightgrey'].kind).toBe('option');
    expect(en(c.targets['active:brown'].label)).toBe('Wear die: to your discard');
    expect(c.targets['supply:black'].kind).toBe('option'); // $7: 2 yellow at $2, three dice at $1, wear $0
    expect(c.targets['supply:brown']).toBeUndefined(); // wear is never bought
    expect(en(c.targets['supply:darkgrey'].label)).toBe('Buy dark grey ($5)');
    expect(de(c.targets['supply:darkgrey'].label)).toBe('Dunkelgrau kaufen ($5)');
    expect(de(c.prompt)).toBe('Du bist am Zug: Aktiviere Würfel einen nach dem anderen (Gang-Würfel bringen deinen Rennwagen voran, Aktionswürfel führen den Effekt ihrer Karte aus) und kaufe dann mit dem, was aktiv bleibt – oder mache stattdessen einen Boxenstopp: jeder Verschleiß-Würfel bei deinen aktiven Würfeln kommt zurück in den Vorrat, und dein Rennwagen bleibt stehen.');
    expect(de(options(c).find((o) => o.value === 'pit')!.label)).toBe('Boxenstopp (1 Verschleiß-Würfel zurück)');
    // A gear die with several fields: the die first, then the field on the track.
    const lg = legal(s).filter((m) => m.type === 'activate' && m.colour === 'lightgrey');
    expect(lg.length).toBeGreaterThan(1);
    expect(option(c, 'lightgrey').move).toBeUndefined();
    const next = compose(shaped(s), ['die:lightgrey']);
    expect(en(next.prompt)).toBe('Place the light-grey die: click a light-grey field on the track (marked).');
    expect(de(next.prompt)).toBe('Lege den hellgrauen Würfel: Klicke ein hellgraues Feld auf der Rennstrecke an (markiert).');
    expect(next.targets['active:lightgrey'].kind).toBe('chosen');
    for (const m of lg) expect(next.targets[`seg:${(m as { seg: number }).seg}`].kind).toBe('option');
    expect(next.controls).toBe(lg.length);
  });

  it('the money in the prompt of the supply is what the active dice are worth', () => {
    const c = first(s);
    const buy = c.picks.find((p) => p.step === 'buy')!;
    // 2 yellow ($2 each), 1 light grey, 1 dark grey, 1 green ($1 each), wear $0.
    expect(en(buy.prompt)).toBe('Or buy dice for the $7 your active dice are worth (then no more activating): click them in the supply.');
    expect(buy.options.map((o) => o.value)).toEqual(['white', 'lightgrey', 'darkgrey', 'black', 'yellow', 'red', 'purple', 'blue', 'green']);
  });

  it('a die with a single field is placed with one click; the tooltip names the field', () => {
    const one = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { black: 1, yellow: 1 } }] });
    const c = first(one);
    const o = option(c, 'black');
    expect(o.move).toEqual(activate('black', seg(15, 2)));
    expect(en(o.title)).toBe('Place a black die on row 16 outside (black)');
    expect(en(o.label)).toBe('Black die: 6th gear');
    expect(de(o.label)).toBe('Schwarzer Würfel: 6. Gang');
    expect(de(o.title)).toBe('Einen schwarzen Würfel auf Reihe 16 außen (Schwarz) legen');
  });

  it('after the first die: no pit stop; the end of the turn drives to the die furthest ahead', () => {
    const t = play(s, activate('darkgrey', seg(6, 2)));
    expectAllReachable(t);
    const c = first(t);
    expect(en(c.prompt)).toBe('Activate another die: click it among your active dice.');
    expect(c.picks.map((p) => p.step)).toEqual(['die', 'buy', 'turn']);
    expect(en(option(c, 'end').label)).toBe('End the turn: drive to row 7');
    expect(en(c.picks.find((p) => p.step === 'turn')!.prompt)).toBe('When you are done: end your turn (your car drives to your die furthest ahead).');
  });

  it('the buy phase: the supply and the end of the turn', () => {
    const t = playAll(s, [activate('darkgrey', seg(6, 2)), { type: 'buy', colour: 'white' }]);
    expectAllReachable(t);
    const c = first(t);
    expect(en(c.prompt)).toBe('Buy more dice ($4 left): click them in the supply.');
    expect(c.targets['supply:yellow'].kind).toBe('option');
    expect(c.targets['active:lightgrey']).toBeUndefined();
  });

  it('dice equally far ahead: "End the turn", then click the field your car drives to', () => {
    let t = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, black: 1 } }] });
    t = playAll(t, [activate('lightgrey', seg(15, 0)), activate('black', seg(15, 2))]);
    const ends = legal(t).filter((m) => m.type === 'endTurn');
    expect(ends.length).toBe(2);
    expectAllReachable(t);
    // Ending the turn is all that is left, so the page asks for the field at once.
    const c = first(t);
    expect(c.answers).toEqual(['turn:end']);
    expect(en(c.prompt)).toBe('Several of your dice lie equally far ahead: click the one your car drives to.');
    expect(c.targets[`seg:${seg(15, 0)}`].kind).toBe('option');
    expect(en(c.targets[`seg:${seg(15, 2)}`].label)).toBe('Drive to row 16 outside (black)');
  });

  it('more than 20 controls at once: buying gets a button of its own ("Buy dice"), then the supply', () => {
    const rich = stateWith({
      cars: [seg(14, 1), seg(25, 1)],
      players: [{ active: { white: 1, lightgrey: 1, darkgrey: 1, black: 1, yellow: 4, red: 1, purple: 1, blue: 1, green: 1, brown: 1 }, discard: { white: 1 } }],
    });
    expectAllReachable(rich);
    const c = first(rich);
    const buy = c.picks.find((p) => p.step === 'buy')!;
    expect(buy.options.map((o) => en(o.label))).toEqual(['Buy dice ($16)']);
    const shop = compose(shaped(rich), ['buy:shop']);
    expect(en(shop.prompt)).toBe('Buy dice ($16): click one in the supply.');
    expect(shop.targets['supply:black'].kind).toBe('option');
    expect(shop.controls).toBe(9);
  });
});

describe('the opening purchase', () => {
  it('click dice in the supply, then "Finish buying"', () => {
    const s = mod.setup(3, 3, mod.optionsSchema.parse({}));
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toMatch(/^Opening purchase: click one die or more to buy in the supply \(\$\d+ left; what is left over is lost\), then finish buying\.$/);
    expect(c.picks.map((p) => p.step)).toEqual(['buy']);
    // „einen oder mehrere Würfel": "Finish buying" comes once a die is bought (rules version 2).
    expect(options(c).map((o) => en(o.label))).not.toContainEqual(expect.stringMatching(/^Finish buying/));
    const afterOne = mod.apply(s, s.current, { type: 'buy', colour: 'white' });
    expect(en(options(first(afterOne)).at(-1)!.label)).toMatch(/^Finish buying \(\$\d+ lost\)$/);
    expect(c.targets['supply:lightgrey'].kind).toBe('option');
    expect(c.targets['supply:brown']).toBeUndefined();
  });
});

describe('the steps of an effect', () => {
  it('Mechaniker: click a gear die on your discard', () => {
    const s = play(stateWith({ cards: ['mechaniker'], players: [{ active: { yellow: 2 }, discard: { white: 1, black: 1 } }] }), activate('yellow'));
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Mechanic: click a gear die on your discard to upgrade it.');
    expect(en(c.targets['discard:white'].label)).toBe('White → light grey');
    expect(en(c.targets['discard:black'].label)).toBe('Black (gain nothing)');
  });

  it('Ingenieur: active dice to the discard (or stop), then as many removed from the discard', () => {
    let s = stateWith({ cards: ['ingenieur'], players: [{ active: { yellow: 1, brown: 2, white: 1 }, discard: { white: 1 } }] });
    s = play(s, activate('yellow'));
    expectAllReachable(s);
    let c = first(s);
    expect(en(c.prompt)).toBe('Engineer: click an active die to put it on your discard (0 of up to 3 so far), or stop.');
    expect(c.targets['active:brown'].kind).toBe('option');
    expect(en(option(c, 'stop').label)).toBe('Choose no active die (no effect)');
    s = playAll(s, [choose('brown', 'active'), STOP]);
    expectAllReachable(s);
    c = first(s);
    expect(en(c.prompt)).toBe('Engineer: click a die on your discard to remove it (1 more to remove).');
    expect(Object.keys(c.targets).sort()).toEqual(['discard:brown', 'discard:white']);
  });

  it('Manager: remove an active die or none; then an active die or one of the discard back into the bag', () => {
    let s = stateWith({ cards: ['manager'], players: [{ active: { yellow: 1, brown: 1, white: 1 }, discard: { darkgrey: 1, white: 1 } }] });
    s = play(s, activate('yellow'));
    expectAllReachable(s);
    expect(en(option(first(s), 'stop').label)).toBe('Remove no active die');
    s = play(s, choose('brown', 'active'));
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Manager: click an active die or a die on your discard to throw it back into your bag, or none.');
    expect(en(c.targets['active:white'].label)).toBe('White die (active)');
    expect(en(c.targets['discard:white'].label)).toBe('White die (discard)');
    expect(c.targets['discard:darkgrey'].kind).toBe('option');
  });

  it('Manager with more than 20 choices: first your active dice or your discard', () => {
    let s = stateWith({
      cards: ['manager'],
      players: [{ active: { yellow: 2, white: 1, lightgrey: 1, darkgrey: 1, black: 1, red: 1, purple: 1, blue: 1, green: 1, brown: 1 }, discard: { white: 1, lightgrey: 1, darkgrey: 1, black: 1, yellow: 1, red: 1, purple: 1, blue: 1, green: 1, brown: 1 } }],
    });
    s = playAll(s, [activate('yellow'), STOP]);
    expectAllReachable(s);
    const c = first(s);
    expect(options(c).map((o) => en(o.label))).toEqual(['One of your active dice', 'A die on your discard', 'Throw no die back into your bag']);
    const d = compose(shaped(s), ['area:discard']);
    expect(d.controls).toBe(10);
    expect(d.targets['discard:green'].kind).toBe('option');
  });

  it('Tuner: an active die to the used dice, then up to 2 off the discard', () => {
    let s = play(stateWith({ cards: ['tuner'], players: [{ active: { yellow: 1, black: 1 }, discard: { brown: 3 } }] }), activate('yellow'));
    expectAllReachable(s);
    expect(first(s).targets['active:black'].kind).toBe('option');
    s = play(s, choose('black', 'active'));
    expectAllReachable(s);
    expect(en(first(s).prompt)).toBe('Tuner: click a die on your discard to remove it (0 of up to 2 so far), or stop.');
  });

  it('Luftwiderstand: an active gear die, then the red die field by field on the track', () => {
    let s = stateWith({ cards: ['luftwiderstand'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1, black: 1, brown: 2 } }] });
    s = play(s, activate('red'));
    expectAllReachable(s);
    expect(en(first(s).targets['active:black'].label)).toBe('Black die (red die on dark-grey)');
    s = play(s, choose('black', 'active'));
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Drag: move the red die up to 3 fields (dark-grey): click its first field on the track, or leave it off.');
    expect(en(c.targets[`seg:${seg(16, 1)}`].label)).toBe('Row 17 middle (dark-grey)');
    expect(de(c.targets[`seg:${seg(16, 1)}`].label)).toBe('Reihe 17 Mitte (Dunkelgrau)');
    expect(de(c.prompt)).toBe('Luftwiderstand: Bewege den roten Würfel bis zu 3 Felder weit (Dunkelgrau): Klicke sein erstes Feld auf der Rennstrecke an oder lass ihn weg.');
    expect(en(option(c, 'stop').label)).toBe('Leave the red die off the track');
    s = play(s, place(seg(16, 1)));
    expectAllReachable(s);
    expect(en(first(s).prompt)).toMatch(/^Drag: the red die may move 2 more fields \(dark-grey\): click the next field, or stop it here\.$/);
  });

  it('Sturz- & Spurwinkel and Lenkung: the gear die where it lies, then the field', () => {
    let s = stateWith({ cards: ['sturz'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1 }, discard: { darkgrey: 1, lightgrey: 1 } }] });
    s = play(s, activate('red'));
    expectAllReachable(s);
    expect(en(first(s).targets['discard:darkgrey'].label)).toBe('Dark-grey die (red die on dark-grey)');
    s = play(s, choose('darkgrey'));
    expectAllReachable(s);
    expect(en(first(s).prompt)).toBe('Camber & Toe: place the red die on a dark-grey field: click the field on the track.');
    let l = stateWith({ cards: ['lenkung'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1, darkgrey: 1 } }] });
    l = play(l, activate('red'));
    expectAllReachable(l);
    expect(en(first(l).targets['active:darkgrey'].label)).toBe('Dark-grey die (red die on white or light-grey)');
    expect(de(first(l).targets['active:darkgrey'].label)).toBe('Dunkelgrauer Würfel (roter Würfel auf Weiß oder Hellgrau)');
  });

  it('Crew Chef: two options, then the dice of the discard', () => {
    let s = stateWith({ cards: ['crewchef'], players: [{ active: { purple: 1 }, discard: { brown: 3, white: 1 } }] });
    s = play(s, activate('purple'));
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Crew Chief: remove all wear from your discard, or 2 dice of your choice?');
    expect(options(c).map((o) => en(o.label))).toEqual(['All wear (3)', '2 dice of your choice']);
    s = play(s, { type: 'option', option: 2 });
    expectAllReachable(s);
    expect(en(first(s).prompt)).toBe('Crew Chief: click a die on your discard to remove it (2 more to remove).');
  });

  it('Boxenteam: dice off the discard, then one die bought in the supply', () => {
    let s = stateWith({ cards: ['boxenteam'], players: [{ active: { purple: 1 }, discard: { darkgrey: 1, white: 1 } }] });
    s = play(s, activate('purple'));
    expectAllReachable(s);
    expect(en(first(s).targets['discard:darkgrey'].label)).toBe('Dark-grey die (+$5)');
    s = playAll(s, [choose('darkgrey'), STOP]);
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Pit Team: buy one die costing at most $5: click it in the supply.');
    expect(c.targets['supply:darkgrey'].kind).toBe('option');
    expect(c.targets['supply:black']).toBeUndefined();
  });

  it('Boxenchef and Aufgeladen: dice of the discard one by one, or stop', () => {
    const s = play(stateWith({ cards: ['boxenchef'], players: [{ active: { purple: 1 }, discard: { brown: 5, white: 3 } }] }), activate('purple'));
    expectAllReachable(s);
    expect(en(first(s).prompt)).toBe('Pit Boss: click a die on your discard to remove it (0 of up to 6 so far), or stop.');
    const a = play(stateWith({ cards: ['aufgeladen'], players: [{ active: { blue: 1 }, discard: { black: 2 } }] }), activate('blue'));
    expectAllReachable(a);
    expect(first(a).targets['discard:black'].kind).toBe('option');
  });

  it('Leistungsschub: click your bag to draw, or stop; the others answer with their bag too', () => {
    let s = stateWith({ seats: 3, cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { yellow: 4 } }, { bag: { black: 2 } }, { bag: { black: 2 } }] });
    s = play(s, activate('green'));
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Power Boost: draw a die from your bag for 1 wear (0 of up to 3 so far): click your bag, or stop.');
    expect(en(c.targets.bag.label)).toBe('Draw a die (+1 wear)');
    expect(en(option(c, 'stop').label)).toBe('Draw nothing');
    s = play(s, STOP);
    for (const seat of [1, 2]) {
      expectAllReachable(s, seat);
      const a = first(s, seat);
      expect(en(a.prompt, names)).toBe('Anna played Power Boost: you may draw one die from your bag for free (click it; no wear for you), or do without.');
      expect(de(a.prompt, names)).toBe('Anna hat Leistungsschub gespielt: Du darfst kostenlos einen Würfel aus deinem Beutel ziehen (klicke ihn an; du erhältst keinen Verschleiß) oder darauf verzichten.');
      expect(options(a).map((o) => de(o.label))).toEqual(['Würfel ziehen', 'Verzichten']);
      expect(a.targets.bag.kind).toBe('option');
      expect(options(a).map((o) => en(o.label))).toEqual(['Draw a die', 'Do without']);
    }
    // "beschleunigter Ablauf": at the start of the next turn.
    let b = stateWith({ seats: 2, options: { beschleunigt: true }, cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { yellow: 4 } }, { bag: { black: 2 } }] });
    b = playAll(b, [activate('green'), STOP, { type: 'endTurn' }]);
    expectAllReachable(b, 1);
    expect(en(first(b, 1).prompt)).toBe('A Power Boost lets you draw one die from your bag for free before your turn (no wear): click your bag, or do without.');
  });

  it('Nitro (the draw of two since rules version 3, „Vorgeschlagene Kartensets"): click the drawn die that stays active', () => {
    const s0 = stateWith({ cards: ['turbo'], players: [{ active: { green: 1 }, bag: { white: 1, black: 1 } }] });
    const s = play(s0, activate('green'));
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Nitro: which drawn die stays active? The other goes on your discard.');
    expect(Object.keys(c.targets).sort()).toEqual(['drawn:black', 'drawn:white']);
    expect(en(c.targets['drawn:black'].label)).toBe('Keep the black die');
    expect(de(c.targets['drawn:black'].label)).toBe('Den schwarzen Würfel behalten');
    expect(de(c.prompt)).toBe('Nitro: Welcher gezogene Würfel bleibt aktiv? Der andere kommt auf deine Ablage.');
  });

  it('dice moving over several fields (V8-Motor, Turbo, Getriebe, Hybridmotor, Wankelmotor): the next field or stop', () => {
    const cases: [Parameters<typeof stateWith>[0], AutoMove][] = [
      [{ cards: ['v8'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { blue: 1 }, discard: { darkgrey: 3 } }] }, activate('blue')],
      [{ cards: ['nitro'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { green: 1 } }] }, activate('green')],
      [{ cards: ['getriebe'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { green: 1 } }] }, activate('green')],
      [{ cards: ['hybridmotor'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { blue: 1 } }] }, activate('blue')],
      [{ cards: ['wankelmotor'], cars: [seg(5, 1), seg(25, 1)], players: [{ active: { blue: 1 }, discard: { white: 1, yellow: 1 } }] }, activate('blue')],
    ];
    for (const [spec, move] of cases) {
      let s = play(stateWith(spec), move);
      for (let i = 0; i < 4 && s.turn.pending; i++) {
        expectAllReachable(s);
        const c = first(s);
        expect(en(c.prompt)).toMatch(/click (its first|the next) field/);
        const next = legal(s).find((m) => m.type === 'place') ?? STOP;
        s = play(s, next);
      }
    }
  });
});

describe('the expansion: the draft, the driver button, cars driving, driver 4\'s count and settling', () => {
  it('pickDriver: one button per driver on offer', () => {
    const s = mod.setup(5, 3, mod.optionsSchema.parse({ drivers: true }));
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Choose your driver: 4 are on offer; the one left over goes back into the box.');
    expect(de(c.prompt)).toBe('Wähle deinen Fahrer: 4 liegen aus; der übrige kommt zurück in die Schachtel.');
    expect(c.picks.map((p) => p.step)).toEqual(['driver']);
    expect(options(c).map((o) => o.value)).toEqual(s.draft!.offer);
    expect(en(option(c, 'd1').label)).toBe('Take Greta Falk');
    expect(de(option(c, 'd1').label)).toBe('Greta Falk nehmen');
    expect(option(c, 'd1').move).toEqual({ type: 'pickDriver', driver: 'd1' });
    // The others wait.
    for (let seat = 0; seat < 3; seat++) if (seat !== s.current) expect(shaped(s, seat)).toEqual([]);
  });

  it('driver: a button among the turn\'s choices (driver 2 in the action phase)', () => {
    const s = stateWith({ players: [{ driver: 'd2', active: { yellow: 1 }, discard: { black: 1 } }] });
    expectAllReachable(s);
    const c = first(s);
    expect(c.picks.map((p) => p.step)).toEqual(['turn', 'die', 'buy']);
    const o = option(c, 'driver');
    expect(o.move).toEqual({ type: 'driver' });
    expect(en(o.label)).toBe('Driver: take a die from your discard into your active dice');
    expect(de(o.label)).toBe('Fahrer: einen Würfel der Ablage zu den aktiven Würfeln legen');
    // Then the die on the discard.
    const t = play(s, { type: 'driver' });
    expectAllReachable(t);
    expect(first(t).targets['discard:black'].kind).toBe('option');
  });

  it('drive: the fields the car may drive to on the track, or stop (driver 6 after the move)', () => {
    let s = stateWith({ cars: [seg(12, 1), seg(3, 1)], players: [{ driver: 'd6', active: { lightgrey: 1 }, bag: { yellow: 7 } }, { driver: 'd2' }] });
    s = playAll(s, [activate('lightgrey', seg(13, 0)), { type: 'endTurn' }]);
    expectAllReachable(s);
    const c = first(s);
    expect(en(c.prompt)).toBe('Lou Marchand: click the field your car drives to (1 left; white, light-grey, dark-grey, or black), or stop.');
    expect(de(c.prompt)).toBe('Lou Marchand: Klicke das Feld an, auf das dein Auto fährt (noch 1; Weiß, Hellgrau, Dunkelgrau oder Schwarz), oder höre auf.');
    expect(Object.keys(c.targets).sort()).toEqual([`seg:${seg(14, 0)}`, `seg:${seg(14, 1)}`]);
    expect(en(c.targets[`seg:${seg(14, 1)}`].label)).toBe('Drive to row 15 middle (dark-grey)');
    expect(de(c.targets[`seg:${seg(14, 1)}`].label)).toBe('Fahre auf Reihe 15 Mitte (Dunkelgrau)');
    expect(option(c, String(seg(14, 0))).move).toEqual({ type: 'drive', seg: seg(14, 0) });
    expect(en(option(c, 'stop').label)).toBe('Do not drive');
  });

  it('drive: a car behind a V12-Motor — its player is asked, the owner waits', () => {
    let s = stateWith({ seats: 4, cards: ['v12'], cars: [seg(19, 2), seg(14, 1), seg(13, 0), seg(13, 1)], players: [{ active: { blue: 2 }, bag: { yellow: 7 } }] });
    s = playAll(s, [activate('blue'), STOP, activate('blue'), STOP, { type: 'endTurn' }]);
    expect(shaped(s, 0)).toEqual([]);
    expectAllReachable(s, 1);
    const c = first(s, 1);
    expect(en(c.prompt, names)).toBe("Anna's V12 Engine: your car may drive 2 fields of any colour, without wear: click the field your car drives to (2 left; white, light-grey, dark-grey, or black), or stop.");
    expect(de(c.prompt, names)).toBe('V12-Motor von Anna: dein Auto darf 2 Felder beliebiger Farbe fahren, ohne Verschleiß: Klicke das Feld an, auf das dein Auto fährt (noch 2; Weiß, Hellgrau, Dunkelgrau oder Schwarz), oder höre auf.');
    expect(Object.keys(c.targets).sort()).toEqual([`seg:${seg(15, 0)}`, `seg:${seg(15, 2)}`, `seg:${seg(16, 1)}`]);
  });

  it('count and settle: driver 4 says how many, then each drawn die is settled (keeping it active: click it among the active dice)', () => {
    let s = play(stateWith({ players: [{ driver: 'd4', active: { yellow: 1 }, bag: { black: 1, brown: 1 } }] }), { type: 'driver' });
    expectAllReachable(s);
    let c = first(s);
    expect(en(c.prompt)).toBe('Kenji Arai: how many dice do you draw?');
    expect(de(c.prompt)).toBe('Kenji Arai: Wie viele Würfel ziehst du?');
    expect(options(c).map((o) => en(o.label))).toEqual(['Draw 1 die', 'Draw 2 dice']);
    expect(option(c, '2').move).toEqual({ type: 'count', n: 2 });
    s = play(s, { type: 'count', n: 2 });
    expectAllReachable(s);
    c = first(s);
    expect(en(c.prompt)).toBe('Kenji Arai: for each die drawn, remove it, keep it active (money) or throw it back into the bag.');
    expect(c.picks.map((p) => p.step)).toEqual(['settle']);
    expect(options(c).map((o) => o.value).sort()).toEqual(['black:active', 'black:bag', 'black:remove', 'brown:active', 'brown:bag', 'brown:remove']);
    expect(Object.keys(c.targets).sort()).toEqual(['active:black', 'active:brown']);
    expect(option(c, 'black:bag').move).toEqual({ type: 'settle', colour: 'black', to: 'bag' });
    expect(en(option(c, 'black:active').label)).toBe('Keep the black die active (money)');
    expect(en(option(c, 'brown:remove').label)).toBe('Remove the wear die');
    expect(de(option(c, 'black:bag').label)).toBe('Den schwarzen Würfel zurück in den Beutel');
    expect(de(option(c, 'brown:active').label)).toBe('Den Verschleiß-Würfel aktiv behalten (Geld)');
  });
});

describe('random games: every choice reachable, at most 20 controls, never a warning', () => {
  it.each([
    [2, { cardSet: 'experten' }],
    [3, { cardSet: 'ausgereizt', track: 'stadtkurs', einfaedeln: true }],
    [4, { cardSet: 'random', beschleunigt: true }],
    [5, { cardSet: 'bunt', laps: 1 }],
  ])('%i seats %j', (seats, options) => {
    const rnd = new Prng(seedPrng(40 + seats));
    let s = mod.setup(seats * 13, seats, mod.optionsSchema.parse(options));
    let states = 0;
    for (let n = 0; n < 700 && s.phase !== 'finished'; n++) {
      for (const seat of mod.toAct(s)) {
        expectAllReachable(s, seat);
        states++;
      }
      const seat = mod.toAct(s)[0];
      const moves = mod.legalMoves(s, seat);
      s = mod.apply(s, seat, rnd.int(2) ? mod.robotMove(s, seat, rnd) : moves[rnd.int(moves.length)]);
    }
    expect(states).toBeGreaterThan(200);
  });
});

describe('news', () => {
  const news = (before: AutoState, after: AutoState, seat: number, move: AutoMove, viewer: number | null, lang: 'en' | 'de' = 'en') => {
    const line = mod.news!({ before, after, seat, move, viewer });
    return line === null ? null : (lang === 'en' ? en : de)(line, names);
  };

  it('a Leistungsschub lets the others draw: news for them, not for the player or spectators', () => {
    const s = play(stateWith({ seats: 3, cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { yellow: 4 } }, { bag: { black: 2 } }, { bag: { black: 2 } }] }), activate('green'));
    const after = play(s, STOP);
    expect(news(s, after, 0, STOP, 1)).toBe('Anna played Power Boost: you may draw one die from your bag (or do without).');
    expect(news(s, after, 0, STOP, 2)).toBe('Anna played Power Boost: you may draw one die from your bag (or do without).');
    expect(news(s, after, 0, STOP, 0)).toBeNull();
    expect(news(s, after, 0, STOP, null)).toBeNull();
    const b0 = play(stateWith({ seats: 2, options: { beschleunigt: true }, cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { yellow: 4 } }, { bag: { black: 2 } }] }), activate('green'));
    const b1 = play(b0, STOP);
    expect(news(b0, b1, 0, STOP, 1)).toBe('Anna played Power Boost: at the start of your next turn you may draw one die from your bag.');
    expect(news(b0, b1, 0, STOP, 0)).toBeNull();
  });

  it('overtaken into last place, or losing the lead; nothing for the others', () => {
    // Cleo (row 18 outside) leads, Ben (row 16 inside) is 2nd; Anna drives from row 15 to row 18 middle, past both.
    let s = stateWith({ seats: 3, current: 0, cars: [seg(14, 1), seg(15, 0), seg(17, 2)], players: [{ active: { darkgrey: 2 } }] });
    s = playAll(s, [activate('darkgrey', seg(16, 1)), activate('darkgrey', seg(17, 1))]);
    const after = play(s, { type: 'endTurn' });
    expect(after.players[0].seg).toBe(seg(17, 1));
    // Before: Cleo 1st, Ben 2nd, Anna 3rd. After: Anna 1st, Cleo 2nd, Ben 3rd.
    expect(news(s, after, 0, { type: 'endTurn' }, 1)).toBe('Anna overtook you: you are now last.');
    expect(news(s, after, 0, { type: 'endTurn' }, 2)).toBe('Anna took the lead from you: you are now 2nd.');
    expect(news(s, after, 0, { type: 'endTurn' }, 2, 'de')).toBe('Anna hat dir die Führung abgenommen: Du liegst jetzt auf Platz 2.');
    expect(news(s, after, 0, { type: 'endTurn' }, 1, 'de')).toBe('Anna hat dich überholt: Du liegst jetzt auf dem letzten Platz.');
    expect(news(s, after, 0, { type: 'endTurn' }, 0)).toBeNull();
    expect(news(s, after, 0, { type: 'endTurn' }, null)).toBeNull();
  });

  it('the last lap and the end of the race with each reader’s place', () => {
    const s = lastLapState();
    const crossed = play(s, { type: 'endTurn' });
    expect(news(s, crossed, 1, { type: 'endTurn' }, 0)).toContain('Ben crossed the finish line on the last lap: the race ends with this round.');
    expect(news(s, crossed, 1, { type: 'endTurn' }, 1)).toBeNull();
    const end = play(crossed, { type: 'endTurn' });
    expect(end.phase).toBe('finished');
    expect(news(crossed, end, 2, { type: 'endTurn' }, 1)).toBe('The race is over: you won!');
    expect(news(crossed, end, 2, { type: 'endTurn' }, 0)).toBe('The race is over: you finished 2nd of 3.');
    expect(news(crossed, end, 2, { type: 'endTurn' }, 2)).toBe('The race is over: you finished 3rd of 3.');
    expect(news(crossed, end, 2, { type: 'endTurn' }, 2, 'de')).toBe('Das Rennen ist vorbei: Du belegst Platz 3 von 3.');
    expect(news(crossed, end, 2, { type: 'endTurn' }, 1, 'de')).toBe('Das Rennen ist vorbei: Du hast gewonnen!');
    expect(news(crossed, end, 2, { type: 'endTurn' }, null)).toBeNull();
  });

  it('ordinary steps are no news, and news never depends on the PRNG (nothing hidden leaks)', () => {
    const rnd = new Prng(seedPrng(77));
    let s = mod.setup(5, 3, mod.optionsSchema.parse({ cardSet: 'einsteiger' }));
    let lines = 0;
    for (let n = 0; n < 400 && s.phase !== 'finished'; n++) {
      const seat = mod.toAct(s)[0];
      const move = mod.robotMove(s, seat, rnd);
      const after = mod.apply(s, seat, move);
      if (move.type === 'activate' && move.seg !== undefined) for (const v of [0, 1, 2, null]) expect(news(s, after, seat, move, v)).toBeNull();
      if (sameJson(after.prng, s.prng)) {
        const twin = cloneState(s);
        twin.prng = [1, 2, 3, 4];
        const twinAfter = mod.apply(twin, seat, move);
        for (const v of [0, 1, 2, null]) expect(news(twin, twinAfter, seat, move, v)).toBe(news(s, after, seat, move, v));
      }
      for (const v of [0, 1, 2]) if (news(s, after, seat, move, v)) lines++;
      s = after;
    }
    expect(lines).toBeGreaterThan(0);
  });
});
