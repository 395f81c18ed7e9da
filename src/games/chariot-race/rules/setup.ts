/** Rule "Spielaufbau" and the set-up of the variant "Alternative Streitwagen". */
import { noteRules } from '../../../engine/rules-version';
import { Prng, seedPrng } from '../../../engine/prng';
import { COLOURS } from '../data/boards';
import { TRACK_CHOICES, TrackChoice } from '../data/track-halves';
import { advance, freshChariot, trackOf } from './round';
import type { ChariotOptions, ChariotState } from './state';

export function normaliseOptions(o: Partial<ChariotOptions> | undefined): ChariotOptions {
  const track = (TRACK_CHOICES as readonly string[]).includes(String(o?.track)) ? (o!.track as TrackChoice) : 'AA';
  return { track, noDamageAfterFinish: !!o?.noDamageAfterFinish, alternativeChariots: !!o?.alternativeChariots };
}

/** Variant "Partien mit 2 und 3 Spielern": each player drives two chariots. */
export function chariotsPerSeat(seats: number): number {
  return seats <= 3 ? 2 : 1;
}

/**
 * Variant "Alternative Streitwagen", Spielaufbau 2: a random player picks first, then clockwise
 * (ascending seats, C-G13); with 2–3 players a second round anticlockwise, starting with the
 * player who picked last.
 */
export function draftOrder(seats: number, first: number): number[] {
  const round1 = Array.from({ length: seats }, (_, i) => (first + i) % seats);
  return chariotsPerSeat(seats) === 2 ? [...round1, ...round1.slice().reverse()] : round1;
}

/**
 * Spielaufbau 3: start positions are chosen in reverse order of the picks (the last picker first,
 * then anticlockwise); with 2–3 players first for the first chariots, then — beginning with the
 * player who placed his first chariot last — clockwise for the second ones. Chariot i is the i-th
 * pick.
 */
export function placeOrder(seats: number): number[] {
  const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + n - 1 - i);
  return chariotsPerSeat(seats) === 2 ? [...ids(0, seats), ...ids(seats, seats)] : ids(0, seats);
}

/**
 * Rules versions (docs/games/chariot-race/design.md, "Rules versions"): 2 charges a curve field passed
 * and then set back onto once („In die Kurve"), and ends the race with the round in which a chariot
 * completed its 2nd lap even if it broke up since („Spielende").
 */
export const RULES_VERSION = 3;

export function setup(seed: number, seats: number, options: ChariotOptions, rulesVersion: number = RULES_VERSION): ChariotState {
  if (!Number.isInteger(seats) || seats < 2 || seats > 6) throw new RangeError(`Chariot Race is played by 2 to 6 seats, not ${seats}.`);
  const opts = normaliseOptions(options);
  const prng = new Prng(seedPrng(seed));
  const state: ChariotState = {
    game: 'chariot-race',
    seats,
    options: opts,
    prng: prng.state,
    phase: 'race',
    chariots: [],
    queue: [],
    round: 1,
    moved: [],
    turn: null,
    turns: 0,
    caltrops: [],
    wrecks: [],
    trail: null,
    lastDice: [],
    winner: null,
  };
  noteRules(state, rulesVersion);
  if (opts.alternativeChariots) {
    state.phase = 'draft';
    state.queue = draftOrder(seats, prng.int(seats));
    state.prng = prng.state;
    return state;
  }
  // Colours by seat (the standard boards are all alike); with 2–3 players seat s drives
  // colours s and s + seats.
  const n = seats * chariotsPerSeat(seats);
  for (let i = 0; i < n; i++) state.chariots.push(freshChariot(COLOURS[i], i % seats, 'standard', rulesVersion));
  // "Lost die Startpositionen aus": chariots drawn at random onto start positions 1, 2, 3, ...
  const drawn = prng.shuffle(state.chariots.map((_, i) => i));
  const track = trackOf(state);
  drawn.forEach((ci, pos) => {
    state.chariots[ci].field = track.starts[pos];
    state.chariots[ci].lap = -1;
  });
  state.prng = prng.state;
  advance(state);
  return state;
}
