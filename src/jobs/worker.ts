/**
 * The worker: what each queue's jobs do. It runs inside `npm start` (RUN_WORKER=true, the
 * default) or as its own process (`npm run worker`); any number of workers may run against one
 * database, since every job is idempotent:
 * - (no job) a change announced by NOTIFY: what follows it, run by the worker that follows the
 *   changes (follow-changes.ts): mails for the changes since the last run, the next robot move;
 * - game-changed {gameId, again?}: the same for a game whose change was missed (a worker's start,
 *   the sweep: `again`) or failed;
 * - robot-move {gameId, seq}: one move of a robot seat, only while the game is at seq (one job
 *   per game and seq however often a change is handled; a catch-up's `again` sends a second one
 *   when the first is held, maybe by a worker that died: queue.ts, sendAgain);
 * - turn-mail {gameId, seat, turnSeq, late?}: after the grace period, the "your turn" push and
 *   mail, unless the player has looked at the game since or watches it live; with push on and a
 *   longer mail wait in his profile, the mail is a second job (`late`) after that wait;
 * - tournament-round-mail {gameId, seat}: after the grace period, a tournament round's mail to
 *   the seat's player, unless he has looked at the game or watches it (it says "your move" when it is);
 * - tournament-advance {tournamentId}: a game of the tournament ended (or it started): seats its
 *   next round once every game of the round has ended, or finishes it (one job per ended game;
 *   the sweep catches up a lost one);
 * - send-email {emailId}: sends one queued mail (claimed, so only one worker sends it);
 * - push-send {pushId}: sends one queued Web Push (claimed, so only one worker sends it); a push
 *   whose every retry failed is marked failed;
 * - push-chat {messageId}: after the grace period, a chat message's pushes to the players who have
 *   not read it and do not watch the game;
 * - password-reset {login}: a forgotten password's link, looked up and mailed here, so that the
 *   form answers alike whether or not an account has the name or address;
 * - sweep (every minute): deadlines, reminders, vacations, digests, lost jobs (and at the
 *   worker's start, the jobs of every game waiting for a robot);
 * - dead-letter: jobs whose every retry failed, listed on the admin page.
 */
import type { Config } from '../config/config';
import type { Services } from '../services';
import { JobQueue, QUEUES } from '../queue';
import { ChangeFollower } from './follow-changes';
import { logCallback } from '../log';

function idOf(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new Error(`job without a valid ${what}`);
  return v;
}

export interface Worker {
  /** this process follows the announced changes now (one worker at a time does) */
  readonly following: boolean;
  stop(): Promise<void>;
}

export async function startWorker(queue: JobQueue, s: Services, config: Pick<Config, 'ROBOT_DELAY_SECONDS' | 'JOB_POLL_SECONDS'>): Promise<Worker> {
  // What follows a change: its mails, the robot's move when a system seat must act next, and at
  // the end the replay's checkpoints and the game's statistics.
  // `again` (a catch-up after a crash): the robot's job may be held by a dead worker; a second
  // attempt is harmless (a move is made only while the game is at its seq).
  const afterChange = async (gameId: number, again = false) => {
    const { systemToAct, seq, finished } = await s.notify.gameChanged(gameId);
    if (finished) {
      await s.replays.prepare(finished);
      await s.players.statsAfter(finished);
      // A game of a tournament: its next round may be due (one job per game, however often this runs).
      const tournamentId = await s.tournaments.ofGame(gameId);
      if (tournamentId !== null) await queue.send(QUEUES.tournamentAdvance, { tournamentId }, { key: `${tournamentId}:game:${gameId}` });
    }
    if (!systemToAct) return;
    const robot = { delaySeconds: config.ROBOT_DELAY_SECONDS, key: `${gameId}:${seq}` };
    if (again) await queue.sendAgain(QUEUES.robotMove, { gameId, seq }, robot);
    else await queue.send(QUEUES.robotMove, { gameId, seq }, robot);
  };
  // The changes come announced (follow-changes.ts); the queue's game-changed jobs are the way
  // back for those missed or failed.
  await queue.work(QUEUES.gameChanged, async (data) => afterChange(idOf(data.gameId, 'game id'), data.again === true), 10);
  await queue.work(QUEUES.robotMove, async (data) => {
    await s.games.playOneSystemMove(idOf(data.gameId, 'game id'), idOf(data.seq, 'sequence number'));
  }, 5);
  await queue.work(QUEUES.turnMail, async (data) => {
    await s.notify.turnMailDue(idOf(data.gameId, 'game id'), idOf(data.seat, 'seat'), idOf(data.turnSeq, 'turn'), data.late === true);
  }, 10);
  await queue.work(QUEUES.tournamentRoundMail, async (data) => {
    await s.tournaments.roundMailDue(idOf(data.gameId, 'game id'), idOf(data.seat, 'seat'));
  }, 10);
  await queue.work(QUEUES.tournamentAdvance, async (data) => {
    await s.tournaments.advance(idOf(data.tournamentId, 'tournament id'));
  }, 2);
  await queue.work(QUEUES.sendEmail, async (data) => {
    await s.emails.deliver(idOf(data.emailId, 'mail id'));
  }, 20);
  await queue.work(QUEUES.pushSend, async (data, job) => {
    const pushId = idOf(data.pushId, 'push id');
    try {
      await s.push.deliver(pushId);
    } catch (err) {
      if (job.retryCount >= job.retryLimit) await s.push.markFailed(pushId, err instanceof Error ? err.message : String(err));
      throw err;
    }
  }, 20);
  await queue.work(QUEUES.pushChat, async (data) => {
    await s.gamePushes.chatDue(idOf(data.messageId, 'message id'));
  }, 10);
  await queue.work(QUEUES.passwordReset, async (data) => {
    await s.accounts.sendResetLinks(data.login);
  }, 5);
  await queue.work(QUEUES.sweep, async () => {
    await s.sweep();
  });
  await queue.work(QUEUES.deadLetter, async (data, job) => {
    await s.admin.recordDeadLetter(data, job.output);
  });
  await queue.schedule(QUEUES.sweep, '* * * * *');
  const follower = new ChangeFollower(
    queue.databaseUrl,
    {
      handle: afterChange,
      fallback: (gameId) => queue.send(QUEUES.gameChanged, { gameId }),
      // after a restart the robots go on at once, not when the lost jobs expire
      catchUp: async () => void (await s.resumeGames()),
      log: logCallback(s.log.child({ part: 'jobs' }), 'warn'),
    },
    config.JOB_POLL_SECONDS,
  );
  await follower.start();
  // the follower's catch-up does it when this worker follows; else here
  if (!follower.following) await s.resumeGames();
  return {
    get following() {
      return follower.following;
    },
    stop: () => follower.stop(),
  };
}
