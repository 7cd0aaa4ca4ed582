// Income by month and category (issue 33 item 6). A payment is income in the office month it was
// received; its category is the category of the charges it paid, as the ledger's FIFO allocation
// applies it (modules/ledger/allocation.ts, the same function the ledger's open charges come from),
// so the report and the ledger cannot disagree. Reversed payments drop out with their reversal;
// what no charge took yet is "unapplied" (credit carried forward). Credits given are not income.
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { IncomeAnswer, IncomeCategory, IncomeQuery } from '@rentfront/shared/rent-reports';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { allocate } from '../ledger/allocation';

/** Leases whose whole ledger is read at once: a bound on memory however long the range. */
const LEASES_PER_BATCH = 200;

type Tally = Map<string, Map<IncomeCategory, number>>;

function add(tally: Tally, month: string, category: IncomeCategory, centsToAdd: number) {
  if (centsToAdd === 0) return;
  const row = tally.get(month) ?? new Map<IncomeCategory, number>();
  row.set(category, (row.get(category) ?? 0) + centsToAdd);
  tally.set(month, row);
}

/** Every month from `from`'s to `to`'s (YYYY-MM), so a month without income still shows as 0. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= end) return months;
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
}

/** The tally of one lease's payments received in the range. */
function tallyLease(tally: Tally, entries: Parameters<typeof allocate>[0], range: IncomeQuery) {
  const allocation = allocate(entries);
  const payments = new Map(
    entries
      .filter((e) => e.kind === 'payment' && e.entryDate >= range.from && e.entryDate <= range.to)
      .map((e) => [e.id, e.entryDate.slice(0, 7)]),
  );
  if (payments.size === 0) return;
  for (const a of allocation.applied) {
    const month = payments.get(a.creditId);
    if (month) add(tally, month, a.category, a.cents);
  }
  for (const [creditId, left] of allocation.unappliedByCredit) {
    const month = payments.get(creditId);
    if (month) add(tally, month, 'unapplied', left);
  }
}

function categoriesOf(row: Map<IncomeCategory, number> | undefined): Record<string, number> {
  return Object.fromEntries([...(row ?? new Map()).entries()].filter(([, v]) => v !== 0));
}

export async function income(db: DbOrTx, range: IncomeQuery): Promise<IncomeAnswer> {
  const leaseRows = await db
    .selectDistinct({ leaseId: ledgerEntries.leaseId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'payment'), between(ledgerEntries.entryDate, range.from, range.to)))
    .orderBy(asc(ledgerEntries.leaseId));
  const tally: Tally = new Map();
  for (let i = 0; i < leaseRows.length; i += LEASES_PER_BATCH) {
    const ids = leaseRows.slice(i, i + LEASES_PER_BATCH).map((r) => r.leaseId);
    const entries = await db
      .select({
        id: ledgerEntries.id,
        leaseId: ledgerEntries.leaseId,
        position: ledgerEntries.position,
        kind: ledgerEntries.kind,
        category: ledgerEntries.category,
        entryDate: ledgerEntries.entryDate,
        amountCents: ledgerEntries.amountCents,
        reversesEntryId: ledgerEntries.reversesEntryId,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.leaseId, ids))
      .orderBy(asc(ledgerEntries.leaseId), asc(ledgerEntries.position));
    let start = 0;
    for (let j = 1; j <= entries.length; j++) {
      if (j === entries.length || entries[j]!.leaseId !== entries[start]!.leaseId) {
        tallyLease(tally, entries.slice(start, j), range);
        start = j;
      }
    }
  }

  const totals = new Map<IncomeCategory, number>();
  const months = monthsBetween(range.from, range.to).map((month) => {
    const row = tally.get(month);
    let total = 0;
    for (const [category, value] of row ?? []) {
      total += value;
      totals.set(category, (totals.get(category) ?? 0) + value);
    }
    return { month, by_category: categoriesOf(row), total_cents: total };
  });
  const total = [...totals.values()].reduce((a, b) => a + b, 0);
  return { from: range.from, to: range.to, months, totals: { by_category: categoriesOf(totals), total_cents: total } };
}
