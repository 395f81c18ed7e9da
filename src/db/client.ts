/**
 * The Prisma client, on node-postgres through @prisma/adapter-pg (no native engine), over a pool
 * of our own: the hot paths (src/db/hot/) send their hand-written SQL through the same pool.
 * Every statement sent on a connection of the pool is counted (statementsOf), so a test can
 * tell how many round trips a request makes. Behind a pooler in transaction mode the pool sends
 * every statement unnamed (`namedStatements: false`, src/db/connections.ts).
 */
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool, type PoolClient } from 'pg';
import { PrismaClient } from '../generated/prisma/client';

export type Db = PrismaClient;

interface PoolInfo {
  pool: Pool;
  statements: number;
}

const pools = new WeakMap<Db, PoolInfo>();

export interface DbOptions {
  /**
   * Named prepared statements (the hot paths', rate-limiter-flexible's): default true. False
   * behind a pooler that loses them: the name is dropped and the statement sent unnamed.
   */
  namedStatements?: boolean;
}

export function createDb(databaseUrl: string, poolSize = 10, opts: DbOptions = {}): Db {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  const info: PoolInfo = { pool, statements: 0 };
  const named = opts.namedStatements ?? true;
  // Prisma and pool.query both end in client.query: one call is one statement sent.
  pool.on('connect', (client: PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      info.statements++;
      if (!named) args[0] = unnamed(args[0]);
      return query(...args);
    };
  });
  // An idle connection the server closed (the database restarted) is dropped by the pool; no crash.
  pool.on('error', () => {});
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, info);
  return db;
}

/** A query's config without its statement name (a plain object only: text and Submittables pass as they are). */
function unnamed(config: unknown): unknown {
  if (!config || typeof config !== 'object' || !('name' in config) || typeof (config as { submit?: unknown }).submit === 'function') return config;
  const rest: Record<string, unknown> = { ...config };
  delete rest.name;
  return rest;
}

/** The pool behind a client made by createDb, for the hot paths' SQL. */
export function poolOf(db: Db): Pool {
  const info = pools.get(db);
  if (!info) throw new Error('a database client not made by createDb');
  return info.pool;
}

/** Whether this is a client made by createDb (not a transaction's client). */
export function isPooled(db: unknown): db is Db {
  return pools.has(db as Db);
}

/** How many statements the client's connections have sent so far (a test's round-trip count). */
export function statementsOf(db: Db): number {
  return pools.get(db)?.statements ?? 0;
}
