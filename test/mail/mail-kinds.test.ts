/**
 * The content of each kind of mail, HTML and plain text, as a real SMTP server receives it:
 * the confirmation mail (and its link), the deadline reminder, the timeout mails, and the daily
 * digest. Time is a ManualClock; the sweep runs when the test calls it (the worker's minute
 * schedule is taken off, so nothing sweeps behind the test's back).
 */
import request from 'supertest';
import { csrfFrom, TestSite } from '../support/app';
import { rawHeader, ReceivedMail, SmtpSink, startMailSite, stopMailSite } from '../support/smtp-sink';
import { drain } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { playIfMyTurn } from '../support/play';
import { hrefs, linksNotAlone, pathOf } from '../support/mail-links';
import { ManualClock } from '../../src/clock';

const T0 = '2026-11-22T12:00:00Z';
const clock = new ManualClock(T0);
let site: TestSite;
let sink: SmtpSink;

beforeAll(async () => {
  ({ site, sink } = await startMailSite(clock));
});
afterAll(() => stopMailSite(site, sink));

/** Runs the minute job by hand, then waits until its mails are delivered. */
async function sweepAt(iso: string): Promise<void> {
  clock.set(iso);
  await site.services.sweep();
  await drain(site.services.db);
}

function only(mails: ReceivedMail[], what: string): ReceivedMail {
  if (mails.length !== 1) throw new Error(`expected one ${what}, got ${mails.length}: ${mails.map((m) => m.subject).join(' | ')}`);
  return mails[0];
}

const kindOf = (m: ReceivedMail) => rawHeader(m.raw, 'X-Slipstream-Kind');

