/**
 * Whether an error means "the database cannot be reached just now" (stopped, restarting, the
 * connection cut, no connection free): such a request is answered 503 and may simply be tried
 * again; any other database error is a bug (500). Looks through Prisma's error, its driver
 * adapter's error and node-postgres's / the socket's error underneath.
 */

/** Prisma: server unreachable, timed out, connection closed; no pooled connection in time. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** @prisma/adapter-pg's kinds of a lost or missing connection. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** Sockets, and PostgreSQL's SQLSTATEs of a server shutting down, starting or out of connections. */
const DRIVER_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const MESSAGES = /Connection terminated|connect ENOENT .*\.s\.PGSQL\.|Can't reach database server|connection timeout|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;
/**
 * PgBouncer's (SQLSTATE 08P01, also its code for protocol errors, hence the messages): PostgreSQL
 * behind it unreachable (a query waited query_wait_timeout for a server connection; logins failed
 * and it waits server_login_retry; the server connection died under a query) or no client slot free.
 */
const POOLER_MESSAGES = /^(query_wait_timeout|server login has been failing, try again later \(server_login_retry\)|server conn crashed\?|client_login_timeout \(server down\)|no more connections allowed \(max_client_conn\))$/;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 6) return false;
  const e = err as { name?: string; code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown }; errors?: unknown };
  if (e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.code === 'string' && (PRISMA_CODES.has(e.code) || DRIVER_CODES.has(e.code))) return true;
  // a Unix socket whose server is gone: the socket file is missing
  if (e.code === 'ENOENT' && (err as { syscall?: unknown }).syscall === 'connect') return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && (MESSAGES.test(e.message) || POOLER_MESSAGES.test(e.message))) return true;
  const inner = [e.cause, e.meta?.driverAdapterError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((x) => isDatabaseUnavailable(x, depth + 1));
}
