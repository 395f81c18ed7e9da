/** Applying a move: checked against the legal moves, then carried out on a copy of the state. */
import { RuleError } from '../../engine/contract';
import { sameJson } from '../../engine/canonical';
import { Prng } from '../../engine/prng';
import { COLOUR_INDEX, isGear } from './dice';
import { drawOne } from './bag';
import { activate, canActivate, stepPending } from './effects';
import { econ, placements } from './common';
import { legalMoves, toAct } from './legal';
import { activeMoney, buy, endOpening, endTurn, pitStop } from './turn';
import { cloneState } from './state';
import type { AutoMove, AutoState } from './state';

export const RULE_SETUP = 'Spielvorbereitung';
export const RULE_TURN = 'Spielverlauf';
export const RULE_ACTION = '1. Aktion';
export const RULE_TRACK = 'Bewegung auf der Rennstrecke';
export const RULE_BUY = '2. Kaufen';
export const RULE_MOVE = '3. Bewegung';
export const RULE_PIT = 'Alternativer Zug – Boxenstopp';
export const RULE_END = 'Ende des Spiels';
export const RULE_BOOST = 'Leistung';

/** Why a move is not legal, in words (the platform shows it to the player). */
function explain(state: AutoState, seat: number, move: AutoMove): RuleError {
  if (state.phase === 'finished') return new RuleError(RULE_END, 'The game is over.');
  if (!toAct(state).includes(seat)) return new RuleError(RULE_TURN, 'It is not your turn.');
  if (state.answering.length > 0) return new RuleError(RULE_BOOST, 'Answer the Leistungsschub first: draw one die or do without.');
  const t = state.turn;
  const p = state.players[seat];
  if (state.phase === 'opening' && move.type !== 'buy' && move.type !== 'endTurn') {
    return new RuleError(RULE_SETUP, 'Before the race you only buy dice with the money of your start space.');
  }
  if (t.stage === 'begin' && p.owedDraws > 0 && move.type !== 'extraDraw') {
    return new RuleError(RULE_BOOST, 'First decide whether to draw the die a Leistungsschub gave you.');
  }
  if (t.pending && !['place', 'stop', 'choose', 'option', 'draw', 'buy'].includes(move.type)) {
    return new RuleError(RULE_ACTION, 'Finish the effect of the die you activated first: an effect is carried out completely.');
  }
  switch (move.type) {
    case 'pit':
      return new RuleError(RULE_PIT, 'A pit stop replaces the whole turn: it is not possible once you started a standard turn.');
    case 'activate': {
      const c = COLOUR_INDEX[move.colour];
      if (t.stage === 'buy') return new RuleError(RULE_BUY, 'The action phase is over once you buy.');
      if (c === undefined || p.active[c] <= 0) return new RuleError(RULE_ACTION, 'You have no such active die.');
      if (isGear(c)) {
        if (move.seg === undefined || !placements(state, seat, [c]).has(move.seg)) {
          return new RuleError(RULE_TRACK, 'A gear die goes on a field of its colour, adjacent to your car or to one of your dice, further ahead, never on a segment with a car.');
        }
      } else if (!canActivate(state, seat, c)) {
        return new RuleError(RULE_ACTION, 'The effect of this die cannot be carried out completely now, so it may not be activated.');
      }
      return new RuleError(RULE_ACTION, 'That is not a legal activation.');
    }
    case 'buy': {
      const c = COLOUR_INDEX[move.colour];
      const money = t.pending ? t.pending.k : state.phase === 'turn' && t.stage !== 'buy' ? activeMoney(state, seat) : t.money;
      if (c === undefined || state.supply[c] <= 0) return new RuleError(RULE_BUY, 'There is no such die left in the supply.');
      if (move.colour === 'brown') return new RuleError(RULE_BUY, 'Wear is never bought.');
      if (econ(state).cost[c] > money) return new RuleError(RULE_BUY, `That die costs $${econ(state).cost[c]}; you have $${money}.`);
      return new RuleError(RULE_BUY, 'You cannot buy now.');
    }
    case 'place':
      return new RuleError(RULE_TRACK, 'The die cannot go there: a field of the allowed colour, adjacent, further ahead, not on a segment with a car.');
    case 'endTurn':
      return new RuleError(RULE_MOVE, 'Several dice lie equally far ahead: choose the one your car drives to.');
    default:
      return new RuleError(RULE_ACTION, 'That step is not possible now.');
  }
}

export function apply(input: AutoState, seat: number, move: AutoMove): AutoState {
  if (!move || typeof move !== 'object') throw new RuleError(RULE_TURN, 'That is not a move.');
  const legal = legalMoves(input, seat);
  if (!legal.some((m) => sameJson(m, move))) throw explain(input, seat, move);
  const state = cloneState(input);
  const prng = new Prng(state.prng);
  const t = state.turn;
  switch (move.type) {
    case 'extraDraw': {
      // "Danach darf jeder deiner Mitspieler einen Würfel aus seinem Beutel ziehen oder darauf verzichten."
      if (move.take) drawOne(state.players[seat], prng);
      if (state.answering.length > 0) state.answering = state.answering.filter((s) => s !== seat);
      else state.players[seat].owedDraws--;
      break;
    }
    case 'pit':
      pitStop(state, seat, prng);
      break;
    case 'activate':
      activate(state, seat, COLOUR_INDEX[move.colour], move.seg, prng);
      break;
    case 'buy':
      if (t.pending) stepPending(state, seat, move, prng);
      else buy(state, seat, COLOUR_INDEX[move.colour]);
      break;
    case 'endTurn':
      if (state.phase === 'opening') endOpening(state, prng);
      else endTurn(state, seat, move.seg, prng);
      break;
    default:
      stepPending(state, seat, move, prng);
  }
  state.prng = prng.state;
  return state;
}
