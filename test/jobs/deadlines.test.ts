/**
 * Deadlines with a controllable clock: the reminder before the deadline, the timeout when it
 * passes (logged, mailed), the other players' decision (robot or end), the robot taking over
 * when nobody answers, the absent player coming back in time, and vacation mode pausing it all.
 */
import { en } from '../support/text';
import type { Text } from '../../src/engine/text';
import { createTestSite, TestSite } from '../support/app';
import { drain } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { playIfMyTurn } from '../support/play';
import { DAY, HOUR, ManualClock } from '../../src/clock';
import { seatNames, loadGame, seatOfUser } from '../../src/services/playing/game-record';


let site: TestSite;
let clock: ManualClock;
let anna: TestUser;
let ben: TestUser;

beforeAll(async () => {
  clock = new ManualClock('2026-03-02T10:00:00Z');
  // No SMTP server: mails stay in the outbox (the emails table), which is all this test reads.
  site = await createTestSite({ worker: true, clock, env: { VACATION_DAYS_PER_YEAR: '5' } });
  anna = await makeUser(site.services, 'Anna');
  ben = await makeUser(site.services, 'Ben');
});
afterAll(async () => {
  await site.close();
});

/** A 2-day Race game between Anna and Ben, played on until only Ben must act. */
async function gameWaitingForBen(deadlineDays = 2): Promise<{ id: number; benSeat: number; annaSeat: number }> {
  const s = site.services;
  const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays });
  await s.lobby.join(id, ben.id);
  for (let i = 0; i < 100; i++) {
    const g = await loadGame(s.db, id);
    const a = seatOfUser(g, anna.id)!;
    const b = seatOfUser(g, ben.id)!;
    if (g.toAct.includes(b) && !g.toAct.includes(a)) {
      await drain(s.db);
      return { id, benSeat: b, annaSeat: a };
    }
    if (g.toAct.includes(a)) await playIfMyTurn(s, id, anna.id, i);
    else await playIfMyTurn(s, id, ben.id, i);
  }
  throw new Error('Ben never had to act alone');
}

async function seat(id: number, n: number) {
  return site.services.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId: id, seat: n } } });
}

async function mailKinds(userId: number, gameId: number): Promise<string[]> {
  const rows = await site.services.db.email.findMany({ where: { userId, key: { contains: `:${gameId}:` } }, orderBy: { id: 'asc' } });
  return rows.map((r) => r.kind);
}

async function events(id: number): Promise<string[]> {
  const rows = await site.services.db.move.findMany({ where: { gameId: id, kind: 'EVENT' }, orderBy: { seq: 'asc' } });
  return rows.map((r) => (r.payload as { event: string }).event);
}

it('reminds before the deadline, once, and times the seat out when it passes', async () => {
  const { id, benSeat } = await gameWaitingForBen();
  const s0 = await seat(id, benSeat);
  const deadline = s0.deadlineAt!;
  expect(deadline.getTime() - s0.turnStartedAt!.getTime()).toBe(2 * DAY);
  // The lead of a 2-day deadline is half a day.
  clock.set(new Date(deadline.getTime() - 13 * HOUR));
  expect((await site.services.sweep()).reminders).toBe(0);
  clock.set(new Date(deadline.getTime() - 11 * HOUR));
  expect((await site.services.sweep()).reminders).toBe(1);
  expect((await site.services.sweep()).reminders).toBe(0);
  expect(await mailKinds(ben.id, id)).toContain('reminder');
  expect((await mailKinds(ben.id, id)).filter((k) => k === 'reminder')).toHaveLength(1);

  clock.set(new Date(deadline.getTime() + 1000));
  expect((await site.services.sweep()).timeouts).toBe(1);
  expect((await site.services.sweep()).timeouts).toBe(0);
  const s1 = await seat(id, benSeat);
  expect(s1.timedOutAt).toEqual(clock.now());
  expect(s1.decisionDueAt!.getTime() - clock.now().getTime()).toBe(2 * DAY);
  expect(await events(id)).toEqual(['timeout']);
  await drain(site.services.db);
  expect(await mailKinds(ben.id, id)).toContain('timeout');
  expect(await mailKinds(anna.id, id)).toContain('timeout-others');
  const log = await site.services.db.move.findFirstOrThrow({ where: { gameId: id, kind: 'EVENT' } });
  expect(en((log.lines as Text[])[benSeat])).toBe('Your time for this move ran out.');
});

