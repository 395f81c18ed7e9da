/**
 * The game page around the board: the header's count of games waiting, the tab title, "Next game
 * waiting for you", whom each running game waits for, "Since your last visit", the time zone of
 * the reader, and the replay without spoilers. Bad input changes nothing.
 */
import request from 'supertest';
import { signUp, Player, TestSite, postJson, siteForFile } from '../support/app';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';

let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

async function game(invite = 'Ben', seats = 2): Promise<number> {
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats, invite });
  await site.services.lobby.join(id, ben.id);
  return id;
}

async function play(p: Player, id: number, pick = 0): Promise<void> {
  const g = await loadGame(site.services.db, id);
  const seat = seatOfUser(g, p.id)!;
  const legal = moduleOf(g).legalMoves(g.state, seat);
  await site.services.games.submitMove(id, p.id, { seq: g.seq, move: legal[pick % legal.length] });
}

it('counts the games waiting in the header and the title, and offers the next one after a move', async () => {
  const g1 = await game();
  const g2 = await game();
  const page = (await anna.agent.get(`/games/${g1}`).expect(200)).text;
  expect(page).toContain(`<title>(2) Your turn — Race #${g1} · Slipstream</title>`);
  expect(page).toMatch(/id="turn-badge" class="turn-badge" href="\/games\/\d+"[^>]*>Your turn: <span class="turn-count">2<\/span>/);
  expect(page).not.toContain('Next game waiting for you');
  // Anna chooses her favourites in game 1: it now waits for Ben only; the page offers game 2.
  await play(anna, g1);
  const after = (await anna.agent.get(`/games/${g1}`).expect(200)).text;
  expect(after).toContain(`<title>(1) Your turn — Race #${g1} · Slipstream</title>`);
  expect(after).toContain(`href="/games/${g2}">Next game waiting for you: Race #${g2} →</a>`);
  // The lobby says whom game 1 waits for.
  const lobby = (await anna.agent.get('/').expect(200)).text;
  const row = new RegExp(`<a href="/games/${g1}">Race #${g1}</a>[\\s\\S]*?</tr>`).exec(lobby)![0];
  expect(row).toContain('waiting for <span class="waiting-for"><a class="player-link" href="/users/Ben" translate="no">Ben</a></span>');
  // A visitor has no count.
  const visitor = (await request(site.app).get(`/games/${g1}`).expect(200)).text;
  expect(visitor).not.toContain('turn-badge');
  expect(visitor).toContain(`<title>Race #${g1} · Slipstream</title>`);
});

it('sums up what happened since the last visit, once', async () => {
  const id = await game('Ben', 2);
  await play(anna, id, 0);
  await play(ben, id, 5);
  await anna.agent.get(`/games/${id}`).expect(200); // seen: the summary starts here
  // Play until one of Anna's favourites reaches the podium while she is away... or the end.
  for (let i = 0; i < 400; i++) {
    const g = await loadGame(site.services.db, id);
    if (g.status !== 'ACTIVE') break;
    const p = g.toAct.includes(seatOfUser(g, anna.id)!) ? anna : ben;
    await play(p, id, i);
  }
  const page = (await anna.agent.get(`/games/${id}`).expect(200)).text;
  expect(page).toContain('Since your last visit:');
  expect(page).toMatch(/The game is over: you placed (1st|2nd) with \d+ points\./);
  // Looked at: the next visit has nothing new.
  const again = (await anna.agent.get(`/games/${id}`).expect(200)).text;
  expect(again).not.toContain('Since your last visit:');
  // A page that updates itself keeps its summary (?since=).
  expect((await anna.agent.get(`/games/${id}?since=0`).expect(200)).text).toContain('Since your last visit:');
  // The replay shows the result at the last step only.
  const steps = Number(/Step (\d+) of (\d+)/.exec((await request(site.app).get(`/games/${id}/replay`).expect(200)).text)![2]);
  const mid = (await request(site.app).get(`/games/${id}/replay?step=3`).expect(200)).text;
  expect(mid).toContain(`Step 3 of ${steps}.</p>`);
  expect(mid).not.toMatch(/class="rank"/);
  expect(mid).toContain(`href="?step=2" title="Go to step 2"`);
  const end = (await request(site.app).get(`/games/${id}/replay?step=${steps}`).expect(200)).text;
  expect(end).toMatch(/class="rank"/);
  expect(end).toMatch(/wins|share the win/);
});

