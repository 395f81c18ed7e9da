/**
 * A game's rules version inside its state (docs/architecture.md, "Rules versions"): noted only
 * from version 2 on, so that a version-1 state, and its hash, stays exactly what it was.
 */

/** A state that may note its rules version. */
export interface Versioned {
  /** the rules version; absent: 1 */
  rules?: number;
}

/** The rules version a state is played under. */
export function rulesOf(state: Versioned): number {
  return state.rules ?? 1;
}

/** Notes the version in a new state (nothing for version 1); returns the state. */
export function noteRules<S extends Versioned>(state: S, rulesVersion: number): S {
  if (rulesVersion >= 2) state.rules = rulesVersion;
  return state;
}
