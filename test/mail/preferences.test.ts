/**
 * Who gets which mail: the preferences (every turn, daily digest, none), the unconfirmed
 * address, the profile form that changes them, the one-click unsubscribe link of every game
 * mail, and the idempotency keys (a mail is queued once however often its job runs).
 */
import { raceModule } from '../../src/games/race';
import type { RaceState } from '../../src/games/race/rules/state';
import request from 'supertest';
import { createTestSite, Player, signUp, TestSite } from '../support/app';
import { rawHeader, ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { drain, waitFor } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { playIfMyTurn } from '../support/play';
import { pathOf } from '../support/mail-links';
import { QUEUES } from '../../src/queue';
import { loadGame, seatOfUser } from '../../src/services/playing/game-record';
import { SERVER_MS } from '../support/patience';

let site: TestSite;
let sink: SmtpSink;
let uma: Player; // signed up through the page: unconfirmed, has the confirmation mail
let anna: TestUser; // EVERY_TURN
let dora: TestUser; // DAILY_DIGEST
let nora: TestUser; // NONE
let gameId: number;

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  site = await createTestSite({ worker: true, env: { SMTP_URL: sink.url } });
  await site.queue!.boss.unschedule(QUEUES.sweep);
  uma = await signUp(site, 'Uma');
  anna = await makeUser(site.services, 'Anna');
  dora = await makeUser(site.services, 'Dora', { notifyMode: 'DAILY_DIGEST' });
  nora = await makeUser(site.services, 'Nora', { notifyMode: 'NONE' });
});
afterAll(async () => {
  await site.close();
  await sink.stop();
});

const kindOf = (m: ReceivedMail) => rawHeader(m.raw, 'X-Slipstream-Kind');
const kinds = (address: string) => sink.to(address).map(kindOf);
const count = (list: (string | undefined)[], kind: string) => list.filter((k) => k === kind).length;

/** The mails queued for a game (their keys are kind:gameId:...). */
async function gameMails(id: number) {
  const rows = await site.services.db.email.findMany({ orderBy: { id: 'asc' } });
  return rows.filter((r) => r.key.split(':')[1] === String(id));
}

/** Waits until the worker has handled every change of the game so far. */
async function handled(id: number) {
  const { seq } = await site.services.db.game.findUniqueOrThrow({ where: { id } });
  await waitFor(async () => (await site.services.db.game.findUniqueOrThrow({ where: { id } })).notifiedSeq >= seq, SERVER_MS, 'the worker to handle the game');
}

async function userRow(id: number) {
  return site.services.db.user.findUniqueOrThrow({ where: { id } });
}

