/** The start grid („Spielvorbereitung"; in a season also „Aufbau des nächsten Rennens"). */
import { segAt } from './geometry';
import type { TrackData } from '../data/tracks';
import type { PlayerState } from './state';

/**
 * "Legt die Rennwagen in Spielerreihenfolge auf die … Felder (P1, P2, P3 …)": a car on start
 * space `place` (0 = P1) of a track. A start space behind the finish line (Tucson): the car has
 * not begun its first lap (laps -1).
 */
export function onGrid(track: TrackData, p: PlayerState, place: number): void {
  const spot = track.grid[place];
  const behind = spot.slice < 0;
  p.seg = segAt(behind ? spot.slice + track.slices : spot.slice, spot.lane);
  p.laps = behind ? -1 : 0;
  p.startMoney = spot.money;
  p.grid = place + 1;
}
