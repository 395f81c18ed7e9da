/**
 * The steps of a turn. Phase I: the actions of the tile taken, in the order the player chooses,
 * each finished before the next ("Ein Aktionsplättchen nehmen"); the steps without a choice are
 * done at once, the others wait for the player's move.
 */
import { rulesOf } from '../../../engine/rules-version';
import { buyerSlots } from './capacities';
import { firstEmpty, gpEngineValue, hireOne, level, white } from './player';
import { grant, partAwards } from './awards';
import type { ActionKind } from '../data/actions';
import type { Pref } from '../data/buyers';
import { specialTile } from '../data/special';
import { drive } from './grand-prix';
import { markerMoves } from './markers';
import { activate, activationChoices, carryOut, takeOpen } from './research';
import type { KwState, Task } from './state';

export function actionTask(s: KwState, seat: number, a: ActionKind): Task {
  switch (a) {
    case 'worker':
      return { k: 'hire', n: 1 };
    case 'research':
      return { k: 'research' };
    case 'body':
      return { k: 'part', part: 'body', v: null, src: 'action' };
    case 'engine':
      return { k: 'part', part: 'engine', v: null, src: 'action' };
    case 'buyer':
      return { k: 'buyer' };
    case 'gp':
      return { k: 'gp', steps: gpEngineValue(s.players[seat]) };
  }
}

/**
 * Kraftwagen, „Sonderplättchen": „Wenn ein Spieler ein Sonderplättchen nimmt, führt er sofort die
 * Aktion aus und den Bonus." Under rules version 1 the tile does its bonus only; from version 2
 * first the standard action it shows (with its usual choices), then the bonus, in the text's order.
 */
export function specialTasks(s: KwState, seat: number, id: string): Task[] {
  if (rulesOf(s) < 2) return [specialTask(id)];
  return [actionTask(s, seat, specialTile(id)!.action), specialTask(id)];
}

export function specialTask(id: string): Task {
  const e = specialTile(id)!.effect;
  switch (e.kind) {
    case 'engine':
      return { k: 'part', part: 'engine', v: e.value, src: 'special' };
    case 'body':
      return { k: 'part', part: 'body', v: e.value, src: 'special' };
    case 'money':
      return { k: 'money' };
    case 'gpUp':
      return { k: 'gpUp' };
    case 'remove':
      return { k: 'remove', v: e.value };
    case 'sell':
      return { k: 'sell' };
    case 'discard':
      return { k: 'discard' };
  }
}

/** Replaces the current step by the steps it brings. */
function done(s: KwState, more: Task[] = []): void {
  s.turn.tasks.shift();
  if (more.length) s.turn.tasks.unshift(...more);
}

/** Installs an engine in the Grand Prix car; Bugatti drives at once when it is better. */
export function installGpEngine(s: KwState, seat: number, v: number): void {
  const p = s.players[seat];
  const old = gpEngineValue(p);
  if (p.gpEngine > 0) s.partsOut--;
  p.gpEngine = v;
  s.partsOut++;
  if (v > old && p.engineers.includes('bugatti')) drive(s, seat, v);
}

export function partValue(s: KwState, seat: number, t: Extract<Task, { k: 'part' }>): number {
  return t.v ?? level(s.players[seat], t.part);
}

/** Puts a part into a workshop (an occupied one is cleared: its tile back to the supply). */
export function intoWorkshop(s: KwState, seat: number, slot: number, part: { k: 'body' | 'engine'; v: number }): void {
  const p = s.players[seat];
  if (p.workshops[slot]) s.partsOut--;
  p.workshops[slot] = part;
  s.partsOut++;
  partAwards(s, seat, part);
}

/** "Käufer": the next active buyer field with the chosen buyer, and the tiles beside its stack. */
export function placeBuyer(s: KwState, seat: number, pref: Pref, benz: boolean): void {
  const p = s.players[seat];
  s.buyers.push({ pref, daimler: 0, benz });
  s.stacks[pref]--;
  for (const v of s.stackBonus[pref]) white(p, v);
  s.stackBonus[pref] = [];
  // Award "Käufer": the second buyer of a preference (Benz too).
  if (s.buyers.filter((b) => b.pref === pref).length === 2) grant(s, seat, 'buyer2');
}

/** Does the current step without a choice, if it has none; false when the player must choose. */
function auto(s: KwState, seat: number, t: Task): boolean {
  const p = s.players[seat];
  switch (t.k) {
    case 'hire': {
      if (!hireOne(s, seat)) {
        done(s);
        return true;
      }
      const rest: Task[] = t.n > 1 ? [{ k: 'hire', n: t.n - 1 }] : [];
      // A new worker must activate an inactive development at once ("Entwicklungen").
      const next: Task[] = p.devs.some((d) => !d.worker) ? [{ k: 'activate' }, ...rest] : rest;
      done(s, next);
      return true;
    }
    case 'activate': {
      const choices = activationChoices(s, seat);
      if (choices.length === 0 || p.canteen === 0) {
        done(s);
        return true;
      }
      if (choices.length > 1) return false;
      done(s, activate(s, seat, choices[0]));
      return true;
    }
    case 'research':
      if (s.open.length === 0) {
        done(s);
        return true;
      }
      if (s.open.length > 1) return false;
      {
        const id = s.open[0];
        s.turn.tasks.shift();
        s.turn.tasks.unshift(...takeOpen(s, seat, id));
      }
      return true;
    case 'part':
      if (t.part === 'body' && firstEmpty(p) >= 0) {
        const v = partValue(s, seat, t);
        done(s);
        intoWorkshop(s, seat, firstEmpty(p), { k: 'body', v });
        return true;
      }
      return false;
    case 'gp':
      done(s);
      drive(s, seat, t.steps);
      return true;
    case 'buyer':
      if (s.buyers.length < buyerSlots(s)) return false;
      // All active buyer fields taken: the marker must move down one field.
      done(s);
      if (s.marker > 0) {
        s.marker--;
        if (s.marker === 0) s.endTriggered = true;
      }
      return true;
    case 'gpUp': {
      done(s);
      const v = gpEngineValue(p);
      if (v < 7) installGpEngine(s, seat, v + 1);
      return true;
    }
    case 'money':
      done(s);
      white(p, p.canteen);
      return true;
    case 'sell':
      if (p.workshops.some((w) => w)) return false;
      done(s);
      return true;
    case 'remove':
      if (s.market.some((c) => c.seat === seat)) return false;
      done(s);
      return true;
    case 'discard': {
      done(s);
      const id = s.discard.pop();
      if (id !== undefined) s.turn.tasks.unshift(...carryOut(s, seat, id));
      return true;
    }
  }
}

/** Does every step without a choice; starts the only action left (when no marker could come first); ends phase I. */
export function settle(s: KwState, seat: number): void {
  const t = s.turn;
  for (;;) {
    if (t.tasks.length > 0) {
      if (auto(s, seat, t.tasks[0])) continue;
      return;
    }
    if (t.stage !== 'actions') return;
    if (t.actions.length === 0) {
      t.stage = 'market';
      return;
    }
    if (new Set(t.actions).size === 1 && markerMoves(s, seat).length === 0) {
      const a = t.actions.shift()!;
      t.tasks.push(actionTask(s, seat, a));
      continue;
    }
    return;
  }
}
