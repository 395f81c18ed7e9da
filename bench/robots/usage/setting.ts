/** One setting a game's robots' usage is measured in: seats, options, and how many games. */
export interface UsageSetting {
  label: string;
  seats: number;
  options: Record<string, unknown>;
  /** games at the bench's default (BENCH_USAGE_GAMES scales it: the figure is a share of 1). */
  games: number;
}
