/** The designed tracks of Formula 90, checked against every fact and distance the rule text fixes. */
import { HUNGARORING } from '../../../src/games/formula-90/data/hungaroring';
import { MONZA } from '../../../src/games/formula-90/data/monza';
import { LANE_COLOUR_WORD, LaneColour, Track } from '../../../src/games/formula-90/data/track-types';
import {
  TRACKS,
  TRACK_IDS,
  boxOfLap,
  brakingSectionBefore,
  curveCount,
  curveName,
  curveSections,
  findLaneLine,
  gridSection,
  inLastStage,
  lastBox,
  lastLap,
  laneLines,
  nextSection,
  pitStopSection,
  previousSection,
  robotLaneLine,
  section,
  sectionCount,
  sectionDistance,
  stageOfBox,
  startsStage,
  trackOf,
} from '../../../src/games/formula-90/data/tracks';

const ALL: Track[] = [MONZA, HUNGARORING];
const NONE: ReadonlySet<string> = new Set();

/** Where a car ends after `mp` sections from `from` on an empty track. */
const ahead = (t: Track, from: number, mp: number) => nextSection(t, from, mp);
const colours = (t: Track, i: number) => laneLines(t, i).map((l) => [l.colour, l.bonus]);

describe('Monza: the facts the text quotes', () => {
  const t = MONZA;
  const r1 = curveSections(t, 1);
  const brake1 = brakingSectionBefore(t, 1)!;

  it('the track by id; pit time 6 („Runde 8", „BEISPIEL": -6 is the basic time in Monza)', () => {
    expect(trackOf('monza')).toBe(MONZA);
    expect(t.name).toBe('Monza');
    expect(t.pitTime).toBe(6);
  });

  it('curve 1, the Variante del Rettifilo: two sections, battle +3, a red +1 line in the 2nd', () => {
    expect(r1).toHaveLength(2);
    expect(r1[1]).toBe(nextSection(t, r1[0]));
    expect(curveName(t, 1)).toBe('Variante del Rettifilo');
    expect(r1.map((i) => section(t, i).battle)).toEqual([3, 3]);
    expect(colours(t, r1[1])).toContainEqual(['acceleration', 1]);
  });

  it('the braking section before curve 1: a +2 line and a green +1 line, right before the curve', () => {
    expect(nextSection(t, brake1)).toBe(r1[0]);
    expect(laneLines(t, brake1).some((l) => l.bonus === 2)).toBe(true);
    expect(colours(t, brake1)).toContainEqual(['movement', 1]);
  });

  it('curve 3 is the Variante della Roggia; its braking section: target 50 and a green line', () => {
    const b = brakingSectionBefore(t, 3)!;
    expect(curveName(t, 3)).toBe('Variante della Roggia');
    expect(section(t, b).brake).toBe(50);
    expect(laneLines(t, b).map((l) => l.colour)).toContain('movement');
  });

  it('the braking section before curve 4: target 75 and a green line; curve 5 has a red line', () => {
    const b = brakingSectionBefore(t, 4)!;
    expect(section(t, b).brake).toBe(75);
    expect(laneLines(t, b).map((l) => l.colour)).toContain('movement');
    expect(curveSections(t, 5).flatMap((i) => laneLines(t, i).map((l) => l.colour))).toContain('acceleration');
  });

  it('„Monza, Runde 18": before the Variante Ascari target 50, off-track line [test vs 50 → Ausfall/SC]', () => {
    const ascari = [...Array(curveCount(t)).keys()].map((k) => k + 1).find((c) => curveName(t, c) === 'Variante Ascari')!;
    const b = brakingSectionBefore(t, ascari)!;
    expect(section(t, b).brake).toBe(50);
    expect(section(t, b).offTrack!.icons).toEqual([{ kind: 'test', target: 50 }, { kind: 'safetyCar' }]);
  });

  it('the Parabolica has at least two sections („erster Abschnitt der Parabolica")', () => {
    expect(curveSections(t, 7).length).toBeGreaterThanOrEqual(2);
    expect(curveName(t, 7)).toBe('Parabolica');
  });

  it('the seven curves in the real order, numbered as the text numbers them', () => {
    expect(curveCount(t)).toBe(7);
    expect([1, 2, 3, 4, 5, 6, 7].map((c) => curveName(t, c))).toEqual([
      'Variante del Rettifilo',
      'Curva Grande',
      'Variante della Roggia',
      'Lesmo 1',
      'Lesmo 2',
      'Variante Ascari',
      'Parabolica',
    ]);
  });
});

