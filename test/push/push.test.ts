/**
 * Web Push end to end (docs/push.md), without the internet: the worker sends each push to a local
 * push service (test/support/push-service.ts), which the test's "browser" — a P-256 key pair and an
 * auth secret made here — decrypts and reads. The VAPID keys made once for every process; the
 * subscription routes and their refusals; the invitation, "your turn", chat and "game over"
 * pushes, exactly once; the opt-outs; a subscription the push service calls gone is removed.
 */
import request from 'supertest';
import { createTestSite, postJson, signUp, type Player, type TestSite } from '../support/app';
import { checkVapid, payloadOf, PushServiceSink, type TestSubscription } from '../support/push-service';
import { drain, waitFor } from '../support/jobs';
import { SERVER_MS } from '../support/patience';
import { playIfMyTurn, playOutAsRobots } from '../support/play';
import { loadGame, seatOfUser } from '../../src/services/playing/game-record';
import { PushService } from '../../src/services/outgoing/push/push.service';
import { loadConfig } from '../../src/config/config';

let site: TestSite;
let sink: PushServiceSink;
let anna: Player;
let ben: Player;

beforeAll(async () => {
  sink = new PushServiceSink();
  await sink.start();
  site = await createTestSite({ worker: true });
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  await site.services.db.user.updateMany({ data: { emailConfirmedAt: new Date() } });
});
afterAll(async () => {
  await site.close();
  await sink.stop();
});

/** As public/push.js asks: JSON, and errors as JSON. */
const pushJson = (p: Player, body: unknown) => postJson(p, '/push/subscriptions', body).set('Accept', 'application/json');
const subscribe = (p: Player, sub: TestSubscription) => pushJson(p, sub.json);
const subscriptions = (userId: number) => site.services.db.pushSubscription.count({ where: { userId } });
const rowsOf = (sub: TestSubscription) => site.services.db.pushMessage.findMany({ where: { subscription: { endpoint: sub.endpoint } }, orderBy: { id: 'asc' } });

/** Moves (as the players, after the worker handled the move before) until `who` alone must act, after the other's move. */
async function turnOf(id: number, who: Player, other: Player): Promise<number> {
  const s = site.services;
  for (let i = 0; i < 200; i++) {
    const g = await loadGame(s.db, id);
    const mine = seatOfUser(g, who.id)!;
    const theirs = seatOfUser(g, other.id)!;
    if (g.status !== 'ACTIVE') throw new Error('the game ended');
    const theyMove = g.toAct.includes(theirs);
    await playIfMyTurn(s, id, theyMove ? other.id : who.id, i);
    const after = await loadGame(s.db, id);
    await waitFor(async () => (await loadGame(s.db, id)).notifiedSeq >= after.seq, SERVER_MS, 'the worker to handle the move');
    // (a turn his own step gave him gets no mail and no push: he is at the board)
    if (theyMove && after.toAct.length === 1 && after.toAct[0] === mine && after.seats[mine].turnSeq === after.seq) return after.seq;
  }
  throw new Error('no turn came');
}

