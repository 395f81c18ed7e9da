/**
 * The twelve special tiles of the variant (rule text "Sonderplättchen"): four per round (A, B,
 * C). Each tile is complete as printed: its effect is all it does (designed, see the rules page).
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
  text: string;
}

export const SPECIAL_TILES: readonly SpecialTile[] = [
  { id: 'A1', round: 1, effect: { kind: 'engine', value: 3 }, text: 'Take a 3-engine, whatever your research' },
  { id: 'A2', round: 1, effect: { kind: 'money' }, text: '1 money per worker in your canteen' },
  { id: 'A3', round: 1, effect: { kind: 'gpUp' }, text: 'Your Grand Prix engine one better' },
  { id: 'A4', round: 1, effect: { kind: 'remove', value: 3 }, text: 'You may take one of your cars off the market for 3 money' },
  { id: 'B1', round: 2, effect: { kind: 'body', value: 5 }, text: 'Take a 5-body, whatever your research' },
  { id: 'B2', round: 2, effect: { kind: 'gpUp' }, text: 'Your Grand Prix engine one better' },
  { id: 'B3', round: 2, effect: { kind: 'sell' }, text: 'You may sell a body or engine from a workshop for its value' },
  { id: 'B4', round: 2, effect: { kind: 'discard' }, text: 'Take the top card of the research discard and carry it out' },
  { id: 'C1', round: 3, effect: { kind: 'sell' }, text: 'You may sell a body or engine from a workshop for its value' },
  { id: 'C2', round: 3, effect: { kind: 'money' }, text: '1 money per worker in your canteen' },
  { id: 'C3', round: 3, effect: { kind: 'engine', value: 6 }, text: 'Take a 6-engine, whatever your research' },
  { id: 'C4', round: 3, effect: { kind: 'remove', value: 7 }, text: 'You may take one of your cars off the market for 7 money' },
];

const BY_ID = new Map(SPECIAL_TILES.map((t) => [t.id, t]));

export function specialTile(id: string): SpecialTile | undefined {
  return BY_ID.get(id);
}

export function specialIdsOfRound(round: number): string[] {
  return SPECIAL_TILES.filter((t) => t.round === round).map((t) => t.id);
}
