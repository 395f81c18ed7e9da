/**
 * Race's moveStep (the contract's), step by step from the rules — never from the list of every
 * legal move. The tree's branches come in the order of legalMoves, each part from the builders
 * moveParts uses (view/parts.ts):
 *   favourites phase: the pair of favourites, then (Siegwette) the bet on one of them;
 *   play phase: the card, then (Superkräfte) no power or one of the seat's powers that applies.
 */
import type { Answer, MoveStep, Seat, Text } from '../../../engine/contract';
import { stepOfTree, type ChoiceBranch } from '../../../engine/choice-tree';
import { moveLabel } from '../view/labels';
import { availablePowers, cardPowers, favouritePairs, handKinds, toAct } from './legal';
import { betOdds, playWarning } from './odds';
import { betPart, cardPart, favouritesPart, powerPart } from '../view/parts';
import type { Knonster } from '../data/race';
import type { FavouritesMove, PlayMove, RaceMove, RaceState } from './state';
import { view as viewOf, type RaceView } from '../view/view';

type Branch = ChoiceBranch<RaceMove>;

/** Rule „Wahl der Favoriten": two favourites; with the variant „Siegwette" one of them is bet on. */
function* favouriteBranches(state: RaceState, view: RaceView): Generator<Branch> {
  for (const favourites of favouritePairs()) {
    const part = favouritesPart(view, favourites);
    if (!state.options.siegwette) {
      yield { part, move: { type: 'favourites', favourites } };
      continue;
    }
    yield {
      part,
      then: () =>
        favourites.map((bet): Branch => {
          const move: FavouritesMove = { type: 'favourites', favourites: [...favourites], bet };
          return { part: betPart(bet), move };
        }),
    };
  }
}

/**
 * „Spielverlauf": any card of the hand is played (each kind once); with the variant
 * „Superkräfte" the plain play, then each of the seat's powers whose precondition holds (Anhang).
 */
function* playBranches(state: RaceState, seat: Seat, view: RaceView): Generator<Branch> {
  const superkraefte = state.options.superkraefte;
  const powers = superkraefte ? availablePowers(state, seat) : [];
  for (const card of handKinds(state, seat)) {
    const part = cardPart(view, card);
    const plain: PlayMove = { type: 'play', card };
    if (!superkraefte) {
      yield { part, move: plain, ...warned(view, plain) };
      continue;
    }
    yield {
      part,
      then: function* () {
        yield { part: powerPart(view, plain), move: plain, ...warned(view, plain) };
        for (const power of cardPowers(state, card, powers)) {
          const move: PlayMove = { type: 'play', card, power };
          yield { part: powerPart(view, move), move, ...warned(view, move) };
        }
      },
    };
  }
}

/** The warning of a play that may lose the game for the player (rules/odds.ts), as a branch's field. */
function warned(view: RaceView, move: PlayMove): { warning?: Text } {
  const warning = playWarning(view, move);
  return warning ? { warning } : {};
}

/** Variant „Siegwette": each bet offered shows its stakes (rules/odds.ts), and so does the choice it completes. */
function withOdds(step: MoveStep<RaceMove>): MoveStep<RaceMove> {
  const next = step.next.map((p) => (p.kind === 'pick' && p.step === 'bet' ? { ...p, options: p.options.map((o) => ({ ...o, odds: betOdds(o.value as Knonster) })) } : p));
  const made = step.complete?.move;
  const complete = made && made.type === 'favourites' && made.bet ? { ...step.complete!, odds: betOdds(made.bet) } : step.complete;
  return complete ? { complete, next } : { next };
}

export function moveStep(state: RaceState, seat: Seat, answers: readonly Answer[]): MoveStep<RaceMove> | null {
  if (!toAct(state).includes(seat)) return null;
  const step = stepOfTree(
    () => {
      const view = viewOf(state, seat);
      return { tree: () => (state.phase === 'favourites' ? favouriteBranches(state, view) : playBranches(state, seat, view)), label: (m) => moveLabel(view, m) };
    },
    answers,
    { state, seat },
  );
  return step && state.options.siegwette && state.phase === 'favourites' ? withOdds(step) : step;
}
