/**
 * The twelve special tiles of the variant (rule text "Sonderplättchen"): four per round (A, B,
 * C). Under rules version 1 a tile's bonus (`effect`) is all it does. From rules version 2 the
 * player first carries out the standard action the tile shows (`action`), then its bonus:
 * „Wenn ein Spieler ein Sonderplättchen nimmt, führt er sofort die Aktion aus und den Bonus."
 * The text only pictures the tiles, so the actions are designed (reasons on the rules page):
 * each action feeds its bonus, and each round's four tiles show four different actions.
 * Their words are messages "special.<id>" and "specialShort.<id>" of the catalogues (messages/).
 */
import type { ActionKind } from './actions';

export type SpecialEffect =
  | { kind: 'engine'; value: number }
  | { kind: 'body'; value: number }
  | { kind: 'money' }
  | { kind: 'gpUp' }
  | { kind: 'remove'; value: number }
  | { kind: 'sell' }
  | { kind: 'discard' };

export interface SpecialTile {
  id: string;
  round: number;
  /** The standard action the tile shows (rules version 2). */
  action: ActionKind;
  effect: SpecialEffect;
}

export const SPECIAL_TILES: readonly SpecialTile[] = [
  { id: 'A1', round: 1, action: 'body', effect: { kind: 'engine', value: 3 } },
  { id: 'A2', round: 1, action: 'worker', effect: { kind: 'money' } },
  { id: 'A3', round: 1, action: 'gp', effect: { kind: 'gpUp' } },
  { id: 'A4', round: 1, action: 'buyer', effect: { kind: 'remove', value: 3 } },
  { id: 'B1', round: 2, action: 'engine', effect: { kind: 'body', value: 5 } },
  { id: 'B2', round: 2, action: 'gp', effect: { kind: 'gpUp' } },
  { id: 'B3', round: 2, action: 'body', effect: { kind: 'sell' } },
  { id: 'B4', round: 2, action: 'research', effect: { kind: 'discard' } },
  { id: 'C1', round: 3, action: 'engine', effect: { kind: 'sell' } },
  { id: 'C2', round: 3, action: 'worker', effect: { kind: 'money' } },
  { id: 'C3', round: 3, action: 'body', effect: { kind: 'engine', value: 6 } },
  { id: 'C4', round: 3, action: 'buyer', effect: { kind: 'remove', value: 7 } },
];

const BY_ID = new Map(SPECIAL_TILES.map((t) => [t.id, t]));

export function specialTile(id: string): SpecialTile | undefined {
  return BY_ID.get(id);
}

export function specialIdsOfRound(round: number): string[] {
  return SPECIAL_TILES.filter((t) => t.round === round).map((t) => t.id);
}
