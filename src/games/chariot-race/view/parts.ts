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
 * are kept for the other moves of the same view (the platform asks move by move). The moves'
 * step-by-step tree (rules/move-tree.ts) is built from the same parts: a move of one part is its
 * moveParts, the parts of turning a die are built below, the path's in path-parts.ts.
 */
import type { MoveShape, PickPart, SetPart } from '../../../engine/contract';
import type { Text } from '../../../engine/text';
import { rulesOf } from '../../../engine/rules-version';
import { boardOf } from '../data/boards';
import { CALTROPS_IN_BOX, FACE_SYMBOLS, FORTUNE_PER_ACTION, REPAIR_COST, REPAIR_POINTS, SPEAR_DAMAGE, SPRINT_DAMAGE, type Face } from '../data/dice';
import { speedAfter } from '../rules/apply';
import { countFace } from '../rules/dice';
import { canRepair } from '../rules/legal';
import { trackOf } from '../rules/round';
import { moveLabel } from './labels';
import type { ChariotMove, TurnDieMove } from '../rules/state';
import { boardNameText, boardShortText, chariotText, t, yes } from './text';
import type { ChariotView } from './view';
import { dieText, signsWords, startWords } from './words';
import { breakWarning, one, warningOf } from './warnings';
import { pathPlan } from './path-parts';
import { rerollWarning } from '../rules/odds';

