/**
 * Latency at any state (issue 30): robot playouts of every game and option set, played through
 * the site, with every state measured for the seat to act — its game page, its JSON API read and
 * the move it then posts (serial requests, one web process, the site in its own process). The
 * game is started by the site; the bench then gives it a seed it knows (before the first move),
 * reads its page once unmeasured (the process's first page of a game compiles its templates),
 * keeps the same state beside it and lets the game's robot choose each move, so the states are a
 * robot's race — its turns with the most choices included. Printed per game and phase (the step
 * the seat is asked: "cards", "begin", …): p50 / p99 / max and the largest answer, against the
 * targets: page p99 < 50 ms and max < 100 ms, API read p99 < 20 ms and < 64 KB, move POST p99 < 30 ms.
 * BENCH_STATES_MOVES caps the moves of one game (default 400); BENCH_STATES_GAMES=formula-90,…
 * measures only those games.
 */
import { Client } from 'pg';
import { findGame, allGames } from '../src/games/registry';
import type { AnyGameModule } from '../src/engine/contract';
import { setupGame } from '../src/engine/replay';
import { Prng, seedPrng } from '../src/engine/prng';
import { BenchClient, percentile } from './http-client';
import { startBenchSite } from './site-process';

const MAX_MOVES = Number(process.env.BENCH_STATES_MOVES ?? 400);
const ONLY = process.env.BENCH_STATES_GAMES?.split(',').filter(Boolean);
const TARGET = { pageP99: 50, pageMax: 100, apiP99: 20, apiBytes: 64 * 1024, postP99: 30 };

interface Sample {
  phase: string;
  page: number;
  pageBytes: number;
  api: number;
  apiBytes: number;
  post: number;
  choices: number;
}

type ApiStep = { picks: { step: string; options: unknown[] }[]; sets: { step: string; choices: unknown[] }[] } | null;
type ApiGame = { game: { seq: number }; moves: ApiStep; offered: string };

/** The configurations played: each game at 2 seats and at its most, with its defaults and the option sets its bench lists. */
function configurations(): { mod: AnyGameModule; seats: number; options: Record<string, unknown> }[] {
  const out: { mod: AnyGameModule; seats: number; options: Record<string, unknown> }[] = [];
  for (const mod of allGames().filter((m) => !ONLY || ONLY.includes(m.meta.id))) {
    out.push({ mod, seats: 2, options: {} });
    if (mod.meta.maxSeats > 2) out.push({ mod, seats: mod.meta.maxSeats, options: {} });
    for (const options of mod.meta.benchOptions ?? []) out.push({ mod, seats: Math.min(4, mod.meta.maxSeats), options });
  }
  return out;
}

async function timedText(send: () => Promise<Response>, what: string): Promise<{ ms: number; bytes: number; text: string }> {
  const t0 = performance.now();
  const res = await send();
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, bytes: Buffer.byteLength(text), text };
}

