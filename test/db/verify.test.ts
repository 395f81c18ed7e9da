/**
 * `npm run verify` over the games of a test database: finished and running games of several
 * kinds, with take-backs in their logs, all replay to their stored hashes and cached states; a
 * changed hash or cached state is reported with its game and entry, and the command exits 1.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { verifyAll } from '../../src/services/playing/verify';
import { type Player, type TestSite, siteForFile } from '../support/app';
import { playIfMyTurn } from '../support/play';

const ROOT = path.join(__dirname, '..', '..');
let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

function verifyCommand(): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'src/verify.ts')],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: site.t.url } },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

it('every stored game replays to its hashes and cached state; a changed one is reported', async () => {
  const s = site.services;
  // a finished Race against a robot
  const race = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
  for (let i = 0; i < 2000 && (await playIfMyTurn(s, race, anna.id, i)); i++);
  // Automobiles between two players, with take-backs in the log and moves after them
  const autos = await s.lobby.createGame(anna.id, { gameType: 'automobiles', seats: 2, invite: 'Ben', deadlineDays: 0 });
  await s.lobby.join(autos, ben.id);
  let undone = 0;
  for (let i = 0; i < 80; i++) {
    const moved = (await playIfMyTurn(s, autos, anna.id, i)) || (await playIfMyTurn(s, autos, ben.id, i));
    if (!moved) break;
    const game = await s.db.game.findUniqueOrThrow({ where: { id: autos } });
    for (const p of [anna, ben]) {
      if (undone >= 3 || i % 4 !== 1) continue;
      try {
        await s.games.takeBack(autos, p.id, { seq: game.seq });
        undone++;
        break;
      } catch {
        // nothing of his to take back now
      }
    }
  }
  expect(undone).toBeGreaterThan(0);
  // a running Formula 90 race
  const f90 = await s.lobby.createGame(anna.id, { gameType: 'formula-90', seats: 2, robots: 1, deadlineDays: 0 });
  for (let i = 0; i < 30 && (await playIfMyTurn(s, f90, anna.id, i)); i++);

  const clean = await verifyAll(s.db);
  expect(clean.mismatches).toEqual([]);
  expect(clean.games).toBe(3);
  expect(clean.entries).toBeGreaterThan(100);
  expect(await verifyCommand()).toMatchObject({ code: 0, out: expect.stringContaining('All 3 games replay to their stored states') });

  // a stored hash changed, and a cached state that is not the log's
  const entry = await s.db.move.findFirstOrThrow({ where: { gameId: autos, kind: 'MOVE' }, orderBy: { seq: 'desc' } });
  await s.db.move.update({ where: { gameId_seq: { gameId: autos, seq: entry.seq } }, data: { stateHash: 'f'.repeat(64) } });
  const game = await s.db.game.findUniqueOrThrow({ where: { id: f90 } });
  await s.db.game.update({ where: { id: f90 }, data: { state: { ...(game.state as object), box: 99 } } });
  const bad = await verifyAll(s.db);
  expect(bad.mismatches).toEqual([
    { gameId: autos, seq: entry.seq, problem: expect.stringContaining('stored: ' + 'f'.repeat(64)) },
    { gameId: f90, seq: null, problem: expect.stringContaining('the cached state is not the replay of the log') },
  ]);
  const run = await verifyCommand();
  expect(run.code).toBe(1);
  expect(run.out).toContain(`game ${autos}, entry ${entry.seq}:`);
  expect(run.out).toContain('2 mismatches in 2 of 3 games');
});
