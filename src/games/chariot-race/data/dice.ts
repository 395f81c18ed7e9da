/**
 * The dice (rule "Die Würfelsymbole", data gaps C-G3 and C-G4). Five identical six-sided dice.
 */

/** The five kinds of face, in the order dice are shown and sorted. */
export const FACES = ['drive', 'sprint', 'steer', 'attack', 'fortune'] as const;
export type Face = (typeof FACES)[number];

/**
 * The six faces of a die: "Fahren", "Preschen", "Steuern (2x)", "Angreifen", "Fortunas Gunst" —
 * the steer face is on the die twice, which makes six.
 */
export const DIE: readonly Face[] = ['drive', 'sprint', 'steer', 'steer', 'attack', 'fortune'];

/** Number of dice in the box (rule "Spielmaterial": 5 Würfel). */
export const DICE_IN_BOX = 5;

/**
 * Rule "Phase 3: Würfeln": a die may be turned to any face "außer der Seite mit dem [Symbol]";
 * the glyph is lost in the text (C-G4). It is the Fortuna face: turning an unwanted mandatory
 * drive or sprint face to Fortuna would neutralise it for a net cost of only 1 fortune.
 */
export const FORBIDDEN_TURN_FACE: Face = 'fortune';

/** Rule "Phase 3: Würfeln": the price of a paid reroll or of turning one die. */
export const FORTUNE_PER_ACTION = 2;
/** Rule "Phase 1: Reparieren": exactly 3 fortune repair up to 3 damage. */
export const REPAIR_COST = 3;
export const REPAIR_POINTS = 3;

/** Rule "Rammen": both chariots take 2 damage. */
export const RAM_DAMAGE = 2;
/** Rules "Krähenfuß fallen lassen", "Speer werfen", "Preschen": 1 damage each. */
export const CALTROP_DAMAGE = 1;
export const SPEAR_DAMAGE = 1;
export const SPRINT_DAMAGE = 1;
/** Rule "Speer werfen": at most 2 fields away in any direction. */
export const SPEAR_RANGE = 2;
/** Rule "Spielmaterial": 20 caltrops. */
export const CALTROPS_IN_BOX = 20;

export const FACE_ORDER: Record<Face, number> = { drive: 0, sprint: 1, steer: 2, attack: 3, fortune: 4 };

/** Short symbols for dice on buttons and in the log (their names are in the catalogues: face.*). */
export const FACE_SYMBOLS: Record<Face, string> = {
  drive: '±1',
  sprint: '+2',
  steer: '⇄',
  attack: '⚔',
  fortune: '☀',
};

export function isFace(x: unknown): x is Face {
  return typeof x === 'string' && (FACES as readonly string[]).includes(x);
}

export function sortFaces(faces: Face[]): Face[] {
  return faces.sort((a, b) => FACE_ORDER[a] - FACE_ORDER[b]);
}
