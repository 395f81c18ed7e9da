/**
 * The live hub of one web process: one PostgreSQL connection that LISTENs on the changes channel
 * and hands each announcement to the event streams this process serves (per game, per user, and
 * the lobby). Nothing is kept but who listens here: the changes themselves come from PostgreSQL,
 * so a move made by another web process or a worker reaches every page. When the connection
 * drops, it reconnects with backoff and tells every stream to look again ("resync"), so nothing
 * announced meanwhile is missed.
 */
import { Client } from 'pg';
import { CHANNEL } from '../db/announcement';
import { parseAnnouncement } from './announce';

export type LiveEvent = { kind: 'game'; game: number; seq: number } | { kind: 'user'; game: number } | { kind: 'lobby' } | { kind: 'resync' };

type Listener = (e: LiveEvent) => void;

export class LiveHub {
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly games = new Map<number, Set<Listener>>();
  private readonly users = new Map<number, Set<Listener>>();
  private readonly lobby = new Set<Listener>();
  /** what each stream does when the process stops (end its response) */
  private readonly closers = new Set<() => void>();

  constructor(
    private readonly databaseUrl: string,
    private readonly log: (msg: string, err?: unknown) => void = () => undefined,
  ) {}

  /** Streams open in this process. */
  get streams(): number {
    return this.closers.size;
  }

  /**
   * Subscribes a stream: to a game's changes, a user's games, the lobby (any of them). Returns
   * the unsubscribe function. The first subscription opens the LISTEN connection.
   */
  async subscribe(opts: { game?: number; user?: number; lobby?: boolean; onClose: () => void }, listener: Listener): Promise<() => void> {
    if (this.closed) throw new Error('the live hub is closed');
    await this.connect();
    const add = <K>(map: Map<K, Set<Listener>>, key: K) => {
      const set = map.get(key) ?? new Set();
      set.add(listener);
      map.set(key, set);
    };
    if (opts.game !== undefined) add(this.games, opts.game);
    if (opts.user !== undefined) add(this.users, opts.user);
    if (opts.lobby) this.lobby.add(listener);
    this.closers.add(opts.onClose);
    return () => {
      this.games.get(opts.game as number)?.delete(listener);
      if (this.games.get(opts.game as number)?.size === 0) this.games.delete(opts.game as number);
      this.users.get(opts.user as number)?.delete(listener);
      if (this.users.get(opts.user as number)?.size === 0) this.users.delete(opts.user as number);
      this.lobby.delete(listener);
      this.closers.delete(opts.onClose);
    };
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (!this.connecting) {
      this.connecting = this.open().finally(() => {
        this.connecting = null;
      });
    }
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'slipstream-live' });
    client.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) this.dispatch(n.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  /** The connection dropped: reconnect (with backoff) and tell every stream to look again. */
  private lost(client: Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    if (this.closed) return;
    this.log('live updates: the database connection was lost; reconnecting', err);
    const attempt = (delay: number) => {
      this.retry = setTimeout(() => {
        this.retry = null;
        if (this.closed) return;
        this.connect().then(
          () => this.broadcast({ kind: 'resync' }),
          () => attempt(Math.min(delay * 2, 10_000)),
        );
      }, delay);
      this.retry.unref();
    };
    attempt(250);
  }

  private dispatch(text: string): void {
    const a = parseAnnouncement(text);
    if (!a) return;
    if ('lobby' in a) {
      for (const l of this.lobby) l({ kind: 'lobby' });
      return;
    }
    // seq -1: a change of an open game's seats (joined, left, started): its page looks again.
    for (const l of this.games.get(a.game) ?? []) l({ kind: 'game', game: a.game, seq: a.seq });
    for (const u of a.users) for (const l of this.users.get(u) ?? []) l({ kind: 'user', game: a.game });
  }

  private broadcast(e: LiveEvent): void {
    const all = new Set<Listener>([...this.lobby, ...[...this.games.values()].flatMap((s) => [...s]), ...[...this.users.values()].flatMap((s) => [...s])]);
    for (const l of all) l(e);
  }

  /** Ends every stream and the LISTEN connection. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    for (const c of [...this.closers]) c();
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
