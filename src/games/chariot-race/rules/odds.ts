/**
 * The odds of Chariot Race's gambles (issue 31), worked out from the seat's own view only: the
 * dice on the table, the chariot's tracks and the faces of a die. The game has no hidden cards;
 * the only thing a seat cannot know is the next throw (the PRNG), which never enters here.
 *
 * The gambles are the dice (rule „Phase 3: Würfeln"): the roll, and every reroll marking. Turning
 * a die, the drive signs, the path and the attacks are certain (a spear hits, „Speer werfen"; a
 * curve, a rock pile or a caltrop hurts by a fixed amount, „In die Kurve", „Alternativer
 * Rennparcours", „Krähenfuß fallen lassen"): their words already say what happens.
 *
 * - A throw that can break the chariot up: the sprint faces of phase 5 („Preschen": +2 speed,
 *   1 damage each, taken before the chariot moves) reach its damage value („Auseinanderbrechen").
 *   Its chance is that of fewer sprints than the damage left.
 * - Any other reroll: the chance that none of the rerolled dice comes up again with a face being
 *   rerolled away (a die has six sides: drive, sprint, steer twice, attack, Fortuna — „Die
 *   Würfelsymbole"); a failure shows such a face again, a new sprint costs 1 damage, and a paid
 *   reroll spends its 2 Fortune whatever comes.
 */
import type { MoveStep, Odds, Text } from '../../../engine/contract';
import { list } from '../../../engine/text';
import { rulesOf } from '../../../engine/rules-version';
import { boardOf, speedCapFor } from '../data/boards';
import { DIE, FACES, FORTUNE_PER_ACTION, SPRINT_DAMAGE, type Face } from '../data/dice';
import { countFace } from './dice';
import { chariotText, faceText, t, yes } from '../view/text';
import type { ChariotMove } from './state';
import type { ChariotView } from '../view/view';

