/**
 * Hidden information never leaks from a Formula 90 view: a seat's view must be the same for every
 * state that differs only in what that seat may not know — the other hands, the order and content
 * of the draw pile, the other seats' secret qualifying cards and face-down battle cards, another
 * player's LUCKY pair and the PRNG („AUFSTELLUNG", „QUALIFYING", „POSITIONSKAMPF", „LUCKY").
 * Races are played with random legal moves through the rules.
 */
import assert from 'node:assert/strict';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { type F90Options, type F90State } from '../../../src/games/formula-90/rules/state';
import { eventsFor, view, type F90View } from '../../../src/games/formula-90/view/view';
import { OPTIONS, playRace } from './random-race';
import { twin } from './twin';

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Equal as JSON (states are copied with structuredClone, whose objects come from another realm under jest). */
function same(a: unknown, b: unknown, what?: string): void {
  assert.strictEqual(JSON.stringify(a), JSON.stringify(b), what);
}

/**
 * What a viewer must never find in his view, checked directly (node's assert: thousands of views,
 * and jest's expect is slow per call).
 */
function checkSecrets(s: F90State, v: number | null, w: F90View): void {
  const json = JSON.stringify(w);
  assert.ok(!/"prng"/.test(json), 'prng in the view');
  for (const n of s.prng) assert.ok(!json.includes(String(n)), 'a PRNG number in the view');
  if (s.deck.length >= 3) assert.ok(!json.includes(JSON.stringify(s.deck).slice(1, -1)), 'the deck order in the view');
  same(w.deck, { count: s.deck.length });
  same(w.hand, v === null ? null : sorted(s.players[v].hand));
  for (const p of w.players) {
    const real = s.players[p.seat];
    assert.strictEqual(p.handCount, real.hand.length);
    same(p.hand, p.seat === v ? sorted(real.hand) : null, `hand of seat ${p.seat} seen by ${v}`);
    assert.strictEqual(p.qualiCard, p.seat === v ? real.qualiCard : null, `qualifying card of seat ${p.seat} seen by ${v}`);
  }
  if (w.battle) {
    for (const b of w.battle.bids) {
      const seat = s.cars.find((c) => c.id === b.car)!.seat;
      assert.strictEqual(b.n, s.battle!.bids[b.car].length);
      same(b.cards, seat === v ? s.battle!.bids[b.car] : null, `battle cards of ${b.car} seen by ${v}`);
    }
  }
  if (w.turn) same(w.turn.drawn, w.turn.seat === v ? s.turn!.drawn : null, `LUCKY pair seen by ${v}`);
  s.events.forEach((e, i) => {
    const seen = w.events[i];
    const own = 'car' in e && s.cars.find((c) => c.id === e.car)?.seat === v;
    if (e.k === 'draw' && seen.k === 'draw') same(seen.cards, e.open || own ? e.cards : null, `drawn cards seen by ${v}`);
    if (e.k === 'refill' && seen.k === 'refill') same(seen.drawn, own ? e.drawn : null, `pit-stop cards seen by ${v}`);
    if (e.k === 'keep' && seen.k === 'keep') assert.strictEqual(seen.kept, own ? e.kept : null, `kept card seen by ${v}`);
  });
}

const RACES: { seats: number; options: F90Options }[] = [
  { seats: 2, options: OPTIONS },
  { seats: 3, options: { ...OPTIONS, track: 'hungaroring' } },
  { seats: 4, options: OPTIONS },
  { seats: 5, options: { ...OPTIONS, short: true, reentry: true } },
  { seats: 6, options: { ...OPTIONS, track: 'hungaroring' } },
  { seats: 3, options: { ...OPTIONS, junior: true } },
];

