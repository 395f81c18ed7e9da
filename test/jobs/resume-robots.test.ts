/**
 * After a crash the robots go on at once. A robot's move is one job per game and sequence number
 * (its id made from the key `game:seq`); a worker killed while it held that job leaves it
 * "active" until it expires (here 10 minutes; by default JOB_EXPIRE_SECONDS and the next
 * maintenance, minutes), and pg-boss drops a job sent under the same key meanwhile. So the
 * state a killed worker leaves is made here as it is: the change handled, the robot's job under
 * its real key held active. A worker that starts (its catch-up) and the minute sweep (games quiet
 * for two minutes) send the move again under a key of its own, and the robot moves.
 */
import { createTestSite, TEST_ENV, type TestSite } from '../support/app';
import { waitFor } from '../support/jobs';
import { playIfMyTurn } from '../support/play';
import { makeUser, type TestUser } from '../support/users';
import { spawnWorker, type WorkerProcess } from '../support/worker-process';
import { keyedId, QUEUES } from '../../src/queue';
import { SERVER_MS } from '../support/patience';

let site: TestSite;
let anna: TestUser;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  site = await createTestSite({ queue: true }); // jobs are queued, but no worker here
  anna = await makeUser(site.services, 'Anna');
});
afterAll(async () => {
  await worker?.kill();
  await site.close();
});

const gameOf = (id: number) => site.services.db.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
const robotToAct = (g: Awaited<ReturnType<typeof gameOf>>) => g.toAct.includes(g.seats.find((x) => x.kind === 'ROBOT')!.seat);

/** The robot's move at `seq`, as a killed worker leaves it: its job, under the real key, held active. */
async function holdRobotJob(id: number, seq: number): Promise<void> {
  const key = `${id}:${seq}`;
  await site.queue!.send(QUEUES.robotMove, { gameId: id, seq }, { key, delaySeconds: 3600 }); // not fetched before it is held
  await site.services.db.$executeRaw`
    UPDATE pgboss.job SET state = 'active', started_on = now(), start_after = now(), expire_in = interval '10 minutes'
    WHERE name = ${QUEUES.robotMove} AND id = ${keyedId(QUEUES.robotMove, key)}::uuid`;
}

/** A game of Anna's against a robot, played on (Anna through the services, the robot's moves here) until `robot` is to act or not. */
async function newRobotGame(robot: boolean): Promise<number> {
  const s = site.services;
  const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
  for (let i = 0; i < 40; i++) {
    const g = await gameOf(id);
    const robotDue = robotToAct(g);
    if (robotDue === robot && (robot || g.toAct.length)) return id;
    if (robotDue) await s.games.playOneSystemMove(id, g.seq);
    else await playIfMyTurn(s, id, anna.id, i);
  }
  throw new Error('the game did not get there');
}

it('a starting worker moves the robots whose jobs a killed worker held', async () => {
  const s = site.services;
  const ids: number[] = [];
  for (let g = 0; g < 3; g++) {
    const id = await newRobotGame(true);
    await s.notify.gameChanged(id); // the killed worker had handled the change...
    await holdRobotJob(id, (await gameOf(id)).seq); // ...and was making the robot's move
    ids.push(id);
  }
  const before = await s.db.game.findMany({ where: { id: { in: ids } }, select: { id: true, seq: true } });

  worker = spawnWorker({ ...TEST_ENV, DATABASE_URL: site.t.url, JOB_EXPIRE_SECONDS: '600', ROBOT_DELAY_SECONDS: '0' });
  await worker.ready;
  await waitFor(
    async () => {
      const now = await s.db.game.findMany({ where: { id: { in: ids } }, select: { id: true, seq: true } });
      return now.every((g) => g.seq > before.find((b) => b.id === g.id)!.seq);
    },
    SERVER_MS,
    'the robots to move',
  );
});

it('the minute sweep moves a robot whose job a dead worker holds', async () => {
  const s = site.services;
  // Anna to act; her move gives the robot its turn. Its job is held before she moves (by a
  // worker that dies), so the running worker's handling of her move cannot make it.
  const id = await newRobotGame(false);
  let g = await gameOf(id);
  for (let i = 0; !robotToAct(g); i++) {
    for (let k = 1; k <= 3; k++) await holdRobotJob(id, g.seq + k);
    await playIfMyTurn(s, id, anna.id, i);
    g = await gameOf(id);
  }
  const due = g.seq;
  await waitFor(async () => (await gameOf(id)).notifiedSeq === due, SERVER_MS, 'the worker to handle the change');
  expect((await gameOf(id)).seq).toBe(due); // held: the robot waits
  // two minutes later, the sweep
  await s.db.$executeRaw`UPDATE games SET updated_at = now() - interval '3 minutes' WHERE id = ${id}`;
  expect((await s.sweep()).gamesRequeued).toBeGreaterThan(0);
  await waitFor(async () => (await gameOf(id)).seq > due, SERVER_MS, 'the robot to move');
});
