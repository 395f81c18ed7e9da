/**
 * A Race position built from a few facts — for the rule book's worked examples (examples.ts) and
 * the rules page's pictures (guide/pictures.ts). The state satisfies every invariant of the game
 * (rules/invariants.ts): all cards of the deck are in the draw pile, the hands or the played pile; the
 * steps of the players add up to each Knonster's space; the seats play in turn.
 */
import { rulesOf } from '../../../engine/rules-version';
import { CardKind, KNONSTER, Knonster, deckFor, FINISHED, sortCards, sortKnonster } from './race';
import { setup, zeroSteps } from '../rules/setup';
import type { Choice, RaceOptions, RaceState } from '../rules/state';

export interface PositionSpec {
  seats: number;
  options?: Partial<RaceOptions>;
  seed?: number;
  /** Spaces of the Knonster on the track (default: the start). */
  positions?: Partial<Record<Knonster, number>>;
  /** Knonster already on the podium, in finishing order. */
  podium?: Knonster[];
  /** Cards of some hands (the rest of a hand of `handSize` comes from the shuffled deck). */
  hands?: (CardKind[] | undefined)[];
  /** Cards per hand (default 5, the fewest a hand holds during play). */
  handSize?: number;
  /** Each seat's favourites (and bet, with the „Siegwette"). */
  choices: (Choice | [Knonster, Knonster])[];
  /** How many cards have been played (default: about one per 6 spaces run). */
  played?: number;
  /** The top of the draw pile, in order. */
  deckTop?: CardKind[];
  /** The draw pile holds only this many cards (the rest counts as played). */
  deckSize?: number;
  /** The seat on turn (default 0). */
  current?: number;
  /** Superpowers used, each by a seat (variant „Superkräfte"). */
  powersUsed?: { seat: number; knonster: Knonster }[];
  /** The steps each seat moved each Knonster (default: spread evenly over the seats). */
  steps?: Partial<Record<Knonster, number>>[];
}

function take(pool: CardKind[], cards: readonly CardKind[]): void {
  for (const c of cards) {
    const i = pool.indexOf(c);
    if (i < 0) throw new Error(`position: no card ${c} left`);
    pool.splice(i, 1);
  }
}

/** A position of the play phase (see PositionSpec). */
export function positionWith(spec: PositionSpec): RaceState {
  const seats = spec.seats;
  const options: RaceOptions = { siegwette: false, superkraefte: false, ...spec.options };
  const s = setup(spec.seed ?? 1, seats, options);
  // the shuffled deck of the game's rules version
  const pool = [...s.hands.flat(), ...s.deck];
  if (pool.length !== deckFor(rulesOf(s)).length) throw new Error('position: the deck');
  const size = spec.handSize ?? 5;
  const given = Array.from({ length: seats }, (_, i) => spec.hands?.[i] ?? []);
  for (const h of given) take(pool, h);
  take(pool, spec.deckTop ?? []);
  s.hands = given.map((h) => sortCards([...h, ...pool.splice(0, Math.max(0, size - h.length))]));

  s.positions = zeroSteps();
  for (const k of KNONSTER) s.positions[k] = spec.positions?.[k] ?? 0;
  s.podium = [...(spec.podium ?? [])];
  for (const k of s.podium) s.positions[k] = FINISHED;
  const run = KNONSTER.reduce((a, k) => a + s.positions[k], 0);
  const played = spec.deckSize !== undefined ? pool.length + (spec.deckTop?.length ?? 0) - spec.deckSize : (spec.played ?? Math.round(run / 6));
  if (played < 0 || played > pool.length) throw new Error('position: the played cards');
  s.discard = pool.splice(0, played);
  s.deck = [...(spec.deckTop ?? []), ...pool];

  s.choices = spec.choices.map((c) => {
    const favourites = sortKnonster(Array.isArray(c) ? [c[0], c[1]] : [...c.favourites]) as [Knonster, Knonster];
    return { favourites, bet: options.siegwette ? (Array.isArray(c) ? c[0] : c.bet) : null };
  });
  s.box = s.choices.map((c) => KNONSTER.filter((k) => !c!.favourites.includes(k)));
  s.steps = Array.from({ length: seats }, (_, seat) => {
    const own = zeroSteps();
    for (const k of KNONSTER) {
      const given = spec.steps?.[seat]?.[k];
      own[k] = spec.steps ? (given ?? 0) : Math.floor(s.positions[k] / seats) + (seat < s.positions[k] % seats ? 1 : 0);
    }
    return own;
  });

  s.phase = 'play';
  s.current = spec.current ?? 0;
  // the seats play in turn: the i-th played card was the seat (startPlayer + i) % seats
  s.startPlayer = (((s.current - s.discard.length) % seats) + seats) % seats;
  s.revealed = Array.from({ length: seats }, () => []);
  s.powersUsed = [];
  s.powerTurns = [];
  // each power was used with the latest card its seat played (and no card carried two)
  const uses = (spec.powersUsed ?? []).map((p) => {
    let turn = -1;
    for (let i = s.discard.length - 1; i >= 0 && turn < 0; i--) if ((s.startPlayer + i) % seats === p.seat && !s.powerTurns.includes(i)) turn = i;
    if (turn < 0) throw new Error('position: no played card for a power');
    s.powerTurns.push(turn);
    return { ...p, turn };
  });
  uses.sort((a, b) => a.turn - b.turn);
  s.powerTurns = uses.map((u) => u.turn);
  s.powersUsed = uses.map((u) => u.knonster);
  for (const u of uses) s.revealed[u.seat].push(u.knonster);
  return s;
}
