/**
 * Answers that grow without bound, paged (issue 13): the game page and GET /api/games/:id carry
 * the newest entries of the log with a cursor to older ones; the lobby's lists a page each. The
 * pages put together are exactly the log as each reader reads it through the view (his lines:
 * hidden information stays hidden), with no gaps or repeats; what depends on the whole log (the
 * take-back offers, the news and their count) is the same as computed on the whole log; bad
 * cursors are a 400 that changes nothing.
 */
import request from 'supertest';
import { apiGame, createGameByForm, gameSnapshot, Player, signUp, TestSite, siteForFile } from '../support/app';
import { playIfMyTurn } from '../support/play';
import { loadGame, seatNames, seatOfUser } from '../../src/services/playing/game-record';
import { liveMoves, LOG_PAGE, LOG_PAGE_MAX, lineFor, newsLineFor, readLog, takeBackCandidate, takeBackSteps } from '../../src/services/playing/game-log';
import { readForReader } from '../../src/db/hot/log';
import { viaPool } from '../../src/db/hot/sql';
import { render } from '../../src/i18n/render';
import { msg, type Text } from '../../src/engine/text';
import { Prisma } from '../../src/generated/prisma/client';
import { INVITATIONS_PAGE, MY_GAMES_PAGE, OPEN_GAMES_PAGE } from '../../src/services/playing/game-list.service';


let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

type Line = { seq: number; text: string; kind: string };
type ApiAnswer = { game: { seq: number; status: string }; log: Line[]; logOlder: string | null; news: string[]; canTakeBack: boolean; takeBackTo: number[] };
type Agent = Player['agent'] | ReturnType<typeof request>;

/** The whole log as a seat (or a spectator: null) reads it, newest first, straight from the stored entries. */
async function fullLog(id: number, seat: number | null): Promise<{ seq: number; text: string }[]> {
  const game = await loadGame(site.services.db, id);
  const { entries } = await readLog(site.services.db, id);
  const rc = { lang: 'en' as const, names: seatNames(game) };
  return entries.map((e) => ({ seq: e.seq, text: render(lineFor(e, seat, game.numSeats), rc) })).reverse();
}

/** The news of a seat since `since`, as the page computed them from the whole log before paging. */
async function fullNews(id: number, seat: number, since: number): Promise<string[]> {
  const game = await loadGame(site.services.db, id);
  const { entries } = await readLog(site.services.db, id);
  const words = (t: Text) => render(t, { lang: 'en', names: seatNames(game) });
  const news = entries
    .filter((e) => e.seq > since)
    .map((e) => (e.kind === 'EVENT' ? lineFor(e, seat, game.numSeats) : Array.isArray(e.news) ? ((e.news as (Text | null)[])[seat] ?? '') : ''))
    .filter(Boolean)
    .map(words);
  return news.length > 8 ? [words(msg('site.game.newsEarlier', { n: news.length - 8 })), ...news.slice(-8)] : news;
}

/** A seat's news as the reader's statement reads them: the newest `max` lines, oldest first, and how many earlier ones. */
async function readNews(id: number, seat: number, numSeats: number, since: number, max: number): Promise<{ lines: (Text | null)[]; earlier: number }> {
  const game = await loadGame(site.services.db, id);
  const read = await readForReader(viaPool(site.services.db), { gameId: id, userId: game.seats[seat].userId, page: { limit: 1 }, since, newsMax: max, chatMax: 0 });
  const parts = read!.parts;
  return { lines: parts.news.map((e) => newsLineFor(e, seat, numSeats)).reverse(), earlier: parts.newsTotal - parts.news.length };
}

/** Every page of the API's log, following `logOlder` from the first answer's address. */
async function walkApi(agent: Agent, first: string): Promise<{ lines: Line[]; pages: number; biggest: number }> {
  const lines: Line[] = [];
  let url: string | null = first;
  let pages = 0;
  let biggest = 0;
  while (url) {
    const body = (await agent.get(url).expect(200)).body as ApiAnswer;
    lines.push(...body.log);
    biggest = Math.max(biggest, body.log.length);
    url = body.logOlder;
    pages++;
    expect(pages).toBeLessThan(1000);
  }
  return { lines, pages, biggest };
}

