/**
 * Canonical JSON (object keys sorted) and the state hash stored with every move.
 * Two states are the same exactly when their canonical JSON is the same.
 */
import { createHash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value as object).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

export function stateHash(state: unknown): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex').slice(0, 32);
}

/** Deep equality by canonical JSON (moves are plain JSON). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
