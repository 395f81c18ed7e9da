/**
 * The robot player's flags (advanced module „Flaggen"): a yellow flag where it slows the cars that
 * will meet it soon and not the robot itself, a green flag for a yellow one on its own way (the
 * orange flag's answer is in off-track.ts).
 */
import { car as carOf, isRobot, queueIndex, sectionOf } from '../rules/order';
import type { F90Move, F90State, Player } from '../rules/state';

/** Sections from `from` forwards to `to` on the ring. */
function ahead(s: F90State, from: number, to: number): number {
  const n = s.queue.length;
  return (((to - from) % n) + n) % n;
}

/** How much a yellow flag in `section` with `at` cars in front slows the others, less what it costs the robot. */
function yellowScore(s: F90State, p: Player, section: number, at: number): number {
  const me = carOf(s, p.car);
  let v = 0;
  for (const c of s.cars) {
    if (c.status !== 'racing') continue;
    const d = ahead(s, sectionOf(s, c.pos), section);
    const meets = d > 0 ? d <= 6 : queueIndex(s, c) >= at;
    if (!meets) continue;
    if (c.id === me.id) v -= 3;
    else v += isRobot(c) ? 0.5 : 1;
  }
  return v;
}

/** Scores of the 'flag' step's choices. */
export function flagScores(s: F90State, p: Player, legal: readonly F90Move[]): number[] {
  const green = s.turn?.flags?.[0] === 'green';
  const me = carOf(s, p.car);
  return legal.map((m) => {
    if (m.type !== 'flag') return -100;
    if (m.section === null) return 0.5;
    // a yellow flag the robot must pass within its next turns is worth removing
    if (green) return ahead(s, sectionOf(s, me.pos), m.section) <= 8 ? 1 : 0;
    return yellowScore(s, p, m.section, m.at ?? 0);
  });
}
