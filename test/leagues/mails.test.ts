/**
 * The league's mails (docs/tournaments.md "League"): when a season starts, one mail per seated
 * player listing every game of his season ("season N of the <game> league has started: your
 * games"), and none of the games' own "has started" mails; when it ends, "season N is over: your
 * place, and your division next season" — up, down or stays. In the player's language, with the
 * game mails' preferences ("none" gets none); a sweep run again mails nobody twice. A league game
 * ended early by agreement counts as a tie of its players in the season's standings.
 */
import { createTestSite, type TestSite } from '../support/app';
import { makeUser, type TestUser } from '../support/users';
import { LONG_MS } from '../support/patience';
import { drain } from '../support/jobs';
import { DAY, MINUTE, ManualClock } from '../../src/clock';
import { giveRatings } from '../tournament-play/support';

let site: TestSite;
let clock: ManualClock;
beforeAll(async () => {
  clock = new ManualClock('2026-12-02T10:00:00Z'); // a Wednesday
  site = await createTestSite({ worker: true, clock });
});
afterAll(async () => {
  await site?.close();
});

it('mails each player his season: its games at the start, his place and next division at the end', async () => {
  const s = site.services;
  const players: TestUser[] = [];
  for (let i = 1; i <= 12; i++) players.push(await makeUser(s, `Mailer${String(i).padStart(2, '0')}`, { notifyMode: i === 5 ? 'NONE' : 'EVERY_TURN' }));
  const ids = players.map((p) => p.id);
  // distinct ratings: the seeding decides the places of the tied season below
  await giveRatings(s.db, 'race', new Map(ids.map((id, i) => [id, 20 - i])));
  await s.db.user.updateMany({ where: { id: { in: [ids[0], ids[11]] } }, data: { language: 'de' } });
  for (const p of players) await s.leagues.join('race', p.id);

  clock.set('2026-12-07T00:00:30Z');
  expect(await s.sweep()).toMatchObject({ leagueSeasonsStarted: 1 });
  await drain(s.db);
  const season1 = await s.db.leagueSeason.findFirstOrThrow({ where: { number: 1 }, include: { games: true } });
  const started = await s.db.email.findMany({ where: { kind: 'league-season' }, orderBy: { userId: 'asc' } });
  // one mail per player (not per game), none for the player who wants no game mails
  expect(started.map((m) => m.userId)).toEqual(ids.filter((_id, i) => i !== 4));
  // the games' own "has started" mails are not sent for league games
  expect(await s.db.email.count({ where: { kind: 'started' } })).toBe(0);
  const mine = season1.games.filter((g) => g.players.includes(ids[1]));
  expect(mine).toHaveLength(4);
  const second = started.find((m) => m.userId === ids[1])!;
  expect(second.subject).toBe('Season 1 of the Race league has started: your games');
  expect(second.text).toContain('You play in division 1: your 4 games have started');
  for (const g of mine) {
    expect(second.text).toContain(`/games/${g.gameId}`);
    expect(second.html).toContain(`/games/${g.gameId}`);
  }
  expect(second.text).toContain('/leagues/race');
  // each game marked when it awaits his move (Race opens with everyone choosing favourites)
  expect(second.text.match(/ — it is your move:/g)).toHaveLength(4);
  const german = started.find((m) => m.userId === ids[11])!;
  expect(german.subject).toBe('Saison 1 der Race-Liga hat begonnen: deine Partien');
  expect(german.text).toContain('Du spielst in Division 2: deine Partie hat begonnen');
  expect(german.text).toContain(`gegen ${players[10].username} — du bist am Zug`);

  // Again: nothing new.
  await s.sweep();
  expect(await s.db.email.count({ where: { kind: 'league-season' } })).toBe(11);

  // Division 2's one game ended early by agreement: a tie of its two players (1.5 points each).
  const d2 = season1.games.find((g) => g.division === 2)!;
  const game = await s.db.game.findUniqueOrThrow({ where: { id: d2.gameId } });
  expect(await s.endVotes.vote(d2.gameId, ids[10], { seq: game.seq, agree: true })).toEqual({ ended: false });
  const voted = await s.db.game.findUniqueOrThrow({ where: { id: d2.gameId } });
  expect(await s.endVotes.vote(d2.gameId, ids[11], { seq: voted.seq, agree: true })).toEqual({ ended: true });
  expect(await s.db.game.findUniqueOrThrow({ where: { id: d2.gameId } })).toMatchObject({ status: 'FINISHED', rated: false });
  const page = await s.leagues.page('race');
  expect(page.divisions[1].standings.map((r) => [r.id, r.points, r.games, r.place])).toEqual([
    [ids[10], 1.5, 1, 1],
    [ids[11], 1.5, 1, 2],
  ]);

  // The season's cut-off: its running games count as ties; the places go by the seeding.
  clock.set(new Date(season1.endsAt.getTime() + 7 * DAY + MINUTE));
  expect(await s.sweep()).toMatchObject({ leagueSeasonsEnded: 1, leagueSeasonsStarted: 1 });
  await drain(s.db);
  const over = await s.db.email.findMany({ where: { kind: 'league-over' } });
  expect(over.map((m) => m.userId ?? 0).sort((a, b) => a - b)).toEqual(ids.filter((_id, i) => i !== 4));
  const textOf = (i: number) => over.find((m) => m.userId === ids[i])!;
  expect(textOf(0).subject).toBe('Saison 1 der Race-Liga ist vorbei: du bist 1. von 10');
  expect(textOf(0).text).toContain('Du bleibst nächste Saison in Division 1.');
  expect(textOf(1).subject).toBe('Season 1 of the Race league is over: your place 2 of 10');
  expect(textOf(1).text).toContain('You finished in place 2 of 10 in division 1.');
  expect(textOf(1).text).toContain('You stay in division 1 next season.');
  expect(textOf(9).text).toContain('You go down: next season you play in division 2.');
  expect(textOf(10).text).toContain('You go up: next season you play in division 1.');
  expect(textOf(11).text).toContain('Du bleibst nächste Saison in Division 2.');
  // Season 2's start mails came with it, and the sweep again mails nobody twice.
  expect(await s.db.email.count({ where: { kind: 'league-season' } })).toBe(22);
  await s.sweep();
  expect(await s.db.email.count({ where: { kind: 'league-over' } })).toBe(11);
  expect(await s.db.email.count({ where: { kind: 'started' } })).toBe(0);
}, 4 * LONG_MS);
