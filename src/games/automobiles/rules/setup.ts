/** Rule "Spielvorbereitung": cards, start player, cars on the grid, lap marker, start bags, the opening purchase. */
import { noteRules } from '../../../engine/rules-version';
import { Prng, seedPrng } from '../../../engine/prng';
import { ACTION_ORDER, CardId, cardsOfColour, card, poolOf, setCards, type SetId } from '../data/cards';
import { START_BAG, SUPPLY } from '../data/dice';
import { geometry } from './geometry';
import { onGrid } from './grid';
import { TRACKS } from '../data/tracks';
import { startSeason } from './season';
import { freshTurn } from './state';
import { startDraft } from './drivers';
import type { AutoOptions, AutoState, PlayerState } from './state';

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;

export function normaliseOptions(o: Partial<AutoOptions> | undefined): AutoOptions {
  const out: AutoOptions = {
    cardSet: o?.cardSet ?? 'random',
    track: o?.track ?? 'daytona',
    laps: o?.laps ?? 3,
    einfaedeln: !!o?.einfaedeln,
    beschleunigt: !!o?.beschleunigt,
  };
  // The expansion's modules are named only when chosen (a base game's state stays as it was).
  // „Eine Rennsaison muss mit Fahrern gespielt werden."
  if (o?.drivers || o?.season) out.drivers = true;
  if (o?.season) {
    out.season = o.season;
    for (const k of ['track2', 'track3', 'track4', 'track5'] as const) if (o[k] && Number(k.slice(5)) <= o.season) out[k] = o[k];
  }
  return out;
}

/**
 * "wählt dann von jeder Farbe zufällig eine aus" — or the cards of a suggested set („Anhang —
 * Vorgeschlagene Kartensets“; its names mean the effects of the rules version: data/cards.ts,
 * cardNamed), in the order yellow, purple, red, green, blue.
 */
export function chooseCards(options: AutoOptions, prng: Prng, rules: number): CardId[] {
  const pool = poolOf(options.cardSet);
  if (pool === null) {
    const set = setCards(options.cardSet as SetId, rules);
    return ACTION_ORDER.map((colour) => set.find((id) => card(id).colour === colour)!);
  }
  return ACTION_ORDER.map((colour) => prng.pick(cardsOfColour(colour, pool)).id);
}

/**
 * Rules versions (docs/games/automobiles/design.md, "Rules versions"): 2 requires the opening purchase
 * to buy at least one die („Spielvorbereitung": „einen oder mehrere Würfel"); 3 names the green
 * effects G3 and G4 the other way round (Turbo = G4, Nitro = G3), as the descriptions of the
 * suggested sets ask („Vorgeschlagene Kartensets": „Für Experten … sehr interaktiv").
 */
export const RULES_VERSION = 3;

export function setup(seed: number, seats: number, input: AutoOptions, rulesVersion: number = RULES_VERSION): AutoState {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    throw new RangeError(`Automobiles is played by 2 to 5 seats, not ${seats}.`);
  }
  const options = normaliseOptions(input);
  const track = TRACKS[options.track];
  geometry(options.track); // validates the track data
  const prng = new Prng(seedPrng(seed));
  const cards = chooseCards(options, prng, rulesVersion);
  // "Wählt einen zufälligen Startspieler".
  const startPlayer = prng.int(seats);
  const supply = SUPPLY.slice();
  const players: PlayerState[] = [];
  for (let s = 0; s < seats; s++) {
    const bag = START_BAG.slice();
    for (let c = 0; c < bag.length; c++) supply[c] -= bag[c];
    const p: PlayerState = { seg: 0, laps: 0, bag, active: bag.map(() => 0), used: bag.map(() => 0), discard: bag.map(() => 0), owedDraws: 0, startMoney: 0, grid: 0 };
    onGrid(track, p, (s - startPlayer + seats) % seats);
    players.push(p);
  }
  const turn = freshTurn();
  turn.stage = 'buy';
  turn.money = players[startPlayer].startMoney;
  const state: AutoState = {
    game: 'automobiles',
    seats,
    options,
    prng: prng.state,
    cards,
    supply,
    startPlayer,
    current: startPlayer,
    phase: 'opening',
    round: 0,
    players,
    turn,
    endTriggered: false,
    answering: [],
  };
  // „Aufbau mit Fahrer": after the turn order is fixed, the drivers are drafted.
  if (options.drivers) startDraft(state, prng);
  // Tucson: P1 is a field of its own for the start player until he leaves it (hold.ts).
  if (track.grid[0].ownField) state.p1Hold = true;
  // „Aufbau einer Rennsaison": the tracks and the sponsors.
  if (options.season) startSeason(state, prng);
  state.prng = prng.state;
  return noteRules(state, rulesVersion);
}
