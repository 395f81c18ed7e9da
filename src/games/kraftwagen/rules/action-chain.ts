/**
 * The chain on the action track (rule text "5.2 Zugphase"): action tiles and the players'
 * workers, front to back. The player whose worker is last acts; a tile at the back goes to the front.
 */
export const workerEntry = (seat: number): string => `P${seat}`;
export const isWorker = (e: string): boolean => e[0] === 'P';
export const entrySeat = (e: string): number => Number(e.slice(1));
export const isSpecial = (e: string): boolean => e[0] === 'A' || e[0] === 'B' || e[0] === 'C';

/** Tiles at the back of the chain go to the front, one after the other, until a worker is last. */
export function normalize(chain: string[]): void {
  while (chain.length > 0 && !isWorker(chain[chain.length - 1])) chain.unshift(chain.pop()!);
}

export function lastSeat(chain: string[]): number {
  return entrySeat(chain[chain.length - 1]);
}

/**
 * "Ein Aktionsplättchen nehmen": the worker moves to the tile's place and the tile goes to the
 * front (a special tile is replaced at the front by `replacement`).
 */
export function takeTile(chain: string[], seat: number, tile: string, replacement: string | null): void {
  const w = workerEntry(seat);
  const wi = chain.indexOf(w);
  chain.splice(wi, 1);
  const ti = chain.indexOf(tile);
  chain[ti] = w;
  const front = replacement ?? (isSpecial(tile) ? null : tile);
  if (front) chain.unshift(front);
}

/** The tiles a player may take: every tile in the chain. */
export function chainTiles(chain: string[]): string[] {
  return chain.filter((e) => !isWorker(e));
}
