/**
 * Log lines, written per reader: money gained is named only to the player who gains it (and in
 * the replay of a finished game); the others read that he took tiles.
 */
import type { LogContext } from '../../engine/contract';
import { award } from './data/awards';
import { ACTION_NAMES } from './data/actions';
import { MARKER_NAMES } from './data/markers';
import { cardName } from './data/research';
import { START_TILES } from './data/start-tiles';
import { markerLabel } from './data/buyers';
import { score } from './common';
import { isSpecial } from './chain';
import { carWords } from './labels';
import type { KwMove, KwState } from './state';
import { ordinal, partWords, tileName, withArticle } from './words';

type Ctx = LogContext<KwState, KwMove>;

function name(ctx: Ctx, seat: number): string {
  return ctx.names[seat] ?? `Player ${seat + 1}`;
}

function main(ctx: Ctx): string {
  const { before, after, seat, move } = ctx;
  const who = name(ctx, seat);
  const p0 = before.players[seat];
  switch (move.type) {
    case 'start':
      return `${who} takes start tile ${move.tile} (${START_TILES[move.tile].text}).`;
    case 'tile':
      return `${who} takes ${isSpecial(move.tile) ? '' : 'the tile '}${tileName(move.tile)}.`;
    case 'action':
      return `${who} does ${ACTION_NAMES[move.action]}.`;
    case 'activate':
      return `${who} activates ${cardName(move.card)}.`;
    case 'research': {
      const other = before.open.filter((c) => c !== move.card);
      return `${who} takes ${cardName(move.card)}${other.length ? `; ${cardName(other[0])} is discarded` : ''}.`;
    }
    case 'workshop': {
      const w = after.players[seat].workshops[move.slot]!;
      const old = p0.workshops[move.slot];
      return `${who} puts ${withArticle(partWords(w.k, w.v))} into workshop ${move.slot + 1}${old ? ` (the ${partWords(old.k, old.v)} goes back)` : ''}.`;
    }
    case 'gpcar':
      return `${who} installs ${withArticle(partWords('engine', after.players[seat].gpEngine || 1))} in the Grand Prix car.`;
    case 'buyer':
      return `${who} activates ${withArticle(`${move.pref} buyer`)} on field ${after.buyers.length}.`;
    case 'sell': {
      const w = p0.workshops[move.slot]!;
      return `${who} sells the ${partWords(w.k, w.v)}.`;
    }
    case 'remove': {
      const c = before.market[move.car];
      return `${who} takes the car ${carWords(c)} off the market.`;
    }
    case 'skip':
      return `${who} does without.`;
    case 'daimler':
      return `${who} lays Daimler +${move.marker} on buyer ${move.buyer + 1} (${before.buyers[move.buyer].pref}).`;
    case 'diesel': {
      const c = after.market[move.car];
      return `${who} uses a Diesel marker: the car is now ${carWords(c)}.`;
    }
    case 'build': {
      const b = after.turn.build!;
      return `${who} builds a car: ${b.body}-body, ${b.engine}-engine, ${b.workers} ${b.workers === 1 ? 'worker' : 'workers'}.`;
    }
    case 'price':
      return `${who} brings the car to the market at price ${move.price}${move.boost ? ` with ${MARKER_NAMES[move.boost]}` : ''}.`;
    case 'end':
      return `${who} ends the turn.`;
    case 'benz':
      return move.pref ? `${who} gives up the Benz marker: a 5th buyer (${move.pref}).` : `${who} keeps the Benz marker.`;
  }
}

/** What happened by itself after the move. */
function aftermath(ctx: Ctx): string[] {
  const { before, after, seat } = ctx;
  const out: string[] = [];
  const who = name(ctx, seat);
  const p0 = before.players[seat];
  const p1 = after.players[seat];
  if (ctx.move.type === 'start') {
    after.players.forEach((p, i) => {
      if (i !== seat && p.startTile && !before.players[i].startTile) out.push(`${name(ctx, i)} takes the last start tile ${p.startTile}.`);
    });
  }
  const scored = after.round !== before.round || (after.phase === 'finished' && before.phase !== 'finished');
  if (!scored) {
    const hired = p0.supply - p1.supply;
    if (hired > 0 && ctx.move.type !== 'diesel' && ctx.move.type !== 'remove') out.push(`${who} hires ${hired} ${hired === 1 ? 'worker' : 'workers'}.`);
    const act = p1.devs.filter((d) => d.worker).length - p0.devs.filter((d) => d.worker).length - (ctx.move.type === 'activate' ? 1 : 0);
    if (act > 0) out.push(`${who} activates a development.`);
    const carMoved = JSON.stringify(p0.car) !== JSON.stringify(p1.car) && p1.car;
    if (carMoved) out.push(`${who}'s car drives to field ${p1.car!.field}${p1.car!.lap ? ` (lap ${p1.car!.lap} completed)` : ''}.`);
    if (after.marker < before.marker && after.round === before.round) out.push(`The buyer marker moves down to ${markerLabel(after.marker)}.`);
    for (const id of before.awards) if (!after.awards.includes(id)) out.push(`${who} takes the award "${award(id).text}".`);
    const gained = score(p1) - score(p0);
    if (gained > 0) out.push(ctx.viewer === seat || ctx.reveal ? `${who} gains ${gained} money.` : `${who} takes ${p1.tiles.length - p0.tiles.length} face-down ${p1.tiles.length - p0.tiles.length === 1 ? 'tile' : 'tiles'}.`);
    if (after.open.join() !== before.open.join() && after.open.length) out.push(`New research offer: ${after.open.map(cardName).join(', ')}.`);
    if (after.endTriggered && !before.endTriggered) out.push('The turn phase ends after this turn.');
  }
  if (scored && after.lastScore) {
    const r = after.lastScore;
    out.push(`Scoring of round ${r.round}.`);
    const gp = r.gp.filter((g) => g.place <= 3).map((g) => `${ordinal(g.place)} ${g.seat === null ? 'a neutral car' : name(ctx, g.seat)}`);
    if (gp.length) out.push(`Grand Prix: ${gp.join(', ')}.`);
    r.sales.forEach((x, i) => out.push(x.seat === null ? `Buyer ${i + 1} (${x.pref}) finds no car.` : `Buyer ${i + 1} (${x.pref}) buys ${name(ctx, x.seat)}'s car at ${x.price}.`));
    if (after.phase === 'finished') out.push('The game is over.');
    else out.push(`Round ${after.round} begins; ${name(ctx, after.current)} acts.`);
  } else if (ctx.move.type === 'end' && after.current !== seat && after.phase === 'turns') out.push(`${name(ctx, after.current)} acts.`);
  return out;
}

export function logLine(ctx: Ctx): string {
  return [main(ctx), ...aftermath(ctx)].join(' ');
}
