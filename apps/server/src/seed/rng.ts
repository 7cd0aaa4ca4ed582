// One seeded generator for everything that must draw the same "random" values on every run:
// the demo pictures (seed/property-images.ts) and the scale seeds (tools/seed-scale).

export type Rng = () => number;

/** mulberry32: small, fast, good enough for demo and test data. */
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
