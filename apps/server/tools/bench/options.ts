// Command line of `npm run bench`; see docs/bench-properties.md.
import { parseArgs } from 'node:util';
import type { Engine } from './server';

export const SCENARIOS = ['mix', 'admin-lists', 'dashboard', 'sitemap', 'list', 'pages', 'leases', 'money'] as const;
export type Scenario = (typeof SCENARIOS)[number];
const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

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
      engines: { type: 'string', default: 'pglite,postgres' },
      // admin-lists is not in the default: filling five lists of 100,000 rows takes minutes on
      // this 2-core machine, and the default run should stay under about 10 minutes.
      scenarios: { type: 'string', default: 'mix,sitemap,pages' },
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
  const adminProbes = values['admin-probes'];
  if (adminProbes !== 'basic' && adminProbes !== 'all') throw new Error('--admin-probes is basic or all');
  return {
    serve: values.serve ? list(values.serve, ENGINES, 'engine')[0] : undefined,
    url: values.url,
    engines: list(values.engines, ENGINES, 'engine'),
    scenarios: values.scenarios === 'all' ? [...SCENARIOS] : list(values.scenarios, SCENARIOS, 'scenario'),
    rows: Math.floor(positive(values.rows ?? values.count ?? '100000', 'rows')),
    duration: positive(values.duration, 'duration'),
    connections: Math.floor(positive(values.connections, 'connections')),
    mixSize: Math.floor(positive(values['mix-size'], 'mix-size')),
    adminProbes,
    acceptEncoding: values['accept-encoding'],
  };
}
