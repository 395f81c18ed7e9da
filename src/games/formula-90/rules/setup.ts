/**
 * Before the race (Formula 90, „AUFSTELLUNG", „ERSATZRENNWAGEN", „QUALIFYING", „TREIBSTOFF",
 * „WAHL EINER STRATEGIE"): car sheets in seat order, hands of hand size + 1, the one-time new hand,
 * the secret qualifying card, the grid, the fuel tiles and the strategies in grid order.
 */
import { seedPrng } from '../../../engine/prng';
import { noteRules } from '../../../engine/rules-version';
import { DECK_SIZE } from '../data/cards';
import { buildSide, carSheet, PLAYER_COLOURS, type CarSheetId } from '../data/car-sheets';
import { ROBOT_KINDS, robotsFor, robotTile, robotTilesOf, type RobotKind } from '../data/robot-tiles';
import { boxOfLap, gridSection, trackOf } from '../data/tracks';
import { discardCards, drawCards, withPrng } from './piles';
import { car as carOf, enqueueLast } from './order';
import { fuelOf, hasModule, MODULE_KEYS, withPreset } from './modules';
import { qualifyingBonus } from './abilities';
import { QUALIFYING_TRACK_CARDS, type AbilityId } from '../data/abilities';
import { playingCard, trackCardsOf } from '../data/track-cards';
import { gainTrackCards } from './specials';
import { fitTyres, startWeather } from './tyres';
import { noFlags } from './flags';
import type { TyreType } from '../data/weather';
import type { Car, CarBuild, F90Options, F90State, F90StateOptions, FuelBid, Player } from './state';
import { RULES_VERSION } from './version';

/** „WEITERES ZUBEHÖR": 24 red and 6 brown damage discs. */
export const RED_DISCS = 24;
export const BROWN_DISCS = 6;

function newCar(id: string, kind: Car['kind'], seat: number | null): Car {
  return {
    id,
    kind,
    seat,
    pos: 0,
    status: 'racing',
    lane: null,
    moved: false,
    justPit: false,
    fought: false,
    fuelDue: false,
    refuelled: false,
    outOrder: null,
    quali: null,
  };
}

/** The options as the state keeps them: the modules that are on, only (rules/modules.ts). */
function storedOptions(options: F90Options): F90StateOptions {
  const out: F90StateOptions = { track: options.track, short: options.short, junior: options.junior, reentry: options.reentry };
  // the advanced preset is its modules: the state keeps only those
  for (const key of MODULE_KEYS) if (options[key]) out[key] = true;
  return out;
}

