/** Worker thread of the playout test: runs combinations outside Jest's sandbox (much faster there). */
import { parentPort, workerData } from 'node:worker_threads';
import { COMBOS, playCombo } from './playout';

const { ids, games, baseSeed } = workerData as { ids: string[]; games: number; baseSeed: number };
for (const id of ids) {
  const t0 = Date.now();
  try {
    const stats = playCombo(COMBOS.find((c) => c.id === id)!, games, baseSeed);
    parentPort!.postMessage({ id, stats, ms: Date.now() - t0 });
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? `${err.message}\n${err.stack}` : String(err) });
  }
}
