/**
 * What a player's action sends (zod), the fingerprint of the step a page offered, and how a
 * refused move is answered: 400 not a move at all, 409 not your turn or a stale page, 422
 * against the rules.
 */
import { z } from 'zod';
import { msg } from '../../engine/text';
import type { Seat } from '../../engine/contract';
import { IllegalMoveError } from '../../engine/replay';
import { stateHash } from '../../engine/canonical';
import { stepperOf, walk, type Stepper } from '../../engine/steps';
import { badRequest, conflict, HttpError, unprocessable } from '../../http/errors';
import type { GameRecord } from '../../db/records';
import { moduleOf } from './game-record';

/** The sequence number a player's action is made against (every action's request has it). */
export const SeqInput = z.coerce.number({ error: 'site.error.seqNumber' }).int().min(0);

export const MoveRequest = z.object({
  seq: SeqInput,
  /** the move itself … */
  move: z.unknown().optional(),
  /** … or the answers that make it, step by step (`step:value`, as the page address carries them) */
  answers: z.array(z.string().max(500)).max(40).optional(),
  /** the fingerprint of the first step the page offered (offeredHash): lets a stale page's move land */
  offered: z.string().max(64).optional(),
});

/**
 * The fingerprint of the first step of a seat's move (what it can choose from), sent with every
 * page and API answer: a move made from an older page is accepted when the seat may still begin
 * its move with exactly these choices (the move itself is then checked against the current state).
 */
export function offeredHash(stepper: Stepper | null): string {
  return stateHash(stepper ? stepper([]) : null).slice(0, 16);
}

export const SeqRequest = z.object({ seq: SeqInput });

/** A take-back: the last step, or (`to`) every step of the turn back to and including that one. */
export const TakeBackRequest = z.object({ seq: SeqInput, to: SeqInput.optional() });

/** The move the answers make, walked step by step; 409 when it is not the seat's turn (as for a move), 422 when they are no whole move of the seat now. */
export function moveOfAnswers(game: GameRecord, seat: Seat, answers: string[]): unknown {
  if (!game.toAct.includes(seat)) throw refusalError(new IllegalMoveError(msg('site.refusal.notYourTurn'), 'turn'));
  const w = walk(stepperOf(moduleOf(game), game.state, seat), answers);
  if (!w || !w.all || !w.step.complete) throw unprocessable(msg('site.error.answersNoMove'), 'illegal_move');
  return w.step.complete.move;
}

/** A refused move as an HTTP answer: 400 not a move at all, 409 not your turn, 422 against the rules. */
export function refusalError(err: IllegalMoveError): HttpError {
  if (err.kind === 'malformed') return badRequest(err.text, 'malformed_move');
  if (err.kind === 'turn') return conflict(err.text, 'not_your_turn');
  return unprocessable(err.rule ? msg('site.error.ruleBroken', { text: err.text, rule: err.rule }) : err.text, 'illegal_move');
}

export function staleError(current: number, sent?: number): HttpError {
  return conflict(sent === undefined ? msg('site.error.stale') : msg('site.error.staleAt', { sent, current }), 'stale');
}
