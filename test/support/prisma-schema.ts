/**
 * A small reader of prisma/schema.prisma (models, fields, enums, maps, ids and indexes), enough
 * to check that the migrated database has every table, column, type, nullability and index.
 */
import { readFileSync } from 'node:fs';

export interface SchemaField {
  name: string;
  column: string;
  type: string;
  optional: boolean;
  list: boolean;
  dbType?: string;
  unique: boolean;
  id: boolean;
}

export interface SchemaModel {
  name: string;
  table: string;
  fields: SchemaField[];
  /** column lists of @@id, @@unique and @@index, by kind */
  indexes: { kind: 'id' | 'unique' | 'index'; columns: string[] }[];
}

export interface PrismaSchema {
  models: SchemaModel[];
  enums: Map<string, string[]>;
}

function blocks(src: string, keyword: string): { name: string; body: string }[] {
  const out: { name: string; body: string }[] = [];
  const re = new RegExp(`^${keyword}\\s+(\\w+)\\s*\\{([\\s\\S]*?)^\\}`, 'gm');
  for (const m of src.matchAll(re)) out.push({ name: m[1], body: m[2] });
  return out;
}

export function readPrismaSchema(file: string): PrismaSchema {
  const src = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const enums = new Map(blocks(src, 'enum').map((b) => [b.name, b.body.split(/\s+/).filter(Boolean)]));
  const modelNames = new Set(blocks(src, 'model').map((b) => b.name));
  const models = blocks(src, 'model').map(({ name, body }) => {
    const fields: SchemaField[] = [];
    const raw: { kind: 'id' | 'unique' | 'index'; fields: string[] }[] = [];
    let table = name;
    for (const line of body.split('\n').map((l) => l.trim()).filter(Boolean)) {
      const block = line.match(/^@@(id|unique|index|map)\((.*)\)$/);
      if (block) {
        if (block[1] === 'map') table = JSON.parse(block[2]);
        else raw.push({ kind: block[1] as 'id' | 'unique' | 'index', fields: block[2].replace(/^\[|\].*$/g, '').split(',').map((s) => s.trim()) });
        continue;
      }
      const f = line.match(/^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/);
      if (!f || modelNames.has(f[2])) continue; // relation fields have no column
      const attrs = f[5];
      const map = attrs.match(/@map\("([^"]+)"\)/);
      const db = attrs.match(/@db\.(\w+)(\([^)]*\))?/);
      fields.push({
        name: f[1],
        column: map ? map[1] : f[1],
        type: f[2],
        list: Boolean(f[3]),
        optional: Boolean(f[4]),
        dbType: db ? db[1] + (db[2] ?? '') : undefined,
        unique: /@unique\b/.test(attrs),
        id: /@id\b/.test(attrs),
      });
    }
    const col = (n: string) => fields.find((x) => x.name === n)?.column ?? n;
    const indexes = raw.map((r) => ({ kind: r.kind, columns: r.fields.map(col) }));
    for (const f of fields) {
      if (f.id) indexes.push({ kind: 'id', columns: [f.column] });
      if (f.unique) indexes.push({ kind: 'unique', columns: [f.column] });
    }
    return { name, table, fields, indexes };
  });
  return { models, enums };
}

/** The PostgreSQL type (information_schema's udt_name) Prisma gives a field. */
export function expectedUdt(f: SchemaField, enums: Map<string, string[]>): string {
  if (enums.has(f.type)) return f.list ? `_${f.type}` : f.type;
  const base = (() => {
    if (f.dbType?.startsWith('VarChar')) return 'varchar';
    if (f.dbType?.startsWith('Char')) return 'bpchar';
    if (f.dbType?.startsWith('Timestamptz')) return 'timestamptz';
    switch (f.type) {
      case 'Int': return 'int4';
      case 'BigInt': return 'int8';
      case 'String': return 'text';
      case 'Boolean': return 'bool';
      case 'DateTime': return 'timestamp';
      case 'Json': return 'jsonb';
      case 'Float': return 'float8';
      default: throw new Error(`no mapping for ${f.type}`);
    }
  })();
  return f.list ? `_${base}` : base;
}