describe('Formula 90 view: no hidden information', () => {
  it.each(RACES.map((r, i) => [i, r.seats, r.options] as const))('race %i (%i seats): every view is blind to what its viewer may not know', (i, seats, options) => {
    const rnd = new Prng(seedPrng(4200 + i));
    let views = 0;
    const seen = { battle: 0, lucky: 0, quali: 0, redacted: 0 };
    for (let g = 0; g < 2; g++) {
      playRace(100 * i + g, seats, options, (s) => {
        for (const v of [...Array.from({ length: seats }, (_, k) => k), null]) {
          const w = view(s, v);
          checkSecrets(s, v, w);
          assert.strictEqual(JSON.stringify(view(twin(s, v, rnd), v)), JSON.stringify(w), `the view of ${v} depends on a hidden fact`);
          views++;
        }
        if (s.battle && Object.keys(s.battle.bids).length > 0) seen.battle++;
        if (s.turn?.step === 'keep') seen.lucky++;
        if (s.phase === 'qualifying' && s.players.some((p) => p.qualiCard !== null)) seen.quali++;
        if (s.events.some((e) => (e.k === 'draw' && !e.open) || e.k === 'refill' || e.k === 'keep')) seen.redacted++;
      });
    }
    expect(views).toBeGreaterThan(300);
    expect(seen.quali).toBeGreaterThan(0);
    expect(seen.redacted).toBeGreaterThan(0);
    if (!options.junior) expect(seen.battle + seen.lucky).toBeGreaterThan(0);
  });
});

/** The first state of a random race that satisfies `pred`. */
function find(pred: (s: F90State) => boolean, seats = 4, options = OPTIONS): F90State {
  for (let seed = 1; seed < 60; seed++) {
    let hit: F90State | null = null;
    playRace(seed, seats, options, (s) => {
      if (!hit && pred(s)) hit = s;
    });
    if (hit) return hit;
  }
  throw new Error('no such state');
}

