/**
 * The effects of the expansion's 15 action cards (rule text of the expansion, „Anhang":
 * Werkstatt, Fahrverhalten, Boxengasse, Leistung, Motor). Like the base effects they run as
 * pending steps, a die is only offered when its whole effect can be done („Aktion": „Wenn du Teile
 * der Effekte nicht ausführen kannst, darfst du den Würfel gar nicht nutzen"), and every step
 * offered keeps the effect completable.
 */
import type { Prng } from '../../../engine/prng';
import type { ExpansionCardId } from '../data/card-types';
import { BK, BL, BR, COLOUR_INDEX, DG, GR, LG, RE, W, YE, isGear, total } from '../data/dice';
import { drawOne, drawable } from './bag';
import { ALL_GEARS, distinctColours, gainWear, placements, removeDie } from './common';
import { positionOf } from './position';
import { STOP, chooseFrom, col, others, pend, startPath } from './steps';
import type { AutoMove, AutoState } from './state';

const EXPANSION = new Set<string>([
  'werkstattleiter', 'lehrling', 'testfahrer', 'spoiler', 'differenzial', 'rotelinie', 'boxenprofi', 'schnellwechsel',
  'koordinator', 'adrenalin', 'aufholjagd', 'overdrive', 'v12', 'biturbo', 'einspritzung',
]);

export function isExpansionCard(id: string): id is ExpansionCardId {
  return EXPANSION.has(id);
}

/** Gear dice above white on a count (Spoiler: white has no lower colour, A-G23). */
function gearsAboveWhite(counts: readonly number[]): number[] {
  return [LG, DG, BK].filter((c) => counts[c] > 0);
}

/** May a die with this expansion effect be activated now? (the die itself is still among the active dice) */
export function canActivateX(state: AutoState, seat: number, eff: ExpansionCardId): boolean {
  const p = state.players[seat];
  switch (eff) {
    case 'lehrling':
      // „Ziehe 1 Würfel … Entferne danach 1 aktiven Würfel oder einen Würfel von deiner Ablage."
      return drawable(p) > 0;
    case 'spoiler':
      return gearsAboveWhite(p.discard).length > 0;
    case 'differenzial':
      return ALL_GEARS.some((c) => p.active[c] > 0) && placements(state, seat, ALL_GEARS).size > 0;
    case 'einspritzung':
      // „Wähle 1 aktiven Würfel und lege ihn ab": another die than the one activated.
      return total(p.active) >= 2;
    default:
      // Werkstattleiter, Testfahrer, Rote Linie, the purple cards, Adrenalin (its second
      // option is always possible), Aufholjagd, Overdrive, V12-Motor, Biturbo: every part is
      // "bis zu"/optional or always possible.
      return true;
  }
}

/** Carries out the start of an expansion effect; the die already lies among the used dice. */
export function activateX(state: AutoState, seat: number, eff: ExpansionCardId, prng: Prng): void {
  const p = state.players[seat];
  const t = state.turn;
  switch (eff) {
    case 'werkstattleiter':
      return pend(state, eff, 'active');
    case 'lehrling':
      drawOne(p, prng);
      return pend(state, eff, 'remove');
    case 'testfahrer':
      // „Entferne zuerst den gerade aktivierten Würfel selbst."
      removeDie(state, p.used, YE);
      if (drawable(p) === 0) {
        t.pending = null;
        return;
      }
      return pend(state, eff, 'draw', 3);
    case 'spoiler':
      gainWear(state, seat, 1);
      return pend(state, eff, 'gear');
    case 'differenzial':
      return pend(state, eff, 'gear');
    case 'rotelinie':
      t.whiteAny = true;
      t.pending = null;
      return;
    case 'boxenprofi':
      return pend(state, eff, 'remove', 6);
    case 'schnellwechsel':
      return pend(state, eff, 'remove', 4);
    case 'koordinator': {
      const n = distinctColours(p.discard);
      if (n === 0) {
        t.pending = null;
        return;
      }
      return pend(state, eff, 'remove', n);
    }
    case 'adrenalin':
      return pend(state, eff, 'option');
    case 'aufholjagd': {
      gainWear(state, seat, 1);
      const pos = positionOf(state, seat);
      // „Bist du nicht Erster, so kannst du bis zu 2 dunkelgraue Felder fahren. Bist du Letzter, … 1 zusätzliches".
      const left = pos === 1 ? 0 : 2 + (pos === state.seats ? 1 : 0);
      return startPath(state, eff, GR, [DG], left);
    }
    case 'overdrive': {
      gainWear(state, seat, 1);
      const pos = positionOf(state, seat);
      // „Bist du Erster, … weißen Feldern …, bist du Letzter, … dunkelgrauen oder niedrigeren … In allen anderen Fällen … hellgrauen oder weißen".
      const allowed = pos === 1 ? [W] : pos === state.seats ? [W, LG, DG] : [W, LG];
      return startPath(state, eff, GR, allowed, 3);
    }
    case 'v12':
      // „Fahre bis zu 3 Felder einer einzigen beliebigen Farbe"; the cars behind drive after the end phase.
      t.v12 = (t.v12 ?? 0) + 1;
      return startPath(state, eff, BL, [...ALL_GEARS], 3, { sameColour: true });
    case 'biturbo':
      gainWear(state, seat, 2);
      t.double = true;
      t.pending = null;
      return;
    case 'einspritzung':
      return pend(state, eff, 'discard');
  }
}

