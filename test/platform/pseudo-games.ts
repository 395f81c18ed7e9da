/**
 * The pseudo-language walk of one game and option set (pseudo-games.test.ts): a seeded game played
 * to its end, at every EVERY-th state each board as every seat and a spectator sees it and every
 * label and part of every legal move and the position in words for every reader; after every
 * move the log line and news line for every reader; and the result, drawn in the pseudo-language "xx". Runs in worker threads, outside
 * Jest's sandbox (test/support/playout-threads.ts).
 */
import { findGame } from '../../src/games/registry';
import type { AnyGameModule, MoveShape, Text } from '../../src/engine/contract';
import { Prng, seedPrng } from '../../src/engine/prng';
import { setupGame } from '../../src/engine/replay';
import { drawBoard } from '../support/board';
import { hardCoded, unmarkedWords } from '../support/pseudo';
import { NAMES, xx } from '../support/text';
import { serveJobs } from '../support/playout-threads';

const EVERY = Number(process.env.PSEUDO_EVERY ?? 20);

export interface PseudoJob {
  id: string;
  game: string;
  seats: number;
  options: Record<string, unknown>;
  seed: number;
}

export function check(found: string[], where: string, text: Text | null | undefined, names: string[]): void {
  if (text === null || text === undefined) return;
  const words = unmarkedWords(xx(text, names), names);
  if (words.length && found.length < 20) found.push(`${where}: ${words.join(', ')} in "${xx(text, names)}"`);
}

function checkShape(found: string[], where: string, shape: MoveShape, names: string[]): void {
  check(found, `${where} warning`, shape.warning, names);
  for (const p of shape.parts) {
    check(found, `${where} part label`, p.label, names);
    check(found, `${where} part prompt`, p.prompt, names);
    if (p.kind === 'set') for (const i of p.items) check(found, `${where} item`, i.label, names);
  }
}

/** The hard-coded words found in one seeded game (at most 20). */
export function playAndCheck(job: PseudoJob): string[] {
  const mod: AnyGameModule = findGame(job.game)!;
  const { seats, options, seed } = job;
  const found: string[] = [];
  const names = NAMES.slice(0, seats);
  const random = new Prng(seedPrng(seed));
  let state = setupGame(mod, { seed, seats, options });
  for (let n = 0; n < 1500; n++) {
    const toAct = mod.toAct(state);
    const sample = n % EVERY === 0 || toAct.length === 0;
    if (sample) {
      for (const viewer of [...Array.from({ length: seats }, (_, i) => i), null]) {
        const { html } = drawBoard(mod, state, viewer, { names, lang: 'xx' });
        for (const h of hardCoded(html, names)) if (found.length < 20) found.push(`board for ${viewer ?? 'a spectator'} at move ${n}: ${h}`);
        const view = mod.view(state, viewer);
        // the position in words (issue 36), as a spectator and the first seat get it (the others' words are the first seat's)
        if (viewer === null || viewer === 0) for (const line of mod.describe(view, viewer)) check(found, `position in words for ${viewer ?? 'a spectator'} at move ${n}`, line, names);
        if (viewer === null) continue;
        for (const move of mod.legalMoves(state, viewer)) {
          check(found, `label at move ${n}`, mod.moveLabel(view, move), names);
          if (mod.moveParts) checkShape(found, `parts at move ${n}`, mod.moveParts(view, move), names);
        }
      }
    }
    if (!toAct.length) break;
    const seat = toAct[0];
    const legal = mod.legalMoves(state, seat);
    const move = random.int(3) === 0 ? legal[random.int(legal.length)] : mod.robotMove(state, seat, random, 'beginner');
    const after = mod.apply(state, seat, move);
    for (const viewer of [...Array.from({ length: seats }, (_, i) => i), null]) {
      const ctx = { before: state, after, seat, move, viewer, names };
      check(found, `log line at move ${n}`, mod.logLine(ctx), names);
      if (viewer !== null) check(found, `news at move ${n}`, mod.news?.(ctx) ?? null, names);
    }
    state = after;
  }
  check(found, 'result', mod.outcome(state).summary, names);
  return found;
}

serveJobs(playAndCheck);
