/** Invariants of a Chariot Race state (tests call them after every move). */
import { rulesOf } from '../../../engine/rules-version';
import { alternativeBoards, boardOf } from '../data/boards';
import { CALTROPS_IN_BOX, DICE_IN_BOX, FACES } from '../data/dice';
import { TRACK_CHOICES } from '../data/track-halves';
import { hasFinished } from './situation';
import { aheadOf, nextToMove, trackOf } from './round';
import { chariotsPerSeat } from './setup';
import type { ChariotState } from './state';

function check(cond: boolean, what: string | (() => string)): void {
  if (!cond) throw new Error(`Chariot Race invariant broken: ${typeof what === 'string' ? what : what()}`);
}

export function assertInvariants(state: ChariotState): void {
  const n = state.seats;
  check(Number.isInteger(n) && n >= 2 && n <= 6, 'seats 2..6');
  check((TRACK_CHOICES as readonly string[]).includes(state.options.track), 'a known track');
  const track = trackOf(state);
  const total = n * chariotsPerSeat(n);
  if (state.phase !== 'draft') check(state.chariots.length === total, () => `${total} chariots (${state.chariots.length})`);
  else check(state.chariots.length < total, 'the draft is not complete');
  check(new Set(state.chariots.map((c) => c.colour)).size === state.chariots.length, 'one chariot per colour');

  // Each seat drives its share of chariots; boards match the variant.
  for (let s = 0; s < n; s++) {
    const mine = state.chariots.filter((c) => c.seat === s).length;
    check(mine <= chariotsPerSeat(n), `seat ${s} drives at most ${chariotsPerSeat(n)} chariots`);
    if (state.phase !== 'draft') check(mine === chariotsPerSeat(n), `seat ${s} drives ${chariotsPerSeat(n)} chariots`);
  }
  const occupied = new Map<number, number>();
  state.chariots.forEach((c, i) => {
    check(c.seat >= 0 && c.seat < n, 'seat in range');
    if (state.options.alternativeChariots) check(c.board === c.colour && !!alternativeBoards(rulesOf(state))[c.colour], 'alternative board of its colour');
    else check(c.board === 'standard', 'standard boards');
    const b = boardOf(c.board, rulesOf(state));
    // "Ihr dürft keinen der 3 Werte über sein Maximum hinaus steigern."
    check(Number.isInteger(c.damage) && c.damage >= 0 && c.damage <= b.damage.max, () => `damage of chariot ${i} within 0..${b.damage.max}: ${c.damage}`);
    check(Number.isInteger(c.speed) && c.speed >= 0 && c.speed <= b.speed.max, () => `speed of chariot ${i} within 0..${b.speed.max}: ${c.speed}`);
    check(Number.isInteger(c.fortune) && c.fortune >= 0 && c.fortune <= b.fortune.max, () => `fortune of chariot ${i} within 0..${b.fortune.max}: ${c.fortune}`);
    if (c.out) {
      check(c.damage === 0 && c.field !== null && c.outProgress !== null && c.outTurn !== null, 'a broken chariot has damage 0 and a place of breaking');
      return;
    }
    check(c.damage >= 1, 'a chariot in the race has damage left');
    if (state.phase === 'draft' || state.phase === 'place') {
      if (c.field !== null) check(track.starts.includes(c.field) && c.lap === -1, 'placed on a start field');
    } else {
      check(c.field !== null && c.field >= 0 && c.field < track.fields.length, 'on the track');
    }
    if (c.field !== null) {
      check(!occupied.has(c.field), () => `two chariots on field ${track.fields[c.field!].name}`);
      occupied.set(c.field, i);
      check(!track.fields[c.field].rock, 'no chariot on a rock pile');
      check(c.lap >= -1 && c.lap <= 3, 'lap counter in range');
    }
  });

  // Caltrops: at most one per field, the supply of 20 (wrecks always get a marker).
  check(state.caltrops.every((f, i) => Number.isInteger(f) && f >= 0 && f < track.fields.length && (i === 0 || f > state.caltrops[i - 1])), 'caltrops sorted, one per field');
  check(state.wrecks.every((f) => state.caltrops.includes(f)), 'wrecks are caltrops');
  const brokenCount = state.chariots.filter((c) => c.out).length;
  check(state.caltrops.length <= CALTROPS_IN_BOX + brokenCount, 'caltrops from the box (plus wreck markers)');

  check(state.moved.every((i) => i >= 0 && i < state.chariots.length) && new Set(state.moved).size === state.moved.length, 'moved chariots unique');
  switch (state.phase) {
    case 'draft':
      check(state.turn === null && state.queue.length > 0 && state.queue.every((s) => s >= 0 && s < n), 'draft queue of seats');
      check(state.chariots.every((c) => c.field === null), 'nobody placed during the draft');
      break;
    case 'place':
      check(state.turn === null && state.queue.length > 0, 'place queue');
      state.queue.forEach((i) => check(state.chariots[i].field === null, 'chariots to place are not placed'));
      check(state.chariots.filter((c) => c.field === null).length === state.queue.length, 'all others placed');
      break;
    case 'race': {
      check(state.queue.length === 0 && state.winner === null, 'race: no queue, no winner');
      const t = state.turn;
      check(t !== null, 'a chariot is on turn');
      const c = state.chariots[t!.chariot];
      check(!c.out && !state.moved.includes(t!.chariot), 'the chariot on turn is in the race and has not moved');
      const b = boardOf(c.board, rulesOf(state));
      check(t!.dice.length <= DICE_IN_BOX && t!.dice.every((f) => (FACES as readonly string[]).includes(f)), 'at most 5 dice');
      if (t!.step === 'start') check(t!.dice.length === 0, 'no dice before the roll');
      else check(t!.dice.length >= 1 && t!.rolledSpeed >= 0 && t!.rolledSpeed <= b.speed.max, 'dice rolled at a speed of the board');
      if (t!.step !== 'dice') check(!t!.freeReroll, 'the free reroll only while rolling');
      if (t!.step === 'attack') check(t!.attacks > 0, 'attacks left in the attack step');
      // The frontmost chariot that has not moved drives (C-G15): checked when its turn begins.
      // During the turn a ram's set-back with a lane change may put it behind one still to move
      // („Rammen“): a legal position, in which it still finishes its turn.
      if (t!.step === 'start') check(nextToMove(state) === t!.chariot, 'the frontmost chariot not yet moved is on turn');
      break;
    }
    case 'finished': {
      check(state.turn === null, 'no turn after the end');
      const alive = state.chariots.filter((c) => !c.out);
      if (state.winner !== null) {
        const w = state.chariots[state.winner];
        check(!w.out, 'the winner is in the race');
        // Version 2: when the chariot that completed its 2nd lap broke up since, the winner is the
        // furthest ahead of those left, who may not have completed it („Spielende").
        if (rulesOf(state) < 2) check(hasFinished(track, w), 'the winner completed two laps');
        else check(alive.every((c) => c === w || aheadOf(track, w, c) < 0), 'the winner is the furthest ahead of those in the race');
      } else check(alive.length === 0, 'no winner only when every chariot broke up');
      break;
    }
    default:
      check(false, 'known phase');
  }
}
