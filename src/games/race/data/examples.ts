/**
 * The rule book's worked examples that play out over moves, as replays for the rules page
 * (/rules/race/examples/<id>) — and the very data the tests replay (test/games/race/rules.test.ts,
 * powers.test.ts), so the page can never drift from the rules.
 *
 * The rule text („Race - Regeln") works one example itself: the card „Verdreifache den
 * Vorsprung" (Anhang „Karteneffekte": „Celya hat 5 Felder Vorsprung auf das zweitplatzierte
 * Knonster. Das Knonster wird um 10 Felder nach vorne bewegt, sodass nun der Vorsprung 15 Felder
 * beträgt", RACE-E01), with its edge cases (no effect when not alone in 1st place, RACE-E05/E06;
 * over the finish line, RACE-E07). The other examples play out what the text says of the
 * placement cards („Platzierung"), catch-up, the superpowers and the end („Ende des Spiels",
 * „Wertung") with the numbers of analysis.md (RACE-D02, D04, D06, D09, D10).
 */
import type { RuleExample } from '../../../engine/contract';
import { seat, type Param } from '../../../engine/text';
import type { CardKind, Knonster } from './race';
import type { PlayMove, RaceMove, RaceState } from '../rules/state';
import { t } from '../view/words';
import { positionWith } from './position';

const play = (card: CardKind, power?: Knonster): PlayMove => (power === undefined ? { type: 'play', card } : { type: 'play', card, power });

/** An example's words: race.example.<id>.title / .intro / .1, .2 … (`params`: the players named in them). */
function example(id: string, section: string, start: () => RaceState, steps: { seat: number; move: RaceMove }[], params?: Record<string, Param>): RuleExample<RaceState, RaceMove> {
  return {
    id,
    title: t(`example.${id}.title`),
    intro: t(`example.${id}.intro`, params),
    start,
    steps: steps.map((s, i) => ({ ...s, say: t(`example.${id}.${i + 1}`, params) })),
    section,
  };
}

/** RACE-E01 (Anhang „Karteneffekte"): Celya 30, Elaari 25, Rithle 12, Aristas 0; Celya triple lead → Celya 40, lead 15. */
export const TRIPLE_LEAD = example(
  'triple-lead',
  'cards',
  () =>
    positionWith({
      seats: 2,
      positions: { celya: 30, elaari: 25, rithle: 12, aristas: 0 },
      hands: [['celya:triple', 'elaari:+5', 'rithle:+7', 'place4:+14', 'place3:12']],
      choices: [
        ['celya', 'elaari'],
        ['rithle', 'aristas'],
      ],
    }),
  [{ seat: 0, move: play('celya:triple') }],
);

/**
 * RACE-E05 and E06 („Hat keinen Effekt, wenn das Knonster nicht alleine auf dem 1. Platz ist"):
 * Celya and Elaari both on 30 — Celya's triple lead does nothing; Elaari +5 takes the lead; now
 * Celya is 2nd and its triple lead does nothing again.
 */
export const TRIPLE_NO_EFFECT = example(
  'triple-no-effect',
  'cards',
  () =>
    positionWith({
      seats: 2,
      positions: { celya: 30, elaari: 30, rithle: 12, aristas: 0 },
      hands: [
        ['celya:triple', 'celya:triple', 'rithle:+5', 'place4:+14', 'place3:12'],
        ['elaari:+5', 'aristas:+7', 'rithle:+7', 'place4:+14', 'place2:+9'],
      ],
      deckTop: ['aristas:+5', 'rithle:catchup'],
      choices: [
        ['celya', 'rithle'],
        ['elaari', 'aristas'],
      ],
    }),
  [
    { seat: 0, move: play('celya:triple') },
    { seat: 1, move: play('elaari:+5') },
    { seat: 0, move: play('celya:triple') },
  ],
);

/** RACE-E07: Celya 50, 2nd on 40: the triple lead moves Celya 20 — over the finish line onto podium place 1. */
export const TRIPLE_FINISH = example(
  'triple-finish',
  'podium',
  () =>
    positionWith({
      seats: 2,
      positions: { celya: 50, elaari: 40, rithle: 10, aristas: 22 },
      hands: [['celya:triple', 'elaari:+5', 'rithle:+7', 'place4:+14', 'place3:12']],
      choices: [
        ['celya', 'elaari'],
        ['rithle', 'aristas'],
      ],
    }),
  [{ seat: 0, move: play('celya:triple') }],
);

/**
 * „Platzierung" (RACE-D02): Rithle and Aristas on 20, Celya on 15, Elaari on 3 — places 1, 1, 3,
 * 4. Place 2 +9 moves nobody (no single Knonster in 2nd place); Place 3 up to 12 moves Celya, but
 * at most 1 past the leaders (to 21); Place 4 +14 moves Elaari (3 → 17).
 */
