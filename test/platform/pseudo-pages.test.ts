/**
 * No hard-coded words on any page: every page a visitor, a player and an admin can reach — lobby,
 * sign-up and log-in, rules, new game, waiting room, a running game of every hosted game (for a
 * player and a spectator), a finished game and its replay, profile (with its session list), mail,
 * admin, error pages, a forgotten password and its link, and the answers of the account forms —
 * drawn in the pseudo-language "xx" (a test-only language whose every catalogue text is marked
 * ⟦…⟧). A word outside the marks did not come from a catalogue: a hard-coded string.
 */
import request from 'supertest';
import { createTestSite, csrfFrom, signUp, Player, TestSite } from '../support/app';
import { allGames } from '../../src/games/registry';
import { hardCoded } from '../support/pseudo';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';
import { TEST_MS } from '../support/patience';

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

it('the account pages: a forgotten password, its link, the answers of their forms, the session list', async () => {
  const found: string[] = [];
  const names = ['Anna', 'Ben', ...TITLES];
  const visitor = request.agent(site.app);
  for (const url of ['/password/forgot', '/login?done=password-set', '/login?done=logged-out-everywhere']) found.push(...(await words(visitor, url)));
  found.push(...(await words(visitor, `/password/reset?token=${'A'.repeat(43)}`, 400)));
  await site.services.accounts.requestReset({ login: 'Ben' });
  const mail = await site.services.db.email.findFirst({ where: { kind: 'reset' }, orderBy: { id: 'desc' } });
  const link = /\/password\/reset\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)!;
  found.push(...(await words(visitor, link[0])));
  const csrf = csrfFrom((await visitor.get('/password/forgot').expect(200)).text);
  const post = async (agent: request.Agent, url: string, fields: Record<string, string>, status: number, token = csrf) => {
    const res = await agent.post(url).set('Cookie', XX).type('form').send({ _csrf: token, ...fields }).expect(status);
    return hardCoded(res.text, names).map((w) => `POST ${url}: ${w}`);
  };
  found.push(...(await post(visitor, '/password/forgot', { login: 'Ben' }, 200)));
  found.push(...(await post(visitor, '/password/forgot', { login: '' }, 400)));
  found.push(...(await post(visitor, '/password/reset', { token: link[1], password: 'a new passphrase', password2: 'another one' }, 400)));
  await post(visitor, '/password/reset', { token: link[1], password: 'correct horse battery', password2: 'correct horse battery' }, 303);
  found.push(...(await words(visitor, link[0], 410)));
  // The profile with two sessions, its notices, and a refused password change.
  const again = request.agent(site.app);
  const form = await again.get('/login').expect(200);
  await again.post('/login').set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0').type('form').send({ _csrf: csrfFrom(form.text), username: 'Anna', password: 'correct horse battery' }).expect(303);
  for (const url of ['/profile?done=password', '/profile?done=session-ended']) found.push(...(await words(anna.agent, url)));
  found.push(...(await post(anna.agent, '/profile/password', { current: 'wrong password', password: 'a new passphrase', password2: 'a new passphrase' }, 403, anna.csrf)));
  found.push(...(await post(anna.agent, '/profile/sessions/end', { session: 'ffffffffffffffff' }, 404, anna.csrf)));
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
  // The players' pages, with finished games, ratings and statistics.
  found.push(...(await words(anna.agent, '/users/Anna')));
  found.push(...(await words(request(site.app), '/users/Ben')));
  found.push(...(await words(request(site.app), '/users/nobody', 404)));
  for (const mod of allGames()) {
    found.push(...(await words(anna.agent, `/games/${mod.meta.id}/ratings`)));
    found.push(...(await words(anna.agent, `/rules/${mod.meta.id}`)));
  }
  found.push(...(await words(anna.agent, '/')));
  // The lobby's lists past their first page (their links back).
  found.push(...(await words(anna.agent, '/?mine=1&inv=1&open=1')));
  expect(found.slice(0, 60)).toEqual([]);
}, 2 * TEST_MS);
