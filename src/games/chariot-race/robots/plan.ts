/**
 * Planning a chariot's turn: the repair, the dice (keep, reroll, turn a die), the drive signs
 * and the path, each judged by the chance to win of evaluate.ts. Dice still to be rolled are
 * weighed by their exact probabilities (no sampling, no peeking at the game's PRNG).
 */
import { rulesOf } from '../../../engine/rules-version';
import { speedAfter } from '../rules/apply';
import { boardOf } from '../data/boards';
import { DIE, FACES, FORTUNE_PER_ACTION, Face, REPAIR_COST, REPAIR_POINTS, SPEAR_RANGE, SPRINT_DAMAGE } from '../data/dice';
import { countFace, removeFaces } from '../rules/dice';
import { pathOptions } from '../rules/legal';
import { MoveResult, allPaths } from '../rules/movement';
import { isProtected } from '../rules/situation';
import { fieldsWithin } from '../rules/track';
import { trackOf } from '../rules/round';
import type { Chariot, ChariotMove, ChariotState } from '../rules/state';
import { Context, Estimate, contextOf, estimate, shares } from './evaluate';
import { sketchPaths } from './quick';

/** Chance of each face on a die ("Steuern" is on it twice). */
const FACE_P: Record<Face, number> = { drive: 0, sprint: 0, steer: 0, attack: 0, fortune: 0 };
for (const f of DIE) FACE_P[f] += 1 / DIE.length;

/** What an attack face left for phase 6 is worth, roughly (a spear or a caltrop). */
const ATTACK_BONUS = 0.004;

export class Planner {
  readonly ctx: Context;
  readonly id: number;
  readonly seat: number;
  readonly me: Chariot;
  /** The chariots as the round will see them after this turn (this one counts as moved). */
  readonly moved: number[];
  private readonly base: Estimate[];
  private readonly cache = new Map<string, number>();
  /** The strong robot: judge kept dice with the spears their attack faces can throw. */
  spears = false;
  private readonly ends = new Map<string, { chariot: Chariot; out: boolean; bonus: number }[]>();

  constructor(readonly state: ChariotState) {
    this.ctx = contextOf(trackOf(state), rulesOf(state));
    this.id = state.turn!.chariot;
    this.me = state.chariots[this.id];
    this.seat = this.me.seat;
    this.moved = state.moved.includes(this.id) ? state.moved.slice() : [...state.moved, this.id];
    this.base = state.chariots.map((c) => estimate(this.ctx, c));
  }

  /** The race model's estimate of one chariot (evaluate.ts). */
  estimateOf(c: Chariot): Estimate {
    return estimate(this.ctx, c);
  }

  /** The seat's chance to win if only this chariot changes. */
  valueOfMe(c: Chariot): number {
    const est = this.base.slice();
    est[this.id] = estimate(this.ctx, c);
    const chariots = this.state.chariots.slice();
    chariots[this.id] = c;
    return shares(est, chariots, this.state.seats, this.moved)[this.seat];
  }

  /** The seat's chance to win for a whole new line-up of chariots. */
  valueOf(chariots: Chariot[], moved = this.moved): number {
    const est = chariots.map((c, i) => (c === this.state.chariots[i] ? this.base[i] : estimate(this.ctx, c)));
    return shares(est, chariots, this.state.seats, moved)[this.seat];
  }

  /** Rule "Phase 1": repair if the chance to win is better with 3 damage back than with the fortune. */
  wantsRepair(): boolean {
    const c = this.me;
    const max = boardOf(c.board, this.ctx.rules).damage.max;
    const repaired = { ...c, damage: Math.min(max, c.damage + REPAIR_POINTS), fortune: c.fortune - REPAIR_COST };
    return this.valueOfMe(repaired) > this.valueOfMe(c) + 1e-4;
  }

