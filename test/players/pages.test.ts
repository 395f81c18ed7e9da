/**
 * The players' pages: the public profile (/users/<name>: games played and won, rating with its
 * chart, recent results, running games), the leaderboard (/games/<id>/ratings, paged, with its
 * minimum of games) and the statistics on the rules page; bad addresses get a clear 4xx.
 */
import request from 'supertest';
import { createTestSite, csrfFrom, TestSite } from '../support/app';
import { makeUser, TestUser } from '../support/users';
import { playOutAsRobots } from '../support/play';
import { LEADERBOARD_MIN_GAMES } from '../../src/services/people/players.service';


let site: TestSite;
let anna: TestUser;
let ben: TestUser;
let cleo: TestUser;
let running: number;

beforeAll(async () => {
  site = await createTestSite();
  const s = site.services;
  anna = await makeUser(s, 'Anna');
  ben = await makeUser(s, 'Ben');
  cleo = await makeUser(s, 'Cleo');
  await s.db.user.update({ where: { id: anna.id }, data: { language: 'de' } });
  // Anna plays Race against Ben three times and once against Cleo.
  for (const [i, other] of [ben, ben, ben, cleo].entries()) {
    const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: other.username, deadlineDays: 0 });
    await s.lobby.join(id, other.id);
    await playOutAsRobots(s, id, i + 1);
    await s.players.statsAfter({ gameType: 'race' });
  }
  // The first finished game's statistics came at once; the minute sweep counts the others.
  expect((await s.players.stats('race')).stats.games).toBe(1);
  expect(await s.players.refreshStale()).toBe(1);
  expect(await s.players.refreshStale()).toBe(0);
  running = await s.lobby.createGame(anna.id, { gameType: 'kraftwagen', seats: 2, invite: 'Cleo', deadlineDays: 0 });
  await s.lobby.join(running, cleo.id);
});
afterAll(async () => {
  await site.close();
});

describe('the profile', () => {
  it('shows games played and won, the rating with its history chart, recent results and running games', async () => {
    const res = await request(site.app).get('/users/anna').expect(200);
    const html = res.text;
    expect(html).toContain('<h1 translate="no">Anna</h1>');
    const results = await site.services.db.seatResult.findMany({ where: { userId: anna.id } });
    expect(results).toHaveLength(4);
    const won = results.filter((r) => r.won).length;
    expect(html).toMatch(new RegExp(`<td data-label="Played">4</td><td data-label="Won">${won}</td>`));
    const rating = await site.services.db.rating.findUniqueOrThrow({ where: { userId_gameType: { userId: anna.id, gameType: 'race' } } });
    expect(rating.games).toBe(4);
    expect(html).toMatch(/class="rating-value">\d+<\/a>/);
    // The chart: a line from the newcomer's 1500 through one dot per rated game.
    expect(html).toContain('<svg class="rating-chart"');
    expect(html.match(/<circle class="dot"/g)).toHaveLength(4);
    expect(html.match(/<polyline class="line" points="([^"]+)"/)![1].split(' ')).toHaveLength(5);
    for (const r of results) expect(html).toContain(`/games/${r.gameId}/replay?step=0`);
    expect(html).toMatch(/class="rating-change (up|down)?">[+−±]\d+</);
    // The running game, with its players linked to their profiles.
    expect(html).toContain(`/games/${running}"`);
    expect(html).toContain('<a class="player-link" href="/users/Cleo"');
    expect(html).toContain('Deutsch');
  });

  it("is linked from the game's page: the list of players and the board's own panels", async () => {
    const html = (await request(site.app).get(`/games/${running}`).expect(200)).text;
    expect(html).toContain('<span class="name"><a class="player-link" href="/users/Cleo" translate="no">Cleo</a></span>');
    // Kraftwagen's tableau heads name their players
    expect(html).toMatch(/<strong><a class="player-link" href="\/users\/Cleo">[^<]*Cleo[^<]*<\/a><\/strong>/);
  });

  it("a finished game's page tells each player his new rating and its change (Anna reads German)", async () => {
    const last = (await site.services.db.seatResult.findMany({ where: { userId: anna.id }, orderBy: { finishedAt: 'desc' }, take: 1 }))[0];
    const agent = request.agent(site.app);
    const form = await agent.get('/login').expect(200);
    await agent.post('/login').type('form').send({ _csrf: csrfFrom(form.text), username: 'Anna', password: 'correct horse battery' }).expect(303);
    const html = (await agent.get(`/games/${last.gameId}`).expect(200)).text;
    const r = (await site.services.players.ratingAfter(last.gameId, anna.id))!;
    expect(html).toMatch(new RegExp(`<p class="my-rating">Deine Wertung in Race ist jetzt ${r.rating}: <span class="rating-change (up|down)?">[+−±]${Math.abs(r.change)}</span>`));
  });

  it('is found by any case of the name, and is in the reader\'s language', async () => {
    const res = await request(site.app).get('/users/ANNA').set('Accept-Language', 'de').expect(200);
    expect(res.text).toContain('Dabei seit');
    expect(res.text).toContain('Letzte Ergebnisse');
  });

  it('answers 404 for a player who does not exist, with the name escaped', async () => {
    const res = await request(site.app).get('/users/%3Cscript%3Ex').expect(404);
    expect(res.text).not.toContain('<script>x');
    await request(site.app).get('/users/nobody').expect(404);
  });

  it('charts the newest 100 rated games, the line starting from the rating before them', async () => {
    const s = site.services;
    const eva = await makeUser(s, 'Eva');
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3600_000);
    await s.db.game.createMany({ data: Array.from({ length: 105 }, (_, i) => ({ gameType: 'chariot-race', rulesVersion: 1, options: {}, seed: 0, numSeats: 2, status: 'FINISHED' as const, createdById: eva.id, finishedAt: at(i) })) });
    const games = await s.db.game.findMany({ where: { createdById: eva.id }, orderBy: { finishedAt: 'asc' } });
    // Her rating rises by one point of mu a game.
    await s.db.seatResult.createMany({
      data: games.map((g, i) => ({ gameId: g.id, seat: 0, gameType: 'chariot-race', numSeats: 2, userId: eva.id, robot: false, rank: 1, won: true, timedOut: false, muBefore: 20 + i, sigmaBefore: 5, muAfter: 21 + i, sigmaAfter: 5, finishedAt: g.finishedAt! })),
    });
    const profile = await s.players.profile('Eva');
    const chart = profile.perGame.find((g) => g.gameType === 'chariot-race')!.chart!;
    expect(chart.dots).toHaveLength(100);
    expect(chart.dots[0].gameId).toBe(games[5].id);
    expect(chart.line.split(' ')).toHaveLength(101);
    // 1500 + 24 × (mu − 3σ) before the sixth game: mu 25, sigma 5
    expect(chart.grid[0].label).toBeLessThanOrEqual(1500 + 24 * (25 - 15));
  });

  it('a player without games has a profile too', async () => {
    const dora = await makeUser(site.services, 'Dora');
    const res = await request(site.app).get(`/users/${dora.username}`).expect(200);
    expect(res.text).toContain('No finished games yet.');
    expect(res.text).toContain('No running games.');
  });
});

