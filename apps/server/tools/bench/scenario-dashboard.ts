// The "dashboard" scenario (issue 19): a signed-in admin opens the dashboard's "Needs attention"
// card, one request at a time, at the scale of the admin lists (the target is p95 ≤ 50 ms).
// Timed twice: with `Cache-Control: no-cache` (every count read from the database; what a new
// visit or the first open after the 10 s cache costs) and as the browser sends it (served from
// the short per-user cache after the first call).
import type { LatencyRow } from './report';
import { timeSequential } from './sequential';
import type { Engine } from './server';

export const ATTENTION_URL = '/api/admin/dashboard/attention';
const TARGET_MS = 50;

export async function runDashboard(
  base: string,
  engine: Engine,
  rows: number,
  admin: { headers: Record<string, string> },
  acceptEncoding: string,
): Promise<LatencyRow[]> {
  const out: LatencyRow[] = [];
  const headers = { ...admin.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const runs = [
    { what: 'needs attention, uncached (no-cache)', headers: { ...headers, 'cache-control': 'no-cache' } },
    { what: 'needs attention, per-user cache', headers },
  ];
  for (const run of runs) {
    const result = await timeSequential(base + ATTENTION_URL, { headers: run.headers, maxRequests: 60, budgetMs: 4000, minRequests: 20 });
    if (result.status !== 200) throw new Error(`dashboard: ${ATTENTION_URL} answered ${result.status}: ${result.body.slice(0, 300)}`);
    const data = JSON.parse(result.body).data as { items: { key: string; new_since_last_visit: { count: number } | null }[] };
    // The bench admin's previous visit is set 30 days back: the "new since" counts must be real work.
    if (data.items.some((i) => i.new_since_last_visit === null)) throw new Error('dashboard: the bench admin has no previous visit');
    const row: LatencyRow = {
      what: run.what,
      engine,
      rows,
      ...result,
      note: result.p95 <= TARGET_MS ? '' : `p95 over ${TARGET_MS} ms`,
    };
    console.log(`  ${row.what.padEnd(44)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  (${result.requests} timed)`);
    out.push(row);
  }
  return out;
}
