/**
 * A site with something on every page, for the accessibility tests (issue 36): two players (Anna,
 * an operator, and Ben), and per game a game at its start, one some moves in, one finished (with a
 * chat), a waiting room; a tournament, a league game, mails in the outbox.
 */
import type { Services } from '../../src/services';
import { allGames } from '../../src/games/registry';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';
import { Prng, seedPrng } from '../../src/engine/prng';
import { playOutAsRobots } from '../support/play';
import { makeUser, TestUser } from '../support/users';

export interface GamePages {
  id: string;
  /** a game against robots at its start: Anna's first decision */
  start: number;
  /** a game against robots some moves in, Anna to move */
  mid: number;
  /** a finished game of Anna and Ben */
  finished: number;
  /** a game waiting for a player */
  waiting: number;
}

export interface A11ySite {
  anna: TestUser;
  ben: TestUser;
  games: GamePages[];
  tournament: number;
  mail: number;
}

/** Plays Anna's moves (as the robot would) until `moves` of hers are made; the robots answer at once. */
async function playSome(s: Services, gameId: number, userId: number, moves: number): Promise<void> {
  for (let i = 0, made = 0; i < 200 && made < moves; i++) {
    const g = await loadGame(s.db, gameId);
    if (g.status !== 'ACTIVE') return;
    const seat = seatOfUser(g, userId);
    if (seat === null || !g.toAct.includes(seat)) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    await s.games.submitMove(gameId, userId, { seq: g.seq, move: moduleOf(g).robotMove(g.state, seat, new Prng(seedPrng(1000 + i))) });
    made++;
  }
}

export async function seedA11ySite(s: Services): Promise<A11ySite> {
  const anna = await makeUser(s, 'Anna');
  const ben = await makeUser(s, 'Ben');
  await s.db.user.update({ where: { id: anna.id }, data: { isAdmin: true } });
  const games: GamePages[] = [];
  for (const m of allGames()) {
    const id = m.meta.id;
    const start = await s.lobby.createGame(anna.id, { gameType: id, seats: 3, robots: 2, strength: ['beginner', 'beginner'] });
    const mid = await s.lobby.createGame(anna.id, { gameType: id, seats: 3, robots: 2, strength: ['beginner', 'beginner'] });
    await playSome(s, mid, anna.id, 3);
    const finished = await s.lobby.createGame(anna.id, { gameType: id, seats: 2, invite: 'Ben', deadlineDays: 0, chatPublic: true });
    await s.lobby.join(finished, ben.id);
    await s.chat.post(finished, ben.id, { body: 'Good luck!' });
    await s.chat.post(finished, anna.id, { body: 'Thanks, you too.' });
    await playOutAsRobots(s, finished, 3);
    const waiting = await s.lobby.createGame(ben.id, { gameType: id, seats: 3, robots: 1 });
    games.push({ id, start, mid, finished, waiting });
  }
  const tournament = await s.tournaments.create(anna.id, { name: 'Autumn Cup', gameType: 'race', tableSize: 2, format: 'swiss', rounds: 2, minPlayers: 2, maxPlayers: 8, rated: true, deadlineDays: 3 });
  await s.tournaments.join(tournament, ben.id);
  await s.accounts.requestReset({ login: 'Anna' });
  const mail = (await s.db.email.findFirstOrThrow({ where: { userId: anna.id }, orderBy: { id: 'asc' }, select: { id: true } })).id;
  return { anna, ben, games, tournament, mail };
}
