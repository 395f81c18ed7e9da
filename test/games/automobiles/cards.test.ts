/** The other action cards of the appendix "Basiskarten", exactly as written, and the wear card. */
import { card, nameOfCard } from '../../../src/games/automobiles/data/cards';
import { BK, BL, BR, COLOUR_INDEX, DG, GR, LG, PU, RE, W, YE } from '../../../src/games/automobiles/data/dice';
import { cardName, cardText } from '../../../src/games/automobiles/view/words';
import { de, en } from '../../support/text';
import { STOP, activate, choose, counts, legal, mod, place, play, playAll, seg, stateWith } from './helpers';

const G = COLOUR_INDEX;

describe('Werkstatt (yellow)', () => {
  it('Mechaniker (Y1): remove a gear die from the discard, gain the next higher gear; black gives nothing', () => {
    let s = stateWith({ cards: ['mechaniker'], players: [{ active: { yellow: 2 }, discard: { white: 1, black: 1 } }] });
    s = play(s, activate('yellow'));
    expect(legal(s)).toEqual([choose('white'), choose('black')]);
    const supplyW = s.supply[W];
    const t = play(s, choose('white'));
    expect(t.players[0].discard[W]).toBe(0);
    expect(t.supply[W]).toBe(supplyW + 1);
    expect(t.players[0].used[LG]).toBe(1);
    const u = play(s, choose('black'));
    expect(u.players[0].used).toEqual(counts({ yellow: 1 }));
    expect(u.players[0].discard[BK]).toBe(0);
  });
  it('Mechaniker: no light-grey die left in the supply → a white die cannot be upgraded (A-G13)', () => {
    const s = stateWith({ cards: ['mechaniker'], supply: { lightgrey: 0 }, players: [{ active: { yellow: 1 }, discard: { white: 2 } }] });
    expect(legal(s).some((m) => m.type === 'activate' && m.colour === 'yellow')).toBe(false);
  });
  it('Ingenieur (Y2): up to 3 active dice to the discard, then exactly as many removed from it', () => {
    let s = stateWith({ cards: ['ingenieur'], players: [{ active: { yellow: 1, brown: 2, white: 1 }, discard: { white: 1 } }] });
    s = playAll(s, [activate('yellow'), choose('brown', 'active'), choose('brown', 'active')]);
    expect(s.players[0].discard).toEqual(counts({ white: 1, brown: 2 }));
    s = play(s, STOP);
    expect(legal(s)).toEqual([choose('white'), choose('brown')]); // no stop: exactly 2
    s = playAll(s, [choose('brown'), choose('brown')]);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].discard).toEqual(counts({ white: 1 }));
    // Choosing none is allowed ("bis zu") and removes none.
    const z = playAll(stateWith({ cards: ['ingenieur'], players: [{ active: { yellow: 1 }, discard: { white: 1 } }] }), [activate('yellow'), STOP]);
    expect(z.turn.pending).toBeNull();
    expect(z.players[0].discard).toEqual(counts({ white: 1 }));
  });
  it('Manager (Y3): may remove an active die, then may throw one active or discarded die back into the bag', () => {
    let s = stateWith({ cards: ['manager'], players: [{ active: { yellow: 1, brown: 1, white: 1 }, discard: { darkgrey: 1 } }] });
    s = playAll(s, [activate('yellow'), choose('brown', 'active')]);
    expect(s.players[0].active[BR]).toBe(0);
    expect(legal(s)).toEqual([choose('white', 'active'), choose('darkgrey', 'discard'), STOP]);
    s = play(s, choose('darkgrey', 'discard'));
    expect(s.players[0].bag[DG]).toBe(1);
    expect(s.turn.pending).toBeNull();
  });
  it('Tuner (Y4): one active die to the used dice without effect, then up to 2 discard dice removed', () => {
    let s = stateWith({ cards: ['tuner'], players: [{ active: { yellow: 1, black: 1 }, discard: { brown: 3 } }] });
    s = play(s, activate('yellow'));
    expect(legal(s)).toEqual([choose('black', 'active')]); // mandatory
    s = playAll(s, [choose('black', 'active'), choose('brown'), choose('brown')]);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].used[BK]).toBe(1);
    expect(s.players[0].discard[BR]).toBe(1);
    // Alone among the active dice it cannot be used: the first part cannot be done.
    expect(legal(stateWith({ cards: ['tuner'], players: [{ active: { yellow: 1 } }] })).some((m) => m.type === 'activate')).toBe(false);
  });
});

