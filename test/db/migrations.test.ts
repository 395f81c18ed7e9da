/**
 * The SQL migrations give exactly the database schema.prisma describes, and their bookkeeping
 * is what `prisma migrate deploy` expects.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { createTestDb, TestDb } from '../support/db';
import { expectedUdt, readPrismaSchema } from '../support/prisma-schema';
import { migrate, readMigrations } from '../../src/db/migrate';
import { MIGRATIONS_DIR, ROOT } from '../../src/paths';

let t: TestDb;
let pg: Client;
beforeAll(async () => {
  t = await createTestDb();
  pg = new Client({ connectionString: t.url });
  await pg.connect();
});
afterAll(async () => {
  await pg.end();
  await t.close();
});

const schema = readPrismaSchema(path.join(ROOT, 'prisma', 'schema.prisma'));

describe('migrated database = schema.prisma', () => {
  it.each(schema.models.map((m) => [m.name, m] as const))('model %s has its table and columns', async (_name, model) => {
    const cols = await pg.query<{ column_name: string; udt_name: string; is_nullable: string; character_maximum_length: number | null; datetime_precision: number | null }>(
      `SELECT column_name, udt_name, is_nullable, character_maximum_length, datetime_precision FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
      [model.table],
    );
    expect(cols.rows.length).toBeGreaterThan(0);
    expect(cols.rows.map((c) => c.column_name).sort()).toEqual(model.fields.map((f) => f.column).sort());
    for (const f of model.fields) {
      const c = cols.rows.find((r) => r.column_name === f.column)!;
      expect([f.name, c.udt_name]).toEqual([f.name, expectedUdt(f, schema.enums)]);
      if (!f.list) expect([f.name, c.is_nullable]).toEqual([f.name, f.optional ? 'YES' : 'NO']);
      const len = f.dbType?.match(/\((\d+)\)/);
      if (len && /^(Var)?Char/.test(f.dbType ?? '')) expect([f.name, c.character_maximum_length]).toEqual([f.name, Number(len[1])]);
      if (f.type === 'DateTime') expect([f.name, c.datetime_precision]).toEqual([f.name, len ? Number(len[1]) : 3]);
    }
  });

  it('has every id, unique and index of the schema', async () => {
    const idx = await pg.query<{ tablename: string; indexdef: string }>(`SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'`);
    for (const m of schema.models) {
      for (const i of m.indexes) {
        const cols = `(${i.columns.map((c) => `"${c}"`).join(', ')})`.replace(/"(\w+)"/g, (_s, c) => (/^[a-z_]+$/.test(c) ? c : `"${c}"`));
        const found = idx.rows.some(
          (r) => r.tablename === m.table && r.indexdef.replace(/"/g, '').endsWith(cols.replace(/"/g, '')) && (i.kind === 'index' || /UNIQUE/.test(r.indexdef)),
        );
        expect([m.name, i.kind, i.columns, found]).toEqual([m.name, i.kind, i.columns, true]);
      }
    }
  });

  it('has every enum with its values', async () => {
    for (const [name, values] of schema.enums) {
      const rows = await pg.query<{ enumlabel: string }>(
        `SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder`,
        [name],
      );
      expect(rows.rows.map((r) => r.enumlabel)).toEqual(values);
    }
  });
});

describe('migration bookkeeping', () => {
  it('records every migration as prisma migrate deploy does', async () => {
    const rows = await pg.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    );
    const files = await readMigrations();
    expect(rows.rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const r of rows.rows) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, r.migration_name, 'migration.sql'));
      expect(r.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(r.finished_at).not.toBeNull();
      expect(r.applied_steps_count).toBe(1);
    }
  });

  it('applies nothing twice', async () => {
    expect(await migrate(t.url)).toEqual([]);
  });

  it('refuses a migration changed after it was applied', async () => {
    await pg.query(`UPDATE "_prisma_migrations" SET checksum = 'x' WHERE migration_name = (SELECT min(migration_name) FROM "_prisma_migrations")`);
    await expect(migrate(t.url)).rejects.toThrow(/changed after it was applied/);
  });
});
