/**
 * Phase II: bringing a car to the market (rule text "II. Einen Kraftwagen auf den Markt
 * bringen"): a body and an engine from the workshops, at least one canteen worker, a free
 * coloured price tile, optionally a Horch or Maybach marker.
 */
import { grant } from './awards';
import { marketSize } from './capacities';
import { CAR_MARKERS, CarMarker } from '../data/markers';
import type { KwMove, KwState, Part } from './state';

/** The bodies and engines a car can be built from: each value with the first workshop holding it. */
export function workshopValues(workshops: (Part | null)[]): { bodies: Map<number, number>; engines: Map<number, number> } {
  const bodies = new Map<number, number>();
  const engines = new Map<number, number>();
  workshops.forEach((w, slot) => {
    if (!w) return;
    const m = w.k === 'body' ? bodies : engines;
    if (!m.has(w.v)) m.set(w.v, slot);
  });
  return { bodies, engines };
}

/** What a car can be built from now: the bodies and engines (value -> first workshop), the canteen workers; null when no car can be. */
export function buildable(s: KwState, seat: number): { bodies: Map<number, number>; engines: Map<number, number>; canteen: number } | null {
  const t = s.turn;
  const p = s.players[seat];
  if (t.stage !== 'market' || t.built > 0 || s.market.length >= marketSize(s) || p.canteen === 0) return null;
  const { bodies, engines } = workshopValues(p.workshops);
  return bodies.size && engines.size ? { bodies, engines, canteen: p.canteen } : null;
}

export function buildMoves(s: KwState, seat: number): KwMove[] {
  const b = buildable(s, seat);
  if (!b) return [];
  const out: KwMove[] = [];
  for (const body of b.bodies.values()) for (const engine of b.engines.values()) for (let workers = 1; workers <= b.canteen; workers++) out.push({ type: 'build', body, engine, workers });
  return out;
}

/** The Horch or Maybach markers the new car may get ("Kein Kraftwagen darf mehr als 1 Ingenieurs-Marker aufweisen"; one marker per phase). */
export function boostMarkers(markers: readonly string[], marker2: boolean): CarMarker[] {
  return marker2 ? [] : CAR_MARKERS.filter((m) => markers.includes(m));
}

export function priceMoves(s: KwState, seat: number): KwMove[] {
  const boosts: (CarMarker | undefined)[] = [undefined, ...boostMarkers(s.players[seat].markers, s.turn.marker2)];
  const out: KwMove[] = [];
  for (const price of s.prices) for (const boost of boosts) out.push(boost ? { type: 'price', price, boost } : { type: 'price', price });
  return out;
}

/** Takes the parts and workers of the car off the tableau. */
export function applyBuild(s: KwState, seat: number, m: Extract<KwMove, { type: 'build' }>): void {
  const p = s.players[seat];
  const body = p.workshops[m.body]!.v;
  const engine = p.workshops[m.engine]!.v;
  p.workshops[m.body] = null;
  p.workshops[m.engine] = null;
  p.canteen -= m.workers;
  s.turn.build = { body, engine, workers: m.workers };
  s.turn.stage = 'price';
}

/** Lays the price tile (and marker) and puts the car on a free market field. */
export function applyPrice(s: KwState, seat: number, m: Extract<KwMove, { type: 'price' }>): void {
  const b = s.turn.build!;
  const p = s.players[seat];
  s.prices.splice(s.prices.indexOf(m.price), 1);
  if (m.boost) {
    p.markers.splice(p.markers.indexOf(m.boost), 1);
    s.turn.marker2 = true;
  }
  s.market.push({ seat, body: b.body, engine: b.engine, workers: b.workers, price: m.price, boost: m.boost ?? null });
  s.turn.build = null;
  s.turn.stage = 'market';
  s.turn.built++;
  if (s.market.filter((c) => c.seat === seat).length >= 2) grant(s, seat, 'market2');
  // The sixth car (the fourth with two players) ends the turn phase after this turn.
  if (s.market.length >= marketSize(s)) s.endTriggered = true;
}
