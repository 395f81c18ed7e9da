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
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the site, used in links. */
  BASE_URL: z.url().optional(),
  /** An external PostgreSQL; without it an embedded one runs with its data under DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL').optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Secret for CSRF tokens; generated and kept in DATA_DIR when absent (not in production). */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Secure cookies (HTTPS only). Defaults to true when BASE_URL is https. */
  COOKIE_SECURE: bool.optional(),
  /** Trust X-Forwarded-* from a reverse proxy. */
  TRUST_PROXY: bool.default(false),
  LOG_REQUESTS: bool.default(false),
});

export type Config = z.infer<typeof ConfigSchema> & { baseUrl: string; cookieSecure: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
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
