/**
 * Where a player meets his leagues outside their pages (issue 35): his profile lists them (game,
 * division, last season's place); the lobby links to /leagues and shows one line per league of
 * his ("Your league: division N, season M — your games waiting"); /tournaments links to the
 * leagues. In English, German and the pseudo-language (no hard-coded word).
 */
import request from 'supertest';
import { createTestSite, signUp, type Player, type TestSite } from '../support/app';
import { hardCoded } from '../support/pseudo';
import { ManualClock } from '../../src/clock';

let site: TestSite;
let anna: Player;
let ben: Player;
const clock = new ManualClock('2026-12-02T10:00:00Z'); // a Wednesday

beforeAll(async () => {
  site = await createTestSite({ clock });
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  await site.services.db.user.updateMany({ where: { id: { in: [anna.id, ben.id] } }, data: { emailConfirmedAt: new Date() } });
});
afterAll(() => site.close());

it('shows his leagues on his profile and in the lobby, and links the leagues from the lobby and /tournaments', async () => {
  const s = site.services;
  // Not in a league yet: the lobby invites, the profile says so.
  let lobby = await anna.agent.get('/').expect(200);
  expect(lobby.text).toContain('id="your-leagues"');
  expect(lobby.text).toContain('Every game has a standing league');
  expect(lobby.text).toContain('href="/leagues"');
  expect((await request(site.app).get('/users/Anna').expect(200)).text).toContain('Not in a league.');
  expect((await request(site.app).get('/tournaments').expect(200)).text).toContain('href="/leagues"');

  await s.leagues.join('race', anna.id);
  await s.leagues.join('race', ben.id);
  lobby = await anna.agent.get('/').expect(200);
  expect(lobby.text).toContain('Your Race league: division 1 — you play from the next season');

  // Season 1: one game of the two; whoever must move has it waiting.
  clock.set('2026-12-07T00:00:30Z');
  expect(await s.sweep()).toMatchObject({ leagueSeasonsStarted: 1 });
  const { gameId } = await s.db.leagueGame.findFirstOrThrow();
  const game = await s.db.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
  // (Race starts with a move of every player: both have it waiting)
  for (const p of [anna, ben]) {
    const waiting = game.toAct.includes(game.seats.find((x) => x.userId === p.id)!.seat) ? '1 game waiting for you' : 'no game waiting for you';
    expect((await p.agent.get('/').expect(200)).text).toContain(`Your Race league: division 1, season 1 — ${waiting}`);
  }
  expect(game.toAct).toContain(game.seats.find((x) => x.userId === anna.id)!.seat);
  const de = await anna.agent.get('/').set('Cookie', 'lang=de').expect(200);
  expect(de.text).toContain('Deine Race-Liga: Division 1, Saison 1 — 1 Partie wartet auf dich');
  let profile = await request(site.app).get('/users/Anna').expect(200);
  expect(profile.text).toContain('href="/leagues/race"');
  expect(profile.text).toMatch(/data-label="Division">1<\/td>/);
  expect(profile.text).toContain('no season played yet');

  // The game ends by agreement (a tie); the season ends at the next sweep and the next starts.
  for (const p of [anna, ben]) {
    const now = await s.db.game.findUniqueOrThrow({ where: { id: gameId } });
    await s.endVotes.vote(gameId, p.id, { seq: now.seq, agree: true });
  }
  expect(await s.sweep()).toMatchObject({ leagueSeasonsEnded: 1, leagueSeasonsStarted: 1 });
  const places = await s.db.leagueSeasonPlayer.findMany({ where: { season: { number: 1 } } });
  const annaPlace = places.find((p) => p.userId === anna.id)!.place;
  profile = await request(site.app).get('/users/Anna').expect(200);
  expect(profile.text).toContain(`place ${annaPlace} of 2 (season 1, division 1)`);
  const profileDe = await request(site.app).get('/users/Anna').set('Cookie', 'lang=de').expect(200);
  expect(profileDe.text).toContain(`Platz ${annaPlace} von 2 (Saison 1, Division 1)`);
  expect((await anna.agent.get('/').expect(200)).text).toContain('Your Race league: division 1, season 2');

  // The pseudo-language: every word of the new parts comes from the catalogues.
  const xxProfile = await request(site.app).get('/users/Anna').set('Cookie', 'lang=xx').expect(200);
  expect(hardCoded(xxProfile.text, ['Anna', 'Ben', 'Race'])).toEqual([]);
  const xxLobby = await anna.agent.get('/').set('Cookie', 'lang=xx').expect(200);
  expect(hardCoded(xxLobby.text, ['Anna', 'Ben', 'Race', 'Chariot', 'Automobiles', 'Kraftwagen', 'Formula', '90'])).toEqual([]);
});
