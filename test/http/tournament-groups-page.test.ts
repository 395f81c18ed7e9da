/**
 * A groups-then-final tournament on its page (issue 35): Race at tables of 4 with 8 players —
 * two tables, the best two of each to the final — played to its end through the service (every
 * seat played by the system). The page shows each round's tables, who went on and who went out,
 * the standings with the round each player went out in, and the final placing, in English and
 * German. A player who withdraws mid-game is shown at his table as "withdrawn — the robot plays
 * on"; one who withdraws after going on is not replaced and is placed as out in the round he last
 * played, above those who went out at their tables then (docs/tournaments.md, "Drop-outs").
 */
import request from 'supertest';
import { createTestSite, TestSite } from '../support/app';
import { makeUser, TestUser } from '../support/users';
import { allGames } from '../../src/games/registry';
import { hardCoded } from '../support/pseudo';

let site: TestSite;
let org: TestUser;
let players: TestUser[];
/** seeding ratings (the ratings' ordinal): all different, so no tie is decided by the user number */
const ORDINALS = [7, 3, 5, 1, 8, 2, 6, 4];
const rating = new Map<number, number>();

beforeAll(async () => {
  site = await createTestSite();
  await makeUser(site.services, 'Admin');
  org = await makeUser(site.services, 'Marshal');
  players = [];
  for (const [i, name] of ['Ada', 'Bob', 'Cyd', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'].entries()) {
    const u = await makeUser(site.services, name);
    players.push(u);
    rating.set(u.id, ORDINALS[i]);
    await site.services.db.rating.create({ data: { userId: u.id, gameType: 'race', mu: ORDINALS[i] + 25, sigma: 25 / 3, ordinal: ORDINALS[i], updatedAt: new Date() } });
  }
});
afterAll(() => site.close());

const nameOf = (id: number) => players.find((p) => p.id === id)!.username;

async function newCup(name: string): Promise<number> {
  const t = site.services.tournaments;
  const id = await t.create(org.id, { name, gameType: 'race', tableSize: 4, format: 'groups', minPlayers: 4, maxPlayers: 8, rated: false, deadlineDays: 3 });
  for (const p of players) await t.join(id, p.id);
  await t.start(id, org.id); // without a job queue: round 1 is seated at once
  return id;
}

/** The system plays every seat of the tournament's running games to their end. */
async function playRound(id: number): Promise<void> {
  const { db, games } = site.services;
  const running = await db.game.findMany({ where: { status: 'ACTIVE', tournamentTable: { tournamentId: id } }, select: { id: true } });
  for (const g of running) {
    await db.seat.updateMany({ where: { gameId: g.id }, data: { autoPlay: true } });
    await games.playSystemSeats(g.id);
    expect((await db.game.findUniqueOrThrow({ where: { id: g.id } })).status).toBe('FINISHED');
  }
}

interface Played {
  round: number;
  players: number[];
  ranks: number[];
}

async function tablesOf(id: number): Promise<Played[]> {
  const { db } = site.services;
  const tables = await db.tournamentTable.findMany({ where: { tournamentId: id }, orderBy: [{ round: 'asc' }, { index: 'asc' }] });
  const out: Played[] = [];
  for (const t of tables) {
    const results = await db.seatResult.findMany({ where: { gameId: t.gameId }, orderBy: { seat: 'asc' } });
    out.push({ round: t.round, players: t.players, ranks: results.map((r) => r.rank as number) });
  }
  return out;
}

/** At a table, best first: rank, then seeding rating (higher first), then user number. */
function byRank(t: Played): { id: number; rank: number }[] {
  return t.players.map((id, i) => ({ id, rank: t.ranks[i] })).sort((a, b) => a.rank - b.rank || rating.get(b.id)! - rating.get(a.id)! || a.id - b.id);
}

const page = (id: number, lang: 'en' | 'de') => request(site.app).get(`/tournaments/${id}`).set('Cookie', `lang=${lang}`).expect(200);

/** The HTML of one round's section. */
function roundSection(html: string, round: number): string {
  const from = html.indexOf(`id="round-${round}"`);
  expect(from).toBeGreaterThan(-1);
  return html.slice(from, html.indexOf('</section>', from));
}

/** A player's line at a table of the section: its class and text. */
function tableLine(section: string, name: string): { cls: string; text: string } {
  const m = new RegExp(`<li class="([^"]*)"><span class="who"><a class="player-link" href="/users/${name}"[^>]*>${name}</a>(.*?)</li>`).exec(section);
  expect(m).not.toBeNull();
  return { cls: m![1], text: m![2].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() };
}

/** The standings row of a player in the section: its cells' texts. */
function standingsRow(section: string, name: string): string[] {
  const table = section.slice(section.indexOf('<table'));
  const row = table.split('<tr').find((r) => r.includes(`href="/users/${name}"`))!;
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

/** The final placing as the page lists it: names in order, with the text after each. */
function finalList(html: string): { name: string; text: string }[] {
  const from = html.indexOf('id="final"');
  const part = html.slice(from, html.indexOf('</section>', from));
  return [...part.matchAll(/<li [^>]*><a class="player-link" href="\/users\/(\w+)"[^>]*>\w+<\/a>(.*?)<\/li>/g)].map((m) => ({ name: m[1], text: m[2].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() }));
}

it('shows who went on from each table, the round each player went out in, and the final placing, in both languages', async () => {
  const id = await newCup('Knockout Cup');
  await playRound(id);
  await site.services.tournaments.advance(id);
  await playRound(id);
  await site.services.tournaments.advance(id);
  expect((await site.services.db.tournament.findUniqueOrThrow({ where: { id } })).status).toBe('FINISHED');

  const tables = await tablesOf(id);
  expect(tables.map((t) => [t.round, t.players.length])).toEqual([[1, 4], [1, 4], [2, 4]]);
  const first = tables.filter((t) => t.round === 1);
  const final = tables.find((t) => t.round === 2)!;
  const on = first.flatMap((t) => byRank(t).slice(0, 2).map((p) => p.id));
  const out = first.flatMap((t) => byRank(t).slice(2)).sort((a, b) => a.rank - b.rank || rating.get(b.id)! - rating.get(a.id)! || a.id - b.id);
  expect([...final.players].sort()).toEqual([...on].sort());
  const expected = [...byRank(final).map((p) => p.id), ...out.map((p) => p.id)].map(nameOf);

  const en = (await page(id, 'en')).text;
  const de = (await page(id, 'de')).text;
  // round 1: its two tables; the best two of each are marked "to the final", the others "out"
  const r1 = roundSection(en, 1);
  expect(r1).toContain('The best 2 of every table go on to the next round');
  expect(r1).toContain('Table 1');
  expect(r1).toContain('Table 2');
  for (const p of players) {
    const line = tableLine(r1, p.username);
    if (on.includes(p.id)) expect(line).toMatchObject({ cls: 'went-on', text: expect.stringMatching(/^to the final place \d$/) });
    else expect(line).toMatchObject({ cls: 'went-out', text: expect.stringMatching(/^out place \d$/) });
    // the standings after round 1: "went on" or out in round 1
    expect(standingsRow(r1, p.username)[2]).toBe(on.includes(p.id) ? 'went on' : 'round 1');
  }
  // round 2 is the final; its standings: the final table, then those out in round 1
  const r2 = roundSection(en, 2);
  expect(r2).toContain('Round 2: the final');
  for (const p of players) expect(standingsRow(r2, p.username)[2]).toBe(on.includes(p.id) ? 'final' : 'round 1');
  // the final placing: the winner, then the final table, then those out in round 1 (marked so)
  const placing = finalList(en);
  expect(placing.map((x) => x.name)).toEqual(expected);
  expect(placing[0].text).toBe('winner');
  expect(placing.slice(1, 4).map((x) => x.text)).toEqual(['', '', '']);
  expect(placing.slice(4).map((x) => x.text)).toEqual(Array(4).fill('out in round 1'));
  expect(en).toContain('First the final table by its places');

  // the same in German
  const d1 = roundSection(de, 1);
  expect(d1).toContain('Die besten 2 jedes Tisches kommen in die nächste Runde');
  for (const p of players) {
    expect(tableLine(d1, p.username).text).toMatch(on.includes(p.id) ? /^im Finale Platz \d$/ : /^ausgeschieden Platz \d$/);
    expect(standingsRow(d1, p.username)[2]).toBe(on.includes(p.id) ? 'weiter' : 'Runde 1');
  }
  expect(roundSection(de, 2)).toContain('Runde 2: das Finale');
  expect(de).toContain('Endstand');
  const dePlacing = finalList(de);
  expect(dePlacing.map((x) => x.name)).toEqual(expected);
  expect(dePlacing[0].text).toBe('Sieger');
  expect(dePlacing[7].text).toBe('ausgeschieden in Runde 1');
  // every word of the page from the catalogues (the pseudo-language shows any other)
  const xx = await request(site.app).get(`/tournaments/${id}`).set('Cookie', 'lang=xx').expect(200);
  expect(hardCoded(xx.text, [...players.map((p) => p.username), 'Marshal', 'Knockout', 'Cup', 'Race'])).toEqual([]);
});

it("shows a withdrawn player's game as the robot's, and places one who withdrew after going on as out in that round", async () => {
  const t = site.services.tournaments;
  const id = await newCup('Drop-out Cup');
  // Eli withdraws during round 1: the robot plays his seat on at once
  const eli = players.find((p) => p.username === 'Eli')!;
  await t.withdraw(id, eli.id);
  const round1 = await site.services.db.tournamentTable.findMany({ where: { tournamentId: id, round: 1 } });
  const his = round1.find((x) => x.players.includes(eli.id))!;
  expect(await site.services.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId: his.gameId, seat: his.players.indexOf(eli.id) } } })).toMatchObject({ replaced: true });
  expect(tableLine(roundSection((await page(id, 'en')).text, 1), 'Eli').text).toBe('withdrawn — the robot plays on');
  expect(tableLine(roundSection((await page(id, 'de')).text, 1), 'Eli').text).toBe('zurückgezogen — der Roboter spielt weiter');
  // others at his table are shown as usual
  const mate = nameOf(his.players.find((p) => p !== eli.id)!);
  expect(tableLine(roundSection((await page(id, 'en')).text, 1), mate).text).toBe('');

  await playRound(id);
  // round 1 is over, before the worker seats the final: a player who went on from the other table withdraws
  const first = (await tablesOf(id)).filter((x) => x.round === 1);
  const eliTable = first.find((x) => x.players.includes(eli.id))!;
  expect(byRank(eliTable).pop()!.id).toBe(eli.id); // his seat lost: a forfeit, the last place
  const other = first.find((x) => x !== eliTable)!;
  const quitter = byRank(other)[0].id;
  await t.withdraw(id, quitter);
  await t.advance(id);
  const finalTable = (await site.services.db.tournamentTable.findMany({ where: { tournamentId: id, round: 2 } }))[0];
  // not replaced: the final is played by three
  const on = first.flatMap((x) => byRank(x).slice(0, 2).map((p) => p.id));
  expect([...finalTable.players].sort()).toEqual(on.filter((p) => p !== quitter).sort());
  await playRound(id);
  await t.advance(id);
  expect((await site.services.db.tournament.findUniqueOrThrow({ where: { id } })).status).toBe('FINISHED');

  // the placing of docs/tournaments.md: the final table; then the one who went on and withdrew;
  // then those who went out at their tables in round 1, by rank, then rating
  const final = (await tablesOf(id)).find((x) => x.round === 2)!;
  const out = first.flatMap((x) => byRank(x).slice(2)).sort((a, b) => a.rank - b.rank || rating.get(b.id)! - rating.get(a.id)! || a.id - b.id);
  const expected = [...byRank(final).map((p) => p.id), quitter, ...out.map((p) => p.id)];
  const stored = await site.services.db.tournamentPlayer.findMany({ where: { tournamentId: id }, orderBy: { place: 'asc' } });
  expect(stored.map((p) => p.userId)).toEqual(expected);
  expect(stored.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

  const en = (await page(id, 'en')).text;
  expect(finalList(en).map((x) => x.name)).toEqual(expected.map(nameOf));
  expect(finalList(en)[3].text).toBe('out in round 1');
  const r1 = roundSection(en, 1);
  // the one who withdrew after going on: out at his table (not seated in the final), withdrawn
  expect(tableLine(r1, nameOf(quitter))).toEqual({ cls: 'went-out', text: 'out withdrawn place 1' });
  // the game Eli's seat finished is over: no "robot plays on" any more
  expect(tableLine(r1, 'Eli').text).toMatch(/^out withdrawn place \d$/);
  // the standings after round 1 agree with the final placing: he is out in round 1, first of those out
  const row = standingsRow(r1, nameOf(quitter));
  expect(row.slice(0, 3)).toEqual(['4', `${nameOf(quitter)} withdrawn`, 'round 1']);
  const r2 = roundSection(en, 2);
  expect(r2).toContain('Round 2: the final');
  expect(standingsRow(r2, nameOf(quitter)).slice(0, 3)).toEqual(['4', `${nameOf(quitter)} withdrawn`, 'round 1']);
  const xx = await request(site.app).get(`/tournaments/${id}`).set('Cookie', 'lang=xx').expect(200);
  expect(hardCoded(xx.text, [...players.map((p) => p.username), 'Marshal', 'Drop-out', 'Cup', 'Race'])).toEqual([]);
});

it("links each game's rules page to its tournaments and its league; the list per game shows its tournaments only", async () => {
  for (const mod of allGames()) {
    const id = mod.meta.id;
    const rules = await request(site.app).get(`/rules/${id}`).expect(200);
    expect(rules.text).toContain(`href="/tournaments?game=${id}">Tournaments of ${mod.meta.title}</a>`);
    expect(rules.text).toContain(`href="/leagues/${id}"`);
    const de = await request(site.app).get(`/rules/${id}`).set('Cookie', 'lang=de').expect(200);
    expect(de.text).toContain(`href="/tournaments?game=${id}">${mod.meta.title}-Turniere</a>`);
    const list = await request(site.app).get(`/tournaments?game=${id}`).expect(200);
    const cups = await site.services.db.tournament.findMany({ select: { id: true, gameType: true } });
    for (const c of cups) expect(list.text.includes(`href="/tournaments/${c.id}"`)).toBe(c.gameType === id);
  }
});
