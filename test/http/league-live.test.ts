/**
 * The league page updates itself (docs/tournaments.md "League"; src/routes/live.routes.ts): its
 * stream `/leagues/:game/events` follows the running season's games. A move makes it look again
 * and finds nothing the page shows changed (no event); when a game ends — here by agreement,
 * which counts as a tie of its players — a `lobby` event arrives and the page redraws itself
 * with the new standings. A league nobody joined yet has a stream too; an unknown game is a 404.
 */
import request from 'supertest';
import { createTestSite, signUp, type Player, type TestSite } from '../support/app';
import { listen, type Listening } from '../support/listening';
import { waitFor } from '../support/jobs';
import { readEvents } from '../support/event-stream';
import { LIVE_MS } from '../support/patience';
import { playIfMyTurn } from '../support/play';
import { ManualClock } from '../../src/clock';

let site: TestSite;
let here: Listening;
let anna: Player;
let ben: Player;
const clock = new ManualClock('2026-12-02T10:00:00Z'); // a Wednesday

beforeAll(async () => {
  site = await createTestSite({ clock });
  here = await listen(site.app);
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  await site.services.db.user.updateMany({ where: { id: { in: [anna.id, ben.id] } }, data: { emailConfirmedAt: new Date() } });
});
afterAll(async () => {
  await here.close();
  await site.close();
});

/** An open event stream, collecting its events. */
async function openStream(path: string, cookie?: string) {
  const events: string[] = [];
  const controller = new AbortController();
  const res = await fetch(`${here.base}${path}`, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, signal: controller.signal });
  expect(res.status).toBe(200);
  void readEvents(res, (event) => events.push(event));
  return { events, close: () => controller.abort() };
}

const cookieOf = async (p: Player) => `sid=${(await site.services.users.login({ username: p.username, password: 'correct horse battery' })).token}`;

it('sends a league page an event when a game of its running season ends, none for a move', async () => {
  const s = site.services;
  expect((await fetch(`${here.base}/leagues/no-such-game/events`)).status).toBe(404);
  // before anyone joined: a stream all the same (the first join makes the league)
  const early = await openStream('/leagues/race/events');
  early.close();

  await s.leagues.join('race', anna.id);
  await s.leagues.join('race', ben.id);
  clock.set('2026-12-07T00:00:30Z');
  expect(await s.sweep()).toMatchObject({ leagueSeasonsStarted: 1 });
  const [lg] = await s.db.leagueGame.findMany();
  expect(await s.db.game.findUniqueOrThrow({ where: { id: lg.gameId } })).toMatchObject({ status: 'ACTIVE' });

  const page = await request(site.app).get('/leagues/race').expect(200);
  expect(page.text).toContain('data-live="/leagues/race/events"');
  expect(page.text).toContain('data-swap="main"');

  // signed in: the waiting count comes first, once the stream follows the season's games
  const stream = await openStream('/leagues/race/events', await cookieOf(anna));
  try {
    await waitFor(() => stream.events.includes('turns'), LIVE_MS, 'the first turns event');
    const moved = (await playIfMyTurn(s, lg.gameId, anna.id)) || (await playIfMyTurn(s, lg.gameId, ben.id));
    expect(moved).toBe(true);
    // the move makes the stream look again (within a second): the page is as it was
    await new Promise((r) => setTimeout(r, 2500));
    expect(stream.events).not.toContain('lobby');

    // The game ends by agreement: a tie of both in the standings, and the page is told.
    let game = await s.db.game.findUniqueOrThrow({ where: { id: lg.gameId } });
    await s.endVotes.vote(lg.gameId, anna.id, { seq: game.seq, agree: true });
    game = await s.db.game.findUniqueOrThrow({ where: { id: lg.gameId } });
    expect(await s.endVotes.vote(lg.gameId, ben.id, { seq: game.seq, agree: true })).toEqual({ ended: true });
    await waitFor(() => stream.events.includes('lobby'), LIVE_MS, 'the lobby event of the ended game');
    const after = await s.leagues.page('race');
    expect(after.divisions[0].standings.map((r) => [r.username, r.points, r.games])).toEqual(
      expect.arrayContaining([
        ['Anna', 1.5, 1],
        ['Ben', 1.5, 1],
      ]),
    );
  } finally {
    stream.close();
  }
}, 60_000);
