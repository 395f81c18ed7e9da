/**
 * Tyres and weather (Formula 90, advanced module „Reifentypen und Wetter": „BESTIMME DAS WETTER",
 * „WÄHLE DIE REIFEN", „WETTER UND REIFEN", „WETTERBEDINGUNGEN"). Without the module nothing here
 * acts: no marker, no tyres, no handicaps.
 */
import {
  conditionOf,
  nearestStable,
  RAIN_TEST_MODIFIER,
  SOFT_BONUSES,
  SOFT_CHIP_LOSS,
  SOFT_SETS,
  TYRE_HANDICAP,
  TYRE_TYPES,
  weatherSlotOf,
  weatherStep,
  type TyreType,
  type WeatherCondition,
} from '../data/weather';
import { playingCard } from '../data/track-cards';
import { pitStop } from './damage';
import { hasModule, needModule, tyresOf, tyresOn } from './modules';
import type { TyresPlayer } from './module-state';
import { discardCards, drawCard, withPrng } from './piles';
import { isRobot } from './order';
import { gainTrackCards } from './specials';
import type { F90State, Player, WeatherStep } from './state';

/** The weather now (null without the module or before the start). */
export function weatherNow(s: F90State): WeatherCondition | null {
  return s.weather ? conditionOf(s.weather) : null;
}

/** „bei Regen [erleiden] alle Fahrer … ein -20 Handikap auf ihre Tests" (the caller leaves out the leader's lapping test). */
export function rainModifier(s: F90State): number {
  return weatherNow(s) === 'rain' ? RAIN_TEST_MODIFIER : 0;
}

/** The movement handicap of a player's tyres in this weather (robots never have one). */
export function tyreHandicap(s: F90State, p: Player): number {
  const w = weatherNow(s);
  return w && p.tyre ? TYRE_HANDICAP[p.tyre][w] : 0;
}

/** The tyres a player may fit: soft while he has fitted fewer than two sets („maximal zwei Sätze weiche Reifen"). */
export function tyreChoices(p: TyresPlayer): TyreType[] {
  return TYRE_TYPES.filter((x) => x !== 'soft' || p.softSets < SOFT_SETS);
}

/**
 * Fitting tyres (at the start, or at a pit stop after the chips are refilled): soft — three +1
 * bonuses (any left are lost) and 3 chips fewer; hard — full chips and a track card (with „Bahnkarten
 * und Extras"; at a pit stop it comes after the hand is refilled, beyond the hand size); intermediate
 * and rain — full chips.
 */
export function fitTyres(s: F90State, player: Player, tyre: TyreType, withCard = true): void {
  const p = needModule(tyresOf(s, player), 'tyres fitted');
  p.tyre = tyre;
  p.chips = p.chipsMax;
  p.softLeft = 0;
  if (tyre === 'soft') {
    p.chips = Math.max(0, p.chipsMax - SOFT_CHIP_LOSS);
    p.softLeft = SOFT_BONUSES;
    p.softSets += 1;
  }
  s.events.push({ k: 'tyres', car: p.car, tyre, ...(tyre === 'soft' ? { soft: p.softLeft } : {}) });
  if (tyre === 'hard' && withCard) gainTrackCards(s, p, 1, 'hard');
}

/**
 * „BESTIMME DAS WETTER": a race card from the draw pile puts the marker on the slot of its test
 * factor (the card is discarded); the robots take their tyres for the nearest stable weather, by lot
 * on the exact middle.
 */
export function startWeather(s: F90State): void {
  const card = drawCard(s);
  s.weather = weatherSlotOf(card ? playingCard(card).test : 1);
  if (card) discardCards(s, [card]);
  s.events.push({ k: 'weather', slot: s.weather, ...(card ? { card } : {}) });
  const stable = nearestStable(s.weather);
  const dry = stable === null ? withPrng(s, (p) => p.int(2)) === 0 : stable === 'dry';
  s.robotTyre = dry ? 'hard' : 'rain';
  s.events.push({ k: 'tyres', car: null, tyre: s.robotTyre });
}

/** The weather steps a play may take: one per weather symbol of its cards, each −1, 0 or +1. */
export function weatherStepChoices(s: F90State, cards: readonly number[]): WeatherStep[][] | null {
  if (!hasModule(s, 'tyres')) return null;
  const n = cards.filter((x) => playingCard(x).weather).length;
  if (n === 0) return null;
  let out: WeatherStep[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((xs) => ([-1, 0, 1] as const).map((x) => [...xs, x]));
  return out;
}

/**
 * A weather symbol's event: „kann er den Wetterspielstein um einen Schritt in die bevorzugte
 * Richtung bewegen oder ihn lassen" — each step at once („Die Wetterbedingungen ändern sich
 * sofort"). When the weather turns to the other stable condition than the robots' tyres suit, all
 * robots stop at once to change them; the stop is their fuel stop too.
 */
export function changeWeather(s: F90State, car: string, steps: readonly WeatherStep[]): void {
  if (steps.length === 0) return;
  if (!tyresOn(s) || s.weather === null) throw new Error('Formula 90: a weather step without the weather marker („Reifentypen und Wetter")');
  for (const step of steps) {
    const was: number = s.weather;
    s.weather = weatherStep(was, step);
    if (s.weather !== was) s.events.push({ k: 'weather', slot: s.weather, car, was });
    robotsForWeather(s);
  }
}

/**
 * „Wenn sich die Wetterbedingungen von trocken zu Regen ändern oder umgekehrt, führen alle Roboter
 * sofort einen Boxenstopp durch": rain on hard tyres, or dry on rain tyres. „dies [zählt] auch als
 * Tankstopp …: alle Tankplättchen der Roboter [werden] vom Rundenanzeiger entfernt". A robot off the
 * track, or one that stopped this round already, changes with the others but makes no (second) stop.
 */
function robotsForWeather(s: F90State): void {
  const w = weatherNow(s);
  const want = w === 'rain' ? 'rain' : w === 'dry' ? 'hard' : null;
  if (!want || want === s.robotTyre) return;
  s.robotTyre = want;
  s.events.push({ k: 'tyres', car: null, tyre: want });
  s.robotFuel = [];
  for (const c of s.cars) {
    if (!isRobot(c) || c.status === 'out') continue;
    // a robot that stopped this round already has its new tyres from that stop
    if (c.status === 'racing' && !c.justPit) pitStop(s, c, false);
    else {
      c.fuelDue = false;
      c.refuelled = true;
    }
  }
}
