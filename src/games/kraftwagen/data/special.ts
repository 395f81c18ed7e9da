/**
 * The twelve special tiles of the variant (rule text "Sonderplättchen"): four per round (A, B,
 * C). Each tile is complete as printed: its effect is all it does (designed, see the rules page).
 * Their words are messages "special.<id>" and "specialShort.<id>" of the catalogues (messages/).
 */
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
  effect: SpecialEffect;
}

export const SPECIAL_TILES: readonly SpecialTile[] = [
  { id: 'A1', round: 1, effect: { kind: 'engine', value: 3 } },
  { id: 'A2', round: 1, effect: { kind: 'money' } },
  { id: 'A3', round: 1, effect: { kind: 'gpUp' } },
  { id: 'A4', round: 1, effect: { kind: 'remove', value: 3 } },
  { id: 'B1', round: 2, effect: { kind: 'body', value: 5 } },
  { id: 'B2', round: 2, effect: { kind: 'gpUp' } },
  { id: 'B3', round: 2, effect: { kind: 'sell' } },
  { id: 'B4', round: 2, effect: { kind: 'discard' } },
  { id: 'C1', round: 3, effect: { kind: 'sell' } },
  { id: 'C2', round: 3, effect: { kind: 'money' } },
  { id: 'C3', round: 3, effect: { kind: 'engine', value: 6 } },
  { id: 'C4', round: 3, effect: { kind: 'remove', value: 7 } },
];

const BY_ID = new Map(SPECIAL_TILES.map((t) => [t.id, t]));

export function specialTile(id: string): SpecialTile | undefined {
  return BY_ID.get(id);
}

export function specialIdsOfRound(round: number): string[] {
  return SPECIAL_TILES.filter((t) => t.round === round).map((t) => t.id);
}
