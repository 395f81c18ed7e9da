/**
 * How many live event streams one client holds, across every web process (issue 32: 500 streams
 * from one address were all held). Each open stream is a row of `live_streams` (its process, the
 * client's address, a hash of its browser session), so the caps count the streams of every web
 * process of the site, not just this one's:
 * - a new stream is refused with 429 when its session already holds LIVE_STREAMS_PER_SESSION
 *   streams or its address LIVE_STREAMS_PER_ADDRESS;
 * - opening is one transaction that takes an advisory lock on the address and one on the session
 *   first, so a burst of opens sent at once is counted one by one (a count read by all of them
 *   before any wrote would let them all in);
 * - the process renews its rows' `seen_at` with the streams' heartbeat, and deletes a row when its
 *   stream ends; the rows of a killed process stop counting after STALE_SECONDS and are deleted by
 *   the next heartbeat of any process.
 * Only the number of streams this process holds lives in its memory (to know when to renew).
 */
import { createHash, randomUUID } from 'node:crypto';
import { poolOf, type Db } from '../db/client';
import { LIVE_STREAM_LOCK } from '../db/locks';
import { tooManyRequests } from '../http/rate-limits';
import { HEARTBEAT_MS } from './presence';

/** A row counts while its process renewed it this recently (three heartbeats and some slack). */
export const STALE_SECONDS = 90;
/** The Retry-After of a refused stream: places free up as other streams end. */
const RETRY_SECONDS = 30;

export interface StreamCaps {
  perSession: number;
  perAddress: number;
}

const TAKE = `
  INSERT INTO live_streams (id, process_id, address, session, opened_at, seen_at)
  SELECT $1::varchar, $2::varchar, $3::varchar, $4::varchar, now(), now()
  WHERE (SELECT count(*) FROM live_streams WHERE address = $3::varchar AND seen_at > now() - make_interval(secs => $5::int)) < $6::int
    AND (SELECT count(*) FROM live_streams WHERE session = $4::varchar AND seen_at > now() - make_interval(secs => $5::int)) < $7::int`;

export class StreamSlots {
  /** this process's rows */
  readonly processId = randomUUID();
  private held = 0;
  private renewal: NodeJS.Timeout | null = null;

  /** `caps` null: nothing is counted (RATE_LIMITS=false). */
  constructor(
    private readonly db: Db,
    private readonly caps: StreamCaps | null,
  ) {}

  /**
   * A place for one stream of this session (any string naming it; kept as its hash) from this
   * address; a 429 (with Retry-After) when either holds its cap. Returns the function that gives
   * the place back (once, however often it is called).
   */
  async take(address: string, session: string): Promise<() => void> {
    if (!this.caps) return () => undefined;
    const id = randomUUID();
    const key = createHash('sha256').update(session).digest('hex');
    const addr = address.slice(0, 64);
    const client = await poolOf(this.db).connect();
    let taken = false;
    try {
      await client.query('BEGIN');
      // One opening at a time per address and per session; in the order of their keys, so two
      // openings never wait for each other's second lock.
      const [a, b] = [lockKey(`address:${addr}`), lockKey(`session:${key}`)].sort((x, y) => x - y);
      await client.query('SELECT pg_advisory_xact_lock($1::int, $2::int), pg_advisory_xact_lock($1::int, $3::int)', [LIVE_STREAM_LOCK, a, b]);
      const done = await client.query(TAKE, [id, this.processId, addr, key, STALE_SECONDS, this.caps.perAddress, this.caps.perSession]);
      await client.query('COMMIT');
      taken = done.rowCount === 1;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    if (!taken) throw tooManyRequests(RETRY_SECONDS);
    this.hold(1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.hold(-1);
      // Not answered by anybody: a row left behind (the database away) stops counting when stale.
      poolOf(this.db).query('DELETE FROM live_streams WHERE id = $1::varchar', [id]).catch(() => undefined);
    };
  }

  /** Renews this process's rows while it holds any (and clears everybody's stale ones). */
  private hold(change: number): void {
    this.held += change;
    if (this.held > 0 && !this.renewal) {
      this.renewal = setInterval(() => void this.renew(), HEARTBEAT_MS);
      this.renewal.unref();
    } else if (this.held === 0 && this.renewal) {
      clearInterval(this.renewal);
      this.renewal = null;
    }
  }

  private async renew(): Promise<void> {
    const pool = poolOf(this.db);
    await pool.query('UPDATE live_streams SET seen_at = now() WHERE process_id = $1::varchar', [this.processId]).catch(() => undefined);
    await pool.query('DELETE FROM live_streams WHERE seen_at < now() - make_interval(secs => $1::int)', [STALE_SECONDS]).catch(() => undefined);
  }
}

/** A 32-bit key of the text, for the second half of an advisory lock's key. */
function lockKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}
