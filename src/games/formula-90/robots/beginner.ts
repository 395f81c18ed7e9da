/**
 * The beginner robot player (issue 33): legal, plausible moves with a first-time player's
 * mistakes. It looks one step ahead and greedily: the card that takes the car furthest now, tyres
 * paid with chips, a card's test made with that card if it passes and blind otherwise (it never
 * keeps a good card as its next target); it pits only when it must or has nearly nothing left; it
 * takes any strategy and ability that sounds good, the middle fuel tank, and brakes late at 50 or
 * more. It overlooks what the others can do, and now and then takes its second or third choice.
 * It never does the absurd: no damage that puts it out while it can help it, no late braking with
 * its fuel stop due. It sees only what its seat sees, like the other strengths.
 */
import type { RandomSource } from '../../../engine/contract';
import { CHECK_MODIFIER } from '../data/cards';
import { playingCard } from '../data/track-cards';
import { testBonus } from '../rules/abilities';
import { tyreCost, damageIcons } from '../rules/cards-play';
import { freeSlots } from '../rules/damage';
import { sectionOf, track } from '../rules/order';
import { rainModifier, weatherNow } from '../rules/tyres';
import type { F90Move, F90State, Player } from '../rules/state';
import { makeCtx, movementValue } from './play';
import { brakeValue } from './race';
import { OUT, targetTest } from './values';

/** How often the beginner takes its second or third choice instead of its first. */
const SLIP = 0.15;

/** The beginner's scores of the legal moves, or null where it decides as the normal robot does. */
export function beginnerScores(s: F90State, seat: number, legal: readonly F90Move[]): number[] | null {
  const p = s.players[seat];
  switch (s.phase) {
    case 'sheets':
      return legal.map(() => 0); // any sheet, ability and build: the lot decides, they all sound good
    case 'mulligan':
      // a new hand only when there is no fast card at all
      return legal.map((m) => (m.type === 'mulligan' && m.redraw === !p.hand.some((k) => playingCard(k).move >= 3) ? 1 : 0));
    case 'qualifying':
      // the fastest card to the front of the grid, whatever test it leaves; the middle tank
      return legal.map((m) => (m.type === 'qualify' ? playingCard(m.card).move * 10 - playingCard(m.card).test / 100 - (m.fuel !== undefined && m.fuel !== 12 ? 5 : 0) : 0));
    case 'tyres': {
      const w = weatherNow(s) ?? 'dry';
      const fits = { dry: ['soft', 'hard'], uncertain: ['intermediate'], rain: ['rain'] }[w];
      return legal.map((m) => (m.type === 'tyres' && fits.includes(m.tyre) ? 1 : 0));
    }
    case 'strategy':
      return legal.map(() => 0); // the lot decides: every strategy sounds good the first time
    default:
      break;
  }
  if (s.orangeAsk || s.battle) return s.battle ? declareScores(p, legal) : null;
  const t = s.turn!;
  switch (t.step) {
    case 'begin':
      return legal.map((m) => (m.type === 'pit' ? (mustPit(s, p) ? 10 : -10) - (m.extra ?? 0) * 0.1 + (m.tyre === p.tyre ? 0.05 : 0) : m.type !== 'draw' ? -1 : m.from === 'deck' ? 1 : openMove(s, m.from) >= 3 ? 2 : 0));
    case 'pitStrategy':
      return legal.map((m) => (m.type === 'strategy' && m.strategy === p.strategy ? 1 : 0)); // keeps its strategy
    case 'play':
      return playScores(s, seat, legal);
    case 'test':
      return legal.map((m) => (m.type !== 'test' ? -OUT : m.with === 'blind' ? 0 : playingCard(m.with).test <= need(s, p, m.card) && t.played.includes(m.with) ? 1 : -1));
    case 'lapTest':
      return legal.map((m) => (m.type === 'lapTest' && m.with === 'blind' ? 1 : 0));
    case 'overtake':
      return legal.map((m) => (m.type === 'overtake' && m.yes ? 1 : 0));
    case 'brake': {
      // late braking at 50 or more, never with the fuel stop due (off the track, no stop: out)
      const c = s.cars.find((x) => x.id === t.car)!;
      const target = track(s).sections[sectionOf(s, c.pos)].brake ?? 0;
      const safe = brakeValue(s, p, c, 'sure') > -OUT;
      return legal.map((m) => (m.type !== 'brake' ? 0 : m.yes && m.card !== undefined ? 2 : m.yes === (target >= 50 && safe) ? 1 : 0));
    }
    case 'offTest':
      // a hand card that passes, the slowest one; blind otherwise
      return legal.map((m) => (m.type !== 'offTest' ? -OUT : m.with === 'blind' ? 0 : playingCard(m.with).test <= offNeed(s, p) ? 5 - playingCard(m.with).move : -1));
    case 'scDiscard':
      return legal.map((m) => (m.type === 'scDiscard' ? -playingCard(m.card).move : 0));
    default:
      return null;
  }
}

