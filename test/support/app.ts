/** The whole site over a fresh test database, for supertest. */
import type { Express } from 'express';
import request from 'supertest';
import { loadConfig } from '../../src/config/config';
import { createServices, Services } from '../../src/services';
import { buildApp } from '../../src/app';
import { createTestDb, TestDb } from './db';

export interface TestSite {
  app: Express;
  services: Services;
  t: TestDb;
  close(): Promise<void>;
}

export async function createTestSite(): Promise<TestSite> {
  const t = await createTestDb();
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.url, SESSION_SECRET: 'x'.repeat(40) });
  const services = createServices(t.db, config);
  const app = buildApp(services, { sessionSecret: 'x'.repeat(40), log: () => undefined });
  return { app, services, t, close: () => t.close() };
}

/** The CSRF token on a page (from any form). */
export function csrfFrom(html: string): string {
  const m = html.match(/name="_csrf" value="([^"]+)"/);
  if (!m) throw new Error('no CSRF token on the page');
  return m[1];
}

export interface Player {
  agent: ReturnType<typeof request.agent>;
  username: string;
  csrf: string;
  id: number;
}

/** Signs up a user through the pages and returns a logged-in agent with its CSRF token. */
export async function signUp(site: TestSite, username: string): Promise<Player> {
  const agent = request.agent(site.app);
  const form = await agent.get('/register').expect(200);
  await agent
    .post('/register')
    .type('form')
    .send({ _csrf: csrfFrom(form.text), username, email: `${username.toLowerCase()}@example.org`, password: 'correct horse battery' })
    .expect(303);
  const home = await agent.get('/').expect(200);
  const user = await site.services.users.findByUsername(username);
  return { agent, username, csrf: csrfFrom(home.text), id: user!.id };
}
