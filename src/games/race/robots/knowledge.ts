/**
 * What the robot knows: only its seat's view (own hand and favourites, the public track, the
 * played cards, every player's public step count and revealed star cards). The favourites of the
 * others are hidden, so the robot keeps a belief over them: every choice the rules still allow
 * (a revealed star card must be among them; with two seats the opponent's choice differs from
 * the robot's, otherwise the game would have restarted — „Wahl der Favoriten"), weighted by how
 * far that player has moved each Knonster himself (who pushes a Knonster probably backs it).
 */
import { KNONSTER, Knonster } from '../data/race';
import type { Choice } from '../rules/state';
import type { RaceView } from '../view/view';
import { PARAMS } from './params';

export interface Belief {
  choices: Choice[];
  /** Cumulative weights (last = 1), for sampling with one uniform number. */
  cumulative: number[];
}

/** Every choice of favourites (and bet, with "Siegwette") a player may have made. */
function allChoices(siegwette: boolean): Choice[] {
  const out: Choice[] = [];
  for (let i = 0; i < KNONSTER.length; i++) {
    for (let j = i + 1; j < KNONSTER.length; j++) {
      const favourites: [Knonster, Knonster] = [KNONSTER[i], KNONSTER[j]];
      if (siegwette) for (const bet of favourites) out.push({ favourites, bet });
      else out.push({ favourites, bet: null });
    }
  }
  return out;
}

/** The robot's belief about the choice of seat `other`, from the view of `view.viewer`. */
export function beliefAbout(view: RaceView, other: number, mine: Choice): Belief {
  const p = view.players[other];
  // Known only once the game is over (or in an experiment that lets the robot see everything).
  if (p.favourites) return { choices: [{ favourites: p.favourites, bet: p.bet ?? null }], cumulative: [1] };
  const twoSeats = view.seats === 2;
  const choices = allChoices(view.options.siegwette).filter((c) => {
    if (!p.revealed.every((k) => c.favourites.includes(k))) return false;
    // Two seats: the same choice (and bet) as the robot's would have restarted the game.
    if (twoSeats && c.favourites[0] === mine.favourites[0] && c.favourites[1] === mine.favourites[1] && c.bet === mine.bet) return false;
    return true;
  });
  const weights = choices.map((c) => {
    let w = Math.exp(PARAMS.beliefPerStep * (p.steps[c.favourites[0]] + p.steps[c.favourites[1]]));
    // A bet goes to the one of the pair the player pushed more (a weak hint).
    if (c.bet !== null) {
      const other = c.favourites[0] === c.bet ? c.favourites[1] : c.favourites[0];
      w *= Math.exp(PARAMS.beliefPerStep * (p.steps[c.bet] - p.steps[other]));
    }
    return w;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  let run = 0;
  return { choices, cumulative: weights.map((w) => (run += w / total)) };
}
