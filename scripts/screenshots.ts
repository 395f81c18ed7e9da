/**
 * `npm run screenshots`: every page a player sees, as PNGs at 1366 px and 390 px wide, for looking
 * at before a change that players see is resolved. Starts its own embedded PostgreSQL and site,
 * signs up a player, plays a game of every hosted game against robots into the middle (and one to
 * the end), and photographs the pages with Debian's chromium (playwright-core).
 *
 *   npm run screenshots [-- --out DIR] [-- --only race,chariot-race] [-- --moves N] [-- --tiles] [-- --lang de]
 *     [-- --options '{"fuel":true}'] (the options of the games photographed, for --only games)
 *     [-- --robot] (Anna plays her moves as the game's robot would, not at random)
 *     [-- --stop-when '{"phase":"sponsors"}'] (stop Anna's moves as soon as the state's top-level fields have these values)
 *
 * `--only community` (or no --only): the players' pages too — profiles with rating charts, a
 * leaderboard, statistics, a game with its chat and a vote to end it, a finished game's rematch
 * button, a reported message on the admin page.
 */
import { mkdtemp, chmod, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { startEmbeddedPostgres, databaseUrl, freePort } from '../src/db/embedded';
import { ensureDatabase } from '../src/db/create-database';
import { migrate } from '../src/db/migrate';
import { createDb } from '../src/db/client';
import { loadConfig } from '../src/config/config';
import { createServices } from '../src/services';
import { buildApp } from '../src/app';
import { allGames } from '../src/games/registry';
import { loadGame, moduleOf, seatOfUser } from '../src/services/playing/game-record';
import { Prng, seedPrng } from '../src/engine/prng';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const OUT = path.resolve(arg('out', 'test-results/screenshots'));
const ONLY = arg('only', '').split(',').filter(Boolean);
const MOVES = Number(arg('moves', '12'));
const TILES = process.argv.includes('--tiles');
/** the language of the pages (en, de; xx: the pseudo-language, in tests only) */
const LANG = arg('lang', 'en');
/** game options for the games photographed (with --only: options every one of them takes) */
const OPTIONS = JSON.parse(arg('options', '{}')) as Record<string, unknown>;
/** Anna's moves: the game's robot's choice instead of a random legal move */
const AS_ROBOT = process.argv.includes('--robot');
/** top-level state fields at which Anna stops playing (a moment worth a photograph) */
const STOP_WHEN = JSON.parse(arg('stop-when', '{}')) as Record<string, unknown>;
const WIDTHS = [1366, 390];
const SECRET = 's'.repeat(40);

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-shots-'));
  await chmod(dir, 0o777);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), persistent: false });
  const url = databaseUrl(pg.serverUrl, 'shots');
  await ensureDatabase(pg.serverUrl, 'shots');
  await migrate(url);
  const db = createDb(url, 5);
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: SECRET, DATABASE_URL: url });
  const services = createServices(db, config, { secret: SECRET });
  const app = buildApp(services, { sessionSecret: SECRET });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const anna = await services.users.register({ username: 'Anna', email: 'anna@example.org', password: 'a good long password' });
  const ben = await services.users.register({ username: 'Benedikt', email: 'ben@example.org', password: 'a good long password' });
  const random = new Prng(seedPrng(7));

  /** Plays the user's legal moves (random, or the robot's with --robot) until `moves` were made or the game ends. */
  async function play(id: number, userId: number, moves: number): Promise<void> {
    await services.games.playSystemSeats(id);
    for (let i = 0; i < moves; i++) {
      const game = await loadGame(db, id);
      if (game.status !== 'ACTIVE') return;
      const st = game.state as Record<string, unknown>;
      if (Object.keys(STOP_WHEN).length && Object.entries(STOP_WHEN).every(([k, v]) => JSON.stringify(st[k]) === JSON.stringify(v))) return;
      const seat = seatOfUser(game, userId)!;
      if (!game.toAct.includes(seat)) return;
      const mod = moduleOf(game);
      const legal = mod.legalMoves(game.state, seat);
      const move = AS_ROBOT ? mod.robotMove(game.state, seat, random) : legal[random.int(legal.length)];
      await services.games.submitMove(id, userId, { seq: game.seq, move });
    }
  }

  // Mails are written in the recipient's language: Anna reads the language of the pages.
  await db.user.update({ where: { id: anna.userId }, data: { emailConfirmedAt: new Date(), ...(LANG === 'en' || LANG === 'de' ? { language: LANG } : {}) } });

  /** `anon`: photographed signed out. */
  /** `select`: form fields set before the photograph (name → value), as a player would choose them. */
  const pages: { name: string; url: string; anon?: boolean; select?: Record<string, string> }[] = [
    { name: 'lobby', url: '/' },
    { name: 'lobby-welcome', url: '/?done=welcome' },
    { name: 'rules-index', url: '/rules' },
    { name: 'new-game', url: '/games/new' },
    { name: 'new-game-robots', url: '/games/new?game=automobiles', select: { seats: '4', robots: '2' } },
    { name: 'profile', url: '/profile' },
    { name: 'finished-games', url: '/games/finished' },
    { name: 'admin', url: '/admin' },
    { name: 'not-found', url: '/games/999999' },
    { name: 'login', url: '/login', anon: true },
    { name: 'register', url: '/register', anon: true },
    { name: 'lobby-signed-out', url: '/', anon: true },
  ];
  // A game waiting for players, to which Benedikt invited Anna (an invitation mail in her outbox).
  const waiting = await services.lobby.createGame(ben.userId, { gameType: 'race', seats: 3, robots: 0 });
  await services.lobby.invite(waiting, ben.userId, 'Anna');
  pages.push({ name: 'waiting-room', url: `/games/${waiting}` });
  // Anna's own game with an open seat: she may fill it with robots of a strength she chooses.
  const mine = await services.lobby.createGame(anna.userId, { gameType: 'chariot-race', seats: 3, robots: 1, strength: ['strong'] });
  pages.push({ name: 'waiting-room-creator', url: `/games/${mine}` });
  for (const mod of allGames()) {
    const id = mod.meta.id;
    if (ONLY.length && !ONLY.includes(id)) continue;
    const seats = Math.min(mod.meta.maxSeats, 3);
    const g = await services.lobby.createGame(anna.userId, { gameType: id, seats, robots: seats - 1, options: OPTIONS });
    await play(g, anna.userId, MOVES);
    pages.push({ name: `${id}-game`, url: `/games/${g}` });
    const done = await services.lobby.createGame(anna.userId, { gameType: id, seats: 2, robots: 1, options: OPTIONS });
    await play(done, anna.userId, 100_000);
    pages.push({ name: `${id}-finished`, url: `/games/${done}` });
    pages.push({ name: `${id}-replay`, url: `/games/${done}/replay?step=5` });
    // late in the game: the log shows the 50 lines up to the step, numbered by step
    pages.push({ name: `${id}-replay-late`, url: `/games/${done}/replay?step=80` });
    pages.push({ name: `${id}-rules`, url: `/rules/${id}` });
    pages.push({ name: `${id}-rules-design`, url: `/rules/${id}/design` });
    const example = mod.examples?.[0];
    if (example) pages.push({ name: `${id}-example`, url: `/rules/${id}/examples/${example.id}?step=1` });
    // Practice from a step of the finished game; the robot's hint in it.
    const practice = await services.practice.fromHere(done, anna.userId, { step: 5, seat: 0 });
    pages.push({ name: `${id}-practice`, url: `/games/${practice}?hint=1` });
    await services.notify.gameChanged(done);
  }
  if (!ONLY.length || ONLY.includes('community')) await communityPages();

  /** Anna and Benedikt play Race against each other: finished games (ratings), and one running with its chat. */
  async function communityPages(): Promise<void> {
    const duel = async () => {
      const id = await services.lobby.createGame(anna.userId, { gameType: 'race', seats: 2, invite: 'Benedikt', deadlineDays: 3 });
      await services.lobby.join(id, ben.userId);
      return id;
    };
    const both = async (id: number, moves: number) => {
      for (let i = 0; i < moves; i++) {
        const g = await loadGame(db, id);
        if (g.status !== 'ACTIVE') return;
        const seat = g.toAct[0];
        await services.games.submitMove(id, g.seats[seat].userId!, { seq: g.seq, move: moduleOf(g).robotMove(g.state, seat, random) });
      }
    };
    let last = 0;
    for (let i = 0; i < 5; i++) {
      last = await duel();
      await both(last, 100_000);
      await services.players.statsAfter({ gameType: 'race' });
    }
    const running = await duel();
    await both(running, 9);
    await services.chat.post(running, ben.userId, { body: 'Good luck! Celya again, I guess?' });
    await services.chat.post(running, anna.userId, { body: 'Maybe. Or maybe not :)' });
    const rude = await services.chat.post(running, ben.userId, { body: 'You always take ages to move.\nSeriously.' });
    await services.chat.post(running, ben.userId, { body: 'Sorry, that was rude. Take your time.' });
    await services.chat.report(running, rude.id, anna.userId, { reason: 'not nice' });
    await services.chat.saveNote(running, anna.userId, { body: 'Ben plays Celya early every game.' });
    await services.endVotes.vote(running, ben.userId, { seq: (await loadGame(db, running)).seq, agree: true });
    await services.friends.set(anna.userId, 'Benedikt', 'friend');
    pages.push(
      { name: 'community-game', url: `/games/${running}` },
      { name: 'community-chat', url: `/games/${running}/chat` },
      { name: 'community-finished', url: `/games/${last}` },
      { name: 'community-profile-own', url: '/users/Anna' },
      { name: 'community-profile-other', url: '/users/Benedikt' },
      { name: 'community-leaderboard', url: '/games/race/ratings' },
      { name: 'community-rules-stats', url: '/rules/race#statistics' },
      { name: 'community-new-game', url: '/games/new?invite=Benedikt' },
      { name: 'community-admin', url: '/admin' },
    );
  }

  // The outbox (mails as sent) and a mail in it, HTML and text; the unsubscribe page of its link.
  pages.push({ name: 'outbox', url: '/outbox' });
  const mail = await db.email.findFirst({ where: { userId: anna.userId }, orderBy: { id: 'desc' } });
  if (mail) {
    pages.push({ name: 'outbox-mail', url: `/outbox/${mail.id}` });
    pages.push({ name: 'mail-html', url: `/outbox/${mail.id}/html` });
    const link = /<([^>]+)>/.exec(String((mail.headers as Record<string, string>)['List-Unsubscribe']))?.[1];
    if (link) pages.push({ name: 'unsubscribe', url: new URL(link).pathname + new URL(link).search, anon: true });
  }

  // The account pages: a forgotten password and the page of its mailed link (Benedikt's), and a
  // second session of Anna's on another browser for the session list of her profile.
  pages.push({ name: 'password-forgot', url: '/password/forgot', anon: true });
  await services.accounts.requestReset({ login: 'Benedikt' });
  const reset = await db.email.findFirst({ where: { kind: 'reset' }, orderBy: { id: 'desc' } });
  const resetLink = reset && /\/password\/reset\?token=[\w-]+/.exec(reset.text)?.[0];
  if (resetLink) pages.push({ name: 'password-reset', url: resetLink, anon: true });
  await services.users.login({ username: 'Anna', password: 'a good long password' }, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, deviceScaleFactor: 1 });
      await context.addCookies([{ name: 'lang', value: LANG, url: base }]);
      const page = await context.newPage();
      for (const p of [...pages.filter((x) => x.anon), ...pages.filter((x) => !x.anon)]) {
        if (!p.anon && !(await context.cookies()).some((c) => c.name === 'sid')) await context.addCookies([{ name: 'sid', value: anna.token, url: base }]);
        await page.goto(base + p.url);
        for (const [field, value] of Object.entries(p.select ?? {})) await page.selectOption(`select[name="${field}"]`, value);
        const file = path.join(OUT, `${p.name}-${width}${LANG === 'en' ? '' : `-${LANG}`}.png`);
        await page.screenshot({ path: file, fullPage: true });
        // The first screen as the player sees it on arrival (a phone's full page is too tall to
        // read); with --tiles, the whole page screen by screen.
        await page.screenshot({ path: file.replace(/\.png$/, '-top.png') });
        if (TILES) {
          const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
          const screen = width > 500 ? 900 : 844;
          for (let y = screen, n = 2; y < height; y += screen, n++) {
            await page.screenshot({ path: file.replace(/\.png$/, `-${n}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(screen, height - y) } });
          }
        }
        const scroll = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        console.log(`${file}${Number(scroll) > 0 ? `  (scrolls sideways by ${scroll}px)` : ''}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
    await db.$disconnect();
    await pg.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
