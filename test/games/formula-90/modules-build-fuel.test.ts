/**
 * The advanced modules „Rennwagenausbau", „Treibstoffmanagement" and „Superschneller Roboter",
 * each on its own and together: the worked examples F90-E17 (qualifying with fuel bids) and F90-E18
 * (Bob's pit stop in lap 10), and the derived tests F90-D02 (fuel bids) and F90-D03 (car build).
 */
import { BUILD_TABLE } from '../../../src/games/formula-90/data/car-sheets';
import { ROBOT_MOVE, robotTile } from '../../../src/games/formula-90/data/robot-tiles';
import { boxOfLap, lastLap, trackOf } from '../../../src/games/formula-90/data/tracks';
import { callRobotsIn } from '../../../src/games/formula-90/rules/robot-cars';
import { robotMove } from '../../../src/games/formula-90/robots';
import { eliminate } from '../../../src/games/formula-90/rules/damage';
import { extraChoices } from '../../../src/games/formula-90/rules/fuel';
import { car, sectionOf } from '../../../src/games/formula-90/rules/order';
import { fuelBonus, setup } from '../../../src/games/formula-90/rules/setup';
import type { F90Options, F90State, FuelBid } from '../../../src/games/formula-90/rules/state';
import { view } from '../../../src/games/formula-90/view/view';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { ALAN, BOB, CARL, DIRK, MONZA, act, arrange, legalMoves, qualifyAsInExample, toAct } from './helpers';

const ADVANCED: F90Options = { ...MONZA, abilities: true, carBuild: true, fuel: true, superfast: true };

/** The four example players with their sheets (no build) and hands; no new hands. */
function players(options: F90Options, seed = 1, rulesVersion?: number): F90State {
  let s = setup(seed, 4, options, rulesVersion);
  const sheets = ['italy', 'germany', 'france', 'britain'] as const;
  for (const seat of [ALAN, BOB, CARL, DIRK]) {
    s = act(s, seat, { type: 'sheet', sheet: sheets[seat], side: 0 });
    if (options.carBuild) s = act(s, seat, { type: 'build', chips: 2, hand: 2, slots: 2 });
  }
  for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'mulligan', redraw: false });
  return s;
}

describe('„TREIBSTOFFMANAGEMENT" (F90-D02): the fuel bid', () => {
  it('8/10/12/14/16 laps give +2/+1/0/−1/−2 on the qualifying value', () => {
    expect(([8, 10, 12, 14, 16] as FuelBid[]).map(fuelBonus)).toEqual([2, 1, 0, -1, -2]);
  });

  it('the card and the bid are one secret choice: every hand card with each of the five bids', () => {
    const s = players({ ...MONZA, fuel: true });
    const legal = legalMoves(s, ALAN);
    expect(legal).toHaveLength(s.players[ALAN].hand.length * 5);
    expect(new Set(legal.map((m) => (m.type === 'qualify' ? m.fuel : null)))).toEqual(new Set([8, 10, 12, 14, 16]));
  });

  it('the bid stays secret until the grid is formed: the others see only that a card lies there', () => {
    let s = players({ ...MONZA, fuel: true });
    const card = s.players[ALAN].hand[0];
    s = act(s, ALAN, { type: 'qualify', card, fuel: 14 });
    expect(view(s, ALAN).players[ALAN].fuelBid).toBe(14);
    for (const other of [BOB, CARL, DIRK, null]) {
      const v = view(s, other).players[ALAN];
      expect(v.fuelBid).toBeNull();
      expect(v.qualiCard).toBeNull();
      expect(v.qualified).toBe(true);
    }
    expect(JSON.stringify(view(s, BOB))).not.toContain('"fuelBid":14');
  });
});

