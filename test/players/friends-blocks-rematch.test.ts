/**
 * Friends, blocks, rematches and ending a game by agreement: friends are offered first when
 * inviting and their open games come first; a blocked player can neither invite the one who
 * blocked him nor join his games; a rematch makes one new game with the same players and options
 * (invited), however many click; a game ended by agreement is over without a result and unrated.
 */
import request from 'supertest';
import { createTestSite, signUp, type Player, type TestSite } from '../support/app';
import { loadGame } from '../../src/services/playing/game-record';
import { playOutAsRobots } from '../support/play';

let site: TestSite;
let anna: Player;
let ben: Player;
let cleo: Player;
let dan: Player;

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  cleo = await signUp(site, 'Cleo');
  dan = await signUp(site, 'Dan');
  // confirmed addresses: invitations are mailed
  await site.services.db.user.updateMany({ data: { emailConfirmedAt: new Date() } });
});
afterAll(() => site.close());

const relate = (p: Player, name: string, action: unknown) => p.agent.post(`/users/${name}/relation`).type('form').send({ _csrf: p.csrf, action });
const createGame = (p: Player, fields: Record<string, unknown>) => p.agent.post('/games').type('form').send({ _csrf: p.csrf, robots: '0', deadlineDays: '0', ...fields });

describe('friends', () => {
  it('are added and removed on the profile, listed on one\'s own page, and refused for bad input', async () => {
    expect((await relate(anna, 'Ben', 'friend').expect(303)).headers.location).toBe('/users/Ben');
    await relate(anna, 'cleo', 'friend').expect(303);
    const own = (await anna.agent.get('/users/Anna').expect(200)).text;
    expect(own).toMatch(/Your friends:<\/strong> <a class="player-link" href="\/users\/Ben"[^>]*>Ben<\/a>, <a class="player-link" href="\/users\/Cleo"/);
    expect((await anna.agent.get('/users/Ben').expect(200)).text).toContain('Remove from friends');
    await relate(anna, 'Anna', 'friend').expect(400);
    await relate(anna, 'Nobody', 'friend').expect(404);
    await relate(anna, 'Ben', 'marry').expect(400);
    await request(site.app).post('/users/Ben/relation').type('form').send({ action: 'friend' }).expect((r) => expect([303, 403]).toContain(r.status));
    expect(await site.services.db.friend.count()).toBe(2);
  });

  it('are offered first on the new-game form, and a profile\'s invite button fills it in', async () => {
    const form = (await anna.agent.get('/games/new').expect(200)).text;
    expect(form).toContain('<input type="checkbox" name="invite" value="Ben">');
    expect((await anna.agent.get('/games/new?invite=Ben').expect(200)).text).toContain('<input type="checkbox" name="invite" value="Ben" checked>');
    expect((await anna.agent.get('/games/new?invite=Dan').expect(200)).text).toContain('value="Dan"');
    // Friends ticked and a name typed: all invited.
    const res = await createGame(anna, { gameType: 'race', seats: '4', invite: ['Ben', 'Cleo', 'Dan'] }).expect(303);
    const id = Number(/\/games\/(\d+)/.exec(res.headers.location)![1]);
    const g = await loadGame(site.services.db, id);
    expect(g.seats.filter((s) => s.kind === 'INVITED').map((s) => s.user!.username).sort()).toEqual(['Ben', 'Cleo', 'Dan']);
    await anna.agent.post(`/games/${id}/cancel`).type('form').send({ _csrf: anna.csrf }).expect(303);
    // The waiting room's invitation field offers the friends not yet in the game.
    const open = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 3, invite: 'Cleo' });
    const room = (await anna.agent.get(`/games/${open}`).expect(200)).text;
    expect(room).toContain('<datalist id="friend-names"><option value="Ben"></datalist>');
    await site.services.lobby.cancel(open, anna.id);
  });

  it("put friends' open games first in the lobby, marked", async () => {
    const s = site.services;
    const dans = await s.lobby.createGame(dan.id, { gameType: 'race', seats: 3 });
    const bens = await s.lobby.createGame(ben.id, { gameType: 'race', seats: 3 });
    const dans2 = await s.lobby.createGame(dan.id, { gameType: 'race', seats: 3 });
    const { games } = await s.lists.openGames(anna.id);
    expect(games.map((g) => g.id).slice(0, 3)).toEqual([bens, dans2, dans]);
    expect(games[0].friends).toBe(true);
    const lobby = (await anna.agent.get('/').expect(200)).text;
    expect(lobby).toMatch(new RegExp(`<tr class="friends-game"><td><a href="/games/${bens}">Race #${bens}</a> <span class="badge friend-badge">friends</span>`));
    // In "my games", of Anna's open games those with a friend come first.
    const withDan = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 3, invite: 'Dan' });
    const withBen = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 3, invite: 'Ben' });
    await s.lobby.join(withDan, dan.id);
    await s.lobby.join(withBen, ben.id);
    await s.lobby.createGame(anna.id, { gameType: 'race', seats: 3 }).then((id) => s.lobby.cancel(id, anna.id));
    await s.db.game.update({ where: { id: withDan }, data: { updatedAt: new Date(Date.now() + 60_000) } });
    const mine = (await s.lists.myGames(anna.id)).games.filter((g) => g.status === 'OPEN').map((g) => g.id);
    expect(mine).toEqual([withBen, withDan]);
    for (const id of [dans, bens, dans2]) await s.lobby.cancel(id, id === bens ? ben.id : dan.id);
    for (const id of [withDan, withBen]) await s.lobby.cancel(id, anna.id);
  });
});

