/**
 * The advanced module „Bahnkarten und Extras" (Formula 90): track cards for movement only through
 * their curve (F90-E19, Carl's card under „Spezielle Symbole auf Bahnkarten"), the four symbols,
 * the separate discard pile, the strategies' SPECIALs („WÄHLE DIE STRATEGIE"), QUALIFYING's and
 * PITTING's track cards („FAHRERFÄHIGKEIT"), and what the other players may not see.
 */
import { RACE_CARDS, type RaceCard } from '../../../src/games/formula-90/data/cards';
import { trackCard } from '../../../src/games/formula-90/data/track-cards';
import { isPair } from '../../../src/games/formula-90/rules/cards-play';
import { passRule } from '../../../src/games/formula-90/rules/movement';
import { car } from '../../../src/games/formula-90/rules/order';
import { drawTrackCards } from '../../../src/games/formula-90/rules/piles';
import { setup } from '../../../src/games/formula-90/rules/setup';
import type { F90Move, F90Options, F90State, MoveCtx } from '../../../src/games/formula-90/rules/state';
import { battleValue } from '../../../src/games/formula-90/rules/track-symbols';
import { moveSchema, optionsSchema } from '../../../src/games/formula-90/schema';
import { view } from '../../../src/games/formula-90/view/view';
import { ALAN, BOB, CARL, DIRK, MONZA, act, at, cardWithTest, give, legalMoves, midRace, setTarget, stack } from './helpers';

const TC: F90Options = { ...MONZA, trackCards: true };
/** Carl's card of the example: Monza 214, curve 3 (Variante della Roggia, section 6), +2(87), late braking and pair with any card. */
const CARL_CARD = 214;
/** Monza sections: A = 5 (braking before curve 3), B = 6 (curve 3), C = 7 (braking section of curve 4). */
const A = 5;
const B = 6;
const C = 7;

/** A race card with these values and no test, damage, flag or weather (the fewest tyres, then draws, then the lowest number). */
function plain(move: number, type?: RaceCard['type'], extra: Partial<Pick<RaceCard, 'tyres' | 'damage'>> = {}): number {
  const c = RACE_CARDS.filter(
    (x) => x.move === move && (!type || x.type === type) && x.check === null && (extra.tyres === undefined || x.tyres === extra.tyres) && x.damage === (extra.damage ?? 0) && !x.weather && !x.flag,
  ).sort((a, b) => a.tyres - b.tyres || a.draw - b.draw || a.no - b.no)[0];
  if (!c) throw new Error(`no plain +${move} ${type ?? ''}`);
  return c.no;
}

/** A card for a blind test that passes `need`, lying on the draw pile (not someone target). */
function lowTest(s: F90State, need: number): number {
  return s.deck.find((x) => RACE_CARDS[x - 1].test <= need)!;
}

const plays = (s: F90State, seat: number) => legalMoves(s, seat).filter((m): m is Extract<F90Move, { type: 'play' }> => m.type === 'play');
const canPlay = (s: F90State, seat: number, cards: number[]) => plays(s, seat).some((m) => JSON.stringify(m.cards) === JSON.stringify([...cards].sort((a, b) => a - b)));
const trackDraws = (s: F90State) => s.events.filter((e): e is Extract<F90State['events'][number], { k: 'trackDraw' }> => e.k === 'trackDraw');

/** Carl alone in `section`, the others far ahead; Carl holds `cards` and has drawn. */
function carlIn(section: number, cards: number[], strategy: F90State['players'][number]['strategy'] = 'balance'): F90State {
  let s = midRace({ options: TC, sections: { [section]: ['p2'], 20: ['p0', 'p1', 'p3'] }, waiting: ['p2'], strategies: { [CARL]: strategy! } });
  give(s, CARL, cards);
  s = act(s, CARL, { type: 'draw', from: 'deck' });
  return s;
}

