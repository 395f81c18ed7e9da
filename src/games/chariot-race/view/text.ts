/**
 * Chariot Race's words are messages of its catalogues (messages/en.json, messages/de.json): the
 * module never writes a sentence, it names a message and its parameters, and the platform renders
 * it in the reader's language. This file holds the helpers every words file shares: the key
 * prefix, a chariot as a phrase ("Anna's red chariot" / "der rote Wagen von Anna"), colours, dice
 * faces, lanes, and joining several texts.
 */
import { list, msg, seat, type Msg, type Param, type Text } from '../../../engine/text';
import type { BoardId, ChariotBoard, Colour } from '../data/boards';
import type { Face } from '../data/dice';
import { LANE_IDS } from '../data/track-halves';

/** A message of this game's catalogue: t('log.keep', {...}) is "chariot-race.log.keep". */
export function t(key: string, params?: Record<string, Param>): Msg {
  return msg(`chariot-race.${key}`, params);
}

/**
 * Where a chariot phrase stands in its sentence. English needs only the capital at the start of
 * a sentence; German declines the article and the colour ("der rote Wagen", "den roten Wagen",
 * "dem roten Wagen"), so each sentence asks for the form its German wording needs:
 * - start: the subject at the start of a sentence ("Your red chariot …", "Der rote Wagen von …");
 * - nom: a subject inside the sentence ("…; der rote Wagen von Anna wählt …");
 * - acc: an object ("rammt den roten Wagen von Anna", "Speer auf deinen roten Wagen");
 * - dat: after "von", "mit", "für …" ("übernimmt die Führung von deinem roten Wagen").
 */
export type Form = 'start' | 'nom' | 'acc' | 'dat';

/** A chariot by its colour and owner; "your …" when it is the viewer's. */
export function chariotText(c: { seat: number; colour: Colour }, form: Form, viewer: number | null = null): Msg {
  return t(`chariot.${form}`, { mine: viewer !== null && c.seat === viewer ? 'yes' : 'no', owner: seat(c.seat), colour: c.colour });
}

/** The colour's name, standing alone ("red" / "Rot"). */
export function colourText(c: Colour): Msg {
  return t(`colour.${c}`);
}

/** The initial on a chariot's chip ("R", "B", … / "R", "B", "Gn", "Ge", …). */
export function initialText(c: Colour): Msg {
  return t(`initial.${c}`);
}

/** The name of a die face ("drive" / "Fahren"). */
export function faceText(f: Face): Msg {
  return t(`face.${f}`);
}

/** A lane as a raw id for the messages' selects ("inner", "middle", "outer"). */
export function laneId(lane: number): string {
  return LANE_IDS[lane];
}

/**
 * Several texts in a row, separated as the catalogue says: "a, b, c" (comma: items of a list
 * that are no "and"-list, e.g. costs), "a · b" (dot: the parts of a way), "a. b." (space:
 * sentences of a log line). Built as nested messages, so every separator comes from the catalogue.
 */
export function series(items: Text[], sep?: 'comma' | 'dot' | 'space'): Text;
export function series(items: Param[], sep?: 'comma' | 'dot' | 'space'): Param;
export function series(items: Param[], sep: 'comma' | 'dot' | 'space' = 'comma'): Param {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0];
  return t(`join.${sep}`, { head: items[0], tail: series(items.slice(1), sep) });
}

/** "a and b" (the reader's list words). */
export function andList(items: Param[]): Param {
  return items.length === 1 ? items[0] : list(items);
}

/** A yes/no parameter for a select. */
export function yes(b: boolean): 'yes' | 'no' {
  return b ? 'yes' : 'no';
}

/** A chariot board's name ("Red heavy quadriga" / "Rote schwere Quadriga"). */
export function boardNameText(id: BoardId): Msg {
  return t(`chariotBoard.${id}.name`);
}

/** A chariot board's profile, with its track values ("tough but slow: damage 15, …"). */
export function boardProfileText(b: ChariotBoard, rules: number): Msg {
  // Rules version 3 redesigned the alternative boards: their profiles have words of their own.
  const key = rules >= 3 && b.id !== 'standard' ? 'profile3' : 'profile';
  return t(`chariotBoard.${b.id}.${key}`, {
    damage: b.damage.start,
    damageMax: b.damage.max,
    speed: b.speed.start,
    speedMax: b.speed.max,
    fortune: b.fortune.start,
    fortuneMax: b.fortune.max,
  });
}

/** The first words of a board's profile ("tough but slow"); the version-3 boards have their own. */
export function boardShortText(id: BoardId, rules: number): Msg {
  return t(`chariotBoard.${id}.${rules >= 3 && id !== 'standard' ? 'short3' : 'short'}`);
}