/** Picks by the beginner's scores: its first choice, now and then its second or third. */
export function beginnerPick(legal: readonly F90Move[], score: readonly number[], random: RandomSource): F90Move {
  const values = [...new Set(score)].sort((a, b) => b - a);
  let rank = 0;
  if (values.length > 1 && random.int(100) < SLIP * 100) rank = 1 + random.int(Math.min(2, values.length - 1));
  // never a slip into the absurd: a choice that puts the car out stays out of reach
  if (values[rank] <= -OUT / 2) rank = 0;
  const ties = legal.filter((_m, i) => score[i] === values[rank]);
  return ties[random.int(ties.length)];
}

/** CHASE: the movement of an open card. */
function openMove(s: F90State, from: 'discard' | number): number {
  return playingCard(from === 'discard' ? s.discard[s.discard.length - 1] : from).move;
}

/** A pit stop when it must, or when chips, cards or damage slots are all but gone. */
function mustPit(s: F90State, p: Player): boolean {
  return p.chips === 0 || p.hand.length <= 1 || freeSlots(p) <= 1;
}

function need(s: F90State, p: Player, card: number): number {
  return targetTest(p) + CHECK_MODIFIER[playingCard(card).check ?? 'normal'] + testBonus(p) + rainModifier(s);
}

function offNeed(s: F90State, p: Player): number {
  const c = s.cars.find((x) => x.id === p.car)!;
  const icon = track(s).sections[sectionOf(s, c.pos)].offTrack?.icons[s.turn?.off ?? 0];
  return (icon?.kind === 'test' ? icon.target : 0) + rainModifier(s);
}

/**
 * „POSITIONSKAMPF": it fights with its fastest card when a car in front of it takes part or may,
 * and never thinks of the contact damage or what the others hold.
 */
function declareScores(p: Player, legal: readonly F90Move[]): number[] {
  const best = Math.max(...p.hand.map((k) => playingCard(k).move));
  return legal.map((m) => (m.type !== 'declare' ? -OUT : m.cards.length === 1 && playingCard(m.cards[0]).move === best ? 1 : m.cards.length === 0 ? 0.5 : 0));
}

/**
 * „BEWEGUNG": the sections the cards take the car (the rules' own movement on a copy), less a flat
 * price for chips, cards given away and damage — the last free slot dear; tests made with the played
 * card if it passes, blind otherwise, counted as an even chance.
 */
function playScores(s: F90State, seat: number, legal: readonly F90Move[]): number[] {
  const x = makeCtx(s, seat);
  const p = x.p;
  const free = freeSlots(p);
  const memo = new Map<string, number>();
  return legal.map((m) => {
    if (m.type === 'skip') return m.strategy === p.strategy ? -1 : -2;
    if (m.type !== 'play') return -OUT;
    // the beginner pays tyres with chips and tests with the card it played (or blind)
    if (m.pay.length > 0) return -3;
    if (m.tests.some((k) => k.with !== 'blind' && k.with !== k.card)) return -3;
    const key = `${m.cards.join(',')}|${m.soft === true}|${(m.weather ?? []).join(',')}`;
    let move = memo.get(key);
    if (move === undefined) memo.set(key, (move = movementValue(x, m.cards, p.hand.filter((k) => !m.cards.includes(k)), m.soft === true, m.weather ?? [])));
    let risk = 0;
    for (const k of m.tests) risk += k.with === 'blind' ? 0.5 : playingCard(k.with).test <= need(s, p, k.card) ? 0 : 1;
    const damage = damageIcons(m.cards);
    const slotsLeft = free - damage - risk;
    const damageCost = 0.6 * (damage + risk) + (slotsLeft < 1 ? OUT * (risk > 0 ? 0.5 : 1) : slotsLeft < 2 ? 2 : 0);
    return move - 0.3 * tyreCost(p, m.cards) - damageCost - 0.4 * (m.cards.length - 1) + (m.weather?.some((w) => w !== 0) ? -0.05 : 0);
  });
}
