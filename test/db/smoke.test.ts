import { createTestDb, TestDb } from '../support/db';

let t: TestDb;
beforeAll(async () => { t = await createTestDb(); });
afterAll(async () => { await t.close(); });

it('talks to a real migrated PostgreSQL', async () => {
  const u = await t.db.user.create({ data: { username: 'Anna', usernameKey: 'anna', email: 'a@example.org', passwordHash: 'x' } });
  expect(u.id).toBeGreaterThan(0);
  const rows = await t.db.$queryRaw<{ v: string }[]>`SELECT version() AS v`;
  expect(rows[0].v).toMatch(/PostgreSQL 17/);
});
