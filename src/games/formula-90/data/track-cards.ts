/**
 * The track cards of the advanced game (Formula 90, „34 Bahnkarten Monza und 42 Bahnkarten
 * Hungaroring", „BAHNKARTEN", „Spezielle Symbole auf Bahnkarten"). The text pictures one card and
 * lists none: the 76 cards are designed by us. The two lists are in track-cards-monza.ts and
 * track-cards-hungaroring.ts. The reasons are on the design page (docs/games/formula-90/design.md, „Track
 * cards"); in short:
 *
 * - A track card is a race card with a curve number and special symbols: the same four types (the
 *   lane-line bonuses and BALANCE read the type), the same action fields, a test factor 1 … 99
 *   („Auf jeder Karte findest du: … 5 - Eine Nummer, die die Kurve angibt").
 * - „gewöhnlich stärker als die Rennkarten", but bounded: a track card moves one point more than a
 *   race card of its type with the same actions (+1 cards: the same as a race +1, with a symbol).
 *   Movement +1 … +5; the only +5 cards (two per track) are red and carry no symbol.
 * - Every other card carries one or two special symbols: `battle2x` only on +1 … +3 (a doubled
 *   value is at most 6), `pairAny` only on +2 and +3 (a +1 pairs with anything anyway; the largest
 *   pair with a race card is +3 +4), `overtake` on +1 … +4, `lateBrake` only for a curve with a
 *   braking section before it (late braking happens nowhere else, „BREMSEN").
 * - Weather symbols and flags: only on yellow (event) cards, exactly one event each, as on the race
 *   cards — the text puts them on „eine Rennkarte oder Bahnkarte" („FLAGGEN", „WETTERBEDINGUNGEN").
 * - Every curve has at least 3 cards; the rest go where racing happens: long braking zones, curves
 *   that favour the attacker, curves of two sections.
 * - Test factors: all different within a track, spread evenly over 1 … 99, faster cards lower (as
 *   on the race cards): as test cards, track cards are no better than race cards.
 * - Numbers never meet the race cards' 1 … 184: Monza 201 … 234, Hungaroring 301 … 342, by curve,
 *   then type (red, green, orange, yellow), then movement value (fastest first).
 * - The example under „Spezielle Symbole auf Bahnkarten" (Carl's card): Monza card 214, curve 3
 *   (Variante della Roggia), with the symbols „pair with any card" and „late braking".
 */
import { card, raceCard, type RaceCard } from './cards';
import { TRACK_SYMBOLS, type TrackCardLine, type TrackSymbol } from './track-card-types';
import { TRACK_CARDS_HUNGARORING } from './track-cards-hungaroring';
import { TRACK_CARDS_MONZA } from './track-cards-monza';
import { curveSections } from './tracks';
import type { Track, TrackId } from './track-types';

export { TRACK_SYMBOLS, type TrackSymbol } from './track-card-types';

/** A track card: a race card's fields (`no` 201 … 342) plus its track, its curve and its symbols. */
export interface TrackCard extends RaceCard {
  readonly track: TrackId;
  /** the curve where it may be used for movement („Eine Nummer, die die Kurve angibt") */
  readonly curve: number;
  /** its special symbols, in the order of TRACK_SYMBOLS, each at most once */
  readonly symbols: readonly TrackSymbol[];
}

/** „34 Bahnkarten Monza und 42 Bahnkarten Hungaroring". */
export const TRACK_CARD_COUNT: Readonly<Record<TrackId, number>> = { monza: 34, hungaroring: 42 };
export const TRACK_CARDS_TOTAL = 76;
/** The first card number of each track (the race cards are 1 … 184). */
export const TRACK_CARD_FIRST: Readonly<Record<TrackId, number>> = { monza: 201, hungaroring: 301 };
/** The largest movement value of a track card (a race card's largest is +4). */
export const TRACK_MOVE_MAX = 5;

function build(track: TrackId, l: TrackCardLine): TrackCard {
  return { ...card(l.no, l.type, l.move, l.test, l), track, curve: l.curve, symbols: TRACK_SYMBOLS.filter((s) => l.symbols?.includes(s)) };
}

const BY_TRACK: Readonly<Record<TrackId, readonly TrackCard[]>> = {
  monza: TRACK_CARDS_MONZA.map((l) => build('monza', l)),
  hungaroring: TRACK_CARDS_HUNGARORING.map((l) => build('hungaroring', l)),
};

/** All 76 track cards, Monza's first, in number order. */
export const TRACK_CARDS: readonly TrackCard[] = [...BY_TRACK.monza, ...BY_TRACK.hungaroring];

/**
 * The track cards of one track, in number order: the deck of the race's track (they go to a
 * separate discard pile, „Bahnkarten müssen in einem separaten Stapel abgelegt werden").
 */
export function trackCardsOf(track: TrackId): readonly TrackCard[] {
  return BY_TRACK[track];
}

/** Whether a card number is a track card's (201 … 234 Monza, 301 … 342 Hungaroring). */
export function isTrackCard(no: number): boolean {
  return (['monza', 'hungaroring'] as const).some(
    (t) => Number.isInteger(no) && no >= TRACK_CARD_FIRST[t] && no < TRACK_CARD_FIRST[t] + TRACK_CARD_COUNT[t],
  );
}

/** The track card with this number. */
export function trackCard(no: number): TrackCard {
  const track: TrackId = no < TRACK_CARD_FIRST.hungaroring ? 'monza' : 'hungaroring';
  const c = isTrackCard(no) ? BY_TRACK[track][no - TRACK_CARD_FIRST[track]] : undefined;
  if (!c || c.no !== no) throw new Error(`no track card ${no}`);
  return c;
}

/** A race card (1 … 184) or a track card (201 … 342) by number: both have the fields of a race card. */
export function playingCard(no: number): RaceCard | TrackCard {
  return isTrackCard(no) ? trackCard(no) : raceCard(no);
}

/** Whether a card shows a special symbol (race cards show none). */
export function hasSymbol(card: RaceCard | TrackCard, symbol: TrackSymbol): boolean {
  return 'symbols' in card && card.symbols.includes(symbol);
}

/**
 * The sections of a card's curve for „beginnt in / bewegt sich durch / beendet in einem der
 * Abschnitte, die zu der Kurve gehören" („BAHNKARTEN"): the curve sections only. The braking
 * section before the curve is NOT one of them: in the example, C — „im Bremsabschnitt der Kurve 4" —
 * is illegal for a card of curve 3, so a braking section belongs to no curve's card; A, the braking
 * section before curve 3, is legal only because the move from there passes curve 3's section.
 */
export function trackCardSections(track: Track, curve: number): number[] {
  return curveSections(track, curve);
}
