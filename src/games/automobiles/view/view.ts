/**
 * What a seat (or a spectator) may see. In yucata's version nothing is secret (rule text
 * "Abweichungen von der Originalregel": every bag's contents are visible to everybody) except
 * the order of the dice in the bags — and that order does not exist: a bag is a count per
 * colour and every draw is decided by the PRNG when it happens. The PRNG never goes into a view.
 */
import { rulesOf } from '../../../engine/rules-version';
import { ACTION_CARDS, FIXED_CARDS, cardFor, nameOfCard } from '../data/cards';
import { BR, COLOURS } from '../data/dice';
import { econ, geo } from '../rules/common';
import { laneOf, sliceOf } from '../rules/geometry';
import { toAct } from '../rules/legal';
import { outcome } from '../rules/outcome';
import { positionOf, progressOf, standings } from '../rules/position';
import { activeMoney } from '../rules/turn';
import type { AutoState } from '../rules/state';
import { seasonTotals } from '../rules/season';
import type { AutoView, CardView } from './types';

/** The shape of a view (types.ts; the words take CardView from there), named here as well. */
export type { AutoView, CardView, PlayerView, SeasonView } from './types';

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

