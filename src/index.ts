/** Starts the site: `npm start`. */
import { loadConfig, loadDotEnv } from './config/config';
import { createSite, listen, runProcess } from './server';

runProcess(async () => {
  loadDotEnv();
  const config = loadConfig();
  const site = await createSite(config);
  const server = await listen(site.app, config.HOST, config.PORT);
  console.log(`Slipstream is running at ${config.baseUrl}`);
  return async () => {
    server.close();
    await site.close();
  };
});
