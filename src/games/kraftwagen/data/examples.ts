/**
 * The rule book's worked examples that play out over moves (the analysis lists them as KW-E01 to
 * KW-E10), as replays for the site (/rules/kraftwagen/examples/<id>) and as the rules tests
 * (test/games/kraftwagen/examples.test.ts replays these very steps and checks the rule book's
 * outcome). Marion, the rule book's player, is seat 0 (red); the blue and green cars of KW-E05 and
 * KW-E07 are seats 1 and 2. A start position is a game set up from a seed with its start tiles
 * taken by legal moves, then adjusted where the rule book describes a later situation
 * (guide/positions.ts keeps every invariant); the steps are legal moves.
 */
import type { ExampleStep, RuleExample } from '../../../engine/learn';
import { msg } from '../../../engine/text';
import {
  activeBuyers,
  afterStart,
  award,
  body,
  cardId,
  chainOf,
  engine,
  giveDev,
  MARION_SEED,
  marketCar,
  setWorkshops,
  turnOf,
} from '../guide/positions';
import { setup } from '../rules/setup';
import type { KwMove, KwState } from '../rules/state';

type Example = RuleExample<KwState, KwMove>;

const say = (id: string, n: number) => msg(`kraftwagen.example.${id}.${n}`);

/** The steps of an example, each with its message example.<id>.<n> (from 1). */
function steps(id: string, moves: [number, KwMove][]): ExampleStep<KwMove>[] {
  return moves.map(([seat, move], i) => ({ seat, move, say: say(id, i + 1) }));
}

/** The seats as the examples' words name them: Marion (red), blue, green, yellow. */
const SEAT_NAMES = [0, 1, 2, 3].map((seat) => msg(`kraftwagen.example.seat${seat}`));

function example(id: string, section: string, start: () => KwState, moves: [number, KwMove][]): Example {
  return { id, title: msg(`kraftwagen.example.${id}.title`), intro: msg(`kraftwagen.example.${id}.intro`), start, steps: steps(id, moves), section, names: SEAT_NAMES };
}

/**
 * The four-player game of most examples after its start tiles: seat 3 (yellow) takes S3 (a 1-body
 * and a 1-engine), seat 2 (green) S4, seat 1 (blue) S1 (its car on Grand Prix field 2); Marion
 * (seat 0, red), the start player, gets S2 (a 2-engine in her Grand Prix car) and is on turn.
 */
export function marionGame(): KwState {
  return afterStart(4, MARION_SEED, { 3: 'S3', 2: 'S4', 1: 'S1' });
}

/** KW-E03 and KW-E08: an engine buyer is active already (seat 1 took it with the white 1 beside its stack). */
export function oneEngineBuyer(): KwState {
  const s = marionGame();
  activeBuyers(s, ['engine'], [1]);
  return s;
}

/** KW-E06 and KW-E07: Marion's workshops hold a 3-body and a 4-engine (the awards for both are hers). */
function dixiParts(s: KwState): void {
  setWorkshops(s, 0, [body(3), engine(4), null]);
  award(s, 0, 'body3');
  award(s, 0, 'engine4');
}

/** KW-E07: the market before Marion's BMW Dixi — the blue Tatra 11, the green Mercedes 630 and three small cars. */
export function beforeTheDixi(): KwState {
  const s = marionGame();
  dixiParts(s);
  marketCar(s, { seat: 1, body: 2, engine: 2, workers: 3, price: 10, boost: null });
  marketCar(s, { seat: 2, body: 3, engine: 3, workers: 1, price: 5, boost: null });
  marketCar(s, { seat: 3, body: 2, engine: 3, workers: 2, price: 1, boost: null });
  marketCar(s, { seat: 3, body: 1, engine: 2, workers: 1, price: 2, boost: null });
  marketCar(s, { seat: 3, body: 2, engine: 1, workers: 2, price: 3, boost: null });
  award(s, 3, 'market2');
  activeBuyers(s, ['prestige', 'body', 'engine'], [1, 2, 3]);
  return s;
}

/** KW-E10: two players; A (seat 0) leads on lap 1, field 2; B on field 5 of the first lap; three active buyers, the marker on 1. */
export function twoPlayerRace(): KwState {
  const s = afterStart(2, 5, {});
  turnOf(s, 0);
  s.players[0].car = { lap: 1, field: 2 };
  s.players[1].car = { lap: 0, field: 5 };
  award(s, 0, 'lap1');
  activeBuyers(s, ['body', 'engine', 'price'], [0, 1, 0]);
  s.marker = 1;
  return s;
}

