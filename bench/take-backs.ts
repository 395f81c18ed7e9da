/**
 * Take-backs at any count (issue 30, the move path): one 2-player Automobiles game where a player
 * makes an undoable step and takes it back BENCH_TAKEBACKS times (default 1,000); his API read
 * (the game with the live moves a take-back needs) and a take-back are timed before and after
 * (serial requests, p50 of 40), with the web process's CPU per request. Before the taken-back
 * marks, every read fetched every move since the last one that could not be taken back.
 */
import { BenchClient, percentile } from './http-client';
import { startBenchSite } from './site-process';
import { cpuSeconds } from './proc';
import { readyMoves, wholeMove } from '../test/support/api-moves';

const PAIRS = Number(process.env.BENCH_TAKEBACKS ?? 1000);
const SAMPLES = 40;

type View = { game: { seq: number }; moves: unknown; canTakeBack: boolean };

export async function takeBacksBench(): Promise<void> {
  console.log(`\n== Take-backs: a read and a take-back after 0 and ${PAIRS} move + take-back pairs (one Automobiles game, serial requests) ==`);
  const site = await startBenchSite();
  try {
    const [a, b] = [new BenchClient(site.base), new BenchClient(site.base)];
    await a.signUp('undo_a');
    await b.signUp('undo_b');
    const res = await a.postForm('/games', { gameType: 'automobiles', seats: '2', robots: '0' });
    const id = Number(/\/games\/(\d+)/.exec(res.headers.get('location') ?? '')![1]);
    await b.postForm(`/games/${id}/join`, {});
    const view = async (c: BenchClient) => (await (await c.get(`/api/games/${id}`)).json()) as View;
    // Play until a player may take back a step of his turn.
    let found: { c: BenchClient; move: unknown } | null = null;
    for (let i = 0; i < 300 && !found; i++) {
      for (const c of [a, b]) {
        const v = await view(c);
        if (!v.moves) continue;
        const ready = readyMoves(v as never) as { type: string }[];
        const move = ready.find((m) => !/end|finish|buy|pit/i.test(m.type)) ?? (await wholeMove(v as never, 0, async (url) => (await c.get(url)).json()));
        await c.postJson(`/api/games/${id}/moves`, { seq: v.game.seq, move });
        if ((await view(c)).canTakeBack) found = { c, move };
        break;
      }
    }
    if (!found) throw new Error('no step to take back');
    const { c, move } = found;
    const pid = site.server.pid!;
    const measure = async (label: string) => {
      const reads: number[] = [];
      let cpu0 = cpuSeconds(pid);
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        await view(c);
        reads.push(performance.now() - t0);
      }
      const readCpu = ((cpuSeconds(pid) - cpu0) * 1000) / SAMPLES;
      const undos: number[] = [];
      cpu0 = cpuSeconds(pid);
      for (let i = 0; i < SAMPLES; i++) {
        const seq = (await view(c)).game.seq;
        const t0 = performance.now();
        await (await c.postJson(`/api/games/${id}/undo`, { seq })).arrayBuffer();
        undos.push(performance.now() - t0);
        await (await c.postJson(`/api/games/${id}/moves`, { seq: seq + 1, move })).arrayBuffer();
      }
      const pairCpu = ((cpuSeconds(pid) - cpu0) * 1000) / SAMPLES;
      reads.sort((x, y) => x - y);
      undos.sort((x, y) => x - y);
      console.log(
        `${label}: API read p50 ${percentile(reads, 50).toFixed(1)} ms (${readCpu.toFixed(2)} ms CPU); take-back p50 ${percentile(undos, 50).toFixed(1)} ms ` +
          `(${pairCpu.toFixed(2)} ms CPU with its read and the move made again)`,
      );
    };
    await measure('no take-backs before');
    for (let i = SAMPLES; i < PAIRS; i++) {
      const seq = (await view(c)).game.seq;
      await (await c.postJson(`/api/games/${id}/undo`, { seq })).arrayBuffer();
      await (await c.postJson(`/api/games/${id}/moves`, { seq: seq + 1, move })).arrayBuffer();
    }
    await measure(`${PAIRS} move + take-back pairs before`);
  } finally {
    await site.stop();
  }
}
