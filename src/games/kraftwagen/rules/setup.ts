/** Rule text "3.0 Spielaufbau" (and "8.0" for two players, "Sonderplättchen" for the variant). */
import { Prng, seedPrng } from '../../../engine/prng';
import { noteRules } from '../../../engine/rules-version';
import { firstEmpty, hireOne, WORKERS } from './player';
import { workerEntry } from './action-chain';
import { AWARD_IDS } from '../data/awards';
import { BUYERS_PER_PREF } from '../data/buyers';
import { NEUTRAL_FIELDS } from '../data/grand-prix';
import { RESEARCH_CARDS } from '../data/research';
import { specialIdsOfRound } from '../data/special';
import { START_IDS, START_TILES, StartId } from '../data/start-tiles';
import { intoWorkshop } from './tasks';
import { refillOpen } from './research';
import { drawSpecial, prepareRound } from './scoring';
import { freshTurn, KwOptions, KwState, PlayerState } from './state';
import { lastSeat } from './action-chain';

function newPlayer(): PlayerState {
  // 4 workers in the canteen, one on the action track, one as lap counter.
  return { canteen: 4, supply: WORKERS - 6, workshops: [null, null, null], gpEngine: 0, car: null, devs: [], engineers: [], markers: [], tiles: [], startTile: null };
}

/**
 * The rules version of new games (docs/games/kraftwagen/design.md, "Rules versions"). Version 2: a special
 * tile carries out its action and its bonus („Sonderplättchen"); the Grand Prix track has 8 fields
 * („Wertung des Grand-Prix-Rennens"). Version 3: the track has 6 fields (the same heading).
 */
export const RULES_VERSION = 3;

export function setup(seed: number, seats: number, options: KwOptions, rulesVersion: number = RULES_VERSION): KwState {
  if (seats < 2 || seats > 4) throw new RangeError('Kraftwagen is for 2 to 4 players');
  const prng = new Prng(seedPrng(seed));
  const ones = prng.shuffle(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
  const twos = prng.shuffle(['T7', 'T8', 'T9']);
  const workers = prng.shuffle(Array.from({ length: seats }, (_, i) => workerEntry(i)));
  const deck = prng.shuffle(RESEARCH_CARDS.map((_, i) => i));
  const specialStacks = options.special ? [1, 2, 3].map((r) => prng.shuffle(specialIdsOfRound(r))) : [[], [], []];
  const startOffer: StartId[] = seats === 2 ? prng.shuffle(START_IDS).slice(0, 2).sort() : START_IDS.slice();
  const s: KwState = {
    seats,
    options,
    prng: prng.state,
    phase: 'start',
    round: 1,
    chain: [...ones, ...twos, 'T10', ...workers],
    startOffer,
    // Start tiles in reverse order: first the worker right behind the last tile, the start player last.
    startOrder: workers.map((w) => Number(w.slice(1))),
    deck,
    open: [],
    discard: [],
    buyers: [],
    stacks: { body: BUYERS_PER_PREF, engine: BUYERS_PER_PREF, prestige: BUYERS_PER_PREF, price: BUYERS_PER_PREF },
    stackBonus: { body: [], engine: [], prestige: [], price: [] },
    marker: 0,
    prices: [],
    market: [],
    neutral: seats === 2 ? NEUTRAL_FIELDS.slice() : [],
    awards: AWARD_IDS.slice(),
    specialStacks,
    specialUsed: [[], [], []],
    players: Array.from({ length: seats }, newPlayer),
    current: 0,
    turn: freshTurn(),
    endTriggered: false,
    partsOut: 0,
    lastScore: null,
  };
  noteRules(s, rulesVersion);
  refillOpen(s);
  if (options.special) s.chain.splice(10, 0, drawSpecial(s, 1));
  prepareRound(s);
  s.current = s.startOrder[0];
  autoStart(s);
  return s;
}

/** Carries out a start tile ("Spezielle Startplättchen"); the back (1 body, 1 engine research) is the base level. */
export function takeStartTile(s: KwState, seat: number, id: StartId): void {
  const p = s.players[seat];
  const t = START_TILES[id];
  p.startTile = id;
  s.startOffer = s.startOffer.filter((x) => x !== id);
  s.startOrder.shift();
  for (let i = 0; i < t.workers; i++) hireOne(s, seat);
  if (t.body) intoWorkshop(s, seat, firstEmpty(p), { k: 'body', v: 1 });
  if (t.engine) intoWorkshop(s, seat, firstEmpty(p), { k: 'engine', v: 1 });
  if (t.gpField2) p.car = { lap: 0, field: 2 };
  if (t.gpEngine2) {
    p.gpEngine = 2;
    s.partsOut++;
  }
  autoStart(s);
}

/** The last chooser takes the last tile without a choice; then the start player begins. */
export function autoStart(s: KwState): void {
  if (s.startOrder.length === 1 && s.startOffer.length === 1) {
    takeStartTile(s, s.startOrder[0], s.startOffer[0]);
    return;
  }
  if (s.startOrder.length === 0) {
    s.phase = 'turns';
    s.current = lastSeat(s.chain);
    s.turn = freshTurn();
  } else s.current = s.startOrder[0];
}
