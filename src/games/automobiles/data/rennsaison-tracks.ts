/**
 * The three tracks of the expansion Rennsaison ("Hinweise zu dieser Erweiterung": "Es gibt 3
 * neue Strecken"): Talladega, Monte Carlo, Tucson. The text only names them and says what each
 * is like, so they are designed here like the base tracks (track-types.ts explains the data;
 * docs/games/automobiles/design.md, "The tracks", every decision and its reason). tracks.ts
 * joins them with the base tracks in TRACKS.
 */
import type { GridSpace, TrackData, Zone, ZoneColours } from './track-types';

const z = (colours: ZoneColours, ...fields: number[]): Zone => ({ colours, fields });
const ones = (n: number): number[] => Array.from({ length: n }, () => 1);

/** The grid of the base tracks: staggered two by two just after the finish line, on the front segments of their fields. */
const FRONT_GRID: GridSpace[] = [
  { lane: 0, slice: 4, money: 10 },
  { lane: 1, slice: 3, money: 11 },
  { lane: 0, slice: 2, money: 12 },
  { lane: 1, slice: 1, money: 13 },
  { lane: 0, slice: 0, money: 14 },
];

/**
 * Talladega: "Sehr schnelle Strecke, die einige Felder mit mehreren Farben enthält, die
 * flexibles Fahren ermöglichen", counter-clockwise, the full board. A tri-oval of 30 slices: the
 * finish line at the apex of the front stretch (a dogleg of 2 × 20°), front straight (slices
 * 1–4 and 25–28), turns 1–2 (5–10), the long back straight (11–18), turns 3–4 (19–24). Fast:
 * black on the outside of every straight and black in the middle of the back straight; the
 * banked turns are dark grey outside. Flexible: the inside lane is two-colour almost everywhere
 * (light/dark grey on the straights, white/light grey at the ends of the turns), the middle lane
 * light/dark grey in the turns and dark grey/black at their ends.
 */
export const TALLADEGA: TrackData = {
  id: 'talladega',
  name: 'Talladega',
  slices: 30,
  lanes: [
    [
      z('LG/DG', ...ones(5)), // 0-4 apex and front straight (grid)
      z('W/LG', 1, 1), // 5-6 turn 1
      z('LG', 1, 1), // 7-8
      z('W/LG', 1, 1), // 9-10 turn 2
      z('LG/DG', 1, 1), // 11-12 back straight
      z('DG', 2, 2), // 13-16
      z('LG/DG', 1, 1), // 17-18
      z('W/LG', 1, 1), // 19-20 turn 3
      z('LG', 1, 1), // 21-22
      z('W/LG', 1, 1), // 23-24 turn 4
      z('LG/DG', ...ones(5)), // 25-29 front straight and apex
    ],
    [
      z('DG', 2, 2), // 0-3 (grid on 1 and 3)
      z('DG/BK', 2), // 4-5
      z('LG/DG', 2, 2), // 6-9 turns 1-2
      z('DG/BK', 2), // 10-11
      z('BK', 2, 2, 2), // 12-17 back straight
      z('DG/BK', 2), // 18-19
      z('LG/DG', 2, 2), // 20-23 turns 3-4
      z('DG/BK', 2), // 24-25
      z('DG', 2, 2), // 26-29
    ],
    [
      z('BK', 3, 2), // 0-4
      z('DG', 2), // 5-6 turns 1-2, banked
      z('DG/BK', 2), // 7-8
      z('DG', 2), // 9-10
      z('BK', 3, 2, 3), // 11-18 back straight
      z('DG', 2), // 19-20 turns 3-4
      z('DG/BK', 2), // 21-22
      z('DG', 2), // 23-24
      z('BK', 2, 3), // 25-29
    ],
  ],
  grid: FRONT_GRID,
  pieces: [
    { slices: 1, turn: 20.06 },
    { slices: 4, turn: 0 },
    { slices: 6, turn: 159.94 },
    { slices: 8, turn: 0 },
    { slices: 6, turn: 159.94 },
    { slices: 4, turn: 0 },
    { slices: 1, turn: 20.06 },
  ],
};

/**
 * Monte Carlo: "Herausfordernde Strecke mit engen Kurven, die einen Könner am Lenkrad
 * erfordern", clockwise ("Bewegung im Uhrzeigersinn"), half the board. A street circuit of 22
 * slices: the start straight (0–4), Sainte-Dévote (5–6), Casino (7–8), Mirabeau (9–10, a bend
 * the other way), the Grand-Hotel hairpin (11–14), Portier (15–16, the other way again), the
 * tunnel (17–18), the harbour chicane (19) and Rascasse (20–21). Tight: the inside lane is white
 * in every corner and has fields of one slice all round, the middle lane is white or
 * white/light grey in the corners, black only on the outside through the tunnel.
 */