/** How many of a die's six sides show each face („Steuern (2x)": the steer face twice). */
export function sidesOf(face: Face): number {
  return DIE.filter((f) => f === face).length;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** The chance of at least k successes in n throws of chance p each (binomial). */
export function atLeast(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let sum = 0;
  for (let j = k; j <= n; j++) sum += choose(n, j) * p ** j * (1 - p) ** (n - j);
  return Math.min(1, sum);
}

const SPRINT = sidesOf('sprint') / DIE.length;

/** The sprints a throw needs to break the chariot up (its damage value, 1 damage a sprint). */
function sprintsToBreak(damage: number): number {
  return Math.ceil(damage / SPRINT_DAMAGE);
}

/**
 * Words for a throw whose sprints can break the chariot on turn up: how many sprints among how
 * many dice, and whether the player can still change them afterwards (a reroll left, or Fortune to
 * pay for one) or the dice are kept at once (apply.ts: nothing left to pay with).
 */
function breakFailure(view: ChariotView, need: number, n: number, paid: boolean, then: 'free' | 'pay' | 'none'): Text {
  const turn = view.turn!;
  const c = view.chariots[turn.chariot];
  const left = view.chariots.filter((x, i) => i !== turn.chariot && x.seat === c.seat && !x.out).length;
  return t('odds.breaks', { need: Math.max(0, need), n, chariot: chariotText(c, 'acc', view.viewer), then, last: yes(left === 0), paid: yes(paid), cost: FORTUNE_PER_ACTION });
}

/**
 * The roll at the start of a turn (rule „Phase 2: Startgeschwindigkeit anpassen" fixes the number
 * of dice): a gamble only when enough sprints among them would break the chariot up; else null.
 * The free reroll still follows, so a bad throw is not yet the end.
 */
export function rollOdds(view: ChariotView): Odds | null {
  const turn = view.turn;
  if (!turn || turn.step !== 'start') return null;
  const c = view.chariots[turn.chariot];
  const board = boardOf(c.board, rulesOf(view));
  const n = board.dice[Math.min(c.speed, speedCapFor(board, c.damage))];
  const need = sprintsToBreak(c.damage);
  if (need > n) return null;
  return { chance: 1 - atLeast(n, SPRINT, need), failure: breakFailure(view, need, n, false, 'free'), success: t('odds.survives', { need, n }) };
}

/** The sprints among the rerolled dice that would break the chariot (those kept count too); null when they cannot. */
function rerollBreak(view: ChariotView, faces: readonly Face[]): number | null {
  const turn = view.turn!;
  const c = view.chariots[turn.chariot];
  const kept = countFace(turn.dice, 'sprint') - countFace(faces, 'sprint');
  const need = sprintsToBreak(c.damage) - kept;
  return need <= faces.length ? need : null;
}

/** After this reroll no dice action is left (no free reroll, Fortune below the price): the dice are kept at once. */
function lastAction(view: ChariotView): boolean {
  const turn = view.turn!;
  const fortune = view.chariots[turn.chariot].fortune - (turn.freeReroll ? 0 : FORTUNE_PER_ACTION);
  return fortune < FORTUNE_PER_ACTION;
}

/**
 * Rerolling these dice can break the chariot up at once: the dice are kept right after it (nothing
 * left to pay with) and enough sprints may come. The move carries a warning.
 */
export function rerollMayBreak(view: ChariotView, faces: readonly Face[]): boolean {
  return view.turn !== null && view.turn.step === 'dice' && rerollBreak(view, faces) !== null && lastAction(view);
}

/** The odds of rerolling these dice (rule „Phase 3: Würfeln"); null when there is nothing to weigh (every face rerolled away). */
export function rerollOdds(view: ChariotView, faces: readonly Face[]): Odds | null {
  const turn = view.turn;
  if (!turn || turn.step !== 'dice' || faces.length === 0) return null;
  const paid = !turn.freeReroll;
  const k = faces.length;
  const need = rerollBreak(view, faces);
  if (need !== null) {
    const then = lastAction(view) ? 'none' : 'pay';
    return { chance: 1 - atLeast(k, SPRINT, need), failure: breakFailure(view, need, k, paid, then), success: t('odds.survives', { need: Math.max(1, need), n: k }) };
  }
  const away = FACES.filter((f) => faces.includes(f));
  const sides = away.reduce((n, f) => n + sidesOf(f), 0);
  if (sides >= DIE.length) return null;
  const chance = ((DIE.length - sides) / DIE.length) ** k;
  const names = list(away.map(faceText), true);
  return {
    chance,
    success: t('odds.reroll.success', { n: k, faces: names }),
    failure: t('odds.reroll.failure', { n: k, faces: names, sprint: yes(!away.includes('sprint')), damage: SPRINT_DAMAGE, paid: yes(paid), cost: FORTUNE_PER_ACTION }),
  };
}

/** The warning of a reroll that can break the chariot up at once (rerollMayBreak). */
export function rerollWarning(view: ChariotView, faces: readonly Face[]): Text | undefined {
  if (!rerollMayBreak(view, faces)) return undefined;
  const turn = view.turn!;
  const c = view.chariots[turn.chariot];
  const left = view.chariots.filter((x, i) => i !== turn.chariot && x.seat === c.seat && !x.out).length;
  return t('warn.mayBreak', { chariot: chariotText(c, 'acc', view.viewer), last: yes(left === 0) });
}

/**
 * The odds on a step of the seat's move (the contract's moveStep): on the roll's option, on every
 * reroll marking, and on a roll or reroll the answers complete. Changes the step it is given (a
 * fresh object of stepOfTree) and returns it.
 */
export function withOdds<M extends { type: string }>(view: ChariotView, step: MoveStep<M> | null): MoveStep<M> | null {
  const turn = view.turn;
  if (!step || !turn || (turn.step !== 'start' && turn.step !== 'dice')) return step;
  for (const part of step.next) {
    if (part.kind === 'pick' && part.step === 'begin') {
      for (const o of part.options) {
        const odds = o.value === 'roll' ? rollOdds(view) : null;
        if (odds) o.odds = odds;
      }
    } else if (part.kind === 'set' && part.step === 'reroll') {
      const all = part.markings.map((m) => rerollOdds(view, m as Face[]));
      if (all.some((o) => o !== null)) part.odds = all;
    }
  }
  const done = step.complete;
  if (done) {
    const move = done.move as unknown as ChariotMove;
    const odds = move.type === 'roll' ? rollOdds(view) : move.type === 'reroll' ? rerollOdds(view, move.faces) : null;
    if (odds) done.odds = odds;
  }
  return step;
}
