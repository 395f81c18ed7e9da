/**
 * Parses input with a zod schema; a failure is a 400 that says what is wrong, in the reader's
 * language: a schema's own message is a message key ("site.error.chooseGame"); zod's own checks
 * are said by our catalogue's words for their kind (site.zod.*).
 */
import type { RequestHandler } from 'express';
import type { ZodType } from 'zod';
import { msg, type Msg, type Text } from '../engine/text';
import { isKey } from '../i18n/keys';
import { badRequest, HttpError } from './errors';

interface Issue {
  code: string;
  message: string;
  path: PropertyKey[];
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
}

/** What is wrong with one value, in words of the catalogue. */
export function issueText(issue: Issue | undefined): Msg {
  if (!issue) return msg('site.zod.other');
  if (isKey(issue.message)) return msg(issue.message);
  const size = (n: number | bigint | undefined) => (n === undefined ? 0 : Number(n));
  switch (issue.code) {
    case 'invalid_type':
      return msg('site.zod.type', { expected: issue.expected ?? '' });
    case 'too_small':
      return msg(issue.origin === 'string' ? 'site.zod.shortString' : issue.origin === 'array' ? 'site.zod.fewItems' : 'site.zod.small', { min: size(issue.minimum) });
    case 'too_big':
      return msg(issue.origin === 'string' ? 'site.zod.longString' : issue.origin === 'array' ? 'site.zod.manyItems' : 'site.zod.big', { max: size(issue.maximum) });
    case 'invalid_format':
      return msg('site.zod.format');
    case 'invalid_value':
    case 'invalid_union':
      return msg('site.zod.value');
    case 'unrecognized_keys':
      return msg('site.zod.keys');
    default:
      return msg('site.zod.other');
  }
}

export function parseInput<T>(schema: ZodType<T>, data: unknown, what: Text = msg('site.input.input')): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as Issue | undefined;
  const where = issue?.path.length ? issue.path.join('.') : '';
  throw badRequest(msg(where ? 'site.error.invalidAt' : 'site.error.invalid', { what, where, detail: issueText(issue) }), 'invalid_input');
}

/** 415 for a JSON API request whose body is not JSON. */
export const requireJson: RequestHandler = (req, _res, next) => {
  next(req.is('application/json') ? undefined : new HttpError(415, msg('site.error.sendJson'), 'bad_content_type'));
};
