/**
 * The worker: what each queue's jobs do. It runs inside `npm start` (RUN_WORKER=true, the
 * default) or as its own process (`npm run worker`); any number of workers may run against one
 * database, since every job is idempotent:
 * - game-changed {gameId}: mails for the changes since the last run; the next robot move;
 * - robot-move {gameId, seq}: one move of a robot seat, only while the game is at seq;
 * - turn-mail {gameId, seat, turnSeq}: after the grace period, the "your turn" mail, unless the
 *   player has looked at the game since or watches it live;
 * - send-email {emailId}: sends one queued mail (claimed, so only one worker sends it);
 * - sweep (every minute): deadlines, reminders, vacations, digests, lost jobs (and at the
 *   worker's start, the jobs of every game waiting for a robot);
 * - dead-letter: jobs whose every retry failed, listed on the admin page.
 */
import type { Config } from '../config/config';
import type { Services } from '../services';
import { JobQueue, QUEUES } from './queue';

function idOf(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new Error(`job without a valid ${what}`);
  return v;
}

export async function startWorker(queue: JobQueue, s: Services, config: Pick<Config, 'ROBOT_DELAY_SECONDS'>): Promise<void> {
  await queue.work(QUEUES.gameChanged, async (data) => {
    const gameId = idOf(data.gameId, 'game id');
    const { systemToAct, seq } = await s.notify.gameChanged(gameId);
    if (systemToAct) await queue.send(QUEUES.robotMove, { gameId, seq }, { delaySeconds: config.ROBOT_DELAY_SECONDS });
  }, 10);
  await queue.work(QUEUES.robotMove, async (data) => {
    const gameId = idOf(data.gameId, 'game id');
    if (await s.games.playOneSystemMove(gameId, idOf(data.seq, 'sequence number'))) await queue.send(QUEUES.gameChanged, { gameId });
  }, 5);
  await queue.work(QUEUES.turnMail, async (data) => {
    await s.notify.turnMailDue(idOf(data.gameId, 'game id'), idOf(data.seat, 'seat'), idOf(data.turnSeq, 'turn'));
  }, 10);
  await queue.work(QUEUES.sendEmail, async (data) => {
    await s.emails.deliver(idOf(data.emailId, 'mail id'));
  }, 20);
  await queue.work(QUEUES.sweep, async () => {
    await s.sweep();
  });
  await queue.work(QUEUES.deadLetter, async (data, job) => {
    await s.admin.recordDeadLetter(data, job.output);
  });
  await queue.schedule(QUEUES.sweep, '* * * * *');
  // after a restart the robots go on at once, not when the lost jobs expire
  await s.resumeGames();
}
