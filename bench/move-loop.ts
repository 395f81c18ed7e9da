/**
 * The move loop against a bare Express app (issue 30, point 4): HTTP_GAMES concurrent 2-player
 * games of each game through the JSON API on one web process (which runs the worker too), each
 * player doing what his browser does — both read what is new, the player to act reads the steps
 * of his move and posts it — for HTTP_SECONDS; then the same requests with the site's answers
 * against a bare Express app (bench/bare-express.ts) by the same load. Printed per game: moves/s,
 * the move POST's p50/p99, web CPU per move loop, PostgreSQL CPU per move, and the two ratios
 * with their targets: web CPU per loop ≤ 3 × the bare app's, moves/s ≥ 25 % of the bare app's.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allGames } from '../src/games/registry';
import { freePort } from '../src/db/embedded';
import { ROOT } from '../src/paths';
import { BenchClient, percentile } from './http-client';
import { startBenchSite, type BenchSite } from './site-process';
import { cpuParts, cpuSeconds, postgresCpu, postgresCpuSince } from './proc';
import { newGame, players, round, type Player, type RoundTrace } from './players';
import { topStatements } from './hot';

const HTTP_GAMES = Number(process.env.BENCH_HTTP_GAMES ?? 40);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 20);
/** BENCH_HTTP_GAME=<id>: one game only */
const ONLY_GAME = process.env.BENCH_HTTP_GAME;
/** The targets of issue 30 against the bare Express app. */
const CPU_RATIO_MAX = 3;
const RATE_SHARE_MIN = 0.25;
/** The most rounds kept as the bare app's answers. */
const TRACES_KEPT = 2000;

interface LoopFigures {
  movesPerSecond: number;
  /** web process CPU per move loop (ms) */
  cpuMs: number;
  /** of it, the kernel's (system time: its reads and writes of sockets) */
  systemMs: number;
  /** requests per move loop */
  requests: number;
  p50: number;
  p99: number;
}

