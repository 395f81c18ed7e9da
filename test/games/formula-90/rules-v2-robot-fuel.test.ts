/**
 * Formula 90, rules version 2 (issue 33): which robot of a kind refuels when its kind's fuel tile
 * comes up. The text says it twice, and not alike:
 * - „VORRÜCKEN DES RUNDENZÄHLERS": „Wenn sich das Tankplättchen auf einen Roboter bezieht, muss der
 *   Roboter vom entsprechenden Typ auf der besten Rennposition einen Boxenstopp durchführen." — and
 *   the fuel example's „Hinweis: versuche nicht, dich zu erinnern, welcher Roboter angehalten hat und
 *   wer nicht. Es sind die Roboter in der besseren Rennposition und vom entsprechenden Typ, die jedes
 *   Mal zum Tanken anhalten, wenn eine Tankrunde erreicht wird."
 * - „TREIBSTOFFMANAGEMENT": „Sobald diese Bedingung erfüllt ist, hält der Roboter nicht wieder zum
 *   Tanken an und das Plättchen kann abgelegt werden."
 * Version 2 keeps the first reading (the second says that tile is done); version 1 skipped a robot
 * that had refuelled.
 */
import { callRobotsIn } from '../../../src/games/formula-90/rules/robot-cars';
import { car } from '../../../src/games/formula-90/rules/order';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { MONZA, midRace } from './helpers';

/** fast1 leads fast2; fast1 refuelled before; a FAST tile and a SLOW tile come up on box 9. */
function tileComesUp(rules: number): F90State {
  const s = midRace({ box: 8, sections: { 12: ['fast1'], 10: ['p0', 'p1'], 8: ['fast2', 'slow1'], 6: ['p2', 'p3', 'slow2'] }, waiting: [], options: MONZA, rules });
  car(s, 'fast1').refuelled = true;
  car(s, 'slow1').refuelled = true;
  s.box = 9;
  s.robotFuel = [
    { kind: 'fast', box: 9 },
    { kind: 'slow', box: 9 },
    { kind: 'slow', box: 13 },
  ];
  for (const c of s.cars) c.fuelDue = false;
  callRobotsIn(s);
  return s;
}

const due = (s: F90State) => s.cars.filter((c) => c.fuelDue).map((c) => c.id).sort();

describe('„VORRÜCKEN DES RUNDENZÄHLERS" (rules version 2): „muss der Roboter vom entsprechenden Typ auf der besten Rennposition einen Boxenstopp durchführen"', () => {
  it('the best-placed robot of the kind refuels, whether it refuelled before or not („versuche nicht, dich zu erinnern, welcher Roboter angehalten hat")', () => {
    const s = tileComesUp(2);
    expect(due(s)).toEqual(['fast1', 'slow1']);
    expect(s.robotFuel).toEqual([{ kind: 'slow', box: 13 }]); // the tiles of box 9 are done
  });

  it('version 1 (races started before) skipped the robots that had refuelled', () => {
    expect(due(tileComesUp(1))).toEqual(['fast2', 'slow2']);
  });
});
