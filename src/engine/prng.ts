/**
 * Seeded PRNG (sfc32, seeded through splitmix32). Its whole state is four 32-bit
 * numbers kept inside the game state, so it is saved, replayed and compared with it.
 * Every draw advances the state; nothing here reads the clock or Math.random.
 */
export type PrngState = [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** The PRNG state for a seed (any integer; only its low 32 bits count). */
export function seedPrng(seed: number): PrngState {
  const next = splitmix32(seed);
  const state: PrngState = [next(), next(), next(), next()];
  const prng = new Prng(state);
  for (let i = 0; i < 12; i++) prng.nextUint32(); // warm up
  return prng.state;
}

/** A PRNG working on a copy of a state; read `.state` to store it back. */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: PrngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  get state(): PrngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t >>> 0;
  }

  /** Uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`bad range ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    return shuffleWith(this, items);
  }
}

/**
 * A shuffled copy (Fisher-Yates, drawing from the last place down) with any source of uniform
 * integers: the PRNG of a game, or the random source a robot was handed.
 */
export function shuffleWith<T>(random: { int(n: number): number }, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const x = out[i];
    out[i] = out[j];
    out[j] = x;
  }
  return out;
}

/** A 31-bit seed derived from other numbers (e.g. a game seed and a sequence number). */
export function deriveSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x01000193) >>> 0;
    h = splitmix32(h)();
  }
  return h & 0x7fffffff;
}
