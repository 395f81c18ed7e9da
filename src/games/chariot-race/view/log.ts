/**
 * Log lines as messages (the game has no secrets: every reader reads the same line, in his own
 * language). A line is the move's sentence, then what followed by itself (consequences).
 */
import type { LogContext } from '../../../engine/contract';
import { seat as seatParam, type Msg, type Param, type Text } from '../../../engine/text';
import { FORTUNE_PER_ACTION, Face } from '../data/dice';
import { countFace } from '../rules/dice';
import { lapsDone } from '../rules/situation';
import { outcome } from '../rules/outcome';
import { trackOf } from '../rules/round';
import type { ChariotMove, ChariotState } from '../rules/state';
import { boardNameText, chariotText, series, t, yes } from './text';
import { facesShort, pathCosts, routeWords, simulatePath, startWords } from './words';

export function logLine(ctx: LogContext<ChariotState, ChariotMove>): Text {
  const { before, after, seat, move } = ctx;
  const id = before.turn?.chariot ?? -1;
  const who: Param = id >= 0 ? chariotText(before.chariots[id], 'start') : seatParam(seat);
  const lines: Msg[] = [];
  switch (move.type) {
    case 'pick':
      lines.push(t('log.pick', { player: seatParam(seat), board: boardNameText(move.board) }));
      if (after.phase === 'place') lines.push(t('log.picksDone', { chariot: chariotText(after.chariots[after.queue[0]], 'nom') }));
      return series(lines, 'space');
    case 'place': {
      const placed = before.queue[0];
      lines.push(t('log.place', { chariot: chariotText(before.chariots[placed], 'start'), position: move.position, start: startWords(move.position) }));
      if (after.phase === 'race' && after.turn) lines.push(t('log.raceBegins', { chariot: chariotText(after.chariots[after.turn.chariot], 'nom') }));
      return series(lines, 'space');
    }
    case 'repair': {
      const cb = before.chariots[id];
      const ca = after.chariots[id];
      return t('log.repair', { chariot: who, cost: cb.fortune - ca.fortune, from: cb.damage, to: ca.damage });
    }
    case 'roll': {
      const cb = before.chariots[id];
      const ca = after.chariots[id];
      lines.push(t('log.roll', { chariot: who, capped: yes(ca.speed < cb.speed), from: cb.speed, speed: ca.speed, damage: ca.damage, dice: after.turn!.dice.length, faces: facesShort(after.turn!.dice) }));
      break;
    }
    case 'reroll': {
      const free = before.turn!.freeReroll;
      lines.push(t('log.reroll', { chariot: who, faces: facesShort(move.faces), free: yes(free), cost: FORTUNE_PER_ACTION, result: facesShort(diceAfter(before, after)) }));
      break;
    }
    case 'turn':
      lines.push(t('log.turn', { chariot: who, from: move.from, to: move.to, cost: FORTUNE_PER_ACTION, result: facesShort(diceAfter(before, after)) }));
      break;
    case 'keep':
      lines.push(t('log.keep', { chariot: who, faces: facesShort(before.turn!.dice) }));
      break;
    case 'drive': {
      const n = countFace(before.turn!.dice, 'drive');
      lines.push(t('log.drive', { chariot: who, up: move.up, down: n - move.up }));
      break;
    }
    case 'path': {
      const r = simulatePath(before, move.path);
      const track = trackOf(before);
      if (!r) return t('log.drivesPlain', { chariot: who });
      const costs = pathCosts(before, r);
      lines.push(
        t('log.path', {
          chariot: who,
          steps: move.path.length,
          route: routeWords(before, r.entered),
          broke: yes(r.broke),
          end: track.fields[r.end].name,
          hasCosts: yes(costs.length > 0),
          costs: series(costs),
        }),
      );
      break;
    }
    case 'caltrop':
      lines.push(t('log.caltrop', { chariot: who, field: trackOf(before).fields[move.field].name }));
      break;
    case 'spear':
      lines.push(t('log.spear', { chariot: who, target: chariotText(before.chariots[move.target], 'acc'), from: before.chariots[move.target].damage, to: after.chariots[move.target].damage }));
      break;
    case 'endAttacks':
      lines.push(t(countFace(before.turn!.dice, 'attack') > (before.turn!.attacks ?? 0) ? 'log.endTurn' : 'log.endTurnNoAttack', { chariot: who }));
      break;
  }
  return series([...lines, ...consequences(before, after, id, move.type)], 'space');
}

/** The dice after a reroll or a turned die (kept in `lastDice` if the turn ended with it). */
function diceAfter(before: ChariotState, after: ChariotState): Face[] {
  const id = before.turn!.chariot;
  if (after.turn && after.turn.chariot === id) return after.turn.dice;
  return after.lastDice;
}

/** What followed by itself: the dice kept, speed and damage, breaking up, laps, the next turn. */
function consequences(before: ChariotState, after: ChariotState, id: number, move: ChariotMove['type']): Text[] {
  const out: Text[] = [];
  const track = trackOf(before);
  if (id >= 0) {
    const cb = before.chariots[id];
    const ca = after.chariots[id];
    const tb = before.turn!;
    const ta = after.turn && after.turn.chariot === id ? after.turn : null;
    // Phase 4 comes when the dice are kept (by the move, or at once when nothing else is left).
    if (tb.step === 'dice' && (!ta || ta.step !== 'dice')) {
      const fortune = countFace(ta ? ta.dice : after.lastDice, 'fortune');
      if (move !== 'keep') out.push(t('log.kept'));
      if (fortune > 0) out.push(t('log.fortune', { gain: fortune, now: ca.fortune }));
    }
    if (ca.speed !== cb.speed && before.turn!.step !== 'start') out.push(t('log.speed', { from: cb.speed, to: ca.speed }));
    const sprintDamage = (tb.step === 'dice' || tb.step === 'drive') && ca.damage < cb.damage;
    if (sprintDamage) out.push(t('log.sprint', { from: cb.damage, to: ca.damage }));
    if (!ca.out && before.turn!.step === 'path' && ca.damage !== cb.damage) out.push(t('log.damage', { from: cb.damage, to: ca.damage }));
    const lb = lapsDone(track, cb);
    const la = lapsDone(track, ca);
    if (!ca.out && la > lb) out.push(t(la >= 2 ? 'log.lap2' : 'log.lap1', { chariot: chariotText(after.chariots[id], 'start') }));
  }
  after.chariots.forEach((c, i) => {
    if (c.out && !before.chariots[i].out) out.push(t('log.broke', { chariot: chariotText(c, 'start'), field: track.fields[c.field!].name }));
  });
  if (after.phase === 'finished') {
    out.push(outcome(after).summary ?? t('log.over'));
  } else if (after.round !== before.round) {
    out.push(t('log.round', { round: after.round }));
  }
  return out;
}