describe('Monza: the distances of the examples', () => {
  const t = MONZA;
  const [r1a, r1b] = curveSections(t, 1);
  const brake1 = brakingSectionBefore(t, 1)!;
  const brake3 = brakingSectionBefore(t, 3)!;
  const brake4 = brakingSectionBefore(t, 4)!;
  const slot = (n: number) => gridSection(t, n);

  it('„Runde 1": from the front grid section Bob (+4) reaches the 2nd section of curve 1, the fast robot (+3) the 1st, the slow robot (+2) the braking section', () => {
    expect(ahead(t, slot(1), 4)).toBe(r1b);
    expect(ahead(t, slot(2), 3)).toBe(r1a);
    expect(ahead(t, slot(3), 2)).toBe(brake1);
    // the robot takes the +2 line; Carl (slot 4) moves four sections to Bob's
    expect(robotLaneLine(t, brake1, NONE)!.bonus).toBe(2);
    expect(ahead(t, slot(4), 4)).toBe(r1b);
  });

  it('„Runde 1": slots 5–8 one section further back: the second fast robot (+3) ends on the green line, Alan enters the braking section with 3 points', () => {
    expect(ahead(t, slot(5), 3)).toBe(brake1);
    const plus2 = robotLaneLine(t, brake1, NONE)!;
    const next = robotLaneLine(t, brake1, new Set([plus2.id]))!;
    expect([next.colour, next.bonus]).toEqual(['movement', 1]);
    expect(ahead(t, slot(6), 3)).toBe(brake1);
    expect(sectionDistance(t, slot(7), brake1)).toBe(3);
    // the last slow robot (+2) stops one section before the braking section, where no line gives it a bonus
    expect(ahead(t, slot(8), 2)).toBe(previousSection(t, brake1));
    expect(laneLines(t, ahead(t, slot(8), 2))).toEqual([]);
  });

  it('„Runde 2": Bob and Carl (+4) from the 2nd section of curve 1 reach the braking section before curve 4 (green line)', () => {
    expect(ahead(t, r1b, 4)).toBe(brake4);
    expect(laneLines(t, brake4).map((l) => l.colour)).toContain('movement');
  });

  it('„Runde 2": Carl brakes late there and advances 2 sections (HAZARD) through curve 4 onto the red line in curve 5', () => {
    expect(section(t, nextSection(t, brake4)).curve).toBe(4);
    expect(curveSections(t, 4)).toEqual([nextSection(t, brake4)]);
    const landing = ahead(t, brake4, 2);
    expect(section(t, landing)).toMatchObject({ type: 'curve', curve: 5 });
    expect(laneLines(t, landing).map((l) => l.colour)).toContain('acceleration');
  });

  it('„Runde 2": the fast robot in curve 1 (no line there) moves 3 onto the green line before the Roggia, the best line there', () => {
    expect(laneLines(t, r1a)).toEqual([]);
    expect(ahead(t, r1a, 3)).toBe(brake3);
    expect(robotLaneLine(t, brake3, NONE)!.colour).toBe('movement');
  });

  it('„Runde 2": from the braking section before curve 1 the slow robot (2 + 2), the second fast robot (3 + 1), Alan and Dirk (4) all reach the braking section before the Roggia', () => {
    expect(ahead(t, brake1, 2 + 2)).toBe(brake3);
    expect(ahead(t, brake1, 3 + 1)).toBe(brake3);
  });

  it('„Runde 8": A, N, M, B, C, D, E (pit time 6) lie as the figures show', () => {
    const A = 10;
    const N = nextSection(t, A);
    const M = nextSection(t, A, 2);
    const B = previousSection(t, A);
    const D = pitStopSection(t, A); // Carl pits from A
    const E = pitStopSection(t, B); // Alan pits from B
    const C = curveSections(t, 3)[0]; // the Variante della Roggia
    // A: Carl and Bob, no position battle there
    expect(section(t, A).type).toBe('straight');
    // B: a curve (Alan declines a battle) where the fast robot has a +2 line and moves 5 to M, where
    // everybody stops behind Bob (a braking section: no overtaking, robots never brake late)
    expect(section(t, B).type).toBe('curve');
    expect(robotLaneLine(t, B, NONE)!.bonus).toBe(2);
    expect(sectionDistance(t, B, M)).toBeLessThanOrEqual(3 + 2);
    expect(section(t, M).type).toBe('braking');
    // the play order after N: B, then C (the Roggia), then D and E, each further back
    const back = (s: number) => sectionDistance(t, s, A);
    expect(back(B)).toBeLessThan(back(C));
    expect(back(C)).toBeLessThan(back(D));
    expect(back(D)).toBeLessThan(back(E));
    expect([A, N, M, B, C, D, E]).toEqual([10, 11, 12, 9, 6, 4, 3]);
  });

  it('lapping Abb. 1–2: a braking section with a +2 line, one curve section, then a straight (at the Ascari)', () => {
    const X = brakingSectionBefore(t, 6)!;
    expect(robotLaneLine(t, X, NONE)!.bonus).toBe(2);
    expect(curveSections(t, 6)).toEqual([nextSection(t, X)]);
    expect(section(t, nextSection(t, X, 2)).type).toBe('straight');
  });

  it('lapping Abb. 3: after the braking section comes the first section of the Parabolica', () => {
    expect(nextSection(t, brakingSectionBefore(t, 7)!)).toBe(curveSections(t, 7)[0]);
  });

  it('track cards (A, B, C): the braking section before curve 3, curve 3, then the braking section of curve 4', () => {
    expect(nextSection(t, brake3)).toBe(curveSections(t, 3)[0]);
    expect(curveSections(t, 3)).toHaveLength(1);
    expect(nextSection(t, brake3, 2)).toBe(brake4);
  });

  it('„BEISPIEL" (advanced): 3 laps of extra fuel make Bob\'s pit time 7', () => {
    expect(pitStopSection(t, 10, t.pitTime + 1)).toBe(previousSection(t, 10, 7));
  });
});

