/**
 * The robot duels of `npm run bench` (bench/robots/): a few games of each pairing finish, the
 * seats alternate, and the same job gives the same result (robots are deterministic per seed,
 * sequence number and seat). The win rates themselves are measured by the benchmark, not here.
 */
import { DUEL_GAMES, runDuel } from '../../bench/robots/duel';

describe('robot duels', () => {
  it.each(DUEL_GAMES)('%s: robot against random and against the previous robot, deterministic', (game) => {
    for (const b of ['random', 'previous'] as const) {
      const job = { id: 'x', game, a: 'current' as const, b, baseSeed: 77, games: 2 };
      const r = runDuel(job);
      expect(r.games).toBe(2);
      expect(r.unfinished).toBe(0);
      expect(r.points).toBeGreaterThanOrEqual(0);
      expect(r.points).toBeLessThanOrEqual(2);
      expect(r.robotDecisions).toBeGreaterThan(0);
      const again = runDuel(job);
      expect({ ...again, robotMs: 0, robotMaxMs: 0 }).toEqual({ ...r, robotMs: 0, robotMaxMs: 0 });
    }
  });
});
