/**
 * The mails of a game, delivered by the worker to a real SMTP server on loopback: invitation,
 * game started, your turn (with what happened since), game over; every mail with HTML and
 * plain text, a link to the game and List-Unsubscribe headers.
 */
import { en } from '../support/text';
import type { Text } from '../../src/engine/text';
import { createTestSite, TestSite } from '../support/app';
import { rawHeader, SmtpSink } from '../support/smtp-sink';
import { drain, waitFor } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { playIfMyTurn } from '../support/play';
import { SERVER_MS } from '../support/patience';
import { linksNotAlone } from '../support/mail-links';

let site: TestSite;
let sink: SmtpSink;
let anna: TestUser;
let ben: TestUser;
let gameId = 0;

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  site = await createTestSite({ worker: true, env: { SMTP_URL: sink.url } });
  anna = await makeUser(site.services, 'Anna');
  ben = await makeUser(site.services, 'Ben');
});
afterAll(async () => {
  await site.close();
  await sink.stop();
});

function header(mail: { raw: string }, name: string): string | undefined {
  return rawHeader(mail.raw, name);
}

it('sends the invitation, then "game started", "your turn" and "game over"', async () => {
  const s = site.services;
  const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3 });
  await drain(s.db);
  const invite = sink.to(ben.email);
  expect(invite).toHaveLength(1);
  expect(invite[0].subject).toBe(`Anna invites you to Race #${id}`);
  expect(invite[0].text).toContain(`http://slipstream.test/games/${id}`);
  expect(invite[0].text).toContain('Time per move: 3 days.');
  expect(invite[0].html).toContain(`href="http://slipstream.test/games/${id}"`);
  expect(header(invite[0], 'list-unsubscribe')).toMatch(new RegExp(`^<http://slipstream.test/unsubscribe\\?u=${ben.id}&t=[\\w-]{32}>$`));
  expect(header(invite[0], 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(sink.to(anna.email)).toHaveLength(0);

  await s.lobby.join(id, ben.id);
  await drain(s.db);
  for (const u of [anna, ben]) {
    const started = sink.to(u.email).filter((m) => m.subject.startsWith(`Race #${id} has started`));
    expect(started).toHaveLength(1);
    expect(started[0].text).toContain('Players: Anna');
    expect(started[0].text).toMatch(/due by \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC/);
  }

  // Play the game out, each move after the worker handled the one before (as people play: a
  // turn already played gets no mail); every "your turn" mail is for a seat that had to act.
  let turns = 0;
  for (let i = 0; i < 500; i++) {
    const moved = (await playIfMyTurn(s, id, anna.id, i)) || (await playIfMyTurn(s, id, ben.id, i));
    if (!moved) break;
    turns++;
    const seq = (await s.db.game.findUniqueOrThrow({ where: { id } })).seq;
    await waitFor(async () => (await s.db.game.findUniqueOrThrow({ where: { id } })).notifiedSeq >= seq, SERVER_MS, 'the worker to handle the move');
  }
  await drain(s.db);
  const game = await s.db.game.findUniqueOrThrow({ where: { id } });
  expect(game.status).toBe('FINISHED');
  expect(turns).toBeGreaterThan(5);
  for (const u of [anna, ben]) {
    const mine = sink.to(u.email);
    const turnMails = mine.filter((m) => m.subject === `Your turn in Race #${id}`);
    expect(turnMails.length).toBeGreaterThan(0);
    for (const m of turnMails) {
      expect(m.text).toContain(`Make your move:\nhttp://slipstream.test/games/${id}`);
      expect(m.text).toContain('against ' + (u === anna ? 'Ben' : 'Anna'));
      expect(m.html).toContain('Make your move');
    }
    // Some turn mail tells what happened since the player's last move.
    expect(turnMails.some((m) => m.text.includes('Since your last move:'))).toBe(true);
    const over = mine.filter((m) => m.subject.startsWith(`Race #${id} is over`));
    expect(over).toHaveLength(1);
    expect(over[0].text).toContain(`Watch the replay:\nhttp://slipstream.test/games/${id}/replay`);
    expect(over[0].text).toContain(en((game.result as { summary: Text }).summary, ['Anna', 'Ben']));
    // Never two mails with the same Message-ID.
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(mine.length);
  }
  const rows = await s.db.email.findMany({ where: { status: { not: 'SENT' } } });
  expect(rows).toHaveLength(0);
  // Every link of the plain-text parts stands alone on its line (a mail client makes it a link).
  for (const m of sink.mails) expect([m.subject, linksNotAlone(m.text)]).toEqual([m.subject, []]);
  gameId = id;
});

it('mails carry only the log lines written for their reader (hidden information stays hidden)', async () => {
  expect(gameId).toBeGreaterThan(0);
  const entries = await site.services.db.move.findMany({ where: { gameId } });
  const game = await site.services.db.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
  // Names by seat number (the rows come in no particular order).
  const names = [...game.seats].sort((x, y) => x.seat - y.seat).map((x) => (x.userId === anna.id ? 'Anna' : 'Ben'));
  // Every line as the players read it (English: both read English).
  const read = (e: { lines: unknown }) => (e.lines as Text[]).map((l) => en(l, names));
  for (const u of [anna, ben]) {
    const seat = game.seats.find((x) => x.userId === u.id)!.seat;
    const mine = new Set(entries.map((e) => read(e)[seat]));
    // Lines other seats read differently (they hold what this seat may not see).
    const others = new Set(entries.flatMap((e) => read(e).filter((l, i) => i !== seat && l !== read(e)[seat])));
    expect(others.size).toBeGreaterThan(0);
    for (const m of sink.to(u.email).filter((x) => x.subject.startsWith('Your turn'))) {
      const listed = m.text.split('\n').filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
      for (const line of listed) expect([line, mine.has(line)]).toEqual([line, true]);
      for (const secret of others) if (!mine.has(secret)) expect(m.text.includes(secret) || m.html.includes(secret)).toBe(false);
    }
  }
});