describe('Monza: the lap counter', () => {
  const t = MONZA;

  it('24 game rounds, 30 laps; the rounds of the examples (1, 2, 8, 10, 18) exist, 1, 2, 8 and 10 as single laps', () => {
    expect(t.lapCounter.boxes).toHaveLength(24);
    expect(lastLap(t)).toBe(30);
    for (const lap of [1, 2, 8, 10]) expect(t.lapCounter.boxes[boxOfLap(t, lap)].laps).toEqual([lap, lap]);
    expect(boxOfLap(t, 18)).toBeGreaterThanOrEqual(0);
  });

  it('„BEISPIEL": Bob refuels at lap 10 up to lap 23, which is not beyond the race; 10 more laps from 23 end it', () => {
    expect(boxOfLap(t, 23)).toBeGreaterThanOrEqual(0);
    expect(23).toBeLessThanOrEqual(lastLap(t));
    expect(23 + 10).toBeGreaterThan(lastLap(t));
  });
});

describe.each(ALL.map((t) => [t.id, t] as const))('%s: integrity', (_id, t) => {
  const n = sectionCount(t);

  it('lane lines: ids s<section>-<colour> unique on the track, at most 2 a section, outer ranks 0 … n−1, bonus +1 or +2', () => {
    const ids = t.sections.flatMap((s) => s.lanes.map((l) => l.id));
    expect(new Set(ids).size).toBe(ids.length);
    t.sections.forEach((s, i) => {
      expect(s.lanes.length).toBeLessThanOrEqual(2);
      expect(s.lanes.map((l) => l.outer)).toEqual(s.lanes.map((_, k) => k));
      for (const l of s.lanes) {
        expect(l.id).toBe(`s${i}-${LANE_COLOUR_WORD[l.colour]}`);
        expect([1, 2]).toContain(l.bonus);
        expect(findLaneLine(t, l.id)).toEqual({ section: i, line: l });
      }
    });
  });

  it('all four colours of lane lines; lines in about half the sections', () => {
    const used = new Set(t.sections.flatMap((s) => s.lanes.map((l) => l.colour)));
    expect([...used].sort()).toEqual((Object.keys(LANE_COLOUR_WORD) as LaneColour[]).sort());
    const withLines = t.sections.filter((s) => s.lanes.length > 0).length;
    expect(withLines / n).toBeGreaterThanOrEqual(0.4);
    expect(withLines / n).toBeLessThanOrEqual(0.6);
  });

  it('only curve sections have a battle modifier (every one of them, between −3 and +3) and a name', () => {
    t.sections.forEach((s) => {
      if (s.type === 'curve') {
        expect(Number.isInteger(s.battle)).toBe(true);
        expect(Math.abs(s.battle!)).toBeLessThanOrEqual(3);
      } else {
        expect(s.battle).toBeUndefined();
        expect(s.name).toBeUndefined();
      }
    });
  });

  it('curves numbered 1 … k in race direction, each in consecutive sections sharing its modifier and name', () => {
    const k = curveCount(t);
    const order = t.sections.filter((s) => s.type === 'curve').map((s) => s.curve);
    expect([...new Set(order)]).toEqual(Array.from({ length: k }, (_, c) => c + 1));
    for (let c = 1; c <= k; c++) {
      const secs = curveSections(t, c);
      secs.forEach((s, i) => {
        if (i > 0) expect(s).toBe(nextSection(t, secs[i - 1]));
        expect(section(t, s).battle).toBe(section(t, secs[0]).battle);
        expect(section(t, s).name).toBe(section(t, secs[0]).name);
      });
    }
  });

  it('braking sections: a target of 25, 50 or 75, right before the first section of their curve; others have no target', () => {
    t.sections.forEach((s, i) => {
      if (s.type === 'braking') {
        expect([25, 50, 75]).toContain(s.brake);
        expect(nextSection(t, i)).toBe(curveSections(t, s.curve!)[0]);
        expect(brakingSectionBefore(t, s.curve!)).toBe(i);
      } else {
        expect(s.brake).toBeUndefined();
        expect(s.offTrack).toBeUndefined();
      }
      if (s.type === 'straight') expect(s.curve).toBeUndefined();
    });
  });

  it('off-track lines: on every braking section; a test against its target first, tests only against it, Ausfall last; re-entry into the curve\'s first section', () => {
    t.sections.forEach((s, i) => {
      if (s.type !== 'braking') return;
      const { icons, reentry } = s.offTrack!;
      expect(icons[0]).toEqual({ kind: 'test', target: s.brake });
      icons.forEach((ic, k) => {
        if (ic.kind === 'test') expect(ic.target).toBe(s.brake);
        if (ic.kind === 'out' || ic.kind === 'safetyCar') expect(k).toBe(icons.length - 1);
        if (ic.kind === 'tyres' || ic.kind === 'damage' || ic.kind === 'handicap') expect(ic.n).toBeGreaterThanOrEqual(1);
      });
      expect(reentry).toBe(nextSection(t, i));
      expect(section(t, reentry).type).toBe('curve');
    });
  });

  it('the grid: 12 slots, 4 a section, on the straight right behind the start/finish line, slot 1 in front', () => {
    expect(t.grid).toHaveLength(12);
    expect(t.grid.slice(0, 4)).toEqual([n - 1, n - 1, n - 1, n - 1]);
    expect(t.grid.slice(4, 8)).toEqual([n - 2, n - 2, n - 2, n - 2]);
    expect(t.grid.slice(8, 12)).toEqual([n - 3, n - 3, n - 3, n - 3]);
    for (const g of [...t.grid, 0]) expect(section(t, g).type).toBe('straight');
    expect(() => gridSection(t, 13)).toThrow();
  });

  it('the lap counter: boxes of consecutive laps from 1; rows cover every box once, in order; first and last box a single lap', () => {
    const { boxes, rows } = t.lapCounter;
    expect(boxes[0].laps[0]).toBe(1);
    boxes.forEach((b, i) => {
      expect(b.laps[1]).toBeGreaterThanOrEqual(b.laps[0]);
      if (i > 0) expect(b.laps[0]).toBe(boxes[i - 1].laps[1] + 1);
    });
    expect(rows.flat()).toEqual(boxes.map((_, i) => i));
    expect(boxes.some((b) => b.laps[1] > b.laps[0])).toBe(true); // „Einige Felder stellen zwei oder mehr Bahnrunden dar"
    expect(boxes[0].laps).toEqual([1, 1]);
    expect(boxes[boxes.length - 1].laps[0]).toBe(lastLap(t));
  });

  it('a race of 24 game rounds; the short race: about a third shorter, ending with a race stage', () => {
    const boxes = t.lapCounter.boxes.length;
    expect(boxes).toBe(24);
    const short = lastBox(t, true) + 1;
    expect(short / boxes).toBeGreaterThanOrEqual(0.6);
    expect(short / boxes).toBeLessThanOrEqual(0.72);
    const row = t.lapCounter.rows[stageOfBox(t, lastBox(t, true))];
    expect(row[row.length - 1]).toBe(lastBox(t, true));
  });

  it('fuel laps: 8, 10, 12, 14 (basic) in four single-lap boxes in the middle of the race; 8 … 16 (advanced bids) inside the short race too', () => {
    const boxes = t.lapCounter.boxes.length;
    const fuel = [8, 10, 12, 14].map((lap) => boxOfLap(t, lap));
    expect(new Set(fuel).size).toBe(4);
    fuel.forEach((b, k) => expect(t.lapCounter.boxes[b].laps).toEqual([8 + 2 * k, 8 + 2 * k]));
    expect(fuel[0] / boxes).toBeGreaterThanOrEqual(0.25);
    expect((fuel[3] + 1) / boxes).toBeLessThanOrEqual(0.6);
    expect(16).toBeLessThanOrEqual(lastLap(t, true));
  });

  it('a one-stop race (16 laps at the start, 10 a stop, +1 pit section a 3 laps more) costs 8 sections in the pits', () => {
    // the fuel tile must end beyond the last lap, or the car has to refuel again
    let extra = 0;
    while (16 + 10 + 3 * extra <= lastLap(t)) extra++;
    expect(t.pitTime + extra).toBe(8);
  });
});

