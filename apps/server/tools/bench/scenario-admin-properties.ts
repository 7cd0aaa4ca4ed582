// The "admin-properties" scenario: a signed-in admin opens the back office's property list and
// uses it as staff do (a status tab, a search, each header sort, a later page), one request at a
// time, at the scale phase's size. The other admin lists are the admin-lists scenario's: they
// grow with applications and messages, this one with the catalogue.
import type { LatencyRow } from './report';
import { adminRequestHeaders, timeAdminRequest } from './scenario-admin';
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
  const headers = adminRequestHeaders(adminHeaders, acceptEncoding);
  const out: LatencyRow[] = [];
  for (const probe of ADMIN_PROPERTY_PROBES) {
    const request = { what: `properties: ${probe.name}`, url: LIST + probe.query };
    out.push(await timeAdminRequest('admin-properties', base, request, headers, { engine, rows }));
  }
  return out;
}
