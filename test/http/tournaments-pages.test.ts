/**
 * The tournament pages (issue 35) over real PostgreSQL: the list, the form, a tournament's page
 * and the formats page render in English, German and the pseudo-language (no hard-coded word);
 * players sign up, the organiser starts it, the page shows the round's tables with their games;
 * the lobby and the profile link to it. Bad input — joining twice, a full or
 * closed tournament, a non-organiser starting it, an unknown id, a bad form — gets a clear 4xx
 * (a page, or JSON when asked) and changes nothing.
 */
import request from 'supertest';
import { createTestSite, signUp, Player, TestSite } from '../support/app';
import { hardCoded } from '../support/pseudo';
import { allGames } from '../../src/games/registry';
import { tournamentSnapshot } from '../tournament-play/support';

let site: TestSite;
let anna: Player; // the first account: an admin
let ben: Player;
let carl: Player;
let dora: Player;
const TITLES = allGames().flatMap((m) => m.meta.title.split(' '));

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  carl = await signUp(site, 'Carl');
  dora = await signUp(site, 'Dora');
  // organising a tournament needs a confirmed address
  await site.services.db.user.updateMany({ data: { emailConfirmedAt: new Date() } });
});
afterAll(() => site.close());

const snapshot = () => tournamentSnapshot(site.services.db);

const form = { gameType: 'race', format: 'swiss', tableSize: '2', minPlayers: '2', maxPlayers: '3', deadlineDays: '3', rated: 'on' };

/** Makes a tournament through the form; its id. */
async function createByForm(p: Player, fields: Record<string, string>): Promise<number> {
  const res = await p.agent.post('/tournaments').type('form').send({ _csrf: p.csrf, ...form, ...fields }).expect(303);
  return Number(/\/tournaments\/(\d+)$/.exec(res.headers.location)![1]);
}

const post = (p: Player, url: string, fields: Record<string, string> = {}) => p.agent.post(url).type('form').send({ _csrf: p.csrf, ...fields });

/** The request is refused with the status, says so on a page (or in JSON), and changes nothing. */
async function refused(send: () => request.Test, status: number, words: RegExp): Promise<void> {
  const before = await snapshot();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.text).toMatch(words);
  expect(await snapshot()).toBe(before);
}

async function pseudoWords(agent: { get(url: string): request.Test }, url: string, status = 200): Promise<string[]> {
  const res = await agent.get(url).set('Cookie', 'lang=xx').expect(status);
  return hardCoded(res.text, ['Anna', 'Ben', 'Carl', 'Dora', 'Winter', 'Cup', 'Spring', 'Cup', ...TITLES]).map((w) => `${url}: ${w}`);
}

let cup: number;