describe('a four-player game played out', () => {
  beforeAll(async () => {
    const s = site.services;
    gameId = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 4, invite: 'Dora, Nora, Uma', deadlineDays: 3 });
    for (const u of [dora.id, nora.id, uma.id]) await s.lobby.join(gameId, u);
    // Different picks per player: four players choosing the same favourites restart the game.
    const players = [anna.id, dora.id, nora.id, uma.id];
    let annaWaited = 0;
    for (let i = 0; i < 500; i++) {
      let moved = false;
      for (const [k, p] of players.entries()) {
        // Anna's first turns wait for the worker before she moves: her turn must still be hers
        // when the worker looks, or she has already played and rightly gets no "your turn" mail.
        if (p === anna.id && annaWaited < 4 && (await loadGame(s.db, gameId)).toAct.length === 1) {
          const g = await loadGame(s.db, gameId);
          if (g.toAct[0] === seatOfUser(g, anna.id)) {
            await handled(gameId);
            annaWaited++;
          }
        }
        if (await playIfMyTurn(s, gameId, p, i * 4 + k)) moved = true;
      }
      if (!moved) break;
    }
    await drain(s.db);
    expect((await s.db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe('FINISHED');
  });

  it('EVERY_TURN gets "game started", "your turn" mails and "game over"', () => {
    const mine = sink.to(anna.email);
    expect(count(mine.map(kindOf), 'started')).toBe(1);
    expect(count(mine.map(kindOf), 'over')).toBe(1);
    const turns = mine.filter((m) => kindOf(m) === 'turn');
    expect(turns.length).toBeGreaterThan(0);
    for (const m of turns) expect(m.subject).toBe(`Your turn in Race #${gameId}`);
    expect(mine.map(kindOf).every((k) => k === 'started' || k === 'turn' || k === 'over')).toBe(true);
  });

  it('DAILY_DIGEST gets no "your turn" mail, but the invitation, "game started" and "game over"', async () => {
    const mine = kinds(dora.email);
    expect(mine.sort()).toEqual(['invite', 'over', 'started']);
    expect(sink.to(dora.email).find((m) => kindOf(m) === 'started')!.subject).toMatch(new RegExp(`^Race #${gameId} has started`));
    expect(sink.to(dora.email).find((m) => kindOf(m) === 'over')!.subject).toMatch(new RegExp(`^Race #${gameId} is over: `));
    expect(await site.services.db.email.count({ where: { userId: dora.id, kind: 'turn' } })).toBe(0);
  });

  it('NONE gets nothing at all', async () => {
    expect(sink.to(nora.email)).toHaveLength(0);
    expect(await site.services.db.email.count({ where: { userId: nora.id } })).toBe(0);
  });

  it('an unconfirmed address gets nothing but the confirmation mail', async () => {
    expect((await userRow(uma.id)).emailConfirmedAt).toBeNull();
    expect((await userRow(uma.id)).notifyMode).toBe('EVERY_TURN');
    const mine = sink.to('uma@example.org');
    expect(mine.map((m) => m.subject)).toEqual(['Confirm your email address for Slipstream']);
    const rows = await site.services.db.email.findMany({ where: { userId: uma.id } });
    expect(rows.map((r) => r.kind)).toEqual(['confirm']);
  });

  it('queues each mail once however often the game-changed job runs', async () => {
    const s = site.services;
    const before = await gameMails(gameId);
    const mailsBefore = sink.mails.length;
    // As if every job for this game ran again, twice at the same time and once more after.
    await s.db.game.update({ where: { id: gameId }, data: { notifiedSeq: -1 } });
    await Promise.all([s.notify.gameChanged(gameId), s.notify.gameChanged(gameId)]);
    await s.db.game.update({ where: { id: gameId }, data: { notifiedSeq: -1 } });
    await s.notify.gameChanged(gameId);
    await drain(s.db);
    const after = await gameMails(gameId);
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(sink.mails.length).toBe(mailsBefore);
    expect(after.filter((r) => r.kind === 'started').map((r) => r.userId).sort()).toEqual([anna.id, dora.id].sort());
    expect(after.filter((r) => r.kind === 'over').map((r) => r.userId).sort()).toEqual([anna.id, dora.id].sort());
    expect((await s.db.game.findUniqueOrThrow({ where: { id: gameId } })).notifiedSeq).toBe((await s.db.game.findUniqueOrThrow({ where: { id: gameId } })).seq);
  });

  it('queues a "your turn" mail once when the job for a new turn runs twice at once', async () => {
    const s = site.services;
    const ben = await makeUser(s, 'Ben');
    const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3 });
    await s.lobby.join(id, ben.id);
    // Both choose favourites (different ones: the same would restart the game); then the start
    // player is drawn („Spielverlauf") and his turn to play a card begins: one "your turn" mail.
    // He chooses first: a turn his own step gave him gets no mail (he is at the board). The draw
    // comes from the game's seeded random numbers, whoever chooses last: the test looks ahead.
    const state = (await s.db.game.findUniqueOrThrow({ where: { id } })).state as unknown as RaceState;
    const pairs = raceModule.legalMoves(state, 0);
    const { startPlayer } = raceModule.apply(raceModule.apply(state, 0, pairs[0]), 1, pairs[1]);
    const [first, second] = startPlayer === 0 ? [anna, ben] : [ben, anna];
    expect(await playIfMyTurn(s, id, first.id, startPlayer === 0 ? 0 : 1)).toBe(true);
    expect(await playIfMyTurn(s, id, second.id, startPlayer === 0 ? 1 : 0)).toBe(true);
    expect(((await s.db.game.findUniqueOrThrow({ where: { id } })).state as unknown as RaceState).startPlayer).toBe(startPlayer);
    await Promise.all([s.notify.gameChanged(id), s.notify.gameChanged(id), s.notify.gameChanged(id)]);
    await drain(s.db);
    const rows = await s.db.email.findMany({ where: { key: { startsWith: `turn:${id}:` } } });
    expect(rows).toHaveLength(1);
    const game = await s.db.game.findUniqueOrThrow({ where: { id } });
    const seat = await s.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId: id, seat: game.toAct[0] } } });
    expect(game.toAct).toEqual([startPlayer]);
    expect(rows[0].key).toBe(`turn:${id}:${startPlayer}:2`);
    expect(seat.turnSeq).toBe(2);
    expect(sink.mails.filter((m) => m.subject === `Your turn in Race #${id}`).map((m) => m.to)).toEqual([[first.email]]);
    expect(count(kinds(ben.email), 'started')).toBe(1);
  });
});

