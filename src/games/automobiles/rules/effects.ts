/**
 * Activating dice (rule "1. Aktion") and the effects of the gear cards, the wear card and the 20
 * action cards (rule text "Anhang — Basiskarten"). An effect with choices runs as a `pending`
 * effect of small steps (effect-steps.ts); a die may only be activated when its effect can be done
 * completely (rule "Aktion": "Wenn du Teile der Effekte nicht ausführen kannst, darfst du den
 * Würfel gar nicht nutzen"), and every step offered keeps the effect completable — so a started
 * effect always ends. This file: which effect a die has, whether it may be activated now, and
 * starting its effect. The expansion's 15 cards: rennsaison-effects.ts.
 */
import type { Prng } from '../../../engine/prng';
import { CardId, cardFor } from '../data/cards';
import { BK, BL, BR, COLOURS, DG, GR, GEARS, LG, W, isGear, total } from '../data/dice';
import { drawOne, drawable } from './bag';
import { ALL_GEARS, distinctColours, econ, gainWear, gearAllowed, gearsBelow, geo, placements } from './common';
import { positionOf } from './position';
import { activateX, canActivateX, isExpansionCard } from './rennsaison-effects';
import { col, others, pend, startPath as startPathOf, type PathOptions } from './steps';
import type { AutoMove, AutoState, Pending } from './state';


/** The card whose effect a die of colour c has: a gear, wear, or the action card in play. */
export function effectOf(state: AutoState, c: number): CardId | 'gear' | 'wear' {
  if (isGear(c)) return 'gear';
  if (c === BR) return 'wear';
  return cardFor(state.cards, c);
}


// ---------------------------------------------------------------------------------------------
// Preconditions

/** Boxenteam (P4): can the removals still end in a purchase of exactly one die? (A-G24) */
export function boxenteamFeasible(state: AutoState, sum: number, picked: number, discard: readonly number[], supply: readonly number[]): boolean {
  const { cost } = econ(state);
  for (let c = 0; c < BR; c++) if (supply[c] > 0 && cost[c] <= sum) return true;
  // Removing any non-wear die makes that very die affordable again.
  if (picked < 3) for (let c = 0; c < BR; c++) if (discard[c] > 0) return true;
  return false;
}

/** Gear colours on the discard that Sturz- & Spurwinkel could use (a field of that colour is reachable). */
export function sturzChoices(state: AutoState, seat: number): number[] {
  const p = state.players[seat];
  return GEARS.filter((c) => p.discard[c] > 0 && placements(state, seat, [c]).size > 0);
}

/** Active gear dice Lenkung could use (a field of a lower colour is reachable). */
export function lenkungChoices(state: AutoState, seat: number): number[] {
  const p = state.players[seat];
  return GEARS.filter((c) => c > W && p.active[c] > 0 && placements(state, seat, gearsBelow(c)).size > 0);
}

/** Gear dice Mechaniker could upgrade (A-G13: the next gear must be in the supply; black gives nothing). */
export function mechanikerChoices(state: AutoState, seat: number): number[] {
  const p = state.players[seat];
  return GEARS.filter((c) => p.discard[c] > 0 && (c === BK || state.supply[c + 1] > 0));
}

/**
 * May the die of colour c be activated now? `afterTakingIt`: the die itself has left the active
 * dice (matters for effects that need another active die).
 */
export function canActivate(state: AutoState, seat: number, c: number): boolean {
  const p = state.players[seat];
  if (p.active[c] <= 0) return false;
  const eff = effectOf(state, c);
  switch (eff) {
    case 'gear':
      return placements(state, seat, gearAllowed(state, c)).size > 0;
    case 'wear':
      return true;
    case 'mechaniker':
      return mechanikerChoices(state, seat).length > 0;
    case 'tuner':
      return total(p.active) >= 2;
    case 'luftwiderstand':
      return GEARS.some((g) => g > W && p.active[g] > 0);
    case 'sturz':
      return sturzChoices(state, seat).length > 0;
    case 'lenkung':
      return lenkungChoices(state, seat).length > 0;
    case 'boxencrew':
      return drawable(p) > 0;
    case 'boxenteam':
      return boxenteamFeasible(state, 0, 0, p.discard, state.supply);
    case 'turbo':
      return drawable(p) >= 2;
    default:
      // The expansion's 15 cards have their own preconditions (rennsaison-effects.ts).
      if (isExpansionCard(eff)) return canActivateX(state, seat, eff);
      // Ingenieur, Manager, Federung, Boxenchef, Crew Chef, the blue cards, Leistungsschub,
      // Getriebe, Nitro: every part is "bis zu"/optional or always possible.
      return true;
  }
}

/**
 * The fields an active gear die of colour c may go on, in order (the gear cards: „Lege diesen
 * Würfel auf ein … Feld … Dieses Feld muss an deinen Rennwagen oder einen bereits liegenden Würfel
 * angrenzen"); none: the die may not be activated.
 */
export function gearTargets(state: AutoState, seat: number, c: number): number[] {
  return [...placements(state, seat, gearAllowed(state, c)).keys()].sort((a, b) => a - b);
}

