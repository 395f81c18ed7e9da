/**
 * Tournament formats, pure (docs/tournaments.md): who sits at which table each round, points,
 * tie-breaks and the final placing. No I/O, no clock; randomness only from the seeded PRNG of
 * src/engine/prng.ts. Imports nothing of the site but src/engine/.
 */
export type { Format, Entrant, Table, Round, TableResult, PlayedRound, FormatSettings, Standing } from './types';
export { tableSizes } from './table-sizes';
export { snakeSeed } from './seeding';
export { nextRound, plannedRounds } from './next-round';
export { standings } from './standings';
export { ROUND_ROBIN_MAX_PLAYERS } from './round-robin';
