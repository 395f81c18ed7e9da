/**
 * Imagined games (Monte Carlo playouts). The robot does not know the others' hands, the order of
 * the draw pile or the others' favourites, so it imagines "worlds": the cards it has not seen
 * (the deck minus its hand and the played cards — card counting) dealt at random to the other
 * hands and the pile, and the others' favourites drawn from its belief (knowledge.ts). Everything
 * is drawn from the robot's own random source; the state's hidden parts are never read.
 *
 * In a world the race is played to its end, card by card, by the rules of the race
 * (simulate.ts): the robot plays its own hand greedily (the card that pushes its favourites most
 * and the others least — `weights`); the others mostly play greedily for their imagined
 * favourites, otherwise a random card of theirs (one that moves a Knonster if they have one):
 * OthersModel. The end is scored with the rules' scoring („Wertung").
 */
import { BET_BONUS, PLACE_POINTS, deckFor, KNONSTER } from '../data/race';
import { Prng, seedPrng, shuffleWith } from '../../../engine/prng';
import type { RandomSource } from '../../../engine/contract';
import type { RaceView } from '../view/view';
import { CARD_COUNT, Effects, SimTrack, advance, cardCode } from './simulate';
import { PARAMS } from './params';

// A module copy: the hot loops call it often (a global look-up is slow in some sandboxes).
const { min } = Math;

/** One seat's favourites as Knonster indices, and its bet (-1 without "Siegwette"). */
export interface SimChoice {
  a: number;
  b: number;
  bet: number;
}

/** One imagined world: hidden hands and pile, the others' choices, and its own random numbers. */
export interface World {
  hands: number[][];
  deck: number[];
  choices: SimChoice[];
  seed: number;
}

/** The state of an imagined game at some moment. */
export interface Moment {
  track: SimTrack;
  hands: number[][];
  deck: number[];
  /** Next card of `deck` to draw. */
  top: number;
  /** Seat on turn. */
  turn: number;
}

/** A small fast random number generator for one playout (seeded from the robot's random source). */
export class FastRandom {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  /** Uniform integer in [0, n). */
  int(n: number): number {
    // xorshift32
    let x = this.s;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.s = x >>> 0;
    return ((this.s / 0x100000000) * n) | 0;
  }
}

/** The cards the robot has not seen (card counting): the deck of the game minus its hand and the played cards. */
export function unseenCards(view: RaceView): number[] {
  const hand = view.hand ?? [];
  const inPlay = hand.length + view.played.length + view.deckCount + view.players.reduce((n, p) => n + (p.seat === view.viewer ? 0 : p.handCount), 0);
  // The rules version is not in the view; the number of race cards tells the deck (60 from version 3, 68 before).
  const counts = new Array<number>(CARD_COUNT).fill(0);
  for (const c of deckFor(inPlay <= 60 ? 3 : 1)) counts[cardCode(c)]++;
  for (const c of hand) counts[cardCode(c)]--;
  for (const p of view.played) counts[cardCode(p.card)]--;
  const out: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) for (let i = 0; i < counts[c]; i++) out.push(c);
  return out;
}

/** Deals the unseen cards at random into the other hands and the pile. */
export function dealWorld(view: RaceView, unseen: readonly number[], random: RandomSource): { hands: number[][]; deck: number[] } {
  const pool = shuffleWith(random, unseen);
  const hands = view.players.map((p) => (p.seat === view.viewer ? [] : pool.splice(0, p.handCount)));
  return { hands, deck: pool };
}

/** Scores of an ended race („Wertung": 48 / 24 / 12 shared by the backers, the bet +15). */
export function simScores(podium: readonly number[], choices: readonly SimChoice[]): number[] {
  const scores = choices.map(() => 0);
  const points = PLACE_POINTS;
  const bonus = BET_BONUS;
  for (let place = 0; place < podium.length && place < 3; place++) {
    const k = podium[place];
    let backers = 0;
    for (const c of choices) if (c.a === k || c.b === k) backers++;
    if (backers === 0) continue;
    const share = points[place] / backers;
    for (let s = 0; s < choices.length; s++) if (choices[s].a === k || choices[s].b === k) scores[s] += share;
  }
  if (podium.length > 0) for (let s = 0; s < choices.length; s++) if (choices[s].bet === podium[0]) scores[s] += bonus;
  return scores;
}