describe('F90-E19 — a track card moves the car only through its curve („BAHNKARTEN")', () => {
  it('Carl card is Monza 214: curve 3, pair with any card and late braking', () => {
    expect(trackCard(CARL_CARD)).toMatchObject({ track: 'monza', curve: 3, symbols: ['lateBrake', 'pairAny'] });
  });

  it('A (braking section before curve 3) and B (in curve 3) are good; C (braking section of curve 4) is illegal', () => {
    expect(canPlay(carlIn(A, [CARL_CARD]), CARL, [CARL_CARD])).toBe(true); // it moves through curve 3
    expect(canPlay(carlIn(B, [CARL_CARD]), CARL, [CARL_CARD])).toBe(true); // it starts in curve 3
    expect(canPlay(carlIn(C, [CARL_CARD]), CARL, [CARL_CARD])).toBe(false); // „niemals … durch Kurve 3"
    // the server refuses it as well
    const s = carlIn(C, [CARL_CARD]);
    expect(() => act(s, CARL, { type: 'play', cards: [CARL_CARD], pay: [], tests: [], top: null })).toThrow(/not legal/);
  });

  it('it pairs with any card („ein Paar zu bilden"): +2 with a +4, which race cards cannot', () => {
    const four = plain(4, 'acceleration', { tyres: 2 });
    expect(isPair(CARL_CARD, four)).toBe(true);
    expect(isPair(plain(2, 'movement'), four)).toBe(false);
    expect(canPlay(carlIn(A, [CARL_CARD, four]), CARL, [CARL_CARD, four])).toBe(true);
    expect(canPlay(carlIn(C, [CARL_CARD, four]), CARL, [CARL_CARD, four])).toBe(false);
  });

  it('a car held up in A behind cars it may not pass never reaches curve 3: the card cannot be played', () => {
    let s = midRace({ options: TC, sections: { [A]: ['p0', 'p2'], 20: ['p1', 'p3'] }, waiting: ['p2'], strategies: { [CARL]: 'balance' } });
    give(s, CARL, [CARL_CARD]);
    s = act(s, CARL, { type: 'draw', from: 'deck' });
    expect(canPlay(s, CARL, [CARL_CARD])).toBe(false);
  });

  it('kept for late braking: Carl ends in A and plays it „statt einen Blindtest durchzuführen"', () => {
    let s = carlIn(4, [CARL_CARD, plain(1, 'movement')]);
    s = act(s, CARL, { type: 'play', cards: [plain(1, 'movement')], pay: [], tests: [], top: null });
    expect(s.turn?.step).toBe('brake');
    expect(legalMoves(s, CARL)).toContainEqual({ type: 'brake', yes: true, card: CARL_CARD });
    const deck = s.deck.length;
    s = act(s, CARL, { type: 'brake', yes: true, card: CARL_CARD });
    expect(at(s, 'p2').section).toBe(B);
    expect(s.deck.length).toBe(deck); // no blind card drawn
    expect(s.trackDiscard).toEqual([CARL_CARD]);
    expect(s.events).toContainEqual(expect.objectContaining({ k: 'brake', car: 'p2', success: true, symbol: true }));
  });

  it('the late-braking symbol works only before its own curve', () => {
    let s = carlIn(10, [CARL_CARD, plain(2, 'movement')]);
    s = act(s, CARL, { type: 'play', cards: [plain(2, 'movement')], pay: [], tests: [], top: null });
    expect(at(s, 'p2').section).toBe(12); // the braking section of curve 6
    expect(s.turn?.step).toBe('brake');
    expect(legalMoves(s, CARL).some((m) => m.type === 'brake' && m.card !== undefined)).toBe(false);
  });
});

