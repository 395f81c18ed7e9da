/**
 * The game-module contract: the only way the platform knows a game.
 *
 * A module is pure: no I/O, no clock, no Math.random. All randomness comes from
 * the seeded PRNG whose state lives inside the game state (see prng.ts), so that
 * replaying the log of moves always rebuilds the same state.
 */
import type { ZodType } from 'zod';
import type { Catalogue, Lang, Text } from './text';
import type { Odds, RuleExample, RulesPicture } from './learn';

export type { Msg, Text } from './text';
export type { Odds, RuleExample, RulesPicture, ExampleStep } from './learn';

/** A seat is the 0-based index of a player in the game. */
export type Seat = number;

/** Static facts about a game, readable without loading its rules. */
export interface GameMeta {
  id: string;
  /** The game's name (the same in every language). */
  title: string;
  /** One sentence for the lobby. */
  summary: Text;
  minSeats: number;
  maxSeats: number;
  /** Bumped whenever a rule change could change the result of an old log. */
  rulesVersion: number;
  /** Options the lobby offers, for the form: key, label, kind. Validation is optionsSchema. */
  optionFields: OptionField[];
  /** What scores count (default points; Kraftwagen: money), for the site's words about results. */
  scoreUnit?: ScoreUnit;
  /**
   * Option sets `npm run bench` measures besides the defaults (Formula 90's advanced game,
   * Automobiles' expansion and a race season): raw lobby values, parsed by optionsSchema.
   */
  benchOptions?: Record<string, unknown>[];
}

/**
 * An option the lobby offers: a checkbox (boolean), or a choice of values (select; the first
 * choice is the default). The form sends `opt_<key>`; optionsSchema validates what arrives.
 * `requires`: the key of another option this one only acts with (Automobiles' later season
 * tracks need a season): the form marks it, and the tests try it together with that option.
 */
export type OptionField =
  | { key: string; label: Text; help?: Text; requires?: string; kind: 'boolean' }
  | { key: string; label: Text; help?: Text; requires?: string; kind: 'select'; choices: { value: string; label: Text }[] };

/** What a game's scores count; the site's catalogue has the words. */
export type ScoreUnit = 'points' | 'money';

/** Outcome of a game: ranks are 1-based places per seat (ties share a place). */
export interface Outcome {
  finished: boolean;
  /** Present when finished: rank of each seat (1 = winner; equal ranks are ties). */
  ranks?: number[];
  /** Present when finished: score of each seat. */
  scores?: number[];
  /** Words for the result, e.g. "Anna wins with 48 points" (seats as seat parameters). */
  summary?: Text;
}

/**
 * A part of a move: the answer to one step of putting it together (a card, then the field; the
 * dice to reroll, then "Reroll"). moveStep offers the parts step by step; moveParts gives the
 * parts of a whole move. Moves whose parts are all equal are one choice for the player (the
 * first in legal-move order is made); a step is asked only when its answers lead to different
 * moves.
 */
export type MovePart = PickPart | SetPart;

/** One answer out of several: a button, and (with `target`) a thing on the board to click. */
export interface PickPart {
  kind: 'pick';
  /** What this part answers, e.g. "card" or "end"; the same word for every move at this point. */
  step: string;
  /** The answer within its step, e.g. "M11". */
  value: string;
  /** Words on its control, e.g. "M11 (no damage)". */
  label: Text;
  /** The board element that picks it: the id its board template marks with {{#pick "id"}}. */
  target?: string;
  /** What the page asks at this step, e.g. "Choose where your chariot ends." */
  prompt?: Text;
  /** Where the answer stands among its step's answers (lowest first; default: the legal-move order). */
  order?: number;
}

/** Any number of items marked at once (dice to reroll, cards to play), confirmed by one button. */
export interface SetPart {
  kind: 'set';
  step: string;
  /**
   * Every item that may be marked at this step, the same list for every move at this point.
   * Items with the same `like` (two dice showing the same face) are interchangeable.
   */
  items: { id: string; label: Text; like?: string; target?: string }[];
  /** The items this move marks, as their `like` (or id); a `like` must not contain "|". */
  chosen: string[];
  /** Words on the button that confirms the marked items, e.g. "Reroll". */
  label: Text;
  prompt?: Text;
}

/** The parts of a move, and a warning when it eliminates the mover's own piece or loses the game. */
export interface MoveShape {
  parts: MovePart[];
  /** Shown on its control; the page asks for confirmation before the move is made. */
  warning?: Text;
}

/**
 * An answer given while putting a move together, as it travels in a page address: `step:value`
 * for a pick; for a set `step:` and the likes (or ids) of its marked items, sorted and joined with
 * "|" (see setAnswer in steps.ts). The answers of a move are its parts' (moveParts), in order.
 */
export type Answer = string;

