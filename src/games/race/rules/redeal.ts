/**
 * "Practice from here" (issue 31): a copy of the state in which everything `seat` cannot see is
 * drawn anew from `seed`, so a practice game from a replay's position is not a replay with open
 * cards. What the seat sees stays exactly as it is: its own hand and favourites (and bet), the
 * track and podium, the played cards, every public count (cards in each hand, the draw pile), the
 * star cards turned face up and every player's steps.
 *
 * Drawn anew:
 * - the cards the seat has not seen — the other hands and the draw pile together — dealt again at
 *   random into hands of the same sizes and a draw pile of the same size („Kartenverteilung":
 *   „Der Kartenstapel wird verdeckt gemischt");
 * - the others' secret favourites (and bets, with the „Siegwette"), „verdeckt vor sich hin" until
 *   the end: each from the choices the seat's view allows (a star card turned face up by a
 *   superpower stays among them), never all alike once play has begun („Wahl der Favoriten":
 *   that game would have restarted); the two star cards in the box follow from them;
 * - the random numbers inside the state (the draws to come: the start player while the favourites
 *   are chosen, a restart's deal).
 * Once the game is over the favourites are open to all and stay.
 */
import { Prng, seedPrng } from '../../../engine/prng';
import { KNONSTER, sortCards } from '../data/race';
import { possibleChoices } from './odds';
import { cloneState, type Choice, type RaceState } from './state';
import { view } from '../view/view';

/** How often the others' favourites are drawn before giving up on a draw that is not all alike (it never takes many). */
const TRIES = 1000;

export function redeal(state: RaceState, seat: number, seed: number): RaceState {
  const s = cloneState(state);
  const prng = new Prng(seedPrng(seed));
  const others = Array.from({ length: s.seats }, (_, o) => o).filter((o) => o !== seat);

  // The unseen cards: the other hands and the draw pile, dealt again.
  const unseen = prng.shuffle([...s.deck, ...others.flatMap((o) => s.hands[o])]);
  let at = 0;
  for (const o of others) {
    const n = s.hands[o].length;
    s.hands[o] = sortCards(unseen.slice(at, at + n));
    at += n;
  }
  s.deck = unseen.slice(at);

  // The others' secret favourites, from what the seat's view allows.
  if (s.phase !== 'finished') {
    const seen = view(state, seat);
    const chosen = others.filter((o) => s.choices[o] !== null);
    const allowed = new Map(chosen.map((o) => [o, possibleChoices(seen, o)]));
    const alike = (choices: (Choice | null)[]): boolean =>
      choices.every((c) => c !== null && c.favourites[0] === choices[0]!.favourites[0] && c.favourites[1] === choices[0]!.favourites[1] && (!s.options.siegwette || c.bet === choices[0]!.bet));
    for (let tries = 0; tries < TRIES; tries++) {
      const choices = s.choices.slice();
      for (const o of chosen) {
        const c = prng.pick(allowed.get(o)!);
        choices[o] = { favourites: [c.favourites[0], c.favourites[1]], bet: c.bet };
      }
      if (s.phase === 'play' && alike(choices)) continue;
      s.choices = choices;
      break;
    }
    for (const o of chosen) s.box[o] = KNONSTER.filter((k) => !s.choices[o]!.favourites.includes(k));
  }

  // The draws to come.
  s.prng = seedPrng(prng.int(0x100000000));
  return s;
}
