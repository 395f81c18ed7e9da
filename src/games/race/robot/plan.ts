/**
 * Choosing a card („Spielverlauf"): the robot tries every legal play (with each superpower that
 * applies), looks at the track it leaves, and keeps the play whose track is worth most
 * (evaluate.ts). What the hand will still give its favourites counts too, a little less than
 * spaces already run (a card in hand may never be played), and only as many cards as it will
 * probably still play. So it pushes its favourites with its best card now, throws away a card
 * that moves nobody rather than push an opponent's Knonster, and uses a power when it pays more
 * than keeping it (a power is used only once, and it shows the others a favourite).
 */
import type { RandomSource } from '../../../engine/contract';
import { CardKind, Knonster, KNONSTER } from '../data';
import { resolvePlay } from '../powers';
import type { Choice, PlayMove, Track } from '../state';
import type { RaceView } from '../view';
import { Outlook, Scenario, remainingRace, spreadFor, valueOf } from './evaluate';
import { beliefAbout, sampleChoice } from './knowledge';
import { PARAMS } from './params';
import { cardWorth } from './values';

/** A uniform number in (0, 1) from the robot's random source. */
function uniform(random: RandomSource): number {
  return (random.int(1 << 30) + 0.5) / (1 << 30);
}

/** A standard normal number (Box–Muller) from the robot's random source. */
function normal(random: RandomSource): number {
  return Math.sqrt(-2 * Math.log(uniform(random))) * Math.cos(2 * Math.PI * uniform(random));
}

/** Spaces the robot's hand will still give each of its favourites (best cards first, as many as it will play). */
export function reserveOf(hand: readonly CardKind[], favourites: readonly Knonster[], plays: number): Record<Knonster, number> {
  const reserve: Record<Knonster, number> = { rithle: 0, aristas: 0, celya: 0, elaari: 0 };
  const useful = hand
    .map(cardWorth)
    .filter((w): w is { knonster: Knonster; worth: number } => w !== null && favourites.includes(w.knonster))
    .sort((a, b) => b.worth - a.worth)
    .slice(0, Math.max(0, Math.ceil(plays)));
  for (const w of useful) reserve[w.knonster] += PARAMS.handDiscount * w.worth;
  return reserve;
}

/** The scenarios of one decision, from the robot's own random source. */
export function scenarios(view: RaceView, seat: number, mine: Choice, random: RandomSource): Scenario[] {
  const beliefs = view.players.map((_, s) => (s === seat ? null : beliefAbout(view, s, mine)));
  const out: Scenario[] = [];
  for (let n = 0; n < PARAMS.scenarios; n++) {
    const noise = KNONSTER.map(() => normal(random));
    const choices = beliefs.map((b) => (b === null ? mine : sampleChoice(b, uniform(random))));
    out.push({ noise, choices });
  }
  return out;
}

export function choosePlay(view: RaceView, legal: readonly PlayMove[], random: RandomSource): PlayMove {
  const seat = view.viewer!;
  const me = view.players[seat];
  const mine: Choice = { favourites: me.favourites!, bet: me.bet ?? null };
  const track: Track = { positions: view.positions, podium: view.podium };
  const scen = scenarios(view, seat, mine, random);
  const hand = view.hand!;
  let best = legal[0];
  let bestValue = -Infinity;
  for (const move of legal) {
    const res = resolvePlay(track, move.card, move.power);
    if (!res) continue;
    const rest = hand.slice();
    rest.splice(rest.indexOf(move.card), 1);
    // The robot's own plays still to come: about 8 spaces a card, shared among the players.
    const plays = remainingRace(res.track) / 8 / view.seats;
    const outlook: Outlook = { seat, options: view.options, scenarios: scen, spread: spreadFor(res.track, PARAMS.spreadPerCard) };
    const value = valueOf(res.track, reserveOf(rest, mine.favourites, plays), outlook) - (move.power ? PARAMS.powerCost : 0);
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}
