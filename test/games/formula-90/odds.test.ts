/**
 * The odds before a gamble (rules/odds.ts), as moveStep shows them to the seat: exact values for
 * positions of the rule book's examples, computed by hand from the rule text („TEST", „BREMSEN",
 * „ÜBERRUNDUNG DURCH DEN FÜHRENDEN", „ABSEITS DER BAHN", „POSITIONSKAMPF", „JUNIORENVARIANTE"),
 * the warning on every move that can put the mover's car out, and a leak test: changing only what
 * the seat cannot see (other hands, the draw pile's order and contents, the PRNG) never changes
 * the odds it is shown.
 */
import type { MoveStep, Odds } from '../../../src/engine/contract';
import { setAnswer } from '../../../src/engine/steps';
import { formula90Module as mod } from '../../../src/games/formula-90';
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import { LAPPING, ROUND2, ROUND8 } from '../../../src/games/formula-90/data/examples';
import { canPutOut } from '../../../src/games/formula-90/rules/odds';
import { blindPool, passShare, twoBlind } from '../../../src/games/formula-90/rules/odds-blind';
import { redeal } from '../../../src/games/formula-90/rules/redeal';
import type { F90Move, F90State } from '../../../src/games/formula-90/rules/state';
import { view } from '../../../src/games/formula-90/view/view';
import { ALAN, BOB, CARL, DIRK, MONZA, act, cardOf, give, midRace, setTarget } from './helpers';
import { replayExample } from './examples';
import { OPTIONS, playRace } from './random-race';

/** The options of a pick step, by value. */
function options(step: MoveStep<F90Move> | null, name: string): Map<string, { odds?: Odds; warning?: unknown }> {
  const part = step?.next.find((p) => p.step === name);
  if (!part || part.kind !== 'pick') throw new Error(`no step ${name}`);
  return new Map(part.options.map((o) => [o.value, o]));
}

describe('Formula 90 — the blind card, as the data is designed', () => {
  it('every test factor 1 … 99 twice, the multiples of 7 once: 140 cards pass at 75, 93 at 50', () => {
    // 2 × 75 − 10 (7, 14, … 70) = 140; 2 × 50 − 7 (7 … 49) = 93 („184 Rennkarten", data/cards.ts)
    expect(RACE_CARDS.filter((c) => c.test <= 75)).toHaveLength(140);
    expect(RACE_CARDS.filter((c) => c.test <= 50)).toHaveLength(93);
    expect(passShare(RACE_CARDS.map((c) => c.no), 75)).toBe(140 / 184);
  });

  it('two blind tests in a row: the first card is the second test\'s target', () => {
    // a pool of three cards (10), (50), (90); the first test needs 40, the second its card's value:
    // 10 then 50 or 90: pass, fail (2 × one); 50 then 10: fail, pass (one); 50 then 90: fail, fail
    // (none); 90 then 10 or 50: fail, pass (2 × one) — 6 orders: both 0, one 5/6, none 1/6
    const pool = [10, 50, 90].map((test) => RACE_CARDS.find((c) => c.test === test)!.no);
    expect(twoBlind(pool, 40, 0)).toEqual({ both: 0, one: 5 / 6, none: 1 / 6 });
  });
});

