/**
 * Standings and the final placing (docs/tournaments.md, "Tie-breaks" and "Final placing").
 */
import { isFinal, qualifiers } from './groups';
import { buchholz, round6, tally } from './points';
import type { Entrant, FormatSettings, PlayedRound, Standing } from './types';

/**
 * Swiss and round robin: points; then Buchholz; then wins (first places); then the seeding
 * rating; then id (lower first).
 */
export function sortStandings(settings: FormatSettings, entrants: Entrant[], played: PlayedRound[]): Standing[] {
  const t = tally(settings.tableSize, played);
  const rating = new Map(entrants.map((e) => [e.id, e.rating]));
  const rows = entrants.map((e) => ({
    id: e.id,
    place: 0,
    points: round6(t.points.get(e.id) ?? 0),
    buchholz: round6(buchholz(t, e.id)),
    wins: t.wins.get(e.id) ?? 0,
    games: t.games.get(e.id) ?? 0,
  }));
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.buchholz - a.buchholz ||
      b.wins - a.wins ||
      (rating.get(b.id) ?? 0) - (rating.get(a.id) ?? 0) ||
      a.id - b.id,
  );
  rows.forEach((r, i) => (r.place = i + 1));
  return rows;
}

/**
 * Groups then final: the final table by its ranks; then those out in the last round before it,
 * then earlier rounds; within a round by their rank at their table (a bye as rank 1), then
 * rating, then id. While the tournament runs, the players going on from the last played round come
 * first.
 */
function groupsPlacing(settings: FormatSettings, entrants: Entrant[], played: PlayedRound[], rows: Standing[], withdrawn: ReadonlySet<number>): Standing[] {
  const rating = new Map(entrants.map((e) => [e.id, e.rating]));
  const last = new Map<number, { round: number; rank: number }>();
  played.forEach((round, r) => {
    for (const id of round.byes) last.set(id, { round: r, rank: 1 });
    for (const t of round.tables) t.players.forEach((id, i) => last.set(id, { round: r, rank: t.ranks[i] }));
  });
  const went = played.map((round) => new Set(qualifiers(settings, round, rating).map((q) => q.id)));
  const lastRound = played.length - 1;
  const key = (id: number) => {
    const l = last.get(id);
    if (!l) return { round: -1, on: 0, rank: Infinity, out: undefined };
    const final = isFinal(played[l.round]);
    // Still in: went on from the last played round and has not withdrawn (or sat at the final table).
    const stillIn = final || (went[l.round].has(id) && l.round === lastRound && !withdrawn.has(id));
    // Within a round: those still in, then those who went on but withdrew, then those who lost.
    const on = stillIn ? 2 : went[l.round].has(id) ? 1 : 0;
    return { round: l.round, on, rank: l.rank, out: stillIn ? undefined : l.round + 1 };
  };
  const keys = new Map(rows.map((r) => [r.id, key(r.id)]));
  const sorted = rows.slice().sort((a, b) => {
    const x = keys.get(a.id)!;
    const y = keys.get(b.id)!;
    return (
      y.round - x.round ||
      y.on - x.on ||
      x.rank - y.rank ||
      (rating.get(b.id) ?? 0) - (rating.get(a.id) ?? 0) ||
      a.id - b.id
    );
  });
  return sorted.map((r, i) => {
    const out = keys.get(r.id)!.out;
    return out === undefined ? { ...r, place: i + 1 } : { ...r, place: i + 1, out };
  });
}

/**
 * Standings after the played rounds (the final placing when the tournament is over).
 * `withdrawn` (optional): players who withdrew — in groups then final, one who went on from the
 * last played round but withdrew is out in that round (the others do not need it: withdrawn
 * players keep their place by their points).
 */
export function standings(settings: FormatSettings, entrants: Entrant[], played: PlayedRound[], withdrawn: readonly number[] = []): Standing[] {
  const rows = sortStandings(settings, entrants, played);
  return settings.format === 'groups' ? groupsPlacing(settings, entrants, played, rows, new Set(withdrawn)) : rows;
}
