/**
 * A small, fast copy of the race for the robot's imagined games (playout.ts): the same card
 * effects as rules/card-effects.ts (Anhang „Karteneffekte", rule „Platzierung", R-G4 … R-G6), on plain
 * numbers instead of the state's objects, so that the robot can play thousands of cards per
 * decision. Superpowers are left out of imagined games (the real move in question may use one;
 * plan.ts resolves that with the rules' own code). test/games/race/robot.test.ts checks this
 * copy against cardEffect.
 *
 * Cards are numbers: Knonster k (index in KNONSTER) has 4k + 0 "+5", 4k + 1 "+7",
 * 4k + 2 "catch-up", 4k + 3 "triple lead"; 16, 17, 18 are "Place 2 +9", "Place 3 up to 12",
 * "Place 4 +14" (the order of CARD_KINDS).
 */
import { CARD_KINDS, CARD_ORDER, CardKind, FINISHED as FINISHED_FIELD, KNONSTER, Knonster, LAST_FIELD as LAST } from '../data/race';

// Local copies: the hot loops below read them many thousand times per decision.
const FINISHED = FINISHED_FIELD;
const LAST_FIELD = LAST;
import type { Track } from '../rules/state';

// Module copies of Math's functions: the hot loops call them often (and a global look-up is
// slow in some sandboxes, e.g. Jest's).
const { max, min } = Math;

export const PLACE2 = 16;
export const PLACE3 = 17;
export const PLACE4 = 18;
export const CARD_COUNT = 19;

export function cardCode(card: CardKind): number {
  return CARD_ORDER[card];
}

export function codeCard(code: number): CardKind {
  return CARD_KINDS[code];
}

/** A race on numbers: positions per Knonster index (61 = on the podium) and the podium in order. */
export interface SimTrack {
  pos: number[];
  podium: number[];
}

export function simTrack(track: Track): SimTrack {
  return { pos: KNONSTER.map((k) => track.positions[k]), podium: track.podium.map((k) => KNONSTER.indexOf(k)) };
}

export function knonsterOf(i: number): Knonster {
  return KNONSTER[i];
}

function leader(t: SimTrack): number {
  if (t.podium.length > 0) return FINISHED;
  return max(t.pos[0], t.pos[1], t.pos[2], t.pos[3]);
}

/** Rule „Platzierung" among the running Knonster: the one with placement n, or -1 (none or shared). */
function uniqueAt(t: SimTrack, n: number): number {
  if (n <= t.podium.length) return -1; // a finished Knonster never moves (R-G6)
  let found = -1;
  for (let k = 0; k < 4; k++) {
    const p = t.pos[k];
    if (p === FINISHED) continue;
    let ahead = t.podium.length;
    for (let o = 0; o < 4; o++) if (o !== k && t.pos[o] !== FINISHED && t.pos[o] > p) ahead++;
    if (ahead + 1 === n) {
      if (found >= 0) return -1;
      found = k;
    }
  }
  return found;
}

/**
 * The effect of a card: the Knonster index times 100 plus the steps forward, or -1 for no effect
 * (packed into one number so that the imagined games allocate nothing). One card on a track; the
 * imagined games use Effects, prepared once per change of the track.
 */
export function effectOf(t: SimTrack, card: number): number {
  const effects = new Effects(t);
  effects.prepare();
  return effects.of(card);
}

/**
 * The effects of the cards, prepared once per turn (leader, unique placements, the lone
 * leader's lead) so that trying every card of a hand costs little.
 */
export class Effects {
  private lead = 0;
  private at = [-1, -1, -1, -1, -1];
  private alone = -1;
  private aloneLead = 0;
  constructor(private t: SimTrack) {}

  /** Call after every change of the track. */
  prepare(): void {
    const t = this.t;
    this.lead = leader(t);
    for (let n = 2; n <= 4; n++) this.at[n] = uniqueAt(t, n);
    this.alone = -1;
    if (t.podium.length === 0) {
      let first = -1;
      let top = -1;
      let second = -1;
      for (let k = 0; k < 4; k++) {
        const p = t.pos[k];
        if (p > top) {
          second = top;
          top = p;
          first = k;
        } else if (p > second) second = p;
      }
      if (top > second) {
        this.alone = first;
        this.aloneLead = top - second;
      }
    }
  }

  /** The effect of a card (see effectOf). */
  of(card: number): number {
    const t = this.t;
    if (card >= 16) {
      const n = card - 14;
      const k = this.at[n];
      if (k < 0) return -1;
      if (n === 4) return k * 100 + 14;
      if (n === 2) return k * 100 + 9;
      const steps = min(12, this.lead + 1 - t.pos[k]);
      return steps > 0 ? k * 100 + steps : -1;
    }
    const k = card >> 2;
    const p = t.pos[k];
    if (p === FINISHED) return -1;
    switch (card & 3) {
      case 0:
        return k * 100 + 5;
      case 1:
        return k * 100 + 7;
      case 2: {
        const steps = min(20, this.lead - 2 - p);
        return steps > 0 ? k * 100 + steps : -1;
      }
      default:
        return this.alone === k ? k * 100 + 2 * this.aloneLead : -1;
    }
  }
}

/** Moves Knonster k forward (mutating); over the line it takes the best free podium place. */
export function advance(t: SimTrack, k: number, steps: number): void {
  const to = t.pos[k] + steps;
  if (to > LAST_FIELD) {
    t.pos[k] = FINISHED;
    t.podium.push(k);
  } else t.pos[k] = to;
}
