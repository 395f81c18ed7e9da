/**
 * Engineer markers used during a turn (rule text "Ingenieure"): Daimler on an active buyer,
 * Diesel to change an own car on the market. One engineer marker per phase of a turn.
 */
import type { Marker } from '../data/markers';
import type { KwMove, KwState, MarketCar, Part } from './state';

/** Phase of the turn in which a marker may be used now, or null. */
export function markerPhase(s: KwState): 1 | 2 | null {
  const t = s.turn;
  if (s.phase !== 'turns' || t.tasks.length > 0) return null;
  if (t.stage === 'actions' && !t.marker1) return 1;
  if (t.stage === 'market' && !t.marker2) return 2;
  return null;
}

/** The Daimler marker of a value. */
export function daimlerMarker(value: 2 | 4): Marker {
  return value === 2 ? 'daimler2' : 'daimler4';
}

/** "Gottlieb Daimler": the active buyers that have no Daimler marker yet (one per buyer). */
export function daimlerBuyers(buyers: readonly { daimler: number }[]): number[] {
  return buyers.flatMap((b, i) => (b.daimler === 0 ? [i] : []));
}

/** The four things Diesel may change on a car, in this order. */
export const DIESEL_CHANGES = ['body', 'engine', 'workers', 'price'] as const;
export type DieselChange = (typeof DIESEL_CHANGES)[number];

/** What Diesel may change on a car: workshop slots (the first of each new value), worker counts, free price tiles. */
export type DieselChanges = Record<DieselChange, number[]>;

/**
 * "Rudolf Diesel" ("Veränderung"): body or engine from the workshops (a value other than the car's),
 * workers from the canteen or fewer (at least one), or a swap with a free coloured price tile.
 */
export function dieselChanges(p: { workshops: readonly (Part | null)[]; canteen: number }, prices: readonly number[], c: MarketCar): DieselChanges {
  const out: DieselChanges = { body: [], engine: [], workers: [], price: prices.slice() };
  for (const k of ['body', 'engine'] as const) {
    const seen = new Set<number>([k === 'body' ? c.body : c.engine]);
    p.workshops.forEach((w, slot) => {
      if (w && w.k === k && !seen.has(w.v)) {
        seen.add(w.v);
        out[k].push(slot);
      }
    });
  }
  for (let n = 1; n <= c.workers + p.canteen; n++) if (n !== c.workers) out.workers.push(n);
  return out;
}

/** The seat's cars on the market that Diesel can change. */
export function dieselCars(market: readonly MarketCar[], seat: number, p: { workshops: readonly (Part | null)[]; canteen: number }, prices: readonly number[]): number[] {
  return market.flatMap((c, i) => (c.seat === seat && DIESEL_CHANGES.some((k) => dieselChanges(p, prices, c)[k].length > 0) ? [i] : []));
}

/** A Diesel move: one change of a car, to one value. */
export function dieselMove(car: number, change: DieselChange, value: number): Extract<KwMove, { type: 'diesel' }> {
  if (change === 'workers') return { type: 'diesel', car, change, workers: value };
  if (change === 'price') return { type: 'diesel', car, change, price: value };
  return { type: 'diesel', car, change, slot: value };
}

export function markerMoves(s: KwState, seat: number): KwMove[] {
  if (markerPhase(s) === null) return [];
  const p = s.players[seat];
  const out: KwMove[] = [];
  for (const marker of [2, 4] as const) {
    if (!p.markers.includes(daimlerMarker(marker))) continue;
    for (const buyer of daimlerBuyers(s.buyers)) out.push({ type: 'daimler', marker, buyer });
  }
  if (p.markers.includes('diesel')) {
    s.market.forEach((c, car) => {
      if (c.seat !== seat) return;
      const ch = dieselChanges(p, s.prices, c);
      for (const change of DIESEL_CHANGES) for (const value of ch[change]) out.push(dieselMove(car, change, value));
    });
  }
  return out;
}

function useMarker(s: KwState, seat: number, marker: string): void {
  const p = s.players[seat];
  p.markers.splice(p.markers.indexOf(marker as never), 1);
  if (s.turn.stage === 'actions') s.turn.marker1 = true;
  else s.turn.marker2 = true;
}

/** Daimler: the marker lies on the buyer; the car sold to it scores that much more. */
export function applyDaimler(s: KwState, seat: number, marker: 2 | 4, buyer: number): void {
  useMarker(s, seat, daimlerMarker(marker));
  s.buyers[buyer].daimler = marker;
}

/**
 * Diesel: one category of an own market car changes. New parts and workers come from the
 * workshops and the canteen; what is taken off goes to the general supply (yucata). A new price
 * tile is swapped with an available coloured one.
 */
export function applyDiesel(s: KwState, seat: number, m: Extract<KwMove, { type: 'diesel' }>): void {
  useMarker(s, seat, 'diesel');
  const p = s.players[seat];
  const c = s.market[m.car];
  if (m.change === 'body' || m.change === 'engine') {
    const part = p.workshops[m.slot]!;
    p.workshops[m.slot] = null;
    if (m.change === 'body') c.body = part.v;
    else c.engine = part.v;
    s.partsOut--; // the old tile of the car goes to the supply
  } else if (m.change === 'workers') {
    const diff = m.workers - c.workers;
    if (diff > 0) p.canteen -= diff;
    else p.supply -= diff;
    c.workers = m.workers;
  } else if (m.change === 'price') {
    s.prices.push(c.price);
    s.prices.splice(s.prices.indexOf(m.price), 1);
    s.prices.sort((a, b) => a - b);
    c.price = m.price;
  }
}
