/**
 * The beginner (issue 33): plays like someone in his first race. He looks at his own chariot and
 * this turn only — as far forward as he can get, a damage point weighed like a field and a half —
 * and overlooks what the others can do to him and what the next curve will cost at this speed:
 * - repair („Phase 1") only when the chariot is nearly broken;
 * - the dice („Phase 3"): the free reroll, chosen as the normal robot would, but he never pays
 *   Fortune for more, unless sprints would break his chariot (then he turns one to a drive);
 * - speed and path („Phase 5"): the most ground this turn for the least damage this turn; he never
 *   breaks his own chariot when another way is open;
 * - attacks („Phase 6"): a spear at the first rival within reach, else a caltrop on a field he
 *   passed, wherever;
 * - now and then (one decision in eight) he takes another way that costs no more damage.
 * Only what every player sees is read; his random source makes the odd choices.
 */
import type { RandomSource } from '../../../engine/contract';
import { speedAfter } from '../rules/apply';
import { boardOf } from '../data/boards';
import { SPRINT_DAMAGE } from '../data/dice';
import { rulesOf } from '../../../engine/rules-version';
import { countFace } from '../rules/dice';
import { pathOptions } from '../rules/legal';
import { allPaths, type MoveResult } from '../rules/movement';
import { trackOf } from '../rules/round';
import type { ChariotMove, ChariotState } from '../rules/state';
import { absProgress } from '../rules/track';
import { Planner } from './plan';

/** Progress units of one field on a straight. */
const FIELD = 60;
/** A damage point weighed against fields of progress. */
const DAMAGE_WEIGHT = 1.5;
/** One decision in this many is a different plausible choice. */
const WHIM = 8;

function greedyScore(state: ChariotState, id: number, r: MoveResult): number {
  if (r.broke) return -1000;
  const before = state.chariots[id];
  const track = trackOf(state);
  const after = r.chariots[id];
  const gained = (absProgress(track, r.end, r.endLap) - absProgress(track, before.field!, before.lap)) / FIELD;
  return gained - DAMAGE_WEIGHT * (before.damage - after.damage);
}

export function beginnerMove(state: ChariotState, seat: number, legal: ChariotMove[], random: RandomSource): ChariotMove {
  const t = state.turn!;
  const id = t.chariot;
  const me = state.chariots[id];
  switch (t.step) {
    case 'start':
      return legal.some((m) => m.type === 'repair') && me.damage <= 4 ? { type: 'repair' } : { type: 'roll' };
    case 'dice':
      return beginnerDice(state, legal);
    case 'drive':
      return beginnerDrive(state, random);
    case 'path':
      return beginnerPath(state, random);
    case 'attack': {
      const spear = legal.find((m) => m.type === 'spear' && state.chariots[m.target].seat !== seat);
      if (spear) return spear;
      const caltrops = legal.filter((m) => m.type === 'caltrop');
      return caltrops.length ? caltrops[random.int(caltrops.length)] : { type: 'endAttacks' };
    }
  }
}

function beginnerDice(state: ChariotState, legal: ChariotMove[]): ChariotMove {
  const t = state.turn!;
  const me = state.chariots[t.chariot];
  const sprints = countFace(t.dice, 'sprint');
  if (sprints * SPRINT_DAMAGE >= me.damage) {
    // The horses would break the chariot: rid of a sprint, any way he can.
    const out = legal.find((m) => m.type === 'turn' && m.from === 'sprint' && m.to === 'drive') ?? legal.find((m) => m.type === 'reroll' && m.faces.includes('sprint'));
    if (out) return out;
  }
  if (!t.freeReroll) return { type: 'keep' };
  return new Planner(state).diceChoice(legal.filter((m) => m.type !== 'turn'));
}

/** The greedy speed: the best this turn's best path can do at each speed. */
function beginnerDrive(state: ChariotState, random: RandomSource): ChariotMove {
  const t = state.turn!;
  const id = t.chariot;
  const c = state.chariots[id];
  const board = boardOf(c.board, rulesOf(state));
  const drives = countFace(t.dice, 'drive');
  const sprints = countFace(t.dice, 'sprint');
  const steers = countFace(t.dice, 'steer');
  const damage = c.damage - sprints * SPRINT_DAMAGE;
  const scored: { up: number; score: number }[] = [];
  for (let up = 0; up <= drives; up++) {
    const speed = speedAfter(c.speed, board.speed.max, drives, up, sprints);
    if (speed === 0 || damage <= 0) {
      scored.push({ up, score: damage <= 0 ? -1000 : 0 });
      continue;
    }
    const sit = { ...state, chariots: state.chariots.map((x, i) => (i === id ? { ...x, speed, damage } : x)) };
    let best = -Infinity;
    for (const { result } of allPaths(trackOf(state), sit, id, speed, steers, state.turns)) best = Math.max(best, greedyScore(sit, id, result));
    scored.push({ up, score: best });
  }
  return { type: 'drive', up: pick(scored, random, (x, top) => x.score >= top.score - 3).up };
}

function beginnerPath(state: ChariotState, random: RandomSource): ChariotMove {
  const id = state.turn!.chariot;
  const scored = pathOptions(state).map(({ path, result }) => ({ path, score: greedyScore(state, id, result), damage: result.broke ? Infinity : state.chariots[id].damage - result.chariots[id].damage }));
  const best = pick(scored, random, (x, top) => x.damage <= (top as typeof x).damage);
  return { type: 'path', path: best.path };
}

/**
 * The best by score; one time in WHIM another one at random among those that do not break the
 * chariot (and, if given, pass `alike` against the best).
 */
function pick<T extends { score: number }>(scored: T[], random: RandomSource, alike?: (x: T, top: T) => boolean): T {
  let top = scored[0];
  for (const x of scored) if (x.score > top.score) top = x;
  if (random.int(WHIM) !== 0) return top;
  const others = scored.filter((x) => x.score > -1000 && (!alike || alike(x, top)));
  return others.length ? others[random.int(others.length)] : top;
}
