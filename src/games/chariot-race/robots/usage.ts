/**
 * What a player could use in a decision, for the robots' usage table and its floors (issue 33,
 * the contract's robotUsage): the boards of the draft and the start positions („Alternative
 * Streitwagen"), the repair („Phase 1"), the free and the paid rerolls and the turned die
 * („Phase 3"), the drive signs and the path's lane changes and rams („Phase 5"), caltrops and
 * spears („Phase 6"), and a rival chariot broken up by the move. `worth` marks what a strong
 * player would do here, where a plain rule of thumb says so; never on a request's path.
 */
import type { RobotUsage } from '../../../engine/contract';
import { rulesOf } from '../../../engine/rules-version';
import { boardOf } from '../data/boards';
import { REPAIR_POINTS, type Face } from '../data/dice';
import { countFace } from '../rules/dice';
import { attackMoves, canPay, canRepair, freeBoards, freePositions, pathOptions } from '../rules/legal';
import type { MoveResult } from '../rules/movement';
import type { ChariotMove, ChariotState } from '../rules/state';

const TURN_TO: Face[] = ['drive', 'sprint', 'steer', 'attack'];

export function robotUsage(state: ChariotState, seat: number, move: ChariotMove): RobotUsage[] {
  if (state.phase === 'draft') {
    return freeBoards(state).map((b) => ({ item: `board:${b}`, used: move.type === 'pick' && move.board === b }));
  }
  if (state.phase === 'place') {
    return freePositions(state).map((p) => ({ item: `position:${p}`, used: move.type === 'place' && move.position === p }));
  }
  const t = state.turn;
  if (state.phase !== 'race' || !t) return [];
  const me = state.chariots[t.chariot];
  const out: RobotUsage[] = [];
  switch (t.step) {
    case 'start':
      if (canRepair(state, t)) {
        // A full repair (all 3 points count) when the damage holds the speed down or the chariot
        // is near breaking up.
        const max = boardOf(me.board, rulesOf(state)).damage.max;
        const full = me.damage + REPAIR_POINTS <= max;
        out.push({ item: 'action:repair', used: move.type === 'repair', worth: full && (me.damage < me.speed || me.damage <= 5) });
      }
      return out;
    case 'dice': {
      if (t.freeReroll) out.push({ item: 'action:reroll-free', used: move.type === 'reroll' });
      else if (canPay(state, t)) out.push({ item: 'action:reroll-paid', used: move.type === 'reroll' });
      if (canPay(state, t)) {
        out.push({ item: 'action:turn-die', used: move.type === 'turn' });
        for (const to of TURN_TO) {
          if (t.dice.some((d) => d !== to)) out.push({ item: `turn-to:${to}`, used: move.type === 'turn' && move.to === to });
        }
      }
      return out;
    }
    case 'drive': {
      const drives = countFace(t.dice, 'drive');
      out.push({ item: 'action:slow-down', used: move.type === 'drive' && move.up < drives });
      return out;
    }
    case 'path':
      return pathUsage(state, seat, move);
    case 'attack':
      return attackUsage(state, seat, move);
  }
}

/** Lane changes (steer faces), rams, and a rival broken up on the way. */
function pathUsage(state: ChariotState, seat: number, move: ChariotMove): RobotUsage[] {
  const options = pathOptions(state);
  if (options.length < 2) return [];
  const chosen = move.type === 'path' ? options.find((o) => o.path === move.path)?.result : undefined;
  const rivalRams = (r: MoveResult) => r.rams.filter((x) => state.chariots[x.other].seat !== seat);
  const breaksRival = (r: MoveResult) => !r.broke && rivalRams(r).some((x) => x.otherBroke);
  const out: RobotUsage[] = [];
  if (options.some((o) => /[io]/.test(o.path))) {
    out.push({ item: 'action:steer', used: move.type === 'path' && /[io]/.test(move.path) });
  }
  if (options.some((o) => !o.result.broke && rivalRams(o.result).length > 0)) {
    out.push({ item: 'action:ram', used: !!chosen && rivalRams(chosen).length > 0, worth: options.some((o) => breaksRival(o.result)) });
  }
  if (options.some((o) => breaksRival(o.result))) {
    out.push({ item: 'event:rival-broken-up', used: !!chosen && breaksRival(chosen), worth: true });
  }
  if (options.some((o) => !o.result.broke) && options.some((o) => o.result.broke)) {
    // A way that breaks one's own chariot, while another way does not: never worth it.
    out.push({ item: 'event:own-broken-up', used: !!chosen && chosen.broke, worth: false });
  }
  return out;
}

/** Caltrops and spears: a spear at a rival always hurts it; one that breaks it up is a must. */
function attackUsage(state: ChariotState, seat: number, move: ChariotMove): RobotUsage[] {
  const legal = attackMoves(state);
  const out: RobotUsage[] = [];
  const rivals = legal.filter((m) => m.type === 'spear' && state.chariots[m.target].seat !== seat) as { type: 'spear'; target: number }[];
  if (legal.some((m) => m.type === 'caltrop')) out.push({ item: 'action:caltrop', used: move.type === 'caltrop' });
  if (rivals.length > 0) {
    const usedRival = move.type === 'spear' && state.chariots[move.target].seat !== seat;
    out.push({ item: 'action:spear', used: usedRival, worth: true });
    if (rivals.some((m) => state.chariots[m.target].damage <= 1)) {
      out.push({ item: 'event:rival-broken-up', used: usedRival && state.chariots[(move as { target: number }).target].damage <= 1, worth: true });
    }
  }
  if (legal.some((m) => m.type === 'spear' && state.chariots[m.target].seat === seat)) {
    out.push({ item: 'action:spear-own', used: move.type === 'spear' && state.chariots[move.target].seat === seat, worth: false });
  }
  return out;
}
