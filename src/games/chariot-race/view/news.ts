/**
 * Chariot Race's lines for a player's "since your last visit" summary: what happened to *his*
 * chariots — one broke up (by his own move too: a chariot can break up on the sprint damage of
 * "Keep the dice"), another player's ram or spear damaged one, another chariot took the lead from
 * his — and the end of the race with his place. The game has no secrets; each line goes only to
 * the player it concerns.
 */
import type { LogContext } from '../../../engine/contract';
import type { Msg, Text } from '../../../engine/text';
import { outcome } from '../rules/outcome';
import { raceOrder, trackOf } from '../rules/round';
import type { ChariotMove, ChariotState } from '../rules/state';
import { chariotText, series, t, yes } from './text';

export function news(ctx: LogContext<ChariotState, ChariotMove>): Text | null {
  const { before, after, seat, move, viewer } = ctx;
  if (viewer === null) return null;
  const track = trackOf(before);
  const moverId = before.turn?.chariot ?? -1;
  const how = move.type === 'spear' ? 'spear' : 'ram';
  const lines: Msg[] = [];

  before.chariots.forEach((b, i) => {
    const a = after.chariots[i];
    if (b.seat !== viewer || !a) return;
    const where = { hasField: yes(a.field !== null), field: a.field !== null ? track.fields[a.field].name : '' };
    if (a.out && !b.out) {
      // Rule "Auseinanderbrechen": whoever caused it, the owner hears of it.
      if (i === moverId || moverId < 0) lines.push(t('news.brokeOwn', { chariot: chariotText(after.chariots[i], 'start', viewer), ...where, round: before.round }));
      else lines.push(t('news.brokeBy', { attacker: chariotText(before.chariots[moverId], 'start', viewer), how, victim: chariotText(after.chariots[i], 'acc', viewer), ...where, round: before.round }));
    } else if (!a.out && a.damage < b.damage && i !== moverId && seat !== viewer && moverId >= 0) {
      lines.push(t('news.hurt', { attacker: chariotText(before.chariots[moverId], 'start', viewer), how, victim: chariotText(after.chariots[i], 'acc', viewer), ...where, from: b.damage, to: a.damage }));
    }
  });

  // The lead: another player's chariot passed the viewer's leading chariot.
  if (move.type === 'path' && seat !== viewer && after.phase !== 'finished' && moverId >= 0) {
    const first = raceOrder(track, before.chariots)[0];
    const now = raceOrder(track, after.chariots)[0];
    if (first !== undefined && now === moverId && first !== now && before.chariots[first].seat === viewer && !after.chariots[first].out) {
      lines.push(t('news.lead', { attacker: chariotText(before.chariots[moverId], 'start', viewer), victim: chariotText(before.chariots[first], 'dat', viewer) }));
    }
  }

  // Rule "Spielende": the result, with the viewer's place.
  if (after.phase === 'finished' && before.phase !== 'finished') {
    const out = outcome(after);
    const place = out.ranks?.[viewer] ?? 0;
    if (after.winner === null) lines.push(t('news.endNoWinner', { place }));
    else if (after.chariots[after.winner].seat === viewer) lines.push(t('news.endWon', { rounds: after.round, chariot: chariotText(after.chariots[after.winner], 'nom', viewer) }));
    else lines.push(t('news.endLost', { rounds: after.round, winner: chariotText(after.chariots[after.winner], 'nom', viewer), place }));
  }
  return lines.length ? series(lines, 'space') : null;
}
