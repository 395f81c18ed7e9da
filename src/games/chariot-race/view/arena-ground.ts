/**
 * The oval as every state of a track choice draws it — static parts of the board
 * (src/engine/static-part.ts), drawn once per language by the platform: the sand, the fields
 * and the spina (views/games/chariot-race/arena-ground.hbs), and over the trail of the last move
 * the half line, the halves' words, the finish line, field numbers, start numbers, curve limits
 * and rocks (arena-marks.hbs). Keyed by the track choice and the picture ("AB-l" across, "AB-p"
 * upright: their patterns have ids of their own).
 */
import { staticParts } from '../../../engine/static-part';
import { CX_L, CX_R, CY, HEIGHT, MID, PAD, R_IN, R_OUT, W, WIDTH, shapesOf } from './arena-geometry';
import type { TrackChoice } from '../data/track-halves';
import { trackFor } from '../rules/track';
import { laneId, t as words, yes } from './text';

function parse(key: string): { choice: TrackChoice; suffix: string } {
  const [choice, suffix] = key.split('-');
  return { choice: choice as TrackChoice, suffix };
}

export const arenaGround = staticParts('games/chariot-race/arena-ground', (key) => {
  const { choice, suffix } = parse(key);
  const track = trackFor(choice);
  const shapes = shapesOf(track);
  return {
    suffix,
    arena: { x: PAD - 8, y: PAD - 8, w: WIDTH - 2 * PAD + 16, h: HEIGHT - 2 * PAD + 16, r: R_OUT + 8 },
    fields: track.fields.map((f, i) => ({
      d: shapes[i].d,
      cls: `cr-field cr-lane${f.lane}${f.limit !== null ? ' cr-curvelimit' : ''}${f.segment === 'curve' ? ' cr-curve' : ''}${f.start ? ' cr-startfield' : ''}`,
      title: words('board.field', { field: f.name, lane: laneId(f.lane), limit: f.limit ?? 0, rock: yes(!!f.rock), start: f.start || 0 }),
      // what the field explains on the page (its words: help.<key>; at: its rules section)
      helpKey: f.rock ? 'rock-field' : f.limit !== null ? 'curve-field' : f.start ? 'start-field' : f.segment === 'curve' ? 'curve-plain' : 'field',
      helpAt: f.rock ? 'rocks' : f.limit !== null ? 'curves' : f.start ? 'setup' : 'lanes',
    })),
    spina: { x: CX_L, y: CY - R_IN + 6, w: CX_R - CX_L, h: 2 * R_IN - 12 },
  };
});

export const arenaMarks = staticParts('games/chariot-race/arena-marks', (key) => {
  const { choice, suffix } = parse(key);
  const track = trackFor(choice);
  const shapes = shapesOf(track);
  return {
    suffix,
    halfLine: { x: MID, y1: CY - R_OUT, y2: CY - R_IN },
    halfLabels: [
      { x: CX_R - 34, y: CY, half: 1, side: track.sides[0].side },
      { x: CX_L + 34, y: CY, half: 2, side: track.sides[1].side },
    ],
    finish: { x: MID - 3, y: CY + R_IN, h: 3 * W },
    // Labels sit in the front part of a field, chariots and caltrops in the back part.
    numbers: track.fields.filter((f) => f.number % 5 === 0 && f.limit === null && !f.start).map((f) => ({ x: shapes[f.index].fx, y: shapes[f.index].fy, n: f.name })),
    starts: track.starts.map((f, i) => ({ x: shapes[f].fx, y: shapes[f].fy, n: i + 1 })),
    limits: track.fields.filter((f) => f.limit !== null).map((f) => ({ x: shapes[f.index].fx, y: shapes[f.index].fy, limit: f.limit, title: words('board.limit', { field: f.name, limit: f.limit! }) })),
    rocks: track.fields.filter((f) => f.rock).map((f) => ({ x: shapes[f.index].bx, y: shapes[f.index].by, title: words('board.rock', { field: f.name }) })),
  };
});
