/**
 * Chariot Race's lines for a player's "since your last visit" summary: what happened to *his*
 * chariots — one broke up (by his own move too: a chariot can break up on the sprint damage of
 * "Keep the dice"), another player's ram or spear damaged one, another chariot took the lead from
 * his — and the end of the race with his place. The game has no secrets; each line goes only to
 * the player it concerns.
 */
import type { LogContext } from '../../engine/contract';
import { COLOUR_INFO } from './data/boards';
import { outcome } from './outcome';
import { raceOrder, trackOf } from './round';
import type { ChariotMove, ChariotState } from './state';

const PLACES = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

export function news(ctx: LogContext<ChariotState, ChariotMove>): string | null {
  const { before, after, seat, move, viewer, names } = ctx;
  if (viewer === null) return null;
  const track = trackOf(before);
  const player = (s: number) => names[s] ?? `Player ${s + 1}`;
  const colour = (s: ChariotState, i: number) => COLOUR_INFO[s.chariots[i].colour].name;
  const theirs = (s: ChariotState, i: number) => (s.chariots[i].seat === viewer ? `your ${colour(s, i)} chariot` : `${player(s.chariots[i].seat)}'s ${colour(s, i)} chariot`);
  const moverId = before.turn?.chariot ?? -1;
  const verb = move.type === 'spear' ? 'threw a spear at' : 'rammed';
  const lines: string[] = [];

  before.chariots.forEach((b, i) => {
    const a = after.chariots[i];
    if (b.seat !== viewer || !a) return;
    const where = a.field !== null ? ` on ${track.fields[a.field].name}` : '';
    if (a.out && !b.out) {
      // Rule "Auseinanderbrechen": whoever caused it, the owner hears of it.
      if (i === moverId) lines.push(`Your ${colour(after, i)} chariot broke up${where} in round ${before.round}.`);
      else if (moverId >= 0) lines.push(`${capitalise(theirs(before, moverId))} ${verb} your ${colour(after, i)} chariot: it broke up${where} in round ${before.round}.`);
      else lines.push(`Your ${colour(after, i)} chariot broke up${where} in round ${before.round}.`);
    } else if (!a.out && a.damage < b.damage && i !== moverId && seat !== viewer && moverId >= 0) {
      lines.push(`${capitalise(theirs(before, moverId))} ${verb} your ${colour(after, i)} chariot${where}: damage ${b.damage} → ${a.damage}.`);
    }
  });

  // The lead: another player's chariot passed the viewer's leading chariot.
  if (move.type === 'path' && seat !== viewer && after.phase !== 'finished' && moverId >= 0) {
    const first = raceOrder(track, before.chariots)[0];
    const now = raceOrder(track, after.chariots)[0];
    if (first !== undefined && now === moverId && first !== now && before.chariots[first].seat === viewer && !after.chariots[first].out) {
      lines.push(`${capitalise(theirs(before, moverId))} took the lead from your ${colour(before, first)} chariot.`);
    }
  }

  // Rule "Spielende": the result, with the viewer's place.
  if (after.phase === 'finished' && before.phase !== 'finished') {
    const out = outcome(after);
    const rounds = `${after.round} ${after.round === 1 ? 'round' : 'rounds'}`;
    const rank = out.ranks?.[viewer] ?? 0;
    const place = PLACES[rank - 1] ?? `#${rank}`;
    if (after.winner === null) lines.push(`The race is over: every chariot broke up; you placed ${place}.`);
    else if (after.chariots[after.winner].seat === viewer) lines.push(`The race is over after ${rounds}: your ${colour(after, after.winner)} chariot won!`);
    else lines.push(`The race is over after ${rounds}: ${theirs(after, after.winner)} won; you placed ${place}.`);
  }
  return lines.length ? lines.join(' ') : null;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
