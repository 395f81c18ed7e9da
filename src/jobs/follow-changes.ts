/**
 * How the workers learn of a game's change without a job per move: every change is announced
 * in the transaction that stores it (NOTIFY, src/live/announce.ts), and one worker at a time —
 * the one holding CHANGE_FOLLOWER_LOCK on its LISTEN connection — follows the announcements and
 * runs what follows a change (mails, the next robot move) at once. Changes of one game are
 * handled one after another, those of different games side by side.
 *
 * Nothing depends on the announcement arriving: the game row keeps how far its changes were
 * handled (notified_seq). Whenever a worker becomes the follower (at its start, after its
 * connection dropped, when the previous follower stopped), every game behind is handed to the
 * job queue at once (catchUp); the minute sweep does the same for games quiet for two minutes;
 * and a change whose handling fails goes to the job queue, with its retries and dead letters.
 * The other workers try for the lock every JOB_POLL_SECONDS.
 */
import { Client } from 'pg';
import { CHANNEL } from '../db/announcement';
import { parseAnnouncement } from '../live/announce';
import { CHANGE_FOLLOWER_LOCK } from '../db/locks';

export interface FollowerHooks {
  /** what follows a change of the game */
  handle(gameId: number): Promise<void>;
  /** a change whose handling failed: to the job queue */
  fallback(gameId: number): Promise<void>;
  /** every game whose changes were not handled yet, to the job queue */
  catchUp(): Promise<void>;
  log(msg: string, err?: unknown): void;
}

export class ChangeFollower {
  private client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** games being handled here; true: another change came meanwhile */
  private readonly busy = new Map<number, boolean>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly databaseUrl: string,
    private readonly hooks: FollowerHooks,
    private readonly retrySeconds: number,
  ) {}

  /** Whether this process follows the changes now. */
  get following(): boolean {
    return this.client !== null;
  }

  async start(): Promise<void> {
    await this.attempt();
  }

  /** Tries to become the follower; else tries again later. */
  private async attempt(): Promise<void> {
    if (this.stopped || this.client) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'slipstream-follower' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [CHANGE_FOLLOWER_LOCK]);
      if (!rows[0].ok || this.stopped) {
        await client.end();
        return this.later();
      }
      client.on('notification', (n) => {
        if (n.channel !== CHANNEL || !n.payload) return;
        const a = parseAnnouncement(n.payload);
        if (a && 'game' in a) this.follow(a.game);
      });
      client.on('end', () => this.lost(client));
      client.on('error', (err) => this.lost(client, err));
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      // what was announced before this moment (or while nobody followed) is handed on now
      await this.hooks.catchUp();
    } catch (err) {
      this.hooks.log('change follower: cannot reach the database; trying again', err);
      await client.end().catch(() => undefined);
      this.later();
    }
  }

  private later(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.attempt();
    }, this.retrySeconds * 1000);
    this.timer.unref();
  }

  private lost(client: Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    if (this.stopped) return;
    this.hooks.log('change follower: the database connection was lost; trying again', err);
    this.later();
  }

  /** Handles the game's changes here, one run at a time per game. */
  private follow(gameId: number): void {
    if (this.busy.has(gameId)) {
      this.busy.set(gameId, true);
      return;
    }
    this.busy.set(gameId, false);
    const run = (async () => {
      do {
        this.busy.set(gameId, false);
        try {
          await this.hooks.handle(gameId);
        } catch (err) {
          this.hooks.log(`change follower: game ${gameId} goes to the job queue`, err);
          await this.hooks.fallback(gameId).catch((e) => this.hooks.log('change follower: the job queue failed too', e));
        }
      } while (this.busy.get(gameId) && !this.stopped);
      this.busy.delete(gameId);
    })();
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Stops following; waits for the changes being handled. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all([...this.inFlight]);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