describe('F90-E17 — qualifying with fuel bids („BEISPIEL", advanced game)', () => {
  // Alan +2(76) with 10 laps, Bob +4(11) with 10, Carl +3(43) with 12, Dirk +4(55) with 16; the robots
  // draw SUPERSCHNELL +5(30)/10 and +4(10)/10, SCHNELL +4(20)/10 and +3(45)/16, LANGSAM +3(35)/10
  // and +2(55)/16. Bob's „+2, weil er die QUALIFYING Fähigkeit hat" belongs to the driver abilities
  // (another module): without it Bob is +5(11) — still ahead of SUPERSCHNELL 1's +5(30), so the grid
  // is the text's.
  function qualifyExample(seed: number): F90State {
    return qualifyAsInExample(players({ ...MONZA, fuel: true, superfast: true }, seed));
  }

  it('the values with the bids, the grid and the fuel laps', () => {
    const s = qualifyExample(1);
    const grid = s.events.find((e) => e.k === 'grid');
    if (grid?.k !== 'grid') throw new Error('no grid');
    const rows = grid.cars.map((g) => `${g.tile ? robotTile(g.tile).kind : `p${car(s, g.car).seat}`} +${g.move}(${g.test}) ${g.fuel}`);
    expect(rows.slice(0, 8)).toEqual([
      `p${BOB} +5(11) 10`,
      'superfast +5(30) 10',
      'superfast +4(10) 10',
      'fast +4(20) 10',
      'slow +3(35) 10',
      `p${CARL} +3(43) 12`,
      'fast +3(45) 16',
      `p${ALAN} +3(76) 10`,
    ]);
    // „Dirk und der Roboter LANGSAM 2 haben genau denselben Qualifyingwert und Prüffaktor, so dass per Zufall entschieden wird"
    expect(new Set(rows.slice(8))).toEqual(new Set([`p${DIRK} +2(55) 16`, 'slow +2(55) 16']));
    const track = trackOf('monza');
    expect(s.players.map((p) => p.fuelLap)).toEqual([10, 10, 12, 16]);
    expect(s.players.map((p) => p.fuelBox)).toEqual([10, 10, 12, 16].map((lap) => boxOfLap(track, lap)));
    const tiles = s.robotFuel.map((f) => `${f.kind} ${f.box}`).sort();
    expect(tiles).toEqual(['fast 9', 'fast 14', 'slow 14', 'slow 9', 'superfast 9', 'superfast 9'].sort());
  });

  it('the tie of Dirk and LANGSAM 2 is decided by lot: both orders occur', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12 && orders.size < 2; seed++) {
      const s = qualifyExample(seed);
      orders.add(s.grid.slice(8).map((id) => (car(s, id).seat === DIRK ? 'Dirk' : 'robot')).join(' '));
    }
    expect(orders).toEqual(new Set(['Dirk robot', 'robot Dirk']));
  });

  it('the robots qualify with the advanced side of their tiles only under fuel management', () => {
    let s = players({ ...MONZA, superfast: true });
    s.robotTiles = ['superfast-3', 'superfast-4', 'fast-3', 'fast-9', 'slow-3', 'slow-9'];
    for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'qualify', card: s.players[seat].hand[0] });
    const grid = s.events.find((e) => e.k === 'grid');
    if (grid?.k !== 'grid') throw new Error('no grid');
    for (const g of grid.cars.filter((x) => x.tile)) {
      expect(g.move).toBe(robotTile(g.tile!).basic.move);
      expect(g.fuel).toBeUndefined();
    }
  });
});