/** One answer of a pick step: its control's words, and (with `target`) the thing on the board that picks it. */
export interface PickOption {
  value: string;
  label: Text;
  target?: string;
  /** where it stands among the step's options (lowest first; default: the order given) */
  order?: number;
  /** every move this answer leads to carries this warning (the page asks before it is made) */
  warning?: Text;
  /** a gamble: its chance and what a failure costs, from the seat's own view */
  odds?: Odds;
}

/** A step of picking one answer: a button each, or a thing on the board. */
export interface PickStep {
  kind: 'pick';
  step: string;
  prompt?: Text;
  options: PickOption[];
}

/** A step of marking items (dice to reroll, cards to play), confirmed by one button. */
export interface SetStep {
  kind: 'set';
  step: string;
  prompt?: Text;
  /** the words on the confirming button */
  label: Text;
  items: SetPart['items'];
  /** every marking that is a choice now, each as its items' likes (or ids) */
  markings: string[][];
  /** a gamble per marking (same order as markings; null: no gamble), from the seat's own view */
  odds?: (Odds | null)[];
}

export type StepPart = PickStep | SetStep;

/**
 * What a seat can choose next while putting a move together (the contract's moveStep): the parts
 * offered now — usually one step; several side by side when the move can begin differently (a card,
 * or "end the turn") — or, when the answers given make a whole move, that move.
 */
export interface MoveStep<M = unknown> {
  /** The answers make this move; nothing more is asked (then `next` is empty). */
  complete?: { move: M; label: Text; warning?: Text; odds?: Odds };
  next: StepPart[];
}

/**
 * What a board is told of the move being put together (null: its viewer has nothing to choose):
 * the answers given so far with their words and targets, and the step the page asks now. A board
 * draws from it what can be picked now — never from a list of every legal move.
 */
export interface StepContext<M = unknown> {
  answered: { step: string; value: string; label: Text; targets: string[] }[];
  now: MoveStep<M>;
}

/** A rule broken by a move. `rule` names the rule (the heading of the German rule text). */
export class RuleError extends Error {
  constructor(
    public readonly rule: string,
    /** what is wrong, for the player */
    public readonly text: Text,
  ) {
    super(typeof text === 'string' ? text : text.key);
    this.name = 'RuleError';
  }
}

/** What the platform tells a module when it asks for a log line. */
export interface LogContext<S, M> {
  before: S;
  after: S;
  seat: Seat;
  move: M;
  /** Who reads the line: a seat, or null for a spectator. Hidden information must not appear. */
  viewer: Seat | null;
  /** Set only for the replay of a finished game: hidden information may be named. */
  reveal?: boolean;
}

/** A simple deterministic random source handed to robots. */
export interface RandomSource {
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

/**
 * How well a robot plays (issue 33), chosen per robot seat: a beginner plays legal, plausible
 * moves with a first-time player's mistakes; normal is the game's robot; strong searches deeper or
 * longer, bounded by a count of playouts or nodes per decision (no clock in a game).
 */
export type RobotStrength = 'beginner' | 'normal' | 'strong';
export const ROBOT_STRENGTHS: readonly RobotStrength[] = ['beginner', 'normal', 'strong'];
export const DEFAULT_ROBOT_STRENGTH: RobotStrength = 'normal';

/**
 * One thing a player could use in a decision — a card, strategy, driver, sponsor, a module's
 * mechanic, a kind of action — for the robots' usage table (`npm run bench`) and its floors.
 */
export interface RobotUsage {
  /** A stable name of the item, "<kind>:<name>" (e.g. "card:Biturbo", "driver:D3", "strategy:PITTING"). */
  item: string;
  /** The chosen move uses it. */
  used: boolean;
  /** The game judges that a strong player would use it here (left out: no judgement). */
  worth?: boolean;
}

/**
 * The contract. S = state (JSON-serialisable), M = move (JSON), V = view (JSON), O = options.
 */
export interface GameModule<S = unknown, M = unknown, V = unknown, O = unknown> {
  meta: GameMeta;
  /** Options with defaults and variants; parse({}) gives the defaults. */
  optionsSchema: ZodType<O>;
  /** The shape of a move; a discriminated union on `type`. */
  moveSchema: ZodType<M>;