  /**
   * The value of a set of dice if kept: the best drive signs and a sketched path (quick.ts).
   * `fortune` is the fortune before phase 4 (after paying for the dice).
   */
  diceValue(dice: Face[], fortune: number): number {
    const key = `${dice.join()}|${fortune}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const c = this.me;
    const board = boardOf(c.board, this.ctx.rules);
    const fortuneAfter = Math.min(board.fortune.max, fortune + countFace(dice, 'fortune'));
    let best = -Infinity;
    const attacks = this.spears ? countFace(dice, 'attack') : 0;
    for (const end of this.endsOf(dice)) {
      const after = { ...end.chariot, fortune: fortuneAfter };
      let v = end.out ? this.valueOfMe(end.chariot) : this.valueOfMe(after) + end.bonus;
      if (attacks > 0 && !end.out) v = Math.max(v, this.spearValue(after, attacks));
      if (v > best) best = v;
    }
    this.cache.set(key, best);
    return best;
  }

  /**
   * The strong robot's dice (rule „Speer werfen"): the best a chariot ending at `me` can do with
   * its attack faces as spears at one rival within reach (each 1 damage; at 0 it breaks up).
   */
  private spearValue(me: Chariot, attacks: number): number {
    let best = -Infinity;
    for (const r of this.targets()) {
      if (!r.near.has(me.field!)) continue;
      const c = this.state.chariots[r.id];
      const damage = Math.max(0, c.damage - attacks);
      const chariots = this.state.chariots.slice();
      chariots[this.id] = me;
      chariots[r.id] = damage > 0 ? { ...c, damage } : { ...c, damage: 0, out: true };
      best = Math.max(best, this.valueOf(chariots));
    }
    return best;
  }

  private targetList: { id: number; near: Set<number> }[] | null = null;

  /** The rivals' chariots a spear may hit, with the fields within its reach of each. */
  private targets(): { id: number; near: Set<number> }[] {
    if (!this.targetList) {
      this.targetList = [];
      this.state.chariots.forEach((c, i) => {
        if (c.seat === this.seat || c.out || c.field === null || isProtected(this.ctx.track, this.state, i, this.id)) return;
        this.targetList!.push({ id: i, near: fieldsWithin(this.ctx.track, c.field, SPEAR_RANGE) });
      });
    }
    return this.targetList;
  }

  /** Where the kept dice can take the chariot (drive signs × sketched paths), whatever the fortune. */
  private endsOf(dice: Face[]): { chariot: Chariot; out: boolean; bonus: number }[] {
    const key = dice.join();
    const hit = this.ends.get(key);
    if (hit) return hit;
    const c = this.me;
    const board = boardOf(c.board, this.ctx.rules);
    const drives = countFace(dice, 'drive');
    const sprints = countFace(dice, 'sprint');
    const steers = countFace(dice, 'steer');
    const bonus = ATTACK_BONUS * countFace(dice, 'attack');
    const out: { chariot: Chariot; out: boolean; bonus: number }[] = [];
    const broken = { chariot: { ...c, out: true, damage: 0 }, out: true, bonus: 0 };
    const damage0 = c.damage - sprints * SPRINT_DAMAGE;
    for (let up = 0; up <= drives; up++) {
      const speed = speedAfter(c.speed, board.speed.max, drives, up, sprints);
      if (damage0 <= 0) {
        out.push(broken);
        break;
      }
      const sit = { ...this.state, chariots: this.state.chariots.map((x, i) => (i === this.id ? { ...x, speed, damage: damage0 } : x)) };
      for (const sk of sketchPaths(this.ctx.track, sit, this.id, speed, steers)) {
        const damage = damage0 - sk.damage;
        out.push(damage > 0 ? { chariot: { ...c, field: sk.field, lap: sk.lap, speed, damage }, out: false, bonus } : broken);
      }
    }
    this.ends.set(key, out);
    return out;
  }

  /** The expected value of rerolling `faces` (every outcome weighed by its chance). */
  rerollValue(dice: Face[], faces: Face[], fortune: number): number {
    const kept = removeFaces(dice, faces)!;
    let total = 0;
    for (const [outcome, p] of outcomes(faces.length)) total += p * this.diceValue(sortFaces([...kept, ...outcome]), fortune);
    return total;
  }

  /** Phase 3: keep, reroll or turn a die — whichever promises the best chance to win. */
  diceChoice(legal: ChariotMove[]): ChariotMove {
    const t = this.state.turn!;
    const f = this.me.fortune;
    let best: ChariotMove = { type: 'keep' };
    let bestValue = this.diceValue(t.dice, f);
    for (const m of legal) {
      let v: number;
      if (m.type === 'reroll') {
        const paid = t.freeReroll ? 0 : FORTUNE_PER_ACTION;
        v = this.rerollValue(t.dice, m.faces, f - paid);
        // After the free reroll paid help may still follow: a little more than it shows.
        if (t.freeReroll && f >= FORTUNE_PER_ACTION) v += 0.002;
      } else if (m.type === 'turn') {
        const dice = removeFaces(t.dice, [m.from])!;
        v = this.diceValue(sortFaces([...dice, m.to]), f - FORTUNE_PER_ACTION);
      } else continue;
      if (v > bestValue + 1e-6) {
        bestValue = v;
        best = m;
      }
    }
    return best;
  }

  /** Phase 5: the drive signs, judged on the exact paths each speed allows. */
  driveChoice(): ChariotMove {
    const t = this.state.turn!;
    const c = this.me;
    const board = boardOf(c.board, this.ctx.rules);
    const drives = countFace(t.dice, 'drive');
    const sprints = countFace(t.dice, 'sprint');
    const steers = countFace(t.dice, 'steer');
    const damage = c.damage - sprints * SPRINT_DAMAGE;
    let bestUp = 0;
    let bestValue = -Infinity;
    const seenSpeeds = new Set<number>();
    for (let up = 0; up <= drives; up++) {
      const speed = speedAfter(c.speed, board.speed.max, drives, up, sprints);
      if (seenSpeeds.has(speed)) continue;
      seenSpeeds.add(speed);
      const chariots = this.state.chariots.map((x, i) => (i === this.id ? { ...x, speed, damage } : x));
      let v: number;
      if (damage <= 0) v = this.valueOfMe({ ...c, out: true, damage: 0 });
      else if (speed === 0) v = this.valueOf(chariots);
      else {
        v = -Infinity;
        const sit = { ...this.state, chariots };
        const paths = steers > 2 && speed > 6 ? null : allPaths(this.ctx.track, sit, this.id, speed, steers, this.state.turns);
        if (paths) for (const { result } of paths) v = Math.max(v, this.valueOf(result.chariots));
        else
          for (const sk of sketchPaths(this.ctx.track, sit, this.id, speed, steers)) {
            const d = damage - sk.damage;
            v = Math.max(v, this.valueOfMe(d > 0 ? { ...chariots[this.id], field: sk.field, lap: sk.lap, damage: d } : { ...c, out: true, damage: 0 }));
          }
      }
      if (v > bestValue) {
        bestValue = v;
        bestUp = up;
      }
    }
    return { type: 'drive', up: bestUp };
  }

  /** Phase 5: the path with the best chance to win (rams included: what they do to both). */
  pathChoice(): ChariotMove {
    let best: { path: string; v: number } | null = null;
    for (const { path, result } of pathOptions(this.state)) {
      const v = this.pathValue(result);
      if (!best || v > best.v) best = { path, v };
    }
    return { type: 'path', path: best!.path };
  }

  pathValue(result: MoveResult): number {
    return this.valueOf(result.chariots);
  }
}

function sortFaces(faces: Face[]): Face[] {
  return faces.sort((a, b) => FACES.indexOf(a) - FACES.indexOf(b));
}

const OUTCOMES = new Map<number, [Face[], number][]>();

/** Every multiset of faces n dice can show, with its chance. */
export function outcomes(n: number): [Face[], number][] {
  const hit = OUTCOMES.get(n);
  if (hit) return hit;
  const out: [Face[], number][] = [];
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const walk = (k: number, left: number, acc: Face[], counts: number[]) => {
    if (k === FACES.length - 1) {
      const all = [...counts, left];
      let p = fact(n);
      all.forEach((c, i) => (p *= Math.pow(FACE_P[FACES[i]], c) / fact(c)));
      const faces = acc.slice();
      for (let i = 0; i < left; i++) faces.push(FACES[k]);
      out.push([faces, p]);
      return;
    }
    for (let c = 0; c <= left; c++) {
      const more = acc.slice();
      for (let i = 0; i < c; i++) more.push(FACES[k]);
      walk(k + 1, left - c, more, [...counts, c]);
    }
  };
  walk(0, n, [], []);
  OUTCOMES.set(n, out);
  return out;
}
