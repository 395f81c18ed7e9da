/** Test helpers: build Chariot Race states directly and play steps through applyChecked. */
import { rulesOf } from '../../../src/engine/rules-version';
import { RuleError } from '../../../src/engine/contract';
import { applyChecked } from '../../../src/engine/replay';
import type { Text } from '../../../src/engine/text';
import { en } from '../../support/text';
import { chariotRaceModule } from '../../../src/games/chariot-race';
import { COLOURS, Colour, BoardId, boardOf } from '../../../src/games/chariot-race/data/boards';
import type { Face } from '../../../src/games/chariot-race/data/dice';
import { newTurn } from '../../../src/games/chariot-race/round';
import { setup } from '../../../src/games/chariot-race/setup';
import type { ChariotMove, ChariotOptions, ChariotState, Step } from '../../../src/games/chariot-race/state';
import { Track, trackFor } from '../../../src/games/chariot-race/track';

export const mod = chariotRaceModule;

export interface ChariotSpec {
  seat: number;
  /** Field name, e.g. "O5". */
  at: string;
  lap?: number;
  colour?: Colour;
  board?: BoardId;
  damage?: number;
  speed?: number;
  fortune?: number;
  out?: boolean;
}

export interface TurnSpec {
  chariot: number;
  step?: Step;
  dice?: Face[];
  freeReroll?: boolean;
  repaired?: boolean;
  attacks?: number;
  passed?: string[];
}

export interface StateSpec {
  seats?: number;
  options?: Partial<ChariotOptions>;
  chariots: ChariotSpec[];
  caltrops?: string[];
  moved?: number[];
  round?: number;
  /** Default: the start of the turn of the frontmost chariot not yet moved. */
  turn?: TurnSpec;
  seed?: number;
  /** The rules version (default: the module's). */
  rules?: number;
}

export function trackOfOptions(options: Partial<ChariotOptions> = {}): Track {
  return trackFor(options.track ?? 'AA');
}

/** The field index of a field name on a track ("O12"). */
export function at(track: Track, name: string): number {
  const f = track.fields.find((x) => x.name === name);
  if (!f) throw new Error(`no field ${name}`);
  return f.index;
}

export function nameOf(track: Track, index: number | null): string {
  return index === null ? '-' : track.fields[index].name;
}

/** A race state from the given facts (it satisfies assertInvariants). */
export function raceState(spec: StateSpec): ChariotState {
  const seats = spec.seats ?? spec.chariots.length;
  const options: ChariotOptions = { track: 'AA', noDamageAfterFinish: false, alternativeChariots: false, ...spec.options };
  const s = setup(spec.seed ?? 1, seats, { ...options, alternativeChariots: false }, spec.rules);
  s.options = options;
  const track = trackFor(options.track);
  const given = spec.chariots.map((c) => c.colour).filter((c): c is Colour => !!c);
  const spare = COLOURS.filter((c) => !given.includes(c));
  s.chariots = spec.chariots.map((c) => {
    const colour = c.colour ?? spare.shift()!;
    const board: BoardId = c.board ?? (options.alternativeChariots ? colour : 'standard');
    const b = boardOf(board, rulesOf(s));
    return {
      colour,
      seat: c.seat,
      board,
      field: at(track, c.at),
      lap: c.lap ?? 0,
      damage: c.out ? 0 : (c.damage ?? b.damage.start),
      speed: c.speed ?? b.speed.start,
      fortune: c.fortune ?? b.fortune.start,
      out: !!c.out,
      outProgress: c.out ? 0 : null,
      outTurn: c.out ? 0 : null,
    };
  });
  // Seats drive 2 chariots with 2–3 players: chariots a test leaves out are broken up, off the board.
  const perSeat = seats <= 3 ? 2 : 1;
  for (let seat = 0; seat < seats; seat++) {
    while (s.chariots.filter((c) => c.seat === seat).length < perSeat) {
      const colour = COLOURS.find((c) => !s.chariots.some((x) => x.colour === c))!;
      s.chariots.push({
        colour,
        seat,
        board: options.alternativeChariots ? colour : 'standard',
        field: track.starts[5],
        lap: -1,
        damage: 0,
        speed: 0,
        fortune: 0,
        out: true,
        outProgress: -track.lap,
        outTurn: -1,
      });
    }
  }
  s.caltrops = (spec.caltrops ?? []).map((n) => at(track, n)).sort((a, b) => a - b);
  s.wrecks = [];
  s.moved = spec.moved ?? [];
  s.round = spec.round ?? 1;
  s.turns = 0;
  s.phase = 'race';
  s.queue = [];
  s.trail = null;
  s.lastDice = [];
  s.winner = null;
  if (spec.turn) {
    const t = newTurn(spec.turn.chariot);
    t.step = spec.turn.step ?? 'start';
    t.dice = spec.turn.dice ?? [];
    t.freeReroll = spec.turn.freeReroll ?? false;
    t.repaired = spec.turn.repaired ?? false;
    t.attacks = spec.turn.attacks ?? 0;
    t.passed = (spec.turn.passed ?? []).map((n) => at(track, n));
    t.rolledSpeed = s.chariots[spec.turn.chariot].speed;
    s.turn = t;
  } else {
    s.turn = null;
    // The frontmost chariot not yet moved starts its turn.
    const order = s.chariots
      .map((c, i) => ({ c, i }))
      .filter(({ c, i }) => !c.out && !s.moved.includes(i))
      .sort((a, b) => track.fields[b.c.field!].front + b.c.lap * track.lap - (track.fields[a.c.field!].front + a.c.lap * track.lap) || track.fields[a.c.field!].lane - track.fields[b.c.field!].lane);
    s.turn = newTurn(order[0].i);
  }
  return s;
}

/** Plays a move for whoever must act, checked against the legal moves; checks the invariants. */
export function act(state: ChariotState, move: ChariotMove): ChariotState {
  const seat = mod.toAct(state)[0];
  const applied = applyChecked(mod, state, seat, move);
  const after = applied.state as ChariotState;
  mod.assertInvariants!(after);
  return after;
}

/** Everything applyChecked says about a move (barrier and state). */
export function actFull(state: ChariotState, move: ChariotMove): { state: ChariotState; barrier: boolean } {
  const seat = mod.toAct(state)[0];
  const applied = applyChecked(mod, state, seat, move);
  return { state: applied.state as ChariotState, barrier: applied.barrier };
}

export function legal(state: ChariotState): ChariotMove[] {
  return mod.legalMoves(state, mod.toAct(state)[0]);
}

/**
 * A path step with ways that differ: the green chariot (seat 0, damage 10) on O5 at speed 8 with
 * two drive dice, a sprint and a steer; yellow and blue chariots just ahead to ram.
 */
export function rammingState(): ChariotState {
  return raceState({
    chariots: [
      { seat: 0, colour: 'green', at: 'O5', speed: 8, damage: 10, fortune: 0 },
      { seat: 1, colour: 'yellow', at: 'M11', damage: 2 },
      { seat: 2, colour: 'blue', at: 'M10' },
      { seat: 3, colour: 'red', at: 'I20' },
    ],
    moved: [3],
    turn: { chariot: 0, step: 'path', dice: ['drive', 'drive', 'sprint', 'steer'] },
  });
}

/**
 * What the rules say to a refused move: the words of its RuleError in a language (English by
 * default); fails when the move is not refused.
 */
export function refusal(f: () => unknown, words: (text: Text) => string = en): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return words(e.text);
    throw e;
  }
  throw new Error('the move was not refused');
}
