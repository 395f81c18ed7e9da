/**
 * The rule book's worked examples as replays (the module's `examples`): every step applied through
 * the rules' own check (applyChecked, step by step as a player's move), so the page shows exactly
 * what the rules do and can never drift from them. Built once per example.
 */
import type { AnyGameModule, RuleExample } from '../../engine/contract';
import { applyChecked } from '../../engine/replay';

export interface PlayedExample {
  example: RuleExample;
  /** the state before the first step, then after each step */
  states: unknown[];
}

const cache = new Map<string, PlayedExample>();

/** Plays an example through the rules; throws (IllegalMoveError) when a step is not legal. */
export function playExample(mod: AnyGameModule, example: RuleExample): PlayedExample {
  const key = `${mod.meta.id}/${example.id}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const states = [example.start()];
  for (const step of example.steps) states.push(applyChecked(mod, states[states.length - 1], step.seat, step.move).state);
  const played = { example, states };
  cache.set(key, played);
  return played;
}

export function findExample(mod: AnyGameModule, id: string): RuleExample | null {
  return mod.examples?.find((e) => e.id === id) ?? null;
}
