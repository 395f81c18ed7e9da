/**
 * Automobiles' lines for a player's "since your last visit" summary: what another player's move
 * did to him — a Leistungsschub that lets him draw, being overtaken into last place or losing the
 * lead, the last lap that ends the race with this round — and the end of the race with his place.
 * Everything in Automobiles is public, so the words need no secrecy beyond naming the reader "you".
 */
import type { LogContext } from '../../engine/contract';
import { positionOf } from './position';
import type { AutoMove, AutoState } from './state';

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th'];

export function news(ctx: LogContext<AutoState, AutoMove>): string | null {
  const { before, after, seat, viewer, names } = ctx;
  if (viewer === null || viewer < 0 || viewer >= after.seats) return null;
  const name = names[seat] ?? `Player ${seat + 1}`;
  const lines: string[] = [];
  if (seat !== viewer) {
    // Leistungsschub: "Danach darf jeder deiner Mitspieler einen Würfel aus seinem Beutel ziehen".
    if (after.answering.includes(viewer) && !before.answering.includes(viewer)) {
      lines.push(`${name} played Leistungsschub: you may draw one die from your bag (or do without).`);
    }
    if (after.players[viewer].owedDraws > before.players[viewer].owedDraws) {
      lines.push(`${name} played Leistungsschub: at the start of your next turn you may draw one die from your bag.`);
    }
    // Cars move at the end of a turn (the mover's, and every car's Sogwirkung).
    if (before.phase === 'turn') {
      const was = positionOf(before, viewer);
      const now = positionOf(after, viewer);
      if (now > was) {
        const ahead = (s: AutoState, x: number) => positionOf(s, x) < positionOf(s, viewer);
        const passers = after.players.map((_, x) => x).filter((x) => x !== viewer && !ahead(before, x) && ahead(after, x));
        const who = passers.includes(seat) ? seat : passers[0] ?? seat;
        const by = names[who] ?? `Player ${who + 1}`;
        if (was === 1) lines.push(`${by} took the lead from you: you are now ${ORDINAL[now - 1]}.`);
        else if (now === after.seats) lines.push(`${by} overtook you: you are now last.`);
      }
    }
    if (after.endTriggered && !before.endTriggered) {
      lines.push(`${name} crossed the finish line on the last lap: the race ends with this round.`);
    }
  }
  if (after.phase === 'finished' && before.phase !== 'finished') {
    const place = positionOf(after, viewer);
    lines.push(place === 1 ? `The race is over: you won!` : `The race is over: you finished ${ORDINAL[place - 1]} of ${after.seats}.`);
  }
  return lines.length ? lines.join(' ') : null;
}
