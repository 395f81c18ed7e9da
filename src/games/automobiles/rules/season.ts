/**
 * The race season of the expansion (rule text „Rennsaison", „Aufbau einer Rennsaison", „Vergabe
 * der Sponsoren", „Punktevergabe", „Aufbau des nächsten Rennens", „Spielende und Sieger einer
 * Rennsaison"): three to five races in a row, one game on the site. After each race but the
 * last the players choose sponsors in placement order and carry out their effects; then the
 * next race starts on the next track with the bags, the supply, the cards, the drivers and the
 * sponsors as they are.
 */
import type { Prng } from '../../../engine/prng';
import { BR, HAND, COLOURS, total } from '../data/dice';
import { drawMany } from './bag';
import { econ, removeDie } from './common';
import { standings } from './position';
import { onGrid } from './grid';
import { STANDARD_REMOVAL, SPONSOR_IDS, sponsor, type Place } from '../data/sponsors';
import { STOP, col } from './steps';
import { TRACKS, TRACK_IDS, type TrackId } from '../data/tracks';
import { freshTurn } from './state';
import type { AutoMove, AutoState, SponsorEffect } from './state';

/** „Punktevergabe": 1st place 4, 5, 6, 7, 8 points in races 1–5; a middle place 3; the last 2 (in a 2-player game the 2nd counts as middle). */
export const FIRST_POINTS = [4, 5, 6, 7, 8];
export const MIDDLE_POINTS = 3;
export const LAST_POINTS = 2;

/** The place a seat's finish counts as („Mittlerer Platz" … „In einem 2-Personenspiel erhält der Zweitplatzierte die Punkte für den mittleren Platz"). */
export function placeOf(index: number, seats: number): Place {
  if (index === 0) return 'first';
  return index === seats - 1 && seats > 2 ? 'last' : 'middle';
}

export function pointsFor(race: number, place: Place): number {
  return place === 'first' ? FIRST_POINTS[race] : place === 'middle' ? MIDDLE_POINTS : LAST_POINTS;
}

/** Reveals up to `n` sponsors from the face-down pile (which one is drawn when revealed). */
function reveal(state: AutoState, prng: Prng, n: number): void {
  const s = state.season!;
  for (let i = 0; i < n && s.deck.length; i++) {
    const id = s.deck[prng.int(s.deck.length)];
    s.deck = s.deck.filter((x) => x !== id);
    s.offer.push(id);
  }
}

/**
 * „Aufbau einer Rennsaison": the tracks (the lobby's choice for each race, else drawn with the
 * track cards from those not yet in the season), the sponsors shuffled face down and as many
 * revealed as there are players.
 */
export function startSeason(state: AutoState, prng: Prng): void {
  const o = state.options;
  const races = o.season!;
  const tracks: TrackId[] = [o.track];
  for (let r = 2; r <= races; r++) {
    const chosen = o[`track${r}` as 'track2'];
    if (chosen) tracks.push(chosen);
    else {
      const left = TRACK_IDS.filter((x) => !tracks.includes(x));
      tracks.push(prng.pick(left.length ? left : TRACK_IDS));
    }
  }
  state.season = { tracks, race: 0, places: [], points: [], deck: [...SPONSOR_IDS], offer: [], sponsors: state.players.map(() => null) };
  reveal(state, prng, state.seats);
}

/**
 * A race of the season is over (the round in which a car finished its last lap is complete):
 * the placement, the points, then the sponsors — or, after the last race, the end of the season.
 */
export function endRace(state: AutoState): void {
  const s = state.season!;
  const places = standings(state);
  s.places.push(places);
  s.points.push(state.players.map((_, seat) => pointsFor(s.race, placeOf(places.indexOf(seat), state.seats))));
  if (s.race + 1 >= s.tracks.length) return; // „Spielende und Sieger einer Rennsaison"
  // „Die Spieler können den Inhalt ihres Beutels auf ihr Spielertableau leeren … Vor Beginn des nächsten Rennens werden alle Würfel … wieder in den Beutel gefüllt":
  // every die of a player is at hand for the sponsor (we keep them in the bag).
  for (const p of state.players) {
    for (let c = 0; c < p.bag.length; c++) {
      p.bag[c] += p.active[c] + p.used[c] + p.discard[c];
      p.active[c] = p.used[c] = p.discard[c] = 0;
    }
    // What another player's card owed him belonged to the race that is over.
    p.owedDraws = 0;
    delete p.owedDrive;
  }
  state.phase = 'sponsors';
  state.current = places[0];
  s.pick = { order: places.slice(), effect: null };
}

