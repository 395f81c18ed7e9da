/** zod schemas: options and moves. */
import { z } from 'zod';
import { CARD_KINDS, KNONSTER } from './data/race';

export const optionsSchema = z
  .object({
    siegwette: z.boolean().default(false),
    superkraefte: z.boolean().default(false),
  })
  .strict();

const knonster = z.enum(KNONSTER);
const cardKind = z.enum(CARD_KINDS as unknown as [string, ...string[]]);

export const moveSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('favourites'),
      // „Wahl der Favoriten": a pair is the same choice in either order; stored in Knonster order.
      favourites: z
        .tuple([knonster, knonster])
        .transform(([a, b]) => (KNONSTER.indexOf(a) <= KNONSTER.indexOf(b) ? [a, b] : [b, a]) as [typeof a, typeof b]),
      bet: knonster.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('play'),
      card: cardKind,
      power: knonster.optional(),
    })
    .strict(),
]);
