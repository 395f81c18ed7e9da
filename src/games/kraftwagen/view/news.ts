/**
 * Kraftwagen's lines for a player's "since your last visit" summary: the scoring of a round as it
 * touched him (his Grand Prix place, his cars bought and at which price, the money he gained), the
 * end of the game with his place, another player ending the turn phase (full market, buyer marker
 * at 0), an award tile taken by another player, and his Grand Prix car overtaken. Money is named
 * only to its owner: the others' price and award tiles stay face down. Messages "news.*".
 */
import type { LogContext } from '../../../engine/contract';
import { seat as seatRef, type Msg } from '../../../engine/text';
import { score } from '../rules/player';
import { marketSize } from '../rules/capacities';
import { award } from '../data/awards';
import { lapPoints, PLACE_POINTS } from '../data/grand-prix';
import { outcome } from '../rules/outcome';
import type { GpCar, KwMove, KwState } from '../rules/state';
import { awardText, clauses, sentences, t } from './words';

type Ctx = LogContext<KwState, KwMove>;

/** Is car a ahead of car b in the Grand Prix (more laps, then further on)? A car in the pit lane is behind. */
function ahead(a: GpCar | null, b: GpCar | null): boolean {
  if (!a) return false;
  if (!b) return true;
  return a.lap > b.lap || (a.lap === b.lap && a.field > b.field);
}

/** The scoring of a round as the viewer lived it. */
function scoringNews(ctx: Ctx, viewer: number): Msg[] {
  const { before, after } = ctx;
  const r = after.lastScore!;
  const out: Msg[] = [];
  const parts: Msg[] = [];
  const g = r.gp.find((x) => x.seat === viewer);
  if (g) {
    const points = (PLACE_POINTS[g.place - 1] ?? 0) + lapPoints(g.laps);
    parts.push(t('news.gpPlace', { place: g.place, laps: g.laps, money: points }));
  } else parts.push(t('news.gpPit'));
  const mine = before.market.map((c, i) => ({ c, i })).filter((x) => x.c.seat === viewer);
  for (const sale of r.sales) {
    if (sale.seat !== viewer) continue;
    parts.push(t('news.sold', { pref: sale.pref, price: sale.price }));
  }
  const unsold = mine.filter((x) => !r.sales.some((s) => s.car === x.i)).length;
  if (unsold) parts.push(unsold === 1 ? (mine.length === 1 ? t('news.unsoldOnly') : t('news.unsoldOne')) : t('news.unsold', { n: unsold }));
  const gained = score(after.players[viewer]) - score(before.players[viewer]);
  out.push(t('news.scoring', { round: r.round, parts: clauses(parts), gained: gained > 0 ? t('news.gained', { n: gained }) : t('news.gainedNone') }));
  if (after.phase === 'finished') {
    const o = outcome(after);
    const rank = o.ranks![viewer];
    const shared = o.ranks!.filter((x) => x === rank).length > 1;
    out.push(t(shared ? 'news.overShared' : 'news.over', { place: rank, money: o.scores![viewer] }));
  } else out.push(t('news.round', { round: after.round }));
  return out;
}

export function news(ctx: Ctx): Msg | null {
  const { before, after, seat, viewer } = ctx;
  if (viewer === null) return null;
  const lines: Msg[] = [];
  const player = seatRef(seat);
  const scored = after.lastScore !== null && (after.round !== before.round || (after.phase === 'finished' && before.phase !== 'finished'));
  if (seat !== viewer) {
    // Award tiles are taken by the player who moves; their values are printed on the board.
    for (const id of before.awards) if (!after.awards.includes(id)) lines.push(t('news.award', { player, award: awardText(id), value: award(id).value }));
    if (after.endTriggered && !before.endTriggered) {
      const full = after.market.length >= marketSize(after);
      lines.push(t(full ? 'news.marketFull' : 'news.markerZero', { player, round: after.round }));
    }
    if (!scored) {
      const mine0 = before.players[viewer].car;
      const mine1 = after.players[viewer].car;
      if (mine1 && !ahead(before.players[seat].car, mine0) && ahead(after.players[seat].car, mine1)) lines.push(t('news.overtaken', { player }));
    }
  }
  if (scored) lines.push(...scoringNews(ctx, viewer));
  return sentences(lines);
}
