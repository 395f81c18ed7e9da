/**
 * A robot's move caught by a crash, for the crash tests: its job fetched ("active") and its
 * statement waiting for a row lock the test holds on the game, so the process (or PostgreSQL)
 * dies while the move is being made — the few milliseconds in which a real crash leaves the
 * robot's job held by a dead worker, made to last.
 */
import { Client } from 'pg';
import { waitFor } from './jobs';
import { LONG_MS, PATIENCE, SERVER_MS } from './patience';

/** The bound (issue 32): a robot moves again within 15 s of the site being back. */
export const RESUME_MS = 15_000 * PATIENCE;

export interface HeldMove {
  /** the game's sequence number at which the robot is to move */
  seq: number;
  /** Ends the held statement (its process is dead: it never completes), then the lock. */
  release(): Promise<void>;
}

/**
 * Holds the robot's next move of the game (a site on `url`, with ROBOT_DELAY_SECONDS long enough
 * to lock the game between the robot's job being sent and run: 3 s).
 */
export async function holdRobotMove(url: string, gameId: number): Promise<HeldMove> {
  const c = new Client({ connectionString: url });
  c.on('error', () => undefined); // its PostgreSQL may be killed under it
  await c.connect();
  let seq = -1;
  await waitFor(async () => {
    const { rows } = await c.query<{ seq: number; state: string }>(
      `SELECT g.seq, j.state FROM games g JOIN pgboss.job j ON j.name = 'robot-move' AND (j.data->>'gameId')::int = g.id AND (j.data->>'seq')::int = g.seq
       WHERE g.id = $1`,
      [gameId],
    );
    if (rows[0] && rows[0].state !== 'created') throw new Error(`the robot's job ran (${rows[0].state}) before the game was locked`);
    seq = rows[0]?.seq ?? -1;
    return seq >= 0;
  }, SERVER_MS, "the robot's job");
  await c.query('BEGIN');
  const locked = await c.query<{ seq: number }>('SELECT seq FROM games WHERE id = $1 FOR UPDATE', [gameId]);
  if (locked.rows[0].seq !== seq) throw new Error('the robot moved before the game was locked');
  let blocked: number[] = [];
  try {
    await waitFor(async () => {
      const { rows } = await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))');
      blocked = rows.map((r) => r.pid);
      return blocked.length > 0;
    }, LONG_MS, "the robot's move to wait for the lock"); // a failed first attempt waits for its retry
  } catch (err) {
    // What the robot's jobs and the site's connections were doing, for the report.
    const jobs = await c.query(
      `SELECT id, state, data, retry_count, start_after, started_on, completed_on, output FROM pgboss.job WHERE name = 'robot-move' AND (data->>'gameId')::int = $1`,
      [gameId],
    );
    const activity = await c.query(`SELECT pid, state, wait_event_type, left(query, 120) AS query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    await c.query('ROLLBACK').catch(() => undefined);
    await c.end().catch(() => undefined);
    throw new Error(`${(err as Error).message}\njobs: ${JSON.stringify(jobs.rows)}\nconnections: ${JSON.stringify(activity.rows)}`);
  }
  return {
    seq,
    async release() {
      await c.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [blocked]).catch(() => undefined);
      await c.query('ROLLBACK').catch(() => undefined);
      await c.end().catch(() => undefined);
    },
  };
}
