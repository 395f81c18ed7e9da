/** The nine engineer markers (rule text "Die Ingenieurmarker", "Ingenieure"). */
import type { Engineer } from './research';

export type Marker = 'horch1' | 'horch2' | 'maybach1' | 'maybach2' | 'daimler2' | 'daimler4' | 'diesel' | 'benz';

/** The markers an engineer card brings (two Diesel markers: "Veränderung"). */
export const ENGINEER_MARKERS: Record<Engineer, Marker[]> = {
  opel: [],
  horch: ['horch1', 'horch2'],
  benz: ['benz'],
  bugatti: [],
  porsche: [],
  daimler: ['daimler2', 'daimler4'],
  otto: [],
  diesel: ['diesel', 'diesel'],
  maybach: ['maybach1', 'maybach2'],
};

/** Markers laid on a car brought to the market, and what they add. */
export const CAR_MARKERS = ['horch1', 'horch2', 'maybach1', 'maybach2'] as const;
export type CarMarker = (typeof CAR_MARKERS)[number];

export const CAR_BOOST: Record<CarMarker, { body: number; engine: number }> = {
  horch1: { body: 0, engine: 1 },
  horch2: { body: 0, engine: 2 },
  maybach1: { body: 1, engine: 0 },
  maybach2: { body: 2, engine: 0 },
};
