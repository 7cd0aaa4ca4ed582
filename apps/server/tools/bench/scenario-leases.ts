// The "leases" scenario (issue 32 targets): the lease PDF render with its certificate page
// (≤ 300 ms p95) in this process, and the admin leases list and the dashboard counts at 10,000
// leases (≤ 50 ms p95) through the service functions on a database of their own (HTTP is measured
// by the admin-lists scenario; this one is the query and the answer's assembly).
import { sql } from 'drizzle-orm';
import { leaseListQuerySchema } from '@rentfront/shared/leases';
import { openDb } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createScratchDatabase } from '../../src/db/scratch';
import { countAttention } from '../../src/modules/dashboard/attention';
import { renderLeasePdf } from '../../src/modules/leases/document/render';
import { SAMPLE_CERTIFICATE, SAMPLE_SNAPSHOT } from '../../src/modules/leases/document/sample';
import { listLeases } from '../../src/modules/leases/queries';
import type { LatencyRow } from './report';
import type { Engine } from './server';
import { summarize, timeCalls } from './stats';

export const LEASE_ROWS = 10_000;
const WARM_UP = 10;
const TIMED = 100;

const timeIt = (run: () => Promise<unknown>, times = TIMED) => timeCalls(run, WARM_UP, times);

/** 10,000 leases in every status over 2,000 properties' worth of titles, two residents each. */
async function fillLeases(db: Awaited<ReturnType<typeof openDb>>['db']) {
  await db.execute(sql`
    insert into leases (reference, property_title, property_address, status, start_date, end_date, monthly_rent_cents,
      deposit_cents, due_day, grace_days, late_fee_type, late_fee_amount, sent_at, signed_at, created_at)
    select 'LSE-B' || lpad(g::text, 6, '0'),
      'Bench Home ' || (g % 2000),
      (100 + g % 900) || ' Bench Street, Albany, NY 12207',
      (array['draft','out_for_signature','signed','active','active','active','ended','cancelled'])[1 + g % 8],
      current_date - (g % 700),
      case when g % 10 = 0 then null else current_date - (g % 700) + 365 end,
      100000 + g % 200000, 100000, 1, 5, 'flat', 5000,
      now() - ((g % 30) || ' days')::interval,
      case when g % 8 = 2 then now() - ((g % 5) || ' days')::interval end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${LEASE_ROWS}) g`);
  await db.execute(sql`
    insert into lease_residents (lease_id, position, full_name, email)
    select l.id, p, (array['Ana','Ben','Cleo','Dev','Eli','Fay'])[1 + (row_number() over ()) % 6] || ' Resident ' || l.reference,
      lower(l.reference) || '.' || p || '@example.com'
    from leases l cross join generate_series(0, 1) p`);
  await db.execute(sql`analyze`);
}

export async function runLeases(engine: Engine, serverUrl: string): Promise<LatencyRow[]> {
  const out: LatencyRow[] = [];
  const push = (what: string, rows: number, result: ReturnType<typeof summarize>, target: number) => {
    const row: LatencyRow = { what, engine, rows, ...result, note: result.p95 <= target ? '' : `p95 over ${target} ms` };
    console.log(`  ${what.padEnd(44)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  (${result.requests} timed)`);
    out.push(row);
  };
  if (engine === 'pglite') {
    push('lease PDF: draft', 1, await timeIt(() => renderLeasePdf(SAMPLE_SNAPSHOT)), 300);
    push('lease PDF: final with certificate page', 1, await timeIt(() => renderLeasePdf(SAMPLE_SNAPSHOT, SAMPLE_CERTIFICATE)), 300);
  }
  const scratch = engine === 'postgres' ? await createScratchDatabase(serverUrl, 'rf_bench_leases') : null;
  const handle = await openDb(scratch ? { databaseUrl: scratch.url } : {});
  try {
    await runMigrations(handle);
    await fillLeases(handle.db);
    const list = (query: Record<string, string>) => {
      const parsed = leaseListQuerySchema.parse(query);
      return () => listLeases(handle.db, parsed);
    };
    const probes: [string, Record<string, string>][] = [
      ['leases: first page', {}],
      ['leases: status active', { status: 'active' }],
      ['leases: ending within 60 days', { ending_within: '60' }],
      ['leases: search resident name', { search: 'Cleo Resident LSE-B0042' }],
      ['leases: sort by end date, page 20', { sort: 'end_date', dir: 'asc', offset: '475' }],
    ];
    for (const [what, query] of probes) push(what, LEASE_ROWS, await timeIt(list(query)), 50);
    const since = new Date(Date.now() - 30 * 86_400_000);
    push('dashboard attention (with lease items)', LEASE_ROWS, await timeIt(() => countAttention(handle.db, since, new Date())), 50);
  } finally {
    await handle.close();
    await scratch?.drop();
  }
  return out;
}
