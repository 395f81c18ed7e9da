/**
 * Race positions built from a few facts (where each chariot stands, its tracks, the step of the
 * turn): the start positions of the rule book's worked examples (data/examples.ts), the pictures of
 * the rules page (guide/pictures.ts) and the tests. A position starts from setup (so it has the
 * rules version, the PRNG and the options of a real game) and is changed only in ways that keep
 * every invariant of the state (invariants.ts).
 */
import { rulesOf } from '../../../engine/rules-version';
import { COLOURS, type BoardId, type Colour, boardOf } from '../data/boards';
import type { Face } from '../data/dice';
import { newTurn } from './round';
import { setup } from './setup';
import type { ChariotOptions, ChariotState, Step } from './state';
import { type Track, trackFor } from './track';

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

/** The field index of a field name on a track ("O12"). */
export function fieldAt(track: Track, name: string): number {
  const f = track.fields.find((x) => x.name === name);
  if (!f) throw new Error(`no field ${name}`);
  return f.index;
}

/** A race state from the given facts (it satisfies assertInvariants). */
export function racePosition(spec: StateSpec): ChariotState {
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
      field: fieldAt(track, c.at),
      lap: c.lap ?? 0,
      damage: c.out ? 0 : (c.damage ?? b.damage.start),
      speed: c.speed ?? b.speed.start,
      fortune: c.fortune ?? b.fortune.start,
      out: !!c.out,
      outProgress: c.out ? 0 : null,
      outTurn: c.out ? 0 : null,
    };
  });
  // Seats drive 2 chariots with 2–3 players: chariots a position leaves out are broken up, off the board.
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
  s.caltrops = (spec.caltrops ?? []).map((n) => fieldAt(track, n)).sort((a, b) => a - b);
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
    t.passed = (spec.turn.passed ?? []).map((n) => fieldAt(track, n));
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
