// The "money" scenario (issue 33 targets): 10,000 active leases with three years of paid rent in
// their ledgers (about 740,000 entries). The due-day run posts every lease's rent (≤ 60 s) and is
// a no-op when run again; a run after the grace days posts the late fees; the rent roll and
// delinquency (≤ 500 ms p95) and one lease's ledger (≤ 50 ms p95) are read through the service
// functions on a database of their own. The rent roll's balance total must equal the ledger's sum.
import { sql } from 'drizzle-orm';
import { delinquencyQuerySchema, rentRollQuerySchema } from '@rentfront/shared/rent-reports';
import type { AppContext } from '../../src/context';
import { loadConfig } from '../../src/config';
import { openDb } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createScratchDatabase } from '../../src/db/scratch';
import { postDueCharges } from '../../src/modules/ledger/posting';
import { readLedger } from '../../src/modules/ledger/service';
import { delinquency } from '../../src/modules/rent-reports/delinquency';
import { rentRoll } from '../../src/modules/rent-reports/rent-roll';
import type { LatencyRow } from './report';
import type { Engine } from './server';
import { summarize, timeCalls } from './stats';

export const MONEY_LEASES = Number(process.env.BENCH_MONEY_LEASES ?? 10_000);
/** History from December 2023 to November 2026; the run posts December 2026. */
const START = '2023-12-01';
const MONTHS = 36;
const RUN_DAY = '2026-12-03';
/** After the 5 grace days of December's rent: every lease's December rent is still open. */
const LATE_DAY = '2026-12-10';

type Handle = Awaited<ReturnType<typeof openDb>>;

/** The rows of a raw query: both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Leases, two residents each, the deposit and 36 months of rent charged and paid, and their projections. */
async function fillLedgers(db: Handle['db']) {
  await db.execute(sql`
    insert into leases (reference, property_title, property_address, status, start_date, end_date, monthly_rent_cents,
      deposit_cents, due_day, grace_days, late_fee_type, late_fee_amount, sent_at, signed_at, created_at)
    select 'LSE-M' || lpad(g::text, 6, '0'), 'Money Home ' || g, (100 + g % 900) || ' Ledger Street, Albany, NY 12207',
      'active', ${START}::date, null, 100000 + (g % 150) * 1000, 100000, 1, 5, 'flat', 5000, now(), now(), now()
    from generate_series(1, ${MONEY_LEASES}) g`);
  await db.execute(sql`
    insert into lease_residents (lease_id, position, full_name, email)
    select l.id, p, 'Resident ' || p || ' ' || l.reference, lower(l.reference) || '.' || p || '@example.com'
    from leases l cross join generate_series(0, 1) p`);
  // Positions 1–2: the deposit charged and paid; then each month's rent (2m+3) and its payment (2m+4).
  await db.execute(sql`
    insert into ledger_entries (lease_id, position, kind, category, entry_date, description, amount_cents, balance_cents,
      method, posting_key, period, source)
    select l.id, 1, 'charge', 'deposit', ${START}::date, 'Security deposit', l.deposit_cents, l.deposit_cents, null, 'deposit', null, 'posting'
    from leases l
    union all
    select l.id, 2, 'payment', 'rent', ${START}::date, 'Payment – ACH', -l.deposit_cents, 0, 'ach', null, null, 'staff'
    from leases l`);
  await db.execute(sql`
    insert into ledger_entries (lease_id, position, kind, category, entry_date, description, amount_cents, balance_cents,
      method, posting_key, period, source)
    select l.id, 2 * m + 3 + k, case k when 0 then 'charge' else 'payment' end, 'rent',
      (${START}::date + (m || ' months')::interval + (k * 2 || ' days')::interval)::date,
      case k when 0 then 'Rent – ' || to_char(${START}::date + (m || ' months')::interval, 'FMMonth YYYY') else 'Payment – ACH' end,
      case k when 0 then l.monthly_rent_cents else -l.monthly_rent_cents end,
      case k when 0 then l.monthly_rent_cents else 0 end,
      case k when 0 then null else 'ach' end,
      case k when 0 then 'rent:' || to_char(${START}::date + (m || ' months')::interval, 'YYYY-MM') end,
      case k when 0 then to_char(${START}::date + (m || ' months')::interval, 'YYYY-MM') end,
      case k when 0 then 'posting' else 'staff' end
    from leases l cross join generate_series(0, ${MONTHS - 1}) m cross join generate_series(0, 1) k`);
  await db.execute(sql`
    insert into lease_balances (lease_id, balance_cents, deposit_held_cents, oldest_open_due_date, entry_count)
    select l.id, 0, l.deposit_cents, null, ${2 + MONTHS * 2} from leases l`);
  await db.execute(sql`analyze`);
}

