/**
 * How good a track is for the robot, valued with the game's own scoring („Wertung").
 *
 * The idea: the race is not over, so the robot imagines a number of ways it could end
 * ("scenarios", drawn once per decision from its own random source and shared by every move it
 * compares). In a scenario every Knonster still running gets a random push on top of where it
 * stands plus what the robot's own hand will still give its favourites; the Knonster then finish
 * in that order after those already on the podium. Each opponent has, in a scenario, one choice
 * of favourites drawn from the robot's belief. The scenario is scored with the rules' scoring,
 * and the robot counts how many opponents it beats (a tie counts half). The value of a track is
 * the average over the scenarios, plus a little for the margin of points.
 */
import { KNONSTER, Knonster, LAST_FIELD } from '../data';
import { scoresFor } from '../scoring';
import type { Choice, RaceOptions, Track } from '../state';

/** One imagined end of the race. */
export interface Scenario {
  /** A standard normal number per Knonster (in KNONSTER order). */
  noise: number[];
  /** Every seat's choice: the robot's own, and one drawn from the belief for each other seat. */
  choices: Choice[];
}

export interface Outlook {
  seat: number;
  options: RaceOptions;
  scenarios: Scenario[];
  /** How far, in spaces, the race can still surprise (scale of the random pushes). */
  spread: number;
}

/** Weight of the point margin next to the share of opponents beaten. */
const MARGIN_WEIGHT = 0.05;

/** Spaces still to run until the race is over: the way to the line of the three front runners. */
export function remainingRace(track: Track): number {
  const running = KNONSTER.filter((k) => !track.podium.includes(k))
    .map((k) => LAST_FIELD + 1 - track.positions[k])
    .sort((a, b) => a - b);
  const needed = Math.max(0, 3 - track.podium.length);
  let sum = 0;
  for (let i = 0; i < needed && i < running.length; i++) sum += running[i];
  return sum;
}

/** The spread for a track: grows with the square root of the cards still to be played (about 8 spaces a card). */
export function spreadFor(track: Track, perCard: number): number {
  const cardsLeft = remainingRace(track) / 8;
  return perCard * Math.sqrt(Math.max(1, cardsLeft));
}

/** The value of a track (0 … 1, plus a little margin) for the robot, with `reserve` spaces still in its hand per Knonster. */
export function valueOf(track: Track, reserve: Record<Knonster, number>, o: Outlook): number {
  const running = KNONSTER.filter((k) => !track.podium.includes(k));
  const base = running.map((k) => track.positions[k] + reserve[k]);
  const idx = running.map((k) => KNONSTER.indexOf(k));
  let total = 0;
  const order: Knonster[] = [];
  const keys: number[] = [];
  for (const sc of o.scenarios) {
    order.length = 0;
    for (const k of track.podium) order.push(k);
    keys.length = 0;
    for (let i = 0; i < running.length; i++) keys.push(base[i] + o.spread * sc.noise[idx[i]]);
    const rest = running.map((_, i) => i).sort((a, b) => keys[b] - keys[a]);
    for (const i of rest) order.push(running[i]);
    const scores = scoresFor(order.slice(0, 3), sc.choices, o.options);
    const mine = scores[o.seat];
    let beaten = 0;
    let margin = 0;
    for (let s = 0; s < scores.length; s++) {
      if (s === o.seat) continue;
      beaten += mine > scores[s] ? 1 : mine === scores[s] ? 0.5 : 0;
      margin += (mine - scores[s]) / 99;
    }
    total += (beaten + MARGIN_WEIGHT * margin) / (scores.length - 1);
  }
  return total / o.scenarios.length;
}
