/**
 * zod schemas: the lobby's options and the shape of a move (rules/state.ts F90Move). A move that
 * passes is only well-formed; whether it is legal is legalMoves' answer.
 */
import { z } from 'zod';
import { ABILITY_IDS, type AbilityId } from './data/abilities';
import { CAR_SHEETS, type CarSheetId } from './data/car-sheets';
import { DECK_SIZE } from './data/cards';
import { isTrackCard, TRACK_CARDS_TOTAL } from './data/track-cards';
import { STRATEGY_IDS, type StrategyId } from './data/strategies';
import { TYRE_TYPES, type TyreType } from './data/weather';
import { TRACK_IDS } from './data/tracks';
import type { TrackId } from './data/track-types';
import type { F90Move, F90Options } from './rules/state';
import { MODULE_KEYS, withPreset } from './rules/modules';

export const optionsSchema = z
  .object({
    track: z.enum(TRACK_IDS as [TrackId, ...TrackId[]]).default('monza'),
    /** „KURZES RENNEN" */
    short: z.boolean().default(false),
    /** „JUNIORENVARIANTE" */
    junior: z.boolean().default(false),
    /** „WIEDEREINSTIEG" */
    reentry: z.boolean().default(false),
    /** the advanced game: all eight modules at once (a preset; the modules stay options of their own) */
    advanced: z.boolean().default(false),
    /** advanced modules („Module im Fortgeschrittenenspiel") */
    trackCards: z.boolean().default(false),
    abilities: z.boolean().default(false),
    carBuild: z.boolean().default(false),
    fuel: z.boolean().default(false),
    tyres: z.boolean().default(false),
    superfast: z.boolean().default(false),
    flags: z.boolean().default(false),
    offTrack: z.boolean().default(false),
  })
  .strict()
  // „JUNIORENVARIANTE": the simplified rules of the basic game, without fuel or advanced modules.
  .refine((o) => !o.junior || !(o.advanced || MODULE_KEYS.some((k) => o[k])), { message: 'The junior variant is played without advanced modules.' })
  // „Fortgeschrittenenspiel": the preset turns every module on
  .transform(withPreset);

/** A race card by its number (1 … 184), or a track card (201 … 234 Monza, 301 … 342 Hungaroring). */
const card = z
  .number()
  .int()
  .refine((n) => (n >= 1 && n <= DECK_SIZE) || isTrackCard(n), 'not a card number');
/** A test made with a card, or blind from the draw pile. */
const testWith = z.union([card, z.literal('blind')]);
const sheet = z.enum(CAR_SHEETS.map((x) => x.id) as [CarSheetId, ...CarSheetId[]]);
const strategy = z.enum(STRATEGY_IDS as [StrategyId, ...StrategyId[]]);
const side = z.union([z.literal(0), z.literal(1)]);
const point = z.number().int().min(1).max(3);
const tyre = z.enum(TYRE_TYPES as [TyreType, ...TyreType[]]);
const weatherStep = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
/** Distinct cards, at most `max` of them. */
const cards = (max: number) =>
  z
    .array(card)
    .max(max)
    .refine((xs) => new Set(xs).size === xs.length, 'the same card twice');

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sheet'), sheet, side }).strict(),
  z.object({ type: z.literal('mulligan'), redraw: z.boolean() }).strict(),
  z.object({ type: z.literal('qualify'), card, fuel: z.union([z.literal(8), z.literal(10), z.literal(12), z.literal(14), z.literal(16)]).optional() }).strict(),
  // „FAHRERFÄHIGKEIT"
  z.object({ type: z.literal('ability'), ability: z.enum(ABILITY_IDS as [AbilityId, ...AbilityId[]]) }).strict(),
  // „RENNWAGENAUSBAU": 1 … 3 points per category
  z.object({ type: z.literal('build'), chips: point, hand: point, slots: point }).strict(),
  // „WÄHLE DIE REIFEN"
  z.object({ type: z.literal('tyres'), tyre }).strict(),
  z.object({ type: z.literal('strategy'), strategy }).strict(),
  // „POSITIONSKAMPF": one or two cards, or none.
  z.object({ type: z.literal('declare'), cards: cards(2) }).strict(),
  z.object({ type: z.literal('pit'), extra: z.number().int().min(0).max(20).optional(), tyre: tyre.optional() }).strict(),
  z.object({ type: z.literal('draw'), from: z.union([z.literal('deck'), z.literal('discard'), card]) }).strict(),
  z.object({ type: z.literal('keep'), card }).strict(),
  z.object({ type: z.literal('pitDiscard'), cards: cards(DECK_SIZE + TRACK_CARDS_TOTAL) }).strict(),
  z
    .object({
      type: z.literal('play'),
      // „BEWEGUNG": one card or a pair.
      cards: cards(2).refine((xs) => xs.length >= 1, 'no card'),
      // „AUFWENDEN VON REIFENCHIPS": at most 2 × 3 tyre points, at least one of them a chip.
      pay: cards(5),
      tests: z.array(z.object({ card, with: testWith }).strict()).max(2),
      top: card.nullable(),
      // „Reifentypen und Wetter": a soft-tyre +1, a step per weather symbol
      soft: z.boolean().optional(),
      weather: z.array(weatherStep).max(2).optional(),
    })
    .strict(),
  z.object({ type: z.literal('skip'), strategy: strategy.nullable() }).strict(),
  z.object({ type: z.literal('test'), card, with: testWith }).strict(),
  z.object({ type: z.literal('top'), card }).strict(),
  z.object({ type: z.literal('lapTest'), with: testWith }).strict(),
  z.object({ type: z.literal('overtake'), yes: z.boolean() }).strict(),
  // „Spezielle Symbole auf Bahnkarten": a track card instead of the blind test
  z.object({ type: z.literal('brake'), yes: z.boolean(), card: card.optional() }).strict(),
  // a lane-line id: 's<section>-<colour>' (data/track-types.ts laneLine)
  z.object({ type: z.literal('lane'), line: z.string().min(1).max(24) }).strict(),
  // „FLAGGEN": a curve section (0 … 40) and the cars in front of the yellow flag, or none
  z.object({ type: z.literal('flag'), section: z.number().int().min(0).max(40).nullable(), at: z.number().int().min(0).max(30).optional() }).strict(),
  z.object({ type: z.literal('orange'), force: z.boolean() }).strict(),
  // „ABSEITS DER BAHN", „SAFETY CAR"
  z.object({ type: z.literal('offTest'), with: testWith }).strict(),
  z.object({ type: z.literal('scDiscard'), card }).strict(),
  // „WIEDEREINSTIEG" (rules version 2)
  z.object({ type: z.literal('reenter'), yes: z.boolean() }).strict(),
]);

// The schemas give exactly the rules' types, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMove: Same<z.infer<typeof moveSchema>, F90Move> = true;
const sameOptions: Same<z.infer<typeof optionsSchema>, F90Options> = true;
void sameMove;
void sameOptions;
