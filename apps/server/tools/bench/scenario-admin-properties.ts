// The "admin-properties" scenario: a signed-in admin opens the back office's property list and
// uses it as staff do (a status tab, a search, each header sort, a later page), one request at a
// time, at the scale phase's size. The other admin lists are the admin-lists scenario's: they
// grow with applications and messages, this one with the catalogue.
import type { LatencyRow } from './report';
import { timeSequential } from './sequential';
import type { Engine } from './server';

const LIST = '/api/admin/properties';

export const ADMIN_PROPERTY_PROBES: { name: string; query: string }[] = [
  { name: 'first page', query: '' },
  { name: 'status: available', query: '?status=available' },
  { name: 'status: maintenance', query: '?status=maintenance' },
  { name: 'search a city', query: '?search=Albany' },
  { name: 'search a title word', query: '?search=balcony' },
  { name: 'sort by price, high first', query: '?sort=price&dir=desc' },
  { name: 'sort by title', query: '?sort=title&dir=asc' },
  { name: 'sort by city', query: '?sort=city&dir=asc' },
  { name: 'sort by status', query: '?sort=status&dir=asc' },
  { name: 'page 50', query: '?offset=980' },
];

export async function runAdminProperties(
  base: string,
  engine: Engine,
  rows: number,
  adminHeaders: Record<string, string>,
  acceptEncoding: string,
): Promise<LatencyRow[]> {
  const headers = { ...adminHeaders, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const out: LatencyRow[] = [];
  for (const probe of ADMIN_PROPERTY_PROBES) {
    const url = LIST + probe.query;
    const result = await timeSequential(base + url, { headers });
    if (result.status !== 200) throw new Error(`admin-properties: ${url} answered ${result.status}: ${result.body.slice(0, 300)}`);
    const row: LatencyRow = {
      what: `properties: ${probe.name}`,
      engine,
      rows,
      ...result,
      note: result.p95 <= 100 ? '' : 'p95 over 100 ms',
    };
    console.log(`  ${row.what.padEnd(44)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  (${result.requests} timed)`);
    out.push(row);
  }
  return out;
}
