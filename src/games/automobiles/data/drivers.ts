/**
 * The 10 drivers of the expansion (rule text „Fahrer" and its appendix list: every card shows a
 * number, a name, a picture, its phase and its effect; the text keeps only the effects, in the
 * order D1 … D10). The names are ours (docs/games/automobiles/rules.md, "Drivers"); the phase is the
 * one the effect's text names.
 */

export type DriverId = 'd1' | 'd2' | 'd3' | 'd4' | 'd5' | 'd6' | 'd7' | 'd8' | 'd9' | 'd10';

/**
 * The phase a driver acts in: the action phase (D2, D3), the start of the buy phase (D4), the buy
 * phase (D5), after the car's move (D6), the wear phase (D1), the end phase before drawing (D8),
 * while drawing (D7, D9) and after drawing (D10).
 */
export type DriverPhase = 'action' | 'buyStart' | 'buy' | 'afterMove' | 'wear' | 'beforeDraw' | 'draw' | 'afterDraw';

export interface Driver {
  id: DriverId;
  no: number;
  name: string;
  phase: DriverPhase;
  /** The effect as the appendix writes it (the specification; players read our words). */
  textDe: string;
}

export const DRIVERS: Driver[] = [
  {
    id: 'd1', no: 1, name: 'Greta Falk', phase: 'wear',
    textDe: 'Während deiner Verschleißphase darfst du dein Rennauto bis zu 1 hellgraues Feld bewegen für jeden Verschleiß-Würfel, den du erhalten hast.',
  },
  {
    id: 'd2', no: 2, name: 'Tomás Ribeiro', phase: 'action',
    textDe: 'Während deiner Aktionsphase darfst du 1 Würfel von deiner Ablage wählen und ihn zu deinen aktiven Würfeln legen. Du kannst diesen Würfel danach wie jeden anderen aktiven Würfel benutzen.',
  },
  {
    id: 'd3', no: 3, name: 'Ines Lindqvist', phase: 'action',
    textDe: 'Während deiner Aktionsphase darfst du bis zu 3 beliebige Würfel von deiner Ablage zurück in deinen Beutel werfen.',
  },
  {
    id: 'd4', no: 4, name: 'Kenji Arai', phase: 'buyStart',
    textDe: 'Zu Beginn deiner Kaufphase darfst du bis zu 3 Würfel auf einmal aus deinem Beutel ziehen. Nachdem du alle Würfel gezogen hast, entscheide für jeden einzelnen davon, ob du ihn: entfernst, zu deinen aktiven Würfeln legst ODER zurück in den Beutel wirfst.',
  },
  {
    id: 'd5', no: 5, name: 'Paolo Venturi', phase: 'buy',
    textDe: 'Während deiner Kaufphase darfst du eine beliebige Anzahl an Würfeln von der Ablage entfernen. Für jeden so entfernten Würfel musst du $1 zahlen.',
  },
  {
    id: 'd6', no: 6, name: 'Lou Marchand', phase: 'afterMove',
    textDe: 'Nachdem du die Bewegung deines Rennautos in der Bewegungsphase abgeschlossen hast, darfst du noch 1 zusätzliches Feld in einer beliebigen Farbe fahren.',
  },
  {
    id: 'd7', no: 7, name: 'Hank Mercer', phase: 'draw',
    textDe: 'Merke dir, wieviele Verschleiß-Würfel du in der Verschleiß-Phase erhalten hast. Für jeden dieser Verschleiß-Würfel darfst du während deiner Endphase beim Nachziehen der Würfel für die nächste Runde bis zu 1 Würfel mehr ziehen.',
  },
  {
    id: 'd8', no: 8, name: 'Zofia Nowak', phase: 'beforeDraw',
    textDe: 'Bevor du in deiner Endphase neue aktive Würfel ziehst, darfst du bis zu 3 Verschleiß-Würfel von deinem Spielertableau entfernen.',
  },
  {
    id: 'd9', no: 9, name: 'Ray Okafor', phase: 'draw',
    textDe: 'Wenn du in deiner Endphase neue aktive Würfel ziehst, darfst du bis zu 2 zusätzliche Würfel ziehen.',
  },
  {
    id: 'd10', no: 10, name: 'Elsa Brandt', phase: 'afterDraw',
    textDe: 'Wenn du in deiner Endphase neue aktive Würfel ziehst, darfst du beliebig viele der gerade gezogenen Würfel ablegen. Ziehe danach so viele neue Würfel nach, wie du abgelegt hast. Du darfst das nur einmal machen.',
  },
];

export const DRIVER_IDS = DRIVERS.map((d) => d.id) as [DriverId, ...DriverId[]];

export function driver(id: DriverId): Driver {
  const d = DRIVERS.find((x) => x.id === id);
  if (!d) throw new Error(`unknown driver ${id}`);
  return d;
}