export function setup(seed: number, seats: number, given: F90Options, rulesVersion: number = RULES_VERSION): F90State {
  const options = withPreset(given);
  const track = trackOf(options.track);
  // „Superschneller Roboter": „Es gibt immer 2 SUPERSCHNELLE Roboter in einem Rennen."
  const robots = robotsFor(seats, options.superfast === true);
  const cars: Car[] = [];
  const players: Player[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const id = `p${seat}`;
    cars.push(newCar(id, 'player', seat));
    players.push({
      seat,
      car: id,
      colour: PLAYER_COLOURS[seat],
      sheet: null,
      chipsMax: 0,
      handMax: 0,
      slots: 0,
      chips: 0,
      hand: [],
      frozen: [],
      damage: { red: 0, brown: 0 },
      target: null,
      strategy: null,
      mulligan: null,
      qualiCard: null,
      fuelBox: null,
      chase: null,
      played: [],
      ...(options.abilities ? { ability: null } : {}),
      ...(options.carBuild ? { build: null } : {}),
      ...(options.fuel ? { fuelBid: null, fuelLap: null } : {}),
      ...(options.trackCards ? { risks: 0 } : {}),
      ...(options.tyres ? { tyre: null, softLeft: 0, softSets: 0 } : {}),
    });
  }
  for (const kind of ['superfast', 'fast', 'slow'] as RobotKind[]) {
    for (let i = 1; i <= robots[kind]; i++) cars.push(newCar(`${kind}${i}`, kind, null));
  }
  // „ABSEITS DER BAHN": a car's handicap and PIT from its off-track line
  if (options.offTrack) for (const c of cars) Object.assign(c, { handicap: 0, pitDueBox: null });
  const s: F90State = {
    options: storedOptions(options),
    seats,
    phase: 'sheets',
    players,
    cars,
    queue: track.sections.map(() => []),
    deck: [],
    discard: [],
    cup: { red: RED_DISCS, brown: BROWN_DISCS },
    robotTiles: (ROBOT_KINDS as RobotKind[]).filter((k) => robots[k] > 0).flatMap((k) => robotTilesOf(k).map((t) => t.id)),
    robotFuel: [],
    box: 0,
    lead: cars[0].id,
    grid: [],
    battle: null,
    turn: null,
    outCount: 0,
    events: [],
    prng: seedPrng(seed),
  };
  s.deck = withPrng(s, (p) => p.shuffle(Array.from({ length: DECK_SIZE }, (_x, i) => i + 1)));
  // „Bahnkarten und Extras": „mische die Bahnkarten, die der verwendeten Bahn entsprechen"
  if (options.trackCards) {
    s.trackDeck = withPrng(s, (p) => p.shuffle(trackCardsOf(options.track).map((x) => x.no)));
    s.trackDiscard = [];
  }
  if (options.tyres) {
    s.weather = null;
    s.robotTyre = null;
  }
  if (options.flags) {
    s.flags = noFlags();
    s.orangeAsk = null;
  }
  return noteRules(s, rulesVersion);
}

/**
 * „Jeder Spieler wählt eine Rennwagenübersicht …": its values, its chips, hand size + 1 cards.
 * With „RENNWAGENAUSBAU" the build tiles cover the printed values: the cards come with the build.
 */
export function chooseSheet(s: F90State, seat: number, id: CarSheetId, side: 0 | 1): void {
  const p = s.players[seat];
  p.sheet = { id, side };
  s.events.push({ k: 'sheet', seat, sheet: id, side });
  practiceStepDone(s, p);
}

/**
 * Whether a player has made every choice before the race: his sheet, and with the modules
 * „FAHRERFÄHIGKEIT" and „RENNWAGENAUSBAU" his ability and his build, in that order.
 */
export function practiceDone(s: F90State, p: Player): boolean {
  return !!p.sheet && (!hasModule(s, 'abilities') || !!p.ability) && (!hasModule(s, 'carBuild') || !!p.build);
}

/**
 * After each choice before the race: once the player has made all of them his car takes its values
 * (the build's, or the sheet's) and his cards; once all players have, the hands are looked at.
 */
function practiceStepDone(s: F90State, p: Player): void {
  if (!practiceDone(s, p)) return;
  equip(s, p, p.build ? buildSide(p.build) : carSheet(p.sheet!.id).sides[p.sheet!.side]);
  if (s.players.every((x) => practiceDone(s, x))) s.phase = 'mulligan';
}

/**
 * „FREIES TRAINING – FAHRERFÄHIGKEIT": the driver's ability, for the whole race; then the car is
 * built, or (without the car build) the sheet's values count.
 */
export function chooseAbility(s: F90State, seat: number, ability: AbilityId): void {
  const p = s.players[seat];
  p.ability = ability;
  if (ability === 'versatility') p.versatile = true;
  s.events.push({ k: 'ability', seat, ability });
  practiceStepDone(s, p);
}

/** The car's values, full tyre chips, and hand size + 1 cards („AUFSTELLUNG"). */
function equip(s: F90State, p: Player, v: { chips: number; hand: number; slots: number }): void {
  p.chipsMax = v.chips;
  p.handMax = v.hand;
  p.slots = v.slots;
  p.chips = v.chips;
  p.hand = drawCards(s, v.hand + 1);
}

