/**
 * The race season (rule text „Rennsaison"): the points table and the 2-player rule
 * („Punktevergabe", AUTO-D09), the sponsors chosen in placement order, kept or swapped
 * („Vergabe der Sponsoren"), the standard ability and the six families' special abilities with
 * the text's examples E1 (AUTO-E22) and F2 (AUTO-E23), the reset between races („Aufbau des
 * nächsten Rennens"), the champion and the tie-break („Spielende und Sieger einer Rennsaison").
 */
import { Prng, deriveSeed, seedPrng } from '../../../src/engine/prng';
import { COLOURS, Colour, SUPPLY, total } from '../../../src/games/automobiles/data/dice';
import { endRace, placeOf, pointsFor, seasonOrder } from '../../../src/games/automobiles/rules/season';
import type { SponsorId } from '../../../src/games/automobiles/data/sponsors';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import { TRACKS } from '../../../src/games/automobiles/data/tracks';
import { counts, Dice, mod, seg } from './helpers';

import { raceOver } from '../../../src/games/automobiles/guide/position';

function play(s: AutoState, move: AutoMove): AutoState {
  const seat = mod.toAct(s)[0];
  const after = mod.apply(s, seat, move);
  mod.assertInvariants!(after);
  return after;
}
const remove = (colour: Colour): AutoMove => ({ type: 'choose', colour, area: 'bag' });
const buy = (colour: Colour): AutoMove => ({ type: 'buy', colour });
const STOP: AutoMove = { type: 'stop' };
const bagOf = (s: AutoState, seat: number) => Object.fromEntries(COLOURS.map((c, i) => [c, s.players[seat].bag[i]]).filter(([, n]) => n));

describe('„Punktevergabe" (AUTO-D09)', () => {
  it('1st place 4, 5, 6, 7, 8 points in races 1–5, a middle place 3, the last 2', () => {
    expect([0, 1, 2, 3, 4].map((r) => pointsFor(r, 'first'))).toEqual([4, 5, 6, 7, 8]);
    const s = raceOver({ seats: 4, finish: [2, 0, 3, 1], offer: ['A1', 'B1', 'C1', 'D1'] });
    expect(s.season!.points[0]).toEqual([3, 2, 4, 3]);
  });
  it('„In einem 2-Personenspiel erhält der Zweitplatzierte die Punkte für den mittleren Platz"', () => {
    const s = raceOver({ seats: 2, race: 1, finish: [1, 0], held: ['A1', 'B1'], offer: ['C1', 'D1'] });
    expect(s.season!.points[1]).toEqual([3, 5]);
    expect(placeOf(1, 2)).toBe('middle');
  });
});

