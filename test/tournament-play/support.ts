/**
 * For the driven tournaments: a site (services, job queue, worker) that can be stopped and
 * started again over the same database, players whose seats the system plays, and the
 * standings worked out by hand from the stored game results (not by src/tournaments/).
 */
import { loadConfig } from '../../src/config/config';
import { createServices, type Services } from '../../src/services';
import { createDb, type Db } from '../../src/db/client';
import { JobQueue, QUEUES } from '../../src/queue';
import { startWorker } from '../../src/jobs/worker';
import { TEST_ENV, TEST_SECRET } from '../support/app';
import { waitFor } from '../support/jobs';

export interface RunningSite {
  services: Services;
  db: Db;
  queue: JobQueue;
  stop(): Promise<void>;
}

/**
 * The site's processes as `npm start` runs them (web services and the worker in one), over the
 * database at `url`, with a database client of their own: nothing is shared with a site started
 * before on the same database but the database.
 */
export async function bootSite(url: string): Promise<RunningSite> {
  const config = loadConfig({ ...TEST_ENV, DATABASE_URL: url });
  const db = createDb(url, 5);
  const services = createServices(db, config, { secret: TEST_SECRET });
  const queue = new JobQueue(url, config, () => undefined, 3);
  await queue.start();
  services.attachQueue(queue);
  const worker = await startWorker(queue, services, config);
  return {
    services,
    db,
    queue,
    async stop() {
      await services.live.close();
      await worker.stop();
      // not gracefully: jobs being worked are left as a killed process leaves them
      await queue.stop(false);
      services.emails.close();
      await db.$disconnect();
    },
  };
}

/**
 * The players are away: every seat of the tournament's running games is handed to the system
 * (`autoPlay`, as when a player lets the system finish a game), and the game's job is sent so the
 * robot-move jobs play it. The tournament's rounds are seated by the worker alone.
 */
export async function standIn(site: RunningSite, tournamentId: number, skip: number[] = []): Promise<number> {
  const games = await site.db.game.findMany({
    where: { status: 'ACTIVE', tournamentTable: { tournamentId }, id: { notIn: skip }, seats: { some: { kind: 'HUMAN', autoPlay: false, replaced: false } } },
    select: { id: true },
  });
  for (const g of games) {
    await site.db.seat.updateMany({ where: { gameId: g.id, kind: 'HUMAN' }, data: { autoPlay: true } });
    await site.queue.send(QUEUES.gameChanged, { gameId: g.id, again: true });
  }
  return games.length;
}

/** Stands in for the players until the tournament is over (or `until` holds). */
export async function playUntil(site: () => RunningSite, tournamentId: number, timeoutMs: number, until?: () => Promise<boolean>): Promise<void> {
  await waitFor(
    async () => {
      await standIn(site(), tournamentId);
      if (until && (await until())) return true;
      const t = await site().db.tournament.findUniqueOrThrow({ where: { id: tournamentId } });
      return t.status === 'FINISHED';
    },
    timeoutMs,
    `tournament ${tournamentId} to be played`,
  );
}

export interface StoredTable {
  round: number;
  index: number;
  gameId: number;
  players: number[];
  /** rank of players[i], from the game's seat results */
  ranks: number[];
  timedOut: boolean[];
}

/** The tournament's tables with their games' results as the database has them (seat_results). */
export async function storedTables(db: Db, tournamentId: number): Promise<StoredTable[]> {
  const tables = await db.tournamentTable.findMany({ where: { tournamentId }, orderBy: [{ round: 'asc' }, { index: 'asc' }] });
  const out: StoredTable[] = [];
  for (const t of tables) {
    const results = await db.seatResult.findMany({ where: { gameId: t.gameId }, orderBy: { seat: 'asc' } });
    expect(results.map((r) => r.userId)).toEqual(t.players);
    out.push({ round: t.round, index: t.index, gameId: t.gameId, players: t.players, ranks: results.map((r) => r.rank as number), timedOut: results.map((r) => r.timedOut) });
  }
  return out;
}

