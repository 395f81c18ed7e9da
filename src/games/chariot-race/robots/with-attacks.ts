/**
 * A chariot's move judged with the attacks it allows at its end (rule „Phase 6: Angreifen"): a
 * spear at a chariot within reach, a caltrop on a field passed — each way played with its best
 * attacks, one after the other. Used by the strong robot, for its own ways and in its play-outs.
 */
import { apply } from '../rules/apply';
import { legalMoves, pathOptions } from '../rules/legal';
import type { ChariotState } from '../rules/state';
import { bestAttack } from './attack';
import { countFace } from '../rules/dice';
import { Planner } from './plan';

/** This chariot's attacks from `s` on, the best one after the other: the value and the state after them. */
export function playAttacks(planner: Planner, s: ChariotState): { value: number; state: ChariotState } {
  const id = planner.id;
  let value = planner.valueOf(s.chariots);
  let state = s;
  for (let guard = 0; guard < 6 && state.turn && state.turn.chariot === id && state.turn.step === 'attack'; guard++) {
    const best = bestAttack(new Planner(state), legalMoves(state, planner.seat));
    value = best.value;
    state = apply(state, planner.seat, best.move);
  }
  return { value, state };
}

/** A way to end this chariot's turn: its value, and the state after the turn (worked out when asked). */
export interface Way<T> {
  item: T;
  value: number;
  after(): ChariotState;
}

function once(f: () => ChariotState): () => ChariotState {
  let s: ChariotState | null = null;
  return () => (s ??= f());
}

/**
 * Every way with its value (its end and attacks) and the state after this chariot's turn. Paths
 * alike in all they lead to (the end, every chariot's damage, the caltrops, and the fields passed
 * when there are attacks to make) are one way: the first of them. With attack faces, the
 * `attackLimit` ways that are best without attacks are played with their attacks (a count that
 * bounds the work); the others keep their value without.
 */
export function pathsOf(planner: Planner, s: ChariotState, attackLimit = Infinity): Way<string>[] {
  const attacks = countFace(s.turn!.dice, 'attack') > 0;
  const seen = new Set<string>();
  const ways: Way<string>[] = [];
  for (const { path, result: r } of pathOptions(s)) {
    let key = `${r.end},${r.endLap},${r.broke},${r.caltrops.join()}`;
    for (const c of r.chariots) key += `,${c.damage}`;
    if (attacks) key += `|${r.passed.join()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const moved = once(() => apply(s, planner.seat, { type: 'path', path }));
    ways.push({ item: path, value: planner.valueOf(r.chariots), after: attacks ? once(() => playAttacks(planner, moved()).state) : moved });
  }
  if (!attacks) return ways;
  ways.sort((a, b) => b.value - a.value);
  return ways.map((w, i) => {
    if (i >= attackLimit) return w;
    const played = playAttacks(planner, apply(s, planner.seat, { type: 'path', path: w.item }));
    return { item: w.item, value: played.value, after: () => played.state };
  });
}

/** The ways to end this chariot's turn from `s` on (its path and attacks, if any are left). */
export function endsFrom(planner: Planner, s: ChariotState, attackLimit = Infinity): Way<string | null>[] {
  const t = s.turn;
  if (!t || t.chariot !== planner.id) return [{ item: null, value: planner.valueOf(s.chariots), after: () => s }];
  if (t.step === 'attack') {
    const played = playAttacks(planner, s);
    return [{ item: null, value: played.value, after: () => played.state }];
  }
  return pathsOf(planner, s, attackLimit);
}

/** The path whose end and attacks are best (of the `attackLimit` best without attacks). */
export function bestPathWithAttacks(planner: Planner, attackLimit: number): string {
  let best: Way<string> | null = null;
  for (const w of pathsOf(planner, planner.state, attackLimit)) if (!best || w.value > best.value) best = w;
  return best!.item;
}
