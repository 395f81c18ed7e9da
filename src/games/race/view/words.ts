/**
 * Race's words as messages of its catalogues (messages/en.json, messages/de.json): the Knonster,
 * their traits and superpowers, the cards, the podium and the short effects on buttons. The module
 * never writes a finished sentence; the platform renders these in the reader's language.
 */
import { list, msg, type Msg, type Param, type Text } from '../../../engine/text';
import { CardKind, FINISHED, Knonster, KnonsterCard, PlacementCard, cardKnonster, cardType } from '../data/race';
import type { Step } from '../rules/card-effects';
import { resolvePlay } from '../rules/powers';
import type { PlayMove, Track } from '../rules/state';

/** A message of Race's catalogue ("race.<key>"). */
export const t = (key: string, params?: Record<string, Param>): Msg => msg(`race.${key}`, params);

/** A Knonster's name ("Rithle"; the same in every language, but a word of the game). */
export function knonsterName(k: Knonster): Msg {
  return t(`knonster.${k}`);
}

/** The letter on a Knonster's token and chips. */
export function knonsterInitial(k: Knonster): Msg {
  return t(`initial.${k}`);
}

/** Its character in the rule text ("das ängstliche Rithle"): "timid". */
export function knonsterTrait(k: Knonster): Msg {
  return t(`trait.${k}`);
}

/** The name of its superpower (designed, see docs/games/race/design.md): "double". */
export function powerName(k: Knonster): Msg {
  return t(`power.${k}`);
}

/** Its superpower with the owner: 'Celya's superpower "double"'. */
export function superpower(k: Knonster): Msg {
  return t(`superpower.${k}`);
}

/** Two favourites as one text: "Celya and Elaari". */
export function pair(ks: readonly Knonster[]): Param {
  return list(ks.map(knonsterName));
}

const TYPE_KEY = { '+5': 'plus5', '+7': 'plus7', catchup: 'catchup', triple: 'triple' } as const;
const PLACEMENT_KEY: Record<PlacementCard, string> = { 'place2:+9': 'place2', 'place3:12': 'place3', 'place4:+14': 'place4' };

/** A card's key and its Knonster parameter. */
function cardMessage(prefix: string, kind: CardKind): Msg {
  const k = cardKnonster(kind);
  if (k === null) return t(`${prefix}.${PLACEMENT_KEY[kind as PlacementCard]}`);
  return t(`${prefix}.${TYPE_KEY[cardType(kind as KnonsterCard)]}`, { k: knonsterName(k) });
}

/** A card's name: "Celya +7", "Place 3 up to 12". */
export function cardName(kind: CardKind): Msg {
  return cardMessage('card', kind);
}

/** What a card does (the Anhang "Karteneffekte" in our words), for the card face. */
export function cardText(kind: CardKind): Msg {
  return cardMessage('cardText', kind);
}

/** The big sign on a card face: "+7", "≤20", "×3" (no words), or "2nd +9" for a placement card. */
export function cardBig(kind: CardKind): Text {
  const k = cardKnonster(kind);
  if (k === null) return t(`cardBig.${PLACEMENT_KEY[kind as PlacementCard]}`);
  return { '+5': '+5', '+7': '+7', catchup: '≤20', triple: '×3' }[cardType(kind as KnonsterCard)];
}

/** The podium so far: "1. Rithle, 2. Aristas, 3. Celya" (at most three places are ever filled). */
export function podiumText(podium: readonly Knonster[]): Msg {
  const [first, second, third] = podium.map(knonsterName);
  return t('podium', { n: podium.length, first: first ?? '', second: second ?? '', third: third ?? '' });
}

/** Whole sentences, one after the other. */
export function sentences(texts: Msg[]): Msg {
  return texts.reduceRight((next, first) => t('join', { first, next }));
}

/**
 * One movement of a log line: "Celya moves from 30 to 37", or after an earlier one "then Aristas
 * moves from 22 to 29" (German puts the verb second: "dann rückt Aristas … vor").
 */
export function describeStep(step: Step, after = false): Msg {
  const about = { k: knonsterName(step.knonster), from: step.from, then: after ? 'yes' : 'no' };
  if (step.place !== undefined) return t('step.finish', { ...about, place: step.place });
  if (step.counted < 0) return t('step.back', { ...about, to: step.to });
  return t('step.move', { ...about, to: step.to });
}

/** The movements of a card: "Celya moves from 22 to 27, then Aristas moves from 22 to 29". */
export function describeSteps(steps: Step[]): Msg {
  return steps.map((s, i) => describeStep(s, i > 0)).reduceRight((next, first) => t('step.list', { first, next }));
}

/** What a play does, for a button: the words and whether it does nothing. */
export interface Effect {
  text: Msg;
  none: boolean;
}

/** Short effect words for a button: "moves Celya to 37", "Celya finishes 1st", "no effect". */
export function playEffect(track: Track, move: PlayMove): Effect {
  const res = resolvePlay(track, move.card, move.power);
  if (!res) return { text: t('effect.impossible'), none: true };
  if (res.steps.length === 0) return { text: t('effect.none'), none: true };
  // One entry per Knonster: where it ends up (Rithle's step back and rush is one move to its end).
  const finals = new Map<Knonster, Step>();
  for (const s of res.steps) {
    const prev = finals.get(s.knonster);
    finals.set(s.knonster, prev ? { ...s, from: prev.from, counted: prev.counted + s.counted } : s);
  }
  const parts = [...finals.values()].map((s) => {
    const k = knonsterName(s.knonster);
    if (s.to === FINISHED) return t('effect.finishes', { k, place: s.place ?? 0 });
    if (s.to < s.from) return t('effect.back', { k, to: s.to });
    return t('effect.moves', { k, to: s.to });
  });
  const text = parts.reduceRight((next, first) => t('effect.and', { first, next }));
  return { text: res.ended ? t('effect.ends', { effect: text }) : text, none: false };
}

/** Short effect words of a play (see playEffect). */
export function shortEffect(track: Track, move: PlayMove): Msg {
  return playEffect(track, move).text;
}
