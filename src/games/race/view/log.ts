/** Log lines as messages (never revealing what the reader may not know). */
import { rulesOf } from '../../../engine/rules-version';
import type { LogContext } from '../../../engine/contract';
import { seat as seatRef, type Msg } from '../../../engine/text';
import { knonsterName, cardName, describeSteps, pair, podiumText, sentences, superpower, t } from './words';
import { resolvePlay } from '../rules/powers';
import type { RaceMove, RaceState } from '../rules/state';

export function logLine(ctx: LogContext<RaceState, RaceMove>): Msg {
  const { before, after, seat, move, viewer } = ctx;
  // `reveal`: replay of a finished game, hidden information may be named.
  const knows = viewer === seat || ctx.reveal === true;
  const player = seatRef(seat);
  const lines: Msg[] = [];
  if (move.type === 'favourites') {
    if (!knows) lines.push(t('log.choseSecret', { player }));
    else if (move.bet) lines.push(t('log.choseBet', { player, favourites: pair(move.favourites), bet: knonsterName(move.bet) }));
    else lines.push(t('log.chose', { player, favourites: pair(move.favourites) }));
    if (after.restarts > before.restarts) {
      // Rules version 2 draws the start player only when play begins.
      if (after.startPlayer < 0) lines.push(t(after.options.siegwette ? 'log.restartBetUndrawn' : 'log.restartUndrawn'));
      else lines.push(t(after.options.siegwette ? 'log.restartBet' : 'log.restart', { start: seatRef(after.startPlayer) }));
    } else if (after.phase === 'play') lines.push(t(rulesOf(after) >= 2 ? 'log.startedDrawn' : 'log.started', { start: seatRef(after.startPlayer) }));
    return sentences(lines);
  }

  const res = resolvePlay(before, move.card, move.power);
  const card = cardName(move.card);
  const steps = res && res.steps.length > 0 ? describeSteps(res.steps) : null;
  if (move.power !== undefined) {
    const power = { power: superpower(move.power), k: knonsterName(move.power) };
    lines.push(steps ? t('log.playPower', { player, card, ...power, steps }) : t('log.playPowerNoEffect', { player, card, ...power }));
  } else {
    lines.push(steps ? t('log.play', { player, card, steps }) : t('log.playNoEffect', { player, card }));
  }

  const handAfterPlay = before.hands[seat].length - 1;
  if (after.hands[seat].length > handAfterPlay) {
    // Only the drawer learns the card drawn.
    lines.push(knows ? t('log.drew', { player, card: cardName(before.deck[0]) }) : t('log.drewSecret', { player }));
  }
  if (after.phase === 'finished') {
    lines.push(after.endReason === 'third' ? t('log.endThird') : t('log.endDeck', { player }));
    if (after.podium.length) lines.push(t('log.podium', { podium: podiumText(after.podium) }));
  }
  return sentences(lines);
}
