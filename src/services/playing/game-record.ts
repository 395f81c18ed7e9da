/** Loading a game with its seats, and the facts about seats every service needs. */
import type { GameSpec, GameStart } from '../../engine/replay';
import { msg, type Text } from '../../engine/text';
import { isPooled, type Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import type { GameRecord } from '../../db/records';
import type { AnyGameModule } from '../../engine/contract';
import { findGame } from '../../games/registry';
import { notFound } from '../../http/errors';
import { readGame } from '../../db/hot/game';
import { viaPool, viaTx } from '../../db/hot/sql';


/** 404 for what cannot be a game's id (its column is an int). */
export function checkGameId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw notFound(msg('site.error.noSuchGame'));
}

/** The game with its seats (one statement: src/db/hot/game.ts); 404 when there is none. */
export async function loadGame(db: Db | Prisma.TransactionClient, id: number): Promise<GameRecord> {
  checkGameId(id);
  // (inside a transaction: on its connection)
  const game = await readGame(isPooled(db) ? viaPool(db) : viaTx(db), id);
  if (!game) throw notFound(msg('site.error.noGame', { id }));
  return game;
}

/** What the game's state is rebuilt from: seed, seats, options and its rules version. */
export function specOf(game: Pick<GameRecord, 'seed' | 'numSeats' | 'options' | 'rulesVersion'> & { start?: unknown }): GameSpec {
  return { seed: game.seed, seats: game.numSeats, options: game.options, rulesVersion: game.rulesVersion, start: (game.start ?? null) as GameStart | null };
}

export function moduleOf(game: { gameType: string }): AnyGameModule {
  const mod = findGame(game.gameType);
  if (!mod) throw notFound(msg('site.error.gameTypeUnknown', { type: game.gameType }));
  return mod;
}

/** The seat a user plays in this game, or null. */
export function seatOfUser(game: GameRecord, userId: number | undefined): number | null {
  if (userId === undefined) return null;
  const seat = game.seats.find((s) => s.kind === 'HUMAN' && s.userId === userId);
  return seat ? seat.seat : null;
}

/**
 * Display names per seat: the player's user name, or words ("Robot 2", "Roboter 3 (Anfänger)")
 * rendered in the reader's language.
 */
export function seatNames(game: GameRecord): Text[] {
  return game.seats.map((s) => {
    // a robot's strength is named when it is not the normal robot (issue 33)
    if (s.kind === 'ROBOT') return msg(s.robotStrength === 'beginner' ? 'site.seat.robotBeginner' : s.robotStrength === 'strong' ? 'site.seat.robotStrong' : 'site.seat.robot', { n: s.seat + 1 });
    if (s.user) return s.user.username;
    return msg('site.seat.open', { n: s.seat + 1 });
  });
}

/**
 * Seats the system plays: robots, players who let the system finish a decided game, and seats
 * the robot took over after a timeout.
 */
export function systemSeats(game: GameRecord): number[] {
  return game.seats.filter((s) => s.kind === 'ROBOT' || s.autoPlay || s.replaced).map((s) => s.seat);
}

/**
 * Whether the game is played at a tournament's table: its timeouts go to the robot at once (the
 * seat's result a forfeit or the robot's, as the tournament says: GameRecord.tournamentTimeouts),
 * and it cannot be ended early by agreement.
 */
export async function isTournamentGame(db: Db | Prisma.TransactionClient, gameId: number): Promise<boolean> {
  return (await db.tournamentTable.count({ where: { gameId } })) > 0;
}

/**
 * Whether its players had its "has started" in another mail: a tournament round's ("round N has
 * started: your game") or a league season's ("season N has started: your games").
 */
export async function startMailedElsewhere(db: Db | Prisma.TransactionClient, gameId: number): Promise<boolean> {
  const [tables, league] = await Promise.all([db.tournamentTable.count({ where: { gameId } }), db.leagueGame.count({ where: { gameId } })]);
  return tables + league > 0;
}
