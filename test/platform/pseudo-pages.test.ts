/**
 * No hard-coded words on any page: every page a visitor, a player and an admin can reach — lobby,
 * sign-up and log-in, rules, new game, waiting room, a running game of every hosted game (for a
 * player and a spectator), a finished game and its replay, profile, mail, admin, error pages —
 * drawn in the pseudo-language "xx" (a test-only language whose every catalogue text is marked
 * ⟦…⟧). A word outside the marks did not come from a catalogue: a hard-coded string.
 */
import request from 'supertest';
import { createTestSite, signUp, Player, TestSite } from '../support/app';
import { allGames } from '../../src/games/registry';
import { hardCoded } from '../support/pseudo';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/game-record';

let site: TestSite;
let anna: Player;
let ben: Player;
const TITLES = allGames().flatMap((m) => m.meta.title.split(' '));

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna'); // the first account: an admin
  ben = await signUp(site, 'Ben');
});
afterAll(async () => {
  await site.close();
});

const XX = 'lang=xx';

async function words(agent: { get(url: string): request.Test }, url: string, status = 200): Promise<string[]> {
  const res = await agent.get(url).set('Cookie', XX).expect(status);
  return hardCoded(res.text, ['Anna', 'Ben', ...TITLES]).map((w) => `${url}: ${w}`);
}

/** Plays a few moves for the user (the first legal one each time). */
async function play(id: number, userId: number, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const g = await loadGame(site.services.db, id);
    const seat = seatOfUser(g, userId);
    if (g.status !== 'ACTIVE' || seat === null || !g.toAct.includes(seat)) return;
    const legal = moduleOf(g).legalMoves(g.state, seat);
    await site.services.games.submitMove(id, userId, { seq: g.seq, move: legal[i % legal.length] });
  }
}

it('the pages of a visitor', async () => {
  const visitor = request(site.app);
  const found: string[] = [];
  for (const url of ['/', '/login', '/register', '/rules', '/games/finished']) found.push(...(await words(visitor, url)));
  for (const mod of allGames()) found.push(...(await words(visitor, `/rules/${mod.meta.id}`)));
  found.push(...(await words(visitor, '/games/999999', 404)));
  found.push(...(await words(visitor, '/no/such/page', 404)));
  expect(found).toEqual([]);
});

it('the pages of a player and an admin, with games of every kind', async () => {
  const found: string[] = [];
  for (const url of ['/', '/profile', '/outbox', '/admin', '/rules', '/games/finished']) found.push(...(await words(anna.agent, url)));
  const mail = await site.services.db.email.findFirst({ where: { userId: anna.id } });
  if (mail) found.push(...(await words(anna.agent, `/outbox/${mail.id}`)));
  const open = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 3, invite: 'Ben' });
  found.push(...(await words(anna.agent, `/games/${open}`)));
  found.push(...(await words(ben.agent, `/games/${open}`)));
  found.push(...(await words(anna.agent, `/games/${open}/replay`, 409)));
  for (const mod of allGames()) {
    found.push(...(await words(anna.agent, `/games/new?game=${mod.meta.id}`)));
    const id = await site.services.lobby.createGame(anna.id, { gameType: mod.meta.id, seats: 2, robots: 1 });
    await site.services.games.playSystemSeats(id);
    found.push(...(await words(anna.agent, `/games/${id}`)));
    await play(id, anna.id, 6);
    found.push(...(await words(anna.agent, `/games/${id}`)));
    found.push(...(await words(ben.agent, `/games/${id}`)));
    found.push(...(await words(request(site.app), `/games/${id}`)));
    await play(id, anna.id, 5000);
    found.push(...(await words(anna.agent, `/games/${id}`)));
    const steps = (await loadGame(site.services.db, id)).seq;
    // An older page of the log (its links to the newest and to older entries).
    found.push(...(await words(anna.agent, `/games/${id}?logBefore=${steps}`)));
    found.push(...(await words(anna.agent, `/games/${id}/replay?step=1`)));
    found.push(...(await words(anna.agent, `/games/${id}/replay?step=${steps}`)));
  }
  found.push(...(await words(anna.agent, '/games/finished')));
  found.push(...(await words(anna.agent, '/')));
  // The lobby's lists past their first page (their links back).
  found.push(...(await words(anna.agent, '/?mine=1&inv=1&open=1')));
  expect(found.slice(0, 60)).toEqual([]);
}, 240_000);