it('the other player lets the robot take over: the robot moves through jobs, the absent player loses', async () => {
  const { id, benSeat, annaSeat } = await gameWaitingForBen();
  clock.advance(2 * DAY + 1000);
  await site.services.sweep();
  const g = await loadGame(site.services.db, id);
  // Bad answers change nothing.
  await expect(site.services.deadlines.decide(id, ben.id, { seq: g.seq, seat: benSeat, action: 'robot' })).rejects.toMatchObject({ status: 403 });
  await expect(site.services.deadlines.decide(id, anna.id, { seq: g.seq, seat: benSeat, action: 'maybe' })).rejects.toMatchObject({ status: 400 });
  await expect(site.services.deadlines.decide(id, anna.id, { seq: g.seq - 1, seat: benSeat, action: 'robot' })).rejects.toMatchObject({ status: 409 });
  await expect(site.services.deadlines.decide(id, anna.id, { seq: g.seq, seat: annaSeat, action: 'robot' })).rejects.toMatchObject({ status: 409 });
  expect((await loadGame(site.services.db, id)).seq).toBe(g.seq);

  await site.services.deadlines.decide(id, anna.id, { seq: g.seq, seat: benSeat, action: 'robot' });
  expect((await seat(id, benSeat)).replaced).toBe(true);
  // Anna plays on; the robot answers through jobs until the game ends.
  for (let i = 0; i < 400; i++) {
    await drain(site.services.db);
    const now = await loadGame(site.services.db, id);
    if (now.status !== 'ACTIVE') break;
    await playIfMyTurn(site.services, id, anna.id, i);
  }
  const done = await loadGame(site.services.db, id);
  expect(done.status).toBe('FINISHED');
  const result = done.result as { ranks: number[]; timedOut: number[]; summary: Text };
  expect(result.ranks[benSeat]).toBe(2);
  expect(result.ranks[annaSeat]).toBe(1);
  expect(result.timedOut).toEqual([benSeat]);
  expect(en(result.summary, seatNames(done))).toContain('Ben lost by running out of time.');
  expect(await events(id)).toEqual(['timeout', 'robot-takeover']);
  const robotMoves = await site.services.db.move.count({ where: { gameId: id, seat: benSeat, kind: 'MOVE', seq: { gt: g.seq } } });
  expect(robotMoves).toBeGreaterThan(0);
});

it('the other player ends the game: it is over at once and the absent player loses', async () => {
  const { id, benSeat, annaSeat } = await gameWaitingForBen();
  clock.advance(2 * DAY + 1000);
  await site.services.sweep();
  const g = await loadGame(site.services.db, id);
  await site.services.deadlines.decide(id, anna.id, { seq: g.seq, seat: benSeat, action: 'end' });
  const done = await loadGame(site.services.db, id);
  expect(done.status).toBe('FINISHED');
  const result = done.result as { ranks: number[]; timedOut: number[]; summary: Text };
  expect(result.ranks[annaSeat]).toBe(1);
  expect(result.ranks[benSeat]).toBe(2);
  expect(en(result.summary, seatNames(done))).toBe('Anna ended the game after Ben ran out of time: Ben loses.');
  expect(await events(id)).toEqual(['timeout', 'end-after-timeout']);
  await drain(site.services.db);
  expect(await mailKinds(anna.id, id)).toContain('over');
});

