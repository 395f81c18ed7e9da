/**
 * The Hungaroring (Formula 90, „INHALT – Zwei Bahnen"). The text names the track and nothing more:
 * everything here is designed by us after the circuit of 1990 (3.97 km, the layout of 1989–2002)
 * and after the conventions of Monza, and listed with its reasons on the rules page („Tracks"):
 *
 * - 22 sections like Monza (the lap times of the two circuits are alike, and a section is a unit of
 *   time as much as of distance), but twisty: 6 straights, 5 braking sections, 11 curve sections in
 *   10 curves. The turns of the real track are grouped: 1 = turn 1 (two sections, the heavy braking
 *   after the main straight), 2 = turn 2, 3 = turn 3, 4 = turn 4 at the crest, 5 = turn 5, 6 = the
 *   chicane of turns 6–7, 7 = turns 8–9, 8 = turns 10–11, 9 = turn 12, 10 = turns 13–14 onto the
 *   main straight. The turns have no established names, so the curves have numbers only.
 * - The same start as Monza: the grid in three sections on the main straight, one straight past the
 *   line, then the braking section of curve 1 — the one real overtaking point of the circuit.
 * - Lane lines in 12 of 22 sections (Monza: 12 of 22), the same colour conventions.
 * - Battle modifiers mostly negative: overtaking at the Hungaroring is notoriously hard.
 * - Pit time 5: a short pit lane. The race has two laps more than Monza's (a shorter lap, more laps
 *   in the real race too), so a one-stop race needs more fuel („TREIBSTOFFMANAGEMENT": +1 section a
 *   3 laps) and costs 8 sections in the pits at both tracks.
 */
import { OffTrackIcon, Track, gridSlots, lapBox as box, laneLine as line, stages } from './track-types';

const test = (target: number): OffTrackIcon => ({ kind: 'test', target });

export const HUNGARORING: Track = {
  id: 'hungaroring',
  name: 'Hungaroring',
  sections: [
    // 0: the main straight past the line.
    { type: 'straight', lanes: [] },
    // 1: turn 1 after the only long straight: target 75, the one forgiving late braking; a
    // slipstream line into it (yellow +2) and the green braking line; the run-off costs tyres and
    // a touch of the barrier.
    {
      type: 'braking',
      curve: 1,
      brake: 75,
      offTrack: { icons: [test(75), { kind: 'tyres', n: 1 }, { kind: 'damage', n: 1 }], reentry: 2 },
      lanes: [line(1, 'event', 2, 0), line(1, 'movement', 1, 1)],
    },
    // 2, 3: turn 1, a long right-hander: the best place for a position battle here (+2); red line
    // at its exit.
    { type: 'curve', curve: 1, battle: 2, lanes: [] },
    { type: 'curve', curve: 1, battle: 2, lanes: [line(3, 'acceleration', 1, 0)] },
    // 4: downhill braking into turn 2 (50); the gravel trap may keep the car: a second test, then
    // Ausfall.
    {
      type: 'braking',
      curve: 2,
      brake: 50,
      offTrack: { icons: [test(50), { kind: 'tyres', n: 1 }, test(50), { kind: 'out' }], reentry: 5 },
      lanes: [line(4, 'movement', 1, 0)],
    },
    // 5, 6: turns 2 and 3, one right after the other (-1, -2); red line out of turn 3 onto the back
    // straight.
    { type: 'curve', curve: 2, battle: -1, lanes: [] },
    { type: 'curve', curve: 3, battle: -2, lanes: [line(6, 'acceleration', 1, 0)] },
    // 7, 8: the back straight, uphill; slipstream line at 7.
    { type: 'straight', lanes: [line(7, 'event', 1, 0)] },
    { type: 'straight', lanes: [] },
    // 9: turn 4, fast and blind at the crest: no braking section, no overtaking (-2), a green line.
    { type: 'curve', curve: 4, battle: -2, lanes: [line(9, 'movement', 1, 0)] },
    // 10: braking into the long turn 5 (50); a wide run-off that costs tyres and time; orange line
    // (the downshift).
    {
      type: 'braking',
      curve: 5,
      brake: 50,
      offTrack: { icons: [test(50), { kind: 'tyres', n: 2 }, { kind: 'handicap', n: 1 }], reentry: 11 },
      lanes: [line(10, 'shift', 1, 0)],
    },
    // 11: turn 5 (0); red line at its exit.
    { type: 'curve', curve: 5, battle: 0, lanes: [line(11, 'acceleration', 1, 0)] },
    // 12: braking into the chicane of turns 6–7: tight, high kerbs, a gamble (25); off the track the
    // front wing breaks — damage and a pit stop.
    {
      type: 'braking',
      curve: 6,
      brake: 25,
      offTrack: { icons: [test(25), { kind: 'damage', n: 1 }, { kind: 'pit' }], reentry: 13 },
      lanes: [line(12, 'movement', 1, 0)],
    },
    // 13–15: the chicane (+1, a chicane can be forced), then the twisty turns 8–9 and 10–11 where
    // nobody passes (-2); orange line out of 10–11.
    { type: 'curve', curve: 6, battle: 1, lanes: [] },
    { type: 'curve', curve: 7, battle: -2, lanes: [] },
    { type: 'curve', curve: 8, battle: -2, lanes: [line(15, 'shift', 1, 0)] },
    // 16: braking into turn 12 (50), a green +2 line; the wall is near: a second test, then
    // Ausfall and the safety car.
    {
      type: 'braking',
      curve: 9,
      brake: 50,
      offTrack: { icons: [test(50), { kind: 'damage', n: 1 }, test(50), { kind: 'safetyCar' }], reentry: 17 },
      lanes: [line(16, 'movement', 2, 0)],
    },
    // 17, 18: turn 12 (0), then turns 13–14 onto the main straight (-1), whose exit is everything
    // here (red +2).
    { type: 'curve', curve: 9, battle: 0, lanes: [] },
    { type: 'curve', curve: 10, battle: -1, lanes: [line(18, 'acceleration', 2, 0)] },
    // 19–21: the grid on the main straight, slots 9–12, 5–8, 1–4.
    { type: 'straight', lanes: [] },
    { type: 'straight', lanes: [] },
    { type: 'straight', lanes: [] },
  ],
  pitTime: 5,
  // 4 cars a grid section as at Monza; 12 slots.
  grid: gridSlots([21, 20, 19], 4),
  lapCounter: {
    // 24 boxes, 32 laps: single laps up to 14, then 2 or 3 laps a box from 15 to 28, single laps
    // for the finish.
    boxes: [
      box(1), box(2), box(3), box(4),
      box(5), box(6), box(7), box(8),
      box(9), box(10), box(11), box(12),
      box(13), box(14), box(15, 16), box(17, 18),
      box(19, 21), box(22, 24), box(25, 26), box(27, 28),
      box(29), box(30), box(31), box(32),
    ],
    rows: stages(24, 4),
    // 16 of 24 boxes, last lap 18, as at Monza
    shortRaceLastBox: 15,
  },
};
