/**
 * Monza (Formula 90, „INHALT – Zwei Bahnen"). The text pictures the board; every fact its examples
 * quote is here exactly, the rest is designed by us after the real circuit of 1990 and listed with
 * its reasons on the rules page („Tracks"). In short:
 *
 * - 22 sections: 8 straights, 5 braking sections, 9 curve sections; 7 curves in the real order —
 *   Variante del Rettifilo (1), Curva Grande (2), Variante della Roggia (3), Lesmo 1 (4), Lesmo 2
 *   (5), Variante Ascari (6), Parabolica (7). The stretch from the grid to Lesmo 2 is fixed by the
 *   examples „Runde 1" and „Runde 2"; its scale (about 300 m a section) gives the rest.
 * - The places of the example „Runde 8": A = 10, N = 11, M = 12, B = 9, C = 6, D = 4, E = 3. The
 *   lapping figures („ÜBERRUNDUNG AUFHEBEN", Abb. 1–2) happen at the Ascari (12, 13, 14), Abb. 3–4
 *   at the Parabolica (16, 17).
 * - Lane lines in 12 of 22 sections, as dense as on the stretch the examples show: green lines in
 *   braking sections, red ones at curve exits onto straights, orange where the gears change hard,
 *   yellow slipstream lines on straights.
 * - Braking targets on the text's steps of 25: 75 = forgiving, 50 = risky, 25 = a gamble.
 * - Re-entry of every off-track line: the first section of its curve (never ahead of a car that
 *   brakes successfully).
 */
import { OffTrackIcon, Track, gridSlots, lapBox as box, laneLine as line, stages } from './track-types';

const test = (target: number): OffTrackIcon => ({ kind: 'test', target });

