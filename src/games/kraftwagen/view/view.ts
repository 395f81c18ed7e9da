/**
 * What a seat (or a spectator) may see. Secret until the end: the price and award tiles each
 * player holds face down (others see only how many), the order of the research deck (its
 * remaining cards are open on yucata, so they are shown sorted) and of the special-tile stacks.
 */
import { buyerSlots, marketSize } from '../rules/capacities';
import { level, score, gpEngineValue } from '../rules/player';
import { rulesOf } from '../../../engine/rules-version';
import { toAct } from '../rules/legal';
import { outcome } from '../rules/outcome';
import type { ActiveBuyer, Build, GpCar, KwOptions, KwState, MarketCar, Part, RoundScore, Task, Tile } from '../rules/state';
import type { ActionKind } from '../data/actions';
import type { AwardId } from '../data/awards';
import type { Pref } from '../data/buyers';
import type { Marker } from '../data/markers';
import type { Engineer } from '../data/research';
import type { StartId } from '../data/start-tiles';

export interface PlayerView {
  seat: number;
  canteen: number;
  supply: number;
  workshops: (Part | null)[];
  gpEngine: number;
  car: GpCar | null;
  devs: { card: number; worker: boolean }[];
  engineers: Engineer[];
  markers: Marker[];
  bodyLevel: number;
  engineLevel: number;
  startTile: StartId | null;
  tileCount: number;
  /** Only for the player himself, and for everybody at the end. */
  total: number | null;
  tiles: Tile[] | null;
}

export interface KwView {
  /** The rules version of the game (docs/games/kraftwagen/design.md, "Rules versions"). */
  rules: number;
  seats: number;
  options: KwOptions;
  phase: KwState['phase'];
  round: number;
  current: number;
  toAct: number[];
  viewer: number | null;
  chain: string[];
  startOffer: StartId[];
  startOrder: number[];
  open: number[];
  deckCount: number;
  /** The remaining research cards, sorted (not their order). */
  deckCards: number[];
  discardTop: number | null;
  discardCount: number;
  buyers: ActiveBuyer[];
  stacks: Record<Pref, number>;
  stackBonus: Record<Pref, number[]>;
  marker: number;
  prices: number[];
  market: MarketCar[];
  marketSize: number;
  buyerSlots: number;
  neutral: number[];
  awards: AwardId[];
  specialCounts: number[];
  players: PlayerView[];
  turn: { stage: string; tile: string | null; actions: ActionKind[]; task: Task | null; marker1: boolean; marker2: boolean; build: Build | null; built: number };
  endTriggered: boolean;
  lastScore: RoundScore | null;
  ranks: number[] | null;
}

export function view(s: KwState, viewer: number | null, reveal?: boolean): KwView {
  const open = reveal === true || s.phase === 'finished';
  const out = outcome(s);
  return {
    rules: rulesOf(s),
    seats: s.seats,
    options: { ...s.options },
    phase: s.phase,
    round: s.round,
    current: s.current,
    toAct: toAct(s),
    viewer,
    chain: s.chain.slice(),
    startOffer: s.startOffer.slice(),
    startOrder: s.startOrder.slice(),
    open: s.open.slice(),
    deckCount: s.deck.length,
    deckCards: s.deck.slice().sort((a, b) => a - b),
    discardTop: s.discard.length ? s.discard[s.discard.length - 1] : null,
    discardCount: s.discard.length,
    buyers: s.buyers.map((b) => ({ ...b })),
    stacks: { ...s.stacks },
    stackBonus: structuredClone(s.stackBonus),
    marker: s.marker,
    prices: s.prices.slice(),
    market: s.market.map((c) => ({ ...c })),
    marketSize: marketSize(s),
    buyerSlots: buyerSlots(s),
    neutral: s.neutral.slice(),
    awards: s.awards.slice(),
    specialCounts: s.specialStacks.map((st) => st.length),
    players: s.players.map((p, seat) => {
      const mine = open || viewer === seat;
      return {
        seat,
        canteen: p.canteen,
        supply: p.supply,
        workshops: p.workshops.map((w) => (w ? { ...w } : null)),
        gpEngine: gpEngineValue(p),
        car: p.car ? { ...p.car } : null,
        devs: p.devs.map((d) => ({ ...d })),
        engineers: p.engineers.slice(),
        markers: p.markers.slice(),
        bodyLevel: level(p, 'body'),
        engineLevel: level(p, 'engine'),
        startTile: p.startTile,
        tileCount: p.tiles.length,
        total: mine ? score(p) : null,
        tiles: mine ? p.tiles.map((t) => ({ ...t })) : null,
      };
    }),
    turn: {
      stage: s.turn.stage,
      tile: s.turn.tile,
      actions: s.turn.actions.slice(),
      task: s.turn.tasks.length ? { ...s.turn.tasks[0] } : null,
      marker1: s.turn.marker1,
      marker2: s.turn.marker2,
      build: s.turn.build ? { ...s.turn.build } : null,
      built: s.turn.built,
    },
    endTriggered: s.endTriggered,
    lastScore: s.lastScore ? structuredClone(s.lastScore) : null,
    ranks: out.finished ? out.ranks! : null,
  };
}