describe('Boxengasse (purple)', () => {
  it('Boxencrew (P1): draw until a die that is not wear (drawn wear stays active), then all wear off the discard', () => {
    let s = stateWith({ cards: ['boxencrew'], players: [{ active: { purple: 1 }, bag: { brown: 2 }, discard: { brown: 3 } }] });
    const supply = s.supply[BR];
    s = play(s, activate('purple'));
    // Bag: 2 wear drawn; the bag is empty, so the discard (3 wear) is thrown in and drawn too; nothing else is left.
    expect(s.players[0].active[BR]).toBe(5);
    expect(s.supply[BR]).toBe(supply);
    const t0 = stateWith({ cards: ['boxencrew'], players: [{ active: { purple: 1 }, bag: { white: 1 }, discard: { brown: 3 } }] });
    const t = play(t0, activate('purple'));
    expect(t.players[0].active[W]).toBe(1);
    expect(t.players[0].discard[BR]).toBe(0);
    expect(t.supply[BR]).toBe(t0.supply[BR] + 3);
  });
  it('Boxenchef (P2): up to 6 dice off the discard, not a 7th', () => {
    let s = stateWith({ cards: ['boxenchef'], players: [{ active: { purple: 1 }, discard: { brown: 5, white: 3 } }] });
    s = playAll(s, [activate('purple'), ...Array.from({ length: 5 }, () => choose('brown')), choose('white')]);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].discard).toEqual(counts({ white: 2 }));
  });
  it('Crew Chef (P3): all wear off the discard, or exactly 2 dice of your choice', () => {
    const s = play(stateWith({ cards: ['crewchef'], players: [{ active: { purple: 1 }, discard: { brown: 4, white: 1 } }] }), activate('purple'));
    expect(legal(s)).toEqual([{ type: 'option', option: 1 }, { type: 'option', option: 2 }]);
    expect(play(s, { type: 'option', option: 1 }).players[0].discard).toEqual(counts({ white: 1 }));
    const two = play(s, { type: 'option', option: 2 });
    expect(legal(two)).toEqual([choose('white'), choose('brown')]);
    expect(playAll(two, [choose('white'), choose('brown')]).players[0].discard).toEqual(counts({ brown: 3 }));
    // With fewer than 2 dice on the discard only the first option exists.
    const one = play(stateWith({ cards: ['crewchef'], players: [{ active: { purple: 1 }, discard: { brown: 1 } }] }), activate('purple'));
    expect(legal(one)).toEqual([{ type: 'option', option: 1 }]);
  });
  it('Boxenteam (P4): the costs of the removed dice add up, exactly 1 die costing at most that is bought', () => {
    let s = stateWith({ cards: ['boxenteam'], players: [{ active: { purple: 1 }, discard: { darkgrey: 1, white: 1, brown: 2 } }] });
    s = play(s, activate('purple'));
    expect(legal(s)).not.toContainEqual(STOP); // $0 buys nothing yet
    s = playAll(s, [choose('darkgrey'), choose('white')]); // $5 + $2 = $7 (costs, not values)
    expect(s.turn.pending!.k).toBe(7);
    s = play(s, STOP);
    const buys = legal(s).map((m) => (m as { colour: string }).colour);
    expect(buys).toEqual(['white', 'lightgrey', 'darkgrey', 'black', 'yellow', 'red', 'purple', 'blue', 'green']);
    s = play(s, { type: 'buy', colour: 'black' });
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].used[BK]).toBe(1);
    expect(s.players[0].discard).toEqual(counts({ brown: 2 }));
  });
  it('Boxenteam: only wear on the discard (costs $0) → it cannot be activated (A-G24)', () => {
    const s = stateWith({ cards: ['boxenteam'], players: [{ active: { purple: 1 }, discard: { brown: 3 } }] });
    expect(legal(s).some((m) => m.type === 'activate' && m.colour === 'purple')).toBe(false);
  });
});

