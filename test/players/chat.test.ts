/**
 * The game chat and the players' notes: messages are plain text, escaped where shown, limited in
 * length, readable by the players (and by spectators only when the game allows it), written only
 * by players, reportable to the admins who may hide them; bad input gets a 4xx and stores
 * nothing. Notes are read by their writer alone.
 */
import request from 'supertest';
import { createTestSite, postJson, signUp, type Player, type TestSite } from '../support/app';

let site: TestSite;
let admin: Player;
let anna: Player;
let ben: Player;
let cleo: Player;
let gameId: number;

beforeAll(async () => {
  site = await createTestSite();
  admin = await signUp(site, 'Root'); // the first account is the admin
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  cleo = await signUp(site, 'Cleo');
  gameId = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 0 });
  await site.services.lobby.join(gameId, ben.id);
});
afterAll(() => site.close());

const say = (p: Player, body: unknown, id = gameId) => p.agent.post(`/games/${id}/chat`).type('form').send({ _csrf: p.csrf, body });
const messages = () => site.services.db.chatMessage.findMany({ where: { gameId }, orderBy: { id: 'asc' } });

describe('writing', () => {
  it('a player writes; every player reads it beside the log, escaped', async () => {
    const res = await say(anna, '<script>alert(1)</script> Good luck & have fun!').expect(303);
    expect(res.headers.location).toBe(`/games/${gameId}#chat`);
    const page = (await ben.agent.get(`/games/${gameId}`).expect(200)).text;
    const chat = page.slice(page.indexOf('id="chat"'), page.indexOf('id="log"'));
    expect(chat).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Good luck &amp; have fun!');
    expect(chat).not.toContain('<script>alert');
    expect(chat).toContain('<a class="player-link" href="/users/Anna" translate="no">Anna</a>');
    // New for Ben (a badge), not for Anna who wrote it.
    expect(chat).toContain('chat-line fresh');
    const own = (await anna.agent.get(`/games/${gameId}`).expect(200)).text;
    expect(own).toContain('chat-line own');
    expect(own).not.toContain('chat-line fresh');
  });

  it('keeps line breaks and drops control characters', async () => {
    await say(ben, '  first line\r\n\r\n\r\n\r\nsecond\u0007 line\u202e  ').expect(303);
    const last = (await messages()).at(-1)!;
    expect(last.body).toBe('first line\n\nsecond line');
    // shown as written (no indentation of the page's template slips into it)
    expect((await anna.agent.get(`/games/${gameId}`).expect(200)).text).toContain('<span class="chat-body" translate="no">first line\n\nsecond line</span>');
  });

  it('refuses an empty message and one over 500 characters with 400, and stores nothing', async () => {
    const before = (await messages()).length;
    for (const body of ['', '   \n  ', 'x'.repeat(501), undefined]) {
      const res = await say(anna, body);
      expect(res.status).toBe(400);
    }
    expect((await say(anna, 'y'.repeat(500))).status).toBe(303);
    expect((await messages()).length).toBe(before + 1);
  });

  it('refuses a visitor (to the log-in page), a spectator (403) and a post without CSRF token (403)', async () => {
    const before = (await messages()).length;
    const visitor = await request(site.app).post(`/games/${gameId}/chat`).type('form').send({ body: 'hi' });
    expect([303, 403]).toContain(visitor.status);
    expect((await say(cleo, 'let me in')).status).toBe(403);
    expect((await anna.agent.post(`/games/${gameId}/chat`).type('form').send({ body: 'no token' })).status).toBe(403);
    expect((await say(anna, 'hi', 999999)).status).toBe(404);
    expect((await messages()).length).toBe(before);
  });

  it('works through the JSON API, which lists the chat for players', async () => {
    const res = await postJson(ben, `/api/games/${gameId}/chat`, { body: 'from the API' }).expect(201);
    const game = (await ben.agent.get(`/api/games/${gameId}`).expect(200)).body;
    expect(game.chat.messages.at(-1)).toMatchObject({ id: res.body.id, username: 'Ben', body: 'from the API', own: true, new: false });
    expect(game.chat.canWrite).toBe(true);
    await postJson(ben, `/api/games/${gameId}/chat`, { body: 42 }).expect(400);
  });

  it('marks what a player has seen: his page moves his chat mark to the newest message', async () => {
    await anna.agent.get(`/games/${gameId}`).expect(200);
    const seat = await site.services.db.seat.findFirstOrThrow({ where: { gameId, userId: anna.id } });
    expect(seat.chatSeenId).toBe((await messages()).at(-1)!.id);
  });
});

