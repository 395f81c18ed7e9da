/**
 * Formula 90's robot player at three strengths (issue 33), over seeded robot races in worker threads
 * (test/support/robot-usage.ts; small counts: the suite is near its time limit).
 *
 * (a) Every strength drives its races to the end with legal moves only: each move goes through the
 *     module's checked apply, which throws on a move that legalMoves does not hold (the job's error
 *     fails the test), and no race stops unfinished.
 * (b) The normal robot uses what a reasonable player uses: a floor per item on its used share (not
 *     an exact number) in short races of the basic game, and over the choices before the start of
 *     advanced races (every module). The issue's findings are floors or single decisions here, and
 *     each failed with the robot before issue 33 (on these seeds): the driver abilities PITTING and
 *     QUALIFYING (never chosen: REFLEXES 36 times of 36, then TUNING), fuel bids of 12 laps or more
 *     and hard tyres (never), LUCKY, CHASE, BALANCE and SAVE TYRES (1 choice of 48); off the track
 *     a hand card every time (so the safety car hardly came out), the orange flag only against
 *     robots in front, and no stop behind the safety car unless the fuel stop was at most three
 *     rounds away.
 */
import type { RobotStrength } from '../../../src/engine/contract';
import { deriveSeed, Prng, seedPrng } from '../../../src/engine/prng';
import formula90Module from '../../../src/games/formula-90';
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import { playingCard } from '../../../src/games/formula-90/data/track-cards';
import { robotUsage } from '../../../src/games/formula-90/robots/usage';
import type { F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import { emptyUsage, measureUsage, usedShare, usedWhenWorth, type UsageResult } from '../../support/robot-usage';
import { checkStrengths, used, type Floor } from '../../support/robot-strengths';
import { ALAN, MONZA, act, give, midRace, stack } from './helpers';

const GAME = 'formula-90';
const BASE_SEED = 33_900_000;

/** Used share summed over items. */
function share(r: UsageResult, ...items: string[]): number {
  let available = 0;
  let used = 0;
  for (const item of items) {
    const c = r.items[item];
    if (!c) continue;
    // items of one choice (strategy:…, fuel:…) are each available in the same decisions: count those once
    available = Math.max(available, c.available);
    used += c.used;
  }
  return available ? used / available : 0;
}

/** Floors of the normal robot in the basic game: what it used on these seeds, with a wide margin below. */
const BASIC: Floor[] = [
  used('strategy:hazard', 0.15),
  used('strategy:bangingWheels', 0.1),
  used('action:pair', 0.3),
  used('action:battle', 0.5),
  ['late braking when the odds are good', (r) => usedWhenWorth(r, 'action:late-braking'), 0.8],
  used('action:pit', 0.005),
  used('card:red', 0.1),
  used('card:green', 0.2),
  used('card:orange', 0.15),
  used('card:yellow', 0.2),
];

/**
 * … and before the race of the advanced game (every module), where the choices of ability, fuel,
 * tyres and strategy are made: over race starts in this process (the choices before the first
 * round; cheap), each seat the normal robot.
 */
const START: Floor[] = [
  ['ability:pitting (never chosen before)', (r) => usedShare(r, 'ability:pitting'), 0.15],
  ['ability:qualifying (never chosen before)', (r) => usedShare(r, 'ability:qualifying'), 0.15],
  used('ability:reflexes', 0.1),
  ['ability:lapping (never chosen before)', (r) => usedShare(r, 'ability:lapping'), 0.1],
  ['fuel bid of 12 laps or more (never before)', (r) => share(r, 'fuel:12', 'fuel:14', 'fuel:16'), 0.15],
  ['tyre:hard (never before)', (r) => usedShare(r, 'tyre:hard'), 0.15],
  used('tyre:soft', 0.05),
  ['LUCKY, CHASE, BALANCE or SAVE TYRES (1 of 48 before)', (r) => share(r, 'strategy:lucky', 'strategy:chase', 'strategy:balance', 'strategy:saveTyres'), 0.08],
];

/** The normal robot's choices before the first round of `n` advanced races of four seats. */
function raceStarts(n: number): UsageResult {
  const mod = formula90Module;
  const r = emptyUsage();
  for (let i = 0; i < n; i++) {
    const seed = BASE_SEED + 500 + i;
    let s = mod.setup(seed, 4, mod.optionsSchema.parse({ advanced: true }));
    for (let seq = 0; s.phase !== 'race' && s.phase !== 'over'; seq++) {
      const seat = mod.toAct(s)[0];
      const move = mod.robotMove(s, seat, new Prng(seedPrng(deriveSeed(seed, seq, seat))));
      for (const u of robotUsage(s, seat, move)) {
        const c = (r.items[u.item] ??= { available: 0, used: 0, worth: 0, usedWhenWorth: 0 });
        c.available++;
        if (u.used) c.used++;
      }
      s = mod.apply(s, seat, move);
      r.decisions++;
    }
    r.games++;
  }
  return r;
}

// ---- The findings about the off-track line and the safety car, decision by decision ----------

const OFF_TRACK: F90Options = { ...MONZA, offTrack: true };
const plain = (move: number) => RACE_CARDS.filter((x) => x.move === move && x.check === null && x.damage === 0 && x.draw === 0 && !x.weather && !x.flag).sort((a, b) => a.tyres - b.tyres)[0].no;
const fromDeck = (s: F90State, lo: number, hi: number) => s.deck.find((x) => RACE_CARDS[x - 1].test >= lo && RACE_CARDS[x - 1].test <= hi)!;
/** Three fast green cards, each passing a test against 75 or 50. */
const FAST = RACE_CARDS.filter((c) => c.type === 'movement' && c.move >= 3 && c.damage === 0 && c.test >= 20 && c.test <= 45).map((c) => c.no).slice(0, 3);

/** Alan, alone before Monza's braking section `section`, holding FAST, flies off there: the line's first test is his. */
function alanOff(section: number): F90State {
  let s = midRace({ box: 5, options: OFF_TRACK, sections: { [section - 1]: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'balance' } });
  s.discard.unshift(...s.players[ALAN].hand);
  s.players[ALAN].hand = [];
  give(s, ALAN, [plain(1), ...FAST]);
  stack(s, [fromDeck(s, 90, 96)]); // the card he draws passes nothing
  s = act(s, ALAN, { type: 'draw', from: 'deck' });
  s = act(s, ALAN, { type: 'play', cards: [plain(1)], pay: [], tests: [], top: null });
  stack(s, [fromDeck(s, 97, 99)]);
  s = act(s, ALAN, { type: 'brake', yes: true });
  expect(s.turn?.step).toBe('offTest');
  return s;
}

/** A SLOW robot, its move ended in Monza's braking section 12 (line: test 50, safety car), asks Alan, holder of the orange flag. */
function orangeAsk(alan: number, bob: number): F90State {
  const s = midRace({ box: 5, options: { ...OFF_TRACK, flags: true }, sections: { [bob]: ['p1'], [alan]: ['p0'], 12: ['slow1'] }, waiting: ['p0'] });
  s.flags!.orange = 'p0';
  s.orangeAsk = 'slow1';
  return s;
}

const normalMove = (s: F90State, seat: number) => formula90Module.robotMove(s, seat, new Prng(seedPrng(1)));

describe('Formula 90 robot player at three strengths', () => {
  const results: Partial<Record<RobotStrength, UsageResult>> = {};
  const games: Record<RobotStrength, number> = { beginner: 1, normal: 2, strong: 1 };

  beforeAll(async () => {
    const short = { short: true };
    const [beginner, normal, strong] = await Promise.all([
      measureUsage({ game: GAME, seats: 2, options: { ...short, advanced: true }, strength: 'beginner', baseSeed: BASE_SEED, games: games.beginner, chunk: 1 }),
      measureUsage({ game: GAME, seats: 6, options: short, strength: 'normal', baseSeed: BASE_SEED, games: games.normal, chunk: 1 }),
      measureUsage({ game: GAME, seats: 2, options: short, strength: 'strong', baseSeed: BASE_SEED, games: games.strong, chunk: 1 }),
    ]);
    Object.assign(results, { beginner, normal, strong });
  }, 240_000);

  checkStrengths(results, { games, perGame: 50, floors: BASIC, legalName: '%s drives only legal moves, every race to its end', floorName: 'the normal robot uses %s (floor, basic game)' });

  describe('before the advanced race', () => {
    const starts = raceStarts(12);
    it.each(START)('the normal robot uses %s (floor)', (_name, measure, floor) => {
      expect(measure(starts)).toBeGreaterThanOrEqual(floor);
    });
  });

  // „ABSEITS DER BAHN": „Wenn es ein Spieler ist, kann er eine Karte aus seiner Hand benutzen … oder ein Blindtest sein"
  it('off the track, a mild line is tested blind, a fast hand card kept (it used a hand card every time before)', () => {
    const s = alanOff(1); // Monza 1: test 75, then 1 tyre chip and a handicap of 1
    expect(normalMove(s, ALAN)).toEqual({ type: 'offTest', with: 'blind' });
  });

  it('off the track, where a failure crashes the car, a hand card that passes', () => {
    const s = alanOff(12); // Monza 12: test 50, then the safety car (the car is out)
    const move = normalMove(s, ALAN);
    expect(move.type === 'offTest' && move.with !== 'blind' && playingCard(move.with).test <= 50).toBe(true);
  });

  // „ORANGE FLAGGE": „kann er einen Roboter zwingen, der seine Bewegung in einem Bremsabschnitt beendet, eine späte Bremsung zu versuchen"
  it('the orange flag makes a robot behind brake late where a crash brings out the safety car, when that closes the gap to the leader (never before)', () => {
    expect(normalMove(orangeAsk(14, 21), ALAN)).toEqual({ type: 'orange', force: true });
    expect(normalMove(orangeAsk(21, 14), ALAN)).toEqual({ type: 'orange', force: false }); // Alan leads: the safety car would close Bob up
  });

  // „SAFETY CAR": „wer einen Boxenstopp durchführt, wird einen Abschnitt hinter den letzten Rennwagen auf der Bahn gestellt"
  it('behind the safety car it makes the stop still due (not before, six rounds early)', () => {
    const s = midRace({ box: 5, options: OFF_TRACK, sections: { 10: ['p0'], 12: ['p1'] }, waiting: ['p0'] });
    s.safetyCar = { box: s.box };
    s.players[ALAN].fuelBox = s.box + 6;
    expect(normalMove(s, ALAN)).toEqual({ type: 'pit' });
  });
});