describe('Formula 90 — the odds of the rule book\'s round 2 (Monza)', () => {
  const s = replayExample('round-2');

  it('Bob\'s test of the +2(37) (Check +20, target 40: 60 passes) is certain with a played card', () => {
    // „Der Zieltest … ist gegenwärtig (40) … der Wert, der zu schlagen ist, … (60)": the +2(37) passes
    // for certain, the +1(88) fails for certain — a damage disc; Bob has a free slot
    const before = s[3];
    const cards = setAnswer('cards', [`c${ROUND2.bob1}`, `c${ROUND2.bob2}`].sort());
    const step = mod.moveStep(before, BOB, [cards]);
    const test = options(step, 'test1');
    expect(test.get(String(ROUND2.bob2))!.odds).toEqual({ chance: 1, failure: { key: 'formula-90.odds.fail.damage' } });
    expect(test.get(String(ROUND2.bob1))!.odds!.chance).toBe(0);
    // blind: the share of the race cards Bob has not seen that show 60 or less
    const pool = blindPool(before, BOB);
    expect(test.get('blind')!.odds!.chance).toBe(pool.filter((c) => RACE_CARDS[c - 1].test <= 60).length / pool.length);
  });

  it('Carl\'s late braking at 75: 122 of the 164 race cards he has not seen', () => {
    // Carl has seen 20 race cards: the discard pile 11, 36, 46, 7, 38, 8, 40, 88, 42; his hand 25, 17,
    // 24; the battle cards frozen face up 10, 12 (Bob's) and 45, 12 (his own); the targets 76, 37,
    // 43, 65. 18 of them are 75 or less (all but 88 and 76). 140 − 18 = 122 of 184 − 20 = 164.
    const before = s[7];
    expect(before.turn).toMatchObject({ seat: CARL, step: 'brake' });
    const yes = options(mod.moveStep(before, CARL, []), 'brake').get('yes')!;
    expect(yes.odds!.chance).toBe(122 / 164);
    // „Wenn der Test scheitert, fährt der Rennwagen von der Bahn": off the track, no damage; his fuel stop is on lap 12
    expect(yes.odds!.failure).toEqual({ key: 'formula-90.odds.fail.offTrack' });
    expect(yes.warning).toBeUndefined();
    expect(options(mod.moveStep(before, CARL, []), 'brake').get('no')!.odds).toBeUndefined();
  });

  it('Dirk\'s late braking at 50: 77 of the 157 race cards he has not seen (he draws the 78)', () => {
    // Dirk has seen 27: the discard pile 11, 36, 46, 7, 38, 8, 40, 88, 42, 65, 19, 10; his hand 58, 74,
    // 54, 75, 99, 61, 74; the frozen 10, 12, 45, 12; the targets 76, 37, 43, 65. 16 of them are 50 or
    // less (11, 36, 46, 7, 38, 8, 40, 42, 19, 10; 37, 43; 10, 12, 45, 12). 93 − 16 = 77 of 184 − 27 = 157.
    const before = s[15];
    expect(before.turn).toMatchObject({ seat: DIRK, step: 'brake' });
    const step = mod.moveStep(before, DIRK, ['brake:yes']);
    expect(step?.complete?.odds?.chance).toBe(77 / 157);
    expect(options(mod.moveStep(before, DIRK, []), 'brake').get('yes')!.odds!.chance).toBe(77 / 157);
  });

  it('the battle shows the stakes (a tie: a damage disc each), no chance: the others\' cards are their plans', () => {
    const step = mod.moveStep(s[0], CARL, []);
    const battle = step!.next.find((p) => p.step === 'battle');
    expect(battle?.kind).toBe('set');
    if (battle?.kind !== 'set') return;
    expect(battle.odds).toHaveLength(battle.markings.length);
    // Bob, ahead of him, has still to place his cards: no chance shown
    expect(battle.odds![0]).toEqual({ failure: { key: 'formula-90.odds.fail.battle' }, success: { key: 'formula-90.odds.success.battle' } });
  });
});

describe('Formula 90 — a battle against a robot („Runde 8", section C)', () => {
  it('Dirk\'s +4 +3 against the FAST robot\'s two cards + 2 (the Roggia): 6743 of 14535 pairs stay below 7', () => {
    // „POSITIONSKAMPF", „ROBOTER": the robot draws two cards; it is second in the section, so the
    // curve's +2 counts for it; Dirk is first (no modifier): 4 + 3 = 7. It stays below 7 when its
    // two cards make 4 or less: +1 +1, +1 +2, +1 +3, +2 +2. Dirk has seen 13 race cards: the discard
    // pile +3 +3, his hand +4 +3 +1 +2 +3 +1 +2, the targets +3 +1 +4 +3 — so of the 184 (46 × +1,
    // 58 × +2, 50 × +3, 30 × +4) 171 are unseen: 43 × +1, 56 × +2, 44 × +3, 28 × +4. Pairs:
    // C(43,2) + 43·56 + 43·44 + C(56,2) = 903 + 2408 + 1892 + 1540 = 6743 of C(171,2) = 14535.
    const s = replayExample('round-8')[11];
    expect(s.battle).toMatchObject({ group: ['p3', 'fast2'], robotsIn: ['fast2'] });
    const step = mod.moveStep(s, DIRK, []);
    const battle = step!.next.find((p) => p.step === 'battle');
    if (battle?.kind !== 'set') throw new Error('no battle step');
    const i = battle.markings.findIndex((m) => [...m].sort().join() === ROUND8.dirkBattle.map((c) => `c${c}`).sort().join());
    expect(battle.odds![i]!.chance).toBeCloseTo(6743 / 14535, 12);
    expect(battle.odds![i]!.failure).toEqual({ key: 'formula-90.odds.fail.battle' });
  });
});

