/**
 * A greedy placer for the numbers and words beside a track picture (view/geometry.ts): each thing
 * takes the first of its candidate places that keeps clear of the track, of the picture's edge and
 * of everything placed before it.
 */

import type { Pt } from './centre-line';

/** A rectangle turned by `angle` degrees about its centre. */
export interface Box extends Pt {
  angle: number;
  w: number;
  h: number;
}

type Shape = { kind: 'circle'; x: number; y: number; r: number } | { kind: 'rect'; x0: number; y0: number; x1: number; y1: number };

export class Placer {
  private readonly taken: Shape[] = [];

  /** `track`: points of the centre line; `clearance`: how far from them anything must stay. */
  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly track: readonly Pt[],
    private readonly clearance: number,
  ) {}

  /** Marks a turned rectangle (a run-off) as taken, by its bounding rectangle. */
  blockBox(b: Box): void {
    const a = (b.angle * Math.PI) / 180;
    const hw = (Math.abs(Math.cos(a)) * b.w + Math.abs(Math.sin(a)) * b.h) / 2;
    const hh = (Math.abs(Math.sin(a)) * b.w + Math.abs(Math.cos(a)) * b.h) / 2;
    this.taken.push({ kind: 'rect', x0: b.x - hw, y0: b.y - hh, x1: b.x + hw, y1: b.y + hh });
  }

  /** Whether a circle is clear of everything. */
  freeCircle(p: Pt, r: number): boolean {
    if (p.x - r < 2 || p.y - r < 2 || p.x + r > this.width - 2 || p.y + r > this.height - 2) return false;
    const min = this.clearance + r;
    if (this.track.some((q) => (q.x - p.x) ** 2 + (q.y - p.y) ** 2 < min * min)) return false;
    return this.taken.every((s) => (s.kind === 'circle' ? Math.hypot(s.x - p.x, s.y - p.y) >= s.r + r : rectDist(s, p) >= r));
  }

  /** Whether an upright rectangle is clear of everything. */
  freeRect(x0: number, y0: number, x1: number, y1: number): boolean {
    if (x0 < 2 || y0 < 2 || x1 > this.width - 2 || y1 > this.height - 2) return false;
    const r = { kind: 'rect' as const, x0, y0, x1, y1 };
    if (this.track.some((q) => rectDist(r, q) < this.clearance)) return false;
    return this.taken.every((s) => (s.kind === 'circle' ? rectDist(r, s) >= s.r : s.x1 <= x0 || x1 <= s.x0 || s.y1 <= y0 || y1 <= s.y0));
  }

  /** The first free place for a circle of radius r (taken), else the first candidate. */
  circle(candidates: readonly Pt[], r: number): Pt {
    const p = candidates.find((c) => this.freeCircle(c, r)) ?? candidates[0];
    this.taken.push({ kind: 'circle', x: p.x, y: p.y, r });
    return p;
  }

  /** Marks a circle as taken. */
  takeCircle(p: Pt, r: number): void {
    this.taken.push({ kind: 'circle', x: p.x, y: p.y, r });
  }

  /** Marks an upright rectangle as taken. */
  takeRect(x0: number, y0: number, x1: number, y1: number): void {
    this.taken.push({ kind: 'rect', x0, y0, x1, y1 });
  }
}

/** Distance from a point to an upright rectangle (0 inside). */
function rectDist(r: { x0: number; y0: number; x1: number; y1: number }, p: Pt): number {
  const dx = Math.max(r.x0 - p.x, 0, p.x - r.x1);
  const dy = Math.max(r.y0 - p.y, 0, p.y - r.y1);
  return Math.hypot(dx, dy);
}
