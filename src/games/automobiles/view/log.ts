/**
 * Log lines, as messages with their parameters. Nothing in Automobiles is secret (yucata shows
 * every bag), so every reader gets the same facts; only "your" differs: the player reads of his
 * own dice as his ("your discard"), the others read the player's name.
 */
import type { LogContext } from '../../../engine/contract';
import { Prng } from '../../../engine/prng';
import { seat as seatRef, type Msg } from '../../../engine/text';
import { BR, COLOUR_INDEX } from '../data/dice';
import { cardFor, card } from '../data/cards';
import { endTurn, pitStop } from '../rules/phases';
import { cloneState } from '../rules/state';
import type { AutoMove, AutoState } from '../rules/state';
import { stepWords } from './labels';
import { view } from './view';
import { diceCount, field, t } from './words';

function diff(after: number[], before: number[]): number[] {
  return after.map((n, i) => Math.max(0, n - before[i]));
}

export function logLine(ctx: LogContext<AutoState, AutoMove>): Msg {
  const { before, after, seat, move } = ctx;
  const player = seatRef(seat);
  const track = before.options.track;
  const b = before.players[seat];
  const a = after.players[seat];
  switch (move.type) {
    case 'pit': {
      const s = cloneState(before);
      const r = pitStop(s, seat, new Prng(s.prng));
      return t('log.pit', { player, removed: r.removed, drawn: diceCount(countsOf(r.drawn)) });
    }
    case 'endTurn': {
      if (before.phase === 'opening') {
        const bought = diceCount(b.used);
        if (after.phase === 'turn') return t('log.opening.start', { player, bought, first: seatRef(after.current) });
        return t('log.opening', { player, bought });
      }
      const s = cloneState(before);
      const r = endTurn(s, seat, move.seg, new Prng(s.prng));
      if (r.waiting) {
        // The turn waits for a choice after the move (a driver, Adrenalin): the rest is logged by the steps that follow.
        return t('log.end.waiting', { player, moved: r.moved, field: r.moved ? field(track, r.to) : '', crossed: r.moved && r.crossed && a.laps > 0, left: Math.max(0, before.options.laps - a.laps), wear: r.noWear ?? 'wear', n: r.wear, step: after.turn.step ?? 'done' });
      }
      const last = after.endTriggered && !before.endTriggered;
      // In a season a race ends with this round too: „Vergabe der Sponsoren" follows.
      const over = after.phase === 'finished' || after.phase === 'sponsors';
      return t('log.end', {
        player,
        moved: r.moved,
        field: r.moved ? field(track, r.to) : '',
        // Crossing the line just after a start behind it (Tucson, laps -1 → 0) is no lap.
        crossed: r.moved && r.crossed && a.laps > 0,
        left: Math.max(0, before.options.laps - a.laps),
        wear: r.noWear ?? 'wear',
        n: r.wear,
        drawn: diceCount(countsOf(r.drawn)),
        end: last && over ? 'both' : last ? 'last' : over ? 'over' : 'none',
        season: !!before.season && before.season.race + 1 < before.season.tracks.length,
      });
    }
    case 'extraDraw':
      return move.take ? t('log.extra.take', { player, drawn: diceCount(diff(a.active, b.active)) }) : t('log.extra.no', { player });
    case 'draw':
      return t('log.draw', { player, drawn: diceCount(diff(a.active, b.active)), wear: a.used[BR] - b.used[BR] });
    default: {
      // The step as the button said it, told of the player: "your" for the player himself, his
      // name for the others ("Ben's discard"); dice drawn are public.
      const drawn = diff(a.active, b.active);
      const wear = a.used[BR] - b.used[BR];
      const step = stepWords(view(before, seat), move, 'log', { player, mine: ctx.viewer === seat });
      const isDraw = move.type === 'activate' && ['boxencrew', 'turbo'].includes(activated(before, move));
      const drew = isDraw && drawn.some((n) => n > 0);
      let then = 'none';
      if (after.answering.length > 0 && before.answering.length === 0) then = 'answer';
      else if (before.options.beschleunigt && after.players.some((p, s) => s !== seat && p.owedDraws > before.players[s].owedDraws)) then = 'owed';
      return t('log.step', { step, drew, drawn: drew ? diceCount(drawn) : '', wear, then });
    }
  }
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
