/**
 * A chariot's move judged with the attacks it allows at its end (rule „Phase 6: Angreifen"): a
 * spear at a chariot within reach, a caltrop on a field passed — each way played with its best
 * attacks, one after the other. Used by the strong robot, for its own ways and in its play-outs.
 */
import { apply } from '../apply';
import { legalMoves, pathOptions } from '../legal';
import type { ChariotState } from '../state';
import { bestAttack } from './attack';
import { countFace } from '../dice';
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

/**
 * Every way with its value (its end and attacks) and the state after this chariot's turn. Paths
 * alike in all they lead to (the end, every chariot's damage, the caltrops, and the fields passed
 * when there are attacks to make) are one way: the first of them.
 */
export function pathsOf(planner: Planner, s: ChariotState): { item: string; state: ChariotState; value: number }[] {
  const attacks = countFace(s.turn!.dice, 'attack') > 0;
  const seen = new Set<string>();
  const out: { item: string; state: ChariotState; value: number }[] = [];
  for (const { path, result: r } of pathOptions(s)) {
    let key = `${r.end},${r.endLap},${r.broke},${r.caltrops.join()}`;
    for (const c of r.chariots) key += `,${c.damage}`;
    if (attacks) key += `|${r.passed.join()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ item: path, ...playAttacks(planner, apply(s, planner.seat, { type: 'path', path })) });
  }
  return out;
}

/** The states after this chariot's turn from `s` on (its path and attacks, if any are left), with their values. */
export function endsFrom(planner: Planner, s: ChariotState): { state: ChariotState; value: number }[] {
  const t = s.turn;
  if (!t || t.chariot !== planner.id) return [{ state: s, value: planner.valueOf(s.chariots) }];
  if (t.step === 'attack') return [playAttacks(planner, s)];
  return pathsOf(planner, s);
}

/** The path whose end and attacks are best, and the state after the turn. */
export function bestPathWithAttacks(planner: Planner): { item: string; state: ChariotState; value: number } {
  let best: { item: string; state: ChariotState; value: number } | null = null;
  for (const p of pathsOf(planner, planner.state)) if (!best || p.value > best.value) best = p;
  return best!;
}
