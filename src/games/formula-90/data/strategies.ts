/**
 * The six strategies (Formula 90, „36 Strategieplättchen", „WAHL EINER STRATEGIE"; the advanced
 * side's SPECIAL: „WÄHLE DIE STRATEGIE"). Only ids and the catalogue keys of their names: what a
 * strategy does is rule code. The tiles print the English names; the German text gives its own in
 * brackets (SAVE TYRES „REIFEN SPAREN", HAZARD „RISIKO", BALANCE, LUCKY „GLÜCK", CHASE
 * „VERFOLGUNG", BANGING WHEELS „FLIEGENDE RÄDER"); the catalogues hold both.
 */
export type StrategyId = 'saveTyres' | 'hazard' | 'balance' | 'lucky' | 'chase' | 'bangingWheels';

export interface Strategy {
  readonly id: StrategyId;
  /** the catalogue key of its name */
  readonly name: string;
}

/** In the order of the text's table („WAHL EINER STRATEGIE"). */
export const STRATEGY_IDS: readonly StrategyId[] = ['saveTyres', 'hazard', 'balance', 'lucky', 'chase', 'bangingWheels'];

export const STRATEGIES: readonly Strategy[] = STRATEGY_IDS.map((id) => ({ id, name: `formula-90.strategy.${id}` }));

/**
 * „36 Strategieplättchen" for 6 strategies: 6 tiles each (basic side / advanced side), one per
 * possible player, so any number of players may choose the same strategy.
 */
export const STRATEGY_TILES = 36;
export const TILES_PER_STRATEGY = STRATEGY_TILES / STRATEGY_IDS.length;

/** The strategy with this id. */
export function strategy(id: StrategyId): Strategy {
  const s = STRATEGIES.find((x) => x.id === id);
  if (!s) throw new Error(`no strategy ${id}`);
  return s;
}
