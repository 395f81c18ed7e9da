/**
 * Automobiles' words as messages of its catalogues (messages/en.json, messages/de.json): the
 * fields of the track, dice counts, colours, the cards. The module never writes a finished
 * sentence; the platform renders these in the reader's language. Colours travel as their raw ids
 * ("white", "lightgrey", …, "brown"), so each language chooses its own forms (German adjective
 * endings and cases) with ICU `select`.
 */
import { list, msg, type Msg, type Param } from '../../../engine/text';
import { COLOURS } from '../data/dice';
import { geometry, laneOf, sliceOf } from '../rules/geometry';
import type { TrackId } from '../data/tracks';
import type { CardView } from './types';

/** A message of Automobiles' catalogue ("automobiles.<key>"). */
export const t = (key: string, params?: Record<string, Param>): Msg => msg(`automobiles.${key}`, params);

/** A die colour as a parameter: its raw id ("lightgrey"), for `select` in the messages. */
export function colourId(c: number): string {
  return COLOURS[c];
}

const LANE_ID = ['inside', 'middle', 'outside'];

/** A lane as a parameter: "inside", "middle", "outside". */
export function laneId(lane: number): string {
  return LANE_ID[lane];
}

/** The colours of a field: "white/light-grey" (de "Weiß/Hellgrau"), "white/light-grey/dark-grey". */
export function fieldColours(cs: readonly number[]): Msg {
  if (cs.length === 1) return t('fieldColours.one', { a: colourId(cs[0]) });
  if (cs.length === 2) return t('fieldColours.two', { a: colourId(cs[0]), b: colourId(cs[1]) });
  return t('fieldColours.three', { a: colourId(cs[0]), b: colourId(cs[1]), c: colourId(cs[2]) });
}

/** "row 12 inside (white/light-grey)"; `cap`: "Row 12 …" at the start of a label. */
export function field(track: TrackId, seg: number, cap = false): Msg {
  const g = geometry(track);
  const f = g.fields[g.segField[seg]];
  return t(cap ? 'field.cap' : 'field', { row: sliceOf(seg) + 1, lane: laneId(laneOf(seg)), colours: fieldColours(f.colours) });
}

/** Gear colours as alternatives: "white, light-grey or dark-grey" (de "Weiß, Hellgrau oder Dunkelgrau"). */
export function gearChoice(cs: readonly number[]): Param {
  return list(
    cs.map((c) => t('gear', { colour: colourId(c) })),
    true,
  );
}

/** Dice counted by colour: "2 white and 1 wear"; "nothing" when there are none. */
export function diceCount(counts: readonly number[]): Param {
  const items: Msg[] = [];
  counts.forEach((n, c) => {
    if (n > 0) items.push(t('count', { n, colour: colourId(c) }));
  });
  return items.length ? list(items) : t('nothing');
}

/** A colour as a noun: "Light grey", "Wear" (de "Hellgrau", "Verschleiß"). */
export function colourNoun(c: number): Msg {
  return t('colour', { colour: colourId(c) });
}

/** A die by its colour, as a title: "Light-grey die" (de "Hellgrauer Würfel"). */
export function dieTitle(c: number): Msg {
  return t('dieTitle', { colour: colourId(c) });
}

/** The catalogue key of a card: its id for action cards, its colour for gear cards and wear. */
export function cardKey(card: Pick<CardView, 'id' | 'colour'>): string {
  return card.id === 'gear' || card.id === 'wear' ? colourId(card.colour) : card.id;
}

/** A card's name: "Mechaniker", "3rd gear" (de "3. Gang"); an action card's as its rules version names it. */
export function cardName(card: Pick<CardView, 'id' | 'colour' | 'name'>): Msg {
  return t(`card.${card.name ?? cardKey(card)}.name`);
}

/** A card's effect in our words, for its face on the board. */
export function cardText(card: Pick<CardView, 'id' | 'colour'>): Msg {
  return t(`card.${cardKey(card)}.text`);
}

/** A driver's name ("driver.d3.name"; the names are ours, docs/games/automobiles/rules.md "Drivers"). */
export function driverName(id: string): Msg {
  return t(`driver.${id}.name`);
}

/** A sponsor's name ("sponsor.A1.name"; names and numbers are ours, docs/games/automobiles/rules.md "The race season"). */
export function sponsorName(id: string): Msg {
  return t(`sponsor.${id}.name`);
}

/** A driver's ability in our words. */
export function driverText(id: string): Msg {
  return t(`driver.${id}.text`);
}

/** Two texts one after the other (whole sentences): "{a} {b}". */
export function join(texts: Msg[]): Msg | null {
  if (!texts.length) return null;
  return texts.slice(1).reduce((a, b) => t('join', { a, b }), texts[0]);
}
