/**
 * A quick sketch of where a speed and some steer faces can take a chariot, for judging dice
 * before they are kept. It walks the track step by step (rule "Phase 5: Bewegen"), keeping for
 * each field and number of lane changes the cheapest way there: curve damage above the limit,
 * caltrops, rams on the way (2), a ram at the end (2, set back one field), rock piles (broken).
 * It leaves out what a ram does to the other chariot and the finer points of the set-back: the
 * real choice of the path is made later on the exact paths of the rules.
 */
import type { Situation } from '../rules/situation';
import type { Track } from '../rules/track';

export interface Sketch {
  field: number;
  lap: number;
  /** Damage the chariot takes on the way (Infinity: it breaks up on a rock pile). */
  damage: number;
}

export function sketchPaths(track: Track, s: Situation, id: number, speed: number, steers: number): Sketch[] {
  const me = s.chariots[id];
  if (me.field === null || me.out) return [];
  if (speed === 0) return [{ field: me.field, lap: me.lap, damage: 0 }];
  const occupied = new Set<number>();
  s.chariots.forEach((c, i) => {
    if (i !== id && !c.out && c.field !== null) occupied.add(c.field);
  });
  const caltrops = new Set(s.caltrops);
  // key: field * 8 + changes → best so far
  let layer = new Map<number, Sketch>([[me.field * 8, { field: me.field, lap: me.lap, damage: 0 }]]);
  for (let step = 1; step <= speed; step++) {
    const last = step === speed;
    const next = new Map<number, Sketch>();
    for (const [key, at] of layer) {
      const used = key % 8;
      const f = track.fields[at.field];
      const moves: [number | null, number][] = [[f.next, used]];
      if (used < steers) moves.push([f.inward, used + 1], [f.outward, used + 1]);
      for (const [to, u] of moves) {
        if (to === null) continue;
        const g = track.fields[to];
        const lap = g.front <= f.front ? at.lap + 1 : at.lap;
        let damage = at.damage;
        if (g.rock) damage = Infinity;
        if (g.limit !== null && speed > g.limit) damage += speed - g.limit;
        if (caltrops.has(to)) damage += 1;
        let end = to;
        let endLap = lap;
        if (occupied.has(to)) {
          damage += 2;
          if (last) {
            // Set back behind the rammed chariot (approximately one field).
            end = g.prev;
            endLap = track.fields[end].front >= g.front ? lap - 1 : lap;
          }
        }
        const k = end * 8 + u;
        const old = next.get(k);
        if (!old || damage < old.damage) next.set(k, { field: end, lap: endLap, damage });
      }
    }
    layer = next;
  }
  // The cheapest way to each end field.
  const best = new Map<number, Sketch>();
  for (const sk of layer.values()) {
    const old = best.get(sk.field);
    if (!old || sk.damage < old.damage) best.set(sk.field, sk);
  }
  return [...best.values()];
}
