/**
 * The time as the services see it. Deadlines, reminders, vacations and digests read it from
 * here, so tests (and the benchmark) can move time on without waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until it is moved: for tests. */
export class ManualClock implements Clock {
  private t: number;

  constructor(start: Date | string = '2026-11-22T12:00:00Z') {
    this.t = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.t);
  }

  set(to: Date | string): void {
    this.t = new Date(to).getTime();
  }

  advance(ms: number): Date {
    this.t += ms;
    return this.now();
  }

  advanceHours(h: number): Date {
    return this.advance(h * HOUR);
  }

  advanceDays(d: number): Date {
    return this.advance(d * DAY);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
