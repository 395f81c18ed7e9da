/** Award tiles: granting them when a goal is reached (a lap, a good body or engine, the last worker hired). */
import { award, AwardId } from '../data/awards';
import type { KwState, Part } from './state';

/** Rule text "6.0 Prämienplättchen": the first player to reach a goal takes the tile. */
export function grant(s: KwState, seat: number, id: AwardId): void {
  const i = s.awards.indexOf(id);
  if (i < 0) return;
  s.awards.splice(i, 1);
  s.players[seat].tiles.push({ k: 'b', v: award(id).value, id });
}

/** Awards for a body or engine put into a workshop ("Karosserie", "Motor"; markers do not count). */
export function partAwards(s: KwState, seat: number, part: Part): void {
  if (part.k === 'body') {
    if (part.v >= 3) grant(s, seat, 'body3');
    if (part.v >= 6) grant(s, seat, 'body6');
  } else {
    if (part.v >= 4) grant(s, seat, 'engine4');
    if (part.v >= 7) grant(s, seat, 'engine7');
  }
}