// ---------------------------------------------------------------------------------------------
// Choosing sponsors

/** The seat choosing or carrying out a sponsor now. */
export function sponsorSeat(state: AutoState): number {
  const pick = state.season!.pick!;
  return pick.effect ? pick.effect.seat : pick.order[0];
}

export function sponsorMoves(state: AutoState, seat: number): AutoMove[] {
  const s = state.season!;
  const e = s.pick!.effect;
  if (e) return effectMoves(state, e);
  const out: AutoMove[] = s.offer.map((id) => ({ type: 'sponsor', sponsor: id }) as AutoMove);
  // „Entscheidet sich der Spieler seinen alten Sponsor zu behalten, so wählt er aus den neu verfügbaren Sponsoren einen aus und entfernt diesen."
  if (s.sponsors[seat]) {
    if (s.offer.length) out.push(...s.offer.map((id) => ({ type: 'keepSponsor', drop: id }) as AutoMove));
    else out.push({ type: 'keepSponsor' });
  }
  return out;
}

/** A sponsor taken (the old one back into the box) or kept (one new one removed); its effect for the seat's place begins. */
function chooseSponsor(state: AutoState, seat: number, move: Extract<AutoMove, { type: 'sponsor' | 'keepSponsor' }>): void {
  const s = state.season!;
  if (move.type === 'sponsor') {
    s.sponsors[seat] = move.sponsor;
    s.offer = s.offer.filter((x) => x !== move.sponsor);
  } else if (move.drop) {
    s.offer = s.offer.filter((x) => x !== move.drop);
  }
  const places = s.places[s.places.length - 1];
  const place = placeOf(places.indexOf(seat), state.seats);
  s.pick!.order.shift();
  s.pick!.effect = { seat, sponsor: s.sponsors[seat]!, place, stage: 'standard', n: 0, k: STANDARD_REMOVAL[place], nonWear: 0, money: 0 };
  skipEmpty(state);
}

// ---------------------------------------------------------------------------------------------
// A sponsor's effect

/** Colours the sponsor's money buys (the supply as the race left it: „es wird also nichts aufgefüllt"). */
function buyColours(state: AutoState, money: number): number[] {
  const { cost } = econ(state);
  const out: number[] = [];
  for (let c = 0; c < BR; c++) if (state.supply[c] > 0 && cost[c] <= money) out.push(c);
  return out;
}

function effectMoves(state: AutoState, e: SponsorEffect): AutoMove[] {
  const bag = state.players[e.seat].bag;
  const removable = (c: number) => bag[c] > 0 && (e.stage !== 'wear' || c === BR);
  switch (e.stage) {
    case 'buy':
      return [...buyColours(state, e.money).map((c) => ({ type: 'buy', colour: col(c) }) as AutoMove), STOP];
    case 'gain':
      return [...buyColours(state, Infinity).map((c) => ({ type: 'buy', colour: col(c) }) as AutoMove), STOP];
    default: {
      const out: AutoMove[] = [];
      for (let c = 0; c < COLOURS.length; c++) if (removable(c)) out.push({ type: 'choose', colour: col(c), area: 'bag' });
      out.push(STOP);
      return out;
    }
  }
}

/** Can the stage still do anything? */
function stageOpen(state: AutoState, e: SponsorEffect): boolean {
  const bag = state.players[e.seat].bag;
  switch (e.stage) {
    case 'buy':
      return buyColours(state, e.money).length > 0;
    case 'gain':
      return e.n < e.k && buyColours(state, Infinity).length > 0;
    case 'wear':
      return e.n < e.k && bag[BR] > 0;
    default:
      return e.n < e.k && total(bag) > 0;
  }
}

/**
 * The family's special ability after the standard one (appendix „Sponsoren"): A money to buy
 * with; B more dice removed; C more wear removed; D free dice; E up to N wear per non-wear die the
 * standard ability removed; F more dice removed, each $2 to buy with.
 */
