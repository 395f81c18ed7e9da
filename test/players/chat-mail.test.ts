/**
 * New chat messages in the mails: the "your turn" mail quotes the other players' messages the
 * player has not read on the game's page (escaped in the HTML part), and the daily digest lists
 * the games with unread messages of the last day.
 */
import { createTestSite, type TestSite } from '../support/app';
import { makeUser, type TestUser } from '../support/users';
import { playIfMyTurn, playOutAsRobots } from '../support/play';
import { loadGame, seatOfUser } from '../../src/services/playing/game-record';
import { ManualClock } from '../../src/clock';

let site: TestSite;
let clock: ManualClock;
let anna: TestUser;
let ben: TestUser;
let dora: TestUser;

beforeAll(async () => {
  clock = new ManualClock('2026-06-01T08:00:00Z');
  site = await createTestSite({ clock });
  anna = await makeUser(site.services, 'Anna');
  ben = await makeUser(site.services, 'Ben');
  dora = await makeUser(site.services, 'Dora', { notifyMode: 'DAILY_DIGEST' });
});
afterAll(() => site.close());

/** Plays (and handles each change as the worker does) until Anna's turn starts anew. */
async function untilAnnasNewTurn(id: number): Promise<void> {
  const s = site.services;
  const start = await loadGame(s.db, id);
  const seat = seatOfUser(start, anna.id)!;
  const before = start.seats[seat].turnSeq;
  for (let i = 0; i < 400; i++) {
    const g = await loadGame(s.db, id);
    if (g.toAct.includes(seat) && g.seats[seat].turnSeq !== before && g.seats[seat].turnSeq !== null) return;
    const who = g.toAct.includes(seat) ? anna : ben;
    await playIfMyTurn(s, id, who.id, i);
    await s.notify.gameChanged(id);
  }
  throw new Error("Anna's turn never came again");
}

const turnMails = () => site.services.db.email.findMany({ where: { userId: anna.id, kind: 'turn' }, orderBy: { id: 'asc' } });

it("the next 'your turn' mail quotes the unread messages of the others, escaped; read ones are not repeated", async () => {
  const s = site.services;
  const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 0 });
  await s.lobby.join(id, ben.id);
  await s.notify.gameChanged(id);
  await s.chat.post(id, ben.id, { body: 'See you <b>soon</b>' });
  await s.chat.post(id, anna.id, { body: 'my own words' });
  await untilAnnasNewTurn(id);
  const mail = (await turnMails()).at(-1)!;
  expect(mail.html).toContain('A new chat message:');
  expect(mail.html).toContain('<strong>Ben:</strong> <span style="white-space: pre-wrap;">See you &lt;b&gt;soon&lt;/b&gt;</span>');
  expect(mail.text).toContain('- Ben: See you <b>soon</b>');
  expect(mail.text).not.toContain('my own words');

  // Anna reads the game's page: the message is no news any more.
  await s.views.read(id, anna.id, undefined);
  const count = (await turnMails()).length;
  await untilAnnasNewTurn(id);
  const next = await turnMails();
  expect(next.length).toBe(count + 1);
  expect(next.at(-1)!.text).not.toContain('chat message');
});

it('the digest lists the games with unread messages of the last day', async () => {
  const s = site.services;
  const id = await s.lobby.createGame(ben.id, { gameType: 'race', seats: 2, invite: 'Dora', deadlineDays: 0 });
  await s.lobby.join(id, dora.id);
  await s.chat.post(id, ben.id, { body: 'hello Dora' });
  await s.chat.post(id, ben.id, { body: 'are you there?' });
  clock.set(new Date('2026-06-01T18:00:00Z'));
  expect(await s.notify.sendDigests()).toBeGreaterThanOrEqual(1);
  const digest = await s.db.email.findFirstOrThrow({ where: { userId: dora.id, kind: 'digest' } });
  expect(digest.html).toContain('New in the chat:');
  expect(digest.html).toContain(`Race #${id}</a> — 2 new messages`);
  expect(digest.text).toContain(`/games/${id}#chat`);
});

it('the "game over" mail gives each player his new rating and its change', async () => {
  const s = site.services;
  const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 0 });
  await s.lobby.join(id, ben.id);
  await playOutAsRobots(s, id, 3);
  await s.notify.gameChanged(id);
  for (const u of [anna, ben]) {
    const over = await s.db.email.findFirstOrThrow({ where: { userId: u.id, kind: 'over', key: { contains: `:${id}:` } } });
    const r = await s.players.ratingAfter(id, u.id);
    expect(r).not.toBeNull();
    const sign = r!.change > 0 ? '+' : r!.change < 0 ? '-' : '+';
    expect(over.text).toContain(`Your rating in Race is now ${r!.rating} (${sign}${Math.abs(r!.change)}).`);
    expect(over.html).toContain(`Your rating in Race is now ${r!.rating}`);
  }
});
