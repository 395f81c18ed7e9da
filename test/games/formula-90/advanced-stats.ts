/**
 * What the robot player does with the advanced modules: robot races of the advanced game (every
 * module), every seat the robot, the events counted — track cards played, SPECIALs, tyres, weather
 * steps, flags, off-track icons, safety cars. docs/performance.md quotes it.
 *
 *   npx tsx test/games/formula-90/advanced-stats.ts [races=40] [seats=4]
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { isTrackCard } from '../../../src/games/formula-90/data/track-cards';
import { robotMove } from '../../../src/games/formula-90/robots';
import { apply } from '../../../src/games/formula-90/rules/apply';
import { toAct } from '../../../src/games/formula-90/rules/legal';
import { setup } from '../../../src/games/formula-90/rules/setup';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { optionsSchema } from '../../../src/games/formula-90/schema';

const RACES = Number(process.argv[2] ?? 40);
const SEATS = Number(process.argv[3] ?? 4);
const counts: Record<string, number> = {};
const add = (k: string, n = 1) => (counts[k] = (counts[k] ?? 0) + n);

function count(s: F90State): void {
  for (const e of s.events) {
    if (e.k === 'trackDraw') add(`track cards drawn: ${e.why}${e.strategy ? ` ${e.strategy}` : ''}`, e.cards.length);
    if (e.k === 'play') add('track cards played for movement', e.cards.filter(isTrackCard).length);
    if (e.k === 'brake' && e.symbol) add('late brakings by the symbol');
    if (e.k === 'tyres') add(`tyres ${e.car ? 'player' : 'robots'}: ${e.tyre}`);
    if (e.k === 'weather' && e.car) add('weather steps');
    if (e.k === 'flag') add(`flag ${e.colour}${e.ignored ? ' (no effect)' : e.section === null ? ' (none placed or removed)' : ''}`);
    if (e.k === 'orange') add(`orange flag: robot ${e.force ? 'forced' : 'spared'}`);
    if (e.k === 'offIcon') add(`off track: ${e.icon.kind}${e.success === undefined ? '' : e.success ? ' passed' : ' failed'}`);
    if (e.k === 'safetyCar' || e.k === 'restart') add(e.k === 'safetyCar' ? 'safety car' : 'restart');
    if (e.k === 'out') add(`out: ${e.car.startsWith('p') ? 'player' : 'robot'} (${e.cause})`);
  }
}

for (let g = 0; g < RACES; g++) {
  const rnd = new Prng(seedPrng(g + 500));
  const options = optionsSchema.parse({ track: g % 2 ? 'monza' : 'hungaroring', advanced: true });
  let s = setup(g + 500, SEATS, options);
  while (s.phase !== 'over') {
    const seat = toAct(s)[0];
    s = apply(s, seat, robotMove(s, seat, rnd));
    count(s);
  }
}
console.log(`${RACES} advanced races, ${SEATS} seats, the robot player in every seat`);
for (const [k, n] of Object.entries(counts).sort()) console.log(`${k}: ${n}`);