describe('Motor (blue) and Leistung (green): the cards without a worked example', () => {
  it('Aufgeladen (B4): +1 wear, up to 2 discard dice back to the active dice', () => {
    let s = stateWith({ cards: ['aufgeladen'], players: [{ active: { blue: 1 }, discard: { black: 2, white: 1 } }] });
    s = playAll(s, [activate('blue'), choose('black'), choose('black')]);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].active[BK]).toBe(2);
    expect(s.players[0].used[BR]).toBe(1);
  });
  it('Turbo (G3): exactly 2 dice drawn, one stays active, the other goes on the discard', () => {
    let s = stateWith({ cards: ['turbo'], players: [{ active: { green: 1 }, bag: { white: 1, black: 1 } }] });
    s = play(s, activate('green'));
    expect(s.turn.pending!.drawn!.slice().sort()).toEqual([W, BK]);
    s = play(s, choose('black', 'drawn'));
    expect(s.players[0].active).toEqual(counts({ black: 1 }));
    expect(s.players[0].discard).toEqual(counts({ white: 1 }));
    // Fewer than 2 dice to draw: the die cannot be used.
    expect(legal(stateWith({ cards: ['turbo'], players: [{ active: { green: 1 }, bag: { white: 1 } }] })).some((m) => m.type === 'activate')).toBe(false);
  });
  it('Leistungsschub (G1): up to 3 draws, 1 wear each; then every other player may draw 1 — all at once, the game waits', () => {
    let s = stateWith({
      seats: 3,
      cards: ['leistungsschub'],
      players: [{ active: { green: 1 }, bag: { yellow: 5 } }, { bag: { black: 2 } }, { bag: { white: 2 } }],
    });
    s = playAll(s, [activate('green'), { type: 'draw' }, { type: 'draw' }]);
    expect(s.players[0].active[YE]).toBe(2);
    expect(s.players[0].used[BR]).toBe(2);
    const before = s;
    s = play(s, STOP);
    expect(mod.undoBarrier(before, s, 0, STOP)).toBe(true);
    expect(mod.toAct(s)).toEqual([1, 2]);
    expect(legal(s, 0)).toEqual([]);
    expect(legal(s, 1)).toEqual([{ type: 'extraDraw', take: true }, { type: 'extraDraw', take: false }]);
    s = play(s, { type: 'extraDraw', take: false }, 2);
    expect(mod.toAct(s)).toEqual([1]);
    s = play(s, { type: 'extraDraw', take: true }, 1);
    expect(s.players[1].active[BK]).toBe(1);
    expect(s.players[1].used[BR]).toBe(0); // no wear for them
    expect(mod.toAct(s)).toEqual([0]);
    // A third draw ends the drawing by itself.
    const three = playAll(stateWith({ seats: 2, cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { yellow: 5 } }, { bag: { white: 1 } }] }), [activate('green'), { type: 'draw' }, { type: 'draw' }, { type: 'draw' }]);
    expect(three.players[0].used[BR]).toBe(3);
    expect(mod.toAct(three)).toEqual([1]);
  });
  it('Leistungsschub with "beschleunigter Ablauf": the others draw at the start of their own next turn', () => {
    let s = stateWith({
      seats: 2,
      options: { beschleunigt: true },
      cards: ['leistungsschub'],
      players: [{ active: { green: 1 }, bag: { yellow: 8 } }, { bag: { black: 9 } }],
    });
    s = playAll(s, [activate('green'), { type: 'draw' }, STOP]);
    expect(mod.toAct(s)).toEqual([0]);
    expect(s.players[1].owedDraws).toBe(1);
    s = play(s, { type: 'endTurn' });
    expect(s.current).toBe(1);
    expect(legal(s, 1)).toEqual([{ type: 'extraDraw', take: true }, { type: 'extraDraw', take: false }]);
    s = play(s, { type: 'extraDraw', take: true }, 1);
    expect(s.players[1].active[BK]).toBe(1);
    expect(s.players[1].owedDraws).toBe(0);
    expect(legal(s, 1)).toContainEqual({ type: 'pit' });
  });
});

describe('Wear card and the missing-wear exception', () => {
  it('an active wear die can be moved straight to the discard (A-G4)', () => {
    const s = play(stateWith({ players: [{ active: { brown: 2 } }] }), activate('brown'));
    expect(s.players[0].active[BR]).toBe(1);
    expect(s.players[0].discard[BR]).toBe(1);
    expect(s.players[0].used[BR]).toBe(0);
  });
  it('no wear left in the supply: the die is still used, the wear is simply not gained', () => {
    const s = stateWith({ cards: ['getriebe'], supply: { brown: 0 }, cars: [seg(14, 1), seg(25, 1)], players: [{ active: { green: 1 } }] });
    expect(legal(s)).toContainEqual(activate('green'));
    const t = play(s, activate('green'));
    expect(t.players[0].used[BR]).toBe(0);
    expect(t.turn.pending!.path!.left).toBe(3); // 2nd of 2 = last: 2 + 1
    expect(playAll(t, [place(seg(15, 0)), { type: 'stop' }]).turn.track).toHaveLength(1);
  });
});

