/**
 * The picture of Race's track, in two layouts drawn from the same view: wide (rows of ten spaces,
 * the podium beside them) for a desktop, and tall (rows of five, the podium below) for a phone,
 * where every number stays readable. The START and FINISH words sit outside their spaces, so the
 * Knonster standing there never hide them.
 */
import { staticParts } from '../../../engine/static-part';
import { FINISHED, KNONSTER, KNONSTER_INFO, Knonster } from '../data/race';
import type { RaceView } from './view';
import { knonsterInitial, knonsterName, t } from './words';

const CELL_W = 56;
const CELL_H = 48;
const PAD = 12;
/** Room above the start and below the finish for their words. */
const LABEL_H = 16;
const PODIUM_W = 200;
const PODIUM_H = 132;

export interface Layout {
  /** spaces per row of the snake */
  perRow: number;
  /** the podium beside the track (wide) or below it (tall) */
  podiumBelow: boolean;
}

export const WIDE: Layout = { perRow: 10, podiumBelow: false };
export const TALL: Layout = { perRow: 5, podiumBelow: true };

/** Corner of each Knonster inside a space, so several on one space stay visible. */
const OFFSET: Record<Knonster, [number, number]> = {
  rithle: [-13, -11],
  aristas: [13, -11],
  celya: [-13, 11],
  elaari: [13, 11],
};

function rows(l: Layout): number {
  return 60 / l.perRow;
}

/** Top-left corner of the cell of field 1..60 (a snake: even rows left to right, odd rows back). */
function fieldCell(l: Layout, field: number): { x: number; y: number } {
  const row = Math.floor((field - 1) / l.perRow);
  const i = ((field - 1) % l.perRow) + 1;
  const col = row % 2 === 0 ? i : l.perRow + 1 - i;
  return { x: PAD + col * CELL_W, y: PAD + LABEL_H + row * CELL_H };
}

function startCell(): { x: number; y: number } {
  return { x: PAD, y: PAD + LABEL_H };
}

function finishCell(l: Layout): { x: number; y: number } {
  return { x: PAD, y: PAD + LABEL_H + (rows(l) - 1) * CELL_H };
}

function trackWidth(l: Layout): number {
  return PAD + (l.perRow + 1) * CELL_W;
}

function trackHeight(l: Layout): number {
  return PAD + 2 * LABEL_H + rows(l) * CELL_H;
}

function podiumOrigin(l: Layout): { x: number; y: number } {
  return l.podiumBelow ? { x: (trackWidth(l) + PAD - PODIUM_W) / 2, y: trackHeight(l) + 8 } : { x: trackWidth(l) + 24, y: PAD };
}

function podiumBox(l: Layout, place: number): { x: number; y: number; w: number; h: number } {
  const heights = [104, 84, 66, 50];
  const order = [1, 0, 2, 3]; // 2nd, 1st, 3rd, 4th from left to right
  const w = PODIUM_W / 4;
  const slot = order.indexOf(place - 1);
  const h = heights[place - 1];
  const o = podiumOrigin(l);
  const baseY = l.podiumBelow ? o.y + PODIUM_H : trackHeight(l) - 8;
  return { x: o.x + slot * w, y: baseY - h, w: w - 4, h };
}

function centre(l: Layout, k: Knonster, view: RaceView): { cx: number; cy: number } {
  const pos = view.positions[k];
  const [dx, dy] = OFFSET[k];
  if (pos === FINISHED) {
    const b = podiumBox(l, view.podium.indexOf(k) + 1);
    return { cx: b.x + b.w / 2, cy: b.y + 22 };
  }
  const cell = pos === 0 ? startCell() : fieldCell(l, pos);
  return { cx: cell.x + CELL_W / 2 + dx, cy: cell.y + CELL_H / 2 + dy };
}

/**
 * What every state draws alike in one layout (views/games/race/track-ground.hbs): the snake, the
 * spaces with their numbers, the start, the finish and the podium's word.
 */
function trackGround(l: Layout) {
  const fields = [];
  for (let f = 1; f <= 60; f++) {
    const c = fieldCell(l, f);
    fields.push({ x: c.x + 2, y: c.y + 2, w: CELL_W - 4, h: CELL_H - 4, tx: c.x + 5, ty: c.y + 14, label: f, cls: f % 10 === 0 ? 'f10' : f % 5 === 0 ? 'f5' : 'f1' });
  }
  const start = startCell();
  const finish = finishCell(l);
  // The snake line through the centres of the spaces, from the start to the finish.
  const snake = [start, ...Array.from({ length: 60 }, (_, i) => fieldCell(l, i + 1)), finish].map((p) => `${p.x + CELL_W / 2},${p.y + CELL_H / 2}`).join(' ');
  const o = podiumOrigin(l);
  return {
    cls: layoutClass(l),
    fields,
    snake,
    start: { x: start.x + 2, y: start.y + 2, w: CELL_W - 4, h: CELL_H - 4, tx: start.x + CELL_W / 2, ty: start.y - 4 },
    finish: { x: finish.x + 2, y: finish.y + 2, w: CELL_W - 4, h: CELL_H - 4, tx: finish.x + CELL_W / 2, ty: finish.y + CELL_H + 12, lineX: finish.x + CELL_W - 3, lineY: finish.y + 2, lineH: CELL_H - 4 },
    podiumTitle: { x: o.x + PODIUM_W / 2, y: o.y + 10 },
  };
}

function layoutClass(l: Layout): string {
  return l.podiumBelow ? 'race-tall' : 'race-wide';
}

/** The static part of each layout, by its class (drawn once per language by the platform). */
const ground = staticParts('games/race/track-ground', (cls) => trackGround(cls === layoutClass(TALL) ? TALL : WIDE));

/** Everything the template draws of the track in one layout: the static ground, the podium and the Knonster. */
export function trackPicture(l: Layout, view: RaceView) {
  const tokens = KNONSTER.map((k) => {
    const { cx, cy } = centre(l, k, view);
    const pos = view.positions[k];
    const about = { k: knonsterName(k), placement: view.placements[k] };
    const title =
      pos === FINISHED
        ? t('board.tokenPodium', { ...about, place: view.podium.indexOf(k) + 1 })
        : pos === 0
          ? t('board.tokenStart', about)
          : t('board.tokenSpace', { ...about, space: pos });
    const info = KNONSTER_INFO[k];
    return { id: k, initial: knonsterInitial(k), colour: info.colour, ink: info.ink, cx, cy, tx: cx, ty: cy + 4, title };
  });
  const podium = [1, 2, 3, 4].map((place) => {
    const b = podiumBox(l, place);
    const k = view.podium[place - 1];
    const title = k ? t('board.placeTaken', { place, k: knonsterName(k) }) : t('board.place', { place });
    return { place, ...b, tx: b.x + b.w / 2, ty: b.y + b.h - 10, title };
  });
  const o = podiumOrigin(l);
  const width = l.podiumBelow ? trackWidth(l) + PAD : o.x + PODIUM_W + PAD;
  const height = l.podiumBelow ? o.y + PODIUM_H + PAD : trackHeight(l);
  return {
    cls: layoutClass(l),
    width,
    height,
    ground: ground(layoutClass(l)),
    podium,
    tokens,
  };
}
