/** Log lines and button labels in English words (never revealing what the reader may not know). */
import type { LogContext } from '../../engine/contract';
import { FINISHED, KNONSTER_INFO, Knonster, cardName, knonsterName } from './data';
import type { Step } from './cards';
import { resolvePlay } from './powers';
import type { RaceMove, RaceState, Track } from './state';

const ORDINAL = ['', '1st', '2nd', '3rd', '4th'];

/** "Celya moves from 30 to 37", "Celya crosses the finish line and takes place 1 on the podium". */
export function describeStep(step: Step): string {
  const k = knonsterName(step.knonster);
  if (step.place !== undefined) {
    return `${k} moves from ${step.from} across the finish line and takes place ${step.place} on the podium`;
  }
  if (step.counted < 0) return `${k} moves back from ${step.from} to ${step.to}`;
  return `${k} moves from ${step.from} to ${step.to}`;
}

export function powerWords(power: Knonster): string {
  return `${knonsterName(power)}'s superpower "${KNONSTER_INFO[power].power}"`;
}

/** Short effect words for a button: "moves Celya to 37", "Celya finishes 1st", "no effect". */
export function shortEffect(track: Track, card: RaceMove & { type: 'play' }): string {
  const res = resolvePlay(track, card.card, card.power);
  if (!res) return 'not possible now';
  if (res.steps.length === 0) return 'no effect';
  const finals = new Map<Knonster, Step>();
  for (const s of res.steps) {
    const prev = finals.get(s.knonster);
    finals.set(s.knonster, prev ? { ...s, from: prev.from, counted: prev.counted + s.counted } : s);
  }
  const parts = [...finals.values()].map((s) => {
    const k = knonsterName(s.knonster);
    if (s.to === FINISHED) return `${k} finishes ${ORDINAL[s.place ?? 0] || ''}`.trim();
    if (s.to < s.from) return `pushes ${k} back to ${s.to}`;
    return `moves ${k} to ${s.to}`;
  });
  return parts.join(', ') + (res.ended ? ', game ends' : '');
}

function listNames(ks: Knonster[]): string {
  return ks.map(knonsterName).join(' and ');
}

export function logLine(ctx: LogContext<RaceState, RaceMove>): string {
  const { before, after, seat, move, viewer, names } = ctx;
  // `reveal`: replay of a finished game, hidden information may be named.
  const knows = viewer === seat || ctx.reveal === true;
  const name = names[seat] ?? `Seat ${seat}`;
  if (move.type === 'favourites') {
    let line =
      knows
        ? `${name} chose ${listNames(move.favourites)} as favourites${move.bet ? `, betting on ${knonsterName(move.bet)} to win` : ''}.`
        : `${name} chose two favourites.`;
    if (after.restarts > before.restarts) {
      line += ` Everybody chose the same two favourites${after.options.siegwette ? ' and the same winner' : ''}, so the game restarts: the cards are shuffled and dealt again and everybody chooses anew; ${names[after.startPlayer] ?? `Seat ${after.startPlayer}`} will start.`;
    } else if (after.phase === 'play') {
      line += ` All favourites are chosen; ${names[after.startPlayer] ?? `Seat ${after.startPlayer}`} starts.`;
    }
    return line;
  }

  const res = resolvePlay(before, move.card, move.power);
  let line = `${name} played ${cardName(move.card)}`;
  if (move.power !== undefined) line += ` with ${powerWords(move.power)}, revealing ${knonsterName(move.power)} as a favourite`;
  if (!res || res.steps.length === 0) line += ': no effect, the card is discarded.';
  else line += `: ${res.steps.map(describeStep).join(', then ')}.`;

  const handAfterPlay = before.hands[seat].length - 1;
  if (after.hands[seat].length > handAfterPlay) {
    // Only the drawer learns the card drawn.
    line += knows ? ` ${name} drew ${cardName(before.deck[0])}.` : ` ${name} drew a card.`;
  }
  if (after.phase === 'finished') {
    if (after.endReason === 'third') line += ' The third Knonster has crossed the finish line: the game is over.';
    else line += ` ${name} should draw a card but the draw pile is used up: the game is over.`;
    const podium = after.podium.map((k, i) => `${i + 1}. ${knonsterName(k)}`).join(', ');
    if (podium) line += ` Podium: ${podium}.`;
  }
  return line;
}
