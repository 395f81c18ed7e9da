/**
 * Test helpers: Formula 90 states built and played directly through the rules. The table is built
 * with the game's own src/games/formula-90/data/table.ts (the examples' players and cards, legal
 * moves with the invariants checked, a race under way, cards moved to where a test needs them).
 */
import { legalMoves, toAct } from '../../../src/games/formula-90/rules/legal';
import { car, queueIndex, sectionOf } from '../../../src/games/formula-90/rules/order';
import type { F90State, FuelBid } from '../../../src/games/formula-90/rules/state';
import { ALAN, BOB, CARL, DIRK, act, cardOf, give } from '../../../src/games/formula-90/data/table';

export { ALAN, BOB, CARL, DIRK, MONZA, act, arrange, cardOf, cardWithTest, examplePlayers, give, midRace, setTarget, stack } from '../../../src/games/formula-90/data/table';
export { toAct, legalMoves };

/** Where a car stands: its section and place in the queue. */
export function at(s: F90State, id: string): { section: number; index: number } {
  const c = car(s, id);
  return { section: sectionOf(s, c.pos), index: queueIndex(s, c) };
}

/**
 * F90-E17 („BEISPIEL", advanced game): the robots draw SUPERSCHNELL +5(30)/10 and +4(10)/10,
 * SCHNELL +4(20)/10 and +3(45)/16, LANGSAM +3(35)/10 and +2(55)/16; Alan plays +2(76) with 10 laps,
 * Bob +4(11) with 10, Carl +3(43) with 12, Dirk +4(55) with 16. The qualifying of the example on a
 * state in phase 'qualifying' (fuel management on).
 */
export function qualifyAsInExample(state: F90State): F90State {
  let s = state;
  s.robotTiles = ['superfast-3', 'superfast-4', 'fast-3', 'fast-9', 'slow-3', 'slow-9'];
  const cards: [number, number, FuelBid][] = [
    [ALAN, cardOf('shift', 2, 76), 10],
    [BOB, cardOf('acceleration', 4, 11), 10],
    [CARL, cardOf('movement', 3, 43), 12],
    [DIRK, cardOf('movement', 4, 55), 16],
  ];
  for (const [seat, card] of cards) give(s, seat, [card]);
  for (const [seat, card, fuel] of cards) s = act(s, seat, { type: 'qualify', card, fuel });
  return s;
}
