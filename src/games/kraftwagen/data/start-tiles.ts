/**
 * The four start tiles (rule text "Spezielle Startplättchen" and the example of Marion; designed
 * data). Their front is carried out when a player takes one; their back (1 body and 1 engine
 * research point, active without a worker) is the same on all four. Their words are messages
 * "start.<id>" of the catalogues (messages/).
 */
export type StartId = 'S1' | 'S2' | 'S3' | 'S4';

export const START_IDS: readonly StartId[] = ['S1', 'S2', 'S3', 'S4'];

export interface StartTile {
  id: StartId;
  /** Workers hired from the supply into the canteen. */
  workers: number;
  /** A level-1 body / engine into a workshop. */
  body: boolean;
  engine: boolean;
  /** Special start-only actions: the car onto Grand Prix field 2; a 2-engine on the Grand Prix car. */
  gpField2: boolean;
  gpEngine2: boolean;
}

export const START_TILES: Record<StartId, StartTile> = {
  S1: { id: 'S1', workers: 1, body: false, engine: false, gpField2: true, gpEngine2: false },
  S2: { id: 'S2', workers: 1, body: false, engine: false, gpField2: false, gpEngine2: true },
  S3: { id: 'S3', workers: 0, body: true, engine: true, gpField2: false, gpEngine2: false },
  S4: { id: 'S4', workers: 2, body: false, engine: true, gpField2: false, gpEngine2: false },
};
