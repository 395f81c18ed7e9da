/** Invariants of an Automobiles state (tests call them after every move). */
import { COLOURS, SUPPLY, total } from '../data/dice';
import { geo } from './common';
import { ownFieldSeg, suctionGeo } from './hold';
import { TRACKS } from '../data/tracks';
import { progressOf } from './position';
import type { AutoState } from './state';
import { placeOf, pointsFor } from './season';

function check(cond: boolean, what: string | (() => string)): void {
  if (!cond) throw new Error(`Automobiles invariant broken: ${typeof what === 'string' ? what : what()}`);
}

/** The season: races and results agree, each sponsor in one place only, drivers on. */
function checkSeason(state: AutoState): void {
  const s = state.season!;
  const n = state.seats;
  check(!!state.options.season && s.tracks.length === state.options.season && state.options.drivers === true, 'a season of the chosen length, with drivers');
  check(state.options.track === s.tracks[s.race], 'the race is driven on its track');
  const done = state.phase === 'finished' || state.phase === 'sponsors' ? s.race + 1 : s.race;
  check(s.places.length === done && s.points.length === done, 'a result per race finished');
  s.places.forEach((places, r) => {
    check(places.length === n && new Set(places).size === n, 'a placement of every seat');
    places.forEach((seat, i) => check(s.points[r][seat] === pointsFor(r, placeOf(i, n)), 'points by the table'));
  });
  const held = s.sponsors.filter((x) => x !== null);
  const all = [...s.deck, ...s.offer, ...held];
  check(new Set(all).size === all.length, 'each sponsor in one place');
  if (s.race > 0 || state.phase === 'finished' && s.places.length > 1) check(held.length === n, 'after the first race everybody has a sponsor');
  if (s.order) check(s.order[0] === state.startPlayer && new Set(s.order).size === n, 'the turn order is a placement');
}

