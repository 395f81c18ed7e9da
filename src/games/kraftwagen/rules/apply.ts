/** Applying a move: checked against the legal moves, then carried out on a copy of the state. */
import { RuleError } from '../../../engine/contract';
import { canonicalJson } from '../../../engine/canonical';
import { lastSeat, normalize, isSpecial, takeTile } from './action-chain';
import { white } from './player';
import { actionTile } from '../data/actions';
import { legalMoves } from './legal';
import { applyBuild, applyPrice } from './market';
import { applyDaimler, applyDiesel } from './markers';
import { activate, takeOpen } from './research';
import { drawSpecial, scoreRound } from './scoring';
import { takeStartTile } from './setup';
import { actionTask, installGpEngine, intoWorkshop, partValue, placeBuyer, settle, specialTasks } from './tasks';
import { cloneState, freshTurn, KwMove, KwState, Task } from './state';
import { t as text } from '../view/words';

function ruleOf(s: KwState): string {
  if (s.phase === 'start') return 'Startplättchen';
  if (s.phase === 'benz') return 'Ingenieure';
  if (s.turn.stage === 'pick') return 'Ein Aktionsplättchen nehmen';
  if (s.turn.stage === 'market' || s.turn.stage === 'price') return 'Einen Kraftwagen auf den Markt bringen';
  return 'Die Aktionen im Detail';
}

function task<K extends Task['k']>(s: KwState): Extract<Task, { k: K }> {
  return s.turn.tasks.shift() as Extract<Task, { k: K }>;
}

/** The end of a turn: tiles at the back go to the front; scoring when the turn phase ended. */
function endTurn(s: KwState): void {
  normalize(s.chain);
  s.turn = freshTurn();
  if (!s.endTriggered) {
    s.current = lastSeat(s.chain);
    return;
  }
  const holder = s.players.findIndex((p) => p.markers.includes('benz'));
  if (holder >= 0) {
    s.phase = 'benz';
    s.current = holder;
    return;
  }
  scoreRound(s);
}

export function apply(state: KwState, seat: number, move: KwMove): KwState {
  if (state.phase === 'finished') throw new RuleError('Spielende', text('rule.over'));
  if (seat !== state.current) throw new RuleError('5.2 Zugphase', text('rule.notYourTurn'));
  const key = canonicalJson(move);
  if (!legalMoves(state, seat).some((m) => m.type === move.type && canonicalJson(m) === key)) throw new RuleError(ruleOf(state), text('rule.notNow'));
  return applyLegal(state, seat, move);
}

/** Carries out a move known to be legal (the robot's lookahead applies only moves of legalMoves). */
export function applyLegal(state: KwState, seat: number, move: KwMove): KwState {
  const s = cloneState(state);
  const t = s.turn;
  switch (move.type) {
    case 'start':
      takeStartTile(s, seat, move.tile);
      return s;
    case 'benz':
      if (move.pref) {
        const p = s.players[seat];
        p.markers.splice(p.markers.indexOf('benz'), 1);
        placeBuyer(s, seat, move.pref, true);
      }
      s.phase = 'turns';
      scoreRound(s);
      return s;
    case 'tile': {
      const special = isSpecial(move.tile);
      let replacement: string | null = null;
      if (special) {
        s.specialUsed[s.round - 1].push(move.tile);
        replacement = drawSpecial(s, s.round);
      }
      takeTile(s.chain, seat, move.tile, replacement);
      t.tile = move.tile;
      t.stage = 'actions';
      t.actions = special ? [] : actionTile(move.tile)!.actions.slice();
      t.tasks = special ? specialTasks(s, seat, move.tile) : [];
      break;
    }
    case 'action':
      t.actions.splice(t.actions.indexOf(move.action), 1);
      t.tasks.unshift(actionTask(s, seat, move.action));
      break;
    case 'activate':
      task(s);
      t.tasks.unshift(...activate(s, seat, move.card));
      break;
    case 'research':
      task(s);
      t.tasks.unshift(...takeOpen(s, seat, move.card));
      break;
    case 'workshop': {
      const tk = task<'part'>(s);
      intoWorkshop(s, seat, move.slot, { k: tk.part, v: partValue(s, seat, tk) });
      break;
    }
    case 'gpcar': {
      const tk = task<'part'>(s);
      installGpEngine(s, seat, partValue(s, seat, tk));
      break;
    }
    case 'buyer':
      task(s);
      placeBuyer(s, seat, move.pref, false);
      break;
    case 'sell': {
      task(s);
      const p = s.players[seat];
      white(p, p.workshops[move.slot]!.v);
      p.workshops[move.slot] = null;
      s.partsOut--;
      break;
    }
    case 'remove': {
      const tk = task<'remove'>(s);
      const c = s.market.splice(move.car, 1)[0];
      white(s.players[seat], tk.v);
      s.prices.push(c.price);
      s.prices.sort((a, b) => a - b);
      s.players[seat].supply += c.workers;
      s.partsOut -= 2;
      break;
    }
    case 'skip':
      task(s);
      break;
    case 'daimler':
      applyDaimler(s, seat, move.marker, move.buyer);
      break;
    case 'diesel':
      applyDiesel(s, seat, move);
      break;
    case 'build':
      applyBuild(s, seat, move);
      return s;
    case 'price':
      applyPrice(s, seat, move);
      return s;
    case 'end':
      endTurn(s);
      return s;
  }
  settle(s, seat);
  return s;
}
