/** zod schemas: options and moves. */
import { z } from 'zod';
import { CARD_SET_CHOICES } from './cards';
import { COLOURS } from './dice';
import { TRACK_IDS } from './tracks';
import { DRIVER_IDS } from './drivers-data';

export const optionsSchema = z
  .object({
    cardSet: z.enum(CARD_SET_CHOICES).default('random'),
    track: z.enum(TRACK_IDS).default('daytona'),
    // A select sends a string: "3" and 3 both mean three laps.
    laps: z.coerce.number().int().min(1).max(5).default(3),
    einfaedeln: z.boolean().default(false),
    beschleunigt: z.boolean().default(false),
    drivers: z.boolean().optional(),
  })
  .strict();

const colour = z.enum(COLOURS);
const seg = z.number().int().min(0).max(1000);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pit') }).strict(),
  z.object({ type: z.literal('activate'), colour, seg: seg.optional() }).strict(),
  z.object({ type: z.literal('place'), seg }).strict(),
  z.object({ type: z.literal('stop') }).strict(),
  z.object({ type: z.literal('choose'), colour, area: z.enum(['active', 'discard', 'drawn']) }).strict(),
  z.object({ type: z.literal('option'), option: z.union([z.literal(1), z.literal(2)]) }).strict(),
  z.object({ type: z.literal('draw') }).strict(),
  z.object({ type: z.literal('buy'), colour }).strict(),
  z.object({ type: z.literal('endTurn'), seg: seg.optional() }).strict(),
  z.object({ type: z.literal('extraDraw'), take: z.boolean() }).strict(),
  z.object({ type: z.literal('drive'), seg }).strict(),
  z.object({ type: z.literal('driver') }).strict(),
  z.object({ type: z.literal('pickDriver'), driver: z.enum(DRIVER_IDS) }).strict(),
  z.object({ type: z.literal('count'), n: z.number().int().min(1).max(3) }).strict(),
  z.object({ type: z.literal('settle'), colour, to: z.enum(['remove', 'active', 'bag']) }).strict(),
]);