describe('making a tournament', () => {
  it('shows the form with the game options, and a bad form again with its error, storing nothing', async () => {
    const page = await anna.agent.get('/tournaments/new?game=formula-90').expect(200);
    expect(page.text).toContain('name="tableSize"');
    expect(page.text).toContain('name="opt_'); // Formula 90's variants, as on the new-game form
    expect(page.text).toContain('<option value="6"'); // its seats: up to 6 at a table
    const before = await snapshot();
    const bad = await post(anna, '/tournaments', { ...form, name: 'X' }).expect(400);
    expect(bad.text).toContain('A tournament&#x27;s name has 3 to 80 characters.');
    expect(bad.text).toContain('name="tableSize"');
    const tooBig = await post(anna, '/tournaments', { ...form, name: 'Too big', tableSize: '5' }).expect(400);
    expect(tooBig.text).toMatch(/seats/);
    await post(anna, '/tournaments', { ...form, name: 'No game', gameType: 'chess' }).expect(400);
    const json = await anna.agent.post('/tournaments').set('Accept', 'application/json').type('form').send({ _csrf: anna.csrf, ...form, name: 'Robin', format: 'roundRobin', maxPlayers: '30' }).expect(400);
    expect(json.body.error.message).toBe('A round robin takes at most 10 players.');
    // without the CSRF token
    await anna.agent.post('/tournaments').type('form').send({ ...form, name: 'Forged' }).expect(403);
    // a visitor is sent to log in
    await request(site.app).get('/tournaments/new').expect(303);
    expect(await snapshot()).toBe(before);
  });

  it('makes one from the form and shows it, in both languages', async () => {
    cup = await createByForm(anna, { name: 'Winter Cup' });
    const en = await anna.agent.get(`/tournaments/${cup}`).expect(200);
    expect(en.text).toContain('Winter Cup');
    expect(en.text).toContain('Swiss');
    expect(en.text).toContain('href="/tournaments/formats#swiss"');
    expect(en.text).toContain('Sign-up open');
    expect(en.text).toContain(`/tournaments/${cup}/join`);
    expect(en.text).toContain(`/tournaments/${cup}/invite`); // the organiser invites
    const de = await request(site.app).get(`/tournaments/${cup}`).set('Cookie', 'lang=de').expect(200);
    expect(de.text).toContain('Schweizer System');
    expect(de.text).toContain('Anmeldung offen');
    expect(de.text).not.toContain(`/tournaments/${cup}/join`); // a visitor logs in first
    expect(de.text).toContain('Anmelden, um teilzunehmen');
    // the page follows the tournament's own event stream
    expect(en.text).toContain(`data-live="/tournaments/${cup}/events"`);
    expect(en.text).toContain('data-swap="main"');
    await request(site.app).get('/tournaments/999999/events').expect(404);
    const list = await request(site.app).get('/tournaments?game=race').expect(200);
    expect(list.text).toContain(`href="/tournaments/${cup}"`);
    const other = await request(site.app).get('/tournaments?game=formula-90').expect(200);
    expect(other.text).not.toContain(`href="/tournaments/${cup}"`);
  });
});

