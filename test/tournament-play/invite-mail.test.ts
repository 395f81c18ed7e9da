/**
 * The tournament invitation mail (issue 35): each player the organiser invites — when he makes
 * the tournament and later — gets "<organiser> invites you to the tournament <name> (<game>,
 * <format>) — sign up until …" with a link to its page, in his language, if his mail
 * preferences want game mails; once per tournament and player.
 */
import { createTestSite, TestSite } from '../support/app';
import { makeUser, TestUser } from '../support/users';

let site: TestSite;
let org: TestUser;
let ann: TestUser; // English
let bert: TestUser; // German
let quiet: TestUser; // no game mail
let unconf: TestUser; // address not confirmed
let joined: TestUser; // signs up before he is invited

beforeAll(async () => {
  site = await createTestSite();
  await makeUser(site.services, 'Admin');
  org = await makeUser(site.services, 'Orga');
  ann = await makeUser(site.services, 'Ann');
  bert = await makeUser(site.services, 'Bert');
  await site.services.db.user.update({ where: { id: bert.id }, data: { language: 'de', timeZone: 'Europe/Berlin' } });
  quiet = await makeUser(site.services, 'Quiet', { notifyMode: 'NONE' });
  unconf = await makeUser(site.services, 'Unconf', { confirmed: false });
  joined = await makeUser(site.services, 'Joined');
});
afterAll(() => site.close());

const base = { name: 'Autumn Cup', gameType: 'race', tableSize: 4, format: 'groups', minPlayers: 2, maxPlayers: 16, rated: true, deadlineDays: 3 };

const invites = (tournamentId: number) =>
  site.services.db.email.findMany({ where: { kind: 'tournament-invite', key: { startsWith: `tournament-invite:${tournamentId}:` } }, orderBy: { userId: 'asc' } });

it('mails each invited player at the making, in his language, with the sign-up end and the link', async () => {
  const closes = new Date(Date.UTC(2030, 0, 15, 18, 0));
  const id = await site.services.tournaments.create(org.id, { ...base, inviteOnly: true, invite: 'Ann, Bert, Quiet, Unconf', signupClosesAt: closes.toISOString() });
  const mails = await invites(id);
  // Quiet wants no game mail, Unconf has no confirmed address
  expect(mails.map((m) => m.userId)).toEqual([ann.id, bert.id]);
  const [en, de] = mails;
  expect(en.subject).toBe('Orga invites you to the tournament Autumn Cup');
  expect(en.text).toContain('Orga invites you to the tournament Autumn Cup (Race, Groups then final, tables of 4).');
  expect(en.text).toContain('open until 15 Jan 2030, 18:00 UTC.');
  expect(en.text).toContain(`/tournaments/${id}`);
  expect(en.html).toContain(`href="http://`);
  expect(en.html).toContain(`/tournaments/${id}"`);
  expect(en.toAddress).toBe(ann.email);
  expect(de.subject).toBe('Orga lädt dich zum Turnier Autumn Cup ein');
  expect(de.text).toContain('Orga lädt dich zum Turnier Autumn Cup ein (Race, Vorrunden mit Finale, Tische zu 4).');
  // 18:00 UTC is 19:00 in Berlin in January
  expect(de.text).toContain('offen bis 15. Jan. 2030, 19:00 MEZ.');
  expect(de.text).toContain('Zeit pro Zug');
});

it('mails players invited later once, however often they are invited, and not those signed up', async () => {
  const t = site.services.tournaments;
  const id = await t.create(org.id, base); // no sign-up end: the organiser starts it
  expect(await invites(id)).toHaveLength(0);
  await t.join(id, joined.id);
  await t.invite(id, org.id, { invite: 'Ann, Joined' });
  await t.invite(id, org.id, { invite: ['Ann', 'Bert'] });
  const mails = await invites(id);
  expect(mails.map((m) => m.userId)).toEqual([ann.id, bert.id]);
  expect(mails[0].text).toContain('open until the organiser starts the tournament');
  expect(mails[1].text).toContain('bis der Veranstalter das Turnier startet');
  // a refused invitation mails nobody
  await expect(t.invite(id, ann.id, { invite: 'Quiet' })).rejects.toMatchObject({ status: 403 });
  expect(await invites(id)).toHaveLength(2);
});
