/** The Grand Prix race (rule text "Grand Prix", "Wertung des Grand-Prix-Rennens"). */
import { grant } from './awards';
import { rulesOf } from '../../../engine/rules-version';
import { trackFields } from '../data/grand-prix';
import type { KwState } from './state';

/** Fields where other cars stand (the neutral cars of a two-player game too). */
export function occupied(s: KwState, seat: number): Set<number> {
  const out = new Set<number>(s.neutral);
  s.players.forEach((p, i) => {
    if (i !== seat && p.car) out.add(p.car.field);
  });
  return out;
}

/**
 * Moves a car `steps` fields (+1 with Porsche). Fields with other cars are skipped and not
 * counted; from the pit lane the first step goes onto field 1; crossing the line from the last
 * field to field 1 counts a lap.
 */
export function drive(s: KwState, seat: number, steps: number): void {
  const p = s.players[seat];
  const total = steps + (p.engineers.includes('porsche') ? 1 : 0);
  const occ = occupied(s, seat);
  let lap = p.car?.lap ?? 0;
  let field = p.car?.field ?? 0;
  // Kraftwagen, „Grand Prix": the track has 16 fields under rules version 1, 8 in version 2, 6 from version 3.
  const last = trackFields(rulesOf(s));
  let n = 0;
  while (n < total) {
    if (field === last) {
      field = 1;
      lap++;
    } else field++;
    if (!occ.has(field)) n++;
  }
  p.car = { lap, field };
  if (lap >= 1) grant(s, seat, 'lap1');
  if (lap >= 2) grant(s, seat, 'lap2');
}

export interface Standing {
  seat: number | null;
  lap: number;
  field: number;
}

/** Cars on the track, the leader first (more laps, then further on); cars in the pit lane are not placed. */
export function standings(s: KwState): Standing[] {
  const out: Standing[] = s.neutral.map((field) => ({ seat: null, lap: 0, field }));
  s.players.forEach((p, seat) => {
    if (p.car) out.push({ seat, lap: p.car.lap, field: p.car.field });
  });
  return out.sort((a, b) => b.lap - a.lap || b.field - a.field);
}
