/**
 * Which connection goes where when a pooler in transaction mode (PgBouncer) stands in front of
 * PostgreSQL: DATABASE_URL is the pooler, DATABASE_DIRECT_URL the server itself. A pooler in
 * transaction mode hands each transaction to any of its server connections, so whatever lives
 * longer than one transaction must bypass it:
 * - LISTEN (src/live/hub.ts, src/jobs/follow-changes.ts): the pooler drops notifications that
 *   arrive on a server connection no client holds at that moment;
 * - session advisory locks held across statements: the change follower's, the queue set-up's
 *   (src/queue.ts), the migrations' (src/db/migrate.ts);
 * - pg-boss: its own pool (at most 4 connections a process); its statements keep to one
 *   transaction each (advisory xact locks, SET LOCAL), but it is not tried through a pooler;
 * - named prepared statements (the hot paths' SQL, rate-limiter-flexible's store): they live on
 *   one server connection; PgBouncer before 1.21 (Debian 12 has 1.18), or with
 *   max_prepared_statements = 0, loses them ("prepared statement … does not exist"). The pool
 *   then sends every statement unnamed (src/db/client.ts).
 * The pool behind Prisma goes through the pooler: unnamed statements and transactions only.
 * Without DATABASE_DIRECT_URL everything uses the one URL, as without a pooler.
 */
import type { Config } from '../config/config';

export interface Connections {
  /** the pool behind Prisma and the hot paths (through the pooler, when there is one) */
  pooled: string;
  /** LISTEN, session locks, migrations, the job queue: PostgreSQL itself */
  direct: string;
  /** whether the pool may send named prepared statements */
  namedStatements: boolean;
}

/** The connections of a process whose database is at `url` (DATABASE_URL, or the embedded server's). */
export function connectionsOf(config: Pick<Config, 'DATABASE_DIRECT_URL' | 'DB_NAMED_STATEMENTS'>, url: string): Connections {
  return {
    pooled: url,
    direct: config.DATABASE_DIRECT_URL ?? url,
    namedStatements: config.DB_NAMED_STATEMENTS ?? !config.DATABASE_DIRECT_URL,
  };
}
