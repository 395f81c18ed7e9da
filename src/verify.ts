/**
 * `npm run verify`: replays every stored game through its rules and checks every stored state
 * hash and each game's cached state (src/services/playing/verify.ts). Prints each mismatch with its game
 * and move, and exits 1 on any (0 when all is right). For operators: docs/operations.md.
 */
import { runCommand } from './db/command-database';
import { verifyAll } from './services/playing/verify';

runCommand(async (db) => {
  const started = Date.now();
  const report = await verifyAll(db);
  for (const m of report.mismatches) console.log(`game ${m.gameId}${m.seq === null ? '' : `, entry ${m.seq}`}: ${m.problem}`);
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const games = new Set(report.mismatches.map((m) => m.gameId)).size;
  console.log(
    report.mismatches.length
      ? `${report.mismatches.length} mismatches in ${games} of ${report.games} games (${report.entries} log entries, ${secs} s).`
      : `All ${report.games} games replay to their stored states (${report.entries} log entries, ${secs} s).`,
  );
  return report.mismatches.length ? 1 : 0;
});
