/**
 * What a seat (or a spectator) may see. In yucata's version nothing is secret (rule text
 * "Abweichungen von der Originalregel": every bag's contents are visible to everybody) except
 * the order of the dice in the bags — and that order does not exist: a bag is a count per
 * colour and every draw is decided by the PRNG when it happens. The PRNG never goes into a view.
 */
import { rulesOf } from '../../engine/rules-version';
import { ACTION_CARDS, FIXED_CARDS, cardFor, nameOfCard } from './cards';
import { BR, COLOURS } from './dice';
import { econ, geo } from './common';
import { laneOf, sliceOf } from './geometry';
import { toAct } from './legal';
import { outcome } from './outcome';
import { positionOf, progressOf, standings } from './position';
import { activeMoney } from './turn';
import type { AutoOptions, AutoState, Pending, SponsorEffect, TrackDie } from './state';
import type { CardId, CardKind } from './cards';
import type { DriverId } from './drivers-data';
import type { SponsorId } from './sponsors-data';
import type { TrackId } from './tracks';
import { seasonTotals } from './season';
import type { Text } from '../../engine/text';

/** A card in play (its name and effect are words of the catalogue: words.ts cardName, cardText). */
export interface CardView {
  colour: number;
  id: CardId | 'gear' | 'wear';
  /**
   * The card's name (catalogue key "card.<name>.name") for an action card: the rules version
   * names the effect `id` (cards.ts, nameOfCard; version 3 swapped Turbo and Nitro).
   */
  name?: CardId;
  /** Position in the appendix list of its colour ("Y1"); empty for gear cards and wear. */
  ref: string;
  /** Category (rule text "Aufbau der Karten"): werkstatt, fahrverhalten, boxengasse, motor, leistung; gear; wear. */
  kind: CardKind | 'gear' | 'wear';
  cost: number;
  value: number;
  buyable: boolean;
}

export interface PlayerView {
  seat: number;
  seg: number;
  slice: number;
  lane: number;
  laps: number;
  lapsLeft: number;
  position: number;
  progress: number;
  grid: number;
  startMoney: number;
  bag: number[];
  active: number[];
  used: number[];
  discard: number[];
  /** All dice of the player per colour (bag, active, used, discard, track). */
  owned: number[];
  owedDraws: number;
  /** Fields a V12-Motor owes this car (variant "beschleunigter Ablauf"). */
  owedDrive: number;
  /** The player's driver (expansion), once drafted. */
  driver: DriverId | null;
}

export interface SeasonView {
  tracks: TrackId[];
  race: number;
  places: number[][];
  points: number[][];
  totals: number[];
  offer: SponsorId[];
  sponsors: (SponsorId | null)[];
  /** Sponsors still face down. */
  pile: number;
  pick: { order: number[]; effect: SponsorEffect | null } | null;
}

export interface AutoView {
  game: 'automobiles';
  viewer: number | null;
  seats: number;
  options: AutoOptions;
  slices: number;
  cards: CardView[];
  cost: number[];
  value: number[];
  supply: number[];
  startPlayer: number;
  current: number;
  phase: AutoState['phase'];
  round: number;
  toAct: number[];
  endTriggered: boolean;
  answering: number[];
  standings: number[];
  players: PlayerView[];
  /** The driver draft: the drivers on offer and the seats still to choose (the first is choosing). */
  draft: { offer: DriverId[]; order: number[] } | null;
  /** The race season: its tracks, results, sponsors (the face-down pile only counted), the choice under way. */
  season: SeasonView | null;
  /** V12-Motor: the seat whose car drives now, for whose turn, and how many fields. */
  interlude: { owner: number; seat: number; fields: number; waiting: number[] } | null;
  turn: {
    stage: AutoState['turn']['stage'];
    track: TrackDie[];
    pending: Pending | null;
    noWear: boolean;
    /** Money left (buy phase and opening), or what the active dice are worth now. */
    money: number;
    activated: number[];
  };
  outcome: { ranks: number[]; scores: number[]; summary: Text } | null;
}

