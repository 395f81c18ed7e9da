/**
 * Kraftwagen's lines for a player's "since your last visit" summary: the scoring of a round as it
 * touched him (his Grand Prix place, his cars bought and at which price, the money he gained), the
 * end of the game with his place, another player ending the turn phase (full market, buyer marker
 * at 0), an award tile taken by another player, and his Grand Prix car overtaken. Money is named
 * only to its owner: the others' price and award tiles stay face down.
 */
import type { LogContext } from '../../engine/contract';
import { score, marketSize } from './common';
import { award } from './data/awards';
import { lapPoints, PLACE_POINTS } from './data/grand-prix';
import { outcome } from './outcome';
import type { GpCar, KwMove, KwState } from './state';
import { ordinal, withArticle } from './words';

type Ctx = LogContext<KwState, KwMove>;

function name(ctx: Ctx, seat: number): string {
  return ctx.names[seat] ?? `Player ${seat + 1}`;
}

const laps = (n: number): string => `${n} ${n === 1 ? 'lap' : 'laps'}`;

/** Is car a ahead of car b in the Grand Prix (more laps, then further on)? A car in the pit lane is behind. */
function ahead(a: GpCar | null, b: GpCar | null): boolean {
  if (!a) return false;
  if (!b) return true;
  return a.lap > b.lap || (a.lap === b.lap && a.field > b.field);
}

/** The scoring of a round as the viewer lived it. */
function scoringNews(ctx: Ctx, viewer: number): string[] {
  const { before, after } = ctx;
  const r = after.lastScore!;
  const out: string[] = [];
  const parts: string[] = [];
  const g = r.gp.find((x) => x.seat === viewer);
  if (g) {
    const points = (PLACE_POINTS[g.place - 1] ?? 0) + lapPoints(g.laps);
    parts.push(`your Grand Prix car placed ${ordinal(g.place)} after ${laps(g.laps)} (${points} money)`);
  } else parts.push('your Grand Prix car stayed in the pit lane (no Grand Prix money)');
  const mine = before.market.map((c, i) => ({ c, i })).filter((x) => x.c.seat === viewer);
  for (const sale of r.sales) {
    if (sale.seat !== viewer) continue;
    parts.push(`${withArticle(`${sale.pref} buyer`)} bought your car at price ${sale.price}`);
  }
  const unsold = mine.filter((x) => !r.sales.some((s) => s.car === x.i)).length;
  if (unsold) parts.push(unsold === 1 ? (mine.length === 1 ? 'your car found no buyer' : 'one of your cars found no buyer') : `${unsold} of your cars found no buyer`);
  const gained = score(after.players[viewer]) - score(before.players[viewer]);
  out.push(`Scoring of round ${r.round}: ${parts.join('; ')}. ${gained > 0 ? `You gained ${gained} money.` : 'You gained no money.'}`);
  if (after.phase === 'finished') {
    const o = outcome(after);
    const rank = o.ranks![viewer];
    const shared = o.ranks!.filter((x) => x === rank).length > 1;
    out.push(`The game is over: you ${shared ? 'share' : 'placed'} ${ordinal(rank)}${shared ? ' place' : ''} with ${o.scores![viewer]} money.`);
  } else out.push(`Round ${after.round} begins.`);
  return out;
}

export function news(ctx: Ctx): string | null {
  const { before, after, seat, viewer } = ctx;
  if (viewer === null) return null;
  const lines: string[] = [];
  const scored = after.lastScore !== null && (after.round !== before.round || (after.phase === 'finished' && before.phase !== 'finished'));
  if (seat !== viewer) {
    // Award tiles are taken by the player who moves; their values are printed on the board.
    for (const id of before.awards) if (!after.awards.includes(id)) lines.push(`${name(ctx, seat)} took the award "${award(id).text}" (${award(id).value}).`);
    if (after.endTriggered && !before.endTriggered) {
      const why = after.market.length >= marketSize(after) ? 'filled the market' : 'moved the buyer marker to 0';
      lines.push(`${name(ctx, seat)} ${why}: round ${after.round} is scored after this turn.`);
    }
    if (!scored) {
      const mine0 = before.players[viewer].car;
      const mine1 = after.players[viewer].car;
      if (mine1 && !ahead(before.players[seat].car, mine0) && ahead(after.players[seat].car, mine1)) lines.push(`${name(ctx, seat)}'s Grand Prix car overtook yours.`);
    }
  }
  if (scored) lines.push(...scoringNews(ctx, viewer));
  return lines.length ? lines.join(' ') : null;
}
