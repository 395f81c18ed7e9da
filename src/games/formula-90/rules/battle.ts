/**
 * Position battles (Formula 90, „POSITIONSKAMPF", „ROBOTER").
 *
 * When play reaches a curve section, the cars there that have not played yet fight for the order
 * in which they leave it. Who takes part (the text's figure is missing; our reading, rules page
 * „Position battles"): the unbroken run of cars still to play that holds the next car, and the car
 * directly in front of that run if it has already played and is on the same lap („Sie können sich
 * trotzdem noch in einem Positionskampf verteidigen"). A car that has played splits runs: in the
 * lapping figure Abb. 3 blue and green do not fight because red, who has played, is between them.
 *
 * The last car declares first; each places 1–2 cards face down (any cards: Bob's +4 +3 in „Runde
 * 2"), or declines; all are shown together. Robots take part only to overtake a player in front or
 * to defend against a player behind who takes part, with two cards from the draw pile.
 */
import { takeDamage } from './damage';
import { battleSpecial, contactRisk } from './specials';
import { battleValue } from './track-symbols';
import { yellowIn } from './flags';
import { discardByTest, drawCards } from './piles';
import { car as carOf, allStraights, isRobot, playerOf, sectionOf, track, updateLead } from './order';
import type { Car, F90State } from './state';

/** The battle due before `next` plays, or null. */
export function battleFor(s: F90State, next: Car): string[] | null {
  if (s.options.junior || next.status !== 'racing') return null;
  if (allStraights(s)) return null; // every section a straight
  const sec = sectionOf(s, next.pos);
  if (track(s).sections[sec].type !== 'curve') return null;
  if (yellowIn(s, sec)) return null; // „GELBE FLAGGE": „Positionskämpfe … nicht erlaubt"
  if (s.safetyCar) return null; // „SAFETY CAR": „Überholen ist nicht erlaubt"
  const q = s.queue[sec];
  const waiting = (id: string) => {
    const c = carOf(s, id);
    return c.status === 'racing' && !c.moved;
  };
  let a = q.indexOf(next.id);
  let b = a;
  while (a > 0 && waiting(q[a - 1])) a--;
  while (b + 1 < q.length && waiting(q[b + 1])) b++;
  const group = q.slice(a, b + 1);
  if (a > 0) {
    const front = carOf(s, q[a - 1]);
    if (front.status === 'racing' && front.pos === carOf(s, q[a]).pos) group.unshift(front.id);
  }
  if (group.length < 2) return null;
  const cars = group.map((id) => carOf(s, id));
  if (cars.every(isRobot)) return null;
  if (cars.every((c) => c.fought || c.moved)) return null;
  return group;
}

/** Opens a battle: declarations from the last car forwards. */
export function openBattle(s: F90State, group: string[]): void {
  const section = sectionOf(s, carOf(s, group[0]).pos);
  s.battle = { section, group, order: [...group].reverse(), bids: {}, robotsIn: [], robotsOut: [] };
}

/** The car that must declare next, or null when all have. */
export function nextDeclarer(s: F90State): Car | null {
  const b = s.battle;
  if (!b) return null;
  const id = b.order.find((x) => !(x in b.bids) && !b.robotsIn.includes(x) && !b.robotsOut.includes(x));
  return id ? carOf(s, id) : null;
}

/** A robot's declaration: in, when a player is in front of it, or a player behind it takes part. */
export function robotDeclares(s: F90State, robot: Car): void {
  const b = s.battle!;
  const i = b.group.indexOf(robot.id);
  const playerAhead = b.group.slice(0, i).some((id) => !isRobot(carOf(s, id)));
  const challenged = b.group.slice(i + 1).some((id) => (b.bids[id] ?? []).length > 0);
  (playerAhead || challenged ? b.robotsIn : b.robotsOut).push(robot.id);
}

/** A player's declaration: 1–2 cards face down, or none. */
export function playerDeclares(s: F90State, c: Car, cards: number[]): void {
  const b = s.battle!;
  const p = playerOf(s, c)!;
  p.hand = p.hand.filter((x) => !cards.includes(x));
  p.frozen.push(...cards);
  b.bids[c.id] = [...cards];
  s.events.push({ k: 'declare', car: c.id, n: cards.length });
}

/**
 * All cards shown: the cars taking part line up by their values (the first car of the section
 * without the board's modifier; BANGING WHEELS +3), the others behind them as they stood; equal
 * values touched: each such car takes 1 damage and their order stays („berührt").
 */
export function resolveBattle(s: F90State): void {
  const b = s.battle!;
  s.battle = null;
  const q = s.queue[b.section];
  const start = q.indexOf(b.group[0]);
  const modifier = track(s).sections[b.section].battle ?? 0;
  const bids: { car: string; cards: number[]; value: number }[] = [];
  for (const id of b.group) {
    const c = carOf(s, id);
    c.fought = true;
    let cards: number[];
    if (isRobot(c)) {
      if (!b.robotsIn.includes(id)) continue;
      cards = drawCards(s, 2);
    } else {
      cards = b.bids[id] ?? [];
      if (cards.length === 0) continue;
    }
    // a track card's battle symbol doubles its value in its own curve („Spezielle Symbole auf Bahnkarten")
    let value = cards.reduce((sum, x) => sum + battleValue(s, x, b.section), 0);
    if (q.indexOf(id) !== 0) value += modifier;
    if (playerOf(s, c)?.strategy === 'bangingWheels') value += 3;
    bids.push({ car: id, cards, value });
  }
  for (const bid of bids) if (isRobot(carOf(s, bid.car))) discardByTest(s, bid.cards);
  const inIds = new Set(bids.map((x) => x.car));
  const ranked = [...bids].sort((x, y) => y.value - x.value || b.group.indexOf(x.car) - b.group.indexOf(y.car));
  const order = [...ranked.map((x) => x.car), ...b.group.filter((id) => !inIds.has(id))];
  q.splice(start, b.group.length, ...order);
  const contact = bids.filter((x) => bids.some((y) => y !== x && y.value === x.value)).map((x) => x.car);
  s.events.push({ k: 'battle', section: b.section, bids, order, contact });
  battleSpecial(s, bids);
  for (const id of contact) {
    const c = carOf(s, id);
    if (!takeDamage(s, c, 1, 'contact')) continue;
    const p = playerOf(s, c);
    if (p) contactRisk(s, p);
  }
  updateLead(s);
}
