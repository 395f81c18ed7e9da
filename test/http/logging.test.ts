/**
 * Structured logs: one JSON line per request with its id; the same id in X-Request-Id and on the
 * error page; a 500 logged with its stack under that id; a client's mistake (4xx) without a stack;
 * a proxy's X-Request-Id kept when it looks like one.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { buildApp } from '../../src/app';
import { createServices } from '../../src/services';
import { loadConfig } from '../../src/config/config';
import { createTestDb, type TestDb } from '../support/db';
import { TEST_ENV, TEST_SECRET } from '../support/app';

let t: TestDb;
const lines: Record<string, unknown>[] = [];
let app: ReturnType<typeof buildApp>;
let services: ReturnType<typeof createServices>;

beforeAll(async () => {
  t = await createTestDb();
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = pino({ level: 'info' }, sink);
  services = createServices(t.db, loadConfig({ ...TEST_ENV, DATABASE_URL: t.url, LOG_LEVEL: 'info' }), { secret: TEST_SECRET, log });
  app = buildApp(services, { sessionSecret: TEST_SECRET });
});
afterAll(async () => {
  await services.live.close();
  await t.close();
});

const linesOf = (id: string) => lines.filter((l) => l.reqId === id);

it('logs each request as one line with its id, which the answer carries too', async () => {
  const res = await request(app).get('/rules').expect(200);
  const id = res.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const [line] = linesOf(id);
  expect(line).toMatchObject({ level: 30, req: { method: 'GET', url: '/rules' }, res: { statusCode: 200 } });
  expect(JSON.stringify(line)).not.toMatch(/cookie/i);
});

it('a client mistake is logged without a stack; its page shows the request id', async () => {
  const res = await request(app).get('/games/%FF').set('Accept', 'text/html').expect(400);
  const id = res.headers['x-request-id'];
  expect(res.text).toContain(`Request id: ${id}`);
  const logged = linesOf(id);
  expect(logged).toHaveLength(1);
  expect(JSON.stringify(logged)).not.toContain('stack');
});

it('a 500 is logged with its stack under the request id, shown on the page and in the JSON', async () => {
  const openGames = services.lists.openGames;
  services.lists.openGames = () => Promise.reject(new Error('the lobby broke'));
  try {
    const res = await request(app).get('/').set('X-Request-Id', 'proxy-given-id-1234').expect(500);
    expect(res.headers['x-request-id']).toBe('proxy-given-id-1234');
    expect(res.text).toContain('Request id: proxy-given-id-1234');
    const failure = linesOf('proxy-given-id-1234').find((l) => l.level === 50 && l.err);
    expect(failure).toMatchObject({ msg: 'GET / failed', err: { message: 'the lobby broke' } });
    expect((failure!.err as { stack: string }).stack).toContain('Error: the lobby broke');
    const api = await request(app).get('/api/me/games').set('X-Request-Id', 'bad id with spaces');
    expect(api.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/); // not taken from the proxy
    expect(api.body.error.requestId).toBe(api.headers['x-request-id']);
  } finally {
    services.lists.openGames = openGames;
  }
});
