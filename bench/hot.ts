/**
 * The hot paths against what the database allows (issue 17), in one run on one fresh database:
 *  1. the ceiling: plain `pg` doing exactly what a move must do durably — one transaction that
 *     moves the game row from seq n to n+1 with its JSON state, appends the log entry and updates
 *     the seat — on copies of real games, at several concurrencies (the best is the ceiling);
 *  2. the site: HOT_GAMES concurrent 2-player games through the JSON API on BENCH_WEB_PROCESSES
 *     web processes (the first runs the worker), each move after the two reads a browser makes,
 *     until HOT_MOVES moves were accepted: moves/s, its share of the ceiling, the move POST's
 *     p50/p99, server CPU per move, and each web process's memory at the end;
 *  3. length: a read and a move at log length ~20 and ~2,000 (a 5-player race season), CPU and bytes;
 *  4. replay: the first (cold) and a repeated (warm) look at steps 1, N and 2N of finished games.
 * BENCH_HOT_GAME (default automobiles) names the game of parts 1 and 2.
 */
import { cpus } from 'node:os';
import { Pool } from 'pg';
import { BenchClient, percentile } from './http-client';
import { startBenchSite, type BenchSite } from './site-process';
import { cpuSeconds, loadCpu, postgresCpu, postgresCpuSince, rssMiB } from './proc';
import { newGame, players, read, round, type Player } from './players';

const GAME = process.env.BENCH_HOT_GAME ?? 'automobiles';
const HOT_GAMES = Number(process.env.BENCH_HOT_GAMES ?? 40);
const HOT_MOVES = Number(process.env.BENCH_HOT_MOVES ?? 5000);
const HOT_SECONDS = Number(process.env.BENCH_HOT_SECONDS ?? 150);
const WEB = Number(process.env.BENCH_WEB_PROCESSES ?? 2);
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS ?? 5);
const LONG_LOG = Number(process.env.BENCH_LONG_LOG ?? 2000);

const serverCpu = (site: BenchSite) => site.servers.reduce((sum, s) => sum + cpuSeconds(s.pid!), 0);

