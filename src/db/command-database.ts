/**
 * The database for a command-line tool (`npm run admin`, `npm run verify`): DATABASE_URL, or the
 * embedded PostgreSQL that `npm start` runs on this machine, or, when the site is not running,
 * that embedded server started for the command and stopped after it.
 */
import { loadConfig, loadDotEnv, type Config } from '../config/config';
import { openDatabase } from './open';
import { createDb, type Db } from './client';
import { connectionsOf } from './connections';
import { migrate } from './migrate';

export async function connectForCommand(config: Config): Promise<{ db: Db; stop: () => Promise<void> }> {
  const running = await openDatabase(config, () => undefined, false);
  // DATABASE_URL may be a pooler: its pool then sends no named statements (src/db/connections.ts)
  const db = createDb(running.url, 2, { namedStatements: connectionsOf(config, running.url).namedStatements });
  try {
    await db.$queryRaw`SELECT 1`;
    return { db, stop: () => db.$disconnect() };
  } catch (err) {
    await db.$disconnect();
    if (config.DATABASE_URL) throw new Error(`The database at DATABASE_URL cannot be reached: ${err instanceof Error ? err.message : String(err)}`);
  }
  // the site is not running: start its embedded PostgreSQL for this command
  const started = await openDatabase(config, (m) => console.log(m), true);
  await migrate(started.url);
  const own = createDb(started.url, 2);
  return {
    db: own,
    stop: async () => {
      await own.$disconnect();
      await started.embedded?.stop();
    },
  };
}

/**
 * Runs a command-line tool on the site's database: its exit code from `main`, 1 with the message
 * on an error; the database is let go (and an embedded server started for it stopped) either way.
 */
export function runCommand(main: (db: Db, config: Config) => Promise<number>): void {
  (async () => {
    loadDotEnv();
    const config = loadConfig();
    const { db, stop } = await connectForCommand(config);
    try {
      return await main(db, config);
    } finally {
      await stop();
    }
  })()
    .then((code) => process.exit(code))
    .catch((err) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    });
}
