/**
 * The whole of phase 3 looked ahead (rule „Phase 3: Würfeln"): the free reroll, then rerolls and
 * turned dice for 2 Fortune each as long as Fortune lasts. Every way to go on is weighed with its
 * exact chance, and after each reroll the chariot may still pay for more (expectimax); what the
 * dice are worth when kept comes from the planner (drive signs and a sketched path). The dice are
 * a multiset: a number with one base-6 digit per face, so kept dice plus rolled dice is a sum.
 */
import { DIE, FACES, FORBIDDEN_TURN_FACE, FORTUNE_PER_ACTION, type Face } from '../data/dice';
import type { ChariotMove } from '../rules/state';
import type { Planner } from './plan';

const NF = FACES.length;
const DIGIT = FACES.map((_, i) => Math.pow(6, i));
const FACE_P = FACES.map((f) => DIE.filter((d) => d === f).length / DIE.length);
const FORBIDDEN = FACES.indexOf(FORBIDDEN_TURN_FACE);
const PRICE = FORTUNE_PER_ACTION;

function keyOf(dice: readonly Face[]): number {
  let k = 0;
  for (const d of dice) k += DIGIT[FACES.indexOf(d)];
  return k;
}

function countsOf(key: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < NF; i++) out.push(Math.floor(key / DIGIT[i]) % 6);
  return out;
}

function facesOf(key: number): Face[] {
  const out: Face[] = [];
  countsOf(key).forEach((c, i) => {
    for (let j = 0; j < c; j++) out.push(FACES[i]);
  });
  return out;
}

/** Every multiset of faces n dice can show, as [key, chance]. */
const ROLLS = new Map<number, [number, number][]>();
function rollsOf(n: number): [number, number][] {
  const hit = ROLLS.get(n);
  if (hit) return hit;
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const out: [number, number][] = [];
  const walk = (i: number, left: number, key: number, p: number) => {
    if (i === NF - 1) {
      out.push([key + left * DIGIT[i], (p * Math.pow(FACE_P[i], left)) / fact(left)]);
      return;
    }
    for (let c = 0; c <= left; c++) walk(i + 1, left - c, key + c * DIGIT[i], (p * Math.pow(FACE_P[i], c)) / fact(c));
  };
  walk(0, n, 0, fact(n));
  ROLLS.set(n, out);
  return out;
}

/** Every non-empty sub-multiset of the dice, as [key, size]. */
const SUBSETS = new Map<number, [number, number][]>();
function subsetsOf(key: number): [number, number][] {
  const hit = SUBSETS.get(key);
  if (hit) return hit;
  const counts = countsOf(key);
  const out: [number, number][] = [];
  const walk = (i: number, sub: number, size: number) => {
    if (i === NF) {
      if (size > 0) out.push([sub, size]);
      return;
    }
    for (let c = 0; c <= counts[i]; c++) walk(i + 1, sub + c * DIGIT[i], size + c);
  };
  walk(0, 0, 0);
  SUBSETS.set(key, out);
  return out;
}

export class DiceSearch {
  private readonly memo = new Map<number, number>();
  /** Work done (values looked up): what bounds a decision, never a clock. */
  work = 0;

  constructor(private readonly planner: Planner) {}

  private readonly keptMemo = new Map<number, number>();

  private kept(key: number, fortune: number): number {
    const m = key * 16 + fortune;
    let v = this.keptMemo.get(m);
    if (v === undefined) {
      v = this.planner.diceValue(facesOf(key), fortune);
      this.keptMemo.set(m, v);
    }
    return v;
  }

  /** The value of the dice with no free reroll left: kept, or improved for 2 Fortune a time. */
  private value(key: number, fortune: number): number {
    if (fortune < PRICE) return this.kept(key, fortune);
    const m = key * 16 + fortune;
    const hit = this.memo.get(m);
    if (hit !== undefined) return hit;
    let best = this.kept(key, fortune);
    const paid = fortune - PRICE;
    for (const [sub, size] of subsetsOf(key)) best = Math.max(best, this.reroll(key - sub, size, paid));
    best = Math.max(best, this.bestTurn(key, paid));
    this.memo.set(m, best);
    return best;
  }

  private reroll(kept: number, size: number, fortune: number): number {
    const rolls = rollsOf(size);
    let v = 0;
    for (let i = 0; i < rolls.length; i++) v += rolls[i][1] * this.value(kept + rolls[i][0], fortune);
    this.work += rolls.length;
    return v;
  }

  private turned(key: number, from: number, to: number): number {
    return key - DIGIT[from] + DIGIT[to];
  }

  private bestTurn(key: number, fortune: number): number {
    let best = -Infinity;
    const counts = countsOf(key);
    for (let from = 0; from < NF; from++) {
      if (counts[from] === 0) continue;
      for (let to = 0; to < NF; to++) {
        if (to === from || to === FORBIDDEN) continue;
        best = Math.max(best, this.value(this.turned(key, from, to), fortune));
      }
    }
    return best;
  }

  /** The best of this step's legal moves (keep, reroll, turn) by the whole look-ahead. */
  choose(dice: readonly Face[], fortune: number, freeReroll: boolean, legal: ChariotMove[]): ChariotMove {
    const key = keyOf(dice);
    let best: ChariotMove = { type: 'keep' };
    let bestValue = this.kept(key, fortune);
    for (const m of legal) {
      let v: number;
      if (m.type === 'reroll') {
        const sub = keyOf(m.faces);
        v = this.reroll(key - sub, m.faces.length, freeReroll ? fortune : fortune - PRICE);
      } else if (m.type === 'turn') {
        v = this.value(this.turned(key, FACES.indexOf(m.from), FACES.indexOf(m.to)), fortune - PRICE);
      } else continue;
      if (v > bestValue + 1e-6) {
        bestValue = v;
        best = m;
      }
    }
    return best;
  }
}
