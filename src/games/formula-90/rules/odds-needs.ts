/**
 * What a test needs and what its failure costs, worked out from the seat's view (F90View) for the
 * odds and warnings of Formula 90's gambles (rules/odds.ts): the need of a played card's test, the
 * leader's lapping test and the late braking („TEST", „ÜBERRUNDUNG DURCH DEN FÜHRENDEN", „BREMSEN"),
 * and a failure's cost — a damage disc, off the track, the off-track line's icons, out of the race.
 */
import { list, type Text } from '../../../engine/text';
import { REFLEXES_BONUS } from '../data/abilities';
import { CHECK_MODIFIER } from '../data/cards';
import { playingCard } from '../data/track-cards';
import type { OffTrackIcon } from '../data/track-types';
import { trackOf } from '../data/tracks';
import { RAIN_TEST_MODIFIER } from '../data/weather';
import type { F90View, PlayerView } from '../view/view';
import { t } from '../view/words';
import type { F90State } from './state';

export function me(view: F90View): PlayerView {
  return view.players[view.viewer ?? 0];
}

/** REFLEXES: „alle seine Tests erhalten einen +20 Bonus". */
export function reflexes(p: PlayerView): number {
  return p.ability === 'reflexes' ? REFLEXES_BONUS : 0;
}

/** „bei Regen … ein -20 Handikap auf ihre Tests" (not the leader's lapping test). */
export function rain(view: F90View): number {
  return view.weather?.condition === 'rain' ? RAIN_TEST_MODIFIER : 0;
}

const testOf = (card: number | null): number => (card !== null && card !== 0 ? playingCard(card).test : 0);

/** The need of a played card's test against `target` („TEST", „Check ±20"). */
export function cardTestNeed(view: F90View, forCard: number, target: number | null): number {
  const check = playingCard(forCard).check ?? 'normal';
  return testOf(target) + CHECK_MODIFIER[check] + rain(view) + reflexes(me(view));
}

/** The leader's test before lapping: against the target, no rain („ÜBERRUNDUNG DURCH DEN FÜHRENDEN"). */
export function lapTestNeed(view: F90View): number {
  return testOf(me(view).target) + reflexes(me(view));
}

/** The late braking's blind test against the braking section's target („BREMSEN"). */
export function brakeNeed(view: F90View): number {
  const car = view.cars.find((c) => c.id === view.turn?.car);
  const brake = car?.section != null ? (trackOf(view.track).sections[car.section].brake ?? 0) : 0;
  return brake + reflexes(me(view)) + rain(view);
}

export function freeSlots(p: PlayerView): number {
  return p.slots - p.damage.red - p.damage.brown;
}

// ---------------------------------------------------------------------------------------------
// What a failure costs

/** A failed test of a played card: a damage disc; out without a free slot („SCHÄDEN"). */
export function testFailure(slots: number): { failure: Text; out: boolean } {
  return slots < 1 ? { failure: t('odds.fail.damageOut'), out: true } : { failure: t('odds.fail.damage'), out: false };
}

/** The icons of an off-track line from icon `from` on, up to its next test (the test may bring the car back). */
function lineFrom(view: F90View, from: number): readonly OffTrackIcon[] {
  const car = view.cars.find((c) => c.id === view.turn?.car);
  if (car?.section == null) return [];
  const icons = trackOf(view.track).sections[car.section].offTrack?.icons ?? [];
  return icons.slice(from);
}

/**
 * Following an off-track line when every test on it fails (the worst case): its icons in words,
 * and whether the car can go out — an „Ausfall" or safety-car icon, tyre chips it cannot pay
 * („nur Reifenchips"), damage without room, or its fuel stop falling in the re-entry round.
 */
function lineWorst(view: F90View, icons: readonly OffTrackIcon[]): { words: Text[]; out: boolean } {
  const p = me(view);
  let chips = p.chips;
  let slots = freeSlots(p);
  let out = false;
  const words: Text[] = [];
  for (const icon of icons) {
    switch (icon.kind) {
      case 'test':
        words.push(t('odds.icon.test', { need: icon.target + rain(view) }));
        break;
      case 'tyres':
        words.push(t('odds.icon.tyres', { n: icon.n }));
        if (chips < icon.n) out = true;
        chips -= icon.n;
        break;
      case 'damage':
        words.push(t('odds.icon.damage', { n: icon.n }));
        if (slots < icon.n) out = true;
        slots -= icon.n;
        break;
      case 'handicap':
        words.push(t('odds.icon.handicap', { n: icon.n }));
        break;
      case 'pit':
        words.push(t('odds.icon.pit'));
        break;
      case 'out':
        words.push(t('odds.icon.out'));
        out = true;
        break;
      case 'safetyCar':
        words.push(t('odds.icon.safetyCar'));
        out = true;
        break;
    }
    if (icon.kind === 'out' || icon.kind === 'safetyCar') break;
  }
  return { words, out: out || fuelOutAtReentry(view) };
}

/** „In der Runde, in der ein Fahrer auf die Bahn zurück fährt, ist es ihm nicht erlaubt, einen Boxenstopp durchzuführen": due then, the car is out. */
function fuelOutAtReentry(view: F90View): boolean {
  const p = me(view);
  return p.fuelBox !== null && p.fuelBox <= view.box + 1 && view.box + 1 <= view.lastBox;
}

/** A failed late braking: off the track; in the advanced game along the off-track line. */
export function brakeFailure(view: F90View): { failure: Text; out: boolean } {
  if (!view.options.offTrack) {
    const out = fuelOutAtReentry(view);
    return { failure: t(out ? 'odds.fail.offTrackFuel' : 'odds.fail.offTrack'), out };
  }
  const w = lineWorst(view, lineFrom(view, 0));
  return { failure: t(w.out ? 'odds.fail.offLineOut' : 'odds.fail.offLine', { icons: list(w.words) }), out: w.out };
}

/** A failed test on the off-track line: on along it, from the icon after the test. */
export function offTestFailure(view: F90View, at: number): { failure: Text; out: boolean } {
  const w = lineWorst(view, lineFrom(view, at + 1));
  if (!w.words.length) return { failure: t(w.out ? 'odds.fail.offRejoinFuel' : 'odds.fail.offRejoin'), out: w.out };
  return { failure: t(w.out ? 'odds.fail.offLineOut' : 'odds.fail.offLine', { icons: list(w.words) }), out: w.out };
}

/** The index of the test icon the player makes now (the first test icon of the line: the state keeps it as turn.off). */
export function offIndex(s: F90State | null, view: F90View): number {
  if (s?.turn?.off !== undefined) return s.turn.off;
  // from the view alone: the first test icon whose need is the one shown
  const icons = lineFrom(view, 0);
  const i = icons.findIndex((x) => x.kind === 'test' && x.target + rain(view) === view.turn?.offNeed);
  return Math.max(0, i);
}
