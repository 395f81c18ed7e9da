/**
 * The pictures of the rules page (guide/rules.*.md: `![caption](picture:<id>)`), drawn by the
 * game's own board (view/board.ts, views/games/chariot-race/board.hbs) from positions built with
 * racePosition (rules/positions.ts) and, where a move is being put together, the answers given so far
 * (its targets marked on the board).
 */
import type { RulesPicture } from '../../../engine/contract';
import { apply } from '../rules/apply';
import { juliaStart } from '../data/examples';
import { fieldAt, racePosition } from '../rules/positions';
import type { ChariotState } from '../rules/state';
import { trackFor } from '../rules/track';

type Picture = () => RulesPicture<ChariotState>;

/** CHAR-E01: Julia (green), Heidi (red), Klaus (yellow), Ben (blue) — front line first, whatever the lane. */
function turnOrder(): RulesPicture<ChariotState> {
  const state = racePosition({
    seed: 11,
    chariots: [
      { seat: 0, colour: 'blue', at: 'I5' },
      { seat: 1, colour: 'red', at: 'I8' },
      { seat: 2, colour: 'green', at: 'O10' },
      { seat: 3, colour: 'yellow', at: 'M8' },
    ],
  });
  return { state, viewer: null };
}

/** The dice of a turn, the free reroll open: the dice are marked to be rerolled on the board. */
function reroll(): RulesPicture<ChariotState> {
  const state = racePosition({
    seed: 12,
    chariots: [
      { seat: 0, colour: 'green', at: 'O6', speed: 6, damage: 9, fortune: 3 },
      { seat: 1, colour: 'red', at: 'I4' },
      { seat: 2, colour: 'blue', at: 'M3' },
      { seat: 3, colour: 'yellow', at: 'O2' },
    ],
    turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'sprint', 'steer'], freeReroll: true },
  });
  return { state, viewer: 0, answers: [] };
}

/**
 * „In die Kurve": speed 9 in the middle lane before the first curve, one steer face: every field
 * where the chariot can end is marked with the least damage of the ways there (the curve fields'
 * limits are 3, 5 and 7 from the inside out).
 */
function curve(): RulesPicture<ChariotState> {
  const state = racePosition({
    seed: 13,
    chariots: [
      { seat: 0, colour: 'red', at: 'M4', speed: 9, damage: 12, fortune: 3 },
      { seat: 1, colour: 'blue', at: 'I2' },
      { seat: 2, colour: 'yellow', at: 'O1' },
      { seat: 3, colour: 'green', at: 'M1' },
    ],
    turn: { chariot: 0, step: 'path', dice: ['drive', 'sprint', 'steer'] },
  });
  return { state, viewer: 0, answers: [] };
}

/** „Spurwechsel": speed 5 on the back straight with two steer faces: the chariot can end in every lane. */
function laneChange(): RulesPicture<ChariotState> {
  const state = racePosition({
    seed: 14,
    chariots: [
      { seat: 0, colour: 'blue', at: 'M16', speed: 5, damage: 10, fortune: 2 },
      { seat: 1, colour: 'red', at: 'M19' },
      { seat: 2, colour: 'green', at: 'I12' },
      { seat: 3, colour: 'yellow', at: 'O14' },
    ],
    moved: [1],
    turn: { chariot: 0, step: 'path', dice: ['steer', 'steer', 'fortune'] },
  });
  return { state, viewer: 0, answers: [] };
}

/**
 * „Rammen": Julia's movement of the rule book (data/examples.ts) at its path step, the end field
 * M9 chosen: the ways there are drawn with their letters — one of them rams Klaus off the track.
 */
function ramming(): RulesPicture<ChariotState> {
  let state = juliaStart();
  state = apply(state, 2, { type: 'keep' });
  state = apply(state, 2, { type: 'drive', up: 1 });
  return { state, viewer: 2, answers: [`end:${fieldAt(trackFor('AA'), 'M9')}`] };
}

/** „Phase 6: Angreifen": after the move, the fields passed (a caltrop) and the chariots within 2 fields (a spear). */
function attack(): RulesPicture<ChariotState> {
  let state = racePosition({
    seed: 15,
    chariots: [
      { seat: 0, colour: 'yellow', at: 'M18', speed: 4, damage: 8, fortune: 1 },
      { seat: 1, colour: 'red', at: 'M24' },
      { seat: 2, colour: 'blue', at: 'I21' },
      { seat: 3, colour: 'green', at: 'O30' },
    ],
    moved: [1, 3],
    turn: { chariot: 0, step: 'path', dice: ['attack', 'drive', 'fortune'] },
  });
  state = apply(state, 0, { type: 'path', path: 'ffff' });
  return { state, viewer: 0, answers: [] };
}

export const pictures: Record<string, Picture> = {
  'turn-order': turnOrder,
  reroll,
  curve,
  'lane-change': laneChange,
  ramming,
  attack,
};