describe('blocks', () => {
  it('keep the blocked player from inviting and from joining; his and their open games are not listed to each other', async () => {
    const s = site.services;
    await relate(cleo, 'Dan', 'block').expect(303);
    expect((await cleo.agent.get('/users/Dan').expect(200)).text).toContain('Unblock');
    // Dan cannot invite Cleo (form and service), and nothing is made.
    const before = await s.db.game.count();
    const refused = await createGame(dan, { gameType: 'race', seats: '2', invite: 'Cleo' }).expect(403);
    expect(refused.text).toContain('Cleo does not take invitations from you.');
    expect(await s.db.game.count()).toBe(before);
    const dans = await s.lobby.createGame(dan.id, { gameType: 'race', seats: 3 });
    await dan.agent.post(`/games/${dans}/invite`).type('form').send({ _csrf: dan.csrf, username: 'Cleo' }).expect(403);
    // Dan cannot join Cleo's game; Cleo does not see Dan's.
    const cleos = await s.lobby.createGame(cleo.id, { gameType: 'race', seats: 3 });
    await dan.agent.post(`/games/${cleos}/join`).type('form').send({ _csrf: dan.csrf }).expect(403);
    expect((await loadGame(s.db, cleos)).seats.some((x) => x.userId === dan.id)).toBe(false);
    expect((await s.lists.openGames(dan.id)).games.map((g) => g.id)).not.toContain(cleos);
    expect((await s.lists.openGames(cleo.id)).games.map((g) => g.id)).not.toContain(dans);
    // Once unblocked, all is as before.
    await relate(cleo, 'Dan', 'unblock').expect(303);
    await dan.agent.post(`/games/${cleos}/join`).type('form').send({ _csrf: dan.csrf }).expect(303);
    for (const id of [dans, cleos]) await s.lobby.cancel(id, id === dans ? dan.id : cleo.id);
  });

  it('ends a friendship', async () => {
    await relate(anna, 'Cleo', 'block').expect(303);
    expect(await site.services.db.friend.count({ where: { userId: anna.id, friendId: cleo.id } })).toBe(0);
    await relate(anna, 'Cleo', 'unblock').expect(303);
  });
});