/**
 * „RENNWAGENAUSBAU": build tiles for tyre chips, hand size and damage slots (1 … 3 points each,
 * 6 in all); the next player then chooses his sheet. The 27 tiles are 3 copies of each value.
 */
export function buildCar(s: F90State, seat: number, b: CarBuild): void {
  const p = s.players[seat];
  p.build = { chips: b.chips, hand: b.hand, slots: b.slots };
  s.events.push({ k: 'build', seat, build: p.build });
  practiceStepDone(s, p);
}

/** „ERSATZRENNWAGEN": once, the whole hand away and as many new cards. */
export function decideMulligan(s: F90State, seat: number, redraw: boolean): void {
  const p = s.players[seat];
  p.mulligan = redraw;
  if (redraw) {
    const n = p.hand.length;
    discardCards(s, p.hand);
    p.hand = drawCards(s, n);
  }
  s.events.push({ k: 'mulligan', seat, redraw });
  if (s.players.every((x) => x.mulligan !== null)) s.phase = 'qualifying';
}

/**
 * „QUALIFYING": the card face down (with „TREIBSTOFFMANAGEMENT" the fuel tile under it); when all
 * have chosen, the robots draw and the grid forms.
 */
export function qualify(s: F90State, seat: number, card: number, fuel?: FuelBid): void {
  const p = s.players[seat];
  p.hand = p.hand.filter((x) => x !== card);
  p.qualiCard = card;
  if (fuel !== undefined) p.fuelBid = fuel;
  s.events.push({ k: 'qualified', seat });
  if (s.players.every((x) => x.qualiCard !== null)) formGrid(s);
}

/**
 * Reveal: highest movement first, then the lower test factor, then by lot. The players' cards
 * become their first target tests; fuel tiles go on laps 8 (pole), 10 (second), 14 (last) and 12.
 */
function formGrid(s: F90State): void {
  const fuelOn = hasModule(s, 'fuel');
  const entries: { car: Car; move: number; test: number; card?: number; tile?: string; fuel?: number; lot: number }[] = [];
  for (const c of s.cars) {
    if (c.seat !== null) {
      const p = s.players[c.seat];
      // „TREIBSTOFFMANAGEMENT": the fuel bid under the card (every qualifying move has one with the module)
      const tank = fuelOf(s, p);
      const bid = tank ? tank.fuelBid : undefined;
      if (bid === null) throw new Error(`Formula 90: ${p.car} qualified without a fuel bid`);
      const v = playerQualifying(p, p.qualiCard!, bid);
      entries.push({ car: c, move: v.move, test: v.test, card: p.qualiCard!, lot: 0, ...(bid !== undefined ? { fuel: bid } : {}) });
    } else {
      const pool = s.robotTiles.filter((id) => robotTile(id).kind === c.kind);
      const id = withPrng(s, (p) => p.pick(pool));
      s.robotTiles = s.robotTiles.filter((x) => x !== id);
      const v = robotQualifying(s, id);
      entries.push({ car: c, move: v.move, test: v.test, tile: id, lot: 0, ...(fuelOn ? { fuel: robotTile(id).fuelLap } : {}) });
    }
  }
  for (const e of entries) e.lot = withPrng(s, (p) => p.int(1 << 30));
  entries.sort((a, b) => b.move - a.move || a.test - b.test || a.lot - b.lot);
  const track = trackOf(s.options.track);
  entries.forEach((e, i) => {
    e.car.quali = { move: e.move, test: e.test };
    e.car.pos = gridSection(track, i + 1) - track.sections.length;
    enqueueLast(s, e.car);
  });
  s.grid = entries.map((e) => e.car.id);
  s.lead = s.grid[0];
  for (const p of s.players) {
    p.target = p.qualiCard;
    p.qualiCard = null;
  }
  s.events.push({
    k: 'grid',
    cars: entries.map((e) => ({ car: e.car.id, move: e.move, test: e.test, ...(e.card ? { card: e.card } : { tile: e.tile }), ...(e.fuel ? { fuel: e.fuel } : {}) })),
  });
  // QUALIFYING: „nachdem die Startaufstellung gebildet ist, erhält er sofort 2 Bahnkarten"
  for (const p of s.players) if (p.ability === 'qualifying') gainTrackCards(s, p, QUALIFYING_TRACK_CARDS, 'qualifying');
  if (fuelOn) placeFuelBids(s, entries);
  else if (!s.options.junior) placeFuel(s);
  // „Reifentypen und Wetter": „Startaufstellung → Wetter → Reifenauswahl → wähle Strategie"
  if (hasModule(s, 'tyres')) {
    startWeather(s);
    s.phase = 'tyres';
    return;
  }
  s.phase = 'strategy'; // the junior race has no strategies: it starts at once
}