describe('the preferences form on /profile', () => {
  let pia: Player;
  beforeAll(async () => {
    pia = await signUp(site, 'Pia');
  });

  it('saves a new preference', async () => {
    expect((await userRow(pia.id)).notifyMode).toBe('EVERY_TURN');
    const res = await pia.agent.post('/profile/preferences').type('form').send({ _csrf: pia.csrf, notifyMode: 'DAILY_DIGEST' }).expect(303);
    expect(res.headers.location).toBe('/profile?done=preferences');
    expect((await userRow(pia.id)).notifyMode).toBe('DAILY_DIGEST');
    const page = await pia.agent.get('/profile?done=preferences').expect(200);
    expect(page.text).toContain('Your mail preferences are saved.');
    expect(page.text).toContain('<input type="radio" name="notifyMode" value="DAILY_DIGEST" checked>');
    expect(page.text).toContain('<input type="radio" name="notifyMode" value="EVERY_TURN">');
  });

  it('refuses a bad value with 400 and changes nothing', async () => {
    for (const body of [{ notifyMode: 'SOMETIMES' }, {}, { notifyMode: 'none' }]) {
      const res = await pia.agent.post('/profile/preferences').type('form').send({ _csrf: pia.csrf, ...body });
      expect(res.status).toBe(400);
      expect(res.text).toContain('Invalid preferences (notifyMode): choose every turn, a daily digest or none.');
      expect(res.text).toContain('value="DAILY_DIGEST" checked');
      expect((await userRow(pia.id)).notifyMode).toBe('DAILY_DIGEST');
    }
  });

  it('refuses a post without the CSRF token', async () => {
    const res = await pia.agent.post('/profile/preferences').type('form').send({ notifyMode: 'NONE' });
    expect(res.status).toBe(403);
    expect((await userRow(pia.id)).notifyMode).toBe('DAILY_DIGEST');
  });

  it('decides what mail comes: none after "no mail", again after "every turn"', async () => {
    const s = site.services;
    await s.db.user.update({ where: { id: pia.id }, data: { emailConfirmedAt: new Date() } });
    await pia.agent.post('/profile/preferences').type('form').send({ _csrf: pia.csrf, notifyMode: 'NONE' }).expect(303);
    await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Pia' });
    await drain(s.db);
    expect(sink.to('pia@example.org').filter((m) => kindOf(m) === 'invite')).toHaveLength(0);
    await pia.agent.post('/profile/preferences').type('form').send({ _csrf: pia.csrf, notifyMode: 'EVERY_TURN' }).expect(303);
    const second = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Pia' });
    await drain(s.db);
    const invites = sink.to('pia@example.org').filter((m) => kindOf(m) === 'invite');
    expect(invites.map((m) => m.subject)).toEqual([`Anna invites you to Race #${second}`]);
  });
});

