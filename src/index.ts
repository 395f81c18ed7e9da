/** Starts the site: `npm start`. */
import { loadConfig, loadDotEnv } from './config/config';
import { createSite, listen } from './server';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const site = await createSite(config);
  const server = await listen(site.app, config.HOST, config.PORT);
  console.log(`Slipstream is running at ${config.baseUrl}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    server.close();
    await site.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