it('without an answer the robot takes over when the decision time is up', async () => {
  const { id, benSeat } = await gameWaitingForBen();
  clock.advance(2 * DAY + 1000);
  await site.services.sweep();
  clock.advance(2 * DAY - 2000);
  await site.services.sweep();
  expect((await seat(id, benSeat)).replaced).toBe(false);
  clock.advance(2000);
  await site.services.sweep();
  expect((await seat(id, benSeat)).replaced).toBe(true);
  const takeover = await site.services.db.move.findFirstOrThrow({ where: { gameId: id, kind: 'EVENT', seq: { gt: 0 } }, orderBy: { seq: 'desc' } });
  expect(takeover.seat).toBeNull();
  expect(en((takeover.lines as Text[])[benSeat])).toBe('No one answered in time: the robot took over your seat; the game counts as lost for you.');
  await drain(site.services.db);
  expect((await loadGame(site.services.db, id)).toAct).not.toContain(benSeat);
});

it('a player who moves after the timeout but before the decision is back in the game', async () => {
  const { id, benSeat } = await gameWaitingForBen();
  clock.advance(2 * DAY + 1000);
  await site.services.sweep();
  expect((await seat(id, benSeat)).timedOutAt).not.toBeNull();
  expect(await playIfMyTurn(site.services, id, ben.id)).toBe(true);
  const back = await seat(id, benSeat);
  expect(back.timedOutAt).toBeNull();
  expect(back.decisionDueAt).toBeNull();
  // The decision time of the old timeout passes: nothing happens to Ben's seat.
  clock.advance(2 * DAY - 1000);
  await site.services.sweep();
  expect((await seat(id, benSeat)).replaced).toBe(false);
});

it('vacation pauses the deadline, and moves it on by the time away', async () => {
  const { id, benSeat } = await gameWaitingForBen(3);
  const before = (await seat(id, benSeat)).deadlineAt!;
  clock.advance(1 * DAY);
  const left = await site.services.profile.vacationStatus(ben.id);
  await site.services.profile.startVacation(ben.id);
  await expect(site.services.profile.startVacation(ben.id)).rejects.toMatchObject({ status: 409 });
  clock.advance(3 * DAY); // past the old deadline
  await site.services.sweep();
  expect((await seat(id, benSeat)).timedOutAt).toBeNull();
  expect((await seat(id, benSeat)).reminderSentAt).toBeNull();
  await site.services.profile.endVacation(ben.id);
  const after = (await seat(id, benSeat)).deadlineAt!;
  expect(after.getTime() - before.getTime()).toBe(3 * DAY);
  const status = await site.services.profile.vacationStatus(ben.id);
  expect(status.usedDays - left.usedDays).toBe(3);
  expect(status.onVacation).toBe(false);
  // Not timed out until the moved deadline passes.
  clock.set(new Date(after.getTime() - 1000));
  await site.services.sweep();
  expect((await seat(id, benSeat)).timedOutAt).toBeNull();
  expect((await seat(id, benSeat)).reminderSentAt).not.toBeNull();
  clock.set(new Date(after.getTime() + 1000));
  await site.services.sweep();
  expect((await seat(id, benSeat)).timedOutAt).toEqual(clock.now());
});

it('a vacation ends by itself when the yearly allowance is used up', async () => {
  const carla = await makeUser(site.services, 'Carla');
  clock.set('2026-06-01T00:00:00Z');
  await site.services.profile.startVacation(carla.id);
  clock.advance(6 * DAY);
  await site.services.sweep();
  const status = await site.services.profile.vacationStatus(carla.id);
  expect(status.onVacation).toBe(false);
  expect(status.usedDays).toBe(5);
  const v = await site.services.db.vacation.findFirstOrThrow({ where: { userId: carla.id } });
  expect(v.endedAt!.toISOString()).toBe('2026-06-06T00:00:00.000Z');
  await expect(site.services.profile.startVacation(carla.id)).rejects.toMatchObject({ status: 409 });
  // A new year, a new allowance.
  clock.set('2027-01-02T00:00:00Z');
  await site.services.profile.startVacation(carla.id);
  expect((await site.services.profile.vacationStatus(carla.id)).onVacation).toBe(true);
});