describe('„Vergabe der Sponsoren"', () => {
  it('the winner chooses first, then the others in placement order; the last takes the one left', () => {
    let s = raceOver({ seats: 3, finish: [1, 2, 0], offer: ['B1', 'B2', 'B3'] });
    expect(s.phase).toBe('sponsors');
    expect(mod.toAct(s)).toEqual([1]);
    expect(mod.legalMoves(s, 1)).toEqual([
      { type: 'sponsor', sponsor: 'B1' },
      { type: 'sponsor', sponsor: 'B2' },
      { type: 'sponsor', sponsor: 'B3' },
    ]);
    s = play(s, { type: 'sponsor', sponsor: 'B2' });
    // The 1st place's effect: remove up to 3 dice, then B2's 1 more.
    expect(s.season!.pick!.effect).toMatchObject({ seat: 1, place: 'first', stage: 'standard', k: 3 });
    s = play(s, STOP);
    expect(s.season!.pick!.effect).toMatchObject({ stage: 'extra', k: 1 });
    s = play(s, STOP);
    expect(mod.toAct(s)).toEqual([2]);
    s = play(s, { type: 'sponsor', sponsor: 'B3' });
    expect(s.season!.pick!.effect).toMatchObject({ seat: 2, place: 'middle', k: 6 });
    s = play(play(s, STOP), STOP);
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'sponsor', sponsor: 'B1' }]);
    s = play(s, { type: 'sponsor', sponsor: 'B1' });
    expect(s.season!.pick!.effect).toMatchObject({ seat: 0, place: 'last', k: 12 });
  });
  it('from the second race: keep the old sponsor (and remove a new one) or take a new one (the old goes into the box)', () => {
    let s = raceOver({ seats: 2, race: 1, finish: [0, 1], held: ['A1', 'C1'], offer: ['D2', 'F2'] });
    expect(mod.legalMoves(s, 0)).toEqual([
      { type: 'sponsor', sponsor: 'D2' },
      { type: 'sponsor', sponsor: 'F2' },
      { type: 'keepSponsor', drop: 'D2' },
      { type: 'keepSponsor', drop: 'F2' },
    ]);
    s = play(s, { type: 'keepSponsor', drop: 'F2' });
    // Keeping: the old sponsor's effect; F2 is gone for good.
    expect(s.season!.pick!.effect).toMatchObject({ sponsor: 'A1', place: 'first' });
    expect([...s.season!.deck, ...s.season!.offer]).not.toContain('F2');
    s = play(play(s, STOP), STOP);
    s = play(s, { type: 'sponsor', sponsor: 'D2' });
    expect(s.season!.sponsors).toEqual(['A1', 'D2']);
    expect([...s.season!.deck, ...s.season!.offer]).not.toContain('C1');
    // In a 2-player game the second place takes the middle effect.
    expect(s.season!.pick!.effect).toMatchObject({ sponsor: 'D2', place: 'middle', k: 6 });
  });
  it('when the pile has run out, a player with a sponsor keeps it', () => {
    const s = raceOver({ seats: 3, race: 1, finish: [0, 1, 2], held: ['A1', 'B1', 'C1'], offer: [] });
    expect(mod.legalMoves(s, 0)).toEqual([{ type: 'keepSponsor' }]);
  });
});

