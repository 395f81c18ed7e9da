/**
 * The 18 sponsors of the race season (rule text „Sponsoren" and its appendix: six families A–F
 * of three, each with an effect for 1st place, a middle place and last place). The text gives the
 * families' special abilities, the standard ability (remove 3 / 6 / 12 dice) and only some
 * numbers — F2 middle = 3 (its example), E: 4 wear per non-wear die (example E1), E3 last: no
 * special ability. Every other number and every name is designed here (docs/games/automobiles/rules.md,
 * "The race season"): within a family 1 < 2 < 3, and a better place gets less, as the standard ability
 * does (the leader needs the help least).
 */

export type SponsorId = 'A1' | 'A2' | 'A3' | 'B1' | 'B2' | 'B3' | 'C1' | 'C2' | 'C3' | 'D1' | 'D2' | 'D3' | 'E1' | 'E2' | 'E3' | 'F1' | 'F2' | 'F3';

/** A: money to buy dice; B: extra dice removed; C: extra wear removed; D: free dice; E: wear per non-wear die of the standard removal; F: extra dice removed, $2 each to buy with. */
export type SponsorFamily = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** A place in the race as the sponsors count it. */
export type Place = 'first' | 'middle' | 'last';

export interface Sponsor {
  id: SponsorId;
  family: SponsorFamily;
  name: string;
  /** The family's number N for 1st, middle and last place (E: wear per non-wear die; 0: no special ability). */
  n: Record<Place, number>;
}

/** „Jeder Effekt hat eine Standardfähigkeit … Für den Erstplatzierten sind das 3 Würfel, für die mittleren Plätze 6 und für den Letztplatzierten 12." */
export const STANDARD_REMOVAL: Record<Place, number> = { first: 3, middle: 6, last: 12 };

const s = (id: SponsorId, name: string, first: number, middle: number, last: number): Sponsor => ({ id, family: id[0] as SponsorFamily, name, n: { first, middle, last } });

export const SPONSORS: Sponsor[] = [
  s('A1', 'Bankhaus Brenner', 3, 5, 8),
  s('A2', 'Lindner Versicherung', 4, 6, 9),
  s('A3', 'Goldkurs Capital', 5, 7, 10),
  s('B1', 'Kolbenwerk Rhein', 1, 2, 3),
  s('B2', 'Ventilbau Sommer', 1, 3, 4),
  s('B3', 'Nockenwelle AG', 2, 3, 5),
  s('C1', 'Blitzblank Reinigung', 2, 4, 6),
  s('C2', 'Ölwechsel Express', 3, 5, 7),
  s('C3', 'Schmierstoff Nord', 4, 6, 8),
  s('D1', 'Zündkerzen Koch', 1, 2, 3),
  s('D2', 'Getriebe Hartmann', 1, 2, 4),
  s('D3', 'Turbolader Weiss', 2, 3, 4),
  s('E1', 'Reifen Adler', 4, 4, 4),
  s('E2', 'Felgen Falkner', 4, 4, 4),
  s('E3', 'Bremsen Berger', 4, 4, 0),
  s('F1', 'Tankstelle Vogt', 2, 2, 3),
  s('F2', 'Autohaus Krüger', 2, 3, 4),
  s('F3', 'Rennsport Meyer', 3, 4, 5),
];

export const SPONSOR_IDS = SPONSORS.map((x) => x.id) as [SponsorId, ...SponsorId[]];

export function sponsor(id: SponsorId): Sponsor {
  const x = SPONSORS.find((y) => y.id === id);
  if (!x) throw new Error(`unknown sponsor ${id}`);
  return x;
}