/** Part 2: the site under load. */
async function siteLoad(site: BenchSite): Promise<{ movesPerSecond: number; gameIds: number[] }> {
  const pairs: { ps: Player[]; id: number }[] = [];
  for (let g = 0; g < HOT_GAMES; g++) pairs.push({ ps: await players(site, `hot${g}_`, 2, g), id: 0 });
  for (const pair of pairs) pair.id = await newGame(pair.ps, GAME);
  const latencies: number[] = [];
  let accepted = 0;
  let refused = 0;
  const cpu0 = serverCpu(site);
  const pg0 = postgresCpu();
  const load0 = loadCpu();
  const t0 = performance.now();
  const end = Date.now() + HOT_SECONDS * 1000;
  const gameIds: number[] = [];
  await Promise.all(
    pairs.map(async (pair) => {
      let pick = 0;
      while (accepted < HOT_MOVES && Date.now() < end) {
        const r = await round(pair.ps, pair.id, pick++);
        if (r.status !== 'ACTIVE') {
          gameIds.push(pair.id);
          pair.id = await newGame(pair.ps, GAME);
          continue;
        }
        if (r.ms === undefined) continue;
        latencies.push(r.ms);
        if (r.accepted) accepted++;
        else refused++;
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  const cpu = serverCpu(site) - cpu0;
  const pgCpu = postgresCpuSince(pg0);
  const load = loadCpu() - load0;
  latencies.sort((a, b) => a - b);
  const rate = accepted / secs;
  console.log(
    `site, ${site.bases.length} web process${site.bases.length === 1 ? '' : 'es'}: ${accepted} moves accepted in ${secs.toFixed(1)} s = ${rate.toFixed(0)} moves/s; ` +
      `move POST p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ${refused} refused; ` +
      `server CPU ${((cpu * 1000) / accepted).toFixed(2)} ms per move (its two reads included)`,
  );
  console.log(
    `CPU in use (of ${cpus().length} cores): web processes ${(cpu / secs).toFixed(2)}, PostgreSQL ${(pgCpu / secs).toFixed(2)}, the load (this process) ${(load / secs).toFixed(2)}`,
  );
  if (process.env.BENCH_PG_STATEMENTS) await topStatements(site);
  console.log(`memory of the web processes after ${accepted} moves: ${site.servers.map((s) => `${rssMiB(s.pid!).toFixed(0)} MiB`).join(', ')} (RSS)`);
  return { movesPerSecond: rate, gameIds: [...gameIds, ...pairs.map((p) => p.id)] };
}

/** The statements that took PostgreSQL's time (BENCH_PG_STATEMENTS=1). */
export async function topStatements(site: BenchSite): Promise<void> {
  const c = new Pool({ connectionString: site.databaseUrl, max: 1 });
  const { rows } = await c.query(
    `SELECT calls, round(total_exec_time::numeric, 0) AS ms, round((total_exec_time / calls)::numeric, 3) AS per, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS q
     FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 15`,
  );
  for (const r of rows) console.log(`  ${String(r.ms).padStart(7)} ms ${String(r.calls).padStart(7)} calls ${String(r.per).padStart(8)} ms  ${r.q}`);
  await c.end();
}

/** Part 1: the same durable transaction through plain pg, on copies of the site's games. */
async function ceiling(site: BenchSite, gameIds: number[]): Promise<number> {
  const pool = new Pool({ connectionString: site.databaseUrl, max: 32 });
  try {
    // A real state and a real log entry of each game, and a copy of the game to write to.
    const copies: { id: number; seq: number; state: unknown; toAct: number[]; entry: Record<string, unknown> }[] = [];
    for (const id of gameIds.slice(0, 32)) {
      const { rows } = await pool.query(
        `WITH c AS (INSERT INTO games (game_type, rules_version, options, seed, num_seats, status, seq, state, to_act, created_by_id)
           SELECT game_type, rules_version, options, seed, num_seats, 'ACTIVE', 0, state, to_act, created_by_id FROM games WHERE id = $1 RETURNING id, state, to_act),
         s AS (INSERT INTO seats (game_id, seat, kind, user_id) SELECT c.id, s.seat, s.kind, NULL FROM c, seats s WHERE s.game_id = $1)
         SELECT c.id, c.state, c.to_act, m.* FROM c, LATERAL (SELECT kind, seat, payload, state_hash, undoable, lines, news FROM moves WHERE game_id = $1 ORDER BY seq DESC LIMIT 1) m`,
        [id],
      );
      if (rows[0]) copies.push({ id: rows[0].id, seq: 0, state: rows[0].state, toAct: rows[0].to_act, entry: rows[0] });
    }
    let best = 0;
    for (const concurrency of [8, 16, 32].filter((c) => c <= copies.length)) {
      let moves = 0;
      const end = performance.now() + CEILING_SECONDS * 1000;
      await Promise.all(
        copies.slice(0, concurrency).map(async (g) => {
          while (performance.now() < end) {
            const c = await pool.connect();
            try {
              await c.query('BEGIN');
              const up = await c.query('UPDATE games SET seq = $2, state = $3, to_act = $4, updated_at = now() WHERE id = $1 AND seq = $5', [g.id, g.seq + 1, JSON.stringify(g.state), g.toAct, g.seq]);
              if (up.rowCount !== 1) throw new Error('lost the sequence check');
              const e = g.entry;
              await c.query(
                'INSERT INTO moves (game_id, seq, kind, seat, payload, state_hash, undoable, lines, news, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())',
                [g.id, g.seq + 1, e.kind, e.seat, JSON.stringify(e.payload), e.state_hash, e.undoable, JSON.stringify(e.lines), e.news === null ? null : JSON.stringify(e.news)],
              );
              await c.query('UPDATE seats SET turn_seq = $3, turn_started_at = now(), deadline_at = NULL WHERE game_id = $1 AND seat = $2', [g.id, (g.seq + 1) % 2, g.seq + 1]);
              await c.query('COMMIT');
              g.seq++;
              moves++;
            } finally {
              c.release();
            }
          }
        }),
      );
      const rate = moves / CEILING_SECONDS;
      best = Math.max(best, rate);
      console.log(`ceiling, plain pg, ${concurrency} at once: ${rate.toFixed(0)} moves/s`);
    }
    return best;
  } finally {
    await pool.end();
  }
}

/** Part 3: a read and a move at a short and at a long log, server CPU and bytes per request. */
async function lengths(site: BenchSite): Promise<void> {
  const five = await players(site, 'long_', 5, 0);
  const id = await newGame(five, GAME, GAME === 'automobiles' ? { opt_season: '5' } : {});
  let pick = 0;
  const measure = async (label: string) => {
    const n = 40;
    const fresh: Player = { client: five[0].client, seen: 0 };
    let cpu0 = serverCpu(site);
    let bytes = 0;
    for (let i = 0; i < n; i++) bytes = (await read(fresh, id)).bytes;
    const first = { cpu: ((serverCpu(site) - cpu0) * 1000) / n, bytes };
    cpu0 = serverCpu(site);
    for (let i = 0; i < n; i++) bytes = Buffer.byteLength(await (await five[0].client.get(`/games/${id}`)).text());
    const page = { cpu: ((serverCpu(site) - cpu0) * 1000) / n, bytes };
    cpu0 = serverCpu(site);
    let moveBytes = 0;
    let moved = 0;
    for (let i = 0; i < n; i++) {
      const views = await Promise.all(five.map((p) => read(p, id)));
      moveBytes += views.reduce((s, v) => s + v.bytes, 0) / views.length;
      const r = await round(five, id, pick++);
      if (r.accepted) moved++;
    }
    const loop = ((serverCpu(site) - cpu0) * 1000) / n;
    moveBytes /= n;
    console.log(
      `log length ${label}: a first read (newest page of the log) ${first.cpu.toFixed(2)} ms CPU, ${(first.bytes / 1024).toFixed(1)} KiB; ` +
        `the game page ${page.cpu.toFixed(2)} ms CPU, ${(page.bytes / 1024).toFixed(1)} KiB; ` +
        `a browser's round after a move (reads of only what is new + the move, ${moved} moved) ${loop.toFixed(2)} ms CPU, ${(moveBytes / 1024).toFixed(1)} KiB a read`,
    );
  };
  for (let i = 0; i < 20; i++) await round(five, id, pick++);
  await measure('~20');
  let seq = 0;
  while (seq < LONG_LOG) {
    const r = await round(five, id, pick++);
    if (r.status !== 'ACTIVE') throw new Error(`the long game ended at ${seq} log entries`);
    if (pick % 50 === 0) seq = (await read({ client: five[0].client, seen: 1e9 }, id)).body.game.seq;
  }
  await measure(String(seq));
}

/** Part 4: replays of finished games, first look and a repeated one. */
async function replays(site: BenchSite): Promise<void> {
  const two = await players(site, 'replay_', 2, 0);
  // three finished games, one per step looked at, so each first look is a first one
  const finished: { id: number; entries: number }[] = [];
  for (let g = 0; g < 4; g++) {
    const id = await newGame(two, GAME);
    let pick = g;
    while ((await round(two, id, pick++)).status !== 'FINISHED') if (pick > 5000) throw new Error(`game ${id} does not end`);
    finished.push({ id, entries: (await read({ client: two[0].client, seen: 1e9 }, id)).body.game.seq });
  }
  // step 2N: the last (a step past the end shows the last)
  const at = [1, Math.floor(finished[1].entries / 2), 1e6];
  const out: string[] = [];
  // The first replay a web process draws pays its own start (code paths run the first time):
  // on a fourth game, apart from the first look at each game.
  const warm: string[] = [];
  for (const base of site.bases) {
    const t0 = performance.now();
    await (await new BenchClient(base).get(`/games/${finished[3].id}/replay?step=1`)).text();
    warm.push(`${(performance.now() - t0).toFixed(1)} ms`);
  }
  console.log(`the first replay page a web process draws: ${warm.join(', ')}`);
  for (const [i, step] of at.entries()) {
    // every web process, each the first time (another game per step), then again
    const id = finished[i].id;
    for (const base of site.bases) {
      const c = new BenchClient(base);
      const t0 = performance.now();
      await (await c.get(`/games/${id}/replay?step=${step}`)).text();
      const cold = performance.now() - t0;
      const warm: number[] = [];
      for (let r = 0; r < 10; r++) {
        const t1 = performance.now();
        await (await c.get(`/games/${id}/replay?step=${step}`)).text();
        warm.push(performance.now() - t1);
      }
      warm.sort((a, b) => a - b);
      out.push(`step ${step === 1e6 ? 'last' : step}: cold ${cold.toFixed(1)} ms, warm p50 ${percentile(warm, 50).toFixed(1)} ms`);
    }
  }
  console.log(`replay of finished games (${finished.slice(0, 3).map((f) => f.entries).join(', ')} log entries; time of the page's answer): ${out.join('; ')}`);
}

export async function hotBench(): Promise<void> {
  console.log(`\n== Hot paths: ${HOT_GAMES} concurrent 2-player ${GAME} games, ${WEB} web process(es), until ${HOT_MOVES} moves; the plain-pg ceiling ==`);
  const site = await startBenchSite({}, WEB);
  try {
    const { movesPerSecond, gameIds } = await siteLoad(site);
    const top = await ceiling(site, gameIds);
    console.log(`site / ceiling: ${movesPerSecond.toFixed(0)} / ${top.toFixed(0)} moves/s = ${((100 * movesPerSecond) / top).toFixed(1)} %`);
    await lengths(site);
    await replays(site);
  } finally {
    await site.stop();
  }
}
