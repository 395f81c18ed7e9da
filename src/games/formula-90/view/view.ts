/**
 * What a seat (or a spectator) may see of a Formula 90 race. The board, the pages and the API are
 * drawn from this only.
 *
 * Open to all, as on the table: the track, the lap counter, every car, the lane points, the car
 * sheets with their chips, damage discs, target test card, strategy and fuel tile, the robot fuel
 * tiles, the discard pile (its top card and the cards each player played this round, for CHASE),
 * the number of cards in each hand and in the draw pile, the damage cup's contents (30 discs
 * minus those on the sheets; which disc is drawn next is decided by the PRNG only when it is
 * drawn), who has chosen and who still must.
 *
 * Hidden (see the comments at each place): the hands, the order of the draw pile, the qualifying
 * cards until all have chosen, a battle's cards until they are shown together, LUCKY's drawn pair,
 * and the cards drawn into a hand in the events. The PRNG never leaves the state. `reveal` (the
 * replay of a finished game) opens the hands and those secrets; the draw pile stays a count (its
 * order is the future the PRNG made, of no use to a replay).
 */
import type { PlayerColour, CarSheetId } from '../data/car-sheets';
import type { StrategyId } from '../data/strategies';
import type { AbilityId } from '../data/abilities';
import { conditionOf, type TyreType, type WeatherCondition } from '../data/weather';
import type { RobotFuel, CarKind, CarStatus, F90State, F90StateOptions, Phase, Player, TurnStep } from '../rules/state';
import type { TrackId } from '../data/track-types';
import type { Text } from '../../../engine/text';
import { nextDeclarer } from '../rules/battle';
import { toAct } from '../rules/legal';
import { car as carOf, finalBox, inRace, lapsDown, sectionOf } from '../rules/order';
import { lastRobot } from '../rules/damage';
import { reentryAsked } from '../rules/reentry';
import { classification } from '../rules/race';
import { eventsFor, type SeenEvent } from './events';
import { lineTest } from '../rules/off-track';
import { rainModifier } from '../rules/tyres';
import { outcome } from '../rules/outcome';

export { eventsFor, type SeenEvent } from './events';

export interface CarView {
  id: string;
  kind: CarKind;
  seat: number | null;
  status: CarStatus;
  /** sections gone since the start line (negative on the grid) */
  pos: number;
  /** the section it stands in (pos mod N) and its place in that section's queue (0 = front); null before the grid and when out */
  section: number | null;
  place: number | null;
  /** full laps behind the leader („-1 lap/-2 laps") */
  lapsDown: number;
  lane: string | null;
  moved: boolean;
  justPit: boolean;
  fought: boolean;
  /** robots: must pit this round; has refuelled */
  fuelDue: boolean;
  refuelled: boolean;
  outOrder: number | null;
  /** the qualifying value, known once the grid is formed */
  quali: { move: number; test: number } | null;
}