describe('the standard ability and the families („Sponsoren A1–F3")', () => {
  const bags: Dice[] = [
    { white: 6, lightgrey: 4, yellow: 5, brown: 10 },
    { white: 5, lightgrey: 2, yellow: 5, brown: 6 },
    { white: 5, lightgrey: 2, yellow: 5, brown: 6 },
    { white: 5, lightgrey: 2, yellow: 5, brown: 6 },
  ];
  const start = (id: SponsorId, finish = [0, 1, 2, 3]) => play(raceOver({ seats: 4, finish, offer: ([id, 'A2', 'A3', 'B2'] as SponsorId[]).filter((x, i, a) => a.indexOf(x) === i).slice(0, 4), bags }), { type: 'sponsor', sponsor: id });

  it('AUTO-E22, sponsor E1 at 1st place: 2 white and 1 wear removed → up to 8 more wear dice, and only wear', () => {
    let s = start('E1');
    s = play(play(play(s, remove('white')), remove('white')), remove('brown'));
    expect(s.season!.pick!.effect).toMatchObject({ stage: 'wear', k: 8, n: 0 });
    expect(mod.legalMoves(s, 0)).toEqual([remove('brown'), STOP]);
    for (let i = 0; i < 8; i++) s = play(s, remove('brown'));
    expect(bagOf(s, 0)).toEqual({ white: 4, lightgrey: 4, yellow: 5, brown: 1 });
    expect(mod.toAct(s)).toEqual([1]); // the 8th ends the effect
  });
  it('AUTO-E23, sponsor F2 at 3rd of 4 (a middle place): 6 removed, up to 3 more, then $2 for each of those to buy', () => {
    let s = raceOver({ seats: 4, finish: [1, 2, 0, 3], offer: ['F2', 'A2', 'A3', 'B2'], bags });
    s = play(play(s, { type: 'sponsor', sponsor: 'A2' }), STOP);
    s = play(s, STOP); // A2's money unspent: lost
    s = play(play(s, { type: 'sponsor', sponsor: 'A3' }), STOP);
    s = play(s, STOP);
    s = play(s, { type: 'sponsor', sponsor: 'F2' });
    expect(s.season!.pick!.effect).toMatchObject({ seat: 0, place: 'middle', stage: 'standard', k: 6 });
    s = play(s, STOP);
    expect(s.season!.pick!.effect).toMatchObject({ stage: 'extra', k: 3 });
    s = play(play(play(s, remove('brown')), remove('brown')), remove('white'));
    expect(s.season!.pick!.effect).toMatchObject({ stage: 'buy', money: 6 });
    const supply = s.supply.slice();
    s = play(s, buy('lightgrey')); // $3 of $6
    expect(s.season!.pick!.effect).toMatchObject({ money: 3 });
    expect(s.supply[1]).toBe(supply[1] - 1);
    s = play(s, buy('lightgrey'));
    expect(s.season!.pick!.effect).toBeNull();
    expect(bagOf(s, 0)).toEqual({ white: 5, lightgrey: 6, yellow: 5, brown: 8 });
  });
  it('F2 with 2 extra dice removed: $4', () => {
    let s = start('F2', [1, 0, 2, 3]);
    s = play(s, STOP); // seat 1 took F2 as 1st: F2 first = 2 extra
    s = play(play(s, remove('brown')), remove('brown'));
    expect(s.season!.pick!.effect).toMatchObject({ stage: 'buy', money: 4 });
  });
  it('A: money to buy dice (the supply is not refilled; what is left is lost)', () => {
    let s = start('A3');
    s = play(s, STOP);
    expect(s.season!.pick!.effect).toMatchObject({ stage: 'buy', money: 5 });
    s.supply[2] = 0; // no dark grey left in the supply
    expect(mod.legalMoves(s, 0).map((m) => (m as { colour?: string }).colour)).not.toContain('darkgrey');
  });
  it('B: up to N more dice of any kind; C: up to N more wear dice only', () => {
    let b = play(start('B3'), STOP);
    expect(b.season!.pick!.effect).toMatchObject({ stage: 'extra', k: 2 });
    expect(mod.legalMoves(b, 0)).toContainEqual(remove('yellow'));
    let c = play(start('C2'), STOP);
    expect(c.season!.pick!.effect).toMatchObject({ stage: 'wear', k: 3 });
    expect(mod.legalMoves(c, 0)).toEqual([remove('brown'), STOP]);
    b = play(b, STOP);
    c = play(c, STOP);
    expect(b.season!.pick!.effect).toBeNull();
    expect(c.season!.pick!.effect).toBeNull();
  });
  it('D: up to N dice for free, as many as the supply still has', () => {
    let s = play(start('D3'), STOP);
    expect(s.season!.pick!.effect).toMatchObject({ stage: 'gain', k: 2 });
    s = play(s, buy('black'));
    s = play(s, buy('black'));
    expect(s.season!.pick!.effect).toBeNull();
    expect(bagOf(s, 0).black).toBe(2);
  });
  it('E3 at last place has no special ability beyond the standard one', () => {
    let s = raceOver({ seats: 2, finish: [1, 0], offer: ['E3', 'A1'], bags });
    s = play(play(s, { type: 'sponsor', sponsor: 'A1' }), STOP);
    s = play(s, STOP);
    s = play(s, { type: 'sponsor', sponsor: 'E3' });
    // 2 players: the second takes the middle effect (E3 middle = 4 per non-wear die).
    expect(s.season!.pick!.effect).toMatchObject({ place: 'middle' });
    let t = raceOver({ seats: 3, finish: [1, 2, 0], offer: ['E3', 'A1', 'A2'], bags });
    t = play(play(play(t, { type: 'sponsor', sponsor: 'A1' }), STOP), STOP);
    t = play(play(play(t, { type: 'sponsor', sponsor: 'A2' }), STOP), STOP);
    t = play(t, { type: 'sponsor', sponsor: 'E3' });
    t = play(play(t, remove('white')), STOP);
    // No wear stage after the standard ability: the next race begins.
    expect(t.phase).toBe('turn');
  });
});