describe('the VAPID keys', () => {
  it('are made once, at the first start, and every process on the database uses the same pair', async () => {
    const other = () => new PushService(site.services.db, site.services.config, () => null);
    // three processes starting at once on a database without keys
    const keys = await Promise.all([site.services.push.vapid(), other().vapid(), other().vapid()]);
    const stored = await site.services.db.vapidKeys.findMany();
    expect(stored).toHaveLength(1);
    for (const k of keys) expect(k).toEqual({ publicKey: stored[0].publicKey, privateKey: stored[0].privateKey, subject: 'mailto:slipstream@localhost' });
    expect(Buffer.from(stored[0].publicKey, 'base64url')).toHaveLength(65);
    // and later ones read them
    expect(await other().publicKey()).toBe(stored[0].publicKey);
    const res = await request(site.app).get('/push/key').expect(200);
    expect(res.body).toEqual({ publicKey: stored[0].publicKey });
  });

  it('are the operator\'s when he sets them: all three or none, checked at start', () => {
    const base = { NODE_ENV: 'test' as const };
    const pub = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const priv = Buffer.alloc(32, 9).toString('base64url');
    const c = loadConfig({ ...base, VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'mailto:ops@example.org' });
    expect([c.VAPID_PUBLIC_KEY, c.VAPID_PRIVATE_KEY, c.VAPID_SUBJECT]).toEqual([pub, priv, 'mailto:ops@example.org']);
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv })).toThrow(/all three or none/);
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'mailto:ops@example.org' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'http://example.org' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('subscriptions', () => {
  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const good = sink.subscription().json;
    const bad: [string, unknown][] = [
      ['plain http to another host', { ...good, endpoint: 'http://example.org/push/1' }],
      ['not a URL', { ...good, endpoint: 'push me' }],
      ['no keys', { endpoint: good.endpoint }],
      ['a short p256dh', { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }],
      ['a compressed point', { ...good, keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 1)]).toString('base64url') } }],
      ['a long auth secret', { ...good, keys: { ...good.keys, auth: Buffer.alloc(32, 1).toString('base64url') } }],
      ['not base64url', { ...good, keys: { ...good.keys, auth: '!!!!' } }],
    ];
    for (const [what, body] of bad) {
      const res = await pushJson(ben, body);
      expect([what, res.status, res.body.error?.code]).toEqual([what, 400, 'invalid_input']);
    }
    // no CSRF token, no session, not JSON
    expect((await ben.agent.post('/push/subscriptions').set('Content-Type', 'application/json').send(JSON.stringify(good))).status).toBe(403);
    expect((await request(site.app).post('/push/subscriptions').set('Content-Type', 'application/json').send(JSON.stringify(good))).status).toBeGreaterThanOrEqual(400);
    expect((await ben.agent.post('/push/subscriptions').set('X-CSRF-Token', ben.csrf).type('form').send({ endpoint: good.endpoint })).status).toBe(415);
    expect(await site.services.db.pushSubscription.count()).toBe(0);
  });

  it('stores a subscription once, at most ten per player, and forgets it when the browser turns push off', async () => {
    const first = sink.subscription();
    expect((await subscribe(ben, first).expect(201)).body.ok).toBe(true);
    await subscribe(ben, first).expect(200); // subscribed again: the same row
    expect(await subscriptions(ben.id)).toBe(1);
    const more: TestSubscription[] = [];
    for (let i = 0; i < 9; i++) {
      more.push(sink.subscription());
      await subscribe(ben, more[i]).expect(201);
    }
    const eleventh = await subscribe(ben, sink.subscription());
    expect([eleventh.status, eleventh.body.error.code]).toEqual([409, 'too_many_devices']);
    expect(await subscriptions(ben.id)).toBe(10);
    // another player cannot remove Ben's; an unknown endpoint is a 404
    const del = (p: Player, endpoint: string) => p.agent.delete('/push/subscriptions').set('Accept', 'application/json').set('X-CSRF-Token', p.csrf).set('Content-Type', 'application/json').send(JSON.stringify({ endpoint }));
    expect((await del(anna, more[0].endpoint)).status).toBe(404);
    expect((await del(ben, 'https://push.example.org/nobody')).status).toBe(404);
    for (const sub of more) await del(ben, sub.endpoint).expect(204);
    expect(await subscriptions(ben.id)).toBe(1);
    // the device list of the profile, and its remove button (not for another player's device)
    const row = await site.services.db.pushSubscription.findFirstOrThrow({ where: { userId: ben.id } });
    const profile = await ben.agent.get('/profile').expect(200);
    expect(profile.text).toContain('Notifications on this device');
    expect(profile.text).toContain(`name="device" value="${row.id}"`);
    expect((await anna.agent.post('/push/devices/remove').type('form').send({ _csrf: anna.csrf, device: row.id })).status).toBe(404);
    expect((await ben.agent.post('/push/devices/remove').type('form').send({ _csrf: ben.csrf, device: 'x' })).status).toBe(400);
    expect(await subscriptions(ben.id)).toBe(1);
    await ben.agent.post('/push/devices/remove').type('form').send({ _csrf: ben.csrf, device: row.id }).expect(303);
    expect(await subscriptions(ben.id)).toBe(0);
  });
});