describe('spectators', () => {
  it('do not read the chat of a game that keeps it among its players', async () => {
    const page = (await cleo.agent.get(`/games/${gameId}`).expect(200)).text;
    expect(page).not.toContain('id="chat"');
    expect(page).not.toContain('Good luck');
    await cleo.agent.get(`/games/${gameId}/chat`).expect(403);
    const api = (await cleo.agent.get(`/api/games/${gameId}`).expect(200)).body;
    expect(api.chat).toBeNull();
  });

  it('read it (and cannot write) when the players allowed it', async () => {
    const open = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 0, chatPublic: 'on' });
    await site.services.lobby.join(open, ben.id);
    await say(anna, 'hello spectators', open).expect(303);
    const page = (await cleo.agent.get(`/games/${open}`).expect(200)).text;
    expect(page).toContain('hello spectators');
    expect(page).not.toContain('class="chat-form"');
    expect((await request(site.app).get(`/games/${open}/chat`).expect(200)).text).toContain('hello spectators');
  });
});

describe('reports', () => {
  it('a player reports a message once; not his own; the admin hides it and it is gone', async () => {
    const target = (await messages())[0];
    const report = (p: Player, id: number) => p.agent.post(`/games/${gameId}/chat/${id}/report`).type('form').send({ _csrf: p.csrf, reason: 'rude' });
    expect((await report(ben, target.id).expect(200)).text).toContain('the admins will look at the message');
    expect((await report(ben, target.id).expect(200)).text).toContain('already reported');
    await report(anna, target.id).expect(400);
    await report(cleo, target.id).expect(403);
    await report(ben, 999999).expect(404);
    expect(await site.services.db.chatReport.count()).toBe(1);

    const adminPage = (await admin.agent.get('/admin').expect(200)).text;
    expect(adminPage).toContain('&lt;script&gt;alert(1)');
    const r = await site.services.db.chatReport.findFirstOrThrow();
    await ben.agent.post(`/admin/reports/${r.id}`).type('form').send({ _csrf: ben.csrf, action: 'hide' }).expect(403);
    await admin.agent.post(`/admin/reports/${r.id}`).type('form').send({ _csrf: admin.csrf, action: 'maybe' }).expect(400);
    await admin.agent.post(`/admin/reports/${r.id}`).type('form').send({ _csrf: admin.csrf, action: 'hide' }).expect(303);
    await admin.agent.post(`/admin/reports/${r.id}`).type('form').send({ _csrf: admin.csrf, action: 'hide' }).expect(409);
    const page = (await ben.agent.get(`/games/${gameId}`).expect(200)).text;
    expect(page).not.toContain('alert(1)');
    expect((await admin.agent.get('/admin').expect(200)).text).toContain('No open reports.');
  });
});

describe('notes', () => {
  it('are read by their writer only', async () => {
    await anna.agent.post(`/games/${gameId}/notes`).type('form').send({ _csrf: anna.csrf, body: 'Ben keeps his <b>blue</b> cards' }).expect(303);
    const mine = (await anna.agent.get(`/games/${gameId}`).expect(200)).text;
    expect(mine).toContain('Ben keeps his &lt;b&gt;blue&lt;/b&gt; cards');
    for (const p of [ben, cleo]) expect((await p.agent.get(`/games/${gameId}`).expect(200)).text).not.toContain('blue</b> cards');
    expect((await ben.agent.get(`/api/games/${gameId}`).expect(200)).body.note).toBeNull();
    expect((await anna.agent.get(`/api/games/${gameId}`).expect(200)).body.note).toBe('Ben keeps his <b>blue</b> cards');
  });

  it('keep their lines as written, page after page', async () => {
    await anna.agent.post(`/games/${gameId}/notes`).type('form').send({ _csrf: anna.csrf, body: 'line one\nline two' }).expect(303);
    const page = (await anna.agent.get(`/games/${gameId}`).expect(200)).text;
    expect(page).toContain('translate="no">line one\nline two</textarea>');
    await anna.agent.post(`/games/${gameId}/notes`).type('form').send({ _csrf: anna.csrf, body: 'Ben keeps his <b>blue</b> cards' }).expect(303);
  });

  it('refuse more than 4000 characters and spectators; an empty text deletes them', async () => {
    await anna.agent.post(`/games/${gameId}/notes`).type('form').send({ _csrf: anna.csrf, body: 'z'.repeat(4001) }).expect(400);
    await cleo.agent.post(`/games/${gameId}/notes`).type('form').send({ _csrf: cleo.csrf, body: 'mine' }).expect(403);
    expect((await site.services.db.gameNote.findMany()).map((n) => n.body)).toEqual(['Ben keeps his <b>blue</b> cards']);
    await anna.agent.post(`/games/${gameId}/notes`).type('form').send({ _csrf: anna.csrf, body: '' }).expect(303);
    expect(await site.services.db.gameNote.count()).toBe(0);
  });
});
