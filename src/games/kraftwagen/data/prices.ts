/** The coloured price tiles of the three rounds (rule text "5.1 Vorbereitung"). */
export const ROUND_PRICES: readonly (readonly number[])[] = [
  [1, 2, 3, 5, 6, 8, 9, 10],
  [2, 3, 5, 6, 8, 9, 11, 12],
  [3, 4, 6, 8, 10, 12, 14, 15],
];

export const ROUND_COLOURS = ['orange', 'purple', 'blue'] as const;
export const ROUNDS = 3;

/** Cars on the market: six, four with two players (rule text "5.2 Zugphase", "8.0"). */
export const MARKET_SIZE = 6;
export const MARKET_SIZE_TWO = 4;
