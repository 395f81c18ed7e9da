/** Log lines in English words (the game has no secrets: every reader reads the same). */
import { withNames, type LogContext } from '../../engine/contract';
import { ALTERNATIVE_BOARDS, COLOUR_INFO } from './data/boards';
import { FACE_NAMES, Face } from './data/dice';
import { countFace } from './dice';
import { lapsDone } from './movement';
import { outcome } from './outcome';
import { trackOf } from './round';
import type { ChariotMove, ChariotState } from './state';
import { article, diceCount, facesShort, pathCosts, routeWords, simulatePath, startWords } from './words';

function chariotName(s: ChariotState, i: number, names: string[]): string {
  const c = s.chariots[i];
  return `${names[c.seat] ?? `Player ${c.seat + 1}`}'s ${COLOUR_INFO[c.colour].name} chariot`;
}

export function logLine(ctx: LogContext<ChariotState, ChariotMove>): string {
  const { before, after, seat, move, names } = ctx;
  const name = names[seat] ?? `Player ${seat + 1}`;
  const id = before.turn?.chariot ?? -1;
  const who = id >= 0 ? chariotName(before, id, names) : name;
  let line: string;
  switch (move.type) {
    case 'pick':
      line = `${name} takes the ${ALTERNATIVE_BOARDS[move.board].name}.`;
      if (after.phase === 'place') line += ` All boards are taken; ${chariotName(after, after.queue[0], names)} chooses its start position first.`;
      return line;
    case 'place': {
      const placed = before.queue[0];
      line = `${chariotName(before, placed, names)} takes start position ${move.position} (${startWords(move.position)}).`;
      if (after.phase === 'race' && after.turn) line += ` The race begins: ${chariotName(after, after.turn.chariot, names)} drives first.`;
      return line;
    }
    case 'repair': {
      const cb = before.chariots[id];
      const ca = after.chariots[id];
      return `${who} repairs: ${cb.fortune - ca.fortune} fortune, damage ${cb.damage} → ${ca.damage}.`;
    }
    case 'roll': {
      const cb = before.chariots[id];
      const ca = after.chariots[id];
      const cap = ca.speed < cb.speed ? `start speed ${cb.speed} → ${ca.speed} (damage ${ca.damage}); ` : '';
      line = `${who}: ${cap}rolls ${diceCount(after.turn!.dice.length)} at speed ${ca.speed}: ${facesShort(after.turn!.dice)}.`;
      break;
    }
    case 'reroll': {
      const free = before.turn!.freeReroll;
      line = `${who} rerolls ${facesShort(move.faces)} (${free ? 'free' : '2 fortune'}): ${facesShort(diceAfter(before, after))}.`;
      break;
    }
    case 'turn':
      line = `${who} turns ${article(FACE_NAMES[move.from])} ${FACE_NAMES[move.from]} die to ${FACE_NAMES[move.to]} (2 fortune): ${facesShort(diceAfter(before, after))}.`;
      break;
    case 'keep':
      line = `${who} keeps ${facesShort(before.turn!.dice)}.`;
      break;
    case 'drive': {
      const n = countFace(before.turn!.dice, 'drive');
      line = `${who} drives ${move.up ? `${move.up}× +1` : ''}${move.up && n - move.up ? ' and ' : ''}${n - move.up ? `${n - move.up}× −1` : ''}.`;
      break;
    }
    case 'path': {
      const r = simulatePath(before, move.path);
      const track = trackOf(before);
      const steps = move.path.length;
      if (!r) return `${who} drives.`;
      const costs = pathCosts(before, r);
      const dest = r.broke ? `and breaks up on ${track.fields[r.end].name}` : `to ${track.fields[r.end].name}`;
      line = `${who} drives ${steps} ${steps === 1 ? 'field' : 'fields'} (${routeWords(before, r.entered)}) ${dest}${costs.length ? `: ${costs.join(', ')}` : ''}.`;
      break;
    }
    case 'caltrop':
      line = `${who} drops a caltrop on ${trackOf(before).fields[move.field].name}.`;
      break;
    case 'spear':
      line = `${who} throws a spear at ${chariotName(before, move.target, names)}: damage ${before.chariots[move.target].damage} → ${after.chariots[move.target].damage}.`;
      break;
    case 'endAttacks':
      line = `${who} ends the turn${countFace(before.turn!.dice, 'attack') > (before.turn!.attacks ?? 0) ? '' : ' without attacking'}.`;
      break;
  }
  return `${line} ${consequences(before, after, id, names, move.type)}`.trim();
}

/** The dice after a reroll or a turned die (kept in `lastDice` if the turn ended with it). */
function diceAfter(before: ChariotState, after: ChariotState): Face[] {
  const id = before.turn!.chariot;
  if (after.turn && after.turn.chariot === id) return after.turn.dice;
  return after.lastDice;
}

/** What followed by itself: the dice kept, speed and damage, breaking up, laps, the next turn. */
function consequences(before: ChariotState, after: ChariotState, id: number, names: string[], move: ChariotMove['type']): string {
  const out: string[] = [];
  const track = trackOf(before);
  if (id >= 0) {
    const cb = before.chariots[id];
    const ca = after.chariots[id];
    const tb = before.turn!;
    const ta = after.turn && after.turn.chariot === id ? after.turn : null;
    // Phase 4 comes when the dice are kept (by the move, or at once when nothing else is left).
    if (tb.step === 'dice' && (!ta || ta.step !== 'dice')) {
      const fortune = countFace(ta ? ta.dice : after.lastDice, 'fortune');
      if (move !== 'keep') out.push('The dice are kept.');
      if (fortune > 0) out.push(`Fortuna: +${fortune} fortune (now ${ca.fortune}).`);
    }
    if (ca.speed !== cb.speed && before.turn!.step !== 'start') out.push(`Speed ${cb.speed} → ${ca.speed}.`);
    const sprintDamage = (tb.step === 'dice' || tb.step === 'drive') && ca.damage < cb.damage;
    if (sprintDamage) out.push(`Sprint: damage ${cb.damage} → ${ca.damage}.`);
    if (!ca.out && before.turn!.step === 'path' && ca.damage !== cb.damage) out.push(`Damage ${cb.damage} → ${ca.damage}.`);
    const lb = lapsDone(track, cb);
    const la = lapsDone(track, ca);
    if (!ca.out && la > lb) out.push(la >= 2 ? `${chariotName(after, id, names)} completes its second lap!` : `${chariotName(after, id, names)} completes its first lap: one more to go.`);
  }
  after.chariots.forEach((c, i) => {
    if (c.out && !before.chariots[i].out) out.push(`${chariotName(after, i, names)} breaks up on ${track.fields[c.field!].name}; a caltrop marks the wreck.`);
  });
  if (after.phase === 'finished') {
    out.push(withNames(outcome(after).summary ?? 'The race is over.', names));
  } else if (after.round !== before.round) {
    out.push(`Round ${after.round} begins.`);
  }
  return out.join(' ');
}