describe('rematch', () => {
  it('one click on a finished game: a new game with the same players, options and time, the others invited; one per game', async () => {
    const s = site.services;
    const id = await s.lobby.createGame(anna.id, { gameType: 'automobiles', seats: 3, robots: 1, invite: 'Ben', deadlineDays: 3, chatPublic: true });
    await s.lobby.join(id, ben.id);
    const old = await loadGame(s.db, id);
    await request(site.app).get(`/games/${id}`).expect(200);
    // Not before the end.
    await anna.agent.post(`/games/${id}/rematch`).type('form').send({ _csrf: anna.csrf }).expect(409);
    await s.db.game.update({ where: { id }, data: { status: 'FINISHED', finishedAt: new Date(), toAct: [] } });
    expect((await ben.agent.get(`/games/${id}`).expect(200)).text).toContain(`action="/games/${id}/rematch"`);
    await cleo.agent.post(`/games/${id}/rematch`).type('form').send({ _csrf: cleo.csrf }).expect(403);
    // Both click at once: one game.
    const [a, b] = await Promise.all([
      ben.agent.post(`/games/${id}/rematch`).type('form').send({ _csrf: ben.csrf }),
      anna.agent.post(`/games/${id}/rematch`).type('form').send({ _csrf: anna.csrf }),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.location).toBe(b.headers.location);
    const next = await loadGame(s.db, Number(/\/games\/(\d+)/.exec(a.headers.location)![1]));
    expect(next.rematchOfId).toBe(id);
    expect(await s.db.game.count({ where: { rematchOfId: id } })).toBe(1);
    expect([next.gameType, next.numSeats, next.deadlineDays, next.chatPublic, next.options]).toEqual([old.gameType, 3, 3, true, old.options]);
    expect(next.seats.map((x) => x.kind).sort()).toEqual(['HUMAN', 'INVITED', 'ROBOT']);
    const invitedMail = await s.db.email.findMany({ where: { kind: 'invite', key: { contains: `:${next.id}:` } } });
    expect(invitedMail.length).toBe(1);
    const page = (await anna.agent.get(`/games/${id}`).expect(200)).text;
    expect(page).toContain(`Rematch: game #${next.id}`);
    expect(page).not.toContain(`action="/games/${id}/rematch"`);
  });
});

describe('ending a game by agreement', () => {
  it('needs every player; votes show in the log; the game ends without result and unrated', async () => {
    const s = site.services;
    const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 3, robots: 1, invite: 'Ben' });
    await s.lobby.join(id, ben.id);
    const vote = async (p: Player, agree: unknown, status: number, seq?: number) => {
      const g = await loadGame(s.db, id);
      const res = await p.agent.post(`/games/${id}/end-vote`).type('form').send({ _csrf: p.csrf, seq: seq ?? g.seq, agree });
      expect(res.status).toBe(status);
    };
    expect((await anna.agent.get(`/games/${id}`).expect(200)).text).toContain('Propose ending the game');
    await vote(anna, 'true', 303);
    await vote(anna, 'true', 409);
    await vote(cleo, 'true', 403);
    await vote(ben, 'maybe', 400);
    await vote(ben, 'true', 409, 0);
    const benPage = (await ben.agent.get(`/games/${id}`).expect(200)).text;
    expect(benPage).toContain('Anna proposes to end the game now, without a result and unrated.');
    expect(benPage).toContain('Agree: end the game');
    // Anna takes it back, proposes again; Ben agrees: over.
    await vote(anna, 'false', 303);
    expect((await loadGame(s.db, id)).status).toBe('ACTIVE');
    await vote(anna, 'true', 303);
    await vote(ben, 'true', 303);
    const g = await loadGame(s.db, id);
    expect([g.status, g.rated]).toEqual(['FINISHED', false]);
    expect((g.result as { ranks?: number[] }).ranks).toBeUndefined();
    const events = await s.db.move.findMany({ where: { gameId: id, kind: 'EVENT' }, orderBy: { seq: 'asc' } });
    expect(events.map((e) => (e.payload as { event: string }).event)).toEqual(['end-vote', 'end-vote-withdrawn', 'end-vote', 'ended-by-agreement']);
    expect(await s.db.rating.count({ where: { gameType: 'race', userId: { in: [anna.id, ben.id] } } })).toBe(0);
    expect((await s.db.seatResult.findMany({ where: { gameId: id } })).map((r) => r.rank)).toEqual([null, null, null]);
    const page = (await ben.agent.get(`/games/${id}`).expect(200)).text;
    expect(page).toContain('The players agreed to end the game early; it is not rated.');
    // Not counted as played on the profile.
    expect((await request(site.app).get('/users/Ben').expect(200)).text).not.toMatch(/<td data-label="Played">[1-9]/);
  });

  it('is closed while a seat has run out of time or is played by the system; against robots alone, one vote ends it', async () => {
    const s = site.services;
    const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben' });
    await s.lobby.join(id, ben.id);
    const benSeat = (await loadGame(s.db, id)).seats.find((x) => x.userId === ben.id)!.seat;
    // Ben's time ran out: his result is to be a loss, not an unrated end.
    await s.db.seat.update({ where: { gameId_seat: { gameId: id, seat: benSeat } }, data: { timedOutAt: new Date() } });
    const seq = (await loadGame(s.db, id)).seq;
    await expect(s.endVotes.vote(id, anna.id, { seq, agree: true })).rejects.toMatchObject({ status: 409 });
    expect((await anna.agent.get(`/games/${id}`).expect(200)).text).not.toContain('Propose ending the game');
    await s.db.seat.update({ where: { gameId_seat: { gameId: id, seat: benSeat } }, data: { timedOutAt: null, replaced: true } });
    await expect(s.endVotes.vote(id, anna.id, { seq, agree: true })).rejects.toMatchObject({ status: 409 });

    const alone = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 3, robots: 2 });
    expect(await s.endVotes.vote(alone, anna.id, { seq: (await loadGame(s.db, alone)).seq, agree: true })).toEqual({ ended: true });
    expect((await loadGame(s.db, alone)).rated).toBe(false);
  });

  it('a game played to its end is rated as before', async () => {
    const s = site.services;
    const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 0 });
    await s.lobby.join(id, ben.id);
    await playOutAsRobots(s, id, 9);
    expect(await s.db.rating.count({ where: { gameType: 'race', userId: { in: [anna.id, ben.id] } } })).toBe(2);
  });
});
