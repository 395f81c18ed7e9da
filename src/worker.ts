/**
 * A worker on its own: `npm run worker`. It works the job queue of the site's database
 * (DATABASE_URL, or the embedded PostgreSQL that `npm start` runs on this machine) and serves
 * no pages; run as many as the load needs, and set RUN_WORKER=false on the web processes.
 */
import { loadConfig, loadDotEnv } from './config/config';
import { createBackend, runProcess } from './server';

runProcess(async () => {
  loadDotEnv();
  const config = loadConfig();
  const backend = await createBackend(config, { worker: true, startDatabase: false });
  backend.log.info(`Slipstream worker ${process.pid} is working the job queue (mail: ${backend.services.emails.transportName}).`);
  return () => backend.close();
});
