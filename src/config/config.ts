/**
 * Configuration: read once from the environment (and .env when present), validated with zod,
 * failing loudly at start. Every setting is described in .env.example.
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** where the site listens: this machine only by default (a container sets 0.0.0.0) */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the site, used in links. */
  BASE_URL: z.url().optional(),
  /** An external PostgreSQL; without it an embedded one runs with its data under DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL').optional(),
  /**
   * PostgreSQL itself when DATABASE_URL is a pooler in transaction mode (PgBouncer): LISTEN,
   * session locks, migrations and the job queue connect here (src/db/connections.ts).
   */
  DATABASE_DIRECT_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL').optional(),
  /** Named prepared statements on the pool; default: on, but off behind a pooler (DATABASE_DIRECT_URL set). */
  DB_NAMED_STATEMENTS: bool.optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Secret for CSRF tokens; generated and kept in DATA_DIR when absent (not in production). */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a mailed link to set a forgotten password works (it works once). */
  PASSWORD_RESET_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(60),
  /** Secure cookies (HTTPS only). Defaults to true when BASE_URL is https. */
  COOKIE_SECURE: bool.optional(),
  /** Trust X-Forwarded-* from a reverse proxy. */
  TRUST_PROXY: bool.default(false),
  /** Structured logs (JSON lines, pino) at this level and above; `silent` for none. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One log line per answered request (method, path, status, time, request id). */
  LOG_REQUESTS: bool.default(true),
  /** Rate limits on log-in, sign-up, new games, invitations and moves (docs/operations.md); off only for tests. */
  RATE_LIMITS: bool.default(true),
  /**
   * Changed limits, as NAME=POINTS/SECONDS pairs, comma separated, e.g. `signup=20/3600,move=600/60`
   * (names and defaults in docs/operations.md).
   */
  RATE_LIMIT_OVERRIDES: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const out: Record<string, { points: number; seconds: number }> = {};
      for (const pair of v.split(/[\s,]+/).filter(Boolean)) {
        const m = /^([a-zA-Z]+)=(\d{1,6})\/(\d{1,7})$/.exec(pair);
        if (!m || Number(m[2]) < 1 || Number(m[3]) < 1) {
          ctx.addIssue({ code: 'custom', message: `"${pair}" is not NAME=POINTS/SECONDS` });
          return z.NEVER;
        }
        out[m[1]] = { points: Number(m[2]), seconds: Number(m[3]) };
      }
      return out;
    }),
  /**
   * Live pages' event streams open at once per browser session and per address, across every web
   * process (src/live/stream-slots.ts); counted only with RATE_LIMITS.
   */
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(8),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(30),
  /** A stream is ended after this long (the page's EventSource reconnects by itself). */
  LIVE_STREAM_MAX_SECONDS: z.coerce.number().int().min(1).max(86400).default(1800),

  /** Mail: an SMTP server (smtp://user:pass@host:587, smtps://… for TLS); without it mails stay in the local outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Slipstream <slipstream@localhost>'),
  /** Run the job worker inside the web process (`npm start`); false when `npm run worker` runs it. */
  RUN_WORKER: bool.default(true),
  /** Seconds a robot waits before its move. */
  ROBOT_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(2),
  /**
   * Seconds a "your turn" mail waits after the turn came; it is not sent when the player has
   * looked at the game meanwhile or watches it live.
   */
  TURN_MAIL_GRACE_SECONDS: z.coerce.number().int().min(0).max(86400).default(300),
  /** How often an idle worker looks for jobs. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** Retries of a failed job, with exponential backoff from the first delay; then the dead-letter list. */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A job a worker holds longer than this (a killed worker) is retried; also the lease on a mail being sent. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  /** How often pg-boss checks for expired jobs (its maintenance), in seconds. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The hour (UTC) at which daily digests go out. */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** Vacation days a player may take per calendar year. */
  VACATION_DAYS_PER_YEAR: z.coerce.number().int().min(0).max(366).default(30),
  /**
   * Web Push (docs/push.md): the site's VAPID key pair (base64url, as `npx web-push
   * generate-vapid-keys` prints it) and its contact (mailto: or https:). All three or none: without
   * them a pair is made at the first start and kept in the database, and the contact is MAIL_FROM's.
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, 87 base64url characters').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 43 base64url characters').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address').optional(),
  /** User names (comma separated) that get the admin pages; the first account on a site gets them too. */
  ADMIN_USERS: z
    .string()
    .default('')
    .transform((v) => v.split(/[\s,]+/).map((s) => s.toLowerCase()).filter(Boolean)),
});

export type Config = z.infer<typeof ConfigSchema> & { baseUrl: string; cookieSecure: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.DATABASE_DIRECT_URL && !c.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_DIRECT_URL: only with DATABASE_URL (the pooler in front of that server)');
  }
  const vapid = [c.VAPID_PUBLIC_KEY, c.VAPID_PRIVATE_KEY, c.VAPID_SUBJECT].filter(Boolean).length;
  if (vapid !== 0 && vapid !== 3) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three or none');
  }
  if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  const baseUrl = (c.BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return { ...c, baseUrl, cookieSecure: c.COOKIE_SECURE ?? baseUrl.startsWith('https:') };
}

/** Loads ./.env into process.env when it exists (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
