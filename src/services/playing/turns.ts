/**
 * Whose turn it is, as the seats table keeps it for deadlines and "your turn" mails: when a seat
 * starts to have to act it gets the log entry it waits after (turnSeq), the time and its deadline;
 * when it need not act any more these are cleared. A seat that acts again right after its own
 * step keeps its turn and its deadline while the step was part of a turn of several steps; after
 * a step that ended its turn (or revealed something), a new turn with a new deadline starts.
 */
import type { Prisma } from '../../generated/prisma/client';
import { DAY } from '../../clock';

export interface TurnChange {
  gameId: number;
  deadlineDays: number | null;
  before: number[];
  after: number[];
  /** the log entry that made the change */
  seq: number;
  /** the seat whose move it was, if any */
  mover: number | null;
  /** the mover's step ended his turn (a barrier): if he must act again, a new turn starts */
  moverTurnEnded?: boolean;
  now: Date;
}

export interface TurnFields {
  turnSeq: number | null;
  turnStartedAt: Date | null;
  deadlineAt: Date | null;
  reminderSentAt: Date | null;
}

/** The seats that start and stop having to act with this change. */
export function turnDelta(before: number[], after: number[]): { started: number[]; stopped: number[] } {
  return {
    started: after.filter((s) => !before.includes(s)),
    stopped: before.filter((s) => !after.includes(s)),
  };
}

export function startedTurn(c: TurnChange): TurnFields {
  return {
    turnSeq: c.seq,
    turnStartedAt: c.now,
    deadlineAt: c.deadlineDays ? new Date(c.now.getTime() + c.deadlineDays * DAY) : null,
    reminderSentAt: null,
  };
}

export const NO_TURN: TurnFields = { turnSeq: null, turnStartedAt: null, deadlineAt: null, reminderSentAt: null };

/** The seats whose turn starts (with their new fields) and those whose turn ends with the change. */
export function plannedTurnChange(c: TurnChange): { started: number[]; stopped: number[]; fields: TurnFields } {
  const { started, stopped } = turnDelta(c.before, c.after);
  if (c.moverTurnEnded && c.mover !== null && c.before.includes(c.mover) && c.after.includes(c.mover)) started.push(c.mover);
  return { started, stopped, fields: startedTurn(c) };
}

/** The new fields per seat after the change (and the mover back from a timeout, when he was). */
export function seatFieldsAfter(c: TurnChange, moverBack: boolean): Map<number, Partial<TurnFields & { timedOutAt: null; decisionDueAt: null }>> {
  const { started, stopped, fields } = plannedTurnChange(c);
  const out = new Map<number, Partial<TurnFields & { timedOutAt: null; decisionDueAt: null }>>();
  for (const s of started) out.set(s, fields);
  for (const s of stopped) out.set(s, NO_TURN);
  if (moverBack && c.mover !== null) out.set(c.mover, { ...out.get(c.mover), timedOutAt: null, decisionDueAt: null });
  return out;
}

/** Writes the turns of the first seats to act when a game starts (the moves' changes: src/db/hot/append.ts). */
export async function applyTurnChange(tx: Prisma.TransactionClient, c: TurnChange): Promise<void> {
  const { started, stopped, fields } = plannedTurnChange(c);
  if (started.length) await tx.seat.updateMany({ where: { gameId: c.gameId, seat: { in: started } }, data: fields });
  if (stopped.length) await tx.seat.updateMany({ where: { gameId: c.gameId, seat: { in: stopped } }, data: NO_TURN });
}