describe('one-click unsubscribe', () => {
  let link: string; // Anna's List-Unsubscribe link, as her mails carry it

  beforeAll(() => {
    const last = sink.to(anna.email).at(-1)!;
    link = pathOf(rawHeader(last.raw, 'List-Unsubscribe')!.replace(/^<|>$/g, ''));
    expect(link).toBe(`/unsubscribe?u=${anna.id}&t=${site.services.signer.unsubscribeToken(anna.id)}`);
  });

  it('GET shows a page with a button and changes nothing', async () => {
    const res = await request(site.app).get(link).expect(200);
    const [, token] = link.split('&t=');
    expect(res.text).toContain(`<form method="post" action="/unsubscribe?u=${anna.id}&amp;t=${token}">`);
    expect(res.text).toContain('<button type="submit" class="primary">Unsubscribe</button>');
    expect(res.text).toContain('Stop all game mail from Slipstream');
    expect((await userRow(anna.id)).notifyMode).toBe('EVERY_TURN');
  });

  it('refuses a forged token or another user\'s token with 400 and changes nothing', async () => {
    const signer = site.services.signer;
    const bad = [
      `/unsubscribe?u=${anna.id}&t=${'A'.repeat(32)}`,
      `/unsubscribe?u=${anna.id}&t=${signer.unsubscribeToken(dora.id)}`,
      `/unsubscribe?u=${dora.id}&t=${signer.unsubscribeToken(anna.id)}`,
      `/unsubscribe?u=${anna.id}&t=${signer.confirmToken(anna.id, anna.email)}`,
      `/unsubscribe?u=${anna.id}`,
      `/unsubscribe?u=0&t=${signer.unsubscribeToken(0)}`,
    ];
    for (const path of bad) {
      const get = await request(site.app).get(path);
      const post = await request(site.app).post(path).type('form').send('List-Unsubscribe=One-Click');
      for (const res of [get, post]) {
        expect(res.status).toBe(400);
        expect(res.text).toContain('This unsubscribe link is not valid.');
      }
    }
    // A well-signed link for a user that does not exist (any more) unsubscribes nobody.
    const gone = await request(site.app).post(`/unsubscribe?u=999999&t=${signer.unsubscribeToken(999999)}`).type('form').send('List-Unsubscribe=One-Click');
    expect(gone.status).toBe(400);
    expect((await userRow(anna.id)).notifyMode).toBe('EVERY_TURN');
    expect((await userRow(dora.id)).notifyMode).toBe('DAILY_DIGEST');
  });

  it('POST without a session or CSRF token (as a mail program does) turns game mail off', async () => {
    const res = await request(site.app).post(link).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(res.text).toContain('Unsubscribed');
    expect(res.text).toContain('Anna gets no more game mail from Slipstream.');
    expect((await userRow(anna.id)).notifyMode).toBe('NONE');
    expect((await userRow(dora.id)).notifyMode).toBe('DAILY_DIGEST');
    // Posting again is harmless.
    await request(site.app).post(link).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await userRow(anna.id)).notifyMode).toBe('NONE');
  });

  it('after it, no game mail comes', async () => {
    const s = site.services;
    const before = sink.to(anna.email).length;
    const id = await s.lobby.createGame(dora.id, { gameType: 'race', seats: 2, invite: 'Anna' });
    await s.lobby.join(id, anna.id);
    await drain(s.db);
    expect(sink.to(anna.email)).toHaveLength(before);
    expect((await gameMails(id)).filter((r) => r.userId === anna.id)).toHaveLength(0);
    expect((await gameMails(id)).map((r) => [r.kind, r.userId])).toEqual([['started', dora.id]]); // Dora's only
  });
});
