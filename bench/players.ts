/**
 * Players of the site for a benchmark, each doing what his browser does: it reads the game with
 * only the log entries it has not seen (`logAfter`), and the player to act makes a whole move
 * step by step (reading each next step it needs) and posts it.
 */
import { BenchClient } from './http-client';
import type { BenchSite } from './site-process';
import { wholeMove, type ApiMoves } from '../test/support/api-moves';

export type ApiGame = {
  game: { status: string; seq: number };
  moves: ApiMoves | null;
  offered: string;
  log: { seq: number }[];
};

/** A player: a client of one web process, and the newest log entry it has read. */
export interface Player {
  client: BenchClient;
  seen: number;
}

export async function players(site: BenchSite, prefix: string, n: number, start: number): Promise<Player[]> {
  const out: Player[] = [];
  for (let i = 0; i < n; i++) {
    const client = new BenchClient(site.bases[(start + i) % site.bases.length]);
    await client.signUp(`${prefix}${i}`);
    out.push({ client, seen: 0 });
  }
  return out;
}

export async function newGame(ps: Player[], gameType: string, options: Record<string, string> = {}): Promise<number> {
  const res = await ps[0].client.postForm('/games', { gameType, seats: String(ps.length), robots: '0', ...options });
  const id = Number(/\/games\/(\d+)/.exec(res.headers.get('location') ?? '')![1]);
  for (const p of ps.slice(1)) await p.client.postForm(`/games/${id}/join`, {});
  for (const p of ps) p.seen = 0;
  return id;
}

/** What a browser reads: the game, with only the log entries it has not seen (logAfter). */
export async function read(p: Player, id: number): Promise<{ body: ApiGame; text: string; bytes: number }> {
  const text = await (await p.client.get(`/api/games/${id}?logAfter=${p.seen}`)).text();
  const body = JSON.parse(text) as ApiGame;
  p.seen = Math.max(p.seen, ...body.log.map((e) => e.seq));
  return { body, text, bytes: Buffer.byteLength(text) };
}

/** What one round sent and got: for the same requests against another server (bench/bare-express.ts). */
export interface RoundTrace {
  /** a read's answer */
  read: string;
  /** the answers of the steps read to make the move */
  steps: string[];
  /** the move's request body and answer */
  posted: string;
  answer: string;
}

/** One round of a game: every player reads, the first who may act moves. */
export async function round(
  ps: Player[],
  id: number,
  pick: number,
): Promise<{ status: string; ms?: number; accepted?: boolean; trace?: RoundTrace }> {
  const views = await Promise.all(ps.map((p) => read(p, id)));
  if (views[0].body.game.status !== 'ACTIVE') return { status: views[0].body.game.status };
  const s = views.findIndex((v) => v.body.moves !== null);
  if (s < 0) return { status: 'ACTIVE' };
  const v = views[s].body;
  const steps: string[] = [];
  const move = await wholeMove(v, pick, async (url) => {
    const text = await (await ps[s].client.get(url)).text();
    steps.push(text);
    return JSON.parse(text);
  });
  const posted = JSON.stringify({ seq: v.game.seq, offered: v.offered, move });
  const t0 = performance.now();
  const res = await ps[s].client.postJson(`/api/games/${id}/moves`, posted);
  const answer = await res.text();
  return { status: 'ACTIVE', ms: performance.now() - t0, accepted: res.status === 201, trace: { read: views[s].text, steps, posted, answer } };
}
