/** Rules "Spielvorbereitung" (Aufbau, Kartenverteilung) and the restart of "Wahl der Favoriten". */
import { noteRules, rulesOf } from '../../../engine/rules-version';
import { Prng, seedPrng } from '../../../engine/prng';
import { HAND_SIZE, Knonster, deckFor, sortCards } from '../data/race';
import type { RaceOptions, RaceState } from './state';

export function zeroSteps(): Record<Knonster, number> {
  return { rithle: 0, aristas: 0, celya: 0, elaari: 0 };
}

/**
 * Rules versions (docs/games/race/design.md, "Rules versions"): 1 drew the start player with the deal;
 * 2 draws him when play begins, after the favourites are chosen („Spielverlauf"); 3 plays with
 * the 60 race cards that, with the 16 star cards, make the 76 cards of yucata's components list
 * („Kartenverteilung"; data/race.ts, deckFor).
 */
export const RULES_VERSION = 3;

export function setup(seed: number, seats: number, options: RaceOptions, rulesVersion: number = RULES_VERSION): RaceState {
  if (!Number.isInteger(seats) || seats < 2 || seats > 4) throw new RangeError(`Race is played by 2 to 4 seats, not ${seats}.`);
  const state: RaceState = {
    game: 'race',
    seats,
    options: normaliseOptions(options),
    prng: seedPrng(seed),
    phase: 'favourites',
    restarts: 0,
    startPlayer: 0,
    current: 0,
    deck: [],
    hands: [],
    discard: [],
    positions: zeroSteps(),
    podium: [],
    choices: [],
    box: [],
    revealed: [],
    powersUsed: [],
    powerTurns: [],
    steps: [],
    endReason: null,
  };
  noteRules(state, rulesVersion);
  deal(state);
  return state;
}

/**
 * Deals a fresh game into `state` (mutating it): the Knonster on the start field (rule "Aufbau"),
 * the shuffled deck, 16/14/12 cards per player (rule "Kartenverteilung"), four star cards each
 * (held until the choice). Under rules version 1 also the start player, drawn by lot; from
 * version 2 he is drawn when play begins (drawStartPlayer), as „Spielverlauf" says: „Ein
 * Startspieler wird ausgelost. Nun spielt, beginnend mit dem Startspieler …" — until then
 * nobody knows who starts (-1). Used at set-up and for the restart when everybody chose the
 * same favourites.
 */
export function deal(state: RaceState): void {
  const prng = new Prng(state.prng);
  // „Kartenverteilung": the deck of the game's rules version (68 cards up to 2, 60 from 3).
  const deck = prng.shuffle(deckFor(rulesOf(state)));
  const n = HAND_SIZE[state.seats];
  state.hands = [];
  for (let s = 0; s < state.seats; s++) state.hands.push(sortCards(deck.splice(0, n)));
  state.deck = deck;
  state.startPlayer = rulesOf(state) >= 2 ? -1 : prng.int(state.seats);
  state.current = state.startPlayer;
  state.prng = prng.state;
  state.phase = 'favourites';
  state.discard = [];
  state.positions = zeroSteps();
  state.podium = [];
  state.choices = Array.from({ length: state.seats }, () => null);
  state.box = Array.from({ length: state.seats }, () => []);
  state.revealed = Array.from({ length: state.seats }, () => []);
  state.powersUsed = [];
  state.powerTurns = [];
  state.steps = Array.from({ length: state.seats }, () => zeroSteps());
  state.endReason = null;
}

/** Options as stored (both flags always present). */
export function normaliseOptions(o: Partial<RaceOptions> | undefined): RaceOptions {
  return { siegwette: !!o?.siegwette, superkraefte: !!o?.superkraefte };
}

/**
 * Rule „Spielverlauf" (rules version 2): once every favourite is chosen and play begins, the
 * start player is drawn by lot (mutating `state`).
 */
export function drawStartPlayer(state: RaceState): void {
  const prng = new Prng(state.prng);
  state.startPlayer = prng.int(state.seats);
  state.current = state.startPlayer;
  state.prng = prng.state;
}
