/**
 * Playing track cards (Formula 90, advanced module „Bahnkarten und Extras": „BAHNKARTEN"). A track
 * card is a race card with a curve and symbols: for movement it must use one of its curve's
 * sections; its symbols help in that curve only (rules/track-symbols.ts).
 */
import { isTrackCard, trackCard, trackCardSections } from '../data/track-cards';
import { car as carOf, sectionOf, track } from './order';
import { runMovement } from './movement';
import { movementPoints } from './movement-value';
import { changeWeather } from './tyres';
import { cloneState, type Car, type F90State, type MoveCtx, type Turn, type WeatherStep } from './state';

/**
 * The sections the car would use with these cards (and the play's soft-tyre +1 and weather steps):
 * where it stands, and every section it would enter up to where it stops or its player must decide
 * (a lap test, BANGING WHEELS' overtaking choice, late braking): what it surely reaches. Worked out
 * on a copy of the state.
 */
function sectionsUsed(s: F90State, t: Turn, c: Car, cards: readonly number[], soft: boolean, weather: readonly WeatherStep[], hazard: number): Set<number> {
  const sim = cloneState(s);
  sim.events = [];
  const sc = carOf(sim, c.id);
  const p = sim.players[sc.seat!];
  if (weather.length > 0) changeWeather(sim, c.id, weather); // the robots may stop for their tyres first
  const start = sc.pos;
  const ctx: MoveCtx = {
    mp: movementPoints(sim, sc, p, cards, hazard, soft),
    entered: 0,
    braked: t.braked,
    freePass: t.freePass,
    bwOvertake: false,
    lapping: null,
    from: start,
    passed: [],
    played: [...cards],
  };
  runMovement(sim, sc, ctx);
  const out = new Set<number>();
  for (let pos = start; pos <= Math.max(start, sc.pos); pos++) out.add(sectionOf(s, pos));
  return out;
}

/**
 * „BAHNKARTEN": a track card may be played for movement only if the car starts in, moves through
 * or ends in a section of its curve; of a pair of track cards, both. Race cards always may.
 */
export function usableForMovement(s: F90State, t: Turn, c: Car, cards: readonly number[], soft: boolean, weather: readonly WeatherStep[], hazard: number): boolean {
  // a card whose curve the car starts in may be played without looking further (the start counts)
  const here = sectionOf(s, c.pos);
  const tracks = cards.filter((x) => isTrackCard(x) && !trackCardSections(track(s), trackCard(x).curve).includes(here));
  if (tracks.length === 0) return true;
  const used = sectionsUsed(s, t, c, cards, soft, weather, hazard);
  return tracks.every((x) => trackCardSections(track(s), trackCard(x).curve).some((sec) => used.has(sec)));
}
