/** Types of the Kraftwagen state, moves and options (all plain JSON). */
import type { PrngState } from '../../../engine/prng';
import type { Versioned } from '../../../engine/rules-version';
import type { ActionKind } from '../data/actions';
import type { AwardId } from '../data/awards';
import type { Pref } from '../data/buyers';
import type { CarMarker, Marker } from '../data/markers';
import type { Engineer } from '../data/research';
import type { StartId } from '../data/start-tiles';

export interface KwOptions {
  /** Variant "Sonderplättchen": special tiles A/B/C in the chain. */
  special: boolean;
}

export type PartKind = 'body' | 'engine';
export interface Part {
  k: PartKind;
  v: number;
}

/** A tile a player holds face down: coloured price tile (c), white price tile (w), award (b). */
export type Tile = { k: 'c'; v: number } | { k: 'w'; v: number } | { k: 'b'; v: number; id: AwardId };

export interface Dev {
  card: number;
  /** A worker stands on it: active. */
  worker: boolean;
}

export interface GpCar {
  lap: number;
  field: number;
}

export interface PlayerState {
  canteen: number;
  /** Own workers still in the general supply. */
  supply: number;
  workshops: (Part | null)[];
  /** Value of the engine tile on the Grand Prix car; 0 = the printed 1-engine. */
  gpEngine: number;
  /** null = in the pit lane. */
  car: GpCar | null;
  devs: Dev[];
  engineers: Engineer[];
  markers: Marker[];
  tiles: Tile[];
  startTile: StartId | null;
}

export interface MarketCar {
  seat: number;
  body: number;
  engine: number;
  workers: number;
  price: number;
  boost: CarMarker | null;
}

export interface ActiveBuyer {
  pref: Pref;
  /** Daimler marker on it: 0, 2 or 4. */
  daimler: number;
  /** Brought in by Benz. */
  benz: boolean;
}

/** A step of a turn still to be done (the first one of the list is the current step). */
export type Task =
  | { k: 'hire'; n: number }
  | { k: 'activate' }
  | { k: 'research' }
  | { k: 'part'; part: PartKind; v: number | null; src: 'action' | 'card' | 'special' }
  | { k: 'gp'; steps: number }
  | { k: 'buyer' }
  | { k: 'gpUp' }
  | { k: 'money' }
  | { k: 'sell' }
  | { k: 'remove'; v: number }
  | { k: 'discard' };

export interface Build {
  body: number;
  engine: number;
  workers: number;
}

export interface Turn {
  /** pick: take a tile; actions: phase I; market: phase II; price: the car's price tile. */
  stage: 'pick' | 'actions' | 'market' | 'price';
  tile: string | null;
  actions: ActionKind[];
  tasks: Task[];
  /** An engineer marker used in phase I / phase II. */
  marker1: boolean;
  marker2: boolean;
  build: Build | null;
  /** Cars this seat brought to the market this turn. */
  built: number;
}

export interface RoundScore {
  round: number;
  gp: { seat: number | null; place: number; laps: number }[];
  sales: { pref: Pref; seat: number | null; price: number; car: number }[];
}

export interface KwState extends Versioned {
  seats: number;
  options: KwOptions;
  prng: PrngState;
  phase: 'start' | 'turns' | 'benz' | 'finished';
  round: number;
  /** Front to back: action tiles T1..T10, special tiles A1..C4, workers P0..P3. */
  chain: string[];
  /** Start tiles still to choose from, and the seats still to choose (first = next). */
  startOffer: StartId[];
  startOrder: number[];
  deck: number[];
  open: number[];
  discard: number[];
  buyers: ActiveBuyer[];
  /** Buyers of each preference still on the stacks. */
  stacks: Record<Pref, number>;
  /** White price tiles beside each buyer stack. */
  stackBonus: Record<Pref, number[]>;
  marker: number;
  /** Coloured price tiles still beside the market. */
  prices: number[];
  market: MarketCar[];
  /** Fields of the two neutral cars (two players), else []. */
  neutral: number[];
  /** Award tiles still on the board. */
  awards: AwardId[];
  /** Special tiles: per round the face-down stack and the used tiles. */
  specialStacks: string[][];
  specialUsed: string[][];
  players: PlayerState[];
  current: number;
  turn: Turn;
  /** The turn phase ends after the current turn (market full or buyer marker at 0). */
  endTriggered: boolean;
  /** Body and engine tiles out of the general supply (they are unlimited; this checks conservation). */
  partsOut: number;
  lastScore: RoundScore | null;
}

export type KwMove =
  | { type: 'start'; tile: StartId }
  | { type: 'tile'; tile: string }
  | { type: 'action'; action: ActionKind }
  | { type: 'activate'; card: number }
  | { type: 'research'; card: number }
  | { type: 'workshop'; slot: number }
  | { type: 'gpcar' }
  | { type: 'buyer'; pref: Pref }
  | { type: 'sell'; slot: number }
  | { type: 'remove'; car: number }
  | { type: 'skip' }
  | { type: 'daimler'; marker: 2 | 4; buyer: number }
  | { type: 'diesel'; car: number; change: 'body' | 'engine'; slot: number }
  | { type: 'diesel'; car: number; change: 'workers'; workers: number }
  | { type: 'diesel'; car: number; change: 'price'; price: number }
  | { type: 'build'; body: number; engine: number; workers: number }
  | { type: 'price'; price: number; boost?: CarMarker }
  | { type: 'end' }
  | { type: 'benz'; pref: Pref | null };

export function freshTurn(): Turn {
  return { stage: 'pick', tile: null, actions: [], tasks: [], marker1: false, marker2: false, build: null, built: 0 };
}

/** A deep copy, written out by hand: the playouts copy the state on every move. */
export function cloneState(s: KwState): KwState {
  const t = s.turn;
  return {
    ...s,
    options: { ...s.options },
    prng: [s.prng[0], s.prng[1], s.prng[2], s.prng[3]],
    chain: s.chain.slice(),
    startOffer: s.startOffer.slice(),
    startOrder: s.startOrder.slice(),
    deck: s.deck.slice(),
    open: s.open.slice(),
    discard: s.discard.slice(),
    buyers: s.buyers.map((b) => ({ ...b })),
    stacks: { ...s.stacks },
    stackBonus: { body: s.stackBonus.body.slice(), engine: s.stackBonus.engine.slice(), prestige: s.stackBonus.prestige.slice(), price: s.stackBonus.price.slice() },
    prices: s.prices.slice(),
    market: s.market.map((c) => ({ ...c })),
    neutral: s.neutral.slice(),
    awards: s.awards.slice(),
    specialStacks: s.specialStacks.map((x) => x.slice()),
    specialUsed: s.specialUsed.map((x) => x.slice()),
    players: s.players.map((p) => ({
      ...p,
      workshops: p.workshops.map((w) => (w ? { ...w } : null)),
      car: p.car ? { ...p.car } : null,
      devs: p.devs.map((d) => ({ ...d })),
      engineers: p.engineers.slice(),
      markers: p.markers.slice(),
      tiles: p.tiles.map((x) => ({ ...x })),
    })),
    turn: { ...t, actions: t.actions.slice(), tasks: t.tasks.map((x) => ({ ...x })), build: t.build ? { ...t.build } : null },
    lastScore: s.lastScore ? { round: s.lastScore.round, gp: s.lastScore.gp.map((g) => ({ ...g })), sales: s.lastScore.sales.map((x) => ({ ...x })) } : null,
  };
}