describe('Formula 90 view: what is shown when', () => {
  it('QUALIFYING: that a player has chosen is seen, his card only by himself until the grid forms', () => {
    const s = find((x) => x.phase === 'qualifying' && x.players.filter((p) => p.qualiCard !== null).length === 1);
    const chooser = s.players.find((p) => p.qualiCard !== null)!;
    const other = s.players.find((p) => p.qualiCard === null)!;
    expect(view(s, chooser.seat).players[chooser.seat]).toMatchObject({ qualified: true, qualiCard: chooser.qualiCard });
    expect(view(s, other.seat).players[chooser.seat]).toMatchObject({ qualified: true, qualiCard: null, target: null });
    expect(view(s, other.seat).players[other.seat].qualified).toBe(false);
    expect(view(s, null).toAct).toEqual(s.players.filter((p) => p.qualiCard === null).map((p) => p.seat));
    const after = find((x) => x.phase === 'strategy');
    for (const p of view(after, null).players) expect(p.target).toBe(after.players[p.seat].target);
    expect(view(after, null).cars.every((c) => c.quali !== null)).toBe(true);
  });

  it('ERSATZRENNWAGEN: the decisions once made are public', () => {
    const s = find((x) => x.phase === 'mulligan' && x.players.some((p) => p.mulligan !== null));
    for (const p of view(s, null).players) expect(p.mulligan).toBe(s.players[p.seat].mulligan);
  });

  it('POSITIONSKAMPF: the number of face-down cards is seen, the cards by their owner only; after the reveal they lie face up', () => {
    const s = find((x) => !!x.battle && x.players.some((p) => (x.battle!.bids[p.car] ?? []).length > 0));
    const bidder = s.players.find((p) => (s.battle!.bids[p.car] ?? []).length > 0)!;
    const n = s.battle!.bids[bidder.car].length;
    const other = (bidder.seat + 1) % s.seats;
    const theirs = view(s, other);
    expect(theirs.battle!.bids.find((b) => b.car === bidder.car)).toEqual({ car: bidder.car, n, cards: null });
    expect(theirs.players[bidder.seat].frozenHidden).toBe(n);
    for (const x of s.battle!.bids[bidder.car]) expect(theirs.players[bidder.seat].frozen).not.toContain(x);
    const own = view(s, bidder.seat);
    expect(own.battle!.bids.find((b) => b.car === bidder.car)!.cards).toEqual(s.battle!.bids[bidder.car]);
    expect(view(s, other, true).battle!.bids.find((b) => b.car === bidder.car)!.cards).toEqual(s.battle!.bids[bidder.car]);

    const resolved = find((x) => !x.battle && x.players.some((p) => p.frozen.length > 0));
    const holder = resolved.players.find((p) => p.frozen.length > 0)!;
    const seen = view(resolved, null).players[holder.seat];
    expect(seen.frozen).toEqual(holder.frozen);
    expect(seen.frozenHidden).toBe(0);
  });

  it('LUCKY: the two drawn cards are the drawer’s own; the card laid away is public, the kept one is not', () => {
    const s = find((x) => x.turn?.step === 'keep');
    const t = s.turn!;
    expect(view(s, t.seat).turn).toMatchObject({ drawnCount: 2, drawn: t.drawn });
    const other = (t.seat + 1) % s.seats;
    expect(view(s, other).turn).toMatchObject({ drawnCount: 2, drawn: null });
    expect(view(s, null).turn!.drawn).toBeNull();

    const kept = find((x) => x.events.some((e) => e.k === 'keep'));
    const e = kept.events.find((x) => x.k === 'keep')!;
    if (e.k !== 'keep') throw new Error('keep');
    const seat = kept.cars.find((c) => c.id === e.car)!.seat!;
    const lucky = eventsFor(kept.events, kept, (seat + 1) % kept.seats).find((x) => x.k === 'keep');
    expect(lucky).toEqual({ k: 'keep', car: e.car, kept: null, discarded: e.discarded });
    expect(eventsFor(kept.events, kept, seat).find((x) => x.k === 'keep')).toEqual(e);
    const draw = eventsFor(kept.events, kept, null).find((x) => x.k === 'draw');
    if (draw) expect(draw).toMatchObject({ cards: null, n: 2 });
  });

  it('a spectator sees no hand; a replay (reveal) sees every hand but never the PRNG or the draw pile’s order', () => {
    const s = find((x) => x.phase === 'race' && x.box > 2);
    const spectator = view(s, null);
    expect(spectator.hand).toBeNull();
    expect(spectator.players.every((p) => p.hand === null)).toBe(true);
    const replay = view(s, null, true);
    for (const p of replay.players) expect(p.hand).toEqual(sorted(s.players[p.seat].hand));
    const json = JSON.stringify(replay);
    expect(json).not.toMatch(/"prng"/);
    expect(replay.deck).toEqual({ count: s.deck.length });
  });

  it('the board’s facts: sections, queue places, laps down, the discard pile, the cup', () => {
    const s = find((x) => x.phase === 'race' && x.box > 8 && x.cars.some((c) => c.status === 'racing'));
    const w = view(s, 0);
    const n = s.queue.length;
    for (const c of w.cars) {
      const real = s.cars.find((x) => x.id === c.id)!;
      if (c.status === 'out') {
        expect(c.section).toBeNull();
        continue;
      }
      expect(c.section).toBe(((real.pos % n) + n) % n);
      expect(s.queue[c.section!][c.place!]).toBe(c.id);
      expect(c.lapsDown).toBeGreaterThanOrEqual(0);
    }
    expect(w.queue).toEqual(s.queue);
    expect(w.discard).toEqual({ count: s.discard.length, top: s.discard[s.discard.length - 1] ?? null });
    expect(w.cup).toEqual(s.cup);
    expect(w.order[0]).toBe(w.lead);
    expect(w.outcome).toBeNull();
  });

  it('the finished race carries its outcome in every view', () => {
    const end = playRace(7, 3, OPTIONS, () => undefined);
    expect(end.phase).toBe('over');
    const w = view(end, 1);
    expect(w.outcome).not.toBeNull();
    expect(w.outcome!.ranks.slice().sort()).toEqual([1, 2, 3]);
    expect(w.toAct).toEqual([]);
  });
});
