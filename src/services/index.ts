/** All services of the site, built once over one database. */
import type { Db } from '../db/client';
import type { Config } from '../config/config';
import { Clock, systemClock } from '../clock';
import type { JobQueue, JobSender } from '../queue';
import { LinkSigner } from '../mail/signing';
import { createMailRenderer } from '../mail/templates';
import { createTransport, MailTransport } from '../mail/transport';
import { UserService } from './people/user.service';
import { LobbyService } from './playing/lobby.service';
import { PracticeService } from './playing/practice.service';
import { GameService } from './playing/game.service';
import { GameViewService } from './playing/game-view.service';
import { GameListService } from './playing/game-list.service';
import { ReplayService } from './playing/replay.service';
import { EmailService } from './outgoing/email.service';
import { NotifyService } from './outgoing/notify.service';
import { DeadlineService } from './outgoing/deadline.service';
import { PushService } from './outgoing/push/push.service';
import { GamePushes } from './outgoing/push/game-pushes';
import { ProfileService } from './people/profile.service';
import { AdminService } from './outgoing/admin.service';
import { AccountService } from './people/account.service';
import { PlayersService } from './people/players.service';
import { ChatService } from './people/chat.service';
import { FriendsService } from './people/friends.service';
import { EndVoteService } from './playing/end-vote.service';
import { TournamentService } from './tournaments/tournament.service';
import { TournamentRounds } from './tournaments/rounds';
import { TournamentMails } from './tournaments/mails';
import { LeagueService } from './leagues/league.service';
import { LeagueSeasons } from './leagues/seasons';
import { LeagueMails } from './leagues/mails';
import { LiveHub } from '../live/hub';
import { logCallback, silentLogger, type Logger } from '../log';
import { RateLimits } from '../http/rate-limits';

export interface Services {
  config: Config;
  db: Db;
  clock: Clock;
  signer: LinkSigner;
  users: UserService;
  /** passwords (change, reset by mail) and the session list */
  accounts: AccountService;
  lobby: LobbyService;
  practice: PracticeService;
  games: GameService;
  views: GameViewService;
  lists: GameListService;
  replays: ReplayService;
  emails: EmailService;
  notify: NotifyService;
  /** Web Push: subscriptions, settings, the push outbox (docs/push.md) */
  push: PushService;
  /** the pushes of the game events, beside their mails */
  gamePushes: GamePushes;
  deadlines: DeadlineService;
  profile: ProfileService;
  admin: AdminService;
  /** public profiles, leaderboards and game statistics */
  players: PlayersService;
  /** games' chats, reports, players' notes */
  chat: ChatService;
  /** friends and blocked players */
  friends: FriendsService;
  /** ending a game early by agreement */
  endVotes: EndVoteService;
  /** tournaments: sign-up, the rounds the worker seats, standings (issue 35) */
  tournaments: TournamentService;
  /** the standing league per game: divisions, seasons the worker runs (issue 35) */
  leagues: LeagueService;
  /** the structured log (pino) */
  log: Logger;
  /** the rate limits (kept in PostgreSQL, so they hold across web processes) */
  limits: RateLimits;
  /** live updates of this web process (its LISTEN connection, opened by the first event stream) */
  live: LiveHub;
  /** The job queue, once attached: from then on changes go through jobs. */
  queue: JobQueue | null;
  attachQueue(queue: JobQueue): void;
  /** Everything the minute job does. */
  sweep(): Promise<Record<string, number>>;
  /** requeues the jobs of every game waiting for a robot or for its change's job, and of every mail never tried (a worker's start, the follower's reconnect) */
  resumeGames(): Promise<number>;
}

export interface ServiceOptions {
  /** the site's secret, for signed links in mails */
  secret: string;
  clock?: Clock;
  transport?: MailTransport;
  /** the database's URL, for the LISTEN connection of live updates (default: the direct one, past a pooler) */
  databaseUrl?: string;
  /** where log lines go (default: nowhere) */
  log?: Logger;
}

