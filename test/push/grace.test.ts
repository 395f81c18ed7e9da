/**
 * The turn's push follows the grace rule of the "your turn" mail (docs/jobs-and-mail.md, "Grace
 * period"; docs/push.md): it is due with the mail, after TURN_MAIL_GRACE_SECONDS (2 s here), and
 * held back when the player looked at the game meanwhile or watches it live. With push on and a
 * longer mail wait in his profile, the mail comes that much after the push, and not at all when
 * he looked in between. Small waits stand for the profile's minutes and hours.
 */
import { createTestSite, signUp, type Player, type TestSite } from '../support/app';
import { PushServiceSink, type TestSubscription } from '../support/push-service';
import { drain, waitFor } from '../support/jobs';
import { SERVER_MS } from '../support/patience';
import { playIfMyTurn } from '../support/play';
import { loadGame, seatOfUser } from '../../src/services/playing/game-record';

const GRACE_S = 2;
const MAIL_WAIT_S = 4;

let site: TestSite;
let sink: PushServiceSink;
let anna: Player;
let ben: Player;
let bens: TestSubscription;
let gameId = 0;

beforeAll(async () => {
  sink = new PushServiceSink();
  await sink.start();
  site = await createTestSite({ worker: true, env: { TURN_MAIL_GRACE_SECONDS: String(GRACE_S) } });
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  await site.services.db.user.updateMany({ data: { emailConfirmedAt: new Date() } });
  bens = sink.subscription();
  await ben.agent.post('/push/subscriptions').set('X-CSRF-Token', ben.csrf).set('Content-Type', 'application/json').send(JSON.stringify(bens.json)).expect(201);
  gameId = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3 });
  await site.services.lobby.join(gameId, ben.id);
});
afterAll(async () => {
  await site.close();
  await sink.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ben's move when it is his (else Anna's), until Anna's move gives him a turn of his own; its seq. */
async function nextTurnOfBen(): Promise<{ seat: number; turnSeq: number }> {
  const s = site.services;
  for (let i = 0; i < 200; i++) {
    const g = await loadGame(s.db, gameId);
    const mine = seatOfUser(g, ben.id)!;
    const annaMoves = !g.toAct.includes(mine);
    await playIfMyTurn(s, gameId, annaMoves ? anna.id : ben.id, i);
    const after = await loadGame(s.db, gameId);
    await waitFor(async () => (await loadGame(s.db, gameId)).notifiedSeq >= after.seq, SERVER_MS, 'the worker to handle the move');
    // (a turn his own step gave him gets no mail and no push: he is at the board)
    if (annaMoves && after.toAct.length === 1 && after.toAct[0] === mine && after.seats[mine].turnSeq === after.seq) return { seat: mine, turnSeq: after.seq };
  }
  throw new Error('no turn came');
}

const key = (t: { seat: number; turnSeq: number }) => `turn:${gameId}:${t.seat}:${t.turnSeq}`;
const pushRow = (t: { seat: number; turnSeq: number }) => site.services.db.pushMessage.findFirst({ where: { key: { startsWith: `${key(t)}:` } } });
const mailRow = (t: { seat: number; turnSeq: number }) => site.services.db.email.findUnique({ where: { key: key(t) } });
/** Past the grace period (and the longer mail wait), every job due by then done. */
const afterWaits = async (seconds: number) => {
  await sleep(seconds * 1000 + 500);
  await drain(site.services.db);
};

it('with a longer mail wait, the push comes after the grace period and the mail that much later', async () => {
  await site.services.db.user.update({ where: { id: ben.id }, data: { pushMailWaitSeconds: MAIL_WAIT_S } });
  const t = await nextTurnOfBen();
  await waitFor(async () => (await pushRow(t))?.status === 'SENT', SERVER_MS, 'the turn push');
  const push = (await pushRow(t))!;
  expect(push.sentAt!.getTime() - (await loadGame(site.services.db, gameId)).seats[t.seat].turnStartedAt!.getTime()).toBeGreaterThanOrEqual(GRACE_S * 1000 - 100);
  expect(await mailRow(t)).toBeNull();
  await waitFor(async () => (await mailRow(t)) !== null, SERVER_MS, 'the turn mail');
  expect((await mailRow(t))!.createdAt.getTime() - push.createdAt.getTime()).toBeGreaterThanOrEqual(MAIL_WAIT_S * 1000 - 100);
});

it('a look at the game between the push and the late mail drops the mail', async () => {
  const t = await nextTurnOfBen();
  await waitFor(async () => (await pushRow(t))?.status === 'SENT', SERVER_MS, 'the turn push');
  await ben.agent.get(`/api/games/${gameId}`).expect(200); // he looks (the API counts as the page does)
  await afterWaits(MAIL_WAIT_S);
  expect(await mailRow(t)).toBeNull();
});

it('a look at the game within the grace period: neither push nor mail', async () => {
  await site.services.db.user.update({ where: { id: ben.id }, data: { pushMailWaitSeconds: 0 } });
  const t = await nextTurnOfBen();
  await ben.agent.get(`/games/${gameId}`).expect(200);
  await afterWaits(GRACE_S);
  expect(await pushRow(t)).toBeNull();
  expect(await mailRow(t)).toBeNull();
});

it('watching the game live: neither push nor mail; without a look or a watch, both', async () => {
  const s = site.services;
  await s.db.$executeRaw`UPDATE seats SET live_until = now() + interval '50 seconds' WHERE game_id = ${gameId} AND user_id = ${ben.id}`;
  const watched = await nextTurnOfBen();
  await afterWaits(GRACE_S);
  expect(await pushRow(watched)).toBeNull();
  expect(await mailRow(watched)).toBeNull();
  await s.db.$executeRaw`UPDATE seats SET live_until = NULL WHERE game_id = ${gameId} AND user_id = ${ben.id}`;
  const t = await nextTurnOfBen();
  await afterWaits(GRACE_S);
  expect((await pushRow(t))?.status).toBe('SENT');
  expect(await mailRow(t)).not.toBeNull();
  expect(sink.to(bens).length).toBeGreaterThan(0);
});
