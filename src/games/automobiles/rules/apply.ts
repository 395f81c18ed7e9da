/** Applying a move: checked against the legal moves, then carried out on a copy of the state. */
import { RuleError } from '../../../engine/contract';
import { sameJson } from '../../../engine/canonical';
import { Prng } from '../../../engine/prng';
import { COLOUR_INDEX, isGear } from '../data/dice';
import { drawOne } from './bag';
import { activate, canActivate } from './effects';
import { stepPending } from './effect-steps';
import { econ, placements } from './common';
import { legalMoves, toAct } from './legal';
import { activeMoney, buy, endOpening } from './turn';
import { endTurn, pitStop } from './phases';
import { pickDriver, useDriver } from './drivers';
import { applySponsorMove } from './season';
import { cloneState } from './state';
import type { AutoMove, AutoState } from './state';
import { t as say } from '../view/words';

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
  if (state.phase === 'finished') return new RuleError(RULE_END, say('error.over'));
  if (!toAct(state).includes(seat)) return new RuleError(RULE_TURN, say('error.notYourTurn'));
  if (state.answering.length > 0) return new RuleError(RULE_BOOST, say('error.answerFirst'));
  const t = state.turn;
  const p = state.players[seat];
  if (state.phase === 'opening' && move.type !== 'buy' && move.type !== 'endTurn') {
    return new RuleError(RULE_SETUP, say('error.openingOnlyBuy'));
  }
  // „Spielvorbereitung": „einen oder mehrere Würfel" (rules version 2).
  if (state.phase === 'opening' && move.type === 'endTurn') return new RuleError(RULE_SETUP, say('error.openingBuyOne'));
  if (t.stage === 'begin' && p.owedDraws > 0 && move.type !== 'extraDraw') {
    return new RuleError(RULE_BOOST, say('error.owedFirst'));
  }
  if (t.pending && !['place', 'stop', 'choose', 'option', 'draw', 'buy', 'drive', 'count', 'settle'].includes(move.type)) {
    return new RuleError(RULE_ACTION, say('error.finishEffect'));
  }
  switch (move.type) {
    case 'pit':
      return new RuleError(RULE_PIT, say('error.pitStarted'));
    case 'activate': {
      const c = COLOUR_INDEX[move.colour];
      if (t.stage === 'buy') return new RuleError(RULE_BUY, say('error.actionOver'));
      if (c === undefined || p.active[c] <= 0) return new RuleError(RULE_ACTION, say('error.noSuchDie'));
      if (isGear(c)) {
        if (move.seg === undefined || !placements(state, seat, [c]).has(move.seg)) {
          return new RuleError(RULE_TRACK, say('error.gearField'));
        }
      } else if (!canActivate(state, seat, c)) {
        return new RuleError(RULE_ACTION, say('error.notCompletely'));
      }
      return new RuleError(RULE_ACTION, say('error.activation'));
    }
    case 'buy': {
      const c = COLOUR_INDEX[move.colour];
      const money = t.pending ? t.pending.k : state.phase === 'turn' && t.stage !== 'buy' ? activeMoney(state, seat) : t.money;
      if (c === undefined || state.supply[c] <= 0) return new RuleError(RULE_BUY, say('error.supplyEmpty'));
      if (move.colour === 'brown') return new RuleError(RULE_BUY, say('error.wearNotBought'));
      if (econ(state).cost[c] > money) return new RuleError(RULE_BUY, say('error.tooExpensive', { cost: econ(state).cost[c], money }));
      return new RuleError(RULE_BUY, say('error.cannotBuy'));
    }
    case 'place':
      return new RuleError(RULE_TRACK, say('error.placeField'));
    case 'endTurn':
      return new RuleError(RULE_MOVE, say('error.chooseDrive'));
    default:
      return new RuleError(RULE_ACTION, say('error.notNow'));
  }
}

export function apply(input: AutoState, seat: number, move: AutoMove): AutoState {
  if (!move || typeof move !== 'object') throw new RuleError(RULE_TURN, say('error.notAMove'));
  const legal = legalMoves(input, seat);
  if (!legal.some((m) => sameJson(m, move))) throw explain(input, seat, move);
  const state = cloneState(input);
  const prng = new Prng(state.prng);
  const t = state.turn;
  // The race season of the expansion: between the races the players choose sponsors (season.ts).
  if (state.phase === 'sponsors') {
    applySponsorMove(state, seat, move, prng);
    state.prng = prng.state;
    return state;
  }
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
    // The expansion's drivers (drivers.ts): the draft, and an ability used as a move.
    case 'pickDriver':
      pickDriver(state, seat, move.driver);
      break;
    case 'driver':
      useDriver(state, seat);
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