export function assertInvariants(state: AutoState): void {
  const n = state.seats;
  const g = geo(state);
  check(Number.isInteger(n) && n >= 2 && n <= 5 && state.players.length === n, 'seats 2..5, one player each');
  check(state.cards.length === 5, 'five action cards');
  check(state.current >= 0 && state.current < n && state.startPlayer >= 0 && state.startPlayer < n, 'seat numbers');

  // Dice are conserved between supply, bags, tableaus and the track.
  const have = state.supply.slice();
  for (const p of state.players) {
    for (const area of [p.bag, p.active, p.used, p.discard]) {
      check(area.length === COLOURS.length, 'a count per colour');
      area.forEach((x, c) => {
        check(Number.isInteger(x) && x >= 0, 'no negative counts');
        have[c] += x;
      });
    }
  }
  state.supply.forEach((x) => check(Number.isInteger(x) && x >= 0, 'supply not negative'));
  for (const d of state.turn.track) have[d.colour]++;
  check(have.every((x, c) => x === SUPPLY[c]), () => `dice conserved: ${have} vs ${SUPPLY}`);

  // Cars: on the track, never two on one segment, laps within the race.
  const segs = state.players.map((p) => p.seg);
  check(new Set(segs).size === n, 'no two cars on a segment');
  // laps -1: a car that started behind the finish line and has not crossed it yet (Tucson).
  const minLaps = TRACKS[state.options.track].grid.some((gs) => gs.slice < 0) ? -1 : 0;
  for (const p of state.players) {
    check(Number.isInteger(p.seg) && p.seg >= 0 && p.seg < g.segs, 'car on a segment');
    check(Number.isInteger(p.laps) && p.laps >= minLaps && p.laps <= state.options.laps, 'laps within the race');
    check(p.owedDraws >= 0 && (state.options.beschleunigt || p.owedDraws === 0), 'owed draws only in the accelerated variant');
  }
  if (state.endTriggered || state.phase === 'finished') check(state.players.some((p) => p.laps >= state.options.laps), 'the end was triggered by a finished car');
  else check(state.players.every((p) => p.laps < state.options.laps), 'a finished car triggers the end');

  // The start player's own field (Tucson): only while he stands on P1.
  if (state.p1Hold !== undefined) check(state.p1Hold === true && ownFieldSeg(state) !== null && state.players[state.startPlayer].seg === ownFieldSeg(state), 'P1 held only by the start player on it');

  const t = state.turn;
  // Sogwirkung: between turns every car stands on the foremost free segment of its field.
  if ((t.stage === 'begin' && !t.step) || state.phase !== 'turn') {
    const sg = suctionGeo(state);
    // A V12-Motor's owed fields being driven (accelerated variant): Sogwirkung follows the drive.
    const driving = t.pending?.card === 'v12' && t.pending.n > 0;
    for (const p of driving ? [] : state.players) {
      const f = sg.fields[sg.segField[p.seg]];
      const ahead = f.segs.slice(0, f.segs.indexOf(p.seg));
      check(ahead.every((s) => segs.includes(s)), 'Sogwirkung: the segments ahead in the field are taken');
    }
    // A fresh turn — in the accelerated variant a V12-Motor's owed fields may wait to be driven first.
    const owed = t.pending?.card === 'v12' && t.pending.path?.car?.seat === state.current;
    check(t.track.length === 0 && (t.pending === null || owed) && !t.noWear && t.activated.length === 0, 'a fresh turn');
  }
  // Dice on the track lie ahead of the car, never on a car — until the car moves (then they mark the fields used until the end phase).
  const me = state.players[state.current];
  for (const d of t.track) {
    if (t.step) break;
    const last = d.path[d.path.length - 1];
    check(!segs.includes(last), 'no die on a car');
    check(d.dist > progressOf(state, me), 'dice lie ahead of the car');
    check(d.path.length >= 1 && d.path.every((s) => s >= 0 && s < g.segs), 'die on the track');
  }
  check(new Set(t.track.map((d) => d.path[d.path.length - 1])).size === t.track.length, 'one die per segment');

  // The expansion's drivers: none without the module; after the draft one each, all different.
  const drivers = state.players.map((p) => p.driver).filter((d) => d !== undefined);
  if (!state.options.drivers) check(drivers.length === 0 && !state.draft, 'no drivers without the module');
  else if (state.phase !== 'drivers') check(drivers.length === n && new Set(drivers).size === n, 'a driver each');
  for (const p of state.players) check(!p.owedDrive || state.options.beschleunigt, 'owed fields only in the accelerated variant');
  if (state.interlude) {
    const il = state.interlude;
    check(state.phase === 'turn' && il.owner === state.current && il.seat !== il.owner && !il.waiting.includes(il.seat), 'V12-Motor: the cars behind drive in the owner\'s turn');
    check(t.pending?.card === 'v12' && t.pending.path?.car?.seat === il.seat, 'V12-Motor: the driving car waits for its fields');
  }

  if (state.season) checkSeason(state);
  else check(!state.options.season, 'a season has its record');

  switch (state.phase) {
    case 'sponsors': {
      const pick = state.season?.pick;
      check(!!pick && (pick.effect !== null || pick.order.length > 0), 'between races: a sponsor to choose or an effect under way');
      check(state.players.every((p) => total(p.active) + total(p.used) + total(p.discard) === 0), 'between races: every die in the bag');
      check(t.track.length === 0 && t.pending === null, 'between races: no turn under way');
      break;
    }
    case 'drivers': {
      const d = state.draft!;
      check(!!d && state.round === 0 && d.order[0] === state.current, 'the draft: the seat on turn chooses');
      check(d.offer.length === d.order.length + 1 && drivers.length === n - d.order.length, 'the draft: one driver more on offer than seats to choose');
      break;
    }
    case 'opening':
      check(state.round === 0 && t.stage === 'buy' && t.track.length === 0, 'opening: buying only');
      check(state.players.every((p) => total(p.active) === 0 && total(p.discard) === 0), 'opening: nothing drawn yet');
      check(t.money >= 0 && t.money <= state.players[state.current].startMoney, 'opening money');
      break;
    case 'turn':
      check(state.round >= 1, 'rounds count from 1');
      check(t.money >= 0, 'money not negative');
      check(state.answering.every((s) => s !== state.current && s >= 0 && s < n), 'only others answer');
      if (state.answering.length) check(t.pending === null, 'answers come after the effect');
      break;
    case 'finished':
      check(state.endTriggered && state.current === state.startPlayer, 'the game ends after a full round');
      check(state.answering.length === 0, 'nobody answers after the end');
      break;
    default:
      check(false, 'known phase');
  }
}
