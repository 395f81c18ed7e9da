/**
 * The league pages (issue 35) over real PostgreSQL: `/leagues` and `/leagues/:game` render in
 * English, German and the pseudo-language (no hard-coded word), with the rules as a player reads
 * them; joining enters the lowest division (a new one below it when it is full) and says the
 * player plays from the next season; leaving. Bad input — an unknown game, joining twice, leaving
 * when not in, an unconfirmed address, no CSRF token — gets a clear 4xx and changes nothing.
 */
import request from 'supertest';
import { createTestSite, signUp, Player, TestSite } from '../support/app';
import { hardCoded } from '../support/pseudo';
import { makeUser } from '../support/users';
import { allGames } from '../../src/games/registry';

let site: TestSite;
let anna: Player;
let ben: Player;
const TITLES = allGames().flatMap((m) => m.meta.title.split(' '));

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben'); // not confirmed
  await site.services.db.user.update({ where: { id: anna.id }, data: { emailConfirmedAt: new Date() } });
});
afterAll(() => site.close());

/** Everything stored about leagues: a refused request leaves it as it was. */
async function snapshot() {
  const db = site.services.db;
  return JSON.stringify({
    l: await db.league.findMany({ orderBy: { id: 'asc' } }),
    m: await db.leagueMember.findMany({ orderBy: [{ leagueId: 'asc' }, { userId: 'asc' }] }),
    s: await db.leagueSeason.count(),
    games: await db.game.count(),
  });
}

const post = (p: Player, url: string) => p.agent.post(url).type('form').send({ _csrf: p.csrf });

async function refused(send: () => request.Test, status: number, words: RegExp): Promise<void> {
  const before = await snapshot();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.text).toMatch(words);
  expect(await snapshot()).toBe(before);
}

it('shows a league before anyone joined, in both languages and without a hard-coded word', async () => {
  const en = await request(site.app).get('/leagues/race').expect(200);
  expect(en.text).toContain('Race league');
  expect(en.text).toContain('How the league works');
  expect(en.text).toContain('divisions of at most 10');
  expect(en.text).toContain('at tables of 4');
  expect(en.text).toContain('Nobody has joined yet.');
  expect(en.text).toContain('Sign in to join the league.');
  const de = await request(site.app).get('/leagues/formula-90').set('Cookie', 'lang=de').expect(200);
  expect(de.text).toContain('So funktioniert die Liga');
  expect(de.text).toContain('an Tischen zu 6');
  expect(de.text).toContain('Melde dich an, um der Liga beizutreten.');
  const index = await request(site.app).get('/leagues').expect(200);
  for (const m of allGames()) expect(index.text).toContain(`href="/leagues/${m.meta.id}"`);
  // linked from the tournaments list and the game's rules page
  expect((await request(site.app).get('/tournaments?game=race').expect(200)).text).toContain('href="/leagues/race"');
  expect((await request(site.app).get('/rules/race').expect(200)).text).toContain('href="/leagues/race"');
  const words: string[] = [];
  for (const url of ['/leagues', '/leagues/race']) {
    const res = await anna.agent.get(url).set('Cookie', 'lang=xx').expect(200);
    words.push(...hardCoded(res.text, ['Anna', 'Ben', ...TITLES]).map((w) => `${url}: ${w}`));
  }
  expect(words).toEqual([]);
});

it('lets a player join and leave; joining twice, leaving when not in, unknown games and unconfirmed players are refused', async () => {
  await refused(() => post(anna, '/leagues/chess/join'), 404, /There is no game/);
  await refused(() => request(site.app).get('/leagues/chess'), 404, /There is no game/);
  await refused(() => post(anna, '/leagues/race/leave'), 409, /You are not in this league/);
  await refused(() => post(ben, '/leagues/race/join'), 403, /Confirm your e-mail address/);
  await refused(() => anna.agent.post('/leagues/race/join').type('form').send({}), 403, /./);

  await post(anna, '/leagues/race/join').expect(303).expect('Location', '/leagues/race');
  const page = await anna.agent.get('/leagues/race').expect(200);
  expect(page.text).toContain('You are in division 1. You play from the next season');
  expect(page.text).toContain('Division 1');
  expect(page.text).toContain('/leagues/race/leave');
  expect(page.text).not.toContain('/leagues/race/join');
  const de = await anna.agent.get('/leagues/race').set('Cookie', 'lang=de').expect(200);
  expect(de.text).toContain('Du bist in Division 1. Du spielst ab dem Beginn der nächsten Saison.');
  expect(de.text).toContain('Die nächste Saison beginnt:');
  await refused(() => post(anna, '/leagues/race/join'), 409, /already in this league/);
  const json = await anna.agent.post('/leagues/race/join').set('Accept', 'application/json').type('form').send({ _csrf: anna.csrf }).expect(409);
  expect(json.body.error.message).toBe('You are already in this league.');

  await post(anna, '/leagues/race/leave').expect(303);
  expect(await site.services.db.leagueMember.count()).toBe(0);
  await refused(() => post(anna, '/leagues/race/leave'), 409, /You are not in this league/);
});

it('enters a joining player into the lowest division, a new one below it when it is full', async () => {
  const s = site.services;
  const divisions: number[] = [];
  for (let i = 1; i <= 21; i++) divisions.push((await s.leagues.join('kraftwagen', (await makeUser(s, `Joiner${i}`)).id)).division);
  expect(divisions).toEqual([...Array(10).fill(1), ...Array(10).fill(2), 3]);
  const page = await s.leagues.page('kraftwagen');
  expect(page.divisions.map((d) => d.members.length)).toEqual([10, 10, 1]);
  expect(page.season).toBeNull();
});
