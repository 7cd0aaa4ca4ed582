// Command line of `npm run bench`; see docs/bench-properties.md.
import { parseArgs } from 'node:util';
import type { Engine } from './server';

export const SCENARIOS = [
  'mix',
  'admin-lists',
  'admin-properties',
  'dashboard',
  'sitemap',
  'feed',
  'list',
  'pages',
  'leases',
  'money',
  'applications',
] as const;
export type Scenario = (typeof SCENARIOS)[number];
const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

/**
 * `--million` (issue 35): the search mix, the sitemap, the feeds and the admin property list with
 * 1,000,000 generated homes, on PostgreSQL only (PGlite keeps its whole database in one WASM heap,
 * which a million homes with their photos outgrow). Flags given beside it still win.
 */
export const MILLION = { engines: 'postgres', scenarios: 'mix,sitemap,feed,admin-properties', rows: '1000000' } as const;

export interface BenchOptions {
  /** Set in the child process: serve this engine instead of driving a run. */
  serve?: Engine;
  url?: string;
  engines: Engine[];
  scenarios: Scenario[];
  /** Generated properties (and rows per admin list) of the scale phase. */
  rows: number;
  /** Seconds of measurement per load scenario. */
  duration: number;
  connections: number;
  /** Distinct requests in the mix (cycled through for the whole duration). */
  mixSize: number;
  /** Admin list requests: the first page and one search per list, or every probe of the seed helper. */
  adminProbes: 'basic' | 'all';
  /** Sent with the public requests as a browser does ('' for none). */
  acceptEncoding: string;
}

function list<T extends string>(value: string, allowed: readonly T[], what: string): T[] {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) if (!allowed.includes(item as T)) throw new Error(`unknown ${what} "${item}" (one of: ${allowed.join(', ')})`);
  if (!items.length) throw new Error(`no ${what} given`);
  return items as T[];
}

function positive(value: string, what: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${what} must be a positive number, got "${value}"`);
  return n;
}

export function parseOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      serve: { type: 'string' },
      url: { type: 'string' },
      million: { type: 'boolean', default: false },
      engines: { type: 'string' },
      // admin-lists is not in the default: filling five lists of 100,000 rows takes minutes on
      // this 2-core machine, and the default run should stay under about 10 minutes.
      scenarios: { type: 'string' },
      rows: { type: 'string' },
      // The old name of --rows.
      count: { type: 'string' },
      duration: { type: 'string', default: '8' },
      connections: { type: 'string', default: '16' },
      'mix-size': { type: 'string', default: '4000' },
      'admin-probes': { type: 'string', default: 'basic' },
      'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    },
    strict: true,
  });
  const preset = values.million ? MILLION : undefined;
  const engines = values.engines ?? preset?.engines ?? 'pglite,postgres';
  const scenarios = values.scenarios ?? preset?.scenarios ?? 'mix,sitemap,pages';
  const adminProbes = values['admin-probes'];
  if (adminProbes !== 'basic' && adminProbes !== 'all') throw new Error('--admin-probes is basic or all');
  return {
    serve: values.serve ? list(values.serve, ENGINES, 'engine')[0] : undefined,
    url: values.url,
    engines: list(engines, ENGINES, 'engine'),
    scenarios: scenarios === 'all' ? [...SCENARIOS] : list(scenarios, SCENARIOS, 'scenario'),
    rows: Math.floor(positive(values.rows ?? values.count ?? preset?.rows ?? '100000', 'rows')),
    duration: positive(values.duration, 'duration'),
    connections: Math.floor(positive(values.connections, 'connections')),
    mixSize: Math.floor(positive(values['mix-size'], 'mix-size')),
    adminProbes,
    acceptEncoding: values['accept-encoding'],
  };
}