export async function statesBench(): Promise<void> {
  console.log('\n== Latency at any state: robot playouts through the site, every state measured for the seat to act (serial, one web process) ==');
  console.log(`   targets: page p99 < ${TARGET.pageP99} ms, max < ${TARGET.pageMax} ms; API read p99 < ${TARGET.apiP99} ms and < ${TARGET.apiBytes / 1024} KB; move POST p99 < ${TARGET.postP99} ms`);
  const site = await startBenchSite();
  const db = new Client({ connectionString: site.databaseUrl });
  await db.connect();
  try {
    const clients: BenchClient[] = [];
    for (let i = 0; i < 6; i++) {
      const c = new BenchClient(site.base);
      await c.signUp(`states_${i}`);
      clients.push(c);
    }
    const all: { name: string; samples: Sample[] }[] = [];
    for (const [k, cfg] of configurations().entries()) {
      const form: Record<string, string> = { gameType: cfg.mod.meta.id, seats: String(cfg.seats), robots: '0' };
      for (const [key, v] of Object.entries(cfg.options)) form[`opt_${key}`] = v === true ? 'on' : String(v);
      const res = await clients[0].postForm('/games', form);
      const id = Number(/\/games\/(\d+)/.exec(res.headers.get('location') ?? '')![1]);
      for (let s = 1; s < cfg.seats; s++) await clients[s].postForm(`/games/${id}/join`, {});
      // a seed the bench knows, before the first move: the state beside the site's is the same
      const row = (await db.query('SELECT options, rules_version, seq, status FROM games WHERE id = $1', [id])).rows[0];
      if (row.status !== 'ACTIVE' || row.seq !== 0) throw new Error(`game ${id} did not start as expected (${row.status}, seq ${row.seq})`);
      const seed = 1000 + k;
      const mod = findGame(cfg.mod.meta.id)!;
      let state = setupGame(mod, { seed, seats: cfg.seats, options: row.options, rulesVersion: row.rules_version });
      await db.query('UPDATE games SET seed = $2, state = $3, to_act = $4 WHERE id = $1', [id, seed, JSON.stringify(state), mod.toAct(state)]);
      // seats in the order they were taken: the creator first
      const seats = (await db.query('SELECT seat, user_id FROM seats WHERE game_id = $1 ORDER BY seat', [id])).rows as { seat: number; user_id: number }[];
      const users = (await db.query("SELECT id, username FROM users WHERE username LIKE 'states_%'")).rows as { id: number; username: string }[];
      const clientOf = (seat: number) => clients[Number(users.find((u) => u.id === seats[seat].user_id)!.username.slice('states_'.length))];
      const random = new Prng(seedPrng(seed));
      const samples: Sample[] = [];
      // the process's first page of a game compiles its board templates: read once, unmeasured
      await (await clientOf(mod.toAct(state)[0]).get(`/games/${id}`)).text();
      for (let n = 0; n < MAX_MOVES; n++) {
        const toAct = mod.toAct(state);
        if (!toAct.length) break;
        const seat = toAct[0];
        const c = clientOf(seat);
        const page = await timedText(() => c.get(`/games/${id}`), 'page');
        const api = await timedText(() => c.get(`/api/games/${id}`), 'API');
        const view = JSON.parse(api.text) as ApiGame;
        const step = view.moves;
        const phase = step ? [...step.picks.map((p) => p.step), ...step.sets.map((x) => x.step)].sort().join('+') : '-';
        const choices = step ? step.picks.reduce((a, p) => a + p.options.length, 0) + step.sets.reduce((a, x) => a + x.choices.length, 0) : 0;
        const move = mod.robotMove(state, seat, random);
        const post = await timedText(() => c.postJson(`/api/games/${id}/moves`, { seq: view.game.seq, offered: view.offered, move }), 'move');
        state = mod.apply(state, seat, move);
        samples.push({ phase, page: page.ms, pageBytes: page.bytes, api: api.ms, apiBytes: api.bytes, post: post.ms, choices });
      }
      const name = `${mod.meta.title} ${cfg.seats} seats${Object.keys(cfg.options).length ? ` ${JSON.stringify(cfg.options)}` : ''}`;
      all.push({ name, samples });
      report(name, samples, mod.outcome(state).finished);
    }
    const every = all.flatMap((g) => g.samples);
    console.log(`All games: ${summary(every)}`);
  } finally {
    await db.end();
    await site.stop();
  }
}

function stats(xs: number[]): { p50: number; p99: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1] };
}

function summary(samples: Sample[]): string {
  const page = stats(samples.map((x) => x.page));
  const api = stats(samples.map((x) => x.api));
  const post = stats(samples.map((x) => x.post));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const over: string[] = [];
  if (page.p99 >= TARGET.pageP99 || page.max >= TARGET.pageMax) over.push('page');
  if (api.p99 >= TARGET.apiP99 || Math.max(...samples.map((x) => x.apiBytes)) >= TARGET.apiBytes) over.push('API');
  if (post.p99 >= TARGET.postP99) over.push('POST');
  const f = (x: { p50: number; p99: number; max: number }) => `${x.p50.toFixed(1)} / ${x.p99.toFixed(1)} / ${x.max.toFixed(1)} ms`;
  return (
    `${samples.length} states; page ${f(page)} (≤ ${kb(Math.max(...samples.map((x) => x.pageBytes)))}); API ${f(api)} (≤ ${kb(Math.max(...samples.map((x) => x.apiBytes)))}); ` +
    `POST ${f(post)}; choices ≤ ${Math.max(...samples.map((x) => x.choices))}${over.length ? `  OVER TARGET: ${over.join(', ')}` : ''}`
  );
}

function report(name: string, samples: Sample[], finished: boolean): void {
  console.log(`${name} (${samples.length} moves, ${finished ? 'finished' : 'in play'}): ${summary(samples)}`);
  const phases = [...new Set(samples.map((x) => x.phase))].sort();
  for (const phase of phases) console.log(`    ${phase.padEnd(24)} ${summary(samples.filter((x) => x.phase === phase))}`);
}

