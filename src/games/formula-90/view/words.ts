/**
 * Formula 90's words as messages of its catalogues (messages/en.json, messages/de.json): cars,
 * cards, strategies, sections. The module never writes a finished sentence; the platform renders
 * these in the reader's language.
 */
import { list, msg, seat, type Msg, type Param } from '../../../engine/text';
import { isTrackCard, playingCard, trackCard } from '../data/track-cards';
import { PLAYER_COLOURS } from '../data/car-sheets';
import { findLaneLine, trackOf } from '../data/tracks';
import type { TrackId } from '../data/track-types';

/** A message of the game's catalogue ("formula-90.<key>"). */
export const t = (key: string, params?: Record<string, Param>): Msg => msg(`formula-90.${key}`, params);

/** A car: a player's (his name and colour) or a robot ("FAST robot 2"). */
export function carText(id: string): Msg {
  const m = /^p(\d+)$/.exec(id);
  if (m) {
    const n = Number(m[1]);
    return t('car.player', { owner: seat(n), colour: PLAYER_COLOURS[n] });
  }
  const r = /^(superfast|fast|slow)(\d+)$/.exec(id);
  return t('car.robot', { kind: r ? r[1] : id, n: r ? Number(r[2]) : 0 });
}

export function carsText(ids: readonly string[]): Param {
  return list(ids.map((id) => carText(id)));
}

/** A race card as printed: movement and test factor, „+4(11)", with its colour for the select. */
export function cardText(no: number): Msg {
  const c = playingCard(no);
  // a track card names its curve („Bahnkarten und Extras")
  if (isTrackCard(no)) return t('trackCard', { move: c.move, test: c.test, type: c.type, curve: trackCard(no).curve });
  return t('card', { move: c.move, test: c.test, type: c.type });
}

export function cardsText(cards: readonly number[]): Param {
  return list(cards.map(cardText));
}

export function strategyText(id: string): Msg {
  return t(`strategy.${id}`);
}

/** A curve's proper name („Variante Ascari"; the same in every language, but a word of the catalogue), if it has one. */
export function curveText(track: TrackId, curve: number | undefined): Msg | null {
  if (curve === undefined || !trackOf(track).sections.some((x) => x.curve === curve && x.name)) return null;
  return t(`curve.${track}.${curve}`);
}

/** A section of a track: „section 13 (curve 6 Variante Ascari)". */
export function sectionText(track: TrackId, section: number): Msg {
  const sec = trackOf(track).sections[section];
  const name = sec.type === 'curve' ? curveText(track, sec.curve) : null;
  return t('section', { n: section + 1, type: sec.type, curve: sec.curve ?? 0, named: name ? 'yes' : 'no', name: name ?? '' });
}

/** A lane line: „the orange +2 line". */
export function laneText(track: TrackId, id: string): Msg {
  const found = findLaneLine(trackOf(track), id);
  return t('lane', { colour: found?.line.colour ?? 'movement', bonus: found?.line.bonus ?? 0 });
}

/** The real laps of a lap-counter box: „lap 15–16". */
export function lapText(track: TrackId, box: number): Msg {
  const b = trackOf(track).lapCounter.boxes[box];
  return t('laps', { first: b.laps[0], last: b.laps[1], multi: b.laps[1] > b.laps[0] ? 'yes' : 'no', round: box + 1 });
}

/** A modifier with its sign: „+2", „±0", „−1". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}