it('writes times in the reader\'s time zone: the profile\'s, else the browser\'s; bad zones change nothing', async () => {
  const id = await game();
  const utc = (await anna.agent.get(`/games/${id}`).expect(200)).text;
  expect(utc).toMatch(/deadline <time datetime="[\d\-T:.Z]+" data-local>\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC<\/time>/);
  // The browser's zone (a cookie that public/live.js sets).
  const tokyo = (await anna.agent.get(`/games/${id}`).set('Cookie', 'tz=Asia/Tokyo').expect(200)).text;
  expect(tokyo).toMatch(/deadline <time datetime="[\d\-T:.Z]+">\d{1,2} \w{3} \d{4}, \d\d:\d\d GMT\+9<\/time>/);
  // The profile's zone wins.
  await anna.agent.post('/profile/time-zone').type('form').send({ _csrf: anna.csrf, timeZone: 'Europe/Berlin' }).expect(303);
  const berlin = (await anna.agent.get(`/games/${id}`).expect(200)).text;
  expect(berlin).toMatch(/deadline <time datetime="[\d\-T:.Z]+">\d{1,2} \w{3} \d{4}, \d\d:\d\d (CET|CEST)<\/time>/);
  const before = await site.services.db.user.findUnique({ where: { id: anna.id } });
  const bad = await anna.agent.post('/profile/time-zone').type('form').send({ _csrf: anna.csrf, timeZone: 'Mars/Olympus' }).expect(400);
  expect(bad.text).toContain('choose a time zone of the list');
  expect((await site.services.db.user.findUnique({ where: { id: anna.id } }))!.timeZone).toBe(before!.timeZone);
  // Back to the browser's.
  await anna.agent.post('/profile/time-zone').type('form').send({ _csrf: anna.csrf, timeZone: '' }).expect(303);
  expect((await site.services.db.user.findUnique({ where: { id: anna.id } }))!.timeZone).toBeNull();
});

it('refuses bad steps and markings of a move with clear answers, changing nothing', async () => {
  const id = await game();
  const g = await loadGame(site.services.db, id);
  // Unknown answers in the address are ignored (the first step is shown).
  const page = (await anna.agent.get(`/games/${id}?p=nonsense:1&s=favourites:dragon`).expect(200)).text;
  expect(page).toContain('Mark your two favourites');
  const post = (s: unknown, extra: Record<string, unknown> = {}) =>
    anna.agent.post(`/games/${id}/moves`).type('form').send({ _csrf: anna.csrf, seq: g.seq, set_step: 'favourites', s, ...extra });
  await post(['celya', 'celya']).expect(422);
  await post(['celya', 'dragon']).expect(422);
  await post(['celya', 'rithle', 'elaari']).expect(422);
  await post(['celya', 'rithle'], { set_step: 'nope' }).expect(422);
  await ben.agent.post(`/games/${id}/moves`).type('form').send({ _csrf: ben.csrf, seq: g.seq, set_step: 'favourites', s: ['celya', 'rithle'], p: 'x:y' }).expect(422);
  // A stranger: not his game.
  const cleo = await signUp(site, 'Cleo');
  await cleo.agent.post(`/games/${id}/moves`).type('form').send({ _csrf: cleo.csrf, seq: g.seq, set_step: 'favourites', s: ['celya', 'rithle'] }).expect(403);
  expect((await loadGame(site.services.db, id)).seq).toBe(g.seq);
  // The API's offered fingerprint must be a short string.
  await postJson(anna, `/api/games/${id}/moves`, { seq: g.seq, offered: 'x'.repeat(100), move: { type: 'favourites', favourites: ['rithle', 'celya'] } }).expect(400);
  expect((await loadGame(site.services.db, id)).seq).toBe(g.seq);
});
