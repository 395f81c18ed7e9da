/**
 * No hard-coded words in the games: over random states of every game (the defaults at the
 * fewest and the most seats, every other option set once), each board as every seat and a
 * spectator sees it, every label and part of every legal move, every log line and news line for
 * every reader, the result, and the lobby's words of the game are drawn in the pseudo-language
 * "xx", where every text from a catalogue is marked.
 * A word outside the marks was written in code, not in a catalogue.
 */
import { allGames } from '../../src/games/registry';
import type { AnyGameModule, MoveShape, Text } from '../../src/engine/contract';
import { Prng, seedPrng } from '../../src/engine/prng';
import { setupGame } from '../../src/engine/replay';
import { drawBoard } from '../support/board';
import { hardCoded, unmarkedWords } from '../support/pseudo';
import { NAMES, xx } from '../support/text';
import { optionSets } from './controls';

const EVERY = Number(process.env.PSEUDO_EVERY ?? 15);

function check(found: string[], where: string, text: Text | null | undefined, names: string[]): void {
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

function playAndCheck(mod: AnyGameModule, seats: number, options: Record<string, unknown>, seed: number): string[] {
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
        if (viewer === null) continue;
        const view = mod.view(state, viewer);
        for (const move of mod.legalMoves(state, viewer)) {
          check(found, `label at move ${n}`, mod.moveLabel(view, move), names);
          if (mod.moveParts) checkShape(found, `parts at move ${n}`, mod.moveParts(view, move), names);
        }
      }
    }
    if (!toAct.length) break;
    const seat = toAct[0];
    const legal = mod.legalMoves(state, seat);
    const move = random.int(3) === 0 ? legal[random.int(legal.length)] : mod.robotMove(state, seat, random);
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

describe.each(allGames().map((m) => [m.meta.id, m] as const))('%s', (_id, mod) => {
  it('the lobby words of the game come from its catalogue', () => {
    const found: string[] = [];
    check(found, 'summary', mod.meta.summary, []);
    for (const f of mod.meta.optionFields) {
      check(found, `option ${f.key}`, f.label, []);
      check(found, `option ${f.key} help`, f.help, []);
      if (f.kind === 'select') for (const c of f.choices) check(found, `option ${f.key} choice ${c.value}`, c.label, []);
    }
    expect(found).toEqual([]);
  });

  const sets = optionSets(mod);
  // The defaults at the fewest and the most seats; every other option set once, at the fewest or the most seats in turn (words do not depend on the two together).
  const seatsFor = (o: number) => (o === 0 ? [mod.meta.minSeats, mod.meta.maxSeats] : [o % 2 ? mod.meta.maxSeats : mod.meta.minSeats]);
  const cases = sets.flatMap((options, o) => seatsFor(o).map((seats) => ({ options, seats, seed: 700 + 31 * o + seats })));
  it.each(cases.map((c) => [`${c.seats} seats ${JSON.stringify(c.options)}`, c] as const))('boards, labels, log and news: %s', (_name, c) => {
    expect(playAndCheck(mod, c.seats, c.options, c.seed)).toEqual([]);
  });
});
