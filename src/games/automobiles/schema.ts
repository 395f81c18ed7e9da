/** zod schemas: options and moves. */
import { z } from 'zod';
import { CARD_SET_CHOICES } from './data/cards';
import { COLOURS } from './data/dice';
import { TRACK_IDS } from './data/tracks';
import { DRIVER_IDS } from './data/drivers';
import { SPONSOR_IDS } from './data/sponsors';

/** A later race of a season: a track, or "drawn" with the track cards. */
const seasonTrack = z
  .enum(['drawn', ...TRACK_IDS])
  .optional()
  .transform((v) => (v === undefined || v === 'drawn' ? undefined : v));

export const optionsSchema = z
  .object({
    cardSet: z.enum(CARD_SET_CHOICES).default('random'),
    track: z.enum(TRACK_IDS).default('daytona'),
    // A select sends a string: "3" and 3 both mean three laps.
    laps: z.coerce.number().int().min(1).max(5).default(3),
    einfaedeln: z.boolean().default(false),
    beschleunigt: z.boolean().default(false),
    drivers: z.boolean().optional(),
    // A select sends a string: "off" is a single race, "3"–"5" a season of that many races.
    season: z
      .union([z.enum(['off', '3', '4', '5']), z.literal(3), z.literal(4), z.literal(5)])
      .optional()
      .transform((v) => (v === undefined || v === 'off' ? undefined : Number(v))),
    track2: seasonTrack,
    track3: seasonTrack,
    track4: seasonTrack,
    track5: seasonTrack,
  })
  .strict();

const colour = z.enum(COLOURS);
const seg = z.number().int().min(0).max(1000);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pit') }).strict(),
  z.object({ type: z.literal('activate'), colour, seg: seg.optional() }).strict(),
  z.object({ type: z.literal('place'), seg }).strict(),
  z.object({ type: z.literal('stop') }).strict(),
  z.object({ type: z.literal('choose'), colour, area: z.enum(['active', 'discard', 'drawn', 'bag']) }).strict(),
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
  z.object({ type: z.literal('sponsor'), sponsor: z.enum(SPONSOR_IDS) }).strict(),
  z.object({ type: z.literal('keepSponsor'), drop: z.enum(SPONSOR_IDS).optional() }).strict(),
]);
