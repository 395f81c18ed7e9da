/**
 * The checks every game's robot-strengths test makes (issue 33), over the usage its robots showed
 * in seeded games (robot-usage.ts): each strength played its games to the end with legal moves only
 * (the harness applies every move through the module, which throws on one its rules do not hold),
 * and the normal robot keeps a floor on each item — a share it must reach, not an exact number.
 */
import { ROBOT_STRENGTHS, type RobotStrength } from '../../src/engine/contract';
import { usedShare, type UsageResult } from './robot-usage';

/** A floor: its name, the share it reads from the usage, the least that share may be. */
export type Floor = [name: string, share: (r: UsageResult) => number, floor: number];

/** A floor on the share of its decisions in which the item was used, named by the item. */
export function used(item: string, floor: number): Floor {
  return [item, (r) => usedShare(r, item), floor];
}

export interface StrengthChecks {
  /** games each strength played */
  games: Record<RobotStrength, number>;
  /** the least decisions a game has */
  perGame: number;
  floors: readonly Floor[];
  /** test names (%s: the strength, the floor's name) */
  legalName?: string;
  floorName?: string;
}

/** Declares the tests over `results`, which the file's beforeAll fills. */
export function checkStrengths(results: Partial<Record<RobotStrength, UsageResult>>, c: StrengthChecks): void {
  it.each([...ROBOT_STRENGTHS])(c.legalName ?? '%s plays only legal moves, every game to its end', (strength) => {
    const r = results[strength]!;
    expect(r.games).toBe(c.games[strength]);
    expect(r.unfinished).toBe(0);
    expect(r.decisions).toBeGreaterThan(c.perGame * r.games);
  });

  it.each([...c.floors])(c.floorName ?? 'the normal robot uses %s (floor)', (_name, share, floor) => {
    expect(share(results.normal!)).toBeGreaterThanOrEqual(floor);
  });
}