describe('pushes', () => {
  let bens: TestSubscription;
  let gameId = 0;

  it('an invitation, the turns and the end of a game reach the browser, encrypted for it and signed', async () => {
    const s = site.services;
    bens = sink.subscription();
    await subscribe(ben, bens).expect(201);
    const origin = `http://127.0.0.1:${sink.port}`;
    const publicKey = await s.push.publicKey();

    gameId = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3 });
    const [invite] = await sink.waitFor(bens, 1);
    expect(payloadOf(bens, invite)).toEqual({ title: `Anna invites you to Race #${gameId}`, body: 'Open the game to accept or decline.', url: `/games/${gameId}`, tag: `invite-${gameId}` });
    expect(invite.headers['content-encoding']).toBe('aes128gcm');
    expect(invite.headers['content-type']).toBe('application/octet-stream');
    expect(invite.headers.topic).toBe(`invite-${gameId}`);
    expect(invite.headers.urgency).toBe('normal');
    expect(Number(invite.headers.ttl)).toBe(86400);
    expect(checkVapid(invite, publicKey, origin).sub).toBe('mailto:slipstream@localhost');

    await s.lobby.join(gameId, ben.id);
    const turnSeq = await turnOf(gameId, ben, anna);
    await drain(s.db);
    const turns = (await rowsOf(bens)).filter((r) => r.kind === 'turn');
    expect(turns.length).toBeGreaterThan(0);
    const turnPushes = sink.to(bens).map((p) => payloadOf(bens, p)).filter((p) => p.title === `Your turn in Race #${gameId}` || p.title === `Race #${gameId} has started`);
    expect(turnPushes.length).toBe(turns.length);
    for (const p of turnPushes) {
      expect(p.url).toBe(`/games/${gameId}`);
      expect(p.tag).toBe(`game-${gameId}`);
      expect(p.body.length).toBeGreaterThan(0);
    }
    // the turn just come: its push says the move that gave it, as Ben reads it
    const newest = (await rowsOf(bens)).find((r) => r.key.startsWith(`turn:${gameId}:`) && r.key.includes(`:${turnSeq}:`));
    expect(newest?.status).toBe('SENT');
    // every "your turn" mail Ben got has its push (and the other way round)
    const mails = await s.db.email.findMany({ where: { userId: ben.id, kind: 'turn', key: { startsWith: `turn:${gameId}:` } } });
    expect(new Set(turns.filter((r) => r.key.startsWith('turn:')).map((r) => r.key.replace(/:\d+$/, '')))).toEqual(new Set(mails.map((m) => m.key)));

    await playOutAsRobots(s, gameId, 3);
    await drain(s.db);
    const over = sink.to(bens).map((p) => payloadOf(bens, p)).filter((p) => p.title === `Race #${gameId} is over`);
    expect(over).toHaveLength(1);
    expect(over[0].url).toBe(`/games/${gameId}`);
    // Anna has no subscription: nothing for her
    expect(await s.db.pushMessage.count({ where: { subscription: { userId: anna.id } } })).toBe(0);
  });

  it('goes out exactly once per event, however often its jobs run', async () => {
    const s = site.services;
    const rows = await rowsOf(bens);
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    const before = sink.to(bens).length;
    expect(before).toBe(rows.length);
    // the send job again (a retry, a catch-up after a crash), and directly
    for (const r of rows.slice(0, 3)) await s.queue!.send('push-send', { pushId: r.id }, { key: `${r.id}:again:test` });
    expect(await s.push.deliver(rows[0].id)).toBe('done-before');
    // the events again: the game's change handled twice, an invitation and a turn pushed twice
    await s.queue!.send('game-changed', { gameId, again: true });
    const game = await loadGame(s.db, gameId);
    await s.gamePushes.invited({ ...game, status: 'OPEN' }, ben.id, 'Anna');
    const turn = rows.find((r) => r.kind === 'turn' && r.key.startsWith('turn:'))!;
    const [, , seat, turnSeq] = turn.key.split(':');
    await s.gamePushes.turn(game, Number(seat), Number(turnSeq), ben.id);
    await drain(s.db);
    expect(sink.to(bens).length).toBe(before);
    expect(await s.db.pushMessage.count({ where: { subscription: { endpoint: bens.endpoint } } })).toBe(rows.length);
  });

  it('a chat message reaches the other player, not while he watches the game', async () => {
    const s = site.services;
    const before = sink.to(bens).length;
    await postJson(anna, `/api/games/${gameId}/chat`, { body: 'Good game, Ben!' }).expect(201);
    const got = await sink.waitFor(bens, before + 1);
    expect(payloadOf(bens, got.at(-1)!)).toEqual({ title: `Anna in Race #${gameId}`, body: 'Good game, Ben!', url: `/games/${gameId}#chat`, tag: `chat-${gameId}` });
    // Ben watches the game's page now (its stream marked his seat, in any web process)
    await s.db.$executeRaw`UPDATE seats SET live_until = now() + interval '40 seconds' WHERE game_id = ${gameId} AND user_id = ${ben.id}`;
    await postJson(anna, `/api/games/${gameId}/chat`, { body: 'Are you there?' }).expect(201);
    await drain(s.db);
    expect(sink.to(bens).length).toBe(before + 1);
    await s.db.$executeRaw`UPDATE seats SET live_until = NULL WHERE game_id = ${gameId} AND user_id = ${ben.id}`;
    // his own message is pushed to nobody (Anna has no device)
    await postJson(ben, `/api/games/${gameId}/chat`, { body: 'Yes' }).expect(201);
    await drain(s.db);
    expect(sink.to(bens).length).toBe(before + 1);
  });

  it('a kind he opted out of is not pushed; the mail does not depend on it', async () => {
    const s = site.services;
    const form = { _csrf: ben.csrf, invited: 'on', over: 'on', tournament: 'on', mailWait: '0' }; // no turn, no chat
    // a wait not offered is refused, and changes nothing
    expect((await ben.agent.post('/push/settings').type('form').send({ ...form, mailWait: '7' })).status).toBe(400);
    expect((await s.db.user.findUniqueOrThrow({ where: { id: ben.id } })).pushTurn).toBe(true);
    await ben.agent.post('/push/settings').type('form').send(form).expect(303);
    const u = await s.db.user.findUniqueOrThrow({ where: { id: ben.id } });
    expect([u.pushTurn, u.pushInvited, u.pushOver, u.pushChat, u.pushTournament, u.pushMailWaitSeconds]).toEqual([false, true, true, false, true, 0]);
    const profile = await ben.agent.get('/profile?done=push').expect(200);
    expect(profile.text).toContain('Your push settings are saved.');

    const before = sink.to(bens).length;
    const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3 });
    await sink.waitFor(bens, before + 1); // the invitation: still wanted
    await s.lobby.join(id, ben.id);
    await turnOf(id, ben, anna);
    await postJson(anna, `/api/games/${id}/chat`, { body: 'hello' }).expect(201);
    await drain(s.db);
    expect(sink.to(bens).length).toBe(before + 1);
    expect(await s.db.email.count({ where: { userId: ben.id, kind: 'turn', key: { startsWith: `turn:${id}:` } } })).toBeGreaterThan(0);
    await ben.agent.post('/push/settings').type('form').send({ ...form, turn: 'on', chat: 'on' }).expect(303);
  });

  it('a subscription the push service calls gone is removed with its pushes; other failures are tried again', async () => {
    const s = site.services;
    const path = new URL(bens.endpoint).pathname;
    // a failing push service: the job is retried, and the push goes out once it answers again
    sink.answers.set(path, 500);
    const before = sink.to(bens).length;
    await postJson(anna, `/api/games/${gameId}/chat`, { body: 'one' }).expect(201);
    await sink.waitFor(bens, before + 1);
    sink.answers.delete(path);
    await sink.waitFor(bens, before + 2);
    await drain(s.db);
    const retried = (await rowsOf(bens)).at(-1)!;
    expect(retried.status).toBe('SENT');
    expect(retried.attempts).toBeGreaterThanOrEqual(2);

    sink.answers.set(path, 410);
    await postJson(anna, `/api/games/${gameId}/chat`, { body: 'two' }).expect(201);
    await waitFor(async () => (await subscriptions(ben.id)) === 0, SERVER_MS, 'the subscription to be removed');
    expect(await s.db.pushMessage.count({ where: { subscription: { endpoint: bens.endpoint } } })).toBe(0);
    await postJson(anna, `/api/games/${gameId}/chat`, { body: 'three' }).expect(201);
    await drain(s.db);
    expect(sink.to(bens).length).toBe(before + 3);
  });
});

describe('in the player\'s language', () => {
  it('a tournament invitation, in German, opening the tournament\'s page', async () => {
    const s = site.services;
    const sub = sink.subscription();
    await subscribe(ben, sub).expect(201);
    await s.db.user.update({ where: { id: ben.id }, data: { language: 'de' } });
    const id = await s.tournaments.create(anna.id, {
      name: 'Herbstpokal', gameType: 'race', tableSize: 4, format: 'groups', minPlayers: 2, maxPlayers: 16, rated: true, deadlineDays: 3,
      inviteOnly: true, invite: 'Ben', signupClosesAt: new Date(Date.UTC(2030, 0, 15, 18, 0)).toISOString(),
    });
    const [push] = await sink.waitFor(sub, 1);
    expect(payloadOf(sub, push)).toEqual({ title: 'Anna lädt dich zum Turnier Herbstpokal ein', body: 'Melde dich auf seiner Seite an.', url: `/tournaments/${id}`, tag: `tournament-${id}` });
  });
});