export interface PlayerView {
  seat: number;
  car: string;
  colour: PlayerColour;
  sheet: { id: CarSheetId; side: 0 | 1 } | null;
  chips: number;
  chipsMax: number;
  handMax: number;
  slots: number;
  damage: { red: number; brown: number };
  /** the target test card on the sheet (face up) */
  target: number | null;
  strategy: StrategyId | null;
  /** the lap-counter box of his fuel tile */
  fuelBox: number | null;
  /** „TREIBSTOFFMANAGEMENT": the lap his fuel tile lies on (open once the grid is formed); null: none or to the finish */
  fuelLap: number | null;
  /** „TREIBSTOFFMANAGEMENT": his secret fuel bid — his own (or in a replay) until the grid is formed, else null */
  fuelBid: number | null;
  /** „FAHRERFÄHIGKEIT": his ability, open on the table (null without the module or before he chooses) */
  ability: AbilityId | null;
  /** VERSATILITY: whether it may still change its strategy (the tile face up) */
  versatile: boolean;
  /** „RENNWAGENAUSBAU": his build points, open on the table; null without the module or before he builds */
  build: { chips: number; hand: number; slots: number } | null;
  /** „Reifentypen und Wetter": his tyres, open on the table (null without the module or before he chooses) */
  tyre: TyreType | null;
  /** soft tyres: the +1 bonuses left (the blue discs on his sheet) */
  softLeft: number;
  /** CHASE: the car named this round */
  chase: string | null;
  /** „ERSATZRENNWAGEN": null = not decided yet; the decision shows on the table (a new hand is drawn) */
  mulligan: boolean | null;
  /** „QUALIFYING": has laid his card face down (or the grid is formed) */
  qualified: boolean;
  /** his qualifying card while it is secret: his own (or in a replay), else null */
  qualiCard: number | null;
  /** cards in his hand (battle cards frozen on the table not counted) */
  handCount: number;
  /** the hand itself: the viewer's own (or in a replay) only, sorted */
  hand: number[] | null;
  /** battle cards frozen on the table, face up (the battle has been resolved) */
  frozen: number[];
  /** battle cards lying face down in the battle under way: their number (the owner finds them in battle.bids) */
  frozenHidden: number;
  /** the cards he played for movement this round */
  played: number[];
}

export interface BattleView {
  section: number;
  /** the cars taking part or free to, front to back */
  group: string[];
  /** declaration order: the last car first */
  order: string[];
  /** who declares next (null: all have) */
  next: string | null;
  /**
   * The players' declarations so far, in declaration order: how many cards face down (0 =
   * declined); the cards only to their owner (or in a replay) — they are shown together when the
   * battle is resolved („POSITIONSKAMPF": „verdeckt … Alle Karten werden zur gleichen Zeit
   * aufgedeckt").
   */
  bids: { car: string; n: number; cards: number[] | null }[];
  robotsIn: string[];
  robotsOut: string[];
}

export interface TurnView {
  car: string;
  seat: number;
  step: TurnStep;
  /** LUCKY: the two cards drawn — the drawer's own („LUCKY": he looks at them and keeps one); others see the count */
  drawnCount: number;
  drawn: number[] | null;
  played: number[];
  checks: number[];
  /** cards used this turn that go to the discard pile (played, tyre payment, old targets): all face up */
  used: number[];
  hazard: number;
  mp: number;
  laneBonus: number;
  lapping: string | null;
  braked: boolean;
  freePass: boolean;
  bwOvertake: boolean;
  entered: number;
  from: number;
  passed: string[];
  /** „Flaggen": the yellow and green flags of the played cards still to be used */
  flags: ('yellow' | 'green')[];
  /** „ABSEITS DER BAHN": the value the off-track test must reach (0: none waiting) */
  offNeed: number;
  /** the re-entry turn: the car starts beside the track */
  reentry: boolean;
  /** „SAFETY CAR" (rules version 2): the fuel stop due as the safety car came out, made where the car is lined up */
  scStop: boolean;
}

