/**
 * Part "robots' usage" of `npm run bench` (issue 33): per game and setting (bench/robots/usage/<id>.ts),
 * robots at each strength play in every seat, and the table says for each card, strategy,
 * driver, sponsor, module mechanic and kind of action how often it was available, used, worth
 * using (the game's judgement) and used then. BENCH_USAGE_SCALE (default 1) scales the games;
 * BENCH_ROBOT_ONLY=<id>[,<id>] limits the games; BENCH_USAGE_STRENGTHS=normal limits the strengths.
 */
import { ROBOT_STRENGTHS, type RobotStrength } from '../../src/engine/contract';
import { measureUsage, usageTable } from '../../test/support/robot-usage';
import type { UsageSetting } from './usage/setting';
import { settings as race } from './usage/race';
import { settings as chariot } from './usage/chariot-race';
import { settings as automobiles } from './usage/automobiles';
import { settings as kraftwagen } from './usage/kraftwagen';
import { settings as formula90 } from './usage/formula-90';

export const USAGE_SETTINGS: Record<string, UsageSetting[]> = { race, 'chariot-race': chariot, automobiles, kraftwagen, 'formula-90': formula90 };
const BASE_SEED = 33_000_000;

export async function usageBench(): Promise<void> {
  const only = process.env.BENCH_ROBOT_ONLY?.split(',');
  const scale = Number(process.env.BENCH_USAGE_SCALE ?? 1);
  const strengths = (process.env.BENCH_USAGE_STRENGTHS?.split(',') as RobotStrength[] | undefined) ?? [...ROBOT_STRENGTHS];
  for (const [game, list] of Object.entries(USAGE_SETTINGS)) {
    if (only && !only.includes(game)) continue;
    for (const s of list) {
      for (const strength of strengths) {
        const games = Math.max(1, Math.round(s.games * scale));
        const r = await measureUsage({ game, seats: s.seats, options: s.options, strength, baseSeed: BASE_SEED, games });
        console.log(
          `\n== Robots' usage: ${game}, ${s.label}, ${strength}: ${r.games} games${r.unfinished ? ` (${r.unfinished} unfinished)` : ''}, ` +
            `${r.decisions} decisions, ${(r.robotMs / r.decisions).toFixed(2)} ms/decision ==`,
        );
        console.log(usageTable(r));
      }
    }
  }
}
