/** Applying a move: the rules "Wahl der Favoriten", "Spielverlauf", "Ende des Spiels" and the variants. */
import { RuleError } from '../../engine/contract';
import { DRAW_BELOW, KNONSTER, Knonster, KNONSTER_INFO, isKnonster, sortCards, CARD_ORDER, CardKind } from './data';
import { resolvePlay } from './powers';
import { availablePowers, toAct } from './legal';
import { deal } from './setup';
import { cloneState } from './state';
import type { FavouritesMove, PlayMove, RaceMove, RaceState } from './state';

export const RULE_FAVOURITES = 'Wahl der Favoriten';
export const RULE_TURN = 'Spielverlauf';
export const RULE_END = 'Ende des Spiels';
export const RULE_BET = 'Die "Siegwette" Variante';
export const RULE_POWERS = 'Die "Superkräfte" Variante';

export function apply(input: RaceState, seat: number, move: RaceMove): RaceState {
  if (input.phase === 'finished') throw new RuleError(RULE_END, 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= input.seats) throw new RuleError(RULE_TURN, `There is no seat ${seat} in this game.`);
  if (!move || typeof move !== 'object') throw new RuleError(RULE_TURN, 'That is not a move.');
  if (move.type === 'favourites') return chooseFavourites(input, seat, move);
  if (move.type === 'play') return playCard(input, seat, move);
  throw new RuleError(RULE_TURN, 'That is not a move of Race.');
}

const POWER_NEEDS: Record<Knonster, string> = {
  rithle:
    "Rithle's superpower needs Rithle on the track at least 5 spaces from the start, and a card that moves Rithle after its 5 steps back: Rithle catch-up or the placement card of Rithle's placement.",
  aristas:
    "Aristas's superpower needs a card that moves another Knonster standing at most 5 spaces from Aristas, and Aristas still on the track.",
  celya: "Celya's superpower needs a +5 or +7 card of a Knonster that has not finished.",
  elaari: "Elaari's superpower needs a +5 or +7 card of another Knonster that has left the start and has not finished.",
};

/** Rule "Wahl der Favoriten" (and variant "Siegwette"). */
function chooseFavourites(input: RaceState, seat: number, move: FavouritesMove): RaceState {
  if (input.phase !== 'favourites') throw new RuleError(RULE_FAVOURITES, 'The favourites have already been chosen; play a card.');
  if (input.choices[seat] !== null) throw new RuleError(RULE_FAVOURITES, 'You have already chosen your favourites.');
  const favs = move.favourites;
  if (!Array.isArray(favs) || favs.length !== 2 || !favs.every(isKnonster)) {
    throw new RuleError(RULE_FAVOURITES, 'Choose exactly two Knonster as your favourites.');
  }
  const [a, b] = favs;
  if (a === b) throw new RuleError(RULE_FAVOURITES, 'Choose two different Knonster as your favourites.');
  if (KNONSTER.indexOf(a) > KNONSTER.indexOf(b)) {
    throw new RuleError(RULE_FAVOURITES, 'Name your two favourites in the order Rithle, Aristas, Celya, Elaari.');
  }
  let bet: Knonster | null = null;
  if (input.options.siegwette) {
    if (move.bet === undefined) throw new RuleError(RULE_BET, 'Bet on one of your two favourites to win the race.');
    if (move.bet !== a && move.bet !== b) throw new RuleError(RULE_BET, 'Your bet must be one of your two favourites.');
    bet = move.bet;
  } else if (move.bet !== undefined) {
    throw new RuleError(RULE_BET, 'Bets are only placed in the variant "Siegwette".');
  }

  const state = cloneState(input);
  state.choices[seat] = { favourites: [a, b], bet };
  // The other two star cards go back into the box.
  state.box[seat] = KNONSTER.filter((k) => k !== a && k !== b);

  if (state.choices.every((c) => c !== null)) {
    const first = state.choices[0]!;
    const same = state.choices.every(
      (c) =>
        c!.favourites[0] === first.favourites[0] &&
        c!.favourites[1] === first.favourites[1] &&
        (!state.options.siegwette || c!.bet === first.bet),
    );
    if (same) {
      // "falls alle Spieler die gleichen zwei Favoriten gewählt haben, wird das Spiel neu gestartet"
      // (with "Siegwette" only if all also bet on the same winner).
      state.restarts += 1;
      deal(state);
    } else {
      state.phase = 'play';
      state.current = state.startPlayer;
    }
  }
  return state;
}

/** Rule "Spielverlauf": play one card, follow it, draw below 5 cards; rule "Ende des Spiels". */
function playCard(input: RaceState, seat: number, move: PlayMove): RaceState {
  if (input.phase === 'favourites') throw new RuleError(RULE_FAVOURITES, 'First everybody chooses two favourites.');
  if (!toAct(input).includes(seat)) throw new RuleError(RULE_TURN, 'It is not your turn.');
  const card = move.card as CardKind;
  if (!(card in CARD_ORDER)) throw new RuleError(RULE_TURN, 'There is no such card.');
  if (!input.hands[seat].includes(card)) throw new RuleError(RULE_TURN, 'You do not hold that card.');
  const power = move.power;
  if (power !== undefined) {
    if (!input.options.superkraefte) throw new RuleError(RULE_POWERS, 'Superpowers are only used in the variant "Superkräfte".');
    if (!isKnonster(power)) throw new RuleError(RULE_POWERS, 'There is no such Knonster.');
    if (!input.choices[seat]!.favourites.includes(power)) {
      throw new RuleError(RULE_POWERS, `You can only use the superpower of one of your favourites, and ${KNONSTER_INFO[power].name} is not one.`);
    }
    if (!availablePowers(input, seat).includes(power)) {
      throw new RuleError(RULE_POWERS, `The superpower of ${KNONSTER_INFO[power].name} has already been used; each superpower is used once per game.`);
    }
  }
  const res = resolvePlay(input, card, power);
  if (!res) throw new RuleError(RULE_POWERS, POWER_NEEDS[power!]);

  const state = cloneState(input);
  state.hands[seat].splice(state.hands[seat].indexOf(card), 1);
  state.discard.push(card);
  state.positions = res.track.positions;
  state.podium = res.track.podium;
  for (const step of res.steps) state.steps[seat][step.knonster] += step.counted;
  if (power !== undefined) {
    // The star card is turned face up: everybody now knows this favourite. The power is used up.
    state.revealed[seat].push(power);
    state.powersUsed.push(power);
    state.powerTurns.push(state.discard.length - 1);
  }

  if (res.ended) {
    // "Das Spiel endet sofort, wenn das dritte Knonster die Ziellinie überschritten hat." No draw.
    state.phase = 'finished';
    state.endReason = 'third';
    return state;
  }
  if (state.hands[seat].length < DRAW_BELOW) {
    if (state.deck.length > 0) {
      state.hands[seat].push(state.deck.shift()!);
      sortCards(state.hands[seat]);
    } else {
      // Rule "Ende des Spiels" / R-G11: the pile is used up when a player must draw.
      state.phase = 'finished';
      state.endReason = 'deck';
      return state;
    }
  }
  state.current = (state.current + 1) % state.seats;
  return state;
}