/** The log entries of a game page (their numbers are their seq) and its links. */
function pageLog(html: string): { seqs: number[]; older: string | null; newest: boolean } {
  const ol = /<ol class="log" reversed[^>]*>([\s\S]*?)<\/ol>/.exec(html)![1];
  const seqs = [...ol.matchAll(/<li value="(\d+)"/g)].map((m) => Number(m[1]));
  const older = /<a href="(\?logBefore&#x3D;\d+#log)">Older entries<\/a>/.exec(html);
  return { seqs, older: older ? older[1].replace('&#x3D;', '=').replace(/#.*/, '') : null, newest: /<a href="\?#log">Newest entries<\/a>/.test(html) };
}

const descending = (to: number) => Array.from({ length: to }, (_, i) => to - i);

describe('the log of a long game', () => {
  let id: number;

  beforeAll(async () => {
    // Automobiles: many small steps a turn (a long log, and steps that can be taken back).
    id = await site.services.lobby.createGame(anna.id, { gameType: 'automobiles', seats: 2, invite: 'Ben', deadlineDays: 0 });
    await site.services.lobby.join(id, ben.id);
    for (let i = 0; i < 2000; i++) {
      const g = await loadGame(site.services.db, id);
      if (g.seq >= 3 * LOG_PAGE + 17 || g.status !== 'ACTIVE') break;
      // Prefer steps within the turn now and then, so undoable steps pile up.
      if (!(await playIfMyTurn(site.services, id, anna.id, i)) && !(await playIfMyTurn(site.services, id, ben.id, i))) break;
      if (i % 5 === 0) await expectTakeBackAsOnTheWholeLog(id);
    }
    expect((await loadGame(site.services.db, id)).seq).toBeGreaterThan(3 * LOG_PAGE);
    // Both kinds of offer came up (so the end of the log was read back past several entries).
    expect(offers).toEqual({ canTakeBack: true, takeBackTo: true });
  });

  const offers = { canTakeBack: false, takeBackTo: false };

  /** The take-back offers read from the end of the log are those of the whole log. */
  async function expectTakeBackAsOnTheWholeLog(gameId: number): Promise<void> {
    const game = await loadGame(site.services.db, gameId);
    const live = liveMoves((await readLog(site.services.db, gameId)).entries);
    for (const p of [anna, ben]) {
      const seat = seatOfUser(game, p.id)!;
      const steps = takeBackSteps(live, seat);
      const body = await apiGame<ApiAnswer>(p, gameId);
      expect([p.username, body.canTakeBack, body.takeBackTo]).toEqual([p.username, takeBackCandidate(live, seat) !== null, steps.length >= 2 ? steps.map((m) => m.seq) : []]);
      offers.canTakeBack ||= body.canTakeBack;
      offers.takeBackTo ||= body.takeBackTo.length > 0;
    }
  }

  it('sends the newest entries only, in the API and on the page, whatever the length of the log', async () => {
    const game = await loadGame(site.services.db, id);
    const body = await apiGame<ApiAnswer>(anna, id);
    expect(body.log.map((l) => l.seq)).toEqual(descending(game.seq).slice(0, LOG_PAGE));
    expect(body.logOlder).toBe(`/api/games/${id}?logBefore=${game.seq - LOG_PAGE + 1}`);
    const page = pageLog((await anna.agent.get(`/games/${id}`).expect(200)).text);
    expect(page.seqs).toEqual(descending(game.seq).slice(0, LOG_PAGE));
    expect(page.older).toBe(`?logBefore=${game.seq - LOG_PAGE + 1}`);
    expect(page.newest).toBe(false);
    // The whole log in one answer (as before paging) is several times the size.
    const all = (await anna.agent.get(`/api/games/${id}?logLimit=${LOG_PAGE_MAX}`).expect(200)).text;
    const paged = (await anna.agent.get(`/api/games/${id}`).expect(200)).text;
    expect(paged.length).toBeLessThan(all.length);
  });

  it('reaches the first entry through the API pages, with no gap or repeat, as each reader reads the log', async () => {
    const game = await loadGame(site.services.db, id);
    for (const [who, agent, seat] of [
      ['Anna', anna.agent, 0],
      ['Ben', ben.agent, 1],
      ['a spectator', request(site.app), null],
    ] as const) {
      const expected = await fullLog(id, seat);
      expect(expected.map((l) => l.seq)).toEqual(descending(game.seq));
      for (const limit of [undefined, 7, LOG_PAGE_MAX]) {
        const walk = await walkApi(agent, `/api/games/${id}${limit ? `?logLimit=${limit}` : ''}`);
        expect([who, limit, walk.lines.map((l) => ({ seq: l.seq, text: l.text }))]).toEqual([who, limit, expected]);
        expect(walk.biggest).toBe(Math.min(limit ?? LOG_PAGE, game.seq));
        expect(walk.pages).toBe(Math.ceil(game.seq / (limit ?? LOG_PAGE)));
      }
    }
    // A cursor anywhere: the entries before it.
    const mid = (await anna.agent.get(`/api/games/${id}?logBefore=40&logLimit=5`).expect(200)).body as ApiAnswer;
    expect(mid.log.map((l) => l.seq)).toEqual([39, 38, 37, 36, 35]);
    expect(mid.logOlder).toBe(`/api/games/${id}?logBefore=35&logLimit=5`);
    const last = (await anna.agent.get(`/api/games/${id}?logBefore=3`).expect(200)).body as ApiAnswer;
    expect([last.log.map((l) => l.seq), last.logOlder]).toEqual([[2, 1], null]);
    const none = (await anna.agent.get(`/api/games/${id}?logBefore=1`).expect(200)).body as ApiAnswer;
    expect([none.log, none.logOlder]).toEqual([[], null]);
  });

  it('reaches the first entry through the page\'s "Older entries" links (no script), and back to the newest', async () => {
    const game = await loadGame(site.services.db, id);
    const expected = await fullLog(id, 1);
    const seen: number[] = [];
    let url: string | null = `/games/${id}`;
    let pages = 0;
    while (url) {
      const html = (await ben.agent.get(url).expect(200)).text;
      const page = pageLog(html);
      expect(page.seqs.length).toBeLessThanOrEqual(LOG_PAGE);
      expect(page.newest).toBe(pages > 0);
      // The page's lines are Ben's lines of those entries.
      for (const seq of page.seqs.slice(0, 3)) {
        const text = expected.find((l) => l.seq === seq)!.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/=/g, '&#x3D;');
        expect(html).toContain(text);
      }
      seen.push(...page.seqs);
      url = page.older ? `/games/${id}${page.older}` : null;
      pages++;
    }
    expect(seen).toEqual(descending(game.seq));
    expect(pages).toBe(Math.ceil(game.seq / LOG_PAGE));
    // German words for the links.
    const de = (await ben.agent.get(`/games/${id}?logBefore=60`).set('Cookie', 'lang=de').expect(200)).text;
    expect(de).toContain('>Ältere Einträge</a>');
    expect(de).toContain('>Neueste Einträge</a>');
  });

  it('sends only the entries after the newest one a reader has (logAfter), or says there were more than a page', async () => {
    const game = await loadGame(site.services.db, id);
    const expected = await fullLog(id, 1);
    for (const after of [game.seq, game.seq - 1, game.seq - 7, game.seq - LOG_PAGE]) {
      const body = (await ben.agent.get(`/api/games/${id}?logAfter=${after}`).expect(200)).body as ApiAnswer & { logAfter: number; logGap: boolean };
      expect([after, body.log.map((l) => ({ seq: l.seq, text: l.text })), body.logAfter, body.logGap, body.logOlder]).toEqual([after, expected.slice(0, game.seq - after), after, false, null]);
    }
    // More than a page since: the newest page, and the reader is told to read the log afresh.
    const gap = (await ben.agent.get(`/api/games/${id}?logAfter=${game.seq - LOG_PAGE - 1}`).expect(200)).body as ApiAnswer & { logGap: boolean };
    expect([gap.log.map((l) => l.seq), gap.logGap]).toEqual([descending(game.seq).slice(0, LOG_PAGE), true]);
    const limited = (await ben.agent.get(`/api/games/${id}?logAfter=${game.seq - 5}&logLimit=3`).expect(200)).body as ApiAnswer & { logGap: boolean };
    expect([limited.log.map((l) => l.seq), limited.logGap]).toEqual([descending(game.seq).slice(0, 3), true]);
    // Without logAfter there is no such field.
    expect((await ben.agent.get(`/api/games/${id}`).expect(200)).body).not.toHaveProperty('logGap');
  });

  it('sums up the news as on the whole log', async () => {
    const game = await loadGame(site.services.db, id);
    for (const [p, seat] of [
      [anna, 0],
      [ben, 1],
    ] as const) {
      for (const since of [0, 1, Math.floor(game.seq / 2), game.seq - 1, game.seq]) {
        const body = (await p.agent.get(`/api/games/${id}?since=${since}`).expect(200)).body as ApiAnswer;
        expect([p.username, since, body.news]).toEqual([p.username, since, await fullNews(id, seat, since)]);
      }
    }
  });

  it('refuses bad cursors with a 400 that says which and why, and changes nothing', async () => {
    const before = await gameSnapshot(site, id);
    const seen = await site.services.db.seat.findMany({ where: { gameId: id }, select: { seenSeq: true }, orderBy: { seat: 'asc' } });
    const cases: [string, RegExp][] = [
      ['logBefore=-1', /Invalid page \(logBefore\): not a whole number\./],
      ['logBefore=abc', /Invalid page \(logBefore\): not a whole number\./],
      ['logBefore=', /Invalid page \(logBefore\): not a whole number\./],
      ['logBefore=1.5', /Invalid page \(logBefore\): not a whole number\./],
      ['logBefore=0', /Invalid page \(logBefore\): at least 1\./],
      ['logBefore=99999999999999999999999', /Invalid page \(logBefore\): at most 2147483647\./],
      ['logBefore=5&logBefore=6', /Invalid page \(logBefore\): not a whole number\./],
      ['logLimit=0', /Invalid page \(logLimit\): at least 1\./],
      ['logLimit=201', /Invalid page \(logLimit\): at most 200\./],
      ['logLimit=1e3', /Invalid page \(logLimit\): not a whole number\./],
      ['logAfter=-1', /Invalid page \(logAfter\): not a whole number\./],
      ['logAfter=x', /Invalid page \(logAfter\): not a whole number\./],
      ['logAfter=99999999999999999999999', /Invalid page \(logAfter\): at most 2147483647\./],
    ];
    for (const [query, message] of cases) {
      const res = await anna.agent.get(`/api/games/${id}?${query}`).expect(400);
      expect([query, res.body.error.code]).toEqual([query, 'invalid_input']);
      expect([query, res.body.error.message]).toEqual([query, expect.stringMatching(message)]);
    }
    const page = await anna.agent.get(`/games/${id}?logBefore=x`).expect(400);
    expect(page.text).toContain('Invalid page (logBefore): not a whole number.');
    const de = await anna.agent.get(`/api/games/${id}?logLimit=500`).set('Cookie', 'lang=de').expect(400);
    expect(de.body.error.message).toBe('Ungültige Eingabe (Seitenangabe, logLimit): höchstens 200.');
    expect(await gameSnapshot(site, id)).toEqual(before);
    expect(await site.services.db.seat.findMany({ where: { gameId: id }, select: { seenSeq: true }, orderBy: { seat: 'asc' } })).toEqual(seen);
  });
});

it('pages a game with hidden information as each reader reads it, and sums up his news as before', async () => {
  // Race with three seats: the favourites each player chose are his secret until revealed.
  const id = await createGameByForm(anna, { gameType: 'race', seats: '3', robots: '1', invite: 'Ben' });
  await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
  for (let i = 0; i < 500; i++) {
    if (!(await playIfMyTurn(site.services, id, anna.id, i)) && !(await playIfMyTurn(site.services, id, ben.id, i + 1))) break;
  }
  const game = await loadGame(site.services.db, id);
  expect(game.seq).toBeGreaterThan(20);
  const anna0 = await fullLog(id, 0);
  const ben1 = await fullLog(id, 1);
  expect(anna0.map((l) => l.text)).not.toEqual(ben1.map((l) => l.text)); // lines differ by reader
  for (const [p, expected, seat] of [
    [anna, anna0, 0],
    [ben, ben1, 1],
  ] as const) {
    const walk = await walkApi(p.agent, `/api/games/${id}?logLimit=4`);
    expect(walk.lines.map((l) => ({ seq: l.seq, text: l.text }))).toEqual(expected);
    // The news since the start: the newest 8 and the count of the earlier ones, as on the whole log.
    for (const since of [0, 5, game.seq - 3]) {
      const body = (await p.agent.get(`/api/games/${id}?since=${since}&logLimit=1`).expect(200)).body as ApiAnswer;
      expect([p.username, since, body.news]).toEqual([p.username, since, await fullNews(id, seat, since)]);
    }
  }
  // The newest lines read back and the earlier ones counted by the database, for any start and
  // any number of lines: the same as filtering the whole log.
  let counted = 0;
  for (const seat of [0, 1]) {
    const { entries } = await readLog(site.services.db, id);
    for (let since = 0; since <= game.seq; since += 3) {
      const all = entries.filter((e) => e.seq > since).map((e) => newsLineFor(e, seat, game.numSeats)).filter((l) => l !== null);
      for (const max of [0, 1, 3]) {
        const got = await readNews(id, seat, game.numSeats, since, max);
        expect([seat, since, max, got]).toEqual([seat, since, max, { lines: all.slice(all.length - Math.min(max, all.length)), earlier: Math.max(0, all.length - max) }]);
        if (got.earlier > 0) counted++;
      }
    }
  }
  expect(counted).toBeGreaterThan(10);
  const spectator = await walkApi(request(site.app), `/api/games/${id}?logLimit=9`);
  expect(spectator.lines.map((l) => ({ seq: l.seq, text: l.text }))).toEqual(await fullLog(id, null));
});

it('counts news lines in the database exactly as it reads them: events, news, empty and missing lines', async () => {
  // A game that never starts, with entries of every shape written straight into its log.
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben' });
  // Ben reads as the player of seat 1 (news are read for a reader's own seat).
  await site.services.db.seat.updateMany({ where: { gameId: id, seat: 1 }, data: { kind: 'HUMAN', userId: ben.id } });
  const m = { key: 'site.log.tookBack', params: { player: 1, steps: 1 } };
  const shapes: { kind: 'MOVE' | 'UNDO' | 'EVENT'; lines?: unknown[]; news?: unknown }[] = [
    { kind: 'EVENT', lines: ['', 'x', 'spectator'] },
    { kind: 'EVENT', lines: [null, 'x', 'spectator'] },
    { kind: 'EVENT', lines: [m, 'x', 'y'] },
    { kind: 'EVENT', lines: [] },
    { kind: 'EVENT', lines: ['a'] },
    { kind: 'EVENT', lines: ['a'], news: ['ignored for an event'] },
    { kind: 'MOVE', lines: ['l'] },
    { kind: 'MOVE', lines: ['l'], news: Prisma.JsonNull },
    { kind: 'MOVE', lines: ['l'], news: [null, 'b'] },
    { kind: 'MOVE', lines: ['l'], news: ['', 'b'] },
    { kind: 'MOVE', lines: ['l'], news: ['n', null] },
    { kind: 'MOVE', lines: ['l'], news: [m] },
    { kind: 'MOVE', lines: ['l'], news: { 0: 'not a list' } },
    { kind: 'UNDO', lines: ['l'], news: ['u', 'v'] },
  ];
  for (let i = 0; i < 3; i++) {
    for (const [j, e] of shapes.entries()) {
      await site.services.db.move.create({ data: { gameId: id, seq: i * shapes.length + j + 1, kind: e.kind, payload: {}, lines: e.lines as never, news: e.news as never } });
    }
  }
  await site.services.db.game.update({ where: { id }, data: { seq: 3 * shapes.length } });
  const { entries } = await readLog(site.services.db, id);
  for (const seat of [0, 1]) {
    for (const since of [0, 4, 13, 20, 41]) {
      const all = entries.filter((e) => e.seq > since).map((e) => newsLineFor(e, seat, 2)).filter((l) => l !== null);
      for (const max of [0, 2, 8]) {
        const got = await readNews(id, seat, 2, since, max);
        expect([seat, since, max, got]).toEqual([seat, since, max, { lines: all.slice(all.length - Math.min(max, all.length)), earlier: Math.max(0, all.length - max) }]);
      }
    }
  }
  // Seat 0's lines: the spectator's line when his own is missing, a message, 'a' (twice), 'n', a message, 'u'.
  expect(entries.slice(0, shapes.length).filter((e) => newsLineFor(e, 0, 2) !== null).map((e) => e.seq)).toEqual([2, 3, 5, 6, 11, 12, 14]);
});

describe('the lobby, a page of each list', () => {
  let carl: Player;
  let dora: Player;

  beforeAll(async () => {
    carl = await signUp(site, 'Carl');
    dora = await signUp(site, 'Dora');
  });

  /** The games linked in one section of the lobby, in order, and its page links. */
  function section(html: string, anchor: string): { ids: number[]; prev: string | null; next: string | null } {
    const m = new RegExp(`<section class="panel" id="${anchor}">([\\s\\S]*?)</section>`).exec(html);
    if (!m) return { ids: [], prev: null, next: null };
    const ids = [...new Set([...m[1].matchAll(/<a href="\/games\/(\d+)">/g)].map((x) => Number(x[1])))];
    const prev = /<a href="([^"]+)">← Previous page<\/a>/.exec(m[1]);
    const next = /<a href="([^"]+)">Next page →<\/a>/.exec(m[1]);
    const un = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x3D;/g, '=');
    return { ids, prev: prev ? un(prev[1]) : null, next: next ? un(next[1]) : null };
  }

  /** Follows a section's "Next page" links from the lobby; every page's games. */
  async function walk(p: Player, anchor: string): Promise<number[][]> {
    const pages: number[][] = [];
    let url: string | null = '/';
    while (url) {
      const s = section((await p.agent.get(url).expect(200)).text, anchor);
      pages.push(s.ids);
      if (pages.length > 1) expect(s.prev).not.toBeNull();
      url = s.next ? `/${s.next.replace(/#.*/, '')}` : null;
      expect(pages.length).toBeLessThan(50);
    }
    return pages;
  }

  it('pages the invitations, the newest first, every one once', async () => {
    const invited: number[] = [];
    for (let i = 0; i < INVITATIONS_PAGE * 2 + 3; i++) invited.push(await site.services.lobby.createGame(carl.id, { gameType: 'race', seats: 2, invite: 'Dora' }));
    const pages = await walk(dora, 'invitations');
    expect(pages.map((p) => p.length)).toEqual([INVITATIONS_PAGE, INVITATIONS_PAGE, 3]);
    expect(pages.flat()).toEqual([...invited].reverse());
    // The other lists keep their page in the links.
    const html = (await dora.agent.get('/?inv=1&open=0&mine=0').expect(200)).text;
    expect(section(html, 'invitations')).toMatchObject({ prev: '?#invitations', next: '?inv=2#invitations' });
    const deep = (await dora.agent.get('/?inv=9').expect(200)).text;
    expect(section(deep, 'invitations')).toMatchObject({ ids: [], prev: '?inv=8#invitations', next: null });
  });

  it('pages the open games and my games; games waiting for me come first whatever their age', async () => {
    // An old game waiting for Dora, then many newer ones of hers still open.
    const waiting = await site.services.lobby.createGame(dora.id, { gameType: 'race', seats: 2, robots: 1 });
    const mine: number[] = [];
    for (let i = 0; i < MY_GAMES_PAGE + 4; i++) mine.push(await site.services.lobby.createGame(dora.id, { gameType: 'race', seats: 2 }));
    const pages = await walk(dora, 'my-games');
    expect(pages.map((p) => p.length)).toEqual([MY_GAMES_PAGE, 5]);
    expect(pages.flat()).toEqual([waiting, ...[...mine].reverse()]);
    // Carl sees Dora's open games a page at a time.
    const open = await walk(carl, 'open-games');
    expect(open.map((p) => p.length)).toEqual([OPEN_GAMES_PAGE, OPEN_GAMES_PAGE, MY_GAMES_PAGE + 4 - 2 * OPEN_GAMES_PAGE]);
    expect(open.flat()).toEqual([...mine].reverse());
    // The API: pages of 100 with the address of the next.
    const api = (await dora.agent.get('/api/me/games').expect(200)).body as { games: { id: number; myTurn: boolean }[]; next: string | null };
    expect(api.games.map((g) => g.id)).toEqual([waiting, ...[...mine].reverse()]);
    expect(api.games[0].myTurn).toBe(true);
    expect(api.next).toBeNull();
    expect((await dora.agent.get('/api/me/games?page=1').expect(200)).body).toEqual({ games: [], next: null });
  });

  it('refuses bad page numbers with a 400', async () => {
    for (const url of ['/?inv=-1', '/?mine=x', '/?open=1001', '/games/finished?page=abc']) {
      const res = await dora.agent.get(url).expect(400);
      expect([url, res.text]).toEqual([url, expect.stringMatching(/Invalid page \((inv|mine|open|page)\): (not a whole number|at most 1000)\./)]);
    }
    const api = await dora.agent.get('/api/me/games?page=1.5').expect(400);
    expect(api.body.error.message).toBe('Invalid page (page): not a whole number.');
  });
});
