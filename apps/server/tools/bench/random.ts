// Seeded randomness for the bench: the same seed gives the same catalogue and the same request
// mix in every run, so two runs differ only by the code under test and the machine.

// The generator, picking and ids are the scale seeds' (tools/seed-scale/random.ts); the bench adds
// integer ranges and a weighted picker precomputed once for draws by the hundred thousand.
import type { Rng } from '../seed-scale/random';

export { pick, rng, uuid, type Rng } from '../seed-scale/random';

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
