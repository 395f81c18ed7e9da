/** Applying a move: checked against the legal moves, then carried out on a copy of the state. */
import { RuleError } from '../../../engine/contract';
import { sameJson } from '../../../engine/canonical';
import { playerDeclares } from './battle';
import { car as carOf } from './order';
import { advance, startRace } from './race';
import { buildCar, chooseAbility, chooseSheet, chooseTyres, decideMulligan, qualify, strategyOrder } from './setup';
import { cloneState, type F90Move, type F90State } from './state';
import { legalMoves, toAct } from './legal';
import { applyTurnMove } from './turn';
import { orangeAnswer } from './robot-cars';
import { answerReentry, reentryAsked } from './reentry';
import { t } from '../view/words';

export function apply(state: F90State, seat: number, move: F90Move): F90State {
  if (state.phase === 'over') throw new RuleError('RENNENDE', t('error.over'));
  if (!toAct(state).includes(seat)) throw new RuleError('SPIELRUNDE', t('error.notYourTurn'));
  if (!legalMoves(state, seat).some((m) => sameJson(m, move))) throw new RuleError(ruleOf(state), t('error.illegal'));
  const s = cloneState(state);
  s.events = [];
  switch (move.type) {
    case 'sheet':
      chooseSheet(s, seat, move.sheet, move.side);
      break;
    case 'mulligan':
      decideMulligan(s, seat, move.redraw);
      break;
    case 'ability':
      chooseAbility(s, seat, move.ability);
      break;
    case 'build':
      buildCar(s, seat, move);
      break;
    case 'qualify':
      qualify(s, seat, move.card, move.fuel);
      break;
    case 'tyres':
      chooseTyres(s, seat, move.tyre);
      break;
    case 'strategy':
      if (s.phase === 'strategy') {
        const p = s.players[seat];
        p.strategy = move.strategy;
        s.events.push({ k: 'strategy', car: p.car, strategy: move.strategy, was: null });
        if (strategyOrder(s).every((x) => s.players[x].strategy !== null)) startRace(s);
      } else {
        applyTurnMove(s, move);
        advance(s);
      }
      break;
    case 'declare':
      playerDeclares(s, carOf(s, s.players[seat].car), move.cards);
      advance(s);
      break;
    case 'orange':
      orangeAnswer(s, move.force);
      advance(s);
      break;
    case 'reenter':
      answerReentry(s, move.yes);
      advance(s);
      break;
    default:
      applyTurnMove(s, move);
      advance(s);
  }
  if (s.phase === 'race' && !s.turn && !s.battle) advance(s);
  if (s.phase === 'strategy' && s.options.junior) startRace(s);
  return s;
}

/** The German heading of the rule a wrong move breaks, for the error message. */
function ruleOf(s: F90State): string {
  const p = s.players[toAct(s)[0] ?? 0];
  if (s.phase === 'sheets' && p?.sheet) return p.ability === null ? 'FAHRERFÄHIGKEIT' : 'RENNWAGENAUSBAU';
  if (s.phase === 'sheets' || s.phase === 'mulligan') return 'AUFSTELLUNG';
  if (s.phase === 'qualifying') return 'QUALIFYING';
  if (s.phase === 'tyres') return 'WÄHLE DIE REIFEN';
  if (s.phase === 'strategy') return 'WAHL EINER STRATEGIE';
  if (reentryAsked(s)) return 'WIEDEREINSTIEG';
  if (s.orangeAsk) return 'ORANGE FLAGGE';
  if (s.battle) return 'POSITIONSKAMPF';
  return 'EINZELRUNDEN';
}
