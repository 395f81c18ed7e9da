/**
 * Where the numbers and words beside the track picture go (view/geometry.ts), each at the first
 * free one of its places (view/placer.ts): every section's number (outside the circuit if there
 * is room), then the badges — a curve section's battle modifier („POSITIONSKAMPF") across the
 * track from its number, a braking section's target („BREMSEN") written in its run-off — then each
 * curve's number and name, inside the curve if there is room (or where the drawing puts it).
 */
import type { Track } from '../data/track-types';
import { frameAt, lengthOf, offset, r1, type Pt, type SectionLine } from './centre-line';
import type { Circuit } from './circuits';
import type { CurveLabel, SectionShape } from './track-shapes';
import { Placer } from './placer';
import { BADGE_R, CHIP_R, EDGE, NAME_EM, NUMBER_R, RUN_OFF_BADGE } from './track-sizes';

const flip = (side: 1 | -1): 1 | -1 => (side === 1 ? -1 : 1);

/** Places around a section: at fractions of its length, on the given sides, at the given distances from its centre line. */
function around(line: SectionLine, fractions: readonly number[], sides: readonly (1 | -1)[], dists: readonly number[]): Pt[] {
  const length = lengthOf(line);
  return sides.flatMap((side) => dists.flatMap((d) => fractions.map((fr) => offset(frameAt(line, fr * length), side * d))));
}

/**
 * Fills in the sections' `label` (number) and `badge`; returns the curves' labels. `outside` is
 * the circuit's outside (+1 left of race direction).
 */
export function placeLabels(circuit: Circuit, track: Track, lines: readonly SectionLine[], sections: SectionShape[], outside: 1 | -1): CurveLabel[] {
  const placer = new Placer(
    circuit.width,
    circuit.height,
    lines.flatMap((c) => c.frames.filter((_f, k) => k % 2 === 0)),
    EDGE + 1,
  );
  for (const shape of sections) if (shape.runOff) placer.blockBox(shape.runOff);
  const numberSide = sections.map((shape) => (circuit.labelSide?.[shape.index] === 'in' ? flip(outside) : outside));

  for (const shape of sections) {
    const side = numberSide[shape.index];
    const cands = around(lines[shape.index], [0.5, 0.35, 0.65, 0.2, 0.8, 0.08, 0.92], [side, flip(side)], [EDGE + 11, EDGE + 18]);
    const p = placer.circle(cands, NUMBER_R);
    shape.label = { x: r1(p.x), y: r1(p.y) };
  }

  for (const shape of sections) {
    const sec = track.sections[shape.index];
    let p: Pt = shape.label;
    if (sec.type === 'braking' && shape.runOff) {
      const r = shape.runOff;
      const a = (r.angle * Math.PI) / 180;
      p = { x: r.x + Math.cos(a) * RUN_OFF_BADGE, y: r.y + Math.sin(a) * RUN_OFF_BADGE };
    } else if (sec.type === 'curve' && sec.battle) {
      const side = numberSide[shape.index];
      p = placer.circle(around(lines[shape.index], [0.5, 0.35, 0.65, 0.2, 0.8], [flip(side), side], [EDGE + 14, EDGE + 22, EDGE + 30]), BADGE_R);
    }
    shape.badge = { x: r1(p.x), y: r1(p.y) };
  }

  const curves: CurveLabel[] = [];
  const numbers = [...new Set(track.sections.filter((x) => x.type === 'curve').map((x) => x.curve ?? 0))];
  for (const curve of numbers) {
    const mine = sections.filter((x) => track.sections[x.index].type === 'curve' && track.sections[x.index].curve === curve);
    const name = track.sections[mine[0].index].name ?? null;
    const width = name ? name.length * NAME_EM : 0;
    const placed = circuit.curves?.[curve];
    type Try = { p: Pt; anchor: 'start' | 'end' };
    const tries: Try[] = placed
      ? [{ p: { x: placed[0], y: placed[1] }, anchor: placed[2] ?? 'start' }]
      : mine
          .flatMap((x) => around(lines[x.index], [0.5, 0.25, 0.75, 0], [flip(x.outer), x.outer], [EDGE + 16, EDGE + 24, EDGE + 34, EDGE + 46, EDGE + 60]))
          .flatMap((p) => [{ p, anchor: 'start' as const }, { p, anchor: 'end' as const }]);
    // the name beside the number: to its right ('start') or to its left ('end')
    const rect = (t: Try): [number, number, number, number] =>
      t.anchor === 'start' ? [t.p.x + 13, t.p.y - 8, t.p.x + 15 + width, t.p.y + 8] : [t.p.x - 15 - width, t.p.y - 8, t.p.x - 13, t.p.y + 8];
    const free = (t: Try) => placer.freeCircle(t.p, CHIP_R) && (!name || placer.freeRect(...rect(t)));
    const best = tries.find(free) ?? tries[0];
    placer.takeCircle(best.p, CHIP_R);
    if (name) placer.takeRect(...rect(best));
    curves.push({ curve, name, x: r1(best.p.x), y: r1(best.p.y), anchor: best.anchor });
  }
  return curves;
}