describe('„Aufbau des nächsten Rennens"', () => {
  it('the placement is the turn order, cars on the new grid, 7 dice drawn, no opening purchase, the supply as it was, new sponsors', () => {
    let s = raceOver({ seats: 3, finish: [2, 0, 1], offer: ['B1', 'B2', 'B3'] });
    const supply = s.supply.slice();
    for (let i = 0; i < 3; i++) s = play(play(play(s, { type: 'sponsor', sponsor: s.season!.offer[0] }), STOP), STOP);
    expect(s.phase).toBe('turn');
    expect(s.round).toBe(1);
    expect(s.season!.race).toBe(1);
    expect(s.options.track).toBe(s.season!.tracks[1]);
    expect(s.season!.order).toEqual([2, 0, 1]);
    expect(s.startPlayer).toBe(2);
    expect(s.current).toBe(2);
    const track = TRACKS[s.options.track];
    [2, 0, 1].forEach((seat, place) => expect(s.players[seat].grid).toBe(place + 1));
    expect(s.players[2].startMoney).toBe(track.grid[0].money);
    for (const p of s.players) {
      expect(total(p.active)).toBe(7);
      expect(total(p.used) + total(p.discard)).toBe(0);
      expect(total(p.bag) + total(p.active)).toBe(12);
    }
    expect(s.supply).toEqual(supply);
    expect(s.season!.offer).toHaveLength(3);
    expect(s.endTriggered).toBe(false);
    // The turns go in placement order: 2, 0, 1.
    const ends: number[] = [];
    for (let i = 0; i < 3; i++) {
      ends.push(s.current);
      s = mod.apply(s, s.current, { type: 'pit' });
    }
    expect(ends).toEqual([2, 0, 1]);
    expect(s.current).toBe(2);
    expect(s.round).toBe(2);
  });
});

describe('„Spielende und Sieger einer Rennsaison"', () => {
  it('most points wins; a tie goes to the better place in the last race', () => {
    const s = raceOver({ seats: 3, race: 2, finish: [0, 1, 2], held: ['A1', 'B1', 'C1'], offer: [] });
    // Three races with the same finish: 4+5+6 = 15, 9, 6.
    expect(s.phase).toBe('finished');
    expect(mod.outcome(s)).toMatchObject({ finished: true, scores: [15, 9, 6], ranks: [1, 2, 3] });
    // A tie at 11 points: seat 1 finished the last race before seat 0.
    s.season!.points = [
      [4, 3, 2],
      [5, 3, 2],
      [2, 5, 3],
    ];
    s.season!.places[2] = [1, 2, 0];
    expect(s.season!.points.reduce((a, r) => [a[0] + r[0], a[1] + r[1]], [0, 0])).toEqual([11, 11]);
    expect(seasonOrder(s)).toEqual([1, 0, 2]);
  });
  it("the news of a race's end: the place and the season points; at the season's end the championship", () => {
    let s = mod.setup(12, 3, mod.optionsSchema.parse({ season: '3', laps: 1, cardSet: 'randomAll' }));
    const seen: string[] = [];
    for (let seq = 0; seq < 6000 && s.phase !== 'finished'; seq++) {
      const seat = mod.toAct(s)[0];
      const after = mod.apply(s, seat, mod.robotMove(s, seat, new Prng(seedPrng(deriveSeed(12, seq)))));
      if (after.season!.places.length > s.season!.places.length) {
        const other = (seat + 1) % 3;
        const news = JSON.stringify(mod.news!({ before: s, after, seat, move: { type: 'stop' }, viewer: other }));
        seen.push(news);
        expect(news).toContain('automobiles.news.race');
        expect(news).toContain(`"points":${after.season!.points[after.season!.places.length - 1][other]}`);
      }
      s = after;
    }
    expect(seen).toHaveLength(3);
    expect(seen[2]).toMatch(/automobiles\.news\.season\.(won|place)/);
  });
  it('the robot plays a whole season of 3 races at 4 players to its end', () => {
    let s = mod.setup(12, 4, mod.optionsSchema.parse({ season: '3', laps: 1, cardSet: 'randomAll' }));
    for (let seq = 0; seq < 6000 && s.phase !== 'finished'; seq++) {
      const seat = mod.toAct(s)[0];
      s = mod.apply(s, seat, mod.robotMove(s, seat, new Prng(seedPrng(deriveSeed(12, seq)))));
    }
    expect(s.phase).toBe('finished');
    expect(s.season!.places).toHaveLength(3);
    expect(s.season!.sponsors.every((x) => x !== null)).toBe(true);
    const out = mod.outcome(s);
    expect(out.finished).toBe(true);
    expect(Math.max(...out.scores!)).toBe(out.scores![out.ranks!.indexOf(1)]);
  });
});
