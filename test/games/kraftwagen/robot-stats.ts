/**
 * What the robot does in a typical game (issue 14), per player and game, under the current rules
 * version: research actions, Grand Prix moves and laps (and the share of players who complete a
 * lap in a game), Grand Prix wins, engineers held at the end, engineer markers used (Daimler,
 * Diesel, Horch/Maybach, Benz), buyers taken, cars to the market, money.
 *
 *   npx tsx test/games/kraftwagen/robot-stats.ts [games=100] [self|previous|random] [seats=2] [special=0|1]
 *
 * "self": the robot in every seat. "previous" / "random": the robot in one seat (it moves first in
 * every other game) against the previous robot (bench/robots/previous/kraftwagen.ts) or a player
 * choosing uniformly among the legal moves; then its score is printed too (a win 1, a shared win
 * its share).
 */
import { deriveSeed, Prng, seedPrng } from '../../../src/engine/prng';
import { kraftwagenModule as mod } from '../../../src/games/kraftwagen';
import type { KwMove, KwState } from '../../../src/games/kraftwagen/rules/state';
import { robotMove as previous } from '../../../bench/robots/previous/kraftwagen';

const games = Number(process.argv[2] ?? 100);
const against = process.argv[3] ?? 'self';
const seats = Number(process.argv[4] ?? 2);
const special = process.argv[5] === '1';

const sum: Record<string, number> = {};
const add = (k: string, n = 1) => (sum[k] = (sum[k] ?? 0) + n);
let points = 0;
let players = 0;
for (let g = 0; g < games; g++) {
  const seed = 14_500_000 + g;
  const me = g % seats;
  const robots = Array.from({ length: seats }, (_, i) => against === 'self' || i === me);
  let s = mod.setup(seed, seats, { special }) as KwState;
  const laps = new Array<number>(seats).fill(0);
  for (let seq = 0; s.phase !== 'finished'; seq++) {
    const seat = s.current;
    const random = new Prng(seedPrng(deriveSeed(seed, seq, seat)));
    let move: KwMove;
    if (robots[seat]) {
      move = mod.robotMove(s, seat, random) as KwMove;
      if (move.type === 'research') add('research actions');
      if (move.type === 'action' && move.action === 'gp') add('Grand Prix moves');
      if (move.type === 'daimler' || move.type === 'diesel' || (move.type === 'price' && move.boost) || (move.type === 'benz' && move.pref)) add('engineer markers used');
      if (move.type === 'buyer') add('buyers taken');
      if (move.type === 'price') add('cars to the market');
    } else {
      const legal = mod.legalMoves(s, seat);
      move = against === 'random' ? legal[random.int(legal.length)] : (previous(s, seat, random) as KwMove);
    }
    const before = s;
    s = mod.apply(s, seat, move) as KwState;
    if (s.lastScore && (s.round !== before.round || s.phase === 'finished')) {
      for (const x of s.lastScore.gp) {
        if (x.seat === null || !robots[x.seat]) continue;
        add('Grand Prix laps', x.laps);
        laps[x.seat] += x.laps;
        if (x.place === 1) add('Grand Prix races won');
      }
    }
  }
  const out = mod.outcome(s);
  s.players.forEach((p, i) => {
    if (!robots[i]) return;
    players++;
    add('engineers held at the end', p.engineers.length);
    add('share completing a lap', laps[i] > 0 ? 1 : 0);
    add('money', out.scores![i]);
  });
  const best = Math.min(...out.ranks!);
  if (out.ranks![me] === best) points += 1 / out.ranks!.filter((r) => r === best).length;
}
const head = `Kraftwagen robot, ${seats} seats${special ? ', special tiles' : ''}, ${games} games`;
console.log(against === 'self' ? `${head}, the robot in every seat` : `${head} against ${against}: score ${((100 * points) / games).toFixed(1)} %`);
for (const [k, v] of Object.entries(sum).sort()) console.log(`  ${k}: ${(v / players).toFixed(2)} per player and game`);
