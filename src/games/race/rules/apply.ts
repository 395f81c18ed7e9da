/** Applying a move: the rules "Wahl der Favoriten", "Spielverlauf", "Ende des Spiels" and the variants. */
import { RuleError } from '../../../engine/contract';
import { DRAW_BELOW, KNONSTER, Knonster, isKnonster, sortCards, CARD_ORDER, CardKind } from '../data/race';
import { resolvePlay } from './powers';
import { availablePowers, toAct } from './legal';
import { rulesOf } from '../../../engine/rules-version';
import { deal, drawStartPlayer } from './setup';
import { cloneState } from './state';
import type { FavouritesMove, PlayMove, RaceMove, RaceState } from './state';
import { knonsterName, t } from '../view/words';

export const RULE_FAVOURITES = 'Wahl der Favoriten';
export const RULE_TURN = 'Spielverlauf';
export const RULE_END = 'Ende des Spiels';
export const RULE_BET = 'Die "Siegwette" Variante';
export const RULE_POWERS = 'Die "Superkräfte" Variante';

export function apply(input: RaceState, seat: number, move: RaceMove): RaceState {
  if (input.phase === 'finished') throw new RuleError(RULE_END, t('error.over'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= input.seats) throw new RuleError(RULE_TURN, t('error.noSeat', { seat: String(seat) }));
  if (!move || typeof move !== 'object') throw new RuleError(RULE_TURN, t('error.notAMove'));
  if (move.type === 'favourites') return chooseFavourites(input, seat, move);
  if (move.type === 'play') return playCard(input, seat, move);
  throw new RuleError(RULE_TURN, t('error.notRace'));
}

/** Rule "Wahl der Favoriten" (and variant "Siegwette"). */
function chooseFavourites(input: RaceState, seat: number, move: FavouritesMove): RaceState {
  if (input.phase !== 'favourites') throw new RuleError(RULE_FAVOURITES, t('error.chosenAlready'));
  if (input.choices[seat] !== null) throw new RuleError(RULE_FAVOURITES, t('error.youChose'));
  const favs = move.favourites;
  if (!Array.isArray(favs) || favs.length !== 2 || !favs.every(isKnonster)) {
    throw new RuleError(RULE_FAVOURITES, t('error.twoKnonster'));
  }
  const [a, b] = favs;
  if (a === b) throw new RuleError(RULE_FAVOURITES, t('error.different'));
  if (KNONSTER.indexOf(a) > KNONSTER.indexOf(b)) {
    throw new RuleError(RULE_FAVOURITES, t('error.order'));
  }
  let bet: Knonster | null = null;
  if (input.options.siegwette) {
    if (move.bet === undefined) throw new RuleError(RULE_BET, t('error.betMissing'));
    if (move.bet !== a && move.bet !== b) throw new RuleError(RULE_BET, t('error.betFavourite'));
    bet = move.bet;
  } else if (move.bet !== undefined) {
    throw new RuleError(RULE_BET, t('error.betVariant'));
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
      // „Spielverlauf": „Ein Startspieler wird ausgelost" — under version 2 now, as play begins.
      if (rulesOf(state) >= 2) drawStartPlayer(state);
      state.current = state.startPlayer;
    }
  }
  return state;
}

/** Rule "Spielverlauf": play one card, follow it, draw below 5 cards; rule "Ende des Spiels". */
function playCard(input: RaceState, seat: number, move: PlayMove): RaceState {
  if (input.phase === 'favourites') throw new RuleError(RULE_FAVOURITES, t('error.chooseFirst'));
  if (!toAct(input).includes(seat)) throw new RuleError(RULE_TURN, t('error.notYourTurn'));
  const card = move.card as CardKind;
  if (!(card in CARD_ORDER)) throw new RuleError(RULE_TURN, t('error.noCard'));
  if (!input.hands[seat].includes(card)) throw new RuleError(RULE_TURN, t('error.notHeld'));
  const power = move.power;
  if (power !== undefined) {
    if (!input.options.superkraefte) throw new RuleError(RULE_POWERS, t('error.powersVariant'));
    if (!isKnonster(power)) throw new RuleError(RULE_POWERS, t('error.noKnonster'));
    if (!input.choices[seat]!.favourites.includes(power)) {
      throw new RuleError(RULE_POWERS, t('error.notFavourite', { k: knonsterName(power) }));
    }
    if (!availablePowers(input, seat).includes(power)) {
      throw new RuleError(RULE_POWERS, t('error.powerUsed', { k: knonsterName(power) }));
    }
  }
  const res = resolvePlay(input, card, power);
  // What each power needs (R-G8): the message names it.
  if (!res) throw new RuleError(RULE_POWERS, t(`error.needs.${power!}`));

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
