// Delinquency aging (issue 33 item 6): each lease's open charges by how long they have been past
// due on the office's today. Read from the ledger's open-charge projection (ledger_open_charges,
// the FIFO allocation's result), so a payment or a reversal moves a lease between buckets at once.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AgingBucket, DelinquencyAnswer, DelinquencyQuery } from '@rentfront/shared/rent-reports';
import type { DbOrTx } from '../../db/client';
import { ledgerOpenCharges, leases } from '../../db/schema';
import { sortedOrder } from '../../platform/list-sort';
import { addDays, officeToday } from '../leases/dates';
import { cents, LEASE_FIELDS, leaseFactsOf, pageOf, reportLeases } from './scope';

/**
 * The due dates that bound each bucket on `asOf`: a charge due today or later is current; one due
 * yesterday is 1 day past due. Calendar days, so a daylight-saving change moves nothing.
 */
export function agingCutoffs(asOf: string) {
  return { day1: addDays(asOf, -1), day30: addDays(asOf, -30), day60: addDays(asOf, -60), day90: addDays(asOf, -90) };
}

function agedOpenCharges(db: DbOrTx, asOf: string) {
  const c = agingCutoffs(asOf);
  const due = ledgerOpenCharges.dueDate;
  const open = ledgerOpenCharges.openCents;
  const bucket = (condition: SQL) => sql<string>`coalesce(sum(${open}) filter (where ${condition}), 0)`;
  return db
    .select({
      leaseId: ledgerOpenCharges.leaseId,
      current: bucket(sql`${due} >= ${asOf}`).as('current'),
      days_1_30: bucket(sql`${due} <= ${c.day1} and ${due} >= ${c.day30}`).as('days_1_30'),
      days_31_60: bucket(sql`${due} < ${c.day30} and ${due} >= ${c.day60}`).as('days_31_60'),
      days_61_90: bucket(sql`${due} < ${c.day60} and ${due} >= ${c.day90}`).as('days_61_90'),
      days_90_plus: bucket(sql`${due} < ${c.day90}`).as('days_90_plus'),
      open: sql<string>`sum(${open})`.as('open'),
      oldest: sql<string>`min(${due})`.as('oldest'),
    })
    .from(ledgerOpenCharges)
    .groupBy(ledgerOpenCharges.leaseId)
    .as('aged');
}

type DelinquencyFilter = Pick<DelinquencyQuery, 'min_balance_cents' | 'past_due' | 'search'>;

function delinquencySource(db: DbOrTx, query: DelinquencyFilter, asOf: string) {
  const aged = agedOpenCharges(db, asOf);
  const conditions: (SQL | undefined)[] = [reportLeases(db, { search: query.search }, asOf)];
  if (query.min_balance_cents !== undefined) conditions.push(sql`${aged.open} >= ${query.min_balance_cents}`);
  if (query.past_due === 'true') conditions.push(sql`${aged.oldest} < ${asOf}`);
  return { aged, where: and(...conditions) };
}

/**
 * The leases the list shows with past_due=true on `asOf`: the dashboard's "late balances" count
 * them, so the number and the linked list agree. With `lateFrom` (an office day) only those whose
 * oldest open charge was not yet past due on that day: they fell behind since then.
 */
export function lateBalanceLeases(db: DbOrTx, asOf: string, lateFrom?: string) {
  const { aged, where } = delinquencySource(db, { past_due: 'true' }, asOf);
  return db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(aged, eq(aged.leaseId, leases.id))
    .where(and(where, lateFrom ? sql`${aged.oldest} >= ${lateFrom}` : undefined));
}

const BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_90_plus'] as const satisfies readonly AgingBucket[];

export async function delinquency(db: DbOrTx, query: DelinquencyQuery, now: Date = new Date()): Promise<DelinquencyAnswer> {
  const asOf = officeToday(now);
  const { aged, where } = delinquencySource(db, query, asOf);
  const sorts = {
    reference: leases.reference,
    property: leases.propertyTitle,
    open: sql`${aged.open}::bigint`,
    oldest_due_date: sql`${aged.oldest}`,
    days_90_plus: sql`${aged.days_90_plus}::bigint`,
  };
  const fetched = await db
    .select({
      ...LEASE_FIELDS,
      current: aged.current,
      days_1_30: aged.days_1_30,
      days_31_60: aged.days_31_60,
      days_61_90: aged.days_61_90,
      days_90_plus: aged.days_90_plus,
      open: aged.open,
      oldest: aged.oldest,
    })
    .from(leases)
    .innerJoin(aged, eq(aged.leaseId, leases.id))
    .where(where)
    .orderBy(...sortedOrder(sorts, query.sort, query.dir, leases.id, [desc(sql`${aged.open}::bigint`), asc(leases.id)]))
    .limit(query.limit + 1)
    .offset(query.offset);

  const [totals] = await db
    .select({
      leases: sql<string>`count(*)`,
      current: sql<string>`coalesce(sum(${aged.current}), 0)`,
      days_1_30: sql<string>`coalesce(sum(${aged.days_1_30}), 0)`,
      days_31_60: sql<string>`coalesce(sum(${aged.days_31_60}), 0)`,
      days_61_90: sql<string>`coalesce(sum(${aged.days_61_90}), 0)`,
      days_90_plus: sql<string>`coalesce(sum(${aged.days_90_plus}), 0)`,
      open: sql<string>`coalesce(sum(${aged.open}), 0)`,
    })
    .from(leases)
    .innerJoin(aged, eq(aged.leaseId, leases.id))
    .where(where);

  const { rows, page } = pageOf(fetched, cents(totals?.leases), query);
  const facts = await leaseFactsOf(db, rows);
  const buckets = (r: Record<AgingBucket, unknown>) =>
    Object.fromEntries(BUCKETS.map((b) => [b, cents(r[b])])) as Record<AgingBucket, number>;
  return {
    as_of: asOf,
    rows: rows.map((r) => ({
      ...facts(r),
      ...buckets(r),
      open_cents: cents(r.open),
      oldest_due_date: r.oldest ?? null,
    })),
    totals: { leases: cents(totals?.leases), ...buckets(totals!), open_cents: cents(totals?.open) },
    page,
  };
}
