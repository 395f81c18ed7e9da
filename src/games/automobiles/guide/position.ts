/**
 * Positions built directly (a state in the middle of a race, satisfying the invariants): the
 * rules page's pictures and the rule book's worked examples start from them, and so do the tests.
 */
import { CardId, SUGGESTED_SETS, card } from '../data/cards';
import { DRIVER_IDS, type DriverId } from '../data/drivers';
import { COLOURS, Colour, COLOUR_INDEX, SUPPLY } from '../data/dice';
import { releaseP1 } from '../rules/hold';
import { assertInvariants } from '../rules/invariants';
import { normaliseOptions, setup } from '../rules/setup';
import { endRace, placeOf, pointsFor } from '../rules/season';
import type { SponsorId } from '../data/sponsors';
import { freshTurn } from '../rules/state';
import type { AutoOptions, AutoState } from '../rules/state';

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

/**
 * A season of `races` at the end of race `race + 1` (0-based `race`), the cars finishing in
 * `finish` order (seats, first to last); `held`: sponsors of each seat; `offer`: the sponsors on
 * offer; `bags`: every die of each seat (it is all in the bag between races).
 */
export function raceOver(o: { seats: number; races?: number; race?: number; finish: number[]; held?: (SponsorId | null)[]; offer: SponsorId[]; bags?: Dice[] }): AutoState {
  const s = setup(9, o.seats, normaliseOptions({ laps: 1, cardSet: 'einsteiger', season: o.races ?? 3 }));
  const season = s.season!;
  s.players.forEach((p, i) => (p.driver = (['d1', 'd2', 'd3', 'd4', 'd5'] as const)[i]));
  delete s.draft;
  s.phase = 'turn';
  s.round = 6;
  // Daytona and the City Circuit in turn: row 21–24 of the inside lane are single-segment fields on both.
  season.tracks = season.tracks.map((_, i) => (i % 2 ? 'stadtkurs' : 'daytona'));
  season.race = o.race ?? 0;
  s.options.track = season.tracks[season.race];
  for (let r = 0; r < season.race; r++) {
    season.places.push(o.finish.slice());
    season.points.push(s.players.map((_, x) => pointsFor(r, placeOf(o.finish.indexOf(x), o.seats))));
  }
  season.deck = [...season.deck, ...season.offer].filter((x) => !o.offer.includes(x) && !(o.held ?? []).includes(x));
  season.offer = o.offer.slice();
  season.sponsors = o.held ?? s.players.map(() => null);
  s.supply = SUPPLY.slice();
  o.finish.forEach((x, place) => {
    const p = s.players[x];
    p.seg = seg(23 - place, 0);
    p.laps = place === 0 ? 1 : 0;
    p.bag = counts(o.bags?.[x] ?? { white: 5, lightgrey: 2, yellow: 5 });
    p.active = counts();
    p.used = counts();
    p.discard = counts();
    p.bag.forEach((n, c) => (s.supply[c] -= n));
  });
  s.endTriggered = true;
  s.current = s.startPlayer;
  s.turn = { stage: 'begin', track: [], pending: null, noWear: false, money: 0, activated: [] };
  s.phase = 'finished';
  endRace(s);
  assertInvariants(s);
  return s;
}
