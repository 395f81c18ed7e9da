/**
 * The formats' common door: the next round and the number of rounds.
 */
import { groupsRound, groupsRounds } from './groups';
import { roundRobinRound, roundRobinRounds } from './round-robin';
import { swissRound, swissRounds } from './swiss';
import type { Entrant, FormatSettings, PlayedRound, Round } from './types';

/**
 * The next round, or null when the tournament is over. `active`: players still in (not
 * withdrawn); ids not among the entrants are ignored. Deterministic given `seed`.
 */
export function nextRound(settings: FormatSettings, entrants: Entrant[], played: PlayedRound[], active: number[], seed: number): Round | null {
  const known = new Set(entrants.map((e) => e.id));
  const inIt = [...new Set(active)].filter((id) => known.has(id));
  switch (settings.format) {
    case 'groups':
      return groupsRound(settings, entrants, played, inIt);
    case 'swiss':
      return swissRound(settings, entrants, played, inIt, seed);
    case 'roundRobin':
      return roundRobinRound(settings, entrants, played, inIt, seed);
  }
}

/**
 * How many rounds the format will have for n players when nobody withdraws (groups: until one
 * final table; swiss: settings.rounds or its default; round robin: until every pair met).
 */
export function plannedRounds(settings: FormatSettings, n: number): number {
  switch (settings.format) {
    case 'groups':
      return groupsRounds(settings, n);
    case 'swiss':
      return swissRounds(settings, n);
    case 'roundRobin':
      return roundRobinRounds(settings, n);
  }
}
