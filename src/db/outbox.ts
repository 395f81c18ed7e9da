/**
 * The outboxes (mails in `emails`, pushes in `push_messages`) share their columns for sending:
 * status, attempts, created_at, claimed_until. This finds the rows whose job was lost — queued but
 * never tried (the process stopped between the row and its job), or held by a worker whose lease
 * ran out long ago — so that each gets a job again (the claim keeps it to one send).
 */
import { Prisma } from '../generated/prisma/client';
import type { Db } from './client';

export type Outbox = 'emails' | 'push_messages';

export async function stuckOutboxRows(db: Db, outbox: Outbox, olderThanSeconds: number): Promise<number[]> {
  // (the table's name from the fixed list above, never from input)
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM ${Prisma.raw(outbox)}
    WHERE (status = 'PENDING' AND attempts = 0 AND created_at < now() - make_interval(secs => ${olderThanSeconds}))
       OR (status = 'SENDING' AND claimed_until < now() - make_interval(secs => ${olderThanSeconds}))
    ORDER BY id LIMIT 1000`;
  return rows.map((r) => r.id);
}
