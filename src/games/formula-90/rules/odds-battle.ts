/**
 * The odds of a position battle against robots only (Formula 90, „POSITIONSKAMPF", „ROBOTER"), as
 * the seat may know them: the robots draw their cards from the cards he has not seen
 * (rules/odds-blind.ts). Shown with the battle's markings by rules/odds.ts.
 */
import { playingCard } from '../data/track-cards';
import { track } from './order';
import type { F90State } from './state';
import { battleValue } from './track-symbols';

/**
 * „POSITIONSKAMPF" against robots only: the chance that the seat's cards beat every robot that
 * fights, each with two cards from the draw pile („ROBOTER": „zieht zwei Karten"), the curve's
 * battle modifier for every car but the first in the section, BANGING WHEELS +3. A robot ahead of
 * the seat fights once a player behind it places cards; one behind it fights a player ahead. A tie
 * touches. Undefined when another player may still place cards (his plan), or the draw pile may
 * run out (a reshuffle).
 */
export function battleChance(s: F90State, seat: number, pool: () => number[], cards: readonly number[]): number | undefined {
  const b = s.battle;
  if (!b || !cards.length) return undefined;
  const me = s.players[seat];
  const q = s.queue[b.section];
  const modifier = track(s).sections[b.section].battle ?? 0;
  const bonus = (id: string) => (q.indexOf(id) !== 0 ? modifier : 0);
  const mine = cards.reduce((n, x) => n + battleValue(s, x, b.section), 0) + bonus(me.car) + (me.strategy === 'bangingWheels' ? 3 : 0);
  const robots: number[] = [];
  for (const id of b.group) {
    if (id === me.car) continue;
    const car = s.cars.find((c) => c.id === id)!;
    if (car.seat !== null) {
      if ((b.bids[id] ?? null)?.length === 0) continue; // declined
      return undefined; // a player who fights or may: his plan
    }
    if (!b.robotsOut.includes(id)) robots.push(bonus(id));
  }
  if (!robots.length) return 1;
  if (s.deck.length < 2 * robots.length) return undefined;
  // the move values of the cards a robot may draw, as counts; every robot's two below `mine`
  const counts = new Map<number, number>();
  for (const x of pool()) {
    const v = playingCard(x).move;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const values = [...counts.keys()];
  let total = [...counts.values()].reduce((a, n) => a + n, 0);
  // memo by the robot, its first card and the counts left (four movement values: few states)
  const memo = new Map<string, number>();
  const below = (r: number, first: number | null): number => {
    if (r === robots.length) return 1;
    const key = `${r}:${first}:${values.map((v) => counts.get(v)).join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const sum = belowNow(r, first);
    memo.set(key, sum);
    return sum;
  };
  const belowNow = (r: number, first: number | null): number => {
    let sum = 0;
    for (const v of values) {
      const n = counts.get(v)!;
      if (!n) continue;
      const p = n / total;
      if (first !== null && first + v + robots[r] >= mine) continue; // the robot reaches or passes: no success
      counts.set(v, n - 1);
      total -= 1;
      sum += p * (first === null ? below(r, v) : below(r + 1, null));
      counts.set(v, n);
      total += 1;
    }
    return sum;
  };
  return below(0, null);
}