describe('„Spezielle Symbole auf Bahnkarten": the other two symbols', () => {
  it('battle2x: the value doubles in a battle in its curve, elsewhere the normal value', () => {
    const s = midRace({ options: TC, sections: { 20: ['p0', 'p1', 'p2', 'p3'] }, waiting: [] });
    expect(trackCard(215)).toMatchObject({ curve: 3, move: 2, symbols: ['battle2x'] });
    expect(battleValue(s, 215, B)).toBe(4);
    expect(battleValue(s, 215, 8)).toBe(2);
    expect(battleValue(s, plain(2), B)).toBe(2);
  });

  it('battle2x in a position battle: Alan +2 doubled beats Bob +3', () => {
    let s = midRace({ options: TC, sections: { [B]: ['p1', 'p0'], 20: ['p2', 'p3'] }, waiting: ['p0', 'p1'], strategies: { [ALAN]: 'balance', [BOB]: 'balance' } });
    expect(s.battle).not.toBeNull();
    give(s, ALAN, [215]);
    const three = plain(3);
    give(s, BOB, [three]);
    s = act(s, ALAN, { type: 'declare', cards: [215] });
    s = act(s, BOB, { type: 'declare', cards: [three] });
    const battle = s.events.find((e) => e.k === 'battle');
    if (battle?.k !== 'battle') throw new Error('no battle');
    // Alan: 2 × 2 + 2 (the curve modifier for a car not first) = 6; Bob, first: 3
    expect(battle.bids).toEqual([
      { car: 'p1', cards: [three], value: 3 },
      { car: 'p0', cards: [215], value: 6 },
    ]);
    expect(battle.order).toEqual(['p0', 'p1']);
  });

  it('overtake: played for movement, the car overtakes in its curve as on a straight (1 point a car)', () => {
    const s = midRace({ options: TC, sections: { [B]: ['p1', 'p0'], 8: ['p3'], 20: ['p2'] }, waiting: [] });
    const ctx = (played: number[]): MoveCtx => ({ mp: 3, entered: 1, braked: false, freePass: false, bwOvertake: false, lapping: null, from: 0, passed: [], played });
    expect(trackCard(212)).toMatchObject({ curve: 3, symbols: ['overtake'] });
    car(s, 'p0').pos = B;
    car(s, 'p1').pos = B;
    expect(passRule(s, car(s, 'p0'), car(s, 'p1'), ctx([]))).toEqual({ kind: 'block' });
    expect(passRule(s, car(s, 'p0'), car(s, 'p1'), ctx([212]))).toEqual({ kind: 'pass', cost: 1 });
    // in another curve the card does nothing
    s.queue[B] = [];
    s.queue[8] = ['p3', 'p0', 'p1'];
    car(s, 'p0').pos = 8;
    expect(passRule(s, car(s, 'p0'), car(s, 'p3'), ctx([212]))).toEqual({ kind: 'block' });
  });
});

describe('the track cards own piles', () => {
  it('shuffled at the start, 34 at Monza and 42 at the Hungaroring; none without the module', () => {
    expect(setup(1, 3, TC).trackDeck).toHaveLength(34);
    expect(setup(1, 3, { ...TC, track: 'hungaroring' }).trackDeck).toHaveLength(42);
    expect(setup(1, 3, MONZA).trackDeck).toBeUndefined();
  });

  it('a played track card goes to its own discard pile, never the race cards', () => {
    let s = carlIn(B, [CARL_CARD]);
    const discard = [...s.discard];
    s = act(s, CARL, { type: 'play', cards: [CARL_CARD], pay: [], tests: [], top: null });
    expect(s.trackDiscard).toEqual([CARL_CARD]);
    expect(s.discard).toEqual(discard);
  });

  it('an empty track pile is made again from the shuffled track discards', () => {
    const s = setup(3, 2, TC);
    s.trackDiscard = s.trackDeck!.splice(0, 30);
    expect(drawTrackCards(s, 5)).toHaveLength(5); // the 4 left, then the 30 discards shuffled
    expect(s.trackDeck).toHaveLength(29);
    expect(s.trackDiscard).toEqual([]);
    expect(drawTrackCards(s, 30)).toHaveLength(29); // then the piles run dry: fewer cards
  });

  it('a race card number or a track card number of either track passes the schema; others do not', () => {
    for (const card of [1, 184, 201, 234, 301, 342]) expect(moveSchema.safeParse({ type: 'keep', card }).success).toBe(true);
    for (const card of [0, 185, 200, 235, 300, 343]) expect(moveSchema.safeParse({ type: 'keep', card }).success).toBe(false);
    expect(moveSchema.safeParse({ type: 'brake', yes: true, card: 214 }).success).toBe(true);
    expect(optionsSchema.safeParse({ trackCards: true, junior: true }).success).toBe(false);
  });
});

