/** zod schemas: options and moves. */
import { z } from 'zod';
import { COLOURS } from './data/boards';
import { FACES } from './data/dice';
import { TRACK_CHOICES } from './data/track-halves';

export const optionsSchema = z
  .object({
    track: z.enum(TRACK_CHOICES).default('AA'),
    noDamageAfterFinish: z.boolean().default(false),
    alternativeChariots: z.boolean().default(false),
  })
  .strict();

const face = z.enum(FACES);
const field = z.number().int().min(0).max(999);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick'), board: z.enum(COLOURS) }).strict(),
  z.object({ type: z.literal('place'), position: z.number().int().min(1).max(6) }).strict(),
  z.object({ type: z.literal('repair') }).strict(),
  z.object({ type: z.literal('roll') }).strict(),
  z.object({ type: z.literal('reroll'), faces: z.array(face).min(1).max(5) }).strict(),
  z.object({ type: z.literal('turn'), from: face, to: face }).strict(),
  z.object({ type: z.literal('keep') }).strict(),
  z.object({ type: z.literal('drive'), up: z.number().int().min(0).max(5) }).strict(),
  z
    .object({ type: z.literal('path'), path: z.string().max(20).regex(/^[fio]*$/, 'a path is made of the letters f (forward), i (inwards), o (outwards)') })
    .strict(),
  z.object({ type: z.literal('caltrop'), field }).strict(),
  z.object({ type: z.literal('spear'), target: z.number().int().min(0).max(5) }).strict(),
  z.object({ type: z.literal('endAttacks') }).strict(),
]);
