/**
 * Tournaments before they run (issue 35): making one, signing up, leaving, inviting, starting.
 * Bad input gets a clear 4xx (the status, the message key) and changes nothing.
 */
import { createTestSite, TestSite } from '../support/app';
import { makeUser, TestUser } from '../support/users';
import { HttpError } from '../../src/http/errors';
import { tournamentSnapshot } from './support';

let site: TestSite;
let admin: TestUser;
let org: TestUser;
let players: TestUser[];
let unconfirmed: TestUser;

beforeAll(async () => {
  site = await createTestSite();
  admin = await makeUser(site.services, 'Admin'); // the first account is an admin
  org = await makeUser(site.services, 'Orga');
  players = [];
  for (const n of ['Pia1', 'Pia2', 'Pia3', 'Pia4', 'Pia5']) players.push(await makeUser(site.services, n));
  unconfirmed = await makeUser(site.services, 'Unconf', { confirmed: false });
});
afterAll(() => site.close());

const base = { name: 'Spring Cup', gameType: 'race', tableSize: 2, format: 'swiss', minPlayers: 2, maxPlayers: 3, rated: true, deadlineDays: 3 };

const snapshot = () => tournamentSnapshot(site.services.db);

/** The call is refused with this status and message key, and nothing changed. */
async function refused(call: () => Promise<unknown>, status: number, key: string): Promise<void> {
  const before = await snapshot();
  let caught: unknown;
  try {
    await call();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(HttpError);
  const e = caught as HttpError;
  // a zod refusal names the field and, inside, the schema's own message
  const text = e.text as { key: string; params?: { detail?: { key: string } } };
  const shown = text.key === 'site.error.invalidAt' ? text.params?.detail?.key : text.key;
  expect([e.status, shown]).toEqual([status, key]);
  expect(await snapshot()).toBe(before);
}

describe('making a tournament', () => {
  it('refuses bad input with a 4xx and stores nothing', async () => {
    const t = site.services.tournaments;
    await refused(() => t.create(org.id, { ...base, gameType: 'chess' }), 400, 'site.error.noSuchGameType');
    // a table size outside the game's seats (Race: 2 to 4)
    await refused(() => t.create(org.id, { ...base, tableSize: 5 }), 400, 'site.error.seatsRange');
    await refused(() => t.create(org.id, { ...base, tableSize: 1 }), 400, 'site.error.seatsRange');
    await refused(() => t.create(org.id, { ...base, options: { nonsense: 3 } }), 400, 'site.error.notOptions');
    await refused(() => t.create(org.id, { ...base, name: 'X' }), 400, 'site.tournament.error.nameLength');
    await refused(() => t.create(org.id, { ...base, format: 'knockout' }), 400, 'site.tournament.error.format');
    await refused(() => t.create(org.id, { ...base, minPlayers: 4, maxPlayers: 3 }), 400, 'site.tournament.error.playersRange');
    await refused(() => t.create(org.id, { ...base, format: 'roundRobin', maxPlayers: 11 }), 400, 'site.tournament.error.roundRobinSize');
    await refused(() => t.create(org.id, { ...base, format: 'groups', rounds: 3 }), 400, 'site.tournament.error.roundsSwissOnly');
    await refused(() => t.create(org.id, { ...base, signupClosesAt: new Date(Date.now() - 60_000).toISOString() }), 400, 'site.tournament.error.closesAt');
    await refused(() => t.create(org.id, { ...base, inviteOnly: true, invite: 'Nobody' }), 404, 'site.error.noPlayer');
    await refused(() => t.create(unconfirmed.id, base), 403, 'site.tournament.error.confirmFirst');
  });

  it('stores a good one in sign-up, with its parsed options', async () => {
    const id = await site.services.tournaments.create(org.id, { ...base, gameType: 'formula-90', tableSize: '6', options: { short: true, junior: true }, maxPlayers: 12 });
    const t = await site.services.db.tournament.findUniqueOrThrow({ where: { id } });
    expect(t).toMatchObject({ status: 'SIGNUP', tableSize: 6, format: 'swiss', rated: true, deadlineDays: 3, currentRound: 0, createdById: org.id });
    expect(t.options).toMatchObject({ short: true, junior: true, track: 'monza' });
    const page = await site.services.tournaments.page(id, org.id);
    expect(page.summary).toMatchObject({ id, name: 'Spring Cup', players: 0, organiser: 'Orga', status: 'SIGNUP', plannedRounds: 0 });
    expect(page.viewer).toMatchObject({ canJoin: true, canStart: false, canInvite: true, canFeature: false });
  });
});

describe('signing up and starting', () => {
  let id: number;
  beforeAll(async () => {
    id = await site.services.tournaments.create(org.id, base);
  });

  it('joins once; a second join, a full tournament and an unknown one are refused', async () => {
    const t = site.services.tournaments;
    await t.join(id, players[0].id);
    await refused(() => t.join(id, players[0].id), 409, 'site.tournament.error.alreadyJoined');
    await t.join(id, players[1].id);
    await t.join(id, players[2].id);
    await refused(() => t.join(id, players[3].id), 409, 'site.tournament.error.full');
    await refused(() => t.join(999_999, players[3].id), 404, 'site.tournament.error.none');
    await refused(() => t.join(0, players[3].id), 404, 'site.tournament.error.none');
    await refused(() => t.page(999_999), 404, 'site.tournament.error.none');
    // leaving frees the place; leaving twice is refused
    await t.leave(id, players[2].id);
    await refused(() => t.leave(id, players[2].id), 409, 'site.tournament.error.notJoined');
    expect((await t.page(id, players[0].id)).viewer).toMatchObject({ joined: true, canLeave: true, canJoin: false });
    expect((await t.page(id, players[3].id)).viewer).toMatchObject({ joined: false, canJoin: true });
  });

  it('only the organiser starts it, invites; only an admin features it; withdrawing needs a running one', async () => {
    const t = site.services.tournaments;
    await refused(() => t.start(id, players[0].id), 403, 'site.tournament.error.organiserOnly');
    await refused(() => t.invite(id, players[0].id, { invite: 'Pia5' }), 403, 'site.tournament.error.organiserOnly');
    await refused(() => t.feature(id, org.id, true), 403, 'site.error.adminOnly');
    await refused(() => t.withdraw(id, players[0].id), 409, 'site.tournament.error.notRunning');
    await t.feature(id, admin.id, true);
    expect((await t.list({ status: 'SIGNUP' }))[0].id).toBe(id);
  });

  it('refuses to start with too few players', async () => {
    const id2 = await site.services.tournaments.create(org.id, { ...base, minPlayers: 3 });
    await site.services.tournaments.join(id2, players[0].id);
    await refused(() => site.services.tournaments.start(id2, org.id), 409, 'site.tournament.error.tooFew');
  });

  it('an invite-only tournament takes the invited players only', async () => {
    const t = site.services.tournaments;
    const id3 = await t.create(org.id, { ...base, inviteOnly: 'on', invite: 'Pia1, Pia2' });
    await t.join(id3, players[0].id);
    await refused(() => t.join(id3, players[3].id), 403, 'site.tournament.error.inviteOnly');
    await t.invite(id3, org.id, { invite: ['Pia4'] });
    await t.join(id3, players[3].id);
    expect((await t.page(id3, players[3].id)).players.map((p) => p.username).sort()).toEqual(['Pia1', 'Pia4']);
  });

  it('closes the sign-up at its time: joining is refused; the sweep cancels one with too few players', async () => {
    const t = site.services.tournaments;
    const id4 = await t.create(org.id, { ...base, minPlayers: 3, signupClosesAt: new Date(Date.now() + 60_000).toISOString() });
    await t.join(id4, players[0].id);
    await site.services.db.tournament.update({ where: { id: id4 }, data: { signupClosesAt: new Date(Date.now() - 1000) } });
    await refused(() => t.join(id4, players[1].id), 409, 'site.tournament.error.closed');
    const report = await t.sweep();
    expect(report.tournamentsCancelled).toBe(1);
    expect((await site.services.db.tournament.findUniqueOrThrow({ where: { id: id4 } })).status).toBe('CANCELLED');
    await refused(() => t.join(id4, players[1].id), 409, 'site.tournament.error.closed');
    await refused(() => t.start(id4, org.id), 409, 'site.tournament.error.notInSignup');
  });
});

describe('a running tournament without a worker', () => {
  it('seats a round once however often it is advanced; the sweep catches up a lost job; refuses sign-up changes', async () => {
    const t = site.services;
    const id = await t.tournaments.create(org.id, { ...base, tableSize: 2, rounds: 1, minPlayers: 4, maxPlayers: 4 });
    for (const p of players.slice(0, 4)) await t.tournaments.join(id, p.id);
    // without a job queue the start seats round 1 at once; advancing again (twice at once) seats nothing more
    await t.tournaments.start(id, org.id);
    await Promise.all([t.tournaments.advance(id), t.tournaments.advance(id)]);
    const tables = await t.db.tournamentTable.findMany({ where: { tournamentId: id } });
    expect(tables.length).toBe(2);
    expect(await t.db.email.count({ where: { kind: 'tournament-round' } })).toBe(4);
    await refused(() => t.tournaments.join(id, players[4].id), 409, 'site.tournament.error.closed');
    await refused(() => t.tournaments.leave(id, players[0].id), 409, 'site.tournament.error.notInSignup');
    await refused(() => t.tournaments.start(id, org.id), 409, 'site.tournament.error.notInSignup');
    await refused(() => t.tournaments.withdraw(id, players[4].id), 409, 'site.tournament.error.notJoined');
    await t.tournaments.withdraw(id, players[3].id);
    await refused(() => t.tournaments.withdraw(id, players[3].id), 409, 'site.tournament.error.notJoined');
    // his game goes on with the robot in his seat: a forfeit
    const his = tables.find((x) => x.players.includes(players[3].id))!;
    const seatNo = his.players.indexOf(players[3].id);
    expect(await t.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId: his.gameId, seat: seatNo } } })).toMatchObject({ replaced: true, userId: players[3].id });
    // the games end (the system plays every seat); no job tells the tournament, the minute sweep does
    for (const x of tables) {
      await t.db.seat.updateMany({ where: { gameId: x.gameId }, data: { autoPlay: true } });
      await t.games.playSystemSeats(x.gameId);
    }
    expect((await t.db.tournament.findUniqueOrThrow({ where: { id } })).status).toBe('RUNNING');
    const report = await t.tournaments.sweep();
    expect(report.tournamentsAdvanced).toBeGreaterThanOrEqual(1);
    const done = await t.tournaments.page(id, players[0].id);
    expect(done.summary.status).toBe('FINISHED');
    expect(done.final!.map((x) => x.place)).toEqual([1, 2, 3, 4]);
    expect(done.players.find((p) => p.userId === players[3].id)!.withdrawn).toBe(true);
    expect((await t.db.seatResult.findUniqueOrThrow({ where: { gameId_seat: { gameId: his.gameId, seat: seatNo } } })).rank).toBe(2);
    expect(done.viewer).toMatchObject({ joined: true, canWithdraw: false, canJoin: false, canLeave: false });
    expect(await t.db.email.count({ where: { kind: 'tournament-over' } })).toBe(4);
    expect((await t.tournaments.ofUser(players[0].id)).map((x) => [x.summary.id, x.place !== null])).toContainEqual([id, true]);
  });

  it('offers a player the open tournaments of the games he has played, featured first', async () => {
    const t = site.services.tournaments;
    // Pia1 has played Race (the tournament above); Pia5 has played nothing
    const plain = await t.create(org.id, { ...base, name: 'Plain Cup' });
    const star = await t.create(org.id, { ...base, name: 'Star Cup' });
    await t.feature(star, admin.id, true);
    const open = await t.openFor(players[0].id);
    expect(open.map((x) => x.id)).toEqual([star, plain]);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((x) => x.gameType === 'race' && x.status === 'SIGNUP')).toBe(true);
    expect(open[0].featured).toBe(true);
    // not those he joined, nor invite-only ones he was not invited to
    const joined = (await t.ofUser(players[0].id)).map((x) => x.summary.id);
    expect(open.some((x) => joined.includes(x.id))).toBe(false);
    expect(open.some((x) => x.inviteOnly)).toBe(false);
    expect(await t.openFor(players[4].id)).toEqual([]);
    expect((await t.list({ gameType: 'formula-90' })).map((x) => x.gameType)).toEqual(['formula-90']);
  });
});
