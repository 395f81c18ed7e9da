/**
 * A worker on its own: `npm run worker`. It works the job queue of the site's database
 * (DATABASE_URL, or the embedded PostgreSQL that `npm start` runs on this machine) and serves
 * no pages; run as many as the load needs, and set RUN_WORKER=false on the web processes.
 */
import { loadConfig, loadDotEnv } from './config/config';
import { openDatabase, sessionSecret } from './server';
import { migrate } from './db/migrate';
import { createDb } from './db/client';
import { createServices } from './services';
import { JobQueue } from './jobs/queue';
import { startWorker } from './jobs/worker';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const { url } = await openDatabase(config, console.log, false);
  await migrate(url);
  const db = createDb(url, config.DB_POOL_SIZE);
  const services = createServices(db, config, { secret: await sessionSecret(config) });
  const queue = new JobQueue(url, config);
  await queue.start();
  services.attachQueue(queue);
  await startWorker(queue, services, config);
  console.log(`Slipstream worker ${process.pid} is working the job queue (mail: ${services.emails.transportName}).`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await queue.stop();
    services.emails.close();
    await db.$disconnect();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