  /**
   * Pure set-up from a seed, the number of seats and the options, under a rules version (default:
   * the module's current one, meta.rulesVersion). A game keeps the version it started with: a
   * module that still plays an older version notes it in the state (docs/architecture.md,
   * "Rules versions").
   */
  setup(seed: number, seats: number, options: O, rulesVersion?: number): S;
  /** Seats that must act now; several for simultaneous choices; [] when finished. */
  toAct(state: S): Seat[];
  /**
   * Every legal move of a seat now ([] if the seat need not act). For robots that search and for
   * tests; never on a request's path (a turn of several decisions can have thousands): pages, the
   * API and the check of a submitted move go through moveStep. moveStep and legalMoves allow
   * exactly the same moves (tested over sampled states of every game).
   */
  legalMoves(state: S, seat: Seat): M[];
  /**
   * The rules, one step of a turn at a time: given the answers chosen so far (the parts of a move,
   * in order), what the seat may choose next, or the whole move when the answers make one; null
   * when the answers are not a choice of the seat now. The words come from the seat's own view.
   * A step with several answers is asked; a module offers every answer that leads to a legal
   * move, and only those. The answers of a legal move m (its moveParts) lead to m itself.
   */
  moveStep(state: S, seat: Seat, answers: readonly Answer[]): MoveStep<M> | null;
  /**
   * Optional, for a game whose player's choice can stand for several legal moves (their parts are
   * all equal: Chariot Race's ways to a field with the same outcome): a direct check that such a
   * move, sent whole, is legal. Without it a move sent whole must be the very move its parts lead to.
   */
  isLegalAlike?(state: S, seat: Seat, move: M): boolean;
  /** Applies a move, returning a new state (the input is never changed). Throws RuleError. */
  apply(state: S, seat: Seat, move: M): S;
  /**
   * What a seat (or a spectator, null) may see. Never contains the PRNG or hidden information.
   * `reveal` is set only for the replay of a finished game: then everything may be shown.
   */
  view(state: S, viewer: Seat | null, reveal?: boolean): V;
  /** Finished?, ranks, scores, tie-breaks as the rules state them. */
  outcome(state: S): Outcome;
  /** The log line of a move as `ctx.viewer` may read it. */
  logLine(ctx: LogContext<S, M>): Text;
  /** Button words for a legal move, computed from the seat's own view only. */
  moveLabel(view: V, move: M): Text;
  /**
   * The parts of a move (the answers moveStep takes), from the seat's own view only: how a move
   * sent whole (the JSON API, a robot) is checked step by step, and how the page would compose it.
   */
  moveParts(view: V, move: M): MoveShape;
  /**
   * Optional: a line for the viewer's "since your last visit" summary when this move mattered to
   * him (his piece eliminated or hurt, his game decided), else null. Same secrecy as logLine.
   */
  news?(ctx: LogContext<S, M>): Text | null;

  /**
   * The position in words, for a reader who cannot see the board (a screen reader; the page's
   * "The position in words" under the board, the JSON API's `position`): short sentences from the
   * seat's view only (same secrecy as the view) — whose turn it is and what is asked, where each
   * piece stands, each player's score or standing, what the reader holds, what is open to all.
   * Spectators and replays (viewer null) get the same minus any hand. Every game has it (issue 36).
   */
  describe(view: V, viewer: Seat | null): Text[];

  /** The game's message catalogues by language (keys without the game's prefix). */
  messages?: Partial<Record<Lang, Catalogue>>;

  /**
   * True when a move may not be taken back: it ended the turn, or revealed hidden information.
   * (Drawing randomness is detected by the platform itself from the PRNG state.)
   */
  undoBarrier(before: S, after: S, seat: Seat, move: M): boolean;

  /** The robot: picks one of legalMoves(state, seat), at a strength (default: normal). */
  robotMove(state: S, seat: Seat, random: RandomSource, strength?: RobotStrength): M;
  /**
   * For the bench and the usage floors (issue 33): every item available to `seat` in this decision
   * (the state before the move), each marked whether `move` uses it. Never on a request's path.
   */
  robotUsage?(state: S, seat: Seat, move: M): RobotUsage[];

  /**
   * Optional: the ranking of the players can no longer change (yucata offers to let the
   * system finish the game). Returns the seats that are sure to win, or null while undecided.
   */
  decidedWinners?(state: S): Seat[] | null;
  /** Optional: the move the system makes for a seat that let the system finish the game. */
  autoMove?(state: S, seat: Seat, random: RandomSource): M;

  /**
   * Optional, for "Practice from here": a copy of the state in which everything `seat` cannot see
   * now (other hands, the order of draw piles, the random draws to come) is drawn anew from `seed`,
   * so a practice game from a replay's position is not a replay with open cards. What the seat
   * sees stays exactly as it is (its view is unchanged).
   */
  redeal?(state: S, seat: Seat, seed: number): S;
  /** Optional: positions for the rules page, by id (`![caption](picture:id)` in its markdown). */
  pictures?: Record<string, () => RulesPicture<S>>;
  /** Optional: the rule book's worked examples that play out over moves, as replays. */
  examples?: RuleExample<S, M>[];

  /** Template partial that draws the board, e.g. "games/race/board". */
  boardPartial: string;
  /**
   * Template context for the board, built from a view (never from the state) and the step of the
   * move being put together (null when the viewer has nothing to choose). Its words are Texts;
   * players are seat parameters, named by the platform when it renders the board. What every
   * state with the same track or options draws alike may be a static part (src/engine/static-part.ts),
   * drawn once per key and language.
   */
  boardContext(view: V, viewer: Seat | null, step: StepContext<M> | null): Record<string, unknown>;

  /** Tests: throws when an invariant of the state does not hold. */
  assertInvariants?(state: S): void;
  /** The PRNG state inside S, so the platform can see when a move drew randomness. */
  prngOf(state: S): unknown;
}

/** A module with its type parameters erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any>;
