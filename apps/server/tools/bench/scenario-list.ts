// The "list" scenario (the bench's first one): a few fixed list URLs and the detail route, as
// visitors' browsers send them (the read cache may answer) and with the cache bypassed.
import type { BenchOptions } from './options';
import { measure, type Measurement } from './measure';
import type { LoadRow } from './report';
import type { Engine } from './server';

const FILTER = 'status=available&min_price=1000&max_price=3500&bedrooms=2';

export async function runList(
  base: string,
  engine: Engine,
  rows: number,
  bare: Measurement,
  ids: string[],
  options: BenchOptions,
  log: (m: Measurement) => void,
): Promise<LoadRow[]> {
  const api: [string, string[]][] = [
    ['list, no filters, page 1', ['/api/properties?page=1']],
    ['list, no filters, page 50', ['/api/properties?page=50']],
    ['list, filtered, page 1', [`/api/properties?${FILTER}&page=1`]],
    ['list, filtered, page 50', [`/api/properties?${FILTER}&page=50`]],
    [`detail by id (${ids.length} ids)`, ids.map((id) => `/api/properties/${id}`)],
  ];
  const encoding: Record<string, string> = options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {};
  const load = { connections: options.connections, duration: options.duration, timeout: 120 };
  const out: LoadRow[] = [];
  const add = (m: Measurement) => {
    log(m);
    out.push({ scenario: m.name, engine, rows, ...m, shareOfBare: m.rps / bare.rps });
  };
  for (const [name, paths] of api) add(await measure(name, base, paths, { ...load, headers: encoding }));
  // The same calls with the public read cache bypassed: every request reaches the database.
  for (const [name, paths] of api)
    add(await measure(`${name}, no cache`, base, paths, { ...load, headers: { ...encoding, 'cache-control': 'no-cache' } }));
  return out;
}
