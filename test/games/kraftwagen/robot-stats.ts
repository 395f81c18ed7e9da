/**
 * What the robot does in a typical game (issue 14): two-player games of the robot against the
 * previous robot (bench/robots/previous/kraftwagen.ts) or a uniformly random player, seats
 * swapped every other game, under the current rules version. Prints the robot's score (a win 1,
 * a tie ½) and, per game, its Grand Prix laps, research actions, engineers taken, engineer
 * markers used (Daimler, Diesel, Horch/Maybach, Benz), buyer actions, special tiles and cars.
 *
 *   npx tsx test/games/kraftwagen/robot-stats.ts [games=100] [previous|random] [special=0|1]
 */
import { deriveSeed, Prng, seedPrng } from '../../../src/engine/prng';
import { kraftwagenModule as mod } from '../../../src/games/kraftwagen';
import type { KwMove, KwState } from '../../../src/games/kraftwagen/state';
import { robotMove as previous } from '../../../bench/robots/previous/kraftwagen';

const games = Number(process.argv[2] ?? 100);
const against = process.argv[3] ?? 'previous';
const special = process.argv[4] === '1';

const sum: Record<string, number> = {};
const add = (k: string, n = 1) => (sum[k] = (sum[k] ?? 0) + n);
let points = 0;
let ms = 0;
let decisions = 0;
let slowest = 0;
for (let g = 0; g < games; g++) {
  const seed = 14_500_000 + g;
  const me = g % 2;
  let s = mod.setup(seed, 2, { special }) as KwState;
  for (let seq = 0; s.phase !== 'finished'; seq++) {
    const seat = s.current;
    const random = new Prng(seedPrng(deriveSeed(seed, seq, seat)));
    let move: KwMove;
    if (seat === me) {
      const t0 = process.hrtime.bigint();
      move = mod.robotMove(s, seat, random) as KwMove;
      const t = Number(process.hrtime.bigint() - t0) / 1e6;
      ms += t;
      decisions++;
      slowest = Math.max(slowest, t);
      if (move.type === 'research') add('research actions');
      if (move.type === 'action' && move.action === 'research') add('research tile actions');
      if (move.type === 'daimler') add('Daimler markers');
      if (move.type === 'diesel') add('Diesel markers');
      if (move.type === 'price' && move.boost) add('Horch/Maybach markers');
      if (move.type === 'benz' && move.pref) add('Benz markers');
      if (move.type === 'buyer') add('buyers taken');
      if (move.type === 'price') add('cars to the market');
      if (move.type === 'gpcar') add('Grand Prix engines installed');
      if (move.type === 'tile' && /^[ABC]/.test(move.tile)) add('special tiles');
      if (move.type === 'tile' && (move.tile === 'T6' || move.tile === 'T7')) add('Grand Prix tiles');
    } else {
      const legal = mod.legalMoves(s, seat);
      move = against === 'random' ? legal[random.int(legal.length)] : (previous(s, seat, random) as KwMove);
    }
    const before = s;
    s = mod.apply(s, seat, move) as KwState;
    if (s.lastScore && s.lastScore !== before.lastScore && (s.round !== before.round || s.phase === 'finished')) {
      const mine = s.lastScore.gp.find((x) => x.seat === me);
      add('Grand Prix laps', mine ? mine.laps : 0);
      if (mine && mine.place === 1) add('Grand Prix wins');
    }
  }
  add('engineers held at the end', s.players[me].engineers.length);
  const out = mod.outcome(s);
  const money = out.scores!;
  add('money', money[me]);
  add('opponent money', money[1 - me]);
  points += out.ranks![me] < out.ranks![1 - me] ? 1 : out.ranks![me] === out.ranks![1 - me] ? 0.5 : 0;
}
console.log(`robot vs ${against}${special ? ' (special tiles)' : ''}: ${games} games, score ${((100 * points) / games).toFixed(1)} %; ${(ms / decisions).toFixed(2)} ms/decision, slowest ${slowest.toFixed(0)} ms`);
for (const [k, v] of Object.entries(sum).sort()) console.log(`  ${k}: ${(v / games).toFixed(2)} per game`);
