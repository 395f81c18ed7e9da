/**
 * Hand-written SQL for the hot paths (issue 17): what every request or move does, each in as
 * few round trips as the data allows. It runs on the pool behind Prisma (poolOf), or inside a
 * Prisma transaction when a change is part of a larger one. Parameters go as text (or null) and
 * are cast in the SQL, so both ways send them alike.
 */
import { createHash } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client';
import { poolOf, type Db } from '../client';

export type Row = Record<string, unknown>;

/** Runs one statement, returns its rows. */
export type Sql = (text: string, params: (string | number | boolean | null)[]) => Promise<Row[]>;

/**
 * On the pool, as named prepared statements: each connection parses and plans a statement once
 * and then only binds and runs it (planning the larger ones costs PostgreSQL more than running
 * them). Behind a pooler that would lose them the pool drops the names (src/db/connections.ts).
 */
export function viaPool(db: Db): Sql {
  const pool = poolOf(db);
  return async (text, params) => (await pool.query({ name: nameOf(text), text, values: params })).rows as Row[];
}

const names = new Map<string, string>();

/** A statement's name: a hash of its text. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `hot_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

export function viaTx(tx: Prisma.TransactionClient): Sql {
  return (text, params) => tx.$queryRawUnsafe<Row[]>(text, ...params);
}

/** An int[] parameter as PostgreSQL's text form ("{1,2}"), cast with ::int[]. */
export function intArray(xs: readonly number[]): string {
  return `{${xs.join(',')}}`;
}

/** A timestamp parameter (cast with ::timestamptz). */
export function stamp(d: Date | null): string | null {
  return d === null ? null : d.toISOString();
}

/** A JSON parameter (cast with ::jsonb); undefined and null are SQL NULL. */
export function json(v: unknown): string | null {
  return v === undefined || v === null ? null : JSON.stringify(v);
}

/** A timestamp read from JSON (json_build_object gives text). */
export function dateOf(v: unknown): Date | null {
  return v === null || v === undefined ? null : new Date(v as string);
}
