// Seeded randomness for the synthetic corpus: a small PRNG, seed mixing (so any group or entity can
// be regenerated on its own from its number, without storing anything) and Zipf-distributed ranks.

/** mulberry32: 32-bit state, fast, good enough for synthetic data; identical on every platform. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [lo, hi], both included. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /**
   * A 0-based rank in [0, n) with P(rank) ∝ 1 / (rank + 1)^s, by inverting the continuous
   * approximation of the Zipf CDF: no table, so pools of millions cost nothing.
   */
  zipf(n: number, s: number): number {
    const u = this.next();
    const x = s === 1 ? Math.pow(n + 1, u) : Math.pow((Math.pow(n + 1, 1 - s) - 1) * u + 1, 1 / (1 - s));
    return Math.min(n - 1, Math.max(0, Math.floor(x) - 1));
  }
}

/** A seed for the `n`-th item of stream `stream` under `seed` (integer hash, avalanche-mixed). */
export function mixSeed(seed: number, stream: number, n: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35) ^ Math.imul(n + 1, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) | 0;
}