describe('the leaderboard', () => {
  it(`lists players with at least ${LEADERBOARD_MIN_GAMES} rated games, the best first`, async () => {
    const html = (await request(site.app).get('/games/race/ratings').expect(200)).text;
    expect(html).toContain('href="/users/Anna"');
    expect(html).toContain('href="/users/Ben"');
    // Cleo has one game: not yet listed.
    expect(html).not.toContain('href="/users/Cleo"');
    const rows = [...html.matchAll(/<tr class="[^"]*"><td>(\d+)<\/td><td><a class="player-link" href="\/users\/(\w+)"[^>]*>\w+<\/a><\/td><td><strong>(\d+)<\/strong>/g)];
    expect(rows.map((r) => Number(r[1]))).toEqual([1, 2]);
    expect(Number(rows[0][3])).toBeGreaterThanOrEqual(Number(rows[1][3]));
  });

  it('pages, and refuses a bad page or an unknown game', async () => {
    const later = (await request(site.app).get('/games/race/ratings?page=1').expect(200)).text;
    expect(later).toContain('Nobody has 3 rated games yet.');
    await request(site.app).get('/games/race/ratings?page=x').expect(400);
    await request(site.app).get('/games/nothing/ratings').expect(404);
  });
});

describe('the statistics', () => {
  it('are on the rules page: games, length, wins by seat, and a link to the leaderboard', async () => {
    const html = (await request(site.app).get('/rules/race').expect(200)).text;
    expect(html).toContain('id="statistics"');
    expect(html).toMatch(/4 games finished; on average \d+ moves(, in less than a day| over [\d.]+ days)\./);
    expect(html).toContain('href="/games/race/ratings"');
    const stats = await site.services.players.stats('race');
    expect(stats.stats.games).toBe(4);
    expect(stats.stats.bySeats).toHaveLength(1);
    const seats = stats.stats.bySeats[0].seats;
    expect(seats.map((x) => x.games)).toEqual([4, 4]);
    expect(seats.reduce((n, x) => n + x.wins, 0)).toBeGreaterThanOrEqual(4);
    expect(stats.stats.robotsVsHumans).toBeNull();
  });

  it('a game nobody finished yet says so', async () => {
    const html = (await request(site.app).get('/rules/automobiles').expect(200)).text;
    expect(html).toContain('No game has been finished yet.');
  });
});