function expectUnsubscribeHeaders(m: ReceivedMail, user: TestUser): void {
  const token = site.services.signer.unsubscribeToken(user.id);
  expect(rawHeader(m.raw, 'List-Unsubscribe')).toBe(`<http://slipstream.test/unsubscribe?u=${user.id}&t=${token}>`);
  expect(rawHeader(m.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  // The footer of a game mail links the same page and the profile.
  expect(m.text).toContain(`Unsubscribe from all game mail:\nhttp://slipstream.test/unsubscribe?u=${user.id}&t=${token}`);
  expect(m.text).toContain('Change them:\nhttp://slipstream.test/profile');
  expect(hrefs(m.html)).toEqual(expect.arrayContaining([`http://slipstream.test/unsubscribe?u=${user.id}&t=${token}`, 'http://slipstream.test/profile']));
}

describe('the confirmation mail', () => {
  const address = 'cleo@example.org';
  let cleoId: number;
  let firstLink: string;
  let agent: ReturnType<typeof request.agent>;

  it('is sent on sign-up through /register, with a link in both parts', async () => {
    agent = request.agent(site.app);
    const form = await agent.get('/register').expect(200);
    await agent.post('/register').type('form').send({ _csrf: csrfFrom(form.text), username: 'Cleo', email: address, password: 'correct horse battery' }).expect(303);
    await drain(site.services.db);
    cleoId = (await site.services.users.findByUsername('Cleo'))!.id;
    const m = only(sink.to(address), 'confirmation');
    expect(m.subject).toBe('Confirm your email address for Slipstream');
    expect(kindOf(m)).toBe('confirm');
    const token = site.services.signer.confirmToken(cleoId, address);
    firstLink = `http://slipstream.test/confirm-email?u=${cleoId}&t=${token}`;
    expect(m.text).toContain('Hello Cleo,');
    expect(m.text).toContain(`Please confirm that ${address} is your address:\n\n${firstLink}\n`);
    expect(m.text).toContain('Until you do, Slipstream sends no other mail to it.');
    expect(m.text).toContain('You get this mail because someone signed up at Slipstream with this address.\nhttp://slipstream.test');
    expect(m.text).not.toContain('Unsubscribe from all game mail');
    expect(m.html).toContain(`<p>Please confirm that ${address} is your address:`);
    expect(hrefs(m.html)).toContain(firstLink);
    expect(m.html).not.toContain('unsubscribe from all game mail');
    const user = await site.services.db.user.findUniqueOrThrow({ where: { id: cleoId } });
    expect(user.emailConfirmedAt).toBeNull();
  });

  it('refuses a wrong token with 400 and confirms nothing', async () => {
    const wrong = [
      `/confirm-email?u=${cleoId}&t=${'A'.repeat(32)}`,
      `/confirm-email?u=${cleoId}&t=short`,
      `/confirm-email?u=${cleoId}`,
      `/confirm-email?u=${cleoId + 1000}&t=${site.services.signer.confirmToken(cleoId, address)}`,
      `/confirm-email?u=${cleoId}&t=${site.services.signer.confirmToken(cleoId, 'someone@example.org')}`,
    ];
    for (const path of wrong) {
      const res = await request(site.app).get(path);
      expect(res.status).toBe(400);
      expect(res.text).toContain('This confirmation link is not valid');
    }
    expect((await site.services.db.user.findUniqueOrThrow({ where: { id: cleoId } })).emailConfirmedAt).toBeNull();
  });

  it('confirms the address when its link is opened (GET)', async () => {
    const res = await request(site.app).get(pathOf(firstLink)).expect(200);
    expect(res.text).toContain('Address confirmed');
    expect(res.text).toContain('Thank you, Cleo: Slipstream will now send you mail as your profile says.');
    const user = await site.services.db.user.findUniqueOrThrow({ where: { id: cleoId } });
    expect(user.emailConfirmedAt).toEqual(new Date(T0));
    // Opening it again changes nothing.
    clock.advanceHours(1);
    await request(site.app).get(pathOf(firstLink)).expect(200);
    expect((await site.services.db.user.findUniqueOrThrow({ where: { id: cleoId } })).emailConfirmedAt).toEqual(new Date(T0));
  });

  it('sends a new link after the address changes on /profile; the old link stops working', async () => {
    const page = await agent.get('/profile').expect(200);
    const res = await agent.post('/profile/email').type('form').send({ _csrf: csrfFrom(page.text), email: 'cleo.new@example.org' }).expect(303);
    expect(res.headers.location).toBe('/profile?done=email');
    await drain(site.services.db);
    let user = await site.services.db.user.findUniqueOrThrow({ where: { id: cleoId } });
    expect(user.email).toBe('cleo.new@example.org');
    expect(user.emailConfirmedAt).toBeNull();
    expect(sink.to(address)).toHaveLength(1); // nothing more to the old address

    const m = only(sink.to('cleo.new@example.org'), 'confirmation to the new address');
    expect(m.subject).toBe('Confirm your email address for Slipstream');
    const newLink = `http://slipstream.test/confirm-email?u=${cleoId}&t=${site.services.signer.confirmToken(cleoId, 'cleo.new@example.org')}`;
    expect(newLink).not.toBe(firstLink);
    expect(m.text).toContain(`Please confirm that cleo.new@example.org is your address:\n\n${newLink}\n`);
    expect(hrefs(m.html)).toContain(newLink);

    const old = await request(site.app).get(pathOf(firstLink));
    expect(old.status).toBe(400);
    expect(old.text).toContain('it may be for an address you changed since');
    expect((await site.services.db.user.findUniqueOrThrow({ where: { id: cleoId } })).emailConfirmedAt).toBeNull();

    await request(site.app).get(pathOf(newLink)).expect(200);
    user = await site.services.db.user.findUniqueOrThrow({ where: { id: cleoId } });
    expect(user.emailConfirmedAt).toEqual(clock.now());
  });
});

describe('deadline mails: reminder, then timeout', () => {
  // A 2-player Race game with 2 days per move; the reminder goes min(1 day, 2 days / 4) = 12 h before.
  let anna: TestUser;
  let ben: TestUser;
  let gameId: number;
  const start = '2026-11-22T13:00:00Z';
  const deadline = '24 Nov 2026, 13:00 UTC';
  const decision = '26 Nov 2026, 13:00 UTC'; // the deadline + min(3 days, 2 days)

  beforeAll(async () => {
    clock.set(start);
    anna = await makeUser(site.services, 'Anna');
    ben = await makeUser(site.services, 'Ben');
    const s = site.services;
    gameId = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 2 });
    await s.lobby.join(gameId, ben.id);
    // Both choose favourites at once; Anna chooses, so only Ben must act (and is late).
    expect(await playIfMyTurn(s, gameId, anna.id)).toBe(true);
    await drain(s.db);
    const game = await s.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.toAct).toEqual([1]);
    const seat = await s.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId, seat: 1 } } });
    expect(seat.deadlineAt).toEqual(new Date('2026-11-24T13:00:00Z'));
  });

  const deadlineMails = (u: TestUser) => sink.to(u.email).filter((m) => ['reminder', 'timeout', 'timeout-others'].includes(kindOf(m) ?? ''));

  it('sends no reminder before the reminder point', async () => {
    await sweepAt('2026-11-24T00:59:59Z');
    expect(deadlineMails(ben)).toHaveLength(0);
    expect(deadlineMails(anna)).toHaveLength(0);
    const seat = await site.services.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId, seat: 1 } } });
    expect(seat.reminderSentAt).toBeNull();
  });

  it('sends one reminder at the reminder point, to the late player only', async () => {
    await sweepAt('2026-11-24T01:00:00Z');
    const m = only(deadlineMails(ben), 'reminder');
    expect(kindOf(m)).toBe('reminder');
    expect(m.subject).toBe(`Reminder: your move in Race #${gameId} is due ${deadline}`);
    expect(m.text).toContain('Hello Ben,');
    expect(m.text).toContain(`Your move in Race #${gameId} is due by ${deadline} (in about 12 hours).`);
    expect(m.text).toContain('Vacation mode on your profile pauses your deadlines. Your profile:\nhttp://slipstream.test/profile');
    expect(m.text).toContain(`Make your move:\nhttp://slipstream.test/games/${gameId}`);
    expect(m.html).toContain(`is due by ${deadline} (in about 12 hours).`);
    expect(m.html).toContain('Make your move</a>');
    expect(hrefs(m.html)).toContain(`http://slipstream.test/games/${gameId}`);
    expectUnsubscribeHeaders(m, ben);
    expect(deadlineMails(anna)).toHaveLength(0);

    // Once per turn: later sweeps send no second one.
    await sweepAt('2026-11-24T12:59:59Z');
    expect(deadlineMails(ben)).toHaveLength(1);
    expect(deadlineMails(anna)).toHaveLength(0);
  });

  it('at the deadline sends "timeout" to the absent player and "timeout-others" to the others', async () => {
    await sweepAt('2026-11-24T13:00:00Z');
    const mine = deadlineMails(ben).filter((m) => kindOf(m) === 'timeout');
    const t = only(mine, 'timeout mail');
    expect(t.subject).toBe(`Your time ran out in Race #${gameId}`);
    expect(t.text).toContain('Hello Ben,');
    expect(t.text).toContain(`Your time for your move in Race #${gameId} ran out at ${deadline}.`);
    expect(t.text).toContain(`Until they decide (at the latest ${decision}, when the robot takes over), you can still make your move.`);
    expect(t.text).toContain(`Go to the game:\nhttp://slipstream.test/games/${gameId}`);
    expect(t.html).toContain(`ran out at ${deadline}.</p>`);
    expect(t.html).toContain(`(at the latest ${decision}, when the robot takes over)`);
    expect(hrefs(t.html)).toContain(`http://slipstream.test/games/${gameId}`);
    expectUnsubscribeHeaders(t, ben);

    const o = only(deadlineMails(anna), 'timeout-others mail');
    expect(kindOf(o)).toBe('timeout-others');
    expect(o.subject).toBe(`Ben ran out of time in Race #${gameId}`);
    expect(o.text).toContain('Hello Anna,');
    expect(o.text).toContain(`Ben's time for a move in Race #${gameId} ran out.`);
    expect(o.text).toContain('You may end the game (Ben loses) or let the robot play on for Ben (it still counts as a loss for Ben).');
    expect(o.text).toContain(`Without an answer, the robot takes over at ${decision}.`);
    expect(o.text).toContain(`Decide on the game's page:\nhttp://slipstream.test/games/${gameId}`);
    expect(o.html).toContain(`Without an answer, the robot takes over at ${decision}.`);
    expect(hrefs(o.html)).toContain(`http://slipstream.test/games/${gameId}`);
    expectUnsubscribeHeaders(o, anna);

    const seat = await site.services.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId, seat: 1 } } });
    expect(seat.timedOutAt).toEqual(new Date('2026-11-24T13:00:00Z'));
    expect(seat.decisionDueAt).toEqual(new Date('2026-11-26T13:00:00Z'));

    // Nothing more on the next sweep.
    await sweepAt('2026-11-24T13:30:00Z');
    expect(deadlineMails(ben)).toHaveLength(2);
    expect(deadlineMails(anna)).toHaveLength(1);
  });
});

