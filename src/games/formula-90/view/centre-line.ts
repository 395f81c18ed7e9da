/**
 * The centre line of a drawn circuit (view/circuits.ts): a closed polygon in race direction whose
 * corners are rounded with arcs of given radii — straight legs and circular arcs, as a board's
 * track is drawn. Cut into sections at the points nearest the given section starts; each section
 * as an SVG path (lines and arcs, exact and short) and densely sampled, with the small helpers
 * that measure along a sampled line.
 */

export type V = readonly [number, number];

export interface Pt {
  x: number;
  y: number;
}

/** A point on the centre line with its tangent (race direction) and left normal. */
export interface Frame extends Pt {
  tx: number;
  ty: number;
  nx: number;
  ny: number;
}

/** A section's centre line: its path and its samples with their distance from the section's start. */
export interface SectionLine {
  d: string;
  frames: Frame[];
  s: number[];
}

type Piece =
  | { kind: 'line'; a: V; b: V; from: number; len: number }
  | { kind: 'arc'; c: V; r: number; a0: number; turn: number; from: number; len: number };

/** A number rounded to a tenth (coordinates written into the picture). */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** The straight legs and rounded corners of the polygon, from the first corner's arc on. */
function pieces(corners: readonly (readonly [number, number, number])[]): Piece[] {
  const n = corners.length;
  const fillets = corners.map(([x, y, r], i) => {
    const [px, py] = corners[(i - 1 + n) % n];
    const [qx, qy] = corners[(i + 1) % n];
    const ul = Math.hypot(x - px, y - py);
    const vl = Math.hypot(qx - x, qy - y);
    const u: V = [(x - px) / ul, (y - py) / ul];
    const v: V = [(qx - x) / vl, (qy - y) / vl];
    const turn = Math.atan2(u[0] * v[1] - u[1] * v[0], u[0] * v[0] + u[1] * v[1]);
    const t = r * Math.tan(Math.abs(turn) / 2);
    const t1: V = [x - u[0] * t, y - u[1] * t];
    const t2: V = [x + v[0] * t, y + v[1] * t];
    // the centre lies to the right of the way in for a right turn (y points down), else to the left
    const side = turn > 0 ? 1 : -1;
    const c: V = [t1[0] - u[1] * r * side, t1[1] + u[0] * r * side];
    return { t, t1, t2, c, r, turn, a0: Math.atan2(t1[1] - c[1], t1[0] - c[0]), legIn: ul };
  });
  fillets.forEach((f, i) => {
    const prev = fillets[(i - 1 + n) % n];
    if (prev.t + f.t > f.legIn + 1e-6) throw new Error(`circuit corner ${i}: the arcs of its corners overlap`);
  });
  const out: Piece[] = [];
  let from = 0;
  for (let i = 0; i < n; i++) {
    const f = fillets[i];
    const len = f.r * Math.abs(f.turn);
    out.push({ kind: 'arc', c: f.c, r: f.r, a0: f.a0, turn: f.turn, from, len });
    from += len;
    const next = fillets[(i + 1) % n];
    const l = Math.hypot(next.t1[0] - f.t2[0], next.t1[1] - f.t2[1]);
    out.push({ kind: 'line', a: f.t2, b: next.t1, from, len: l });
    from += l;
  }
  return out;
}

/** The point and heading at distance `at` into a piece. */
function at(p: Piece, d: number): Frame {
  if (p.kind === 'line') {
    const tx = (p.b[0] - p.a[0]) / (p.len || 1);
    const ty = (p.b[1] - p.a[1]) / (p.len || 1);
    return { x: p.a[0] + tx * d, y: p.a[1] + ty * d, tx, ty, nx: ty, ny: -tx };
  }
  const sign = p.turn > 0 ? 1 : -1;
  const a = p.a0 + (sign * d) / p.r;
  const tx = -Math.sin(a) * sign;
  const ty = Math.cos(a) * sign;
  return { x: p.c[0] + p.r * Math.cos(a), y: p.c[1] + p.r * Math.sin(a), tx, ty, nx: ty, ny: -tx };
}

/**
 * The sections of the circuit: section i runs from the point of the centre line nearest
 * `starts[i]` to the one nearest `starts[i + 1]` (the last one back to the first).
 */
