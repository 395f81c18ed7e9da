/**
 * What a player may play and what it costs (Formula 90, „BEWEGUNG", „AUFWENDEN VON REIFENCHIPS",
 * „SCHÄDEN", „SPURLINIEN", strategies under „WAHL EINER STRATEGIE").
 */
import { hasSymbol, playingCard } from '../data/track-cards';
import { findLaneLine } from '../data/tracks';
import { freeSlots } from './damage';
import { track } from './order';
import type { Car, F90State, Player } from './state';

/**
 * „Wenn zwei Karten gespielt werden, muss dies ein Paar sein, das von einer beliebigen Karte und
 * einer +1 gebildet wird oder ein Paar +2." A track card with the „pair with any card" symbol pairs
 * with anything („Spezielle Symbole auf Bahnkarten").
 */
export function isPair(a: number, b: number): boolean {
  const x = playingCard(a);
  const y = playingCard(b);
  if (hasSymbol(x, 'pairAny') || hasSymbol(y, 'pairAny')) return true;
  return x.move === 1 || y.move === 1 || (x.move === 2 && y.move === 2);
}

/** Tyre points to pay for the played cards; SAVE TYRES saves one of them in total. */
export function tyreCost(p: Pick<Player, 'strategy'>, cards: readonly number[]): number {
  const sum = cards.reduce((n, c) => n + playingCard(c).tyres, 0);
  return p.strategy === 'saveTyres' && sum > 0 ? sum - 1 : sum;
}

export function damageIcons(cards: readonly number[]): number {
  return cards.reduce((n, c) => n + playingCard(c).damage, 0);
}

/** Whether tyre points may be paid with cards („KURZES RENNEN", „JUNIORENVARIANTE": chips only). */
export function cardsPayTyres(s: F90State): boolean {
  return !s.options.short && !s.options.junior;
}

/** All subsets of `items` of size k, in order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

/**
 * The ways to pay `cost` tyre points: at least one chip, the rest chips or hand cards
 * („Mindestens eine Ressource muss ein Reifenchip sein"); returns the hand cards of each way.
 */
export function payments(s: F90State, p: Player, cost: number, others: readonly number[]): number[][] {
  if (cost === 0) return [[]];
  const out: number[][] = [];
  const maxCards = cardsPayTyres(s) ? cost - 1 : 0;
  for (let cards = 0; cards <= maxCards; cards++) {
    if (cost - cards > p.chips) continue;
    out.push(...combinations(others, cards));
  }
  return out;
}

/**
 * Whether the played cards can be paid at all: chips (and cards), and room for the damage the
 * cards cause („eine Karte [kann] nicht ausgespielt werden, wenn der Spieler die erforderlichen
 * Ressourcen nicht bezahlen kann" — damage is one of them, „Reifenchips, Karten, Schäden").
 */
export function canPay(s: F90State, p: Player, cards: readonly number[]): boolean {
  const others = p.hand.filter((c) => !cards.includes(c));
  return damageIcons(cards) <= freeSlots(p) && payments(s, p, tyreCost(p, cards), others).length > 0;
}

/**
 * „SPURLINIEN": the bonus of the line the car starts on, if a played card has its colour (BALANCE:
 * if no played card is red). No bonus in the first round („Spurlinien funktionieren in der ersten
 * Rennrunde … nicht").
 */
export function laneBonus(s: F90State, c: Car, p: Player | null, cards: readonly number[]): number {
  if (!c.lane || s.box === 0) return 0;
  const found = findLaneLine(track(s), c.lane);
  if (!found) return 0;
  if (!p) return found.line.bonus; // robots need no card („ROBOTER")
  const types = cards.map((x) => playingCard(x).type);
  if (types.includes(found.line.colour)) return found.line.bonus;
  if (p.strategy === 'balance' && !types.includes('acceleration') && cards.length > 0) return found.line.bonus;
  return 0;
}