describe('Formula 90 — the leader\'s lapping test (Abb. 4)', () => {
  it('with a hand card certain, blind the share; a failure stops him behind the car', () => {
    // „ÜBERRUNDUNG DURCH DEN FÜHRENDEN": against the target, 50: the (45) passes, the (99) fails
    const s = replayExample('lapping-4')[2];
    expect(s.turn).toMatchObject({ seat: ALAN, step: 'lapTest', lapping: 'p2' });
    const lap = options(mod.moveStep(s, ALAN, []), 'lapTest');
    expect(lap.get(String(LAPPING.low1))!.odds!.chance).toBe(1);
    expect(lap.get(String(LAPPING.high))!.odds).toMatchObject({ chance: 0, failure: { key: 'formula-90.odds.fail.lap' } });
    const pool = blindPool(s, ALAN);
    expect(lap.get('blind')!.odds!.chance).toBe(pool.filter((c) => RACE_CARDS[c - 1].test <= 50).length / pool.length);
  });
});

describe('Formula 90 — warnings: a move that can put the mover\'s own car out', () => {
  /** Alan one section before the Ascari's braking section (12, target 50), a +1 in hand. */
  function beforeAscari(offTrack: boolean): F90State {
    let s = midRace({ sections: { 11: ['p0'], 5: ['p1', 'p2', 'p3'] }, waiting: ['p0'], options: { ...MONZA, offTrack } });
    const one = cardOf('movement', 1, 36);
    give(s, ALAN, [one]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    return act(s, ALAN, { type: 'play', cards: [one], pay: [], tests: [], top: null });
  }

  it('the Ascari\'s off-track line ends with the safety car: the late braking warns and says so', () => {
    // „ABSEITS DER BAHN": braking section 12's line is a test against 50, then Ausfall and safety car
    const s = beforeAscari(true);
    expect(s.turn?.step).toBe('brake');
    const yes = options(mod.moveStep(s, ALAN, []), 'brake').get('yes')!;
    expect(yes.warning).toEqual({ key: 'formula-90.warning.out' });
    expect(yes.odds!.failure).toEqual({
      key: 'formula-90.odds.fail.offLineOut',
      params: { icons: { list: [{ key: 'formula-90.odds.icon.test', params: { need: 50 } }, { key: 'formula-90.odds.icon.safetyCar' }] } },
    });
    expect(mod.moveStep(s, ALAN, ['brake:yes'])?.complete?.warning).toEqual({ key: 'formula-90.warning.out' });
    expect(mod.moveParts(view(s, ALAN), { type: 'brake', yes: true }).warning).toEqual({ key: 'formula-90.warning.out' });
    expect(mod.moveParts(view(s, ALAN), { type: 'brake', yes: false }).warning).toBeUndefined();
  });

  it('in the basic game a failed late braking is out only when the fuel stop falls in the re-entry round', () => {
    const s = beforeAscari(false);
    expect(canPutOut(view(s, ALAN), { type: 'brake', yes: true })).toBe(false);
    const due = structuredClone(s);
    due.players[ALAN].fuelBox = due.box + 1;
    expect(canPutOut(view(due, ALAN), { type: 'brake', yes: true })).toBe(true);
    expect(options(mod.moveStep(due, ALAN, []), 'brake').get('yes')!.odds!.failure).toEqual({ key: 'formula-90.odds.fail.offTrackFuel' });
  });

  it('a test with no free damage slot warns; battle cards with no free slot warn', () => {
    const s = replayExample('round-2')[3];
    const full = structuredClone(s);
    const p = full.players[BOB];
    full.cup.red -= p.slots - p.damage.red - p.damage.brown;
    p.damage.red += p.slots - p.damage.red - p.damage.brown;
    const v = view(full, BOB);
    const cards = [ROUND2.bob1, ROUND2.bob2].sort((a, b) => a - b);
    const playWith = (w: number | 'blind'): F90Move => ({ type: 'play', cards, pay: [], tests: [{ card: ROUND2.bob2, with: w }], top: null });
    expect(canPutOut(v, playWith(ROUND2.bob2))).toBe(false); // passes for certain
    expect(canPutOut(v, playWith(ROUND2.bob1))).toBe(true); // fails for certain: out
    expect(canPutOut(v, playWith('blind'))).toBe(true);
    const test = options(mod.moveStep(full, BOB, [setAnswer('cards', cards.map((c) => `c${c}`))]), 'test1');
    expect(test.get('blind')!.odds!.failure).toEqual({ key: 'formula-90.odds.fail.damageOut' });
    expect(test.get(String(ROUND2.bob1))!.warning).toEqual({ key: 'formula-90.warning.out' });
    expect(test.get(String(ROUND2.bob2))!.warning).toBeUndefined();
    expect(canPutOut(v, { type: 'declare', cards: [ROUND2.bob1] })).toBe(true);
    expect(canPutOut(v, { type: 'declare', cards: [] })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The leak test

/** Every odds the seat is shown along its first steps: the first level, and below each marking of cards the first answers to the end. */
function oddsShown(s: F90State, seat: number): string {
  const out: unknown[] = [];
  const record = (path: string[], step: MoveStep<F90Move> | null) => {
    if (!step) return;
    if (step.complete?.odds) out.push([path, 'complete', step.complete.odds, step.complete.warning]);
    for (const p of step.next) {
      if (p.kind === 'pick') for (const o of p.options) if (o.odds || o.warning) out.push([path, p.step, o.value, o.odds, o.warning]);
      if (p.kind === 'set' && p.odds) out.push([path, p.step, p.odds]);
    }
  };
  const root = mod.moveStep(s, seat, []);
  record([], root);
  const cards = root?.next.find((p) => p.step === 'cards');
  if (cards?.kind === 'set') {
    for (const m of cards.markings.slice(0, 12)) {
      let path = [setAnswer('cards', m)];
      let step = mod.moveStep(s, seat, path);
      for (let depth = 0; depth < 8 && step && !step.complete; depth++) {
        record(path, step);
        const p = step.next[0];
        path = [...path, p.kind === 'pick' ? `${p.step}:${p.options[p.options.length - 1].value}` : setAnswer(p.step, p.markings[0])];
        step = mod.moveStep(s, seat, path);
      }
      record(path, step);
    }
  }
  return JSON.stringify(out);
}

/** The same table with other hidden things: a hand card of another player swapped with a draw pile card, and a new PRNG. */
function swapHidden(s: F90State, seat: number): F90State | null {
  const other = s.players.find((p) => p.seat !== seat && p.hand.length > 0);
  if (!other || !s.deck.length) return null;
  const x = structuredClone(s);
  const p = x.players[other.seat];
  const i = p.hand.findIndex((c) => c <= 184);
  if (i < 0) return null;
  const j = Math.floor(x.deck.length / 2);
  [p.hand[i], x.deck[j]] = [x.deck[j], p.hand[i]];
  x.deck.reverse();
  x.prng = [1, 2, 3, 4];
  return x;
}

describe.each([
  ['basic', OPTIONS, 21, 4],
  ['advanced', { ...OPTIONS, advanced: true, trackCards: true, abilities: true, carBuild: true, fuel: true, tyres: true, superfast: true, flags: true, offTrack: true }, 22, 3],
  ['junior', { ...OPTIONS, junior: true }, 23, 4],
] as const)('Formula 90 — the odds a seat is shown never change with hidden things (%s)', (_name, options, seed, seats) => {
  it('over sampled positions: other hands, the draw pile and the PRNG changed, the same odds', () => {
    let compared = 0;
    let gambles = 0;
    let n = 0;
    playRace(seed, seats, options, (s) => {
      if (n++ % 7 !== 0 || s.phase !== 'race') return;
      for (const seat of mod.toAct(s)) {
        const shown = oddsShown(s, seat);
        if (shown !== '[]') gambles++;
        for (const k of [1, 2]) expect(oddsShown(redeal(s, seat, k), seat)).toBe(shown);
        const swapped = swapHidden(s, seat);
        if (swapped) expect(oddsShown(swapped, seat)).toBe(shown);
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(20);
    expect(gambles).toBeGreaterThan(3);
  });
});
