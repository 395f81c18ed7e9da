/**
 * The odds of Formula 90's gambles, as the player making them may know them (issue 31): the tests
 * („TEST": a card's test factor at most the target test, „Check +20"/„Check −20" moving it), the
 * blind test of a late braking against the braking section's target („BREMSEN"), the leader's test
 * before lapping („ÜBERRUNDUNG DURCH DEN FÜHRENDEN"), the off-track line's test („ABSEITS DER
 * BAHN") and the position battle („POSITIONSKAMPF"), with what a failure costs by the rules
 * (a damage disc, off the track, the movement lost, the off-track line's icons, out of the race).
 *
 * What the player knows and nothing more: a test made with a chosen card is certain (chance 1 or
 * 0); a blind test draws the top card of the draw pile, which for him is any race card he has not
 * seen — the 184 race cards („184 Rennkarten", data/cards.ts) less his own hand, his own cards on
 * the table and in the turn, and everything lying face up: the discard pile (public: every card
 * reaches it face up, view/events.ts), the target cards on the car sheets, the battle cards once
 * shown, the cards of the turn under way. An empty draw pile is the discard pile shuffled
 * („Wenn der Kartenstapel erschöpft ist …"): then the chance is the discard pile's. Other hands,
 * the order of the draw pile and the PRNG are never read, so the odds a seat is shown do not
 * change when only hidden things change (test/games/formula-90/odds.test.ts).
 *
 * The need of a test and what a failure costs are worked out from the seat's view (F90View), so
 * the warning of a move that can put the mover's car out of the race (moveParts) is the same
 * wherever the move is put together.
 *
 * Here: the odds and warnings of the choices. What a blind card can be: rules/odds-blind.ts; what a
 * test needs and what a failure costs: rules/odds-needs.ts; the battle against robots:
 * rules/odds-battle.ts.
 */
import type { MoveStep, Odds, StepPart } from '../../../engine/contract';
import type { Text } from '../../../engine/text';
import { CHECK_MODIFIER } from '../data/cards';
import { playingCard } from '../data/track-cards';
import type { F90View } from '../view/view';
import { carText, t } from '../view/words';
import { battleChance } from './odds-battle';
import { blindPool, passShare, twoBlind } from './odds-blind';
import { brakeFailure, brakeNeed, cardTestNeed, freeSlots, lapTestNeed, me, offIndex, offTestFailure, rain, reflexes, testFailure } from './odds-needs';
import type { F90Move, F90State } from './state';

/** A test with a chosen card (certain) or blind (the pool's share). */
function chanceOf(pool: readonly number[] | null, withCard: number | 'blind', need: number): number {
  if (withCard !== 'blind') return playingCard(withCard).test <= need ? 1 : 0;
  return passShare(pool ?? [], need);
}

/** Whether a test can fail: a chosen card that fails, or a blind card while some race card fails. */
function canFail(withCard: number | 'blind', need: number, pool: readonly number[] | null): boolean {
  if (withCard !== 'blind') return playingCard(withCard).test > need;
  return pool ? passShare(pool, need) < 1 : need < 99;
}

/** The tests of a play as made, with the target each is made against and the free slots then. */
function playTests(view: F90View, move: Extract<F90Move, { type: 'play' }>): { card: number; with: number | 'blind'; need: number; slots: number }[] {
  const p = me(view);
  let target = p.target;
  let slots = freeSlots(p) - move.cards.reduce((n, c) => n + playingCard(c).damage, 0);
  const out = [];
  for (const x of move.tests) {
    const need = cardTestNeed(view, x.card, target);
    out.push({ card: x.card, with: x.with, need, slots });
    if (x.with !== 'blind' && playingCard(x.with).test > need) slots -= 1;
    target = x.with === 'blind' ? null : x.with;
  }
  return out;
}

/**
 * Whether a move can put the mover's own car out of the race (its controls warn and ask before it
 * is made): a test whose failure costs a damage disc without a free slot, a late braking or an
 * off-track test whose failure can end on the off-track line or with the fuel stop in the re-entry
 * round, battle cards when a tie's damage has no room. From the seat's view only.
 */
