/**
 * The strategies' SPECIALs and the other track-card draws (Formula 90, advanced module „Bahnkarten
 * und Extras": „WÄHLE DIE STRATEGIE" — „wenn ein Spieler diese Bedingungen erfüllt, erhält er ein
 * SPECIAL, das ihm erlaubt, sofort eine Bahnkarte vom Kartenstapel zu ziehen"; the abilities
 * QUALIFYING and PITTING under „FAHRERFÄHIGKEIT"). Without the module none of this happens.
 */
import { findLaneLine } from '../data/tracks';
import { playingCard } from '../data/track-cards';
import type { StrategyId } from '../data/strategies';
import { hasModule, trackCardsOf } from './modules';
import { drawTrackCards } from './piles';
import { car as carOf, isRobot, sectionOf, track } from './order';
import type { Car, F90State, Player, Turn } from './state';

/** Track cards into the player's hand, beyond his hand size (the draw is secret, its count is not). */
export function gainTrackCards(s: F90State, p: Player, n: number, why: 'special' | 'qualifying' | 'pitting' | 'hard', strategy?: StrategyId): void {
  if (!hasModule(s, 'trackCards') || n <= 0) return;
  const cards = drawTrackCards(s, n);
  if (cards.length === 0) return;
  p.hand.push(...cards);
  s.events.push({ k: 'trackDraw', car: p.car, cards, why, ...(strategy ? { strategy } : {}) });
}

/** n SPECIALs of the player's strategy: a track card each. */
function special(s: F90State, p: Player, n = 1): void {
  gainTrackCards(s, p, n, 'special', p.strategy ?? undefined);
}

/**
 * SAVE TYRES: „Wenn ein Spieler mit SAVE TYRES mindestens einen Reifenchip bezahlt" — the played
 * cards cost 2 or more, so at least 1 is paid after the saving.
 */
export function saveTyresSpecial(s: F90State, p: Player, cost: number): void {
  if (p.strategy === 'saveTyres' && cost >= 1) special(s, p);
}

/** LUCKY: „zwei Karte mit genau demselben Bewegungswert" — shown to everybody. */
export function luckySpecial(s: F90State, p: Player, drawn: readonly number[]): void {
  if (!hasModule(s, 'trackCards') || p.strategy !== 'lucky' || drawn.length !== 2) return;
  if (playingCard(drawn[0]).move !== playingCard(drawn[1]).move) return;
  s.events.push({ k: 'lucky', car: p.car, cards: [...drawn] });
  special(s, p);
}

/**
 * BALANCE: the movement starts on a lane line's start point and a played card has the line's type;
 * „nicht möglich, auf den roten Spurlinien ein SPECIAL zu erzielen". Lane lines count from the
 * second round („Spurlinien funktionieren in der ersten Rennrunde … nicht").
 */
export function balanceSpecial(s: F90State, c: Car, p: Player, played: readonly number[]): void {
  if (p.strategy !== 'balance' || !c.lane || s.box === 0) return;
  const line = findLaneLine(track(s), c.lane)?.line;
  if (!line || line.colour === 'acceleration') return;
  if (played.some((x) => playingCard(x).type === line.colour)) special(s, p);
}

/**
 * A successful late braking: HAZARD counts it („einschließlich einem Test für späte Bremsung"; with
 * a track card's symbol too, which stands for the test); BANGING WHEELS earns a SPECIAL when it
 * overtakes by it („durch spätes Bremsen erfolgreich überholt": a car was in front in the section).
 */
export function latePassed(s: F90State, c: Car, p: Player, passedBy: number): void {
  const tc = trackCardsOf(s, p);
  if (!tc || c.status !== 'racing') return;
  if (p.strategy === 'hazard') tc.risks += 1;
  if (p.strategy === 'bangingWheels' && passedBy > 0) special(s, p);
}

/** HAZARD: damage from a tie in a position battle („dem Ziehen in einem Positionskampf"). */
export function contactRisk(s: F90State, p: Player): void {
  const tc = trackCardsOf(s, p);
  if (tc && p.strategy === 'hazard') tc.risks += 1;
}

/**
 * BANGING WHEELS: „jedes Mal ein SPECIAL, wenn er einen Positionskampf gewinnt … nur, wenn er den
 * Positionskampf gegen alle Rennwagen in dem Abschnitt gewinnt": first with a value above every
 * other car that took part (at least one did).
 */
export function battleSpecial(s: F90State, bids: readonly { car: string; value: number }[]): void {
  if (!hasModule(s, 'trackCards') || bids.length < 2) return;
  const best = bids.reduce((a, b) => (b.value > a.value ? b : a));
  if (bids.some((b) => b !== best && b.value >= best.value)) return;
  const c = carOf(s, best.car);
  const p = c.seat === null ? null : s.players[c.seat];
  if (p && p.strategy === 'bangingWheels' && c.status === 'racing') special(s, p);
}

/**
 * At the end of a turn on the track:
 * - HAZARD: „mindestens 6 Abschnitte bewegt" after tests passed or damage taken: a SPECIAL for each
 *   (the turn's card tests and damage icons, counted as HAZARD's bonus is, with this round's late
 *   braking and contact damage); the leader's lapping test and tests off the track never count.
 * - CHASE: the movement ends in the chased player's section; not when leading, not after a robot.
 */
export function turnEndSpecials(s: F90State, t: Turn, c: Car, p: Player): void {
  const tc = trackCardsOf(s, p);
  if (!tc || c.status !== 'racing') return;
  if (p.strategy === 'hazard') {
    const n = t.hazard + tc.risks;
    if (t.entered >= 6 && n > 0) special(s, p, n);
  }
  if (p.strategy === 'chase' && p.chase && t.played.length > 0 && s.lead !== c.id) {
    const chased = carOf(s, p.chase);
    if (!isRobot(chased) && chased.status === 'racing' && sectionOf(s, chased.pos) === sectionOf(s, c.pos)) special(s, p);
  }
  tc.risks = 0;
}