export const MONTECARLO: TrackData = {
  id: 'montecarlo',
  name: 'Monte Carlo',
  slices: 22,
  clockwise: true,
  lanes: [
    [
      z('LG', ...ones(5)), // 0-4 start straight (grid)
      z('W', 1, 1), // 5-6 Sainte-Dévote
      z('W', 1, 1), // 7-8 Casino
      z('W/LG', 1, 1), // 9-10 Mirabeau
      z('W', ...ones(4)), // 11-14 hairpin
      z('W/LG', 1, 1), // 15-16 Portier
      z('LG', 1, 1), // 17-18 tunnel
      z('W', 1), // 19 chicane
      z('W', 1, 1), // 20-21 Rascasse
    ],
    [
      z('DG', 2, 2), // 0-3 (grid on 1 and 3)
      z('LG/DG', 1), // 4
      z('W/LG', ...ones(4)), // 5-8
      z('LG', 2), // 9-10
      z('W', ...ones(4)), // 11-14 hairpin
      z('LG', 2), // 15-16
      z('LG/DG', 2), // 17-18 tunnel
      z('W/LG', 1), // 19
      z('W/LG', 1, 1), // 20-21
    ],
    [
      z('DG', 3, 2), // 0-4
      z('LG', 2, 2), // 5-8
      z('W', 1, 1), // 9-10 Mirabeau, its inside
      z('W/LG', 2, 2), // 11-14 hairpin
      z('W', 1, 1), // 15-16 Portier, its inside
      z('DG/BK', 2), // 17-18 tunnel
      z('LG', 1), // 19
      z('LG', 2), // 20-21
    ],
  ],
  grid: FRONT_GRID,
  pieces: [
    { slices: 5, turn: 0 },
    { slices: 2, turn: 81.37 },
    { slices: 2, turn: 90 },
    { slices: 2, turn: -90 },
    { slices: 4, turn: 180 },
    { slices: 2, turn: -90 },
    { slices: 2, turn: 93.61 },
    { slices: 1, turn: 0 },
    { slices: 2, turn: 95.02 },
  ],
};

/**
 * Tucson: "Kurze Strecke, die zum ersten Mal 3-farbige Felder enthält", counter-clockwise, half
 * the board. A short oval of 20 slices: turn 1–2 (0–4), back straight (5–9), turn 3–4 (10–14),
 * front straight (15–19) with the finish line at its end, where turn 1 begins (so the whole grid
 * stands on the straight behind the line). Three-colour fields (white/light/dark grey in the
 * middle lane, light grey/dark grey/black outside) at the entries and exits of both turns. "Die
 * karierte Zielflagge … liegt innerhalb von 2 Feldern (A und B)": field A (inside, white/light
 * grey) and B (middle, white/light/dark grey) cover the last slice of the lap and slice 0. P1
 * ($10) is A's rear segment, behind the line, and counts as a field of its own for the start
 * player until he leaves it; P2–P5 stand further behind the line, staggered, each on the front
 * segment of its field; all start with laps = -1.
 */
export const TUCSON: TrackData = {
  id: 'tucson',
  name: 'Tucson',
  slices: 20,
  starts: [-1, -1, 0],
  lanes: [
    [
      z('W/LG', 2), // 19-0 field A: P1 on 19, the line, 0
      z('W', 1, 1, 1, 1), // 1-4 turns 1-2
      z('LG', 1, 1), // 5-6 back straight
      z('LG/DG', 2), // 7-8
      z('LG', 1), // 9
      z('W', ...ones(5)), // 10-14 turns 3-4
      z('LG', 1, 1, 1, 1), // 15-18 front straight (P5 on 15, P3 on 17)
    ],
    [
      z('W/LG/DG', 2), // 19-0 field B
      z('W/LG', 1, 1, 1), // 1-3
      z('W/LG/DG', 1), // 4
      z('DG', 2, 1, 2), // 5-9 back straight
      z('W/LG/DG', 1), // 10
      z('W/LG', 1, 1, 1), // 11-13
      z('W/LG/DG', 1), // 14
      z('DG', 2, 2), // 15-18 front straight (P4 on 16, P2 on 18)
    ],
    [
      z('LG/DG/BK', 2), // 0-1 turns 1-2
      z('LG', 1), // 2
      z('LG/DG/BK', 2), // 3-4
      z('BK', 3, 2), // 5-9 back straight
      z('LG/DG/BK', 2), // 10-11 turns 3-4
      z('LG', 1), // 12
      z('LG/DG/BK', 2), // 13-14
      z('BK', 2, 3), // 15-19 front straight
    ],
  ],
  grid: [
    { lane: 0, slice: -1, money: 10, ownField: true },
    { lane: 1, slice: -2, money: 11 },
    { lane: 0, slice: -3, money: 12 },
    { lane: 1, slice: -4, money: 13 },
    { lane: 0, slice: -5, money: 14 },
  ],
  pieces: [
    { slices: 5, turn: 180 },
    { slices: 5, turn: 0 },
    { slices: 5, turn: 180 },
    { slices: 5, turn: 0 },
  ],
};
