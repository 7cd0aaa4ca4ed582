// Seeded randomness for the bench: the same seed gives the same catalogue and the same request
// mix in every run, so two runs differ only by the code under test and the machine.

export type Rng = () => number;

/** mulberry32: small, fast, good enough for test data. Returns numbers in [0, 1). */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: Rng, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

/** An integer in [min, max], both included. */
export function between(r: Rng, min: number, max: number): number {
  return min + Math.floor(r() * (max - min + 1));
}

/**
 * A picker that draws items in proportion to their weights (binary search over the cumulative
 * weights, so drawing from a few hundred cities 100,000 times stays cheap).
 */
export function weighted<T>(items: readonly T[], weights: readonly number[]): (r: Rng) => T {
  if (!items.length || items.length !== weights.length) throw new Error('weighted: one weight per item, at least one item');
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += Math.max(0, w);
    cumulative.push(sum);
  }
  if (sum <= 0) throw new Error('weighted: weights must not all be zero');
  return (r) => {
    const x = r() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}

/** A version-4 shaped UUID from the seeded generator (reproducible ids, unlike crypto.randomUUID). */
export function uuid(r: Rng): string {
  const hex: string[] = [];
  for (let i = 0; i < 32; i++) hex.push(Math.floor(r() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