describe('F90-E18 — Bob refuels in lap 10 („BEISPIEL", advanced game)', () => {
  /** Round of lap 10: Bob leads and is to play; his tile lies on lap 10. */
  function lap10(): F90State {
    let s = players({ ...MONZA, fuel: true, superfast: true });
    for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'qualify', card: s.players[seat].hand[0], fuel: 10 });
    for (const seat of s.grid.map((id) => car(s, id).seat).filter((x): x is number => x !== null)) s = act(s, seat, { type: 'strategy', strategy: 'hazard' });
    // the race goes on until Bob is to begin his turn in the round of lap 10 (arranged)
    const track = trackOf('monza');
    s.turn = null;
    s.battle = null;
    s.box = boxOfLap(track, 10);
    const robots = s.cars.filter((c) => c.seat === null).map((c) => c.id);
    arrange(s, { 12: ['p1'], 11: ['p0', 'p2', 'p3'], 10: robots.slice(0, 5), 9: robots.slice(5) });
    for (const c of s.cars) {
      c.moved = c.id !== 'p1';
      c.justPit = false;
    }
    s.lead = 'p1';
    s.robotFuel = [];
    s.turn = { car: 'p1', seat: BOB, step: 'begin', drawn: [], played: [], checks: [], used: [], hazard: 0, mp: 0, laneBonus: 0, lapping: null, braked: false, freePass: false, bwOvertake: false, entered: 0, from: car(s, 'p1').pos, passed: [] };
    s.events = [];
    return s;
  }

  it('his stop is due: only the pit stop, with 0 … n extra sections of fuel', () => {
    const s = lap10();
    const track = trackOf('monza');
    const legal = legalMoves(s, BOB);
    expect(legal.every((m) => m.type === 'pit')).toBe(true);
    // 10 laps to lap 20; the race runs to lap 30: 4 extra sections (12 laps) carry him past it
    expect(lastLap(track)).toBe(30);
    expect(legal.map((m) => (m.type === 'pit' ? m.extra : null))).toEqual([0, 1, 2, 3, 4]);
  });

  it('fuel for 13 laps: pit time −7 (−6 at Monza, −1 for 3 more laps), the tile moves to lap 23', () => {
    let s = lap10();
    const from = car(s, 'p1').pos;
    s = act(s, BOB, { type: 'pit', extra: 1 });
    expect(car(s, 'p1').pos).toBe(from - 7);
    expect(s.players[BOB].fuelLap).toBe(23);
    expect(s.players[BOB].fuelBox).toBe(boxOfLap(trackOf('monza'), 23));
    const pit = s.events.find((e) => e.k === 'pit');
    expect(pit).toMatchObject({ car: 'p1', forced: true, extra: 1, fuelLap: 23 });
  });

  it('16 laps: pit time −8, tile on lap 26; enough to the finish: no tile any more', () => {
    let s = lap10();
    const from = car(s, 'p1').pos;
    s = act(s, BOB, { type: 'pit', extra: 2 });
    expect(car(s, 'p1').pos).toBe(from - 8);
    expect(s.players[BOB].fuelLap).toBe(26);
    let t = lap10();
    t = act(t, BOB, { type: 'pit', extra: 4 });
    expect(sectionOf(t, car(t, 'p1').pos)).toBe(sectionOf(t, from - 10));
    expect(t.players[BOB].fuelLap).toBeNull();
    expect(t.players[BOB].fuelBox).toBeNull();
    expect(extraChoices(t, t.players[BOB])).toEqual([0]);
  });

  it('four robots refuel in round 10: both superfast (two tiles), the best-placed fast and slow', () => {
    const s = lap10();
    const box = boxOfLap(trackOf('monza'), 10);
    s.robotFuel = [
      { kind: 'superfast', box },
      { kind: 'superfast', box },
      { kind: 'fast', box },
      { kind: 'slow', box },
      { kind: 'fast', box: box + 4 },
      { kind: 'slow', box: box + 4 },
    ];
    callRobotsIn(s);
    const due = s.cars.filter((c) => c.fuelDue).map((c) => c.kind).sort();
    expect(due).toEqual(['fast', 'slow', 'superfast', 'superfast']);
    expect(s.robotFuel).toHaveLength(2);
  });
});

describe('„RENNWAGENS AUS RENNEN" with fuel management', () => {
  it('the fuel tile of an eliminated player leaves the counter; with re-entry he races on without one (rules version 1: at once)', () => {
    for (const reentry of [false, true]) {
      let s = players({ ...MONZA, fuel: true, reentry }, 1, 1);
      for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'qualify', card: s.players[seat].hand[0], fuel: 12 });
      expect(s.players[CARL].fuelLap).toBe(12);
      eliminate(s, car(s, 'p2'), 'damage');
      expect(s.players[CARL].fuelLap).toBeNull();
      expect(s.players[CARL].fuelBox).toBeNull();
      expect(car(s, 'p2').status === 'out').toBe(!reentry);
      expect(extraChoices(s, s.players[CARL])).toEqual([0]);
    }
  });
});