describe('signing up', () => {
  it('takes players once, until it is full', async () => {
    await post(ben, `/tournaments/${cup}/join`).expect(303);
    await post(carl, `/tournaments/${cup}/join`).expect(303);
    const page = await ben.agent.get(`/tournaments/${cup}`).expect(200);
    expect(page.text).toContain('You are signed up.');
    expect(page.text).toContain(`/tournaments/${cup}/leave`);
    // twice
    await refused(() => post(ben, `/tournaments/${cup}/join`), 409, /already signed up/);
    await refused(() => post(ben, `/tournaments/${cup}/join`).set('Accept', 'application/json'), 409, /"code":"already_joined"/);
    await post(anna, `/tournaments/${cup}/join`).expect(303);
    // full: three of three
    const full = await dora.agent.get(`/tournaments/${cup}`).expect(200);
    expect(full.text).not.toContain(`/tournaments/${cup}/join`);
    expect(full.text).toContain('The tournament is full.');
    await refused(() => post(dora, `/tournaments/${cup}/join`), 409, /This tournament is full\./);
    // the error page leads back to the tournament
    const back = await post(dora, `/tournaments/${cup}/join`).expect(409);
    expect(back.text).toContain(`href="/tournaments/${cup}"`);
    // leaving frees the place
    await post(anna, `/tournaments/${cup}/leave`).expect(303);
    await refused(() => post(anna, `/tournaments/${cup}/leave`), 409, /not playing in this tournament/);
  });

  it("reads the sign-up's closing time on the reader's wall clock", async () => {
    // 18:00 in Berlin in January is 17:00 UTC
    const res = await anna.agent.post('/tournaments').set('Cookie', 'tz=Europe/Berlin').type('form').send({ _csrf: anna.csrf, ...form, name: 'Evening Cup', signupClosesAt: '2030-01-15T18:00' }).expect(303);
    const id = Number(/(\d+)$/.exec(res.headers.location)![1]);
    const t = await site.services.db.tournament.findUnique({ where: { id } });
    expect(t!.signupClosesAt!.toISOString()).toBe('2030-01-15T17:00:00.000Z');
    const page = await anna.agent.get(`/tournaments/${id}`).set('Cookie', 'tz=Europe/Berlin').expect(200);
    expect(page.text).toContain('Sign-up until');
    // a time in the past: refused, nothing stored
    await refused(() => post(anna, '/tournaments', { ...form, name: 'Late Cup', signupClosesAt: '2001-01-01T10:00' }), 400, /future/);
  });

  it('refuses a closed sign-up, and a sign-up of an invitation-only tournament without an invitation', async () => {
    const closed = await createByForm(anna, { name: 'Closed Cup' });
    await site.services.db.tournament.update({ where: { id: closed }, data: { signupClosesAt: new Date(Date.now() - 60_000) } });
    await refused(() => post(dora, `/tournaments/${closed}/join`), 409, /sign-up for this tournament is closed/);
    const invited = await createByForm(anna, { name: 'Friends Cup', inviteOnly: 'on', invite: 'Dora' });
    await refused(() => post(carl, `/tournaments/${invited}/join`), 403, /Only invited players/);
    const page = await dora.agent.get(`/tournaments/${invited}`).expect(200);
    expect(page.text).toContain('You are invited');
    await post(dora, `/tournaments/${invited}/join`).expect(303);
    // only the organiser invites
    await refused(() => post(carl, `/tournaments/${invited}/invite`, { invite: 'Ben' }), 403, /organiser/);
    await post(anna, `/tournaments/${invited}/invite`, { invite: 'Ben' }).expect(303);
    expect((await ben.agent.get(`/tournaments/${invited}`).expect(200)).text).toContain('You are invited');
  });

  it('answers an unknown or malformed id with 404, in both languages', async () => {
    await refused(() => request(site.app).get('/tournaments/999999'), 404, /There is no such tournament\./);
    await refused(() => request(site.app).get('/tournaments/999999').set('Cookie', 'lang=de'), 404, /Turnier/);
    await refused(() => post(ben, '/tournaments/999999/join'), 404, /There is no such tournament\./);
    await refused(() => post(ben, '/tournaments/abc/join'), 404, /There is no such tournament\./);
    await refused(() => request(site.app).get('/tournaments/12abc'), 404, /no such tournament/);
  });
});