export function moveParts(view: ChariotView, move: ChariotMove): MoveShape {
  switch (move.type) {
    case 'pick':
      return one({
        step: 'board',
        value: move.board,
        label: t('part.board', { board: boardNameText(move.board), short: boardShortText(move.board, rulesOf(view)) }),
        target: `board:${move.board}`,
        prompt: t('prompt.board'),
      });
    case 'place': {
      const next = view.chariots[view.queue[0]];
      return one({
        step: 'position',
        value: String(move.position),
        label: t('part.position', { position: move.position, start: startWords(move.position) }),
        target: `start:${move.position}`,
        prompt: t('prompt.position', { colour: next ? next.colour : 'none' }),
      });
    }
    case 'repair':
    case 'roll':
      return one({ step: 'begin', value: move.type, label: moveLabel(view, move), prompt: view.turn && canRepair(view, view.turn) ? t('prompt.repairOrRoll', { cost: REPAIR_COST, points: REPAIR_POINTS }) : t('prompt.roll') });
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
  return view.turn!.dice.map((f, k) => ({ id: `d${k}`, label: dieText(f), like: f, target: `die:${k}` }));
}

function dicePrompt(view: ChariotView): Text {
  const turn = view.turn!;
  const c = view.chariots[turn.chariot];
  const paid = c.fortune >= FORTUNE_PER_ACTION;
  const options = paid ? 'all' : turn.freeReroll ? 'reroll' : 'keep';
  return t('prompt.dice', { free: yes(turn.freeReroll), options });
}

function diceParts(view: ChariotView, move: ChariotMove): MoveShape {
  const turn = view.turn!;
  const prompt = dicePrompt(view);
  if (move.type === 'reroll') {
    const set: SetPart = {
      kind: 'set',
      step: 'reroll',
      items: diceItems(view),
      chosen: [...move.faces],
      label: turn.freeReroll ? t('part.rerollFree') : t('part.rerollPaid', { cost: FORTUNE_PER_ACTION }),
      prompt: t('prompt.reroll', { free: yes(turn.freeReroll) }),
    };
    // A reroll after which the dice are kept at once, with sprints enough to break the chariot (rules/odds.ts).
    const warning = rerollWarning(view, move.faces);
    return warning ? { parts: [set], warning } : { parts: [set] };
  }
  if (move.type === 'keep') {
    const gain = countFace(turn.dice, 'fortune');
    const warning = warningOf(view, move, 'dice');
    return { parts: [{ kind: 'pick', step: 'dice', value: 'keep', label: t('label.keep', { gain }), prompt }], warning };
  }
  if (move.type !== 'turn') return one({ step: 'dice', value: 'move', label: moveLabel(view, move) });
  // "Turn a die" (2 fortune), then which die (asked only when the dice show different faces),
  // then the new face.
  const parts: MoveShape['parts'] = [turnPart(view)];
  if (dieAsked(view)) parts.push(diePart(move.from));
  parts.push(facePart(move.from, move.to));
  return { parts, warning: turnWarning(view, move) };
}

/** "Turn a die": the first part of a turn of a die (the move-tree's branch too). */
export function turnPart(view: ChariotView): PickPart {
  return { kind: 'pick', step: 'dice', value: 'turn', label: t('part.turn', { cost: FORTUNE_PER_ACTION, free: yes(view.turn!.freeReroll) }), prompt: dicePrompt(view) };
}

/** Which die is turned is asked only when the dice show different faces. */
export function dieAsked(view: ChariotView): boolean {
  return new Set(view.turn!.dice).size > 1;
}

export function diePart(from: Face): PickPart {
  return { kind: 'pick', step: 'die', value: from, label: t('part.die', { face: from, symbol: FACE_SYMBOLS[from] }), target: `face:${from}`, prompt: t('prompt.die') };
}

export function facePart(from: Face, to: Face): PickPart {
  return { kind: 'pick', step: 'face', value: to, label: t('part.face', { die: dieText(to) }), prompt: t('prompt.face', { face: from }) };
}

export function turnWarning(view: ChariotView, move: TurnDieMove): Text | undefined {
  return warningOf(view, move, 'dice');
}

// --- The drive dice (rule "Phase 5": every drive face +1 or −1).

function driveParts(view: ChariotView, up: number): MoveShape {
  const turn = view.turn!;
  const c = view.chariots[turn.chariot];
  const drives = countFace(turn.dice, 'drive');
  const sprints = countFace(turn.dice, 'sprint');
  const max = boardOf(c.board, rulesOf(view)).speed.max;
  const speed = speedAfter(c.speed, max, drives, up, sprints);
  // Signs giving the same speed (at the ends of the track) are one choice: the same words.
  const ups = Array.from({ length: drives + 1 }, (_, u) => u).filter((u) => speedAfter(c.speed, max, drives, u, sprints) === speed);
  const signs = ups.length === 1 ? signsWords(up, drives - up) : '';
  const words = signs ? (sprints ? 'both' : 'signs') : sprints ? 'sprint' : 'none';
  const warning = warningOf(view, { type: 'drive', up: ups[0] }, 'speed', speed);
  return {
    parts: [
      {
        kind: 'pick',
        step: 'speed',
        value: String(speed),
        label: t('part.speed', { speed, words, signs, boost: 2 * sprints, damage: sprints * SPRINT_DAMAGE }),
        target: `speed:${speed}`,
        prompt: t('prompt.speed', { speed: c.speed }),
      },
    ],
    warning,
  };
}

// --- The attacks (rule "Phase 6").

function attackParts(view: ChariotView, move: ChariotMove): MoveShape {
  const turn = view.turn!;
  const track = trackOf(view);
  const canDrop = turn.passed.some((f) => !view.caltrops.includes(f)) && view.caltrops.length < CALTROPS_IN_BOX;
  const prompt = t('prompt.attack', { attacks: turn.attacks, drop: yes(canDrop) });
  if (move.type === 'caltrop') {
    return one({ step: 'attack', value: `caltrop${move.field}`, label: t('part.caltrop', { field: track.fields[move.field].name }), target: `field:${move.field}`, prompt });
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
          label: t('part.spear', { target: chariotText(target, 'acc', view.viewer), from: target.damage, to: after, breaks: yes(breaks) }),
          target: `chariot:${move.target}`,
          prompt,
        },
      ],
      warning: breaks && mine ? breakWarning(view, [move.target]) : undefined,
    };
  }
  return one({ step: 'attack', value: 'end', label: moveLabel(view, move), prompt });
}