function cardViews(state: AutoState): CardView[] {
  return COLOURS.map((_, c) => {
    const fixed = FIXED_CARDS[c];
    if (fixed) {
      const id = c === BR ? 'wear' : 'gear';
      return { colour: c, id, ref: '', kind: id, cost: fixed.cost, value: fixed.value, buyable: fixed.buyable };
    }
    const a = ACTION_CARDS.find((x) => x.id === cardFor(state.cards, c))!;
    return { colour: c, id: a.id, name: nameOfCard(a.id, rulesOf(state)), ref: a.ref, kind: a.kind, cost: a.cost, value: a.value, buyable: true };
  });
}

export function view(state: AutoState, viewer: number | null, _reveal = false): AutoView {
  const me = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.seats ? viewer : null;
  const e = econ(state);
  const out = outcome(state);
  const t = state.turn;
  return {
    game: 'automobiles',
    viewer: me,
    seats: state.seats,
    options: { ...state.options },
    slices: geo(state).slices,
    cards: cardViews(state),
    cost: e.cost.slice(),
    value: e.value.slice(),
    supply: state.supply.slice(),
    startPlayer: state.startPlayer,
    current: state.current,
    phase: state.phase,
    round: state.round,
    toAct: toAct(state),
    endTriggered: state.endTriggered,
    answering: state.answering.slice(),
    standings: standings(state),
    players: state.players.map((p, seat) => {
      const owned = p.bag.map((n, c) => n + p.active[c] + p.used[c] + p.discard[c]);
      if (seat === state.current) for (const d of t.track) owned[d.colour]++;
      return {
        seat,
        seg: p.seg,
        slice: sliceOf(p.seg),
        lane: laneOf(p.seg),
        // A car behind the line at the start (laps -1, Tucson) has driven no lap and has all to go.
        laps: Math.max(0, p.laps),
        lapsLeft: Math.max(0, state.options.laps - Math.max(0, p.laps)),
        position: positionOf(state, seat),
        progress: progressOf(state, p),
        grid: p.grid,
        startMoney: p.startMoney,
        bag: p.bag.slice(),
        active: p.active.slice(),
        used: p.used.slice(),
        discard: p.discard.slice(),
        owned,
        owedDraws: p.owedDraws,
        owedDrive: p.owedDrive ?? 0,
        driver: p.driver ?? null,
      };
    }),
    season: state.season
      ? {
          tracks: state.season.tracks.slice(),
          race: state.season.race,
          places: state.season.places.map((r) => r.slice()),
          points: state.season.points.map((r) => r.slice()),
          totals: seasonTotals(state),
          offer: state.season.offer.slice(),
          sponsors: state.season.sponsors.slice(),
          pile: state.season.deck.length,
          pick: state.season.pick ? { order: state.season.pick.order.slice(), effect: state.season.pick.effect ? { ...state.season.pick.effect } : null } : null,
        }
      : null,
    draft: state.draft ? { offer: state.draft.offer.slice(), order: state.draft.order.slice() } : null,
    interlude: state.interlude ? { owner: state.interlude.owner, seat: state.interlude.seat, fields: state.interlude.fields, waiting: state.interlude.waiting.slice() } : null,
    turn: {
      stage: t.stage,
      track: t.track.map((d) => ({ colour: d.colour, path: d.path.slice(), dist: d.dist })),
      pending: t.pending ? JSON.parse(JSON.stringify(t.pending)) : null,
      noWear: t.noWear,
      money: state.phase === 'turn' && t.stage !== 'buy' ? activeMoney(state, state.current) : t.money,
      activated: t.activated.slice(),
    },
    outcome: out.finished ? { ranks: out.ranks!, scores: out.scores!, summary: out.summary! } : null,
  };
}