/** What an end is worth to `seat`: the share of the others it beats (a tie half), plus a little for the margin. */
export function resultValue(scores: readonly number[], seat: number): number {
  const mine = scores[seat];
  let beaten = 0;
  let margin = 0;
  for (let s = 0; s < scores.length; s++) {
    if (s === seat) continue;
    beaten += mine > scores[s] ? 1 : mine === scores[s] ? 0.5 : 0;
    margin += (mine - scores[s]) / 99;
  }
  return (beaten + PARAMS.marginWeight * margin) / (scores.length - 1);
}

/**
 * The robot's greedy card in an imagined game: the card whose move is worth most by `weights`
 * (per Knonster: + for its favourites, − for those the others probably back); among equal moves
 * it gives away the card it would least like to keep.
 */
export function greedyCard(track: SimTrack, fx: Effects, hand: readonly number[], weights: readonly number[]): number {
  let best = 0;
  let bestValue = -1e9;
  const keep = PARAMS.keepWeight;
  const worth = PARAMS.cardWorth;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    if (i > 0 && card === hand[i - 1]) continue;
    const eff = fx.of(card);
    let v = 0;
    if (eff >= 0) {
      const k = (eff / 100) | 0;
      const steps = min(eff % 100, 61 - track.pos[k]);
      v = weights[k] * steps;
    }
    if (card < 16) v -= keep * weights[card >> 2] * worth[card & 3];
    if (v > bestValue) {
      bestValue = v;
      best = i;
    }
  }
  return best;
}

/**
 * How the others play in imagined games (issue 33): in `greedyPercent` of their turns the greedy
 * card for their imagined favourites (`weights` per seat), otherwise a random moving card. Without
 * it (the robot before issue 33) they always play a random moving card — which made the robot
 * expect the others' favourites to come on more slowly than they do.
 */
export interface OthersModel {
  weights: number[][];
  greedyPercent: number;
}

/** Weights of a seat that backs `c`, for its greedy play: its favourites +1, the others `against`. */
export function choiceWeights(c: SimChoice, against: number): number[] {
  return [0, 1, 2, 3].map((k) => (k === c.a || k === c.b ? 1 : against));
}

/** Another player's card in an imagined game: a random one that moves a Knonster, if there is one. */
function randomCard(fx: Effects, hand: readonly number[], rnd: FastRandom): number {
  let moving = 0;
  for (const c of hand) if (fx.of(c) >= 0) moving++;
  if (moving === 0) return rnd.int(hand.length);
  let n = rnd.int(moving);
  for (let i = 0; i < hand.length; i++) if (fx.of(hand[i]) >= 0 && n-- === 0) return i;
  return 0;
}

/**
 * Plays an imagined game from `m` (mutating it) to its end and returns the podium: rule „Spielverlauf"
 * (play a card, draw below 5 cards) and „Ende des Spiels" (the third Knonster, or an empty pile).
 * `drawFirst`: the seat before `m.turn` has played but not drawn yet.
 */
export function playOut(m: Moment, seats: number, me: number, weights: readonly number[], rnd: FastRandom, drawFirst: boolean, others?: OthersModel): number[] {
  const t = m.track;
  const fx = new Effects(t);
  let drawing = drawFirst;
  for (let guard = 0; guard < 200; guard++) {
    if (t.podium.length >= 3) break;
    if (drawing) {
      const prev = (m.turn + seats - 1) % seats;
      if (m.hands[prev].length < 5) {
        if (m.top >= m.deck.length) break;
        m.hands[prev].push(m.deck[m.top++]);
        m.hands[prev].sort((x, y) => x - y);
      }
    }
    const hand = m.hands[m.turn];
    if (hand.length === 0) break;
    fx.prepare();
    const i =
      m.turn === me
        ? greedyCard(t, fx, hand, weights)
        : others && rnd.int(100) < others.greedyPercent
          ? greedyCard(t, fx, hand, others.weights[m.turn])
          : randomCard(fx, hand, rnd);
    const card = hand[i];
    hand.splice(i, 1);
    const eff = fx.of(card);
    if (eff >= 0) advance(t, (eff / 100) | 0, eff % 100);
    m.turn = (m.turn + 1) % seats;
    drawing = true;
  }
  return t.podium;
}

/** The robot's own random source turned into seeds for the worlds (so every move meets the same worlds). */
export function worldSeed(random: RandomSource): number {
  return random.int(0x40000000) * 4 + 1;
}

/** A PRNG for dealing, from the robot's random source (the engine's generator, deterministic). */
export function dealingRandom(random: RandomSource): RandomSource {
  return new Prng(seedPrng(random.int(0x40000000)));
}

export const KNONSTER_COUNT = KNONSTER.length;
