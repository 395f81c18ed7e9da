/**
 * Phase 6 (attacks): a spear or a caltrop where it most improves the chance to win, or none.
 * A spear is judged on the damage it does (rule "Speer werfen": 1, and a chariot at 1 breaks
 * up). A caltrop („Krähenfuß fallen lassen") hurts whoever comes over it next: each chariot
 * behind it in its lane, within the reach of its next move, counts as likely to lose 1 damage —
 * a rival's loss is good, one's own other chariot's is bad.
 */
import { apply } from '../rules/apply';
import type { ChariotMove, ChariotState } from '../rules/state';
import { absProgress } from '../rules/track';
import { startSpeed } from './evaluate';
import type { Planner } from './plan';

export function attackChoice(planner: Planner, legal: ChariotMove[]): ChariotMove {
  return bestAttack(planner, legal).move;
}

/** The best attack (or none) and the chance to win it leads to. */
export function bestAttack(planner: Planner, legal: ChariotMove[]): { move: ChariotMove; value: number } {
  let best: ChariotMove = { type: 'endAttacks' };
  let bestValue = attackValue(planner, best);
  for (const m of legal) {
    if (m.type === 'endAttacks') continue;
    const v = attackValue(planner, m);
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return { move: best, value: bestValue };
}

/** The chance to win after an attack (or none: `endAttacks`). */
export function attackValue(planner: Planner, m: ChariotMove): number {
  const state = planner.state;
  if (m.type === 'spear') {
    // A spear costs nothing: when the chance to win hardly moves (a race already decided),
    // the damage itself decides — a rival's chariot, never one's own.
    const target = state.chariots[m.target];
    return planner.valueOf(apply(state, planner.seat, m).chariots) + (target.seat === planner.seat ? -1e-6 : 1e-6);
  }
  if (m.type === 'caltrop') return planner.valueOf(caltropVictims(planner, state, m.field));
  return planner.valueOf(state.chariots) + 1e-9;
}

/** The chariots with the expected loss from a caltrop on `field`. */
function caltropVictims(planner: Planner, state: ChariotState, field: number) {
  const { track } = planner.ctx;
  const lane = track.fields[field].lane;
  const me = planner.me;
  // The caltrop lies behind the moving chariot, within this lap or the last.
  const at = absProgress(track, field, track.fields[field].front > track.fields[me.field!].front ? me.lap - 1 : me.lap);
  return state.chariots.map((c, i) => {
    if (i === planner.id || c.out || c.field === null) return c;
    const gap = at - absProgress(track, c.field, c.lap);
    if (gap <= 0) return c;
    const reach = startSpeed(planner.ctx, c) * 60 + 60;
    if (gap > reach) return c;
    const sameLane = track.fields[c.field].lane === lane;
    return { ...c, damage: c.damage - (sameLane ? 0.6 : 0.2) };
  });
}