/** The activation moves of a seat: gear dice with each field they may go on, other dice once. */
export function activationMoves(state: AutoState, seat: number): AutoMove[] {
  const p = state.players[seat];
  const out: AutoMove[] = [];
  for (let c = 0; c < COLOURS.length; c++) {
    if (p.active[c] <= 0) continue;
    if (isGear(c)) {
      for (const seg of gearTargets(state, seat, c)) out.push({ type: 'activate', colour: col(c), seg });
    } else if (canActivate(state, seat, c)) {
      out.push({ type: 'activate', colour: col(c) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Starting an effect

/** A die of an action card moving over fields. */
export function startCardPath(state: AutoState, c: number, allowed: number[], left: number, opts: PathOptions = {}): void {
  startPathOf(state, cardFor(state.cards, c), c, allowed, left, opts);
}

/** Rule "Aktion": the die goes to the used dice (or the track) first, then its effect is carried out. */
export function activate(state: AutoState, seat: number, c: number, seg: number | undefined, prng: Prng): void {
  const p = state.players[seat];
  const t = state.turn;
  t.stage = 'action';
  t.activated.push(c);
  p.active[c]--;
  const eff = effectOf(state, c);
  if (eff === 'gear') return activateGear(state, seat, c, seg!);
  if (eff === 'wear') {
    // The wear card (A-G4): from the active dice straight to the discard.
    p.discard[BR]++;
    return;
  }
  p.used[c]++;
  switch (eff) {
    case 'mechaniker':
      return pend(state, eff, 'upgrade');
    case 'ingenieur':
      return pend(state, eff, 'pick', 3);
    case 'manager':
      return pend(state, eff, 'remove');
    case 'tuner':
      return pend(state, eff, 'park');
    case 'federung':
      t.noWear = true;
      t.pending = null;
      return;
    case 'luftwiderstand':
      gainWear(state, seat, 1);
      return pend(state, eff, 'gear');
    case 'sturz':
      gainWear(state, seat, 1);
      return pend(state, eff, 'gear');
    case 'lenkung':
      return pend(state, eff, 'gear');
    case 'boxencrew': {
      // "Ziehe 1 Würfel … Hast du einen Verschleiß-Würfel gezogen, so ziehe erneut …"
      for (;;) {
        const d = drawOne(p, prng);
        if (d < 0 || d !== BR) break;
      }
      // "Entferne danach alle Verschleiß-Würfel von deiner Ablage."
      state.supply[BR] += p.discard[BR];
      p.discard[BR] = 0;
      t.pending = null;
      return;
    }
    case 'boxenchef':
      return pend(state, eff, 'remove', 6);
    case 'crewchef':
      return pend(state, eff, 'option');
    case 'boxenteam':
      return pend(state, eff, 'remove', 0);
    case 'v8':
      gainWear(state, seat, 2);
      return startCardPath(state, c, [DG], p.discard[DG]);
    case 'hybridmotor': {
      gainWear(state, seat, 1);
      const mine = p.active[BL] + p.used[BL] + p.discard[BL] + t.track.filter((d) => d.colour === BL).length;
      const more = others(state, seat).every((o) => mine > state.players[o].discard[BL]);
      if (!more) {
        t.pending = null;
        return;
      }
      return startCardPath(state, c, [...ALL_GEARS], 2, { sameColour: true });
    }
    case 'wankelmotor':
      gainWear(state, seat, 1);
      return startCardPath(state, c, [W], distinctColours(p.discard));
    case 'aufgeladen':
      gainWear(state, seat, 1);
      return pend(state, eff, 'return', 2);
    case 'leistungsschub':
      return pend(state, eff, 'draw', 3);
    case 'getriebe': {
      gainWear(state, seat, 1);
      const pos = positionOf(state, seat);
      return startCardPath(state, c, [LG], pos + (pos === state.seats ? 1 : 0));
    }
    case 'turbo': {
      const a = drawOne(p, prng);
      const b = drawOne(p, prng);
      if (a === b) {
        // Both the same colour: nothing to choose, one of them goes to the discard.
        p.active[b]--;
        p.discard[b]++;
        t.pending = null;
        return;
      }
      t.pending = { card: eff, stage: 'keep', n: 0, k: 0, drawn: [a, b] };
      return;
    }
    case 'nitro': {
      gainWear(state, seat, 2);
      const greens = state.players.reduce((n, q) => n + q.discard[GR], 0);
      return startCardPath(state, c, [LG], 2 + greens);
    }
    default:
      // The expansion's 15 cards (rennsaison-effects.ts).
      return activateX(state, seat, eff, prng);
  }
}

/**
 * Gear cards: "Lege diesen Würfel auf ein … Feld … Dieses Feld muss an deinen Rennwagen oder einen
 * bereits liegenden Würfel angrenzen." With Rote Linie a white die may take a field of any colour
 * (1 wear when it is not white); with Biturbo the die may drive on to a second field of its
 * colour („doppelt so viele Felder").
 */
function activateGear(state: AutoState, seat: number, c: number, seg: number): void {
  const t = state.turn;
  const dist = placements(state, seat, gearAllowed(state, c)).get(seg);
  if (dist === undefined) throw new Error('gear target not legal');
  const colours = geoField(state, seg).colours;
  const whiteAs = c === W && !!t.whiteAny && !colours.includes(W);
  if (!t.double) {
    t.track.push({ colour: c, path: [seg], dist });
    // Rote Linie: „Erhalte 1 Verschleiß für jeden weißen Würfel, mit dem du ein Feld in einer anderen Farbe als Weiß fährst."
    if (whiteAs) gainWear(state, seat, 1);
    return;
  }
  // Biturbo: the first field is taken; the second is a step of the die's path. A white die
  // under Rote Linie drives as the colours of its first field (narrowed by the second).
  state.players[seat].used[c]++;
  const allowed = c === W && t.whiteAny ? colours.filter(isGear) : [c];
  startPathOf(state, 'gear', c, allowed, 1, { sameColour: true });
  const pe = t.pending!;
  pe.path!.path.push(seg);
  pe.path!.dist = dist;
  pe.n = 1;
  if (c === W && t.whiteAny) pe.path!.whiteAs = true;
}

/** The field a segment belongs to. */
export function geoField(state: AutoState, seg: number) {
  const g = geo(state);
  return g.fields[g.segField[seg]];
}

export type { Pending };
