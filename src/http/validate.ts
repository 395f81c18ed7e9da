/** Parses input with a zod schema; a failure is a 400 that says what is wrong. */
import type { ZodType } from 'zod';
import { badRequest } from './errors';

export function parseInput<T>(schema: ZodType<T>, data: unknown, what = 'input'): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  throw badRequest(`Invalid ${what}${where}: ${issue?.message ?? 'bad value'}.`, 'invalid_input');
}