export function canPutOut(view: F90View, move: F90Move): boolean {
  switch (move.type) {
    case 'play': {
      // „JUNIORENVARIANTE": every test blind, made by the rules; each failure a damage disc
      if (view.options.junior) {
        const checks = move.cards.filter((c) => playingCard(c).check !== null).length;
        return checks > 0 && freeSlots(me(view)) - move.cards.reduce((n, c) => n + playingCard(c).damage, 0) < checks;
      }
      return playTests(view, move).some((x) => canFail(x.with, x.need, null) && x.slots < 1);
    }
    case 'test': {
      const need = cardTestNeed(view, move.card, me(view).target);
      return canFail(move.with, need, null) && freeSlots(me(view)) < 1;
    }
    case 'brake':
      return move.yes && move.card === undefined && canFail('blind', brakeNeed(view), null) && brakeFailure(view).out;
    case 'offTest':
      return canFail(move.with, view.turn?.offNeed ?? 0, null) && offTestFailure(view, offIndex(null, view)).out;
    case 'declare':
      return move.cards.length > 0 && freeSlots(me(view)) < 1;
    default:
      return false;
  }
}

/** The warning of a move that can put the mover's car out, or nothing. */
export function warningOf(view: F90View, move: F90Move): { warning?: Text } {
  return canPutOut(view, move) ? { warning: t('warning.out') } : {};
}

function odds(chance: number | undefined, failure: Text, success?: Text): Odds {
  return { ...(chance !== undefined ? { chance } : {}), failure, ...(success ? { success } : {}) };
}

/** The answers given so far, by step. */
function given(answers: readonly string[]): Map<string, string> {
  const m = new Map<string, string>();
  for (const a of answers) {
    const i = a.indexOf(':');
    if (i > 0) m.set(a.slice(0, i), a.slice(i + 1));
  }
  return m;
}

const withOf = (v: string): number | 'blind' => (v === 'blind' ? 'blind' : Number(v));

/** The odds of a test made with `w` for a played card, against `target`, with `slots` free then. */
function cardTestOdds(view: F90View, pool: readonly number[], forCard: number, w: number | 'blind', target: number | null, slots: number): Odds {
  const need = cardTestNeed(view, forCard, target);
  return odds(chanceOf(pool, w, need), testFailure(slots).failure);
}

/**
 * The step's choices with their odds: each test option (a card: certain; blind: the share of the
 * unseen race cards), the late braking's blind test, the off-track test, the battle's markings
 * (stakes only: the others' cards are their plans), and in the junior variant the cards' blind
 * tests. `answers` are the answers given before this step.
 */
