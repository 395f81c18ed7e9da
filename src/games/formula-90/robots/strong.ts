/**
 * The strong robot player (issue 33): the normal robot's scores, and a search on top of them where
 * they cannot tell its best moves apart — in its 'play' step, at a late braking and in a position
 * battle. Each of the few best candidates is played out on the same tables redealt for its seat
 * (everything it cannot see dealt anew from its own random source), every seat driven by the
 * normal robot until its next 'play' step (rollout.ts); the mean standing it reaches, with a
 * little of the normal score, decides. Bounded by counts, never by a clock: candidates, deals,
 * decisions per playout and moves scored (STRONG). Before the race and at its stops it goes by the
 * measured strengths of the strategies and abilities (strategy.ts).
 */
import type { RandomSource } from '../../../engine/contract';
import { redeal } from '../rules/redeal';
import type { F90Move, F90State } from '../rules/state';
import { playOut, type Scorer } from './rollout';
import { strongAbilityScores, strongStrategyScores } from './strategy';

/**
 * The search's counts: candidate moves played out (only those within `margin` sections of the best
 * normal score), deals per candidate, decisions per playout, moves the normal robot may score over
 * one decision's playouts (no new deal once the next would pass it), the weight of the normal score.
 */
export const STRONG = { candidates: 4, deals: 4, decisions: 12, work: 6000, margin: 1.5, prior: 0.3 };

/** The strong robot's scores of the legal moves. */
export function strongScores(s: F90State, seat: number, legal: readonly F90Move[], random: RandomSource, normal: Scorer): number[] {
  if (s.phase === 'sheets' && legal[0].type === 'ability') return strongAbilityScores(s, legal);
  const pitStrategy = s.phase === 'race' && !s.battle && !s.orangeAsk && s.turn?.step === 'pitStrategy';
  if (s.phase === 'strategy' || pitStrategy) return strongStrategyScores(s, s.players[seat], legal);
  const base = normal(s, seat, legal);
  if (s.phase !== 'race' || s.orangeAsk || s.options.junior) return base;
  const step = s.battle ? 'battle' : s.turn?.step;
  return step === 'battle' || step === 'brake' || step === 'play' ? playOuts(s, seat, legal, base, random, normal) : base;
}

/** The best candidates by the normal scores: one per way of playing and paying (its best tests and top card). */
function candidatesOf(legal: readonly F90Move[], base: readonly number[]): number[] {
  const bestOf = new Map<string, number>();
  legal.forEach((m, i) => {
    if (m.type === 'skip') return;
    const key = m.type === 'play' ? `${m.cards.join(',')}|${m.pay.join(',')}|${m.soft === true}|${(m.weather ?? []).join(',')}` : JSON.stringify(m);
    const j = bestOf.get(key);
    if (j === undefined || base[i] > base[j]) bestOf.set(key, i);
  });
  const top = Math.max(...base);
  return [...bestOf.values()]
    .filter((i) => base[i] >= top - STRONG.margin)
    .sort((a, b) => base[b] - base[a])
    .slice(0, STRONG.candidates);
}

function playOuts(s: F90State, seat: number, legal: readonly F90Move[], base: readonly number[], random: RandomSource, normal: Scorer): number[] {
  const cands = candidatesOf(legal, base);
  if (cands.length <= 1) return [...base];
  const seeds = Array.from({ length: STRONG.deals }, () => random.int(1 << 30));
  const sums = new Map<number, number>(cands.map((i) => [i, 0]));
  const count = { work: 0 };
  const cap = { decisions: STRONG.decisions, work: STRONG.work / cands.length };
  let deals = 0;
  // deal by deal, every candidate on the same deal; no new deal once it would likely pass the budget
  for (const seed of seeds) {
    if (deals > 0 && (count.work * (deals + 1)) / deals > STRONG.work) break;
    for (const i of cands) sums.set(i, sums.get(i)! + playOut(redeal(s, seat, seed), seat, legal[i], seed, normal, cap, count));
    deals++;
  }
  // the candidates alone stay in the running
  return legal.map((_m, i) => (sums.has(i) ? sums.get(i)! / deals + STRONG.prior * base[i] : base[i] - 1e3));
}
