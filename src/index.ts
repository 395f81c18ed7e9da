/** Starts the site: `npm start`. */
import { loadConfig, loadDotEnv } from './config/config';
import { createSite, listen, runProcess } from './server';

/** How long a stop waits for requests in flight before it closes their connections. */
const DRAIN_MS = 10_000;

runProcess(async () => {
  loadDotEnv();
  const config = loadConfig();
  const site = await createSite(config);
  const server = await listen(site.app, config.HOST, config.PORT);
  site.services.log.info(`Slipstream is running at ${config.baseUrl}`);
  return async () => {
    // A graceful stop: take no new requests, end the event streams, let the requests in flight
    // finish (at most DRAIN_MS), then stop the worker, the database connections and the
    // embedded PostgreSQL.
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await site.services.live.close();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([drained, new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_MS)))]);
    clearTimeout(timer);
    server.closeAllConnections();
    await site.close();
  };
});
