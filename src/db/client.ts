/**
 * The Prisma client, on node-postgres through @prisma/adapter-pg (no native engine), over a pool
 * of our own: the hot paths (src/db/hot/) send their hand-written SQL through the same pool.
 * Every statement sent on a connection of the pool is counted (statementsOf), so a test can
 * tell how many round trips a request makes.
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

export function createDb(databaseUrl: string, poolSize = 10): Db {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  const info: PoolInfo = { pool, statements: 0 };
  // Prisma and pool.query both end in client.query: one call is one statement sent.
  pool.on('connect', (client: PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      info.statements++;
      return query(...args);
    };
  });
  // An idle connection the server closed (the database restarted) is dropped by the pool; no crash.
  pool.on('error', () => {});
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, info);
  return db;
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