export async function moveLoopBench(): Promise<void> {
  const site = await startBenchSite();
  const rows: string[] = [];
  try {
    const pairs: Player[][] = [];
    for (let g = 0; g < HTTP_GAMES; g++) pairs.push(await players(site, `loop${g}_`, 2, 0));
    for (const mod of allGames().filter((m) => !ONLY_GAME || m.meta.id === ONLY_GAME)) {
      console.log(`\n== Move loop: ${HTTP_GAMES} concurrent 2-player ${mod.meta.title} games through the JSON API, ${HTTP_SECONDS}s; then a bare Express app ==`);
      const { figures, traces, pgMs } = await siteLoop(site, pairs, mod.meta.id);
      // BENCH_PG_STATEMENTS=1: the statements that took PostgreSQL's time (since the site started)
      if (process.env.BENCH_PG_STATEMENTS) await topStatements(site);
      const bare = await bareLoop(traces, HTTP_GAMES);
      const cpuRatio = figures.cpuMs / bare.cpuMs;
      const share = figures.movesPerSecond / bare.movesPerSecond;
      console.log(
        `site: ${figures.movesPerSecond.toFixed(0)} moves/s, ${figures.requests.toFixed(2)} requests a move, move POST p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms; ` +
          `web CPU ${figures.cpuMs.toFixed(2)} ms per move loop (the kernel's ${figures.systemMs.toFixed(2)} ms of it), PostgreSQL ${pgMs.toFixed(2)} ms per move`,
      );
      console.log(`bare Express, the same requests: ${bare.movesPerSecond.toFixed(0)} loops/s, ${bare.cpuMs.toFixed(2)} ms CPU per loop`);
      console.log(
        `ratios: web CPU per loop ${cpuRatio.toFixed(2)} × the bare app's (target ≤ ${CPU_RATIO_MAX}: ${cpuRatio <= CPU_RATIO_MAX ? 'met' : 'MISSED'}); ` +
          `moves/s ${(100 * share).toFixed(0)} % of the bare app's (target ≥ ${100 * RATE_SHARE_MIN} %: ${share >= RATE_SHARE_MIN ? 'met' : 'MISSED'})`,
      );
      rows.push(
        `| ${mod.meta.title} | ${figures.movesPerSecond.toFixed(0)} | ${figures.cpuMs.toFixed(2)} ms | ${pgMs.toFixed(2)} ms | ${bare.movesPerSecond.toFixed(0)} | ${bare.cpuMs.toFixed(2)} ms | ${cpuRatio.toFixed(2)} × | ${(100 * share).toFixed(0)} % |`,
      );
    }
  } finally {
    await site.stop();
  }
  console.log('\n| game | site moves/s | web CPU per loop | PostgreSQL CPU per move | bare Express loops/s | its CPU per loop | CPU ratio (≤ 3 ×) | moves/s share (≥ 25 %) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
}

async function siteLoop(site: BenchSite, pairs: Player[][], gameType: string): Promise<{ figures: LoopFigures; traces: RoundTrace[]; pgMs: number }> {
  const ids = await Promise.all(pairs.map((ps) => newGame(ps, gameType)));
  const latencies: number[] = [];
  const traces: RoundTrace[] = [];
  let accepted = 0;
  let requests = 0;
  const pid = site.server.pid!;
  const cpu0 = cpuParts(pid);
  const pg0 = postgresCpu();
  const t0 = performance.now();
  const end = Date.now() + HTTP_SECONDS * 1000;
  await Promise.all(
    pairs.map(async (ps, g) => {
      for (let pick = 0; Date.now() < end; pick++) {
        const r = await round(ps, ids[g], pick);
        if (r.status !== 'ACTIVE') {
          ids[g] = await newGame(ps, gameType);
          continue;
        }
        if (!r.trace) continue;
        latencies.push(r.ms!);
        if (!r.accepted) continue;
        accepted++;
        requests += ps.length + r.trace.steps.length + 1;
        if (traces.length < TRACES_KEPT) traces.push(r.trace);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  const cpu1 = cpuParts(pid);
  const cpu = cpu1.user + cpu1.system - cpu0.user - cpu0.system;
  const pg = postgresCpuSince(pg0);
  latencies.sort((a, b) => a - b);
  return {
    figures: { movesPerSecond: accepted / secs, cpuMs: (1000 * cpu) / accepted, systemMs: (1000 * (cpu1.system - cpu0.system)) / accepted, requests: requests / accepted, p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    traces,
    pgMs: (1000 * pg) / accepted,
  };
}

/** The same rounds against the bare Express app: the same reads, step reads and posts, the same concurrency. */
async function bareLoop(traces: RoundTrace[], concurrency: number): Promise<{ movesPerSecond: number; cpuMs: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-bare-'));
  const file = path.join(dir, 'traces.json');
  await writeFile(file, JSON.stringify(traces));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'bare-express.ts')], {
    env: { ...process.env, BARE_TRACES: file, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd: ROOT,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.once('data', () => resolve());
      server.once('exit', () => reject(new Error('the bare Express app did not start')));
    });
    const base = `http://127.0.0.1:${port}`;
    const cpu0 = cpuSeconds(server.pid!);
    const t0 = performance.now();
    const end = Date.now() + HTTP_SECONDS * 1000;
    let loops = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async (_x, g) => {
        const c = new BenchClient(base);
        for (let i = g; Date.now() < end; i += concurrency) {
          const t = traces[i % traces.length];
          await Promise.all([0, 1].map(async () => (await c.get(`/api/games/${g + 1}?logAfter=${i}`)).text()));
          for (const _step of t.steps) await (await c.get(`/api/games/${g + 1}?p=step`)).text();
          await (await c.postJson(`/api/games/${g + 1}/moves`, t.posted)).text();
          loops++;
        }
      }),
    );
    const secs = (performance.now() - t0) / 1000;
    return { movesPerSecond: loops / secs, cpuMs: (1000 * (cpuSeconds(server.pid!) - cpu0)) / loops };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dir, { recursive: true, force: true });
  }
}
