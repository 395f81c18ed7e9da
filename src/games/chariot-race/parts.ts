/**
 * How the page puts a Chariot Race move together (the contract's moveParts), from the seat's own
 * view, the way the game is played at the table:
 *
 * - draft: a chariot board (the free boards are drawn; click one);
 * - start position: a numbered start field on the arena;
 * - start of the turn: repair or roll;
 * - the dice: mark dice on the board to reroll them ("Reroll (free)" / "(2 fortune)"), or "Turn a
 *   die" (then the die, then its new face), or "Keep the dice";
 * - the drive dice: the speed they give (its cell on the speed track);
 * - the path: the field where the chariot ends (the marked fields of the arena), then — only when
 *   the ways to that field differ — the way: by what happens on it (damage, rams, caltrops), and,
 *   when an attack face could drop a caltrop on a field passed, by where the lanes are changed.
 *   Ways with the same outcome are one choice (the same parts);
 * - the attacks: a field passed (caltrop), a chariot in range (spear), or the end of the turn.
 *
 * A move after which the chariot on turn must break up (or that breaks one of the mover's own
 * chariots) carries a warning. Everything is worked out from the view; the analyses of one view
 * are kept for the other moves of the same view (the platform asks move by move).
 */
import type { MoveShape, SetPart } from '../../engine/contract';
import { ALTERNATIVE_BOARDS, COLOUR_INFO, boardOf } from './data/boards';
import { CALTROPS_IN_BOX, FACE_NAMES, FACE_SYMBOLS, FORTUNE_PER_ACTION, SPEAR_DAMAGE, SPRINT_DAMAGE } from './data/dice';
import { speedAfter } from './apply';
import { countFace } from './dice';
import { canRepair } from './legal';
import { trackOf } from './round';
import { moveLabel } from './labels';
import type { ChariotMove } from './state';
import type { ChariotView } from './view';
import { article, startWords } from './words';
import { breakWarning, chariotWords, one, warningOf } from './parts-common';
import { pathPlan } from './path-parts';

export { chariotWords } from './parts-common';
export { pathPlan } from './path-parts';

export function moveParts(view: ChariotView, move: ChariotMove): MoveShape {
  switch (move.type) {
    case 'pick': {
      const b = ALTERNATIVE_BOARDS[move.board];
      return one({ step: 'board', value: move.board, label: `${b.name} (${b.profile.split(':')[0]})`, target: `board:${move.board}`, prompt: 'Choose your chariot board: click one of the boards below.' });
    }
    case 'place': {
      const next = view.chariots[view.queue[0]];
      return one({
        step: 'position',
        value: String(move.position),
        label: `${move.position}: ${startWords(move.position)}`,
        target: `start:${move.position}`,
        prompt: `Choose the start position of your ${next ? COLOUR_INFO[next.colour].name : ''} chariot: click a numbered start field.`,
      });
    }
    case 'repair':
    case 'roll':
      return one({ step: 'begin', value: move.type, label: moveLabel(view, move), prompt: view.turn && canRepair(view, view.turn) ? 'Repair your chariot first, or roll the dice.' : 'Roll the dice.' });
    case 'reroll':
    case 'turn':
    case 'keep':
      return diceParts(view, move);
    case 'drive':
      return driveParts(view, move.up);
    case 'path':
      return pathPlan(view).shapes.get(move.path) ?? one({ step: 'end', value: move.path, label: moveLabel(view, move) });
    case 'caltrop':
    case 'spear':
    case 'endAttacks':
      return attackParts(view, move);
  }
}


// --- The dice (rule "Phase 3: Würfeln").

function diceItems(view: ChariotView): SetPart['items'] {
  return view.turn!.dice.map((f, k) => ({ id: `d${k}`, label: `${FACE_SYMBOLS[f]} ${FACE_NAMES[f]}`, like: f, target: `die:${k}` }));
}

function dicePrompt(view: ChariotView): string {
  const t = view.turn!;
  const c = view.chariots[t.chariot];
  const paid = c.fortune >= FORTUNE_PER_ACTION;
  const what = [t.freeReroll || paid ? 'mark dice to reroll' : '', paid ? 'turn a die' : '', 'keep them'].filter(Boolean);
  const last = what.pop();
  return `Your dice${t.freeReroll ? ' (the first reroll is free)' : ''}: ${what.length ? `${what.join(', ')} or ${last}` : last}.`;
}