function nextStage(state: AutoState, e: SponsorEffect): boolean {
  const n = sponsor(e.sponsor).n[e.place];
  const go = (stage: SponsorEffect['stage'], k: number, money = 0) => {
    e.stage = stage;
    e.n = 0;
    e.k = k;
    e.money = money;
    return true;
  };
  if (e.stage === 'standard') {
    switch (sponsor(e.sponsor).family) {
      case 'A':
        return go('buy', 0, n);
      case 'B':
      case 'F':
        return go('extra', n);
      case 'C':
        return go('wear', n);
      case 'D':
        return go('gain', n);
      case 'E':
        return go('wear', n * e.nonWear);
    }
  }
  if (e.stage === 'extra' && sponsor(e.sponsor).family === 'F') return go('buy', 0, 2 * e.n);
  return false;
}

/** Passes over stages that can do nothing; when the effect is over, the next seat chooses (or the next race begins). */
function skipEmpty(state: AutoState): void {
  const pick = state.season!.pick!;
  const e = pick.effect!;
  while (!stageOpen(state, e)) {
    if (!nextStage(state, e)) {
      pick.effect = null;
      return;
    }
  }
}

/** A move between races: a sponsor chosen, or a step of its effect; when the effect is over the next seat chooses, after the last the next race begins. */
export function applySponsorMove(state: AutoState, seat: number, move: AutoMove, prng: Prng): void {
  const s = state.season!;
  if (move.type === 'sponsor' || move.type === 'keepSponsor') chooseSponsor(state, seat, move);
  else stepEffect(state, move);
  if (!s.pick!.effect) {
    if (s.pick!.order.length) state.current = s.pick!.order[0];
    else nextRace(state, prng);
  }
}

/** One step of a sponsor's effect. */
function stepEffect(state: AutoState, move: AutoMove): void {
  const s = state.season!;
  const e = s.pick!.effect!;
  const p = state.players[e.seat];
  if (move.type === 'choose') {
    const c = COLOURS.indexOf(move.colour);
    removeDie(state, p.bag, c);
    e.n++;
    if (e.stage === 'standard' && c !== BR) e.nonWear++;
  } else if (move.type === 'buy') {
    const c = COLOURS.indexOf(move.colour);
    state.supply[c]--;
    p.bag[c]++;
    if (e.stage === 'buy') e.money -= econ(state).cost[c];
    else e.n++;
  } else if (!nextStage(state, e)) {
    s.pick!.effect = null;
  }
  if (s.pick!.effect) skipEmpty(state);
}

/**
 * „Aufbau des nächsten Rennens": only the board changes. The placement is the new turn order
 * (the winner starts), the cars stand on the new grid in that order, every player draws 7 — no
 * opening purchase — and as many new sponsors are revealed as there are players (as many as the
 * pile still has).
 */
function nextRace(state: AutoState, prng: Prng): void {
  const s = state.season!;
  delete s.pick;
  s.race++;
  const order = s.places[s.places.length - 1].slice();
  s.order = order;
  state.options.track = s.tracks[s.race];
  const track = TRACKS[state.options.track];
  order.forEach((seat, place) => onGrid(track, state.players[seat], place));
  if (track.grid[0].ownField) state.p1Hold = true;
  else delete state.p1Hold;
  state.startPlayer = order[0];
  state.current = order[0];
  state.phase = 'turn';
  state.round = 1;
  state.endTriggered = false;
  state.answering = [];
  state.turn = freshTurn();
  for (const seat of order) drawMany(state.players[seat], prng, HAND);
  reveal(state, prng, state.seats);
}

// ---------------------------------------------------------------------------------------------
// The season's result

/** Season points of each seat so far. */
export function seasonTotals(state: AutoState): number[] {
  const s = state.season!;
  return state.players.map((_, seat) => s.points.reduce((sum, race) => sum + race[seat], 0));
}

/** „Der Spieler mit den meisten Punkten gewinnt … Gleichstand … wer das letzte Rennen mit der besseren Platzierung abgeschlossen hat." Seats from the champion down. */
export function seasonOrder(state: AutoState): number[] {
  return rankSeason(seasonTotals(state), state.season!.places, standings(state));
}

/** Seats by season points; ties by the place in the last race finished (before the first: the race as it stands). */
export function rankSeason(totals: readonly number[], places: readonly number[][], now: readonly number[]): number[] {
  const last = places[places.length - 1] ?? now;
  return last.slice().sort((a, b) => totals[b] - totals[a] || last.indexOf(a) - last.indexOf(b));
}
