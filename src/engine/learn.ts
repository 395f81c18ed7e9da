/**
 * What a game gives the site for learning it (issue 31): the odds of a gamble, pictures of
 * positions for its rules page, the rule book's worked examples as replays, and a fresh deal of
 * what a seat could not see (for "Practice from here"). Pure types: no I/O.
 */
import type { Text } from './text';

/**
 * The odds of a gamble as the chooser may know them: computed from his own view only (never from
 * hidden cards or the order of a draw pile), so they do not change when only hidden information
 * changes.
 */
export interface Odds {
  /**
   * the chance that the gamble succeeds, 0 … 1; omitted only where the seat's knowledge gives no
   * chance (a bet on other players' plans): then the page shows the stakes alone
   */
  chance?: number;
  /** what a failure costs, in a player's words ("the car is out of the race") */
  failure: Text;
  /** what success brings, when the control's own words do not say it */
  success?: Text;
}

/**
 * A position drawn by the game's own board renderer for its rules page: `![caption](picture:id)`
 * in the page's markdown. `answers`: the answers of a move being put together (its targets marked).
 */
export interface RulesPicture<S = unknown> {
  state: S;
  /** whose view is drawn (default: a spectator's, null) */
  viewer?: number | null;
  answers?: string[];
  /**
   * Draw the whole board at full height: for a picture whose point is below the track (a hand of
   * cards). Else the page shows the board's top in a frame the reader can open to the whole board.
   */
  whole?: boolean;
  /**
   * A CSS selector of the part of the board the picture is about (".kw-market"): the frame opens
   * scrolled to it (with the page's script; without it, at the board's top).
   */
  focus?: string;
}

/** One step of a worked example: a move of the rules and the rule book's explanation of it. */
export interface ExampleStep<M = unknown> {
  seat: number;
  move: M;
  /** the rule book's explanation of this step (a message of the game's catalogue) */
  say: Text;
}

/**
 * A worked example of the rule text that plays out over moves, shown as a replay beside the
 * rules page. The tests replay the same data (every move checked by the rules), so the page can
 * never drift from the rules.
 */
export interface RuleExample<S = unknown, M = unknown> {
  /** for the address: /rules/<game>/examples/<id> */
  id: string;
  title: Text;
  /** what the example shows, before its first move */
  intro: Text;
  /** the position the example starts from */
  start: () => S;
  steps: ExampleStep<M>[];
  /** the anchor of the rules page's section it belongs to */
  section?: string;
  /** the players' names by seat as the rule book calls them ("Marion"; default "Player 1" …) */
  names?: Text[];
}