describe('„Anhang — Vorgeschlagene Kartensets": which effect each named card of a set has (rules version 3)', () => {
  const setOf = (cardSet: 'einsteiger' | 'ausgereizt' | 'bunt' | 'experten', version: number) =>
    mod.setup(5, 3, mod.optionsSchema.parse({ cardSet }), version);
  const refs = (s: ReturnType<typeof setOf>) => s.cards.map((id) => card(id).ref);
  // In the order of the text's sets: yellow, purple, red, green, blue.
  const names = (s: ReturnType<typeof setOf>, lang: typeof en) => [YE, PU, RE, GR, BL].map((c) => lang(cardName(mod.view(s, 0).cards[c])));

  it('„Für Experten … ist sehr interaktiv und bietet einige sehr mächtige Möglichkeiten": its Turbo is G4, which counts the green dice on every player\'s discard', () => {
    const s = setOf('experten', 3);
    expect(refs(s)).toEqual(['Y1', 'P1', 'R4', 'G4', 'B2']);
    expect(names(s, en)).toEqual(['Mechanic', 'Pit Crew', 'Steering', 'Turbo', 'Hybrid Engine']);
    expect(names(s, de)).toEqual(['Mechaniker', 'Boxencrew', 'Lenkung', 'Turbo', 'Hybridmotor']);
    // The cost goes with the effect: G4 is the $6 card.
    expect(mod.view(s, 0).cost[GR]).toBe(6);
  });
  it('„Ausgereizt" (alles ausmerzen, was nicht gefällt) and „Bunte Mischung" (viele Optionen, aber schnell?): their Nitro is G3, the draw of two', () => {
    expect(refs(setOf('ausgereizt', 3))).toEqual(['Y2', 'P2', 'R2', 'G3', 'B4']);
    expect(refs(setOf('bunt', 3))).toEqual(['Y2', 'P4', 'R1', 'G3', 'B3']);
    expect(names(setOf('bunt', 3), de)).toEqual(['Ingenieur', 'Boxenteam', 'Federung', 'Nitro', 'Wankelmotor']);
    expect(mod.view(setOf('bunt', 3), 0).cost[GR]).toBe(4);
    // Turbo in a game with Nitro's draw: the card shows the name of version 3, the draw's text.
    const v = mod.view(setOf('ausgereizt', 3), 0).cards[GR];
    expect(en(cardName(v))).toBe('Nitro');
    expect(en(cardText(v))).toMatch(/^Draw exactly 2 dice/);
  });
  it('the Einsteiger set keeps its cards: Manager, Crew Chef, Federung, Getriebe, Hybridmotor', () => {
    expect(refs(setOf('einsteiger', 3))).toEqual(['Y3', 'P3', 'R1', 'G2', 'B2']);
  });
  it('games of rules versions 1 and 2 keep the old names: Turbo = G3, Nitro = G4', () => {
    for (const version of [1, 2]) {
      expect(refs(setOf('experten', version))).toEqual(['Y1', 'P1', 'R4', 'G3', 'B2']);
      expect(refs(setOf('ausgereizt', version))).toEqual(['Y2', 'P2', 'R2', 'G4', 'B4']);
      expect(names(setOf('experten', version), en)[3]).toBe('Turbo');
      expect(mod.view(setOf('experten', version), 0).cost[GR]).toBe(4);
    }
  });
  it('random cards: the same effects are drawn under every version, only the names differ', () => {
    for (let seed = 1; seed < 40; seed++) {
      const v2 = mod.setup(seed, 2, mod.optionsSchema.parse({}), 2);
      const v3 = mod.setup(seed, 2, mod.optionsSchema.parse({}), 3);
      expect(v3.cards).toEqual(v2.cards);
      const green = v3.cards[3];
      expect(en(cardName(mod.view(v3, 0).cards[GR]))).toBe(en(cardName({ id: nameOfCard(green, 3), colour: GR })));
    }
  });
});
