/**
 * Hidden information over HTTP: a game is played step by step, and before each step what the
 * viewer may not know is swapped for other values in the stored state (twice): the viewer's page
 * and API answer must stay the same to the byte. Then the real state is put back and the next
 * step is made by whichever player must act.
 */
import type { Prisma } from '../../src/generated/prisma/client';
import type { Player, TestSite } from './app';
import { postJson } from './app';
import { wholeMove } from './api-moves';

export interface Seen {
  html: string;
  json: string;
}

/**
 * The viewer's game page (white space folded) and API answer, with the news since the start of
 * the game (so that looking at the game, which moves the "since your last visit" on, changes
 * nothing).
 */
export async function pageAndApi(p: Player, id: number): Promise<Seen> {
  const html = (await p.agent.get(`/games/${id}?since=0`).expect(200)).text.replace(/\s+/g, ' ');
  const body = (await p.agent.get(`/api/games/${id}?since=0`).expect(200)).body;
  return { html, json: JSON.stringify(body) };
}

export async function expectSecretsUnseen<S>(
  site: TestSite,
  id: number,
  opts: {
    /** the players who move, in the order asked; the first one's pick is offset by `offsets` */
    players: Player[];
    offsets: number[];
    steps: number;
    sees: (id: number) => Promise<Seen>;
    otherSecrets: (s: S, variant: number) => S;
    /** puts secrets into the state before each step (kept for the rest of the game) */
    prepare?: (s: S) => void;
  },
): Promise<void> {
  const save = (s: S) => site.services.db.game.update({ where: { id }, data: { state: s as unknown as Prisma.InputJsonValue } });
  for (let step = 0; step < opts.steps; step++) {
    const game = await site.services.db.game.findUniqueOrThrow({ where: { id } });
    if (game.status !== 'ACTIVE') break;
    const state = game.state as unknown as S;
    if (opts.prepare) {
      opts.prepare(state);
      await save(state);
    }
    const seen = await opts.sees(id);
    for (const variant of [0, 1]) {
      await save(opts.otherSecrets(state, variant));
      const other = await opts.sees(id);
      expect(other.json).toBe(seen.json);
      expect(other.html).toBe(seen.html);
    }
    await save(state);
    for (const [i, p] of opts.players.entries()) {
      const g = (await p.agent.get(`/api/games/${id}`).expect(200)).body;
      if (!g.moves) continue;
      // the page's way: a choice at every step of the move (not a list of every legal move)
      const pick = await wholeMove(g, step + opts.offsets[i], async (url) => (await p.agent.get(url).expect(200)).body);
      await postJson(p, `/api/games/${id}/moves`, { seq: g.game.seq, move: pick }).expect(201);
      break;
    }
  }
}