export const MONZA: Track = {
  id: 'monza',
  name: 'Monza',
  sections: [
    // 0: the main straight past the line. No lane line: the last slow robot of „Runde 1" stops here
    // and simply moves 2 in „Runde 2".
    { type: 'straight', lanes: [] },
    // 1: „Runde 1/2": a +2 line (the slow robot takes it and moves 4) and a green +1 line (the
    // second fast robot). Designed: the +2 is orange (the lap's hardest downshift); target 75, the
    // classic overtaking point at the end of the longest straight; the escape road past the chicane
    // costs tyres and time.
    {
      type: 'braking',
      curve: 1,
      brake: 75,
      offTrack: { icons: [test(75), { kind: 'tyres', n: 1 }, { kind: 'handicap', n: 1 }], reentry: 2 },
      lanes: [line(1, 'shift', 2, 0), line(1, 'movement', 1, 1)],
    },
    // 2, 3: „Runde 2": the battle modifier +3 of the Variante del Rettifilo; „Runde 1": the red +1
    // line in its 2nd section. No line in the 1st: the fast robot there moves just 3 in „Runde 2".
    { type: 'curve', curve: 1, name: 'Variante del Rettifilo', battle: 3, lanes: [] },
    { type: 'curve', curve: 1, name: 'Variante del Rettifilo', battle: 3, lanes: [line(3, 'acceleration', 1, 0)] },
    // 4: „Runde 2": one section between the Rettifilo and the braking before curve 3. Designed: the
    // flat-out Curva Grande, where side by side is hardly possible (-2).
    { type: 'curve', curve: 2, name: 'Curva Grande', battle: -2, lanes: [] },
    // 5: „Runde 2": target 50 and the green line before the Roggia, the best line here (the fast
    // robot takes it). Designed: gravel and kerbs off the track.
    {
      type: 'braking',
      curve: 3,
      brake: 50,
      offTrack: { icons: [test(50), { kind: 'tyres', n: 1 }, { kind: 'damage', n: 1 }], reentry: 6 },
      lanes: [line(5, 'movement', 1, 0)],
    },
    // 6: „Runde 2": one section (the fast robot moves from the Rettifilo's 1st section onto the
    // line at 5; Bob moves 4 from 3 to 7). Designed: a chicane after a straight, overtaking works (+2).
    { type: 'curve', curve: 3, name: 'Variante della Roggia', battle: 2, lanes: [] },
    // 7: „Runde 2": target 75 (Carl's late braking) and Bob's green line before curve 4. Designed:
    // gravel, then the barrier — damage and a broken wing to change.
    {
      type: 'braking',
      curve: 4,
      brake: 75,
      offTrack: { icons: [test(75), { kind: 'damage', n: 1 }, { kind: 'pit' }], reentry: 8 },
      lanes: [line(7, 'movement', 1, 0)],
    },
    // 8: „Runde 2": one section (Carl's late braking with HAZARD goes 2 sections, from 7 to 9).
    { type: 'curve', curve: 4, name: 'Lesmo 1', battle: -1, lanes: [] },
    // 9: „Runde 2": Carl ends on the red line in curve 5; „Runde 8" (B): the fast robot moves 5,
    // 2 of them from its line. Designed: that +2 line is orange, the upshifts onto the long straight.
    {
      type: 'curve',
      curve: 5,
      name: 'Lesmo 2',
      battle: 0,
      lanes: [line(9, 'shift', 2, 0), line(9, 'acceleration', 1, 1)],
    },
    // 10, 11: the straight to the Ascari; „Runde 8": A (Carl and Bob) and N. Slipstream line at 11.
    { type: 'straight', lanes: [] },
    { type: 'straight', lanes: [line(11, 'event', 1, 0)] },
    // 12: „Monza, Runde 18": target 50 before the Variante Ascari, off-track line [test vs 50 →
    // Ausfall/SC]; „Runde 8": M, where everybody stops behind the leader. Lapping Abb. 2: the slow
    // robot here moves +4 thanks to a +2 line (designed: green, the braking line).
    {
      type: 'braking',
      curve: 6,
      brake: 50,
      offTrack: { icons: [test(50), { kind: 'safetyCar' }], reentry: 13 },
      lanes: [line(12, 'movement', 2, 0)],
    },
    // 13, 14: lapping Abb. 1–2: one curve section, then a straight (Carl unlaps himself in the
    // curve and moves on into the straight). Designed: the Ascari's fast exit (+1 for the attacker,
    // a red line).
    { type: 'curve', curve: 6, name: 'Variante Ascari', battle: 1, lanes: [line(13, 'acceleration', 1, 0)] },
    { type: 'straight', lanes: [] },
    // 15: the back straight, slipstream.
    { type: 'straight', lanes: [line(15, 'event', 1, 0)] },
    // 16: designed: a late braking into the long, fast Parabolica is a gamble (25); its long
    // run-off costs tyres and time.
    {
      type: 'braking',
      curve: 7,
      brake: 25,
      offTrack: { icons: [test(25), { kind: 'tyres', n: 2 }, { kind: 'handicap', n: 2 }], reentry: 17 },
      lanes: [line(16, 'movement', 1, 0)],
    },
    // 17, 18: lapping Abb. 3: „im ersten Abschnitt der Parabolica" — two sections. Designed: hard
    // to pass (-1); the exit onto the main straight is the lap's most important one (red +2).
    { type: 'curve', curve: 7, name: 'Parabolica', battle: -1, lanes: [] },
    { type: 'curve', curve: 7, name: 'Parabolica', battle: -1, lanes: [line(18, 'acceleration', 2, 0)] },
    // 19–21: the grid on the main straight, slots 9–12, 5–8, 1–4; slipstream line at 19.
    { type: 'straight', lanes: [line(19, 'event', 1, 0)] },
    { type: 'straight', lanes: [] },
    { type: 'straight', lanes: [] },
  ],
  // „Runde 8": Carl and Alan go back 6 sections; „BEISPIEL" (advanced): 6 is Monza's basic time.
  pitTime: 6,
  // „Runde 1": 4 cars a grid section, slot 1 in the section right behind the line (F-G20); 12 slots
  // for the largest field (6 players, 4 robots and 2 superfast robots).
  grid: gridSlots([21, 20, 19], 4),
  lapCounter: {
    // 24 boxes, 30 laps: single laps up to 14 (the start and the pit window of the basic game),
    // two laps a box from 15 to 26 (the race settles), single laps again for the finish.
    boxes: [
      box(1), box(2), box(3), box(4),
      box(5), box(6), box(7), box(8),
      box(9), box(10), box(11), box(12),
      box(13), box(14), box(15, 16), box(17, 18),
      box(19, 20), box(21, 22), box(23, 24), box(25, 26),
      box(27), box(28), box(29), box(30),
    ],
    // six race stages of four game rounds
    rows: stages(24, 4),
    // 16 of 24 boxes (a third shorter), last lap 18: the short race is the first four stages
    shortRaceLastBox: 15,
  },
};
