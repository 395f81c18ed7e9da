/**
 * Pictures for the rules page (`![caption](picture:<id>)` in guide/rules.*.md), drawn by the
 * game's own board: positions built from setup or directly (guide/position.ts), every one
 * satisfying the invariants. Field coordinates: seg(row − 1, lane), lane 0 the inside (Daytona Beach).
 */
import type { RulesPicture } from '../../../engine/learn';
import { apply } from '../rules/apply';
import { wearExample } from '../data/examples';
import { setup } from '../rules/setup';
import type { AutoMove, AutoState } from '../rules/state';
import { seg, stateWith } from './position';

const playAll = (s: AutoState, moves: AutoMove[], seat = s.current): AutoState => moves.reduce((x, m) => apply(x, seat, m), s);

export const pictures: Record<string, () => RulesPicture<AutoState>> = {
  /** The start: four cars on P1–P4 of Daytona Beach, the money of each start space beside it. */
  grid: () => ({ state: setup(11, 4, { cardSet: 'einsteiger', track: 'daytona', laps: 3, einfaedeln: false, beschleunigt: false }), viewer: null }),

  /**
   * Lane and speed in a corner: before the first corner the inside lane is white (3rd gear), the
   * middle white/light grey, the outside light grey. A light-grey die chosen: its fields are marked.
   */
  corner: () => ({
    state: stateWith({ cars: [seg(5, 1), seg(12, 2)], players: [{ active: { white: 2, lightgrey: 2, darkgrey: 1, yellow: 2 } }] }),
    viewer: 0,
    answers: ['die:lightgrey'],
  }),

  /** Wear: four light-grey fields and one dark-grey field used — the car will get 3 wear, not 11 (the rule book's example). */
  wear: () => {
    const ex = wearExample;
    const state = ex.steps.slice(0, 5).reduce((s, st) => apply(s, st.seat, st.move), ex.start());
    return { state, viewer: null };
  },

  /** Drafting (Windschatten): the last die lies right behind the other car — ending there costs no wear. */
  drafting: () => {
    const s = stateWith({ cars: [seg(0, 0), seg(5, 0)], players: [{ active: { lightgrey: 4, yellow: 3 } }] });
    const lg = (row: number): AutoMove => ({ type: 'activate', colour: 'lightgrey', seg: seg(row - 1, 0) });
    return { state: playAll(s, [lg(2), lg(3), lg(4), lg(5)]), viewer: null };
  },

  /** The bag: Power Boost (Leistungsschub) under way — click your bag to draw; every bag's contents are open. */
  bag: () => {
    const s = stateWith({
      cards: ['leistungsschub'],
      cars: [seg(14, 1), seg(17, 2)],
      players: [
        { active: { green: 1, white: 2, yellow: 2, brown: 2 }, bag: { white: 2, lightgrey: 2, yellow: 1, brown: 3 }, discard: { white: 1, yellow: 2, brown: 1 } },
        { active: { white: 3, lightgrey: 1, yellow: 3 }, bag: { white: 2, yellow: 3 } },
      ],
    });
    return { state: apply(s, 0, { type: 'activate', colour: 'green' }), viewer: 0 };
  },
};
