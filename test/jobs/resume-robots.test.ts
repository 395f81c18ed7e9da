/**
 * After a restart the robots go on at once: the jobs a killed worker held („active" in the
 * queue, and lost with it) would wait for their expiry (here 10 minutes); a worker that starts
 * gives every game waiting for a robot its job again, so the robot moves within moments.
 */
import { createTestSite, TEST_ENV, type TestSite } from '../support/app';
import { waitFor } from '../support/jobs';
import { playIfMyTurn } from '../support/play';
import { makeUser } from '../support/users';
import { spawnWorker, type WorkerProcess } from '../support/worker-process';


let site: TestSite;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  site = await createTestSite({ queue: true }); // jobs are queued, but no worker here
});
afterAll(async () => {
  await worker?.kill();
  await site.close();
});

it('a starting worker moves the robots whose jobs a killed worker held', async () => {
  const s = site.services;
  const anna = await makeUser(s, 'Anna');
  const ids: number[] = [];
  for (let g = 0; g < 3; g++) {
    const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
    // Anna moves until the robot is to act
    for (let i = 0; i < 20; i++) {
      const game = await s.db.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
      const robot = game.seats.find((x) => x.kind === 'ROBOT')!.seat;
      if (game.toAct.includes(robot)) break;
      await playIfMyTurn(s, id, anna.id, i);
    }
    ids.push(id);
  }
  // the worker that held every queued job was killed: they stay active until they expire
  await s.db.$executeRawUnsafe(`UPDATE pgboss.job SET state = 'active', started_on = now(), expire_in = interval '10 minutes' WHERE state = 'created'`);
  const before = await s.db.game.findMany({ where: { id: { in: ids } }, select: { id: true, seq: true } });

  worker = spawnWorker({ ...TEST_ENV, DATABASE_URL: site.t.url, JOB_EXPIRE_SECONDS: '600', ROBOT_DELAY_SECONDS: '0' });
  await worker.ready;
  await waitFor(
    async () => {
      const now = await s.db.game.findMany({ where: { id: { in: ids } }, select: { id: true, seq: true } });
      return now.every((g) => g.seq > before.find((b) => b.id === g.id)!.seq);
    },
    30_000,
    'the robots to move',
  );
});