function diceParts(view: ChariotView, move: ChariotMove): MoveShape {
  const t = view.turn!;
  const prompt = dicePrompt(view);
  if (move.type === 'reroll') {
    const set: SetPart = {
      kind: 'set',
      step: 'reroll',
      items: diceItems(view),
      chosen: [...move.faces],
      label: t.freeReroll ? 'Reroll (free)' : `Reroll (${FORTUNE_PER_ACTION} fortune)`,
      prompt: `${t.freeReroll ? 'Or' : 'Or pay to'} reroll: mark the dice, on the board or here.`,
    };
    return { parts: [set] };
  }
  if (move.type === 'keep') {
    const gain = countFace(t.dice, 'fortune');
    const warning = warningOf(view, move, (doom) => (doom.startsWith('every path') ? `with these dice ${doom}` : doom));
    return { parts: [{ kind: 'pick', step: 'dice', value: 'keep', label: `Keep the dice${gain ? ` (+${gain} fortune)` : ''}`, prompt }], warning };
  }
  if (move.type !== 'turn') return one({ step: 'dice', value: 'move', label: moveLabel(view, move) });
  // "Turn a die" (2 fortune), then which die (asked only when the dice show different faces),
  // then the new face.
  const parts: MoveShape['parts'] = [
    { kind: 'pick', step: 'dice', value: 'turn', label: `Turn a die (${FORTUNE_PER_ACTION} fortune${t.freeReroll ? ', ends the free reroll' : ''})`, prompt },
  ];
  const faces = new Set(t.dice);
  if (faces.size > 1) {
    parts.push({ kind: 'pick', step: 'die', value: move.from, label: `${article(FACE_NAMES[move.from])} ${FACE_NAMES[move.from]} die (${FACE_SYMBOLS[move.from]})`, target: `face:${move.from}`, prompt: 'Which die do you turn? Click it.' });
  }
  parts.push({ kind: 'pick', step: 'face', value: move.to, label: `to ${FACE_SYMBOLS[move.to]} ${FACE_NAMES[move.to]}`, prompt: `Turn the ${FACE_NAMES[move.from]} die to which face?` });
  const warning = warningOf(view, move, (doom) => (doom.startsWith('every path') ? `with these dice ${doom}` : doom));
  return { parts, warning };
}

// --- The drive dice (rule "Phase 5": every drive face +1 or −1).

function driveParts(view: ChariotView, up: number): MoveShape {
  const t = view.turn!;
  const c = view.chariots[t.chariot];
  const drives = countFace(t.dice, 'drive');
  const sprints = countFace(t.dice, 'sprint');
  const max = boardOf(c.board).speed.max;
  const speed = speedAfter(c.speed, max, drives, up, sprints);
  // Signs giving the same speed (at the ends of the track) are one choice: the same words.
  const ups = Array.from({ length: drives + 1 }, (_, u) => u).filter((u) => speedAfter(c.speed, max, drives, u, sprints) === speed);
  const signs = ups.length === 1 ? [up ? `${up}× +1` : '', drives - up ? `${drives - up}× −1` : ''].filter(Boolean).join(', ') : '';
  const sprint = sprints ? `sprint +${2 * sprints}, −${sprints * SPRINT_DAMAGE} damage` : '';
  const words = [signs, sprint].filter(Boolean).join('; ');
  const warning = warningOf(view, { type: 'drive', up: ups[0] }, (doom) => (doom.startsWith('every path') ? `at speed ${speed} ${doom}` : doom));
  return {
    parts: [
      {
        kind: 'pick',
        step: 'speed',
        value: String(speed),
        label: `Speed ${speed}${words ? ` (${words})` : ''}`,
        target: `speed:${speed}`,
        prompt: `Each drive die is +1 or −1: choose your speed (from ${c.speed}), here or on your speed track.`,
      },
    ],
    warning,
  };
}

// --- The attacks (rule "Phase 6").

function attackParts(view: ChariotView, move: ChariotMove): MoveShape {
  const t = view.turn!;
  const track = trackOf(view);
  const canDrop = t.passed.some((f) => !view.caltrops.includes(f)) && view.caltrops.length < CALTROPS_IN_BOX;
  const what = [canDrop ? 'click a field you passed to drop a caltrop' : '', 'click a chariot in range to throw a spear at'].filter(Boolean).join(', or ');
  const prompt = `Attack (${t.attacks} ${t.attacks === 1 ? 'attack' : 'attacks'} left): ${what} — or end the turn.`;
  if (move.type === 'caltrop') {
    return one({ step: 'attack', value: `caltrop${move.field}`, label: `Caltrop on ${track.fields[move.field].name}`, target: `field:${move.field}`, prompt });
  }
  if (move.type === 'spear') {
    const target = view.chariots[move.target];
    const after = Math.max(0, target.damage - SPEAR_DAMAGE);
    const breaks = after === 0;
    const mine = view.viewer !== null && target.seat === view.viewer;
    return {
      parts: [
        {
          kind: 'pick',
          step: 'attack',
          value: `spear${move.target}`,
          label: `Spear at ${chariotWords(view, move.target)} (damage ${target.damage} → ${after}${breaks ? ': it breaks up' : ''})`,
          target: `chariot:${move.target}`,
          prompt,
        },
      ],
      warning: breaks && mine ? breakWarning(view, [move.target]) : undefined,
    };
  }
  return one({ step: 'attack', value: 'end', label: moveLabel(view, move), prompt });
}

