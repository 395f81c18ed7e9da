/**
 * The position in words (GameModule.describe) for a reader who cannot see the board, from his
 * seat's view only (the same secrecy as the view), in this order: whose turn it is and what is
 * asked (a position battle's declarations, the cards of the turn so far); every car as the race
 * stands, leader first; each player's sheet; the reader's own cards; what lies open on the table.
 * The table's part is in view/describe-table.ts.
 */
import { isMsg, list, seat, type Msg, type Text } from '../../../engine/text';
import { trackOf } from '../data/tracks';
import { status } from './board';
import { carWords, holdingWords, openWords, playerWords } from './describe-table';
import type { F90View } from './view';
import { carText, carsText, cardsText, sectionText, t } from './words';

const seatOfCar = (view: F90View, id: string): number | null => view.cars.find((c) => c.id === id)?.seat ?? null;

/** Before the race: the reader's choice now (the sheet phase holds the sheet, the ability and the build, in this order). */
function yourChoice(view: F90View, me: number): Msg {
  const p = view.players[me];
  switch (view.phase) {
    case 'sheets': {
      // „FREIES TRAINING": the sheet first, then the ability, then the car build
      const what = !p.sheet ? (view.options.carBuild ? 'team' : 'sheet') : view.options.abilities && !p.ability ? 'ability' : 'build';
      return t('describe.you.sheets', { what });
    }
    case 'mulligan':
      return t('describe.you.mulligan');
    case 'qualifying':
      return t('describe.you.qualifying', { fuel: view.options.fuel ? 'yes' : 'no' });
    case 'tyres':
      return t('describe.you.tyres');
    default:
      return t('describe.you.strategy');
  }
}

/** In the race: what the reader decides now, in the order the rules ask (rules/legal.ts, toAct). */
function yourTurn(view: F90View, me: number): Text {
  const track = view.track;
  // „WIEDEREINSTIEG" (rules version 2)
  if (view.reentryAsk) return t('describe.you.reentry', { robot: carText(view.reentryAsk.robot), section: sectionText(track, view.reentryAsk.section) });
  // „ORANGE FLAGGE": its holder decides about the robot
  if (view.flags?.ask) return t('describe.you.orange', { robot: carText(view.flags.ask) });
  if (view.battle?.next && seatOfCar(view, view.battle.next) === me) return t('describe.you.battle', { section: sectionText(track, view.battle.section) });
  const turn = view.turn;
  if (!turn || turn.seat !== me) return status(view);
  // „SAFETY CAR" (rules version 2): the fuel stop that was due as it came out
  if (turn.scStop) return t('describe.you.scStop');
  const at = view.cars.find((c) => c.id === turn.car)?.section ?? null;
  const step = turn.step === 'begin' && view.safetyCar?.out ? 'beginSc' : turn.step;
  return t('describe.you.turn', {
    step,
    hand: view.players[me].handMax,
    cards: turn.checks.length ? cardsText(turn.checks) : '',
    car: turn.lapping ? carText(turn.lapping) : '',
    section: at !== null ? sectionText(track, at) : '',
    target: at !== null ? (trackOf(track).sections[at].brake ?? 0) : 0,
    flag: turn.flags[0] ?? 'yellow',
    need: turn.offNeed,
  });
}

/** „POSITIONSKAMPF" under way: the cars in it, who has declared so far (how many cards, never which) and who declares now. */
function battleWords(view: F90View, me: number | null): Msg[] {
  const b = view.battle;
  if (!b) return [];
  const bids = b.bids.map((x) => t('describe.bid', { car: carText(x.car), n: x.n }));
  return [t('describe.battle', { section: sectionText(view.track, b.section), cars: carsText(b.group), declared: bids.length ? 'yes' : 'no', bids: list(bids), next: b.next && seatOfCar(view, b.next) !== me ? carText(b.next) : 'none' })];
}

/** The cards of the turn so far, open on the table, and the movement points left. */
function playedWords(view: F90View, me: number | null): Msg[] {
  const turn = view.turn;
  if (!turn || turn.played.length === 0) return [];
  return [t('describe.played', { mine: turn.seat === me ? 'yes' : 'no', car: carText(turn.car), cards: cardsText(turn.played), mp: turn.mp })];
}

/** Whose turn it is and what is asked (for the reader: „It is your turn: …"); the game over: the result. */
function turnWords(view: F90View, me: number | null): Text[] {
  if (view.phase === 'over') return [view.outcome?.summary ?? t('board.over')];
  const mine = me !== null && view.toAct.includes(me);
  const others = view.toAct.filter((x) => x !== me);
  if (view.phase !== 'race') {
    const out: Text[] = [mine ? yourChoice(view, me) : status(view)];
    if (others.length) out.push(t('describe.waiting', { players: list(others.map(seat)) }));
    return out;
  }
  // the board's status line, unless it only says what the battle's sentence says (who declares)
  const line = mine ? yourTurn(view, me) : status(view);
  const battle = battleWords(view, me);
  const same = !mine && isMsg(line) && line.key === 'formula-90.board.battle';
  return [...(same ? [] : [line]), ...battle, ...playedWords(view, me)];
}

export function describe(view: F90View, viewer: number | null): Text[] {
  const me = viewer !== null && view.viewer === viewer ? viewer : null;
  return [...turnWords(view, me), ...carWords(view, me), ...playerWords(view, me), ...holdingWords(view, me), ...openWords(view)];
}