/** „TREIBSTOFF" (basic game): pole → lap 8, second → 10, last → 14, all others → 12. */
function placeFuel(s: F90State): void {
  const track = trackOf(s.options.track);
  s.grid.forEach((id, i) => {
    const lap = i === 0 ? 8 : i === 1 ? 10 : i === s.grid.length - 1 ? 14 : 12;
    const box = boxOfLap(track, lap);
    const c = carOf(s, id);
    if (c.seat !== null) s.players[c.seat].fuelBox = box;
    else s.robotFuel.push({ kind: c.kind as RobotKind, box });
  });
}

/** „TREIBSTOFFMANAGEMENT": 8/10/12/14/16 laps give +2/+1/0/−1/−2 on the qualifying value. */
export function fuelBonus(laps: FuelBid): number {
  return (12 - laps) / 2;
}

/** A player's qualifying value: the card, the fuel bid under it (if any), QUALIFYING's +2. */
export function playerQualifying(p: Player, card: number, fuel: FuelBid | undefined): { move: number; test: number } {
  const c = playingCard(card);
  return { move: c.move + (fuel === undefined ? 0 : fuelBonus(fuel)) + qualifyingBonus(p), test: c.test };
}

/**
 * A robot's qualifying value from its tile: with „TREIBSTOFFMANAGEMENT" the tile's advanced side
 * (its value „höher", and the fuel lap it shows), else its basic side.
 */
export function robotQualifying(s: F90State, id: string): { move: number; test: number } {
  const t = robotTile(id);
  return hasModule(s, 'fuel') ? t.advanced : t.basic;
}

/**
 * „TREIBSTOFFMANAGEMENT": the fuel tiles go on the lap counter — a player's on the lap he bid, a
 * robot's on the lap its qualifying tile shows (the best-placed robot of its kind refuels then).
 */
function placeFuelBids(s: F90State, entries: readonly { car: Car; fuel?: number }[]): void {
  const track = trackOf(s.options.track);
  for (const e of entries) {
    const lap = e.fuel!;
    if (e.car.seat !== null) {
      const p = s.players[e.car.seat];
      p.fuelLap = lap;
      p.fuelBox = boxOfLap(track, lap);
      p.fuelBid = null;
    } else s.robotFuel.push({ kind: e.car.kind as RobotKind, box: boxOfLap(track, lap) });
  }
}

/** „WÄHLE DIE REIFEN": in grid order, like the strategies; then the strategies. */
export function chooseTyres(s: F90State, seat: number, tyre: TyreType): void {
  fitTyres(s, s.players[seat], tyre);
  if (strategyOrder(s).every((x) => s.players[x].tyre)) s.phase = 'strategy';
}

/** „WAHL EINER STRATEGIE": in grid order, players only. */
export function strategyOrder(s: F90State): number[] {
  return s.grid.map((id) => carOf(s, id).seat).filter((x): x is number => x !== null);
}