describe('the Hungaroring against Monza', () => {
  const count = (t: Track, type: string) => t.sections.filter((s) => s.type === type).length;
  const battle = (t: Track) => t.sections.reduce((sum, s) => sum + (s.battle ?? 0), 0);
  const lines = (t: Track) => t.sections.reduce((sum, s) => sum + s.lanes.length, 0);

  it('twisty: as many sections, more curves and curve sections, fewer straights, the same braking sections', () => {
    expect(sectionCount(HUNGARORING)).toBe(sectionCount(MONZA));
    expect(curveCount(HUNGARORING)).toBeGreaterThan(curveCount(MONZA));
    expect(count(HUNGARORING, 'curve')).toBeGreaterThan(count(MONZA, 'curve'));
    expect(count(HUNGARORING, 'straight')).toBeLessThan(count(MONZA, 'straight'));
    expect(count(HUNGARORING, 'braking')).toBe(count(MONZA, 'braking'));
  });

  it('harder to overtake: lower battle modifiers; the same density of lane lines', () => {
    expect(battle(HUNGARORING)).toBeLessThan(0);
    expect(battle(HUNGARORING)).toBeLessThan(battle(MONZA));
    expect(Math.abs(lines(HUNGARORING) - lines(MONZA))).toBeLessThanOrEqual(1);
  });

  it('pit time 5; more laps than Monza; curves without names', () => {
    expect(HUNGARORING.pitTime).toBe(5);
    expect(lastLap(HUNGARORING)).toBeGreaterThan(lastLap(MONZA));
    expect(HUNGARORING.sections.every((s) => s.name === undefined)).toBe(true);
  });

  it('every kind of off-track icon occurs on the two tracks, and each track can call the safety car', () => {
    const kinds = (t: Track) => new Set(t.sections.flatMap((s) => s.offTrack?.icons.map((i) => i.kind) ?? []));
    const all = new Set([...kinds(MONZA), ...kinds(HUNGARORING)]);
    expect([...all].sort()).toEqual(['damage', 'handicap', 'out', 'pit', 'safetyCar', 'test', 'tyres']);
    expect(kinds(MONZA).has('safetyCar')).toBe(true);
    expect(kinds(HUNGARORING).has('safetyCar')).toBe(true);
  });
});

