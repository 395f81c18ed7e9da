/**
 * A whole Race game between one human and two robots, driven by the job queue: the robots move
 * in jobs a moment after their turn comes (nobody loads a page for them), the human plays
 * through the JSON API when the "your turn" mail says so, and the game reaches its end.
 */
import { createGameByForm, createTestSite, Player, signUp, TestSite } from '../support/app';
import { SmtpSink } from '../support/smtp-sink';
import { drain, waitFor } from '../support/jobs';
import { wholeMove } from '../support/api-moves';


let site: TestSite;
let sink: SmtpSink;
let anna: Player;

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  site = await createTestSite({ worker: true, env: { SMTP_URL: sink.url } });
  anna = await signUp(site, 'Anna');
});
afterAll(async () => {
  await site.close();
  await sink.stop();
});

it('confirms the address from the mail, then plays a game against two robots to the end', async () => {
  // Sign-up sent a confirmation mail; its link confirms the address.
  await sink.waitForCount(1);
  expect(sink.mails[0].subject).toBe('Confirm your email address for Slipstream');
  const link = sink.mails[0].text.match(/http:\/\/slipstream\.test(\/confirm-email\?\S+)/)![1];
  await anna.agent.get(link).expect(200);

  const id = await createGameByForm(anna, { gameType: 'race', seats: 3, robots: 2, deadlineDays: 1 });
  // Her click started the game and answered with its page: no "has started" mail (issue 31). She
  // plays through the API and opens no page, so the click's short mark is let run out at once.
  await waitFor(async () => (await site.services.db.game.findUniqueOrThrow({ where: { id } })).notifiedSeq >= 0, 30_000, 'the start to be handled');
  await site.services.db.seat.updateMany({ where: { gameId: id }, data: { liveUntil: null } });
  let humanMoves = 0;
  for (let i = 0; i < 1000; i++) {
    // Wait until the game waits for Anna (the robots' jobs ran) or is over.
    await waitFor(
      async () => {
        const g = await site.services.db.game.findUniqueOrThrow({ where: { id } });
        return g.status === 'FINISHED' || g.toAct.some((s) => s === 0);
      },
      30_000,
      'the robots to move',
    );
    const view = (await anna.agent.get(`/api/games/${id}`).expect(200)).body;
    if (view.game.status === 'FINISHED') break;
    // Some moves take more than one step (a choice that carries no move names the next step).
    const pick = await wholeMove(view, i, async (url) => (await anna.agent.get(url).expect(200)).body);
    if (pick === undefined) continue;
    const res = await anna.agent
      .post(`/api/games/${id}/moves`)
      .set('X-CSRF-Token', anna.csrf)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ seq: view.game.seq, move: pick }));
    // When the robots choose at the same time as Anna (simultaneous choices), one of them may
    // move between her reading the game and posting: the server says the page is stale.
    if (res.status === 409 && res.body.error.code === 'stale') continue;
    expect([res.status, res.status === 201 ? null : res.body.error]).toEqual([201, null]);
    humanMoves++;
  }
  await drain(site.services.db);
  const game = await site.services.db.game.findUniqueOrThrow({ where: { id } });
  expect(game.status).toBe('FINISHED');
  expect(humanMoves).toBeGreaterThan(0);
  const robotMoves = await site.services.db.move.count({ where: { gameId: id, kind: 'MOVE', seat: { in: [1, 2] } } });
  expect(robotMoves).toBeGreaterThan(humanMoves / 2);

  const mails = sink.to('anna@example.org');
  expect(mails.filter((m) => m.subject.startsWith(`Race #${id} has started`))).toHaveLength(0);
  expect(mails.filter((m) => m.subject.startsWith(`Race #${id} is over`))).toHaveLength(1);
  expect(mails.filter((m) => m.subject === `Your turn in Race #${id}`).length).toBeGreaterThan(0);
  expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
});