export const PLACEMENT = example(
  'placement',
  'placement',
  () =>
    positionWith({
      seats: 2,
      positions: { rithle: 20, aristas: 20, celya: 15, elaari: 3 },
      hands: [
        ['place2:+9', 'place4:+14', 'rithle:+5', 'aristas:+7', 'celya:+5'],
        ['place3:12', 'elaari:+7', 'rithle:+7', 'celya:+7', 'aristas:+5'],
      ],
      deckTop: ['elaari:+5', 'celya:catchup'],
      choices: [
        ['rithle', 'elaari'],
        ['aristas', 'celya'],
      ],
    }),
  [
    { seat: 0, move: play('place2:+9') },
    { seat: 1, move: play('place3:12') },
    { seat: 0, move: play('place4:+14') },
  ],
);

/**
 * Catch-up (RACE-D04: „um maximal 20 Felder nach vorne (höchstens 2 Felder hinter das / die
 * Knonster auf Platz 1)"): Aristas leads on 40; Rithle on 5 catches up 20 (to 25); Rithle +5 (30);
 * Rithle's second catch-up stops 2 behind the leader, on 38 (8 spaces).
 */
export const CATCH_UP = example(
  'catch-up',
  'cards',
  () =>
    positionWith({
      seats: 2,
      positions: { aristas: 40, celya: 18, elaari: 12, rithle: 5 },
      hands: [
        ['rithle:catchup', 'rithle:catchup', 'celya:+5', 'elaari:+7', 'place4:+14'],
        ['rithle:+5', 'aristas:+7', 'celya:+7', 'elaari:+5', 'place2:+9'],
      ],
      deckTop: ['aristas:+5', 'celya:+7'],
      choices: [
        ['rithle', 'celya'],
        ['aristas', 'elaari'],
      ],
    }),
  [
    { seat: 0, move: play('rithle:catchup') },
    { seat: 1, move: play('rithle:+5') },
    { seat: 0, move: play('rithle:catchup') },
  ],
);

/** Rithle's superpower (RACE-D09): Rithle 30, the leader 40 — back to 25, catch-up to 38, +5 to 43. */
export const RITHLE_POWER = example(
  'rithle-power',
  'powers',
  () =>
    positionWith({
      seats: 2,
      options: { superkraefte: true },
      positions: { aristas: 40, rithle: 30, celya: 20, elaari: 14 },
      hands: [['rithle:catchup', 'celya:+5', 'elaari:+7', 'place4:+14', 'place2:+9']],
      choices: [
        ['rithle', 'celya'],
        ['aristas', 'elaari'],
      ],
    }),
  [{ seat: 0, move: play('rithle:catchup', 'rithle') }],
);

/** Aristas' superpower (RACE-D10): Aristas 22, Celya 20; Celya +7 with it — Celya to 27, then Aristas the same 7, to 29. */
export const ARISTAS_POWER = example(
  'aristas-power',
  'powers',
  () =>
    positionWith({
      seats: 2,
      options: { superkraefte: true },
      positions: { aristas: 22, celya: 20, rithle: 31, elaari: 9 },
      hands: [['celya:+7', 'rithle:+5', 'elaari:+7', 'place4:+14', 'place2:+9']],
      choices: [
        ['aristas', 'elaari'],
        ['rithle', 'celya'],
      ],
    }),
  [{ seat: 0, move: play('celya:+7', 'aristas') }],
);

/**
 * „Ende des Spiels" and „Wertung" (RACE-D06): three players; Celya and Rithle are on the podium,
 * Aristas on 56. Aristas +7 carries it over the line as the third: the game ends at once (no card
 * is drawn). Celya's 48 points are shared by its two backers (24 each), Rithle's 24 go to its one
 * backer, Aristas' 12 to its one; Elaari scores nothing.
 */
export const GAME_END = example(
  'game-end',
  'end',
  () =>
    positionWith({
      seats: 3,
      positions: { aristas: 56, elaari: 41 },
      podium: ['celya', 'rithle'],
      hands: [['aristas:+7', 'elaari:+5', 'place4:+14', 'place3:12', 'elaari:catchup']],
      choices: [
        ['celya', 'elaari'],
        ['rithle', 'celya'],
        ['aristas', 'elaari'],
      ],
    }),
  [{ seat: 0, move: play('aristas:+7') }],
  { a: seat(0), b: seat(1), c: seat(2) },
);

export const examples: RuleExample<RaceState, RaceMove>[] = [TRIPLE_LEAD, TRIPLE_NO_EFFECT, TRIPLE_FINISH, PLACEMENT, CATCH_UP, RITHLE_POWER, ARISTAS_POWER, GAME_END];