describe('„RENNWAGENAUSBAU" (F90-D03): the car build', () => {
  it('after his sheet each player builds: 1 … 3 points a category, at most 6 in all', () => {
    let s = setup(3, 3, { ...MONZA, carBuild: true });
    s = act(s, 0, { type: 'sheet', sheet: 'italy', side: 0 });
    expect(toAct(s)).toEqual([0]);
    const builds = legalMoves(s, 0);
    expect(builds.every((m) => m.type === 'build')).toBe(true);
    const keys = builds.map((m) => (m.type === 'build' ? `${m.chips}${m.hand}${m.slots}` : ''));
    expect(keys).toContain('222');
    expect(keys).toContain('123');
    expect(keys).not.toContain('332'); // 8 points: TUNING only
    expect(keys).not.toContain('330'); // every category takes a tile
    expect(builds.every((m) => m.type === 'build' && m.chips + m.hand + m.slots <= 6)).toBe(true);
    s = act(s, 0, { type: 'build', chips: 2, hand: 2, slots: 2 });
    // 2/2/2 = 10 chips, 6 cards (hand size + 1 dealt), 5 slots
    expect(s.players[0]).toMatchObject({ chipsMax: 10, chips: 10, handMax: 6, slots: 5 });
    expect(s.players[0].hand).toHaveLength(7);
    expect([BUILD_TABLE.chips[1], BUILD_TABLE.hand[1], BUILD_TABLE.slots[1]]).toEqual([10, 6, 5]);
    expect(toAct(s)).toEqual([1]);
  });

  it('with the module the sheet names the team only: one side offered, no cards before the build', () => {
    const s = setup(3, 2, { ...MONZA, carBuild: true });
    const sheets = legalMoves(s, 0);
    expect(sheets.every((m) => m.type === 'sheet' && m.side === 0)).toBe(true);
    const t = act(s, 0, { type: 'sheet', sheet: 'italy', side: 0 });
    expect(t.players[0].hand).toHaveLength(0);
  });

  it('27 tiles, 3 of each value: a fourth player cannot take a value three others took', () => {
    let s = setup(5, 5, { ...MONZA, carBuild: true });
    const sheets = ['italy', 'germany', 'france', 'britain'] as const;
    for (let seat = 0; seat < 3; seat++) {
      s = act(s, seat, { type: 'sheet', sheet: sheets[seat], side: 0 });
      s = act(s, seat, { type: 'build', chips: 1, hand: 3, slots: 2 });
    }
    s = act(s, 3, { type: 'sheet', sheet: sheets[3], side: 0 });
    const builds = legalMoves(s, 3);
    expect(builds.length).toBeGreaterThan(0);
    for (const m of builds) {
      if (m.type !== 'build') throw new Error('a build');
      expect(m.chips === 1 || m.hand === 3 || m.slots === 2).toBe(false);
    }
  });
});

describe('„Superschneller Roboter"', () => {
  it('two superfast robots with 4 movement points join every race with the module, none without', () => {
    for (const seats of [2, 4, 6]) {
      const on = setup(1, seats, { ...MONZA, superfast: true });
      const off = setup(1, seats, MONZA);
      expect(on.cars.filter((c) => c.kind === 'superfast').map((c) => c.id)).toEqual(['superfast1', 'superfast2']);
      expect(off.cars.some((c) => c.kind === 'superfast')).toBe(false);
      expect(on.robotTiles.filter((id) => id.startsWith('superfast'))).toHaveLength(10);
    }
    expect(ROBOT_MOVE.superfast).toBe(4);
  });

  it('games without the modules keep their state as before: the options hold no module keys', () => {
    expect(Object.keys(setup(1, 3, MONZA).options).sort()).toEqual(['junior', 'reentry', 'short', 'track']);
    expect(setup(1, 3, ADVANCED).options).toMatchObject({ carBuild: true, fuel: true, superfast: true });
    expect('build' in setup(1, 3, MONZA).players[0]).toBe(false);
  });
});

describe('the robot player with the modules', () => {
  it('builds a full car, bids fuel for the race and refuels to the finish when that is cheap', () => {
    let s = setup(11, 3, ADVANCED);
    const bids: number[] = [];
    const extras: number[] = [];
    for (let n = 0; s.phase !== 'over' && n < 4000; n++) {
      const seat = toAct(s)[0];
      const m = robotMove(s, seat, new Prng(seedPrng(n)));
      if (m.type === 'qualify') bids.push(m.fuel!);
      if (m.type === 'pit') extras.push(m.extra!);
      s = act(s, seat, m);
    }
    expect(s.phase).toBe('over');
    for (const p of s.players) expect(p.build!.chips + p.build!.hand + p.build!.slots).toBe(6);
    expect(bids).toHaveLength(3);
    // never the heaviest car with the lightest start's two stops, nor the other way round: a bid between
    expect(bids.every((b) => b >= 8 && b <= 16)).toBe(true);
    expect(extras.length).toBeGreaterThan(0);
  });
});
