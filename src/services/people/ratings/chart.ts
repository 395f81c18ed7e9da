/**
 * A rating history as an SVG chart drawn on the server (views/partials/rating-chart.hbs): the
 * shown rating after each rated game given (the profile gives the newest 100), a line with a dot
 * per game, a few rounded gridlines with their values, and the first and last game's date.
 */
export interface ChartPoint {
  at: Date;
  rating: number;
  gameId: number;
}

export interface Chart {
  width: number;
  height: number;
  /** the polyline's points ("x,y x,y …") */
  line: string;
  dots: { x: number; y: number; rating: number; gameId: number; at: Date }[];
  grid: { y: number; label: number }[];
  first: Date;
  last: Date;
  /** where the plot area starts and ends (for the date labels) */
  left: number;
  right: number;
  bottom: number;
}

const W = 480;
const H = 200;
const PAD = { left: 50, right: 12, top: 14, bottom: 30 };

/** A step for the gridlines: 1, 2 or 5 times a power of ten, about four lines over the range. */
function niceStep(range: number): number {
  const raw = Math.max(range, 1) / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}

/** The chart of the points (oldest first), or null when there are none. */
export function ratingChart(points: ChartPoint[], start: number): Chart | null {
  if (!points.length) return null;
  // The line starts at `start`: the rating before the first game charted.
  const values = [start, ...points.map((p) => p.rating)];
  const step = niceStep(Math.max(...values) - Math.min(...values));
  const lo = Math.floor(Math.min(...values) / step) * step;
  const hi = Math.max(Math.ceil(Math.max(...values) / step) * step, lo + step);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (values.length === 1 ? 0 : (i / (values.length - 1)) * plotW);
  const y = (v: number) => PAD.top + (1 - (v - lo) / (hi - lo)) * plotH;
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const grid: Chart['grid'] = [];
  for (let v = lo; v <= hi + step / 2; v += step) grid.push({ y: r1(y(v)), label: v });
  return {
    width: W,
    height: H,
    line: values.map((v, i) => `${r1(x(i))},${r1(y(v))}`).join(' '),
    dots: points.map((p, i) => ({ x: r1(x(i + 1)), y: r1(y(p.rating)), rating: p.rating, gameId: p.gameId, at: p.at })),
    grid,
    first: points[0].at,
    last: points[points.length - 1].at,
    left: PAD.left,
    right: W - PAD.right,
    bottom: H - 8,
  };
}