export function createServices(db: Db, config: Config, opts: ServiceOptions): Services {
  const clock = opts.clock ?? systemClock;
  const log = opts.log ?? silentLogger;
  const signer = new LinkSigner(opts.secret);
  let queue: JobQueue | null = null;
  const jobs = (): JobSender | null => queue;
  const games = new GameService(db, clock, logCallback(log.child({ part: 'games' }), 'warn'));
  const emails = new EmailService(db, config, createMailRenderer(), signer, opts.transport ?? createTransport(config.SMTP_URL), jobs);
  const push = new PushService(db, config, jobs);
  const gamePushes = new GamePushes(db, push, clock, jobs, config.TURN_MAIL_GRACE_SECONDS);
  const notify = new NotifyService(db, emails, config, clock, jobs, gamePushes);
  const profile = new ProfileService(db, emails, signer, clock, config);
  const deadlines = new DeadlineService(db, games, emails, notify, clock, config);
  const users = new UserService(db, config.SESSION_DAYS, config.ADMIN_USERS);
  const accounts = new AccountService(db, users, emails, clock, config, jobs);
  const lobby = new LobbyService(db, () => games.runner, notify, clock);
  const tournamentMails = new TournamentMails(db, emails, config.baseUrl, notify, clock, jobs, config.TURN_MAIL_GRACE_SECONDS, gamePushes);
  const tournaments = new TournamentService(db, new TournamentRounds(db, lobby, tournamentMails, clock), tournamentMails, deadlines, clock, jobs);
  const leagues = new LeagueService(db, new LeagueSeasons(db, lobby, clock, new LeagueMails(db, emails, config.baseUrl)), clock);
  const services: Services = {
    config,
    db,
    clock,
    signer,
    users,
    accounts,
    lobby,
    practice: new PracticeService(db, lobby),
    games,
    views: new GameViewService(db),
    lists: new GameListService(db),
    replays: new ReplayService(db),
    emails,
    notify,
    push,
    gamePushes,
    deadlines,
    profile,
    admin: new AdminService(db, emails, jobs, () => queue),
    players: new PlayersService(db, clock),
    chat: new ChatService(db, clock, (id) => gamePushes.chatPosted(id)),
    friends: new FriendsService(db, clock),
    endVotes: new EndVoteService(db, games),
    tournaments,
    leagues,
    log,
    limits: new RateLimits(db, config),
    live: new LiveHub(opts.databaseUrl ?? config.DATABASE_DIRECT_URL ?? config.DATABASE_URL ?? '', logCallback(log, 'warn')),
    get queue() {
      return queue;
    },
    attachQueue(q: JobQueue) {
      queue = q;
      // Every change is announced in its own transaction; the worker that follows the
      // announcements handles it (src/jobs/follow-changes.ts): no job per move.
      games.runner = { afterChange: async () => undefined };
    },
    async sweep() {
      const vacationsEnded = await profile.sweepVacations();
      const deadlineReport = await deadlines.sweep();
      const digests = await notify.sendDigests();
      const mailsRequeued = await emails.requeueStuck();
      const pushesRequeued = await push.requeueStuck();
      const gamesRequeued = await requeueUnnotifiedGames(db, jobs());
      const resetLinksDeleted = await accounts.sweepResetLinks();
      const statsRefreshed = await services.players.refreshStale();
      const tournamentReport = await tournaments.sweep();
      const leagueReport = await leagues.sweep();
      return { vacationsEnded, ...deadlineReport, digests, mailsRequeued, pushesRequeued, gamesRequeued, resetLinksDeleted, statsRefreshed, ...tournamentReport, ...leagueReport };
    },
    /**
     * At a worker's start, and when the worker following the changes reconnects (the database
     * was back): every game waiting for a robot or for its change's job gets the job again at
     * once, every mail never tried its send-email job, and every mail claimed for sending one for
     * when its claim's lease ends (and every push likewise, at once: its claim keeps it to one
     * send). A process that was killed, or lost its database, may hold such
     * jobs "active" until they expire and then wait for their retry (minutes); a job that runs
     * twice does no harm, and a mail is claimed before it is sent.
     */
    async resumeGames() {
      await emails.requeueStuck(0);
      await emails.requeueClaimed();
      await push.requeueStuck(0);
      return requeueUnnotifiedGames(db, jobs(), 0);
    },
  };
  return services;
}

/**
 * Games whose last change has had no "game-changed" run for `quietSeconds` (by default two
 * minutes), or where a robot should have moved by then (the process stopped between the change
 * and its job, or was killed while it held the robot's job): each gets the job again, marked
 * `again` so that a robot's job held by a dead worker is sent anew (src/queue.ts,
 * sendAgain). A job that runs twice does no harm.
 */
async function requeueUnnotifiedGames(db: Db, jobs: JobSender | null, quietSeconds = 120): Promise<number> {
  if (!jobs) return 0;
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT g.id FROM games g
    WHERE g.status IN ('ACTIVE', 'FINISHED') AND g.updated_at <= now() - make_interval(secs => ${quietSeconds})
      AND (g.notified_seq < g.seq
        OR (g.status = 'ACTIVE' AND EXISTS (
          SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.seat = ANY (g.to_act) AND (s.kind = 'ROBOT' OR s.auto_play OR s.replaced))))
    ORDER BY g.updated_at LIMIT 500`;
  for (const r of rows) await jobs.send('game-changed', { gameId: r.id, again: true });
  return rows.length;
}
