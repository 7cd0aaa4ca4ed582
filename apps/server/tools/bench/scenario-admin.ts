// The "admin-lists" scenario: a signed-in admin opens each back-office list and searches it, one
// request at a time (latency as one office worker sees it; the target is under 100 ms).
import type { LatencyRow } from './report';
import { timeSequential } from './sequential';
import type { AdminProbe, Engine } from './server';

/** The first page and the first real search (not the "no match" one) of each list. */
export function basicProbes(probes: AdminProbe[]): AdminProbe[] {
  const out: AdminProbe[] = [];
  for (const list of new Set(probes.map((p) => p.list))) {
    const own = probes.filter((p) => p.list === list);
    const first = own.find((p) => p.name === 'first page');
    const search = own.find((p) => p.name.startsWith('search') && !p.name.includes('no match'));
    for (const p of [first, search]) if (p) out.push(p);
  }
  return out;
}

/** The signed-in admin's headers, with the encoding a browser accepts. */
export function adminRequestHeaders(adminHeaders: Record<string, string>, acceptEncoding: string): Record<string, string> {
  return { ...adminHeaders, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
}

/** One admin list request timed one at a time, as a row of the admin table (target p95 100 ms). */
export async function timeAdminRequest(
  scenario: string,
  base: string,
  probe: { what: string; url: string },
  headers: Record<string, string>,
  at: { engine: Engine; rows: number },
): Promise<LatencyRow> {
  const result = await timeSequential(base + probe.url, { headers });
  if (result.status !== 200) throw new Error(`${scenario}: ${probe.url} answered ${result.status}: ${result.body.slice(0, 300)}`);
  const row: LatencyRow = { what: probe.what, ...at, ...result, note: result.p95 <= 100 ? '' : 'p95 over 100 ms' };
  console.log(`  ${row.what.padEnd(44)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  (${result.requests} timed)`);
  return row;
}

export async function runAdminLists(
  base: string,
  engine: Engine,
  rows: number,
  admin: { headers: Record<string, string>; probes: AdminProbe[] },
  all: boolean,
  acceptEncoding: string,
): Promise<LatencyRow[]> {
  const out: LatencyRow[] = [];
  const headers = adminRequestHeaders(admin.headers, acceptEncoding);
  for (const probe of all ? admin.probes : basicProbes(admin.probes)) {
    out.push(
      await timeAdminRequest('admin-lists', base, { what: `${probe.list}: ${probe.name}`, url: probe.url }, headers, { engine, rows }),
    );
  }
  return out;
}