describe('„WÄHLE DIE STRATEGIE": each SPECIAL draws one track card', () => {
  it('SAVE TYRES: cards costing 2 (1 paid after the saving) earn it; costing 1 (nothing paid) not', () => {
    const two = plain(4, 'acceleration', { tyres: 2 });
    let s = carlIn(14, [two], 'saveTyres');
    const hand = s.players[CARL].hand.length;
    s = act(s, CARL, { type: 'play', cards: [two], pay: [], tests: [], top: null });
    expect(trackDraws(s)).toEqual([expect.objectContaining({ car: 'p2', why: 'special', strategy: 'saveTyres' })]);
    expect(s.players[CARL].hand.length).toBe(hand); // −1 played, +1 track card
    const one = RACE_CARDS.find((x) => x.tyres === 1 && x.check === null && x.damage === 0 && x.draw === 0 && !x.flag && !x.weather)!.no;
    let t = carlIn(14, [one], 'saveTyres');
    t = act(t, CARL, { type: 'play', cards: [one], pay: [], tests: [], top: null });
    expect(trackDraws(t)).toEqual([]);
  });

  it('HAZARD: a damage and a passed test, then 6 sections: two SPECIALs; 4 sections: none', () => {
    const dmg = plain(3, 'acceleration', { damage: 1 });
    const green = RACE_CARDS.find((x) => x.type === 'movement' && x.move === 1 && x.check === 'normal' && x.tyres === 0 && x.damage === 0)!.no;
    let s = midRace({ options: TC, sections: { 0: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'hazard' } });
    give(s, ALAN, [dmg, green]);
    setTarget(s, ALAN, cardWithTest(99));
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [dmg, green].sort((a, b) => a - b), pay: [], tests: [{ card: green, with: green }], top: dmg });
    expect(at(s, 'p0').section).toBe(6);
    expect(trackDraws(s)).toEqual([expect.objectContaining({ car: 'p0', why: 'special', strategy: 'hazard' })]);
    expect(trackDraws(s)[0].cards).toHaveLength(2);
    let t = midRace({ options: TC, sections: { 0: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'hazard' } });
    give(t, ALAN, [dmg]);
    t = act(t, ALAN, { type: 'draw', from: 'deck' });
    t = act(t, ALAN, { type: 'play', cards: [dmg], pay: [], tests: [], top: null });
    expect(at(t, 'p0').section).toBe(4);
    expect(trackDraws(t)).toEqual([]);
  });

  it('BALANCE: from a green line with a green card, yes; with an orange card the bonus but no SPECIAL', () => {
    const green = plain(1, 'movement');
    const orange = plain(1, 'shift');
    for (const [card, special] of [[green, true], [orange, false]] as const) {
      let s = midRace({ options: TC, sections: { [C]: ['p1'], 20: ['p0', 'p2', 'p3'] }, waiting: ['p1'], strategies: { [BOB]: 'balance' }, lanes: { p1: 's7-green' } });
      give(s, BOB, [card]);
      s = act(s, BOB, { type: 'draw', from: 'deck' });
      s = act(s, BOB, { type: 'play', cards: [card], pay: [], tests: [], top: null });
      expect(at(s, 'p1').section).toBe(C + 2); // +1 and the line bonus, BALANCE or not
      expect(trackDraws(s).length).toBe(special ? 1 : 0);
    }
  });

  it('LUCKY: two cards of the same movement value are shown and earn it; different values not', () => {
    const twins = RACE_CARDS.filter((x) => x.move === 2).slice(0, 2).map((x) => x.no);
    let s = midRace({ options: TC, sections: { 14: ['p3'], 20: ['p0', 'p1', 'p2'] }, waiting: ['p3'], strategies: { [DIRK]: 'lucky' } });
    stack(s, twins);
    s = act(s, DIRK, { type: 'draw', from: 'deck' });
    expect(s.events).toContainEqual({ k: 'lucky', car: 'p3', cards: twins });
    expect(trackDraws(s)).toHaveLength(1);
    let t = midRace({ options: TC, sections: { 14: ['p3'], 20: ['p0', 'p1', 'p2'] }, waiting: ['p3'], strategies: { [DIRK]: 'lucky' } });
    stack(t, [plain(2), plain(3)]);
    t = act(t, DIRK, { type: 'draw', from: 'deck' });
    expect(trackDraws(t)).toEqual([]);
  });

  it('CHASE: ending in the chased player section earns it; chasing a robot does not', () => {
    for (const [chased, special] of [['p1', true], ['fast1', false]] as const) {
      let s = midRace({ options: TC, sections: { 10: ['p3'], 13: ['p1', 'fast1'], 20: ['p0', 'p2'] }, waiting: ['p3'], strategies: { [DIRK]: 'chase' } });
      s.players[DIRK].chase = chased;
      const three = plain(3);
      give(s, DIRK, [three]);
      s = act(s, DIRK, { type: 'draw', from: 'deck' });
      s = act(s, DIRK, { type: 'play', cards: [three], pay: [], tests: [], top: null });
      expect(at(s, 'p3').section).toBe(13);
      expect(trackDraws(s).length).toBe(special ? 1 : 0);
    }
  });

  it('BANGING WHEELS: winning a battle earns it, a tie does not', () => {
    // Alan: 2 + 2 (the modifier for a car not first) + 3 (BANGING WHEELS) = 7; Bob, first: +1, or +4 +3 = 7, touched
    for (const [bob, special] of [[[plain(1)], true], [[plain(3), plain(4)].sort((a, b) => a - b), false]] as const) {
      let s = midRace({ options: TC, sections: { [B]: ['p1', 'p0'], 20: ['p2', 'p3'] }, waiting: ['p0', 'p1'], strategies: { [ALAN]: 'bangingWheels', [BOB]: 'balance' } });
      const mine = plain(2);
      give(s, ALAN, [mine]);
      give(s, BOB, [...bob]);
      s = act(s, ALAN, { type: 'declare', cards: [mine] });
      s = act(s, BOB, { type: 'declare', cards: [...bob] });
      const draws = trackDraws(s).filter((e) => e.car === 'p0');
      expect(draws.length).toBe(special ? 1 : 0);
    }
  });

  it('BANGING WHEELS: overtaking by late braking earns it', () => {
    let s = midRace({ options: TC, sections: { 11: ['p0'], 12: ['p1'], 20: ['p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'bangingWheels' } });
    const one = plain(1, 'movement');
    give(s, ALAN, [one]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [one], pay: [], tests: [], top: null });
    expect(s.turn?.step).toBe('brake');
    stack(s, [lowTest(s, 50)]);
    s = act(s, ALAN, { type: 'brake', yes: true });
    expect(at(s, 'p0').section).toBe(13);
    expect(trackDraws(s)).toEqual([expect.objectContaining({ car: 'p0', why: 'special', strategy: 'bangingWheels' })]);
  });
});

describe('QUALIFYING and PITTING bring track cards („FAHRERFÄHIGKEIT")', () => {
  it('PITTING: two track cards after the pit stop, beyond the hand size', () => {
    let s = midRace({ options: TC, sections: { 14: ['p1'], 20: ['p0', 'p2', 'p3'] }, waiting: ['p1'] });
    s.options.abilities = true;
    for (const p of s.players) p.ability = p.seat === BOB ? 'pitting' : 'reflexes';
    s = act(s, BOB, { type: 'pit' });
    s = act(s, BOB, { type: 'pitDiscard', cards: [] });
    const p = s.players[BOB];
    expect(trackDraws(s)).toEqual([expect.objectContaining({ car: 'p1', why: 'pitting' })]);
    expect(p.hand.length).toBe(p.handMax + 2);
  });

  it('the cards a SPECIAL draws are secret: the others read how many', () => {
    let s = carlIn(14, [plain(4, 'acceleration', { tyres: 2 })], 'saveTyres');
    s = act(s, CARL, { type: 'play', cards: [plain(4, 'acceleration', { tyres: 2 })], pay: [], tests: [], top: null });
    const drawn = trackDraws(s)[0].cards;
    const own = view(s, CARL).events.find((e) => e.k === 'trackDraw');
    const other = view(s, ALAN).events.find((e) => e.k === 'trackDraw');
    expect(own).toMatchObject({ n: 1, cards: drawn });
    expect(other).toMatchObject({ n: 1, cards: null });
    expect(view(s, ALAN).players[CARL].hand).toBeNull();
    expect(JSON.stringify(view(s, ALAN))).not.toContain(`"trackDeck"`);
  });
});

describe('without the module', () => {
  it('no track cards anywhere, and every SPECIAL condition draws nothing', () => {
    let s = midRace({ sections: { [B]: ['p1', 'p0'], 20: ['p2', 'p3'] }, waiting: ['p0', 'p1'], strategies: { [ALAN]: 'bangingWheels', [BOB]: 'balance' } });
    give(s, ALAN, [plain(2)]);
    give(s, BOB, [plain(1)]);
    s = act(s, ALAN, { type: 'declare', cards: [plain(2)] });
    s = act(s, BOB, { type: 'declare', cards: [plain(1)] });
    expect(trackDraws(s)).toEqual([]);
    expect(s.trackDeck).toBeUndefined();
    expect(s.players[ALAN].risks).toBeUndefined();
  });
});
