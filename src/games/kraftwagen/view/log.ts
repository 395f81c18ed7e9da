/**
 * Log lines, written per reader as messages ("log.*"): money gained is named only to the player
 * who gains it (and in the replay of a finished game); the others read that he took tiles.
 */
import type { LogContext } from '../../../engine/contract';
import { rulesOf } from '../../../engine/rules-version';
import { seat as seatRef, list, type Msg } from '../../../engine/text';
import { markerLabel } from '../data/buyers';
import { score } from '../rules/player';
import { isSpecial } from '../rules/action-chain';
import type { KwMove, KwState } from '../rules/state';
import { actionName, awardText, carText, cardName, markerName, ordinal, prefName, sentences, specialText, startText, t, tileName } from './words';

type Ctx = LogContext<KwState, KwMove>;

function main(ctx: Ctx): Msg {
  const { before, after, seat, move } = ctx;
  const player = seatRef(seat);
  const p0 = before.players[seat];
  switch (move.type) {
    case 'start':
      return t('log.start', { player, tile: move.tile, text: startText(move.tile) });
    case 'tile':
      return isSpecial(move.tile) ? t('log.special', { player, id: move.tile, text: specialText(move.tile, rulesOf(before)) }) : t('log.tile', { player, name: tileName(move.tile) });
    case 'action':
      return t('log.action', { player, action: actionName(move.action) });
    case 'activate':
      return t('log.activate', { player, card: cardName(move.card) });
    case 'research': {
      const other = before.open.filter((c) => c !== move.card);
      return other.length ? t('log.researchDiscard', { player, card: cardName(move.card), other: cardName(other[0]) }) : t('log.research', { player, card: cardName(move.card) });
    }
    case 'workshop': {
      const w = after.players[seat].workshops[move.slot]!;
      const old = p0.workshops[move.slot];
      const params = { player, kind: w.k, v: w.v, slot: move.slot + 1 };
      return old ? t('log.workshopReplace', { ...params, oldKind: old.k, oldV: old.v }) : t('log.workshop', params);
    }
    case 'gpcar':
      return t('log.gpcar', { player, v: after.players[seat].gpEngine || 1 });
    case 'buyer':
      return t('log.buyer', { player, pref: move.pref, field: after.buyers.length });
    case 'sell': {
      const w = p0.workshops[move.slot]!;
      return t('log.sell', { player, kind: w.k, v: w.v });
    }
    case 'remove':
      return t('log.remove', { player, car: carText(before.market[move.car]) });
    case 'skip':
      return t('log.skip', { player });
    case 'daimler':
      return t('log.daimler', { player, marker: move.marker, n: move.buyer + 1, pref: prefName(before.buyers[move.buyer].pref) });
    case 'diesel':
      return t('log.diesel', { player, car: carText(after.market[move.car]) });
    case 'build': {
      const b = after.turn.build!;
      return t('log.build', { player, body: b.body, engine: b.engine, workers: b.workers });
    }
    case 'price':
      return move.boost ? t('log.priceBoost', { player, price: move.price, marker: markerName(move.boost) }) : t('log.price', { player, price: move.price });
    case 'end':
      return t('log.end', { player });
    case 'benz':
      return move.pref ? t('log.benz', { player, pref: prefName(move.pref) }) : t('log.benzKeep', { player });
  }
}

/** What happened by itself after the move. */
function aftermath(ctx: Ctx): Msg[] {
  const { before, after, seat } = ctx;
  const out: Msg[] = [];
  const player = seatRef(seat);
  const p0 = before.players[seat];
  const p1 = after.players[seat];
  if (ctx.move.type === 'start') {
    after.players.forEach((p, i) => {
      if (i !== seat && p.startTile && !before.players[i].startTile) out.push(t('log.lastStart', { player: seatRef(i), tile: p.startTile }));
    });
  }
  const scored = after.round !== before.round || (after.phase === 'finished' && before.phase !== 'finished');
  if (!scored) {
    const hired = p0.supply - p1.supply;
    if (hired > 0 && ctx.move.type !== 'diesel' && ctx.move.type !== 'remove') out.push(t('log.hire', { player, n: hired }));
    const act = p1.devs.filter((d) => d.worker).length - p0.devs.filter((d) => d.worker).length - (ctx.move.type === 'activate' ? 1 : 0);
    if (act > 0) out.push(t('log.activateDev', { player }));
    const carMoved = JSON.stringify(p0.car) !== JSON.stringify(p1.car) && p1.car;
    if (carMoved) out.push(p1.car!.lap ? t('log.driveLap', { player, field: p1.car!.field, lap: p1.car!.lap }) : t('log.drive', { player, field: p1.car!.field }));
    if (after.marker < before.marker && after.round === before.round) out.push(t('log.marker', { field: markerLabel(after.marker) }));
    for (const id of before.awards) if (!after.awards.includes(id)) out.push(t('log.award', { player, award: awardText(id) }));
    const gained = score(p1) - score(p0);
    if (gained > 0) out.push(ctx.viewer === seat || ctx.reveal ? t('log.gain', { player, n: gained }) : t('log.tiles', { player, n: p1.tiles.length - p0.tiles.length }));
    if (after.open.join() !== before.open.join() && after.open.length) out.push(t('log.offer', { cards: list(after.open.map((c) => t('card.quoted', { card: cardName(c) }))) }));
    if (after.endTriggered && !before.endTriggered) out.push(t('log.phaseEnds'));
  }
  if (scored && after.lastScore) {
    const r = after.lastScore;
    out.push(t('log.scoring', { round: r.round }));
    const gp = r.gp.filter((g) => g.place <= 3).map((g) => t('log.gpPlace', { place: ordinal(g.place), who: g.seat === null ? t('log.neutral') : seatRef(g.seat) }));
    if (gp.length) out.push(t('log.gp', { places: list(gp) }));
    r.sales.forEach((x, i) =>
      out.push(x.seat === null ? t('log.noSale', { n: i + 1, pref: prefName(x.pref) }) : t('log.sale', { n: i + 1, pref: prefName(x.pref), player: seatRef(x.seat), price: x.price })),
    );
    if (after.phase === 'finished') out.push(t('log.over'));
    else out.push(t('log.round', { round: after.round, player: seatRef(after.current) }));
  } else if (ctx.move.type === 'end' && after.current !== seat && after.phase === 'turns') out.push(t('log.acts', { player: seatRef(after.current) }));
  return out;
}

export function logLine(ctx: Ctx): Msg {
  return sentences([main(ctx), ...aftermath(ctx)])!;
}
