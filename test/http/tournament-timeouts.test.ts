/**
 * The organiser's timeout rule of a tournament (docs/tournaments.md, "Timeouts") on the pages: the
 * form offers it (forfeit chosen), the tournament's page and the formats page tell it in English
 * and German, and an unknown rule is refused with 400, the form again with its error, and nothing
 * stored.
 */
import { createTestSite, signUp, Player, TestSite } from '../support/app';

let site: TestSite;
let anna: Player;
beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
  await site.services.db.user.updateMany({ data: { emailConfirmedAt: new Date() } });
});
afterAll(() => site.close());

const form = { gameType: 'race', format: 'swiss', tableSize: '2', minPlayers: '2', maxPlayers: '3', deadlineDays: '3', rated: 'on' };
const post = (fields: Record<string, string>) => anna.agent.post('/tournaments').type('form').send({ _csrf: anna.csrf, ...form, ...fields });

it('offers the rule on the form, forfeit chosen', async () => {
  const page = await anna.agent.get('/tournaments/new?game=race').expect(200);
  expect(page.text).toContain('name="timeouts"');
  expect(page.text).toContain('<option value="forfeit" selected>Forfeit: the robot plays on, the player ranks last</option>');
  expect(page.text).toContain('<option value="robot">');
});

it('stores the chosen rule and shows it on the page (en, de); the default is forfeit', async () => {
  const robot = await post({ name: 'Robot Cup', timeouts: 'robot' }).expect(303);
  const id = Number(/\/tournaments\/(\d+)$/.exec(robot.headers.location)![1]);
  expect((await site.services.db.tournament.findUniqueOrThrow({ where: { id } })).timeouts).toBe('robot');
  const en = await anna.agent.get(`/tournaments/${id}`).expect(200);
  expect(en.text).toContain('When time runs out');
  expect(en.text).toContain('Robot: the robot plays for the player, its result counts');
  const de = await anna.agent.get(`/tournaments/${id}`).set('Cookie', 'lang=de').expect(200);
  expect(de.text).toContain('Roboter: der Roboter spielt für den Spieler, sein Ergebnis zählt');
  const plain = await post({ name: 'Plain Cup' }).expect(303);
  const other = Number(/\/tournaments\/(\d+)$/.exec(plain.headers.location)![1]);
  expect((await site.services.db.tournament.findUniqueOrThrow({ where: { id: other } })).timeouts).toBe('forfeit');
  expect((await anna.agent.get(`/tournaments/${other}`).expect(200)).text).toContain('Forfeit: the robot plays on, the player ranks last');
});

it('explains both rules on the formats page', async () => {
  const en = await anna.agent.get('/tournaments/formats').expect(200);
  expect(en.text).toContain('id="timeouts"');
  expect(en.text).toMatch(/Robot: the robot plays for him/);
  const de = await anna.agent.get('/tournaments/formats').set('Cookie', 'lang=de').expect(200);
  expect(de.text).toContain('Zeitüberschreitung');
});

it('refuses an unknown rule: 400, the form with its error, nothing stored', async () => {
  const before = await site.services.db.tournament.count();
  const bad = await post({ name: 'Bogus Cup', timeouts: 'bogus' }).expect(400);
  expect(bad.text).toContain('Choose what happens when a player&#x27;s time runs out: forfeit or robot.');
  expect(bad.text).toContain('name="timeouts"');
  const json = await anna.agent.post('/tournaments').set('Accept', 'application/json').type('form').send({ _csrf: anna.csrf, ...form, name: 'Bogus Cup', timeouts: 'bogus' }).expect(400);
  expect(json.body.error.message).toContain("Choose what happens when a player's time runs out: forfeit or robot.");
  expect(await site.services.db.tournament.count()).toBe(before);
});