describe('running', () => {
  it('is started by its organiser only; the page shows the round, its tables and their games', async () => {
    await refused(() => post(ben, `/tournaments/${cup}/start`), 403, /Only the tournament&#x27;s organiser/);
    await post(anna, `/tournaments/${cup}/start`).expect(303);
    const page = await ben.agent.get(`/tournaments/${cup}`).expect(200);
    expect(page.text).toContain('Round 1 of');
    const gameId = Number(/href="\/games\/(\d+)"/.exec(page.text)![1]);
    expect(page.text).toContain('Table 1');
    expect(page.text).toContain('Round 1: you play at table 1.');
    expect(page.text).toContain(`/tournaments/${cup}/withdraw`);
    // started once
    await refused(() => post(anna, `/tournaments/${cup}/start`), 409, /already started/);
    await refused(() => post(dora, `/tournaments/${cup}/join`), 409, /closed/);
    // the game is a normal game of the two players
    const game = await ben.agent.get(`/games/${gameId}`).expect(200);
    expect(game.text).toContain('id="game-live"');
    // … that says which tournament and round it belongs to, and offers no decisions the tournament's rules take
    expect(game.text).toContain(`<a href="/tournaments/${cup}">Round 1 of the tournament Winter Cup</a>`);
    expect((await ben.agent.get(`/games/${gameId}`).set('Cookie', 'lang=de').expect(200)).text).toContain('Runde 1 des Turniers Winter Cup');
    expect(game.text).not.toContain('/end-vote');
    const api = await ben.agent.get(`/api/games/${gameId}`).expect(200);
    expect(api.body.tournament).toEqual({ id: cup, name: 'Winter Cup', round: 1 });
    // the running list
    const list = await request(site.app).get('/tournaments').expect(200);
    expect(list.text.indexOf(`href="/tournaments/${cup}"`)).toBeGreaterThan(list.text.indexOf('id="running-tournaments"'));
  });

  it('lets a player withdraw once; the profile lists his tournaments', async () => {
    await refused(() => post(dora, `/tournaments/${cup}/withdraw`), 409, /not playing in this tournament/);
    await post(carl, `/tournaments/${cup}/withdraw`).expect(303);
    await refused(() => post(carl, `/tournaments/${cup}/withdraw`), 409, /not playing/);
    const page = await carl.agent.get(`/tournaments/${cup}`).expect(200);
    expect(page.text).toContain('withdrawn');
    const profile = await request(site.app).get('/users/Carl').expect(200);
    expect(profile.text).toContain(`href="/tournaments/${cup}"`);
    expect(profile.text).toContain('Winter Cup');
  });

  it('is featured by an admin only', async () => {
    await refused(() => post(ben, `/tournaments/${cup}/feature`, { on: 'true' }), 403, /admin/i);
    await post(anna, `/tournaments/${cup}/feature`, { on: 'true' }).expect(303);
    const page = await anna.agent.get(`/tournaments/${cup}`).expect(200);
    expect(page.text).toContain('Stop featuring');
    expect(page.text).toContain('featured');
  });
});

describe('the lobby', () => {
  it('shows the open tournaments of the games the player plays', async () => {
    const { db, lobby, games, tournaments } = site.services;
    // with no game of his played to the end, no section
    expect((await dora.agent.get('/').expect(200)).text).not.toContain('Open tournaments of your games');
    // Dora plays a game of Race to the end (her seat and the robot's played by the system)
    const gameId = await lobby.createGame(dora.id, { gameType: 'race', seats: 2, robots: 1 });
    await db.seat.updateMany({ where: { gameId }, data: { autoPlay: true } });
    await games.playSystemSeats(gameId);
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe('FINISHED');
    const cupId = await tournaments.create(anna.id, { name: 'Knonster Open', gameType: 'race', tableSize: 4, format: 'swiss', minPlayers: 4, maxPlayers: 16 });
    const home = await dora.agent.get('/').expect(200);
    expect(home.text).toContain('Open tournaments of your games');
    expect(home.text).toContain(`href="/tournaments/${cupId}"`);
    const de = await dora.agent.get('/').set('Cookie', 'lang=de').expect(200);
    expect(de.text).toContain('Offene Turniere deiner Spiele');
    // once she signed up, it is no longer offered to her
    await tournaments.join(cupId, dora.id);
    expect((await dora.agent.get('/').expect(200)).text).not.toContain(`href="/tournaments/${cupId}"`);
  });
});

describe('every page in both languages', () => {
  it('draws each page in English and German, and every word from the catalogue', async () => {
    const urls = ['/tournaments', '/tournaments?game=race', '/tournaments/formats', '/tournaments/new', `/tournaments/${cup}`];
    for (const url of urls) {
      const en = await anna.agent.get(url).expect(200);
      const de = await anna.agent.get(url).set('Cookie', 'lang=de').expect(200);
      expect(en.text).toContain('lang="en"');
      expect(de.text).toContain('lang="de"');
      expect(de.text).toContain('Turnier');
    }
    const formats = await request(site.app).get('/tournaments/formats').set('Cookie', 'lang=de').expect(200);
    for (const words of ['Vorrunden mit Finale', 'Schweizer System', 'Jeder gegen jeden', 'Buchholz', 'Freilos']) expect(formats.text).toContain(words);
    const found: string[] = [];
    for (const url of urls) found.push(...(await pseudoWords(anna.agent, url)), ...(await pseudoWords(ben.agent, url)));
    found.push(...(await pseudoWords(request(site.app), '/tournaments/999999', 404)));
    found.push(...(await pseudoWords(request(site.app), '/users/Carl')));
    expect(found).toEqual([]);
  });
});