export interface HandRow {
  id: number;
  points: number;
  buchholz: number;
  wins: number;
}

/**
 * By hand, the rules of docs/tournaments.md: a game gives (players behind + ½ × players tied
 * with) × (tableSize − 1) / (n − 1) points; Buchholz is the mean of the total points of every
 * opponent met (once per game met); wins are first places not shared. Sorted by points, Buchholz, wins,
 * seeding rating, id.
 */
export function handStandings(tableSize: number, tables: StoredTable[], ids: number[], rating: (id: number) => number): HandRow[] {
  const points = new Map<number, number>(ids.map((id) => [id, 0]));
  const wins = new Map<number, number>(ids.map((id) => [id, 0]));
  const met = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const t of tables) {
    const n = t.players.length;
    t.players.forEach((id, i) => {
      let behind = 0;
      let tied = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        if (t.ranks[j] > t.ranks[i]) behind += 1;
        if (t.ranks[j] === t.ranks[i]) tied += 1;
      }
      points.set(id, points.get(id)! + ((behind + tied / 2) * (tableSize - 1)) / (n - 1));
      // a win is a first place of one's own (a first place shared with another is none)
      if (t.ranks[i] === 1 && t.ranks.filter((r) => r === 1).length === 1) wins.set(id, wins.get(id)! + 1);
      for (const o of t.players) if (o !== id) met.get(id)!.push(o);
    });
  }
  const rows = ids.map((id) => {
    const opponents = met.get(id)!;
    let sum = 0;
    for (const o of opponents) sum += points.get(o)!;
    return { id, points: points.get(id)!, buchholz: opponents.length ? sum / opponents.length : 0, wins: wins.get(id)! };
  });
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  rows.sort((a, b) => {
    if (!close(a.points, b.points)) return b.points - a.points;
    if (!close(a.buchholz, b.buchholz)) return b.buchholz - a.buchholz;
    if (a.wins !== b.wins) return b.wins - a.wins;
    if (rating(a.id) !== rating(b.id)) return rating(b.id) - rating(a.id);
    return a.id - b.id;
  });
  return rows;
}

/** Snake seeding by hand: strongest first (rating, then id), dealt to tables 1..T, T..1, …; the tables as sorted id lists. */
export function handSnake(ids: number[], rating: (id: number) => number, tables: number): number[][] {
  const sorted = [...ids].sort((a, b) => rating(b) - rating(a) || a - b);
  const out: number[][] = Array.from({ length: tables }, () => []);
  sorted.forEach((id, k) => {
    const lap = Math.floor(k / tables);
    const pos = k % tables;
    out[lap % 2 === 0 ? pos : tables - 1 - pos].push(id);
  });
  return out.map((t) => t.sort((a, b) => a - b));
}

/** Gives each player a rating in the game (the seeding rating is read from it at the start). */
export async function giveRatings(db: Db, gameType: string, ratings: Map<number, number>): Promise<void> {
  for (const [userId, ordinal] of ratings) {
    await db.rating.create({ data: { userId, gameType, mu: ordinal + 25, sigma: 25 / 3, ordinal, updatedAt: new Date() } });
  }
}

/** Everything stored about tournaments and games, as text: a refused request must leave it as it was. */
export async function tournamentSnapshot(db: Db): Promise<string> {
  return JSON.stringify({
    t: await db.tournament.findMany({ orderBy: { id: 'asc' } }),
    p: await db.tournamentPlayer.findMany({ orderBy: [{ tournamentId: 'asc' }, { userId: 'asc' }] }),
    i: await db.tournamentInvite.findMany({ orderBy: [{ tournamentId: 'asc' }, { userId: 'asc' }] }),
    tables: await db.tournamentTable.count(),
    games: await db.game.count(),
  });
}