/** What the run needs of the app: the database, the site's texts for the notices, a mailer to wake. */
function benchContext(handle: Handle): AppContext {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  return { db: handle.db, dbHandle: handle, config, mailer: { kick() {} } } as unknown as AppContext;
}

export async function runMoney(engine: Engine, serverUrl: string): Promise<LatencyRow[]> {
  const out: LatencyRow[] = [];
  const push = (what: string, rows: number, result: ReturnType<typeof summarize>, target: number) => {
    const row: LatencyRow = { what, engine, rows, ...result, note: result.p95 <= target ? '' : `p95 over ${target} ms` };
    console.log(`  ${what.padEnd(44)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  (${result.requests} timed)`);
    out.push(row);
  };
  const once = async (what: string, target: number, run: () => Promise<string>) => {
    const t0 = performance.now();
    const said = await run();
    const ms = performance.now() - t0;
    console.log(`  ${what.padEnd(44)} ${(ms / 1000).toFixed(1)} s  ${said}`);
    out.push({
      what: `${what} (${said})`,
      engine,
      rows: MONEY_LEASES,
      p50: ms,
      p95: ms,
      requests: 1,
      note: ms <= target ? '' : `over ${target / 1000} s`,
    });
  };
  const scratch = engine === 'postgres' ? await createScratchDatabase(serverUrl, 'rf_bench_money') : null;
  const handle = await openDb(scratch ? { databaseUrl: scratch.url } : {});
  try {
    await runMigrations(handle);
    const t0 = performance.now();
    await fillLedgers(handle.db);
    console.log(`  filled ${MONEY_LEASES} leases with three years of entries in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    const ctx = benchContext(handle);
    const now = new Date('2026-12-10T17:00:00Z');
    await once('due-day run: December rent', 60_000, async () => {
      const a = await postDueCharges(ctx, { asOf: RUN_DAY, now });
      return `${a.posted} charges, ${a.late_fees} late fees`;
    });
    await once('due-day run again (no-op)', 60_000, async () => {
      const a = await postDueCharges(ctx, { asOf: RUN_DAY, now });
      if (a.posted + a.late_fees !== 0) throw new Error(`the rerun posted ${a.posted} charges and ${a.late_fees} late fees`);
      return 'nothing posted';
    });
    await once('due-day run after the grace days', 60_000, async () => {
      const a = await postDueCharges(ctx, { asOf: LATE_DAY, now });
      return `${a.posted} charges, ${a.late_fees} late fees`;
    });

    const roll = rentRollQuerySchema.parse({});
    const aging = delinquencyQuerySchema.parse({});
    push('rent roll: first page and totals', MONEY_LEASES, await timeCalls(() => rentRoll(handle.db, roll, now), 3, 20), 500);
    push(
      'rent roll: search a resident',
      MONEY_LEASES,
      await timeCalls(() => rentRoll(handle.db, rentRollQuerySchema.parse({ search: 'Resident 1 LSE-M004242' }), now), 3, 20),
      500,
    );
    push('delinquency aging: first page and totals', MONEY_LEASES, await timeCalls(() => delinquency(handle.db, aging, now), 3, 20), 500);
    const ids = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from leases order by reference limit 200`)).map((r) => r.id);
    let i = 0;
    push('one lease ledger (76 entries)', MONEY_LEASES, await timeCalls(() => readLedger(handle.db, ids[i++ % ids.length]!), 10, 100), 50);

    // Exact money: the rent roll's balance total is the ledger's own sum, to the cent.
    const answer = await rentRoll(handle.db, roll, now);
    const [sum] = rowsOf<{ total: string }>(
      await handle.db.execute(sql`select coalesce(sum(amount_cents), 0)::text as total from ledger_entries`),
    );
    if (answer.totals.balance_cents !== Number(sum!.total)) {
      throw new Error(`rent roll balance ${answer.totals.balance_cents} ≠ ledger sum ${sum!.total}`);
    }
    console.log(`  rent roll balance total = ledger sum = ${answer.totals.balance_cents} cents`);
  } finally {
    await handle.close();
    await scratch?.drop();
  }
  return out;
}
