/**
 * Automobiles' lines for a player's "since your last visit" summary: what another player's move
 * did to him — a Leistungsschub that lets him draw, being overtaken into last place or losing the
 * lead, the last lap that ends the race with this round — and the end of the race with his place.
 * Everything in Automobiles is public, so the words need no secrecy beyond naming the reader "you".
 */
import type { LogContext } from '../../../engine/contract';
import { seat as seatRef, type Msg } from '../../../engine/text';
import { positionOf } from '../rules/position';
import { outcome } from '../rules/outcome';
import type { AutoMove, AutoState } from '../rules/state';
import { join, t } from './words';

export function news(ctx: LogContext<AutoState, AutoMove>): Msg | null {
  const { before, after, seat, viewer } = ctx;
  if (viewer === null || viewer < 0 || viewer >= after.seats) return null;
  const player = seatRef(seat);
  const lines: Msg[] = [];
  if (seat !== viewer) {
    // Leistungsschub: "Danach darf jeder deiner Mitspieler einen Würfel aus seinem Beutel ziehen".
    if (after.answering.includes(viewer) && !before.answering.includes(viewer)) {
      lines.push(t('news.boost.now', { player }));
    }
    if (after.players[viewer].owedDraws > before.players[viewer].owedDraws) {
      lines.push(t('news.boost.later', { player }));
    }
    // Cars move at the end of a turn (the mover's, and every car's Sogwirkung).
    if (before.phase === 'turn') {
      const was = positionOf(before, viewer);
      const now = positionOf(after, viewer);
      if (now > was) {
        const ahead = (s: AutoState, x: number) => positionOf(s, x) < positionOf(s, viewer);
        const passers = after.players.map((_, x) => x).filter((x) => x !== viewer && !ahead(before, x) && ahead(after, x));
        const who = passers.includes(seat) ? seat : passers[0] ?? seat;
        if (was === 1) lines.push(t('news.lead', { player: seatRef(who), place: now }));
        else if (now === after.seats) lines.push(t('news.last', { player: seatRef(who) }));
      }
    }
    if (after.endTriggered && !before.endTriggered) {
      lines.push(t('news.finalLap', { player }));
    }
  }
  // A race of a season is over: the place, the points, and the sponsors to choose.
  const raced = after.season && before.season && after.season.places.length > before.season.places.length;
  if (raced) {
    const r = after.season!.places.length - 1;
    const place = after.season!.places[r].indexOf(viewer) + 1;
    lines.push(t('news.race', { place, seats: after.seats, points: after.season!.points[r][viewer], race: r + 1, over: after.phase === 'finished' }));
  }
  if (after.phase === 'finished' && before.phase !== 'finished') {
    // The game's result: the race, or in a season the championship.
    const place = outcome(after).ranks![viewer];
    if (after.season) lines.push(place === 1 ? t('news.season.won') : t('news.season.place', { place, seats: after.seats }));
    else lines.push(place === 1 ? t('news.won') : t('news.place', { place, seats: after.seats }));
  }
  return join(lines);
}
