// Profiling helper: EXPLAIN (ANALYZE, BUFFERS) of the statements the list sends for a sample of
// the mix's requests (the page query and, when the page does not reach the end, the count query),
// against a database filled by bench/keep.ts. Prints planning and execution time per kind, and
// the plans of the slowest with --plans.
//
//   npx tsx tools/bench/explain.ts --url postgres://postgres@127.0.0.1:5432/rf_perf [--per-kind 20] [--plans 2]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { PROPERTY_PAGE_SIZE, propertyListQuerySchema } from '@rentfront/shared';
import { openDb } from '../../src/db/client';
import { listConditions, listOrder, placeSearch } from '../../src/modules/properties/filters';
import { countQuery, pageQuery } from '../../src/modules/properties/service';
import { buildMix, MIX_KINDS } from './mix';
import type { CatalogueProfile } from './profile';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    dir: { type: 'string' },
    'profile-in': { type: 'string', default: path.join(os.tmpdir(), 'rf-keep-profile.json') },
    'per-kind': { type: 'string', default: '20' },
    plans: { type: 'string', default: '0' },
  },
});

const profile = JSON.parse(fs.readFileSync(values['profile-in']!, 'utf8')) as CatalogueProfile;
const { db, close } = await openDb(values.url ? { databaseUrl: values.url } : { pgliteDir: values.dir });
const perKind = Number(values['per-kind']);
const mix = buildMix(profile, 4000);

const explain = async (statement: SQL | { getSQL(): SQL }) => {
  const result = (await db.execute(sql`explain (analyze, buffers) ${statement}`)) as unknown as { rows: Record<string, string>[] };
  const lines = result.rows.map((r) => Object.values(r)[0]);
  const ms = (label: string) => Number(lines.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
  return { plan: lines.join('\n'), planning: ms('Planning Time'), execution: ms('Execution Time') };
};

for (const kind of MIX_KINDS) {
  const sample = mix.filter((r) => r.kind === kind).slice(0, perKind);
  const stats = { page: { planning: 0, execution: 0, n: 0 }, count: { planning: 0, execution: 0, n: 0 } };
  const slow: { ms: number; what: string; plan: string }[] = [];
  for (const request of sample) {
    const q = propertyListQuerySchema.parse(Object.fromEntries(new URL(request.path, 'http://x').searchParams));
    // As the list sends it: a city or state search with its places found first.
    const search = placeSearch(q);
    const found = search ? await db.execute(sql`select array(select place_key from property_places where ${search}) as keys`) : undefined;
    const places = (found as unknown as { rows: { keys: string[] }[] } | undefined)?.rows[0].keys;
    const where = listConditions(q, places);
    const order = listOrder(q.sort);
    const limit = q.limit ?? PROPERTY_PAGE_SIZE;
    const offset = ((q.page ?? 1) - 1) * limit;
    for (const [name, statement] of [
      ['page', pageQuery(db, where, order, limit + 1, offset)],
      ['count', countQuery(db, where, order)],
    ] as const) {
      const e = await explain(statement);
      stats[name].planning += e.planning;
      stats[name].execution += e.execution;
      stats[name].n += 1;
      slow.push({ ms: e.planning + e.execution, what: `${name} ${request.path}`, plan: e.plan });
    }
  }
  const avg = (s: { planning: number; execution: number; n: number }) =>
    `plan ${(s.planning / s.n).toFixed(2)} ms, exec ${(s.execution / s.n).toFixed(2)} ms`;
  console.log(`${kind.padEnd(8)} page: ${avg(stats.page)}; count: ${avg(stats.count)}`);
  slow.sort((a, b) => b.ms - a.ms);
  for (const s of slow.slice(0, Number(values.plans))) console.log(`\n-- ${s.what} (${s.ms.toFixed(1)} ms)\n${s.plan}\n`);
}
await close();
