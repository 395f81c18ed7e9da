/**
 * The rules page's pictures (`![caption](picture:<id>)` in guide/rules.*.md), drawn by the game's
 * own board: positions of the rule book's examples (data/examples.ts) and a race in full swing.
 * Each is a legal state (the invariants hold: tested in test/games/kraftwagen/guide.test.ts);
 * `viewer` and `answers` mark what the player on turn could click.
 */
import type { RulesPicture } from '../../../engine/learn';
import { apply } from '../rules/apply';
import { beforeTheDixi, exampleById, marionGame, twoPlayerRace } from '../data/examples';
import type { KwMove, KwState } from '../rules/state';
import { award, cardId, openCards } from './positions';

type Picture = () => RulesPicture<KwState>;

/** The state after the first `n` steps of an example. */
function exampleAfter(id: string, n: number): KwState {
  const e = exampleById(id);
  return e.steps.slice(0, n).reduce((s, step) => apply(s, step.seat, step.move), e.start());
}

function play(s: KwState, moves: KwMove[]): KwState {
  return moves.reduce((x, m) => apply(x, x.current, m), s);
}

export const PICTURES: Record<string, Picture> = {
  /** KW-E02: Marion's worker is last in the chain; every tile is hers to take. */
  chain: () => ({ state: exampleById('kw-e02').start(), viewer: 0, answers: [] }),
  /** Research: Marion took the Research tile; an engineer and a development lie open. */
  research: () => {
    const s = marionGame();
    openCards(s, [cardId((c) => c.kind === 'engineer' && c.engineer === 'porsche'), cardId((c) => c.kind === 'dev' && c.body === 2)]);
    return { state: play(s, [{ type: 'tile', tile: 'T2' }]), viewer: 0, answers: [] };
  },
  /** KW-E06 after Hire worker: Marion's 3-body and 4-engine wait in her workshops for the market. */
  workshop: () => ({ state: exampleAfter('kw-e06', 1), viewer: 0, answers: [] }),
  /** A race in full swing: laps, skipped cars, the pit lane. */
  'grand-prix': () => {
    const s = marionGame();
    s.players[0].car = { lap: 1, field: 4 };
    s.players[1].car = { lap: 0, field: 5 };
    s.players[2].car = { lap: 1, field: 1 };
    s.players[3].car = null;
    award(s, 2, 'lap1');
    return { state: s, viewer: null };
  },
  /** KW-E07: the market is full, three buyers are active; the scoring follows Marion's turn. */
  market: () => ({ state: play(beforeTheDixi(), [{ type: 'tile', tile: 'T1' }, { type: 'build', body: 0, engine: 1, workers: 2 }, { type: 'price', price: 8 }]), viewer: null }),
  /** KW-E10: two players, the neutral cars on fields 3 and 6. */
  'two-players': () => ({ state: twoPlayerRace(), viewer: null }),
};