export interface F90View {
  game: 'formula-90';
  viewer: number | null;
  seats: number;
  options: F90StateOptions;
  phase: Phase;
  toAct: number[];
  track: TrackId;
  /** the lap-counter box of this game round, and the race's last box */
  box: number;
  lastBox: number;
  /** the car with the lead token (null before the grid is formed) */
  lead: string | null;
  /** the grid after qualifying, pole first */
  grid: string[];
  /** the race order now (the classification once over): cars in the race, then cars out, latest first; [] before the grid */
  order: string[];
  cars: CarView[];
  /** per section: car ids front to back */
  queue: string[][];
  players: PlayerView[];
  /** the viewer's own hand, sorted (null for a spectator) */
  hand: number[] | null;
  /** the draw pile: only how many cards (face down; its order never leaves the state) */
  deck: { count: number };
  /** the discard pile (face up): size and top card */
  discard: { count: number; top: number | null };
  /** „Reifentypen und Wetter" (module on, once the race is set): the weather marker, its condition and the robots' tyres */
  weather: { slot: number; condition: WeatherCondition; robotTyre: 'hard' | 'rain' | null } | null;
  /** „SAFETY CAR" (module on): out on the track (in front of the leader), and the restart round */
  safetyCar: { out: boolean; restart: boolean } | null;
  /** „Flaggen" (module on): the yellow flags, the blue pawns, the orange pawn; the robot its holder is asked about */
  flags: { yellow: { section: number; at: number }[]; blue: string[]; orange: string | null; ask: string | null } | null;
  /** „WIEDEREINSTIEG" (rules version 2): the car just out whose player is asked, and the robot in the last position he would replace */
  reentryAsk: { car: string; robot: string; section: number } | null;
  /** „Bahnkarten und Extras" (module on): the track cards' draw pile (a count) and their discard pile */
  trackCards: { deck: number; discard: number; top: number | null } | null;
  /** the damage discs still in the cup („SCHÄDEN") */
  cup: { red: number; brown: number };
  robotFuel: RobotFuel[];
  battle: BattleView | null;
  turn: TurnView | null;
  /** what the last move set off, as this viewer may read it */
  events: SeenEvent[];
  outcome: { ranks: number[]; scores: number[]; summary: Text } | null;
}

const sorted = (cards: readonly number[]): number[] => [...cards].sort((a, b) => a - b);

function carViews(s: F90State): CarView[] {
  const where = new Map<string, { section: number; place: number }>();
  s.queue.forEach((q, section) => q.forEach((id, place) => where.set(id, { section, place })));
  const racing = inRace(s).length > 0;
  return s.cars.map((c) => {
    const at = where.get(c.id);
    return {
      id: c.id,
      kind: c.kind,
      seat: c.seat,
      status: c.status,
      pos: c.pos,
      section: at?.section ?? null,
      place: at?.place ?? null,
      lapsDown: racing && c.status !== 'out' && at ? lapsDown(s, c) : 0,
      lane: c.lane,
      moved: c.moved,
      justPit: c.justPit,
      fought: c.fought,
      fuelDue: c.fuelDue,
      refuelled: c.refuelled,
      outOrder: c.outOrder,
      quali: c.quali ? { ...c.quali } : null,
    };
  });
}

/** The battle cards of a car still face down in the battle under way. */
function hiddenBids(s: F90State, p: Player): number[] {
  return s.battle?.bids[p.car] ?? [];
}

function playerView(s: F90State, p: Player, open: boolean): PlayerView {
  const face = hiddenBids(s, p);
  return {
    seat: p.seat,
    car: p.car,
    colour: p.colour,
    sheet: p.sheet ? { ...p.sheet } : null,
    chips: p.chips,
    chipsMax: p.chipsMax,
    handMax: p.handMax,
    slots: p.slots,
    damage: { ...p.damage },
    target: p.target,
    strategy: p.strategy,
    fuelBox: p.fuelBox,
    fuelLap: p.fuelLap ?? null,
    // „TREIBSTOFFMANAGEMENT": „bietet jeder Spieler im Geheimen" — the tile lies face down under the card.
    fuelBid: open ? (p.fuelBid ?? null) : null,
    build: p.build ? { ...p.build } : null,
    ability: p.ability ?? null,
    versatile: p.versatile === true,
    tyre: p.tyre ?? null,
    softLeft: p.softLeft ?? 0,
    chase: p.chase,
    mulligan: p.mulligan,
    // „QUALIFYING": „spielt jeder Spieler verdeckt eine Rennkarte" — that he has chosen is seen, not which card.
    qualified: p.qualiCard !== null || s.grid.length > 0,
    qualiCard: open ? p.qualiCard : null,
    handCount: p.hand.length,
    hand: open ? sorted(p.hand) : null,
    // „POSITIONSKAMPF": cards lie face down until all are shown together, then frozen face up for the round.
    frozen: p.frozen.filter((x) => !face.includes(x)),
    frozenHidden: p.frozen.filter((x) => face.includes(x)).length,
    played: [...p.played],
  };
}

