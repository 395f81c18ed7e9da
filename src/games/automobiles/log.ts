/** Log lines. Nothing in Automobiles is secret (yucata shows every bag), so every reader gets the same words. */
import type { LogContext } from '../../engine/contract';
import { Prng } from '../../engine/prng';
import { BR, COLOUR_INDEX, countWords } from './dice';
import { cardFor, card } from './cards';
import { endTurn, pitStop } from './turn';
import { cloneState } from './state';
import type { AutoMove, AutoState } from './state';
import { moveLabel } from './labels';
import { view } from './view';
import { segWords } from './words';

function diff(after: number[], before: number[]): number[] {
  return after.map((n, i) => Math.max(0, n - before[i]));
}

function firstLower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function logLine(ctx: LogContext<AutoState, AutoMove>): string {
  const { before, after, seat, move, names } = ctx;
  const name = names[seat] ?? `Player ${seat + 1}`;
  const track = before.options.track;
  const b = before.players[seat];
  const a = after.players[seat];
  let line: string;
  switch (move.type) {
    case 'pit': {
      const s = cloneState(before);
      const r = pitStop(s, seat, new Prng(s.prng));
      line = `${name} made a pit stop: ${r.removed} wear ${r.removed === 1 ? 'die' : 'dice'} back to the supply; drew ${countWords(countsOf(r.drawn))}.`;
      break;
    }
    case 'endTurn': {
      if (before.phase === 'opening') {
        line = `${name} finished the opening purchase (bought ${countWords(b.used)}).`;
        if (after.phase === 'turn') line += ` Everybody throws the bought dice into the bag and draws 7; the race begins with ${names[after.current] ?? `Player ${after.current + 1}`}.`;
        break;
      }
      const s = cloneState(before);
      const r = endTurn(s, seat, move.seg, new Prng(s.prng));
      const parts: string[] = [];
      const left = Math.max(0, before.options.laps - a.laps);
      if (r.moved) parts.push(`drove to ${segWords(track, r.to)}${r.crossed ? `, crossing the finish line (${left} ${left === 1 ? 'lap' : 'laps'} to go)` : ''}`);
      else parts.push('did not move');
      if (r.moved) parts.push(r.noWear === 'draft' ? 'no wear (drafting)' : r.noWear === 'federung' ? 'no wear (Federung)' : `${r.wear} wear`);
      parts.push(`drew ${countWords(countsOf(r.drawn))}`);
      line = `${name} ended the turn: ${parts.join('; ')}.`;
      if (after.endTriggered && !before.endTriggered) line += ' The last lap is done: the game ends with this round.';
      if (after.phase === 'finished') line += ' The game is over.';
      break;
    }
    case 'extraDraw': {
      const got = diff(a.active, b.active);
      line = move.take ? `${name} drew ${countWords(got)} (Leistungsschub).` : `${name} did without the Leistungsschub die.`;
      break;
    }
    default: {
      // The button words, told of the player: "your" for the player himself, his name for the
      // others ("Ben's discard"); dice drawn are public.
      const drawn = diff(a.active, b.active);
      const wear = a.used[BR] - b.used[BR];
      if (move.type === 'draw') {
        line = `${name} drew ${countWords(drawn)} (Leistungsschub, +${wear} wear).`;
        break;
      }
      const label = ctx.viewer === seat ? moveLabel(view(before, seat), move) : moveLabel(view(before, seat), move).replace(/\byour\b/g, `${name}'s`);
      line = `${name}: ${firstLower(label)}`;
      const isDraw = move.type === 'activate' && ['boxencrew', 'turbo'].includes(activated(before, move));
      if (isDraw && drawn.some((n) => n > 0)) line += ` — drew ${countWords(drawn)}`;
      if (wear > 0) line += ` (+${wear} wear)`;
      line += '.';
      if (after.answering.length > 0 && before.answering.length === 0) line += ' Every other player may now draw one die.';
      if (before.options.beschleunigt && after.players.some((p, s) => s !== seat && p.owedDraws > before.players[s].owedDraws)) {
        line += ' The other players may each draw one die at the start of their next turn.';
      }
    }
  }
  return line;
}

function countsOf(colours: number[]): number[] {
  const c = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const x of colours) c[x]++;
  return c;
}

function activated(state: AutoState, move: Extract<AutoMove, { type: 'activate' }>): string {
  const c = COLOUR_INDEX[move.colour];
  if (c < 4 || c === BR) return '';
  return card(cardFor(state.cards, c)).id;
}

