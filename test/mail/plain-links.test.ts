/**
 * The plain-text part's links are links (issue 31, point 7): in every kind of mail a newcomer
 * meets first — confirmation, invitation, password reset, game started, your turn, daily digest —
 * each URL stands alone on its own line (no word, punctuation or angle bracket glued to it), so a
 * mail client makes it clickable, and it leads to the page it names. Checked on the mails a real
 * SMTP server on loopback receives.
 */
import request from 'supertest';
import { csrfFrom, TestSite } from '../support/app';
import { rawHeader, ReceivedMail, SmtpSink, startMailSite, stopMailSite } from '../support/smtp-sink';
import { drain } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { playIfMyTurn } from '../support/play';
import { linksNotAlone, pathOf, textLinks } from '../support/mail-links';
import { ManualClock } from '../../src/clock';

const clock = new ManualClock('2026-11-22T12:00:00Z');
let site: TestSite;
let sink: SmtpSink;
let anna: TestUser;
let ben: TestUser;
let dora: TestUser;

beforeAll(async () => {
  ({ site, sink } = await startMailSite(clock));
  anna = await makeUser(site.services, 'Anna');
  ben = await makeUser(site.services, 'Ben');
  dora = await makeUser(site.services, 'Dora', { notifyMode: 'DAILY_DIGEST' });
});
afterAll(() => stopMailSite(site, sink));

const kindOf = (m: ReceivedMail) => rawHeader(m.raw, 'X-Slipstream-Kind');

function one(address: string, kind: string): ReceivedMail {
  const found = sink.to(address).filter((m) => kindOf(m) === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind} mail to ${address}, got ${found.length}`);
  return found[0];
}

/** Every link of the text part stands alone on its line; returns them. */
function aloneLinks(m: ReceivedMail): string[] {
  expect([kindOf(m), linksNotAlone(m.text)]).toEqual([kindOf(m), []]);
  const links = textLinks(m.text);
  expect(links.length).toBeGreaterThan(0);
  // nothing glued on either side: the line before a link ends its sentence, the link ends its line
  for (const l of links) expect(m.text).toMatch(new RegExp(`(^|\\n)${l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\n|$)`));
  return links;
}

it('confirmation: the link alone on its line, and it confirms the address', async () => {
  const agent = request.agent(site.app);
  const form = await agent.get('/register').expect(200);
  await agent.post('/register').type('form').send({ _csrf: csrfFrom(form.text), username: 'Cleo', email: 'cleo@example.org', password: 'correct horse battery' }).expect(303);
  await drain(site.services.db);
  const m = one('cleo@example.org', 'confirm');
  const links = aloneLinks(m);
  const confirm = links.find((l) => l.includes('/confirm-email?'));
  expect(confirm).toBeDefined();
  expect(m.text).toContain(`Please confirm that cleo@example.org is your address:\n\n${confirm}\n`);
  // the site's address at the foot of the mail, alone too (it used to be in brackets)
  expect(m.text).toContain('You get this mail because someone signed up at Slipstream with this address.\nhttp://slipstream.test\n');
  await agent.get(pathOf(confirm!)).expect((res) => expect([200, 303]).toContain(res.status));
  const cleo = await site.services.db.user.findUniqueOrThrow({ where: { usernameKey: 'cleo' } });
  expect(cleo.emailConfirmedAt).not.toBeNull();
});

let gameId = 0;

it('invitation and "game started": the game\'s link alone on its line, and the footer\'s links too', async () => {
  const s = site.services;
  gameId = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3 });
  await drain(s.db);
  const invite = one(ben.email, 'invite');
  const links = aloneLinks(invite);
  expect(invite.text).toContain(`Accept or decline:\nhttp://slipstream.test/games/${gameId}\n`);
  const token = s.signer.unsubscribeToken(ben.id);
  expect(links).toEqual([`http://slipstream.test/games/${gameId}`, 'http://slipstream.test/profile', `http://slipstream.test/unsubscribe?u=${ben.id}&t=${token}`]);
  expect(invite.text).toContain(`Change them:\nhttp://slipstream.test/profile\nUnsubscribe from all game mail:\nhttp://slipstream.test/unsubscribe?u=${ben.id}&t=${token}`);
  await request(site.app).get(pathOf(links[0])).expect(200);
  await request(site.app).get(pathOf(links[2])).expect(200);

  await s.lobby.join(gameId, ben.id);
  await drain(s.db);
  for (const u of [anna, ben]) {
    const started = one(u.email, 'started');
    expect(aloneLinks(started)[0]).toBe(`http://slipstream.test/games/${gameId}`);
    expect(started.text).toContain(`Go to the game:\nhttp://slipstream.test/games/${gameId}\n`);
  }
});

it('"your turn": the game\'s link alone on its line', async () => {
  const s = site.services;
  // Race begins with every seat choosing favourites at once; play until one seat gets a turn mail.
  for (let i = 0; i < 6 && !sink.mails.some((m) => kindOf(m) === 'turn'); i++) {
    (await playIfMyTurn(s, gameId, anna.id, i)) || (await playIfMyTurn(s, gameId, ben.id, i));
    await drain(s.db);
  }
  const turns = sink.mails.filter((m) => kindOf(m) === 'turn');
  expect(turns.length).toBeGreaterThan(0);
  for (const m of turns) {
    expect(aloneLinks(m)[0]).toBe(`http://slipstream.test/games/${gameId}`);
    expect(m.text).toContain(`Make your move:\nhttp://slipstream.test/games/${gameId}\n`);
  }
});

it('password reset: the link alone on its line, and it opens the form', async () => {
  const agent = request.agent(site.app);
  const form = await agent.get('/password/forgot').expect(200);
  await agent.post('/password/forgot').type('form').send({ _csrf: csrfFrom(form.text), login: 'Anna' }).expect((res) => expect(res.status).toBeLessThan(400));
  await drain(site.services.db);
  const m = one(anna.email, 'reset');
  const links = aloneLinks(m);
  const reset = links.find((l) => l.includes('/password/reset?'));
  expect(reset).toBeDefined();
  expect((await agent.get(pathOf(reset!)).expect(200)).text).toContain('name="token"');
});

it('daily digest: every game\'s link alone on its line', async () => {
  const s = site.services;
  const other = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Dora', deadlineDays: 3 });
  await drain(s.db);
  clock.set('2026-11-23T07:00:00Z');
  await s.sweep();
  await drain(s.db);
  const m = one(dora.email, 'digest');
  const links = aloneLinks(m);
  expect(links[0]).toBe(`http://slipstream.test/games/${other}`);
  expect(m.text).toContain(`Invitations:\n\nRace #${other} from Anna\nhttp://slipstream.test/games/${other}\n`);
});

it('no mail of this file has a link glued to words, brackets or punctuation', () => {
  expect(sink.mails.length).toBeGreaterThanOrEqual(7);
  for (const m of sink.mails) expect([kindOf(m), linksNotAlone(m.text)]).toEqual([kindOf(m), []]);
});
