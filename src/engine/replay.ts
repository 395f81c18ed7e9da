/**
 * Applying moves through a module, checked against its legal-move list, and
 * rebuilding a state from seed + options + the log. Pure: no I/O.
 */
import { AnyGameModule, RuleError, Seat } from './contract';
import { canonicalJson, stateHash } from './canonical';
import { isOffered } from './steps';
import { msg, type Text } from './text';

export interface GameSpec {
  seed: number;
  seats: number;
  options: unknown;
  /** the rules version the game is played under (default: the module's current one) */
  rulesVersion?: number;
  /** a practice game's start: a position of another game (same seed, seats, options and version) */
  start?: GameStart | null;
}

/**
 * Where a practice game starts ("Practice from here"): the moves of a finished game up to a step,
 * then what the player's seat could not see there drawn anew (the module's redeal), so the
 * practice is not a replay with open cards.
 */
export interface GameStart {
  /** the finished game and its step (for the page's words) */
  from: number;
  step: number;
  moves: LoggedMove[];
  redeal: { seat: Seat; seed: number } | null;
}

export interface LoggedMove {
  seat: Seat;
  move: unknown;
}

export interface Applied {
  /** The move as the module's schema parsed it (what is stored). */
  move: unknown;
  state: unknown;
  hash: string;
  /** True when the move may not be taken back (turn ended, information revealed, randomness drawn). */
  barrier: boolean;
}

/**
 * Why a move was refused: it is not a move of the game at all ('malformed'), the seat need not
 * act now ('turn'), or the rules forbid it ('rule').
 */
export type Refusal = 'malformed' | 'turn' | 'rule';

/** Thrown when a move is not in the legal-move list; `rule` names the rule when known. */
export class IllegalMoveError extends Error {
  constructor(
    /** why, for the player */
    public readonly text: Text,
    public readonly kind: Refusal,
    public readonly rule?: string,
  ) {
    super(typeof text === 'string' ? text : text.key);
    this.name = 'IllegalMoveError';
  }
}

/** Options parsed with the module's schema (defaults filled in). */
export function parseOptions(mod: AnyGameModule, options: unknown): unknown {
  return mod.optionsSchema.parse(options ?? {});
}

export function setupGame(mod: AnyGameModule, spec: GameSpec): unknown {
  let state = mod.setup(spec.seed, spec.seats, parseOptions(mod, spec.options), spec.rulesVersion ?? mod.meta.rulesVersion);
  if (spec.start) {
    // The other game's moves were checked when they were made.
    for (const m of spec.start.moves) state = mod.apply(state, m.seat, m.move);
    const r = spec.start.redeal;
    if (r && mod.redeal) state = mod.redeal(state, r.seat, r.seed);
  }
  return state;
}

/**
 * Applies one move after checking it: the seat must be one that acts, and the move must be one the
 * rules offer it, step by step (isOffered: its parts walked through moveStep, never a lookup in
 * the list of every legal move). The module's own RuleError names the broken rule.
 */
export function applyChecked(mod: AnyGameModule, state: unknown, seat: Seat, rawMove: unknown): Applied {
  const parsed = mod.moveSchema.safeParse(rawMove);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '';
    const detail = issue?.code === 'invalid_value' || issue?.code === 'invalid_union' ? msg('site.zod.value') : msg('site.zod.other');
    throw new IllegalMoveError(msg(where ? 'site.refusal.malformedAt' : 'site.refusal.malformed', { game: mod.meta.title, where, detail }), 'malformed');
  }
  const move = parsed.data;
  if (!mod.toAct(state).includes(seat)) {
    throw new IllegalMoveError(msg('site.refusal.notYourTurn'), 'turn');
  }
  if (!isOffered(mod, state, seat, move)) {
    // Ask the rules why, so the player reads the rule he broke.
    try {
      mod.apply(state, seat, move);
    } catch (err) {
      if (err instanceof RuleError) throw new IllegalMoveError(err.text, 'rule', err.rule);
      throw err;
    }
    throw new IllegalMoveError(msg('site.refusal.notLegal'), 'rule');
  }
  const after = mod.apply(state, seat, move);
  const drew = canonicalJson(mod.prngOf(state)) !== canonicalJson(mod.prngOf(after));
  return {
    move,
    state: after,
    hash: stateHash(after),
    barrier: drew || mod.undoBarrier(state, after, seat, move),
  };
}

/** Rebuilds the state from the spec and a log; every move is checked as when it was made. */
export function replay(mod: AnyGameModule, spec: GameSpec, log: readonly LoggedMove[]): { state: unknown; hashes: string[] } {
  let state = setupGame(mod, spec);
  const hashes: string[] = [];
  for (const entry of log) {
    const applied = applyChecked(mod, state, entry.seat, entry.move);
    state = applied.state;
    hashes.push(applied.hash);
  }
  return { state, hashes };
}
