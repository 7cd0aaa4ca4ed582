export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  /** Responses the percentiles are computed from. */
  requests: number;
}

/** Nearest-rank percentile of ascending `sorted` values (NaN when there are none). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** p50/p95/p99 of response times in ms (any order). */
export function summarize(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), requests: sorted.length };
}

/** How many times slower `large` is than `small` (NaN when either is missing). */
export function growth(small: number, large: number): number {
  return small > 0 && Number.isFinite(large) ? large / small : Number.NaN;
}

/** Times `run` one call at a time, after `warmUp` untimed calls (caches and plans settled). */
export async function timeCalls(run: () => Promise<unknown>, warmUp: number, times: number): Promise<Latency> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}
