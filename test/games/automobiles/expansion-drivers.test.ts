/**
 * The drivers of the expansion „Rennsaison" („Aufbau mit Fahrer", the appendix list „Fahrer"):
 * the draft (AUTO-D10), the worked examples of drivers 1, 7 and 10 (AUTO-E19 … AUTO-E21) as
 * exact tests, and one derived test for each other driver. Daytona Beach, seg(slice, lane).
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { BR, W } from '../../../src/games/automobiles/data/dice';
import { DRIVER_IDS } from '../../../src/games/automobiles/data/drivers';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import { END, STOP, activate, choose, counts, legal, mod, play, playAll, seg, stateWith } from './helpers';

const drive = (segment: number): AutoMove => ({ type: 'drive', seg: segment });
const DRAW: AutoMove = { type: 'draw' };
const DRIVER: AutoMove = { type: 'driver' };
const drives = (s: AutoState): number[] =>
  legal(s)
    .filter((m) => m.type === 'drive')
    .map((m) => (m as { seg: number }).seg)
    .sort((a, b) => a - b);

describe('AUTO-D10 „Aufbau mit Fahrer": one driver more than players revealed; the last in turn order chooses first, then reverse turn order; the one left over goes back into the box', () => {
  it.each([2, 3, 4, 5])('%i players', (seats) => {
    let s = mod.setup(11 + seats, seats, mod.optionsSchema.parse({ drivers: true }));
    expect(s.phase).toBe('drivers');
    const offer = s.draft!.offer.slice();
    expect(offer).toHaveLength(seats + 1);
    expect(new Set(offer).size).toBe(seats + 1);
    for (const d of offer) expect(DRIVER_IDS).toContain(d);
    const order = Array.from({ length: seats }, (_, i) => (s.startPlayer + seats - 1 - i) % seats);
    expect(s.draft!.order).toEqual(order);
    const picked: string[] = [];
    for (const seat of order) {
      expect(mod.toAct(s)).toEqual([seat]);
      for (let o = 0; o < seats; o++) if (o !== seat) expect(legal(s, o)).toEqual([]);
      // Every driver still on offer, and only those.
      expect(legal(s, seat)).toEqual(s.draft!.offer.map((driver) => ({ type: 'pickDriver', driver })));
      const choice = s.draft!.offer[s.draft!.offer.length - 1];
      s = play(s, { type: 'pickDriver', driver: choice }, seat);
      picked.push(choice);
      expect(s.players[seat].driver).toBe(choice);
    }
    // The one left over is gone: the draft is over, the opening purchase begins with the start player.
    expect(s.draft).toBeUndefined();
    expect(s.phase).toBe('opening');
    expect(s.current).toBe(s.startPlayer);
    const left = offer.filter((d) => !picked.includes(d));
    expect(left).toHaveLength(1);
    expect(s.players.map((p) => p.driver)).not.toContain(left[0]);
    expect(JSON.stringify(s)).not.toContain(`"${left[0]}"`);
    // „Die Spieler behalten ihren Fahrer während des gesamten Spiels."
    const drivers = s.players.map((p) => p.driver);
    const rnd = new Prng(seedPrng(seats));
    for (let n = 0; n < 150 && s.phase !== 'finished'; n++) {
      const seat = mod.toAct(s)[0];
      s = play(s, mod.robotMove(s, seat, rnd), seat);
      expect(s.players.map((p) => p.driver)).toEqual(drivers);
    }
    expect(s.round).toBeGreaterThan(1);
  });
});

describe('AUTO-E19 driver 1: „Hast in der Verschleiß-Phase 3 Verschleiß-Würfel erhalten, so kannst du bis zu 3 hellgraue Felder fahren. Beendest du deine Bewegungs-Phase im Windschatten …, so kannst du die Eigenschaft dieses Fahrers in dieser Runde nicht nutzen."', () => {
  // Anna (row 13 middle) plays Aufholjagd (1 wear in the action phase), then two dark-grey dice to row 17 middle.
  const s0 = (other: number) =>
    stateWith({ cards: ['aufholjagd'], cars: [seg(12, 1), other], players: [{ driver: 'd1', active: { green: 1, darkgrey: 2 }, bag: { yellow: 7 } }, { driver: 'd2' }] });
  const moved = (other: number) => {
    let s = play(s0(other), activate('green'));
    if (s.turn.pending) s = play(s, STOP);
    expect(s.players[0].used[BR]).toBe(1);
    return playAll(s, [activate('darkgrey', seg(14, 1)), activate('darkgrey', seg(16, 1))]);
  };

  it('3 wear in the wear phase (the action phase\'s 1 does not count) → up to 3 light-grey fields, no more wear', () => {
    let s = moved(seg(3, 1));
    const brown = s.supply[BR];
    s = play(s, END);
    expect(brown - s.supply[BR]).toBe(3);
    expect(s.turn.wearPhase).toBe(3);
    expect(s.turn.pending!.path).toMatchObject({ left: 3, allowed: [1], car: { seat: 0, wear: false } });
    // Light grey next to row 17 middle: only row 18 inside (light/dark grey).
    expect(drives(s)).toEqual([seg(17, 0)]);
    expect(legal(s)).toContainEqual(STOP);
    s = play(s, drive(seg(17, 0)));
    expect(drives(s)).toEqual([seg(18, 0), seg(19, 1)]);
    s = play(s, drive(seg(18, 0)));
    expect(drives(s)).toEqual([seg(19, 0), seg(19, 1)]);
    s = play(s, drive(seg(19, 0)));
    // Three fields: the turn goes on to its end.
    expect(s.current).toBe(1);
    expect(s.players[0].seg).toBe(seg(19, 0));
    expect(brown - s.supply[BR]).toBe(3);
    expect(s.players[0].discard).toEqual(counts({ green: 1, darkgrey: 2, brown: 4 }));
  });

  it('drafting: no wear in the wear phase, so no fields', () => {
    // Ben on row 18 middle, directly ahead of where Anna stops.
    const s = play(moved(seg(17, 1)), END);
    expect(s.players[0].seg).toBe(seg(16, 1));
    expect(s.current).toBe(1);
    expect(s.players[0].discard[BR]).toBe(1);
  });
});

describe('AUTO-E20 driver 7: „Hast du in der Verschleiß-Phase 3 Verscheiß-Würfel erhalten, so darfst du in der Endphase 10 statt der gewohnten 7 Würfel nachziehen."', () => {
  const s0 = (other: number) =>
    playAll(stateWith({ cars: [seg(12, 1), other], players: [{ driver: 'd7', active: { darkgrey: 2 }, bag: { yellow: 12 } }, { driver: 'd2' }] }), [
      activate('darkgrey', seg(14, 1)),
      activate('darkgrey', seg(16, 1)),
    ]);

  it('3 wear → 7 drawn, then up to 3 more, one at a time', () => {
    let s = play(s0(seg(3, 1)), END);
    expect(s.players[0].active).toEqual(counts({ yellow: 7 }));
    expect(s.turn.pending).toMatchObject({ card: 'driver', stage: 'extra', n: 0, k: 3 });
    expect(legal(s)).toEqual([DRAW, STOP]);
    s = playAll(s, [DRAW, DRAW]);
    expect(legal(s)).toEqual([DRAW, STOP]);
    s = play(s, DRAW);
    expect(s.current).toBe(1);
    expect(s.players[0].active).toEqual(counts({ yellow: 10 }));
    expect(s.players[0].bag).toEqual(counts({ yellow: 2 }));
    // Fewer is allowed.
    expect(playAll(s0(seg(3, 1)), [END, DRAW, STOP]).players[0].active).toEqual(counts({ yellow: 8 }));
  });

  it('drafting (no wear in the wear phase) → exactly 7', () => {
    const s = play(s0(seg(17, 1)), END);
    expect(s.current).toBe(1);
    expect(s.players[0].active).toEqual(counts({ yellow: 7 }));
  });
});

describe('AUTO-E21 driver 10: „Nachdem du deine 7 aktiven Würfel gezogen hast, entscheidest du dich, 4 davon auf die Ablage zu legen. Du darfst danach 4 neue Würfel nachziehen …"', () => {
  it('4 of the 7 drawn on the discard → 4 new ones drawn, 7 active again; only once', () => {
    let s = stateWith({ players: [{ driver: 'd10', bag: { yellow: 11 } }, { driver: 'd2' }] });
    s = play(s, END);
    expect(s.players[0].active).toEqual(counts({ yellow: 7 }));
    expect(s.turn.pending).toMatchObject({ card: 'driver', stage: 'redraw' });
    expect(legal(s)).toEqual([choose('yellow', 'active'), STOP]);
    s = playAll(s, [choose('yellow', 'active'), choose('yellow', 'active'), choose('yellow', 'active'), choose('yellow', 'active')]);
    expect(s.players[0].active).toEqual(counts({ yellow: 3 }));
    expect(s.players[0].discard).toEqual(counts({ yellow: 4 }));
    s = play(s, STOP);
    expect(s.players[0].active).toEqual(counts({ yellow: 7 }));
    expect(s.players[0].bag).toEqual(counts());
    expect(s.players[0].discard).toEqual(counts({ yellow: 4 }));
    // Not again: the turn is over.
    expect(s.current).toBe(1);
    expect(s.turn.pending).toBeNull();
  });

  it('putting none down keeps the 7; an empty bag is refilled from the discard (the dice just put down among them)', () => {
    const none = playAll(stateWith({ players: [{ driver: 'd10', bag: { yellow: 7 } }, { driver: 'd2' }] }), [END, STOP]);
    expect(none.players[0].active).toEqual(counts({ yellow: 7 }));
    const s = playAll(stateWith({ players: [{ driver: 'd10', bag: { yellow: 7 } }, { driver: 'd2' }] }), [END, choose('yellow', 'active'), choose('yellow', 'active'), STOP]);
    expect(s.players[0].active).toEqual(counts({ yellow: 7 }));
    expect(s.players[0].discard).toEqual(counts());
  });
});

describe('the other drivers', () => {
  it('driver 2: „Während deiner Aktionsphase darfst du 1 Würfel von deiner Ablage wählen und ihn zu deinen aktiven Würfeln legen … wie jeden anderen aktiven Würfel benutzen"', () => {
    let s = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ driver: 'd2', active: { white: 1, yellow: 1 }, discard: { black: 1, brown: 1 } }] });
    expect(legal(s)).toContainEqual(DRIVER);
    expect(legal(s)).toContainEqual({ type: 'pit' });
    s = play(s, DRIVER);
    expect(legal(s)).toEqual([choose('black'), choose('brown')]);
    s = play(s, choose('black'));
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].active).toEqual(counts({ white: 1, yellow: 1, black: 1 }));
    expect(s.players[0].discard).toEqual(counts({ brown: 1 }));
    // The die is an active die like the others; the action phase has begun (no pit stop), the ability is used.
    expect(legal(s)).toContainEqual(activate('black', seg(15, 2)));
    expect(legal(s)).not.toContainEqual({ type: 'pit' });
    expect(legal(s)).not.toContainEqual(DRIVER);
    // Not in the buy phase, nor with an empty discard.
    const bought = play(stateWith({ players: [{ driver: 'd2', active: { yellow: 1 }, discard: { black: 1 } }] }), { type: 'buy', colour: 'white' });
    expect(legal(bought)).not.toContainEqual(DRIVER);
    expect(legal(stateWith({ players: [{ driver: 'd2', active: { yellow: 1 } }] }))).not.toContainEqual(DRIVER);
  });

  it('driver 3: „… bis zu 3 beliebige Würfel von deiner Ablage zurück in deinen Beutel werfen"', () => {
    let s = stateWith({ players: [{ driver: 'd3', active: { yellow: 1 }, discard: { brown: 4, white: 1 } }] });
    s = play(s, DRIVER);
    expect(legal(s)).toEqual([choose('white'), choose('brown'), STOP]);
    s = playAll(s, [choose('brown'), choose('brown'), choose('brown')]);
    expect(s.turn.pending).toBeNull();
    expect(s.players[0].bag).toEqual(counts({ brown: 3 }));
    expect(s.players[0].discard).toEqual(counts({ brown: 1, white: 1 }));
    expect(legal(s)).not.toContainEqual(DRIVER);
    const one = playAll(stateWith({ players: [{ driver: 'd3', active: { yellow: 1 }, discard: { brown: 4, white: 1 } }] }), [DRIVER, choose('white'), STOP]);
    expect(one.players[0].bag).toEqual(counts({ white: 1 }));
    expect(one.players[0].discard).toEqual(counts({ brown: 4 }));
  });

  describe('driver 4: „Zu Beginn deiner Kaufphase darfst du bis zu 3 Würfel auf einmal aus deinem Beutel ziehen … entscheide für jeden einzelnen davon, ob du ihn: entfernst, zu deinen aktiven Würfeln legst ODER zurück in den Beutel wirfst."', () => {
    const s0 = () => stateWith({ players: [{ driver: 'd4', active: { yellow: 1, lightgrey: 1 }, bag: { black: 1, yellow: 1, brown: 1 } }] });

    it('say how many, draw exactly that many, settle each; the dice kept active pay in the buy phase', () => {
      let s = play(s0(), activate('lightgrey', seg(15, 0)));
      expect(legal(s)).toContainEqual(DRIVER); // after activating: still before the buy phase
      s = play(s, DRIVER);
      expect(legal(s)).toEqual([{ type: 'count', n: 1 }, { type: 'count', n: 2 }, { type: 'count', n: 3 }]);
      s = play(s, { type: 'count', n: 3 });
      expect(s.players[0].bag).toEqual(counts());
      expect(s.players[0].active).toEqual(counts({ yellow: 2, black: 1, brown: 1 }));
      const settle = (colour: 'black' | 'yellow' | 'brown', to: 'active' | 'bag' | 'remove'): AutoMove => ({ type: 'settle', colour, to });
      const all = (['yellow', 'black', 'brown'] as const).flatMap((c) => (['active', 'bag', 'remove'] as const).map((to) => settle(c, to)));
      expect(legal(s)).toHaveLength(9);
      expect(legal(s)).toEqual(expect.arrayContaining(all));
      const supply = s.supply.slice();
      s = playAll(s, [settle('brown', 'remove'), settle('black', 'bag')]);
      expect(legal(s)).toEqual([settle('yellow', 'active'), settle('yellow', 'bag'), settle('yellow', 'remove')]);
      s = play(s, settle('yellow', 'active'));
      expect(s.turn.pending).toBeNull();
      expect(s.players[0].bag).toEqual(counts({ black: 1 }));
      expect(s.players[0].active).toEqual(counts({ yellow: 2 }));
      expect(s.supply[BR]).toBe(supply[BR] + 1);
      // The buy phase: 2 yellow dice at $2; no more activating, no pit stop, the ability is used.
      expect(s.turn.stage).toBe('buy');
      expect(s.turn.money).toBe(4);
      const buys = legal(s).map((m) => (m.type === 'buy' ? m.colour : m.type));
      expect(buys).toEqual(['white', 'lightgrey', 'yellow', 'red', 'purple', 'endTurn']); // the dice costing $4 at most
    });

    it('fewer than 3 dice to draw: only as many; not once buying has begun', () => {
      const s = play(stateWith({ players: [{ driver: 'd4', active: { yellow: 1 }, bag: { black: 1 } }] }), DRIVER);
      expect(legal(s)).toEqual([{ type: 'count', n: 1 }]);
      const two = play(play(s0(), DRIVER), { type: 'count', n: 2 });
      expect(two.players[0].bag.reduce((a, b) => a + b, 0)).toBe(1);
      const bought = play(s0(), { type: 'buy', colour: 'white' });
      expect(legal(bought)).not.toContainEqual(DRIVER);
      expect(legal(stateWith({ players: [{ driver: 'd4', active: { yellow: 1 } }] }))).not.toContainEqual(DRIVER);
    });
  });

  it('driver 5: „Während deiner Kaufphase darfst du eine beliebige Anzahl an Würfeln von der Ablage entfernen … Für jeden so entfernten Würfel musst du $1 zahlen. Hast du in der Kaufphase kein Geld, so verfällt die Eigenschaft"', () => {
    let s = stateWith({ players: [{ driver: 'd5', active: { yellow: 2 }, discard: { brown: 3, white: 1 } }] });
    expect(legal(s)).toContainEqual(DRIVER);
    s = play(s, DRIVER);
    // Using it begins the buy phase with the $4 of the two yellow dice.
    expect(s.turn.stage).toBe('buy');
    expect(s.turn.money).toBe(4);
    expect(legal(s)).toEqual([choose('white'), choose('brown'), STOP]);
    const supply = s.supply.slice();
    s = playAll(s, [choose('brown'), choose('brown'), choose('brown')]);
    expect(s.turn.money).toBe(1);
    s = play(s, choose('white'));
    // $0 left: it ends.
    expect(s.turn.pending).toBeNull();
    expect(s.turn.money).toBe(0);
    expect(s.players[0].discard).toEqual(counts());
    expect(s.supply[BR]).toBe(supply[BR] + 3);
    expect(s.supply[W]).toBe(supply[W] + 1);
    expect(legal(s)).toEqual([END]);
    // Stopping keeps the rest of the money for buying.
    const stop = playAll(stateWith({ players: [{ driver: 'd5', active: { yellow: 2 }, discard: { brown: 3 } }] }), [DRIVER, choose('brown'), STOP]);
    expect(stop.turn.money).toBe(3);
    expect(legal(stop)).toContainEqual({ type: 'buy', colour: 'lightgrey' });
    // No money (only wear active, $0): not offered; in the buy phase with $0 left neither.
    expect(legal(stateWith({ players: [{ driver: 'd5', active: { brown: 1 }, discard: { brown: 1 } }] }))).not.toContainEqual(DRIVER);
    const spent = play(stateWith({ players: [{ driver: 'd5', active: { white: 2 }, discard: { brown: 1 } }] }), { type: 'buy', colour: 'white' });
    expect(spent.turn.money).toBe(0);
    expect(legal(spent)).not.toContainEqual(DRIVER);
  });

  describe('driver 6: „Nachdem du die Bewegung deines Rennautos in der Bewegungsphase abgeschlossen hast, darfst du noch 1 zusätzliches Feld in einer beliebigen Farbe fahren … Einfluß auf den Verschleiß"', () => {
    const s0 = () => stateWith({ cars: [seg(12, 1), seg(3, 1)], players: [{ driver: 'd6', active: { lightgrey: 1 }, bag: { yellow: 7 } }, { driver: 'd2' }] });

    it('after the move: 1 field of any colour; a dark-grey field raises the wear to 3', () => {
      let s = play(s0(), activate('lightgrey', seg(13, 0)));
      const brown = s.supply[BR];
      s = play(s, END);
      expect(s.players[0].seg).toBe(seg(13, 0));
      expect(s.turn.pending!.path).toMatchObject({ left: 1, allowed: [0, 1, 2, 3], car: { seat: 0, wear: true } });
      // Light grey (row 15 inside) or dark grey (row 15 middle).
      expect(legal(s)).toEqual([drive(seg(14, 0)), drive(seg(14, 1)), STOP]);
      const dg = play(s, drive(seg(14, 1)));
      expect(dg.current).toBe(1);
      expect(dg.players[0].seg).toBe(seg(14, 1));
      expect(brown - dg.supply[BR]).toBe(3);
      // Not driving it: light grey, 2 wear.
      expect(brown - play(s, STOP).supply[BR]).toBe(2);
    });

    it('no move with dice → not offered', () => {
      const s = play(s0(), END);
      expect(s.current).toBe(1);
      expect(s.players[0].seg).toBe(seg(12, 1));
    });
  });

  it('driver 8: „Bevor du in deiner Endphase neue aktive Würfel ziehst, darfst du bis zu 3 Verschleiß-Würfel von deinem Spielertableau entfernen."', () => {
    let s = stateWith({ cars: [seg(12, 1), seg(3, 1)], players: [{ driver: 'd8', active: { brown: 2, lightgrey: 1 }, discard: { brown: 2 }, bag: { yellow: 7 } }, { driver: 'd2' }] });
    s = play(s, activate('lightgrey', seg(13, 0)));
    const brown = s.supply[BR];
    s = play(s, END);
    // Wear phase: 2 (light grey). Everything is on the discard now: 2 active + 2 discard + 2 new wear; nothing drawn yet.
    expect(s.players[0].discard).toEqual(counts({ lightgrey: 1, brown: 6 }));
    expect(s.players[0].active).toEqual(counts());
    expect(s.turn.pending).toMatchObject({ card: 'driver', stage: 'wear', k: 3 });
    expect(legal(s)).toEqual([choose('brown'), STOP]);
    s = playAll(s, [choose('brown'), choose('brown'), choose('brown')]);
    // The third ends it; then the 7 dice are drawn.
    expect(s.current).toBe(1);
    expect(s.players[0].discard).toEqual(counts({ lightgrey: 1, brown: 3 }));
    expect(s.players[0].active).toEqual(counts({ yellow: 7 }));
    expect(s.supply[BR]).toBe(brown - 2 + 3);
  });

  it('driver 9: „Wenn du in deiner Endphase neue aktive Würfel ziehst, darfst du bis zu 2 zusätzliche Würfel ziehen."', () => {
    let s = play(stateWith({ players: [{ driver: 'd9', bag: { yellow: 10 } }, { driver: 'd2' }] }), END);
    expect(s.players[0].active).toEqual(counts({ yellow: 7 }));
    expect(s.turn.pending).toMatchObject({ card: 'driver', stage: 'extra', k: 2 });
    expect(legal(s)).toEqual([DRAW, STOP]);
    s = play(s, DRAW);
    expect(legal(s)).toEqual([DRAW, STOP]);
    s = play(s, DRAW);
    expect(s.current).toBe(1);
    expect(s.players[0].active).toEqual(counts({ yellow: 9 }));
    expect(playAll(stateWith({ players: [{ driver: 'd9', bag: { yellow: 10 } }, { driver: 'd2' }] }), [END, STOP]).players[0].active).toEqual(counts({ yellow: 7 }));
  });
});