describe('helpers', () => {
  const t = MONZA;
  const n = sectionCount(t);

  it('TRACKS by id', () => {
    expect(TRACK_IDS.map((id) => TRACKS[id].id)).toEqual(['monza', 'hungaroring']);
  });

  it('moving along the ring wraps across the start/finish line, both ways', () => {
    expect(nextSection(t, n - 1)).toBe(0);
    expect(nextSection(t, n - 2, 5)).toBe(3);
    expect(previousSection(t, 0)).toBe(n - 1);
    expect(previousSection(t, 2, 6)).toBe(n - 4);
    expect(sectionDistance(t, n - 1, 3)).toBe(4);
    expect(sectionDistance(t, 5, 5)).toBe(0);
    expect(sectionDistance(t, 5, 4)).toBe(n - 1);
    expect(section(t, n + 1)).toBe(t.sections[1]);
  });

  it('robots take the highest free bonus, the outermost among equals, nothing when all lines are taken', () => {
    expect(robotLaneLine(t, 1, NONE)!.id).toBe('s1-orange');
    expect(robotLaneLine(t, 1, new Set(['s1-orange']))!.id).toBe('s1-green');
    expect(robotLaneLine(t, 1, new Set(['s1-orange', 's1-green']))).toBeUndefined();
    const tie: Track = { ...t, sections: t.sections.map((s, i) => (i === 1 ? { ...s, lanes: s.lanes.map((l) => ({ ...l, bonus: 1 })) } : s)) };
    expect(robotLaneLine(tie, 1, NONE)!.outer).toBe(0);
    expect(robotLaneLine(t, 0, NONE)).toBeUndefined();
  });

  it('the lap counter: the box of a lap, stages, the last stage', () => {
    expect(boxOfLap(t, 1)).toBe(0);
    expect(boxOfLap(t, 16)).toBe(14);
    expect(boxOfLap(t, 31)).toBe(-1);
    expect(stageOfBox(t, 0)).toBe(0);
    expect(stageOfBox(t, 23)).toBe(5);
    expect(startsStage(t, 4)).toBe(true);
    expect(startsStage(t, 5)).toBe(false);
    expect(inLastStage(t, 20)).toBe(true);
    expect(inLastStage(t, 19)).toBe(false);
    expect(inLastStage(t, 12, true)).toBe(true);
    expect(lastLap(t, true)).toBe(18);
  });
});