describe('the daily digest', () => {
  // From here on the clock stays before the robot takeover of the game above (2026-11-26 13:00).
  let otto: TestUser;
  let dora: TestUser;
  let eve: TestUser;
  let fred: TestUser;
  let g1: number;
  let g2: number;
  let g3: number;

  beforeAll(async () => {
    // Before DIGEST_HOUR (07:00 UTC): setting up sends no digest.
    clock.set('2026-11-25T06:00:00Z');
    const s = site.services;
    otto = await makeUser(s, 'Otto');
    dora = await makeUser(s, 'Dora', { notifyMode: 'DAILY_DIGEST' });
    eve = await makeUser(s, 'Eve', { notifyMode: 'DAILY_DIGEST' });
    fred = await makeUser(s, 'Fred', { notifyMode: 'DAILY_DIGEST' });
    // Two games wait for Dora (one with a deadline, one without), one invitation.
    g1 = await s.lobby.createGame(otto.id, { gameType: 'race', seats: 2, invite: 'Dora', deadlineDays: 7 });
    await s.lobby.join(g1, dora.id);
    g2 = await s.lobby.createGame(otto.id, { gameType: 'race', seats: 2, invite: 'Dora', deadlineDays: 0 });
    await s.lobby.join(g2, dora.id);
    g3 = await s.lobby.createGame(otto.id, { gameType: 'race', seats: 2, invite: 'Dora' });
    // Fred's game waits for Otto only: nothing waits for Fred.
    const g4 = await s.lobby.createGame(otto.id, { gameType: 'race', seats: 2, invite: 'Fred', deadlineDays: 7 });
    await s.lobby.join(g4, fred.id);
    expect(await playIfMyTurn(s, g4, fred.id)).toBe(true);
    await sweepAt('2026-11-25T06:59:59Z');
    for (const u of [otto, dora, eve, fred]) expect(sink.to(u.email).filter((m) => kindOf(m) === 'digest')).toHaveLength(0);
  });

  const digests = (u: TestUser) => sink.to(u.email).filter((m) => kindOf(m) === 'digest');

  it('sends exactly one digest a day listing the games waiting and the invitations', async () => {
    await sweepAt('2026-11-25T07:00:00Z');
    const m = only(digests(dora), 'digest');
    expect(m.subject).toBe('Slipstream: 2 games waiting for you, 1 invitation');
    expect(m.text).toContain(
      [
        'Hello Dora,',
        '',
        'Your Slipstream digest for 2026-11-25.',
        '',
        '2 games wait for your move:',
        '',
        `Race #${g1}, due by 2 Dec 2026, 06:00 UTC`,
        `http://slipstream.test/games/${g1}`,
        '',
        `Race #${g2}`,
        `http://slipstream.test/games/${g2}`,
        '',
        'Invitations:',
        '',
        `Race #${g3} from Otto`,
        `http://slipstream.test/games/${g3}`,
      ].join('\n'),
    );
    expect(m.html).toContain('<p>Your Slipstream digest for 2026-11-25.</p>');
    expect(m.html).toContain('<strong>2 games wait for your move:</strong>');
    expect(m.html).toContain(`>Race #${g1}</a> — due by 2 Dec 2026, 06:00 UTC</li>`);
    expect(m.html).toContain(`>Race #${g2}</a></li>`);
    expect(m.html).toContain(`>Race #${g3}</a> from Otto</li>`);
    expect(hrefs(m.html)).toEqual(expect.arrayContaining([g1, g2, g3].map((g) => `http://slipstream.test/games/${g}`)));
    expectUnsubscribeHeaders(m, dora);
    // Nothing waits for Eve or Fred; Otto wants every turn, not digests.
    for (const u of [otto, eve, fred]) expect(digests(u)).toHaveLength(0);
    // The digest replaces "your turn" mails.
    expect(sink.to(dora.email).filter((m) => m.subject.startsWith('Your turn'))).toHaveLength(0);
  });

  it('sends no second digest the same day', async () => {
    await sweepAt('2026-11-25T07:01:00Z');
    await sweepAt('2026-11-25T23:59:00Z');
    expect(digests(dora)).toHaveLength(1);
    const rows = await site.services.db.email.findMany({ where: { kind: 'digest' } });
    expect(rows.map((r) => r.key)).toEqual([`digest:${dora.id}:2026-11-25`]);
  });

  it('sends a new one the next day, from the digest hour on, with what waits then', async () => {
    clock.set('2026-11-25T08:00:00Z');
    expect(await playIfMyTurn(site.services, g2, dora.id)).toBe(true); // g2 no longer waits for Dora
    await sweepAt('2026-11-26T06:59:00Z');
    expect(digests(dora)).toHaveLength(1);
    await sweepAt('2026-11-26T07:00:00Z');
    expect(digests(dora)).toHaveLength(2);
    const m = digests(dora)[1];
    expect(m.subject).toBe('Slipstream: 1 game waiting for you, 1 invitation');
    expect(m.text).toContain('Your Slipstream digest for 2026-11-26.');
    expect(m.text).toContain(`1 game waits for your move:\n\nRace #${g1}, due by 2 Dec 2026, 06:00 UTC\nhttp://slipstream.test/games/${g1}\n`);
    expect(m.text).not.toContain(`Race #${g2}`);
    expect(m.text).toContain(`Race #${g3} from Otto\nhttp://slipstream.test/games/${g3}`);
    expect(m.messageId).not.toBe(digests(dora)[0].messageId);
    for (const u of [otto, eve, fred]) expect(digests(u)).toHaveLength(0);
  });
});

it('every game mail of this file carries the recipient\'s List-Unsubscribe headers', async () => {
  const users = await site.services.db.user.findMany({ select: { id: true, username: true, email: true } });
  const game = sink.mails.filter((m) => kindOf(m) !== 'confirm');
  expect(new Set(game.map(kindOf))).toEqual(new Set(['invite', 'started', 'reminder', 'timeout', 'timeout-others', 'digest']));
  for (const m of game) {
    const to = users.find((u) => m.to.includes(u.email));
    expect(to).toBeDefined();
    expectUnsubscribeHeaders(m, { id: to!.id, username: to!.username, email: to!.email });
  }
});

it('every link in the plain-text part of every mail of this file stands alone on its line', () => {
  expect(sink.mails.length).toBeGreaterThan(0);
  for (const m of sink.mails) expect([kindOf(m), linksNotAlone(m.text)]).toEqual([kindOf(m), []]);
});
