/** zod schemas: options and moves. */
import { z } from 'zod';
import { ACTION_KINDS } from './data/actions';
import { PREFS } from './data/buyers';
import { CAR_MARKERS } from './data/markers';
import { START_IDS } from './data/start-tiles';

export const optionsSchema = z
  .object({
    special: z.boolean().default(false),
  })
  .strict();

const small = z.number().int().min(0).max(60);
const pref = z.enum(PREFS as [string, ...string[]]);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), tile: z.enum(START_IDS as [string, ...string[]]) }).strict(),
  z.object({ type: z.literal('tile'), tile: z.string().regex(/^(T10|T[1-9]|[ABC][1-4])$/) }).strict(),
  z.object({ type: z.literal('action'), action: z.enum(ACTION_KINDS as [string, ...string[]]) }).strict(),
  z.object({ type: z.literal('activate'), card: small }).strict(),
  z.object({ type: z.literal('research'), card: small }).strict(),
  z.object({ type: z.literal('workshop'), slot: small }).strict(),
  z.object({ type: z.literal('gpcar') }).strict(),
  z.object({ type: z.literal('buyer'), pref }).strict(),
  z.object({ type: z.literal('sell'), slot: small }).strict(),
  z.object({ type: z.literal('remove'), car: small }).strict(),
  z.object({ type: z.literal('skip') }).strict(),
  z.object({ type: z.literal('daimler'), marker: z.union([z.literal(2), z.literal(4)]), buyer: small }).strict(),
  z
    .object({
      type: z.literal('diesel'),
      car: small,
      change: z.enum(['body', 'engine', 'workers', 'price']),
      slot: small.optional(),
      workers: small.optional(),
      price: small.optional(),
    })
    .strict(),
  z.object({ type: z.literal('build'), body: small, engine: small, workers: small }).strict(),
  z.object({ type: z.literal('price'), price: small, boost: z.enum(CAR_MARKERS).optional() }).strict(),
  z.object({ type: z.literal('end') }).strict(),
  z.object({ type: z.literal('benz'), pref: pref.nullable() }).strict(),
]);
