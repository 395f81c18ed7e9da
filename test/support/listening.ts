/**
 * The site listening on a loopback port, for tests that speak HTTP to it as a browser does (event
 * streams, bursts of requests at once), and a second web process on a test site's database: its
 * own services, app, pool and LISTEN connection, as a second `npm start` would have.
 */
import type { Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config';
import { createDb, type Db } from '../../src/db/client';
import { createServices, type Services } from '../../src/services';
import { buildApp } from '../../src/app';
import { TEST_ENV, TEST_SECRET, type TestSite } from './app';

export interface Listening {
  server: Server;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Stops listening; open connections (streams) are cut. */
  close(): Promise<void>;
}

export async function listen(app: Express): Promise<Listening> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

export interface WebProcess extends Listening {
  services: Services;
  db: Db;
}

/** A second web process on the site's database, listening; `env`: its settings beyond the tests'. */
export async function secondWebProcess(site: TestSite, env: Record<string, string> = {}): Promise<WebProcess> {
  const db = createDb(site.t.url, 3);
  const services = createServices(db, loadConfig({ ...TEST_ENV, DATABASE_URL: site.t.url, ...env }), { secret: TEST_SECRET });
  const l = await listen(buildApp(services, { sessionSecret: TEST_SECRET }));
  return {
    ...l,
    services,
    db,
    close: async () => {
      await services.live.close();
      await l.close();
      await db.$disconnect();
    },
  };
}
