/**
 * German and English: the language of a first visit from the browser's Accept-Language, the
 * switch of every page (a plain link) kept on the browser and in the profile, error messages of
 * pages and the API in the reader's language, numbers and times in his convention, and one game
 * whose log each player reads in his own language. Bad input changes nothing.
 */
import request from 'supertest';
import { Player, TestSite, postJson, siteForFile } from '../support/app';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';

let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

it('a first visit gets the browser\'s language; English when it asks for none the site has', async () => {
  const de = await request(site.app).get('/').set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8').expect(200);
  expect(de.text).toContain('<html lang="de">');
  expect(de.text).toContain('Rennspiele, Zug um Zug');
  expect(de.text).toContain('>English</a>');
  const fr = await request(site.app).get('/').set('Accept-Language', 'fr-FR,fr;q=0.9').expect(200);
  expect(fr.text).toContain('<html lang="en">');
  expect(fr.text).toContain('Racing board games, one move at a time');
  const weighed = await request(site.app).get('/').set('Accept-Language', 'fr;q=1, en;q=0.5, de;q=0.8').expect(200);
  expect(weighed.text).toContain('<html lang="de">');
});

it('the switch of every page: a link, kept on the browser and in the profile; a bad language is 404', async () => {
  const visitor = request.agent(site.app);
  const back = await visitor.get('/lang/de?back=%2Frules').expect(303);
  expect(back.headers.location).toBe('/rules');
  expect((await visitor.get('/rules').expect(200)).text).toContain('<html lang="de">');
  // Only paths of this site: anything else goes to the lobby.
  expect((await visitor.get('/lang/en?back=https%3A%2F%2Fevil.example').expect(303)).headers.location).toBe('/');
  expect((await visitor.get('/lang/en?back=%2F%2Fevil.example').expect(303)).headers.location).toBe('/');
  await visitor.get('/lang/fr').expect(404);
  // Signed in: the profile keeps it, whatever the browser says.
  await anna.agent.get('/lang/de').expect(303);
  expect((await site.services.db.user.findUnique({ where: { id: anna.id } }))!.language).toBe('de');
  const page = await anna.agent.get('/profile').set('Accept-Language', 'en').set('Cookie', 'lang=en').expect(200);
  expect(page.text).toContain('<html lang="de">');
  expect(page.text).toContain('Dein Profil');
  // The profile's form too; a language the site has not: 400, nothing changes.
  await anna.agent.post('/profile/language').type('form').send({ _csrf: anna.csrf, language: 'fr' }).expect(400);
  expect((await site.services.db.user.findUnique({ where: { id: anna.id } }))!.language).toBe('de');
  await anna.agent.post('/profile/language').type('form').send({ _csrf: anna.csrf, language: 'en' }).expect(303);
  expect((await site.services.db.user.findUnique({ where: { id: anna.id } }))!.language).toBe('en');
});

it('errors of pages and the API in the reader\'s language', async () => {
  const page = await request(site.app).get('/games/999999').set('Accept-Language', 'de').expect(404);
  expect(page.text).toContain('Es gibt keine Partie 999999.');
  const api = await request(site.app).get('/api/games/999999').set('Accept-Language', 'de').expect(404);
  expect(api.body.error.message).toBe('Es gibt keine Partie 999999.');
  const en = await request(site.app).get('/api/games/999999').expect(404);
  expect(en.body.error.message).toBe('There is no game 999999.');
  // A form's bad input, in German, with the field's own words.
  const form = await request.agent(site.app).get('/register').set('Accept-Language', 'de').expect(200);
  expect(form.text).toContain('Benutzername');
});

it('one game, two languages: each player reads the log, the buttons and the result in his own', async () => {
  await site.services.db.user.update({ where: { id: anna.id }, data: { language: 'de' } });
  await site.services.db.user.update({ where: { id: ben.id }, data: { language: 'en' } });
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben' });
  await site.services.lobby.join(id, ben.id);
  const annaPage = (await anna.agent.get(`/games/${id}`).expect(200)).text;
  const benPage = (await ben.agent.get(`/games/${id}`).expect(200)).text;
  expect(annaPage).toContain('<html lang="de">');
  expect(annaPage).toContain('Du bist dran.');
  expect(benPage).toContain('Your move.');
  // Both choose; the same log entries read in each language.
  for (const p of [anna, ben]) {
    const g = await loadGame(site.services.db, id);
    const seat = seatOfUser(g, p.id)!;
    await site.services.games.submitMove(id, p.id, { seq: g.seq, move: moduleOf(g).legalMoves(g.state, seat)[p === anna ? 0 : 5] });
  }
  const annaLog = (await anna.agent.get(`/api/games/${id}`).expect(200)).body as { log: { text: string }[] };
  const benLog = (await ben.agent.get(`/api/games/${id}`).expect(200)).body as { log: { text: string }[] };
  expect(annaLog.log).toHaveLength(benLog.log.length);
  expect(annaLog.log.map((l) => l.text).join(' ')).toMatch(/Ben hat zwei Favoriten gewählt|Ben wählt zwei Favoriten/);
  expect(benLog.log.map((l) => l.text).join(' ')).toContain('Anna chose two favourites');
  // Bad input in German, and nothing changes.
  const before = (await loadGame(site.services.db, id)).seq;
  const bad = await postJson(anna, `/api/games/${id}/moves`, { seq: before, move: { type: 'nonsense' } }).expect(400);
  expect(bad.body.error.message).toMatch(/^Das ist kein Zug von Race/);
  expect((await loadGame(site.services.db, id)).seq).toBe(before);
});

it('times in the reader\'s convention and time zone', async () => {
  await site.services.db.user.update({ where: { id: anna.id }, data: { language: 'de', timeZone: 'Europe/Berlin' } });
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben' });
  await site.services.lobby.join(id, ben.id);
  const page = (await anna.agent.get(`/games/${id}`).expect(200)).text;
  expect(page).toMatch(/Frist <time datetime="[\d\-T:.Z]+">\d{1,2}\. \w+\.? \d{4}, \d\d:\d\d (MEZ|MESZ)<\/time>/);
});
