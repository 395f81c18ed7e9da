/**
 * Positions built directly (a state in the middle of a race, satisfying the invariants): the
 * rules page's pictures and the rule book's worked examples start from them, and so do the tests.
 */
import { CardId, SUGGESTED_SETS, card } from '../cards';
import { DRIVER_IDS, type DriverId } from '../drivers-data';
import { COLOURS, Colour, COLOUR_INDEX, SUPPLY } from '../dice';
import { releaseP1 } from '../hold';
import { assertInvariants } from '../invariants';
import { setup } from '../setup';
import { freshTurn } from '../state';
import type { AutoOptions, AutoState } from '../state';

/** Segment id of a slice (0-based) and lane (0 inside). */
export const seg = (slice: number, lane: number): number => slice * 3 + lane;

export type Dice = Partial<Record<Colour, number>>;

export function counts(d: Dice = {}): number[] {
  return COLOURS.map((c) => d[c] ?? 0);
}

export interface PlayerSpec {
  bag?: Dice;
  active?: Dice;
  used?: Dice;
  discard?: Dice;
  laps?: number;
  owedDraws?: number;
  /**
   * The driver (expansion). When a seat names one, the module „Fahrer" is on and every seat must
   * have a driver (invariants): the seats naming none get the drivers left over, in the order
   * FILL_DRIVERS (a test that plays their turns names theirs).
   */
  driver?: DriverId;
}

/** Drivers given to the seats a test does not name one for (the action-phase and buy-phase ones, which act only when used). */
const FILL_DRIVERS: DriverId[] = ['d3', 'd2', 'd5', 'd4', 'd9', 'd8', 'd10', 'd7', 'd6', 'd1'];

export interface Spec {
  seats?: number;
  options?: Partial<AutoOptions>;
  /** Action cards in play; default the Einsteiger set. */
  cards?: CardId[];
  /** Segment of each seat's car; default far apart on the back straight of Daytona. */
  cars?: number[];
  players?: (PlayerSpec | undefined)[];
  current?: number;
  startPlayer?: number;
  /**
   * Exact supply counts for some colours. The dice taken out go into the bag of the last seat
   * (so every die stays somewhere); tests using this do not look at that bag.
   */
  supply?: Dice;
}

/** A state in the middle of the race, at the start of `current`'s turn, satisfying the invariants. */
export function stateWith(spec: Spec = {}): AutoState {
  const seats = spec.seats ?? 2;
  const options: AutoOptions = { cardSet: 'random', track: 'daytona', laps: 3, einfaedeln: false, beschleunigt: false, ...spec.options };
  const s = setup(7, seats, options);
  const cards = spec.cards ?? [...SUGGESTED_SETS.einsteiger.cards];
  s.cards = [4, 6, 5, 8, 7].map((colour) => cards.find((id) => card(id).colour === colour) ?? SUGGESTED_SETS.einsteiger.cards.find((id) => card(id).colour === colour)!);
  s.phase = 'turn';
  s.round = 1;
  s.current = spec.current ?? 0;
  s.startPlayer = spec.startPlayer ?? 0;
  s.turn = freshTurn();
  s.supply = SUPPLY.slice();
  const defaultCars = [seg(14, 1), seg(17, 2), seg(19, 1), seg(23, 2), seg(25, 1)];
  s.players.forEach((p, i) => {
    const ps = spec.players?.[i] ?? {};
    p.seg = spec.cars?.[i] ?? defaultCars[i];
    p.laps = ps.laps ?? 0;
    p.bag = counts(ps.bag);
    p.active = counts(ps.active);
    p.used = counts(ps.used);
    p.discard = counts(ps.discard);
    p.owedDraws = ps.owedDraws ?? 0;
    for (const area of [p.bag, p.active, p.used, p.discard]) area.forEach((n, c) => (s.supply[c] -= n));
  });
  // Drivers: a seat naming one switches the module on; the others get the ones left over.
  if (options.drivers || spec.players?.some((ps) => ps?.driver)) {
    s.options.drivers = true;
    delete s.draft; // setup's draft (when the options asked for drivers) is over
    const named = s.players.map((_, i) => spec.players?.[i]?.driver);
    const left = FILL_DRIVERS.filter((d) => !named.includes(d));
    s.players.forEach((p, i) => (p.driver = named[i] ?? left.shift()!));
    if (new Set(s.players.map((p) => p.driver)).size !== seats || !DRIVER_IDS.includes(s.players[0].driver!)) throw new Error('stateWith: a driver each, all different');
  }
  // Tucson: P1 stays a field of its own only while the start player's car stands on it.
  releaseP1(s);
  for (const [c, n] of Object.entries(spec.supply ?? {})) {
    const i = COLOUR_INDEX[c as Colour];
    const extra = s.supply[i] - (n as number);
    s.supply[i] -= extra;
    s.players[seats - 1].bag[i] += extra;
  }
  if (s.supply.some((n) => n < 0)) throw new Error('stateWith: more dice than the game has');
  assertInvariants(s);
  return s;
}
