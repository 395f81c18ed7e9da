/**
 * The ten action tiles (rule text "Die Aktionsplättchen", "Spielaufbau"; designed data, see
 * docs/games/kraftwagen/design.md "Data we designed"): six tiles with one action, three with two, one
 * with three. Setup lays them front to back: the one-action tiles, the two-action tiles, the
 * three-action tile.
 */
export type ActionKind = 'worker' | 'research' | 'body' | 'engine' | 'buyer' | 'gp';

export const ACTION_KINDS: readonly ActionKind[] = ['worker', 'research', 'body', 'engine', 'buyer', 'gp'];

export interface ActionTile {
  id: string;
  actions: ActionKind[];
}

export const ACTION_TILES: readonly ActionTile[] = [
  { id: 'T1', actions: ['worker'] },
  { id: 'T2', actions: ['research'] },
  { id: 'T3', actions: ['body'] },
  { id: 'T4', actions: ['engine'] },
  { id: 'T5', actions: ['buyer'] },
  { id: 'T6', actions: ['gp'] },
  { id: 'T7', actions: ['gp', 'buyer'] },
  { id: 'T8', actions: ['worker', 'research'] },
  { id: 'T9', actions: ['body', 'engine'] },
  { id: 'T10', actions: ['worker', 'body', 'engine'] },
];

const BY_ID = new Map(ACTION_TILES.map((t) => [t.id, t]));

export function actionTile(id: string): ActionTile | undefined {
  return BY_ID.get(id);
}