export function withOdds(s: F90State, seat: number, view: F90View, answers: readonly string[], step: MoveStep<F90Move>): MoveStep<F90Move> {
  let pool: number[] | null = null;
  const blind = () => (pool ??= blindPool(s, seat));
  const p = me(view);
  const got = given(answers);
  const playCards = () => (got.get('cards') ?? '').split('|').filter(Boolean).map((x) => Number(x.slice(1)));
  const slotsAfterCards = () => freeSlots(p) - playCards().reduce((n, c) => n + playingCard(c).damage, 0);
  const next = step.next.map((part): StepPart => {
    if (part.kind === 'pick') {
      const add = (f: (value: string) => Odds | null): StepPart => ({ ...part, options: part.options.map((o) => ({ ...o, ...(oddsOrNothing(f(o.value))) })) });
      switch (part.step) {
        case 'test1':
        case 'test2': {
          const cards = playCards();
          const checks = cards.filter((c) => playingCard(c).check !== null);
          const first = got.has('first') ? Number(got.get('first')) : checks[0];
          if (part.step === 'test1') return add((v) => cardTestOdds(view, blind(), first, withOf(v), p.target, slotsAfterCards()));
          const w1 = withOf(got.get('test1') ?? 'blind');
          if (w1 === 'blind') return part;
          const second = checks.find((c) => c !== first) ?? first;
          const failed1 = playingCard(w1).test > cardTestNeed(view, first, p.target) ? 1 : 0;
          return add((v) => cardTestOdds(view, blind(), second, withOf(v), w1, slotsAfterCards() - failed1));
        }
        case 'test':
          return add((v) => {
            const [card, w] = v.split(':');
            return cardTestOdds(view, blind(), Number(card), withOf(w), p.target, freeSlots(p));
          });
        case 'lapTest': {
          const lapped = view.turn?.lapping;
          const failure = t('odds.fail.lap', { car: lapped ? carText(lapped) : '' });
          return add((v) => odds(chanceOf(blind(), withOf(v), lapTestNeed(view)), failure));
        }
        case 'brake': {
          const f = brakeFailure(view);
          return add((v) => (v === 'yes' ? odds(passShare(blind(), brakeNeed(view)), f.failure, t('odds.success.brake')) : null));
        }
        case 'offTest': {
          const f = offTestFailure(view, offIndex(s, view));
          return add((v) => odds(chanceOf(blind(), withOf(v), view.turn?.offNeed ?? 0), f.failure, t('odds.success.offTest')));
        }
        default:
          return part;
      }
    }
    if (part.step === 'battle') {
      // „POSITIONSKAMPF": against robots only, the chance their two cards stay below; against
      // players who may still fight, their plans — the stakes only
      const failure = t(freeSlots(p) < 1 ? 'odds.fail.battleOut' : 'odds.fail.battle');
      return { ...part, odds: part.markings.map((m) => odds(battleChance(s, seat, blind, m.map((x) => Number(x.slice(1)))), failure, t('odds.success.battle'))) };
    }
    if (part.step === 'cards' && view.options.junior) {
      // „JUNIORENVARIANTE: alle Tests sind Blindtests": the played cards' tests as they come
      return { ...part, odds: part.markings.map((m) => juniorOdds(view, blind(), m.map((x) => Number(x.slice(1))))) };
    }
    return part;
  });
  const complete = step.complete ? { ...step.complete, ...oddsOrNothing(completeOdds(s, seat, view, step.complete.move, blind)) } : undefined;
  return { ...(complete ? { complete } : {}), next };
}

function oddsOrNothing(o: Odds | null): { odds?: Odds } {
  return o ? { odds: o } : {};
}

/** The junior variant's blind tests of the marked cards: the chance that none fails. */
function juniorOdds(view: F90View, pool: readonly number[], cards: number[]): Odds | null {
  const checks = cards.filter((c) => playingCard(c).check !== null);
  if (!checks.length) return null;
  const slots = freeSlots(me(view)) - cards.reduce((n, c) => n + playingCard(c).damage, 0);
  const need1 = cardTestNeed(view, checks[0], me(view).target);
  if (checks.length === 1) return odds(passShare(pool, need1), testFailure(slots).failure);
  const second = playingCard(checks[1]).check ?? 'normal';
  const two = twoBlind(pool, need1, CHECK_MODIFIER[second] + rain(view) + reflexes(me(view)));
  return odds(two.both, testFailure(slots - 1).failure);
}

/** The odds of a whole move that is one gamble (shown with the move once its answers make it). */
function completeOdds(s: F90State, seat: number, view: F90View, move: F90Move, blind: () => number[]): Odds | null {
  const p = me(view);
  switch (move.type) {
    case 'test':
      return cardTestOdds(view, blind(), move.card, move.with, p.target, freeSlots(p));
    case 'lapTest': {
      const lapped = view.turn?.lapping;
      return odds(chanceOf(blind(), move.with, lapTestNeed(view)), t('odds.fail.lap', { car: lapped ? carText(lapped) : '' }));
    }
    case 'brake':
      return move.yes && move.card === undefined ? odds(passShare(blind(), brakeNeed(view)), brakeFailure(view).failure, t('odds.success.brake')) : null;
    case 'offTest':
      return odds(chanceOf(blind(), move.with, view.turn?.offNeed ?? 0), offTestFailure(view, offIndex(s, view)).failure, t('odds.success.offTest'));
    case 'play': {
      if (view.options.junior) return juniorOdds(view, blind(), move.cards);
      const tests = playTests(view, move);
      if (tests.length !== 1) return null;
      return odds(chanceOf(blind(), tests[0].with, tests[0].need), testFailure(tests[0].slots).failure);
    }
    default:
      void seat;
      return null;
  }
}
