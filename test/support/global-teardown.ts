import type { EmbeddedDb } from '../../src/db/embedded';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as Record<string, unknown>).__SLIPSTREAM_PG__ as EmbeddedDb | undefined;
  if (pg) await pg.stop();
}