/** The steps an expansion effect waits for (paths are handled by the base effects). */
export function pendingMovesX(state: AutoState, seat: number): AutoMove[] {
  const pe = state.turn.pending!;
  const p = state.players[seat];
  switch (pe.card as ExpansionCardId) {
    case 'werkstattleiter':
      return pe.stage === 'active' ? [...chooseFrom('active', p.active), STOP] : [...chooseFrom('discard', p.discard), STOP];
    case 'lehrling':
      return [...chooseFrom('active', p.active), ...chooseFrom('discard', p.discard)];
    case 'testfahrer':
      return drawable(p) > 0 ? [{ type: 'draw' }, STOP] : [STOP];
    case 'spoiler':
      return gearsAboveWhite(p.discard).map((c) => ({ type: 'choose', colour: col(c), area: 'discard' }) as AutoMove);
    case 'differenzial':
      return chooseFrom('active', p.active, isGear);
    case 'boxenprofi':
    case 'schnellwechsel':
    case 'koordinator':
      return [...chooseFrom('discard', p.discard), STOP];
    case 'adrenalin':
      return placements(state, seat, [LG]).size > 0 ? [{ type: 'option', option: 1 }, { type: 'option', option: 2 }] : [{ type: 'option', option: 2 }];
    case 'einspritzung':
      return pe.stage === 'discard' ? chooseFrom('active', p.active) : [...chooseFrom('discard', p.discard), STOP];
    default:
      throw new Error(`no steps for ${pe.card}/${pe.stage}`);
  }
}

/** Boxenprofi's bonus: „Sind auf deiner Ablage weniger Würfel als auf der Ablage jedes anderen Spielers, so darfst du 2 zusätzliche … entfernen". */
function boxenprofiBonus(state: AutoState, seat: number): boolean {
  const mine = total(state.players[seat].discard);
  return mine > 0 && others(state, seat).every((o) => total(state.players[o].discard) > mine);
}

/** A step of "remove up to k dice from your discard": true when the removing is over (stopped, k reached, discard empty). */
function removeUpTo(state: AutoState, seat: number, move: AutoMove): boolean {
  const pe = state.turn.pending!;
  const p = state.players[seat];
  if (move.type === 'choose') {
    removeDie(state, p.discard, COLOUR_INDEX[move.colour]);
    pe.n++;
  }
  return move.type === 'stop' || pe.n === pe.k || total(p.discard) === 0;
}

/** One step of an expansion effect (the move is one of pendingMovesX). */
export function stepPendingX(state: AutoState, seat: number, move: AutoMove, prng: Prng): void {
  const t = state.turn;
  const pe = t.pending!;
  const p = state.players[seat];
  const c = move.type === 'choose' ? COLOUR_INDEX[move.colour] : -1;
  const done = () => {
    t.pending = null;
  };
  switch (pe.card as ExpansionCardId) {
    case 'werkstattleiter':
      // „Entferne eine beliebige Anzahl aktiver Würfel … Entferne danach bis zu doppelt so viele Würfel von deiner Ablage."
      if (pe.stage === 'active') {
        if (move.type === 'choose') {
          removeDie(state, p.active, c);
          pe.n++;
          return;
        }
        if (pe.n === 0 || total(p.discard) === 0) return done();
        pe.stage = 'discard';
        pe.k = 2 * pe.n;
        pe.n = 0;
        return;
      }
      if (removeUpTo(state, seat, move)) done();
      return;
    case 'lehrling':
      removeDie(state, move.type === 'choose' && move.area === 'discard' ? p.discard : p.active, c);
      return done();
    case 'testfahrer':
      if (move.type === 'draw') {
        drawOne(p, prng);
        pe.n++;
        if (pe.n < pe.k && drawable(p) > 0) return;
      }
      return done();
    case 'spoiler':
      // „Wähle danach einen Gang-Würfel von deiner Ablage … bis zu 2 Felder in der nächstniedrigeren Farbe" (the die stays on the discard).
      return startPath(state, 'spoiler', RE, [c - 1], 2);
    case 'differenzial':
      // „Wähle einen aktiven Gang-Würfel und lege ihn ab. Fahre dann mit deinem roten Würfel 1 Feld in einer beliebigen Farbe."
      p.active[c]--;
      p.discard[c]++;
      return startPath(state, 'differenzial', RE, [...ALL_GEARS], 1, { mustPlace: true });
    case 'boxenprofi':
      if (removeUpTo(state, seat, move)) {
        if (pe.stage === 'remove' && boxenprofiBonus(state, seat)) {
          pe.stage = 'bonus';
          pe.n = 0;
          pe.k = 2;
          return;
        }
        done();
      }
      return;
    case 'schnellwechsel':
      if (removeUpTo(state, seat, move)) {
        // „Entferne dann alle benutzten Verschleiß-Würfel … die du während der Aktionsphase bis zu diesem Zeitpunkt erhalten hast."
        state.supply[BR] += p.used[BR];
        p.used[BR] = 0;
        done();
      }
      return;
    case 'koordinator':
      if (removeUpTo(state, seat, move)) done();
      return;
    case 'adrenalin':
      if (move.type === 'option' && move.option === 1) return startPath(state, 'adrenalin', GR, [LG], 1, { mustPlace: true });
      // The second option: the bonus is driven after the movement phase (phases.ts).
      t.adrenalin = (t.adrenalin ?? 0) + 1;
      return done();
    case 'einspritzung':
      if (pe.stage === 'discard') {
        p.active[c]--;
        p.discard[c]++;
        pe.stage = 'take';
        pe.k = 3;
        return;
      }
      // „Wähle dann bis zu 3 Würfel von deiner Ablage und lege sie zu deinen aktiven Würfeln. Erhalte 1 Verschleiß-Würfel für jeden".
      if (move.type === 'choose') {
        p.discard[c]--;
        p.active[c]++;
        gainWear(state, seat, 1);
        pe.n++;
      }
      if (move.type === 'stop' || pe.n === pe.k || total(p.discard) === 0) done();
      return;
    default:
      throw new Error(`no steps for ${pe.card}`);
  }
}
