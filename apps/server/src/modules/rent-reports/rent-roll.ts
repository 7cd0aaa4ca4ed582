// The rent roll (issue 33 item 6): each lease with its property, residents, rent, the deposit it
// holds, its balance and what it paid in the office's current month. Balances and deposits come
// from the ledger's projection (lease_balances), "paid this month" from the month's payment
// entries that were not reversed (ledger_entries_date_kind_idx), so the report reads what the
// ledger says and never keeps a copy that could drift.
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { RentRollAnswer, RentRollQuery } from '@rentfront/shared/rent-reports';
import type { DbOrTx } from '../../db/client';
import { leaseBalances, ledgerEntries, leases } from '../../db/schema';
import { sortedOrder } from '../../platform/list-sort';
import { officeToday } from '../leases/dates';
import { cents, LEASE_FIELDS, leaseFactsOf, pageOf, reportLeases } from './scope';

/** The office month of `today` as its first and last day. */
export function monthOf(today: string): { month: string; first: string; last: string } {
  const [y, m] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  const month = today.slice(0, 7);
  return { month, first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

function paidInMonth(db: DbOrTx, first: string, last: string) {
  const reversal = sql`exists (select 1 from ledger_entries r where r.reverses_entry_id = ${ledgerEntries.id})`;
  return db
    .select({ leaseId: ledgerEntries.leaseId, paid: sql<string>`-sum(${ledgerEntries.amountCents})`.as('paid') })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.kind, 'payment'), gte(ledgerEntries.entryDate, first), lte(ledgerEntries.entryDate, last), sql`not ${reversal}`),
    )
    .groupBy(ledgerEntries.leaseId)
    .as('paid_month');
}

type RentRollFilter = Pick<RentRollQuery, 'status' | 'search' | 'balance'>;

/** The report's FROM and WHERE, shared by the rows, the totals and the CSV. */
function rentRollSource(db: DbOrTx, query: RentRollFilter, today: string) {
  const { first, last } = monthOf(today);
  const paid = paidInMonth(db, first, last);
  const balance = sql<number>`coalesce(${leaseBalances.balanceCents}, 0)`;
  const conditions: (SQL | undefined)[] = [reportLeases(db, query, today)];
  if (query.balance === 'owing') conditions.push(sql`${balance} > 0`);
  if (query.balance === 'credit') conditions.push(sql`${balance} < 0`);
  if (query.balance === 'zero') conditions.push(sql`${balance} = 0`);
  return {
    paid,
    columns: {
      balance,
      depositHeld: sql<number>`coalesce(${leaseBalances.depositHeldCents}, 0)`,
      paidThisMonth: sql<number>`coalesce(${paid.paid}, 0)`,
    },
    where: and(...conditions),
  };
}

export async function rentRoll(db: DbOrTx, query: RentRollQuery, now: Date = new Date()): Promise<RentRollAnswer> {
  const today = officeToday(now);
  const { paid, columns, where } = rentRollSource(db, query, today);
  const sorts = {
    reference: leases.reference,
    property: leases.propertyTitle,
    rent: leases.monthlyRentCents,
    balance: columns.balance,
    deposit_held: columns.depositHeld,
    paid_this_month: columns.paidThisMonth,
  };
  const fetched = await db
    .select({
      ...LEASE_FIELDS,
      rent: leases.monthlyRentCents,
      balance: columns.balance,
      depositHeld: columns.depositHeld,
      paidThisMonth: columns.paidThisMonth,
    })
    .from(leases)
    .leftJoin(leaseBalances, eq(leaseBalances.leaseId, leases.id))
    .leftJoin(paid, eq(paid.leaseId, leases.id))
    .where(where)
    .orderBy(...sortedOrder(sorts, query.sort, query.dir, leases.id, [asc(leases.reference), asc(leases.id)]))
    .limit(query.limit + 1)
    .offset(query.offset);

  const [totals] = await db
    .select({
      leases: sql<string>`count(*)`,
      rent: sql<string>`coalesce(sum(${leases.monthlyRentCents}), 0)`,
      depositHeld: sql<string>`coalesce(sum(${columns.depositHeld}), 0)`,
      balance: sql<string>`coalesce(sum(${columns.balance}), 0)`,
      paidThisMonth: sql<string>`coalesce(sum(${columns.paidThisMonth}), 0)`,
    })
    .from(leases)
    .leftJoin(leaseBalances, eq(leaseBalances.leaseId, leases.id))
    .leftJoin(paid, eq(paid.leaseId, leases.id))
    .where(where);

  const { rows, page } = pageOf(fetched, cents(totals?.leases), query);
  const facts = await leaseFactsOf(db, rows);
  return {
    month: monthOf(today).month,
    rows: rows.map((r) => ({
      ...facts(r),
      rent_cents: r.rent,
      deposit_held_cents: cents(r.depositHeld),
      balance_cents: cents(r.balance),
      paid_this_month_cents: cents(r.paidThisMonth),
    })),
    totals: {
      leases: cents(totals?.leases),
      rent_cents: cents(totals?.rent),
      deposit_held_cents: cents(totals?.depositHeld),
      balance_cents: cents(totals?.balance),
      paid_this_month_cents: cents(totals?.paidThisMonth),
    },
    page,
  };
}
