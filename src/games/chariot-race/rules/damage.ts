/**
 * Damage and breaking up on the way (rule "Auseinanderbrechen"): the working copy of the
 * situation that movement (movement.ts) and the attacks (apply.ts) change — damage taken, wrecks
 * and caltrops — and the events it records for the log.
 */
import { CALTROP_DAMAGE } from '../data/dice';
import { hasFinished, type Situation } from './situation';
import type { Chariot } from './state';
import { Track, absProgress } from './track';

export interface RamEvent {
  field: number;
  other: number;
  /** Damage the other chariot took (0 when protected by "no damage after the finish line"). */
  otherDamage: number;
  otherBroke: boolean;
}

export type MoveEvent =
  | { kind: 'rock'; field: number }
  | { kind: 'curve'; field: number; limit: number; damage: number }
  | { kind: 'caltrop'; field: number }
  | ({ kind: 'ram' } & RamEvent)
  | { kind: 'setback'; field: number }
  | { kind: 'break'; chariot: number; field: number }
  | { kind: 'wreck'; field: number };

function ascending(a: number, b: number): number {
  return a - b;
}

/** A working copy for damage and breaking up (shared by movement and attacks). */
export class Sim {
  /** The chariots; an entry is copied before its first change (the input is never changed). */
  chariots: Chariot[];
  caltrops: number[];
  wrecks: number[];
  events: MoveEvent[] = [];
  private copied: boolean[];

  constructor(
    readonly track: Track,
    readonly situation: Situation,
    readonly mover: number | null,
    readonly turnsBefore: number,
  ) {
    this.chariots = situation.chariots.slice();
    this.copied = situation.chariots.map(() => false);
    this.caltrops = situation.caltrops.slice();
    this.wrecks = situation.wrecks.slice();
  }

  /** The chariot, ready to be changed. */
  mut(i: number): Chariot {
    if (!this.copied[i]) {
      this.chariots[i] = { ...this.chariots[i] };
      this.copied[i] = true;
    }
    return this.chariots[i];
  }

  occupant(field: number, except = -1): number {
    for (let i = 0; i < this.chariots.length; i++) {
      const c = this.chariots[i];
      if (i !== except && !c.out && c.field === field) return i;
    }
    return -1;
  }

  protectedChariot(i: number): boolean {
    return this.situation.options.noDamageAfterFinish && i !== this.mover && hasFinished(this.track, this.chariots[i]);
  }

  /** Damage to a chariot; returns the damage actually taken. Breaking up is left to `breakUp`. */
  hurt(i: number, n: number): number {
    if (n <= 0 || this.protectedChariot(i)) return 0;
    const c = this.mut(i);
    const taken = Math.min(n, c.damage);
    c.damage -= taken;
    return taken;
  }

  /**
   * Rule "Auseinanderbrechen": the chariot leaves the board at once and a caltrop marks the wreck
   * on its field (at most one caltrop per field: a caltrop already there stands for it).
   */
  breakUp(i: number, field: number, lap: number, wreckNow = true): void {
    const c = this.mut(i);
    c.damage = 0;
    c.out = true;
    c.field = field;
    c.lap = lap;
    c.outProgress = absProgress(this.track, field, lap);
    c.outTurn = this.turnsBefore;
    this.events.push({ kind: 'break', chariot: i, field });
    if (wreckNow) this.wreck(field);
  }

  wreck(field: number): void {
    if (this.caltrops.includes(field)) return;
    this.caltrops.push(field);
    this.wrecks.push(field);
    this.events.push({ kind: 'wreck', field });
  }

  /** A caltrop on the field hits the chariot (1 damage) and goes back to the supply. */
  caltropHit(i: number, field: number): number {
    const at = this.caltrops.indexOf(field);
    if (at < 0) return 0;
    this.caltrops.splice(at, 1);
    const w = this.wrecks.indexOf(field);
    if (w >= 0) this.wrecks.splice(w, 1);
    this.events.push({ kind: 'caltrop', field });
    return this.hurt(i, CALTROP_DAMAGE);
  }

  caltropList(): number[] {
    return this.caltrops.slice().sort(ascending);
  }

  wreckList(): number[] {
    return this.wrecks.slice().sort(ascending);
  }
}