export const EXAMPLES: Example[] = [
  // Kraftwagen, „Die Startplättchen": „Beispiel: Marion erhält als Startspielerin das letzte Startplättchen."
  example('kw-e01', 'setup', () => setup(MARION_SEED, 4, { special: false }), [
    [3, { type: 'start', tile: 'S1' }],
    [2, { type: 'start', tile: 'S2' }],
    [1, { type: 'start', tile: 'S3' }],
  ]),
  // „5.2 Zugphase", „I. Ein Aktionsplättchen nehmen": Marion takes Grand Prix, is still last, then Grand Prix + Käufer.
  example(
    'kw-e02',
    'chain',
    () => {
      const s = afterStart(3, 4, { 0: 'S2', 1: 'S3', 2: 'S4' });
      chainOf(s, ['T1', 'T2', 'T3', 'T4', 'T5', 'T8', 'T9', 'T10', 'T7', 'P1', 'P2', 'T6', 'P0']);
      return s;
    },
    [
      [0, { type: 'tile', tile: 'T6' }],
      [0, { type: 'end' }],
      [0, { type: 'tile', tile: 'T7' }],
      [0, { type: 'action', action: 'buyer' }],
      [0, { type: 'buyer', pref: 'body' }],
      [0, { type: 'end' }],
    ],
  ),
  // „Käufer": „Beispiel: Marion platziert einen Käufer mit Vorliebe „Karosserie" auf Feld 2 der aktiven Käufer."
  example('kw-e03', 'buyers', oneEngineBuyer, [
    [0, { type: 'tile', tile: 'T5' }],
    [0, { type: 'buyer', pref: 'body' }],
  ]),
  // „Käufer": „Es wurden bereits vier aktive Käufer ausgewählt, so dass Marion … den Markierungsstein … auf Feld 3 versetzen muss."
  example(
    'kw-e04',
    'buyers',
    () => {
      const s = marionGame();
      activeBuyers(s, ['engine', 'body', 'price', 'prestige'], [1, 2, 3, 1]);
      chainOf(s, ['T1', 'T2', 'T3', 'T4', 'T6', 'T7', 'T8', 'T9', 'T5', 'P3', 'T10', 'P2', 'P1', 'P0']);
      return s;
    },
    [
      [0, { type: 'tile', tile: 'T5' }],
      [0, { type: 'end' }],
      [1, { type: 'tile', tile: 'T5' }],
      [1, { type: 'end' }],
      [2, { type: 'tile', tile: 'T5' }],
      [2, { type: 'end' }],
      [3, { type: 'tile', tile: 'T5' }],
      [3, { type: 'end' }],
    ],
  ),
  // „Grand Prix": „Beispiel: Marions Auto startet das Rennen und fährt dank seines 2er-Motors zwei Felder vorwärts."
  example('kw-e05', 'grand-prix', marionGame, [
    [0, { type: 'tile', tile: 'T6' }],
    [0, { type: 'end' }],
  ]),
  // „II. Einen Kraftwagen auf den Markt bringen": „Beispiel: Marion bringt den dritten Kraftwagen auf den Markt."
  example(
    'kw-e06',
    'market',
    () => {
      const s = marionGame();
      dixiParts(s);
      marketCar(s, { seat: 0, body: 1, engine: 2, workers: 1, price: 2, boost: null });
      marketCar(s, { seat: 1, body: 2, engine: 1, workers: 1, price: 1, boost: null });
      return s;
    },
    [
      [0, { type: 'tile', tile: 'T1' }],
      [0, { type: 'build', body: 0, engine: 1, workers: 2 }],
      [0, { type: 'price', price: 8 }],
      [0, { type: 'end' }],
    ],
  ),
  // „II. Wertung der Käufer": „Beispiel: Die aktiven Käufer kaufen nun Kraftwagen."
  example('kw-e07', 'scoring', beforeTheDixi, [
    [0, { type: 'tile', tile: 'T1' }],
    [0, { type: 'build', body: 0, engine: 1, workers: 2 }],
    [0, { type: 'price', price: 8 }],
    [0, { type: 'end' }],
  ]),
  // „6.0 Prämienplättchen", „Käufer": „Beispiel: Es liegt bereits ein Käufer mit Vorliebe Motor in der Reihe mit aktiven Käufern."
  example('kw-e08', 'awards', oneEngineBuyer, [
    [0, { type: 'tile', tile: 'T5' }],
    [0, { type: 'buyer', pref: 'engine' }],
  ]),
  // „Entwicklungen": „Beispiel: Marion besitzt bereits zwei aktivierte Entwicklungen."
  example(
    'kw-e09',
    'research',
    () => {
      const s = marionGame();
      giveDev(s, 0, cardId((c) => c.kind === 'dev' && c.body === 1 && c.engine === 1));
      giveDev(s, 0, cardId((c) => c.kind === 'dev' && c.body === 0 && c.engine === 1 && !c.take));
      return s;
    },
    [
      [0, { type: 'tile', tile: 'T9' }],
      [0, { type: 'action', action: 'body' }],
      [0, { type: 'workshop', slot: 1 }],
    ],
  ),
  // „8.0 Zwei Spieler": „Liegen die beiden Spieler-Autos also auf den Plätzen 1 und 3, erhalten die Spieler 7 bzw. 2 Punkte."
  example('kw-e10', 'two-players', twoPlayerRace, [
    [0, { type: 'tile', tile: 'T5' }],
    [0, { type: 'end' }],
  ]),
];

export function exampleById(id: string): Example {
  const e = EXAMPLES.find((x) => x.id === id);
  if (!e) throw new Error(`no example ${id}`);
  return e;
}