export function centreLine(corners: readonly (readonly [number, number, number])[], starts: readonly V[]): SectionLine[] {
  const ps = pieces(corners);
  const total = ps[ps.length - 1].from + ps[ps.length - 1].len;
  const nearest = (q: V): number => {
    let best = 0;
    let bestD = Infinity;
    for (const p of ps) {
      for (let d = 0; d <= p.len; d += 0.5) {
        const f = at(p, d);
        const dist = Math.hypot(f.x - q[0], f.y - q[1]);
        if (dist < bestD) {
          bestD = dist;
          best = p.from + d;
        }
      }
    }
    return best;
  };
  const s0 = starts.map(nearest);
  // distances along the line from section 0's start, increasing in race direction
  const cut = s0.map((s) => (s - s0[0] + total) % total);
  cut.forEach((c, i) => {
    if (i > 0 && c <= cut[i - 1]) throw new Error(`circuit: section ${i} does not start after section ${i - 1}`);
  });
  const piecesAt = (from: number, to: number) => {
    // the parts of pieces between two distances (from < to, both may run past one lap)
    const parts: { p: Piece; a: number; b: number }[] = [];
    for (let lap = 0; lap < 2; lap++) {
      for (const p of ps) {
        const start = p.from + lap * total;
        const a = Math.max(from, start);
        const b = Math.min(to, start + p.len);
        if (b - a > 1e-9) parts.push({ p, a: a - start, b: b - start });
      }
    }
    return parts;
  };
  const sections = cut.map((c, i): SectionLine => {
    const from = s0[0] + c;
    const to = s0[0] + (i + 1 < cut.length ? cut[i + 1] : total);
    const parts = piecesAt(from, to);
    let d = '';
    const frames: Frame[] = [];
    const s: number[] = [];
    for (const { p, a, b } of parts) {
      const f0 = at(p, a);
      const f1 = at(p, b);
      if (!d) d = `M${r1(f0.x)} ${r1(f0.y)}`;
      if (p.kind === 'line') d += `L${r1(f1.x)} ${r1(f1.y)}`;
      else d += `A${r1(p.r)} ${r1(p.r)} 0 ${(b - a) / p.r > Math.PI ? 1 : 0} ${p.turn > 0 ? 1 : 0} ${r1(f1.x)} ${r1(f1.y)}`;
      const step = p.kind === 'line' ? 4 : 1.5;
      const n = Math.max(1, Math.ceil((b - a) / step));
      for (let k = frames.length ? 1 : 0; k <= n; k++) {
        const f = at(p, a + ((b - a) * k) / n);
        const prev = frames[frames.length - 1];
        if (prev && Math.hypot(f.x - prev.x, f.y - prev.y) < 1e-6) continue;
        s.push(prev ? s[s.length - 1] + Math.hypot(f.x - prev.x, f.y - prev.y) : 0);
        frames.push(f);
      }
    }
    return { d, frames, s };
  });
  return sections;
}

// ---- Measuring along a sampled line ---------------------------------------------------------

/** The frame at distance `at` from the line's start (clamped to the line). */
export function frameAt(c: SectionLine, at: number): Frame {
  const { frames, s } = c;
  if (at <= 0) return frames[0];
  if (at >= s[s.length - 1]) return frames[frames.length - 1];
  let lo = 0;
  let hi = s.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (s[mid] <= at) lo = mid;
    else hi = mid;
  }
  const a = frames[lo];
  const b = frames[hi];
  const u = (at - s[lo]) / (s[hi] - s[lo] || 1);
  const tx = a.tx + (b.tx - a.tx) * u;
  const ty = a.ty + (b.ty - a.ty) * u;
  const len = Math.hypot(tx, ty) || 1;
  return { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u, tx: tx / len, ty: ty / len, nx: ty / len, ny: -tx / len };
}

/** The length of a sampled line. */
export const lengthOf = (c: SectionLine): number => c.s[c.s.length - 1];

/** A point `o` to the left of a frame (right when negative). */
export const offset = (f: Frame, o: number): Pt => ({ x: f.x + f.nx * o, y: f.y + f.ny * o });

/** A frame's heading in degrees (0 = to the right, clockwise). */
export const headingOf = (f: Frame): number => r1((Math.atan2(f.ty, f.tx) * 180) / Math.PI);

/** The line at lateral offset `o` (left positive), with its own arc length. */
export function offsetLine(c: SectionLine, o: number): { pts: Pt[]; s: number[] } {
  const pts = c.frames.map((f) => offset(f, o));
  const s: number[] = [0];
  for (let i = 1; i < pts.length; i++) s.push(s[i - 1] + Math.hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y));
  return { pts, s };
}

/** Net turning of a sampled line: > 0 turns right on the picture (clockwise, y pointing down). */
export function netTurn(c: SectionLine): number {
  let sum = 0;
  for (let i = 1; i < c.frames.length; i++) {
    const a = c.frames[i - 1];
    const b = c.frames[i];
    sum += Math.atan2(a.tx * b.ty - a.ty * b.tx, a.tx * b.tx + a.ty * b.ty);
  }
  return sum;
}

/** The points of a line about `step` apart, its ends kept. */
export function thin(pts: readonly Pt[], s: readonly number[], step: number): Pt[] {
  const out: Pt[] = [pts[0]];
  let last = 0;
  for (let i = 1; i < pts.length - 1; i++) {
    if (s[i] - last >= step) {
      out.push(pts[i]);
      last = s[i];
    }
  }
  out.push(pts[pts.length - 1]);
  return out;
}