function battleView(s: F90State, viewer: number | null, reveal: boolean): BattleView | null {
  const b = s.battle;
  if (!b) return null;
  return {
    section: b.section,
    group: [...b.group],
    order: [...b.order],
    next: nextDeclarer(s)?.id ?? null,
    bids: b.order
      .filter((id) => id in b.bids)
      .map((id) => {
        const own = reveal || (viewer !== null && carOf(s, id).seat === viewer);
        return { car: id, n: b.bids[id].length, cards: own ? [...b.bids[id]] : null };
      }),
    robotsIn: [...b.robotsIn],
    robotsOut: [...b.robotsOut],
  };
}

function turnView(s: F90State, viewer: number | null, reveal: boolean): TurnView | null {
  const t = s.turn;
  if (!t) return null;
  const own = reveal || t.seat === viewer;
  return {
    car: t.car,
    seat: t.seat,
    step: t.step,
    drawnCount: t.drawn.length,
    drawn: own ? [...t.drawn] : null,
    played: [...t.played],
    checks: [...t.checks],
    used: [...t.used],
    hazard: t.hazard,
    mp: t.mp,
    laneBonus: t.laneBonus,
    lapping: t.lapping,
    braked: t.braked,
    freePass: t.freePass,
    bwOvertake: t.bwOvertake,
    entered: t.entered,
    from: t.from,
    passed: [...t.passed],
    flags: [...(t.flags ?? [])],
    offNeed: t.off !== undefined ? lineTest(s, carOf(s, t.car), t.off) + rainModifier(s) : 0,
    reentry: t.reentry === true,
    scStop: carOf(s, t.car).scStop === true,
  };
}

function reentryAskView(s: F90State): F90View['reentryAsk'] {
  const c = reentryAsked(s);
  const robot = c ? lastRobot(s) : null;
  return c && robot ? { car: c.id, robot: robot.id, section: sectionOf(s, robot.pos) } : null;
}

export function view(state: F90State, viewer: number | null, reveal = false): F90View {
  const me = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.seats ? viewer : null;
  const open = reveal === true;
  const out = outcome(state);
  const gridded = state.grid.length > 0;
  return {
    game: 'formula-90',
    viewer: me,
    seats: state.seats,
    options: { ...state.options },
    phase: state.phase,
    toAct: toAct(state),
    track: state.options.track,
    box: state.box,
    lastBox: finalBox(state),
    lead: gridded ? state.lead : null,
    grid: [...state.grid],
    order: gridded ? classification(state) : [],
    cars: carViews(state),
    queue: state.queue.map((q) => [...q]),
    // „AUFSTELLUNG": each hand is its owner's; the others see how many cards he holds.
    players: state.players.map((p) => playerView(state, p, open || p.seat === me)),
    hand: me === null ? null : sorted(state.players[me].hand),
    deck: { count: state.deck.length },
    discard: { count: state.discard.length, top: state.discard.length ? state.discard[state.discard.length - 1] : null },
    weather: state.weather ? { slot: state.weather, condition: conditionOf(state.weather), robotTyre: state.robotTyre ?? null } : null,
    safetyCar: state.safetyCar !== undefined ? { out: !!state.safetyCar, restart: state.restart != null && state.restart === state.box } : null,
    flags: state.flags ? { yellow: state.flags.yellow.map((f) => ({ ...f })), blue: [...state.flags.blue], orange: state.flags.orange, ask: state.orangeAsk ?? null } : null,
    reentryAsk: reentryAskView(state),
    trackCards: state.trackDeck && state.trackDiscard ? { deck: state.trackDeck.length, discard: state.trackDiscard.length, top: state.trackDiscard.at(-1) ?? null } : null,
    cup: { ...state.cup },
    robotFuel: state.robotFuel.map((f) => ({ ...f })),
    battle: battleView(state, me, open),
    turn: turnView(state, me, open),
    events: eventsFor(state.events, state, me, open),
    outcome: out.finished ? { ranks: out.ranks!, scores: out.scores!, summary: out.summary! } : null,
  };
}
