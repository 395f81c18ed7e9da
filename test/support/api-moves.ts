/**
 * Making moves through the JSON API as a client does: `GET /api/games/:id` sends the step of the
 * player's move (`moves`, src/services/playing/api-moves.ts); a choice that completes a move carries it,
 * any other the address of the next step (`next`). Never a list of every legal move.
 */
import type { ApiChoice, ApiMoves } from '../../src/services/playing/api-moves';

export type { ApiChoice, ApiMoves } from '../../src/services/playing/api-moves';

/** Every choice of the step: the options of its pick steps, then the markings of its set steps. */
export function choicesOf(m: ApiMoves | null | undefined): ApiChoice[] {
  if (!m) return [];
  return [...m.picks.flatMap((p) => p.options), ...m.sets.flatMap((s) => s.choices)];
}

/** The moves made with one request from this step: the choices that carry one, or the confirmed move. */
export function readyMoves(body: { moves?: ApiMoves | null }): unknown[] {
  if (!body.moves) return [];
  if (body.moves.complete) return [body.moves.complete.move];
  return choicesOf(body.moves).flatMap((c) => (c.move !== undefined ? [c.move] : []));
}

/**
 * A whole move: at every step the k-th choice (modulo their number), following `next` until a
 * choice carries its move. `get` reads an address of the API (the body). Undefined when the player
 * has nothing to choose.
 */
export async function wholeMove(body: { moves?: ApiMoves | null }, k: number, get: (url: string) => Promise<unknown>): Promise<unknown> {
  let m = body.moves;
  for (let depth = 0; depth < 16 && m; depth++) {
    if (m.complete) return m.complete.move;
    const cs = choicesOf(m);
    if (!cs.length) return undefined;
    const c = cs[k % cs.length];
    if (c.move !== undefined) return c.move;
    m = ((await get(c.next!)) as { moves?: ApiMoves | null }).moves;
  }
  return undefined;
}
