/**
 * Before the race (Formula 90, „AUFSTELLUNG", „ERSATZRENNWAGEN", „QUALIFYING", „TREIBSTOFF",
 * „WAHL EINER STRATEGIE"): car sheets in seat order, hands of hand size + 1, the one-time new hand,
 * the secret qualifying card, the grid, the fuel tiles and the strategies in grid order.
 */
import { seedPrng } from '../../../engine/prng';
import { DECK_SIZE, raceCard } from '../data/cards';
import { carSheet, PLAYER_COLOURS, type CarSheetId } from '../data/car-sheets';
import { robotsFor, robotTile, robotTilesOf, type RobotKind } from '../data/robot-tiles';
import { boxOfLap, gridSection, trackOf } from '../data/tracks';
import { discardCards, drawCards, withPrng } from './piles';
import { car as carOf, enqueueLast } from './order';
import type { Car, F90Options, F90State, Player } from './state';

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

export function setup(seed: number, seats: number, options: F90Options): F90State {
  const track = trackOf(options.track);
  const robots = robotsFor(seats, false);
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
    });
  }
  for (const kind of ['superfast', 'fast', 'slow'] as RobotKind[]) {
    for (let i = 1; i <= robots[kind]; i++) cars.push(newCar(`${kind}${i}`, kind, null));
  }
  const s: F90State = {
    options,
    seats,
    phase: 'sheets',
    players,
    cars,
    queue: track.sections.map(() => []),
    deck: [],
    discard: [],
    cup: { red: RED_DISCS, brown: BROWN_DISCS },
    robotTiles: (['fast', 'slow'] as RobotKind[]).flatMap((k) => robotTilesOf(k).map((t) => t.id)),
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
  return s;
}

/** „Jeder Spieler wählt eine Rennwagenübersicht …": its values, its chips, hand size + 1 cards. */
export function chooseSheet(s: F90State, seat: number, id: CarSheetId, side: 0 | 1): void {
  const p = s.players[seat];
  const v = carSheet(id).sides[side];
  p.sheet = { id, side };
  p.chipsMax = v.chips;
  p.handMax = v.hand;
  p.slots = v.slots;
  p.chips = v.chips;
  p.hand = drawCards(s, v.hand + 1);
  s.events.push({ k: 'sheet', seat, sheet: id, side });
  if (s.players.every((x) => x.sheet)) s.phase = 'mulligan';
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

/** „QUALIFYING": the card face down; when all have chosen, the robots draw and the grid forms. */
export function qualify(s: F90State, seat: number, card: number): void {
  const p = s.players[seat];
  p.hand = p.hand.filter((x) => x !== card);
  p.qualiCard = card;
  s.events.push({ k: 'qualified', seat });
  if (s.players.every((x) => x.qualiCard !== null)) formGrid(s);
}

/**
 * Reveal: highest movement first, then the lower test factor, then by lot. The players' cards
 * become their first target tests; fuel tiles go on laps 8 (pole), 10 (second), 14 (last) and 12.
 */
function formGrid(s: F90State): void {
  const entries: { car: Car; move: number; test: number; card?: number; tile?: string; lot: number }[] = [];
  for (const c of s.cars) {
    if (c.seat !== null) {
      const card = raceCard(s.players[c.seat].qualiCard!);
      entries.push({ car: c, move: card.move, test: card.test, card: card.no, lot: 0 });
    } else {
      const pool = s.robotTiles.filter((id) => robotTile(id).kind === c.kind);
      const id = withPrng(s, (p) => p.pick(pool));
      s.robotTiles = s.robotTiles.filter((x) => x !== id);
      const v = robotTile(id).basic;
      entries.push({ car: c, move: v.move, test: v.test, tile: id, lot: 0 });
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
    cars: entries.map((e) => ({ car: e.car.id, move: e.move, test: e.test, ...(e.card ? { card: e.card } : { tile: e.tile }) })),
  });
  if (!s.options.junior) placeFuel(s);
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

/** „WAHL EINER STRATEGIE": in grid order, players only. */
export function strategyOrder(s: F90State): number[] {
  return s.grid.map((id) => carOf(s, id).seat).filter((x): x is number => x !== null);
}

