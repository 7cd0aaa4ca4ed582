// The one way anything is written to a lease's ledger (ADR 0036). Under the lease's row lock: the
// next position, the running balance, the entry, then the projections (open charges, balance,
// deposit held) rebuilt from the whole ledger. Two writers on one lease queue on the lock; a
// posting key or a reversal that is already there answers `null` instead of a second entry.
import { asc, eq, sql } from 'drizzle-orm';
import {
  LEDGER_MESSAGES,
  RECEIPT_NUMBER_PREFIX,
  type LedgerCategory,
  type LedgerEntryKind,
  type LedgerSource,
  type PaymentMethod,
} from '@rentfront/shared/ledger';
import type { LeaseStatus } from '@rentfront/shared/leases';
import type { DbOrTx } from '../../db/client';
import { leaseBalances, leases, ledgerEntries, ledgerOpenCharges } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/errors';
import { allocate } from './allocation';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** The statuses whose ledger can be written: a signed lease may take its deposit before it starts. */
export const LEDGER_WRITABLE_STATUSES: readonly LeaseStatus[] = ['signed', 'active', 'ended'];

export interface NewLedgerEntry {
  leaseId: string;
  kind: LedgerEntryKind;
  category: LedgerCategory;
  entryDate: string;
  description: string;
  /** The signed effect on the balance (see packages/shared/src/ledger.ts). */
  amountCents: number;
  source: LedgerSource;
  method?: PaymentMethod | null;
  reference?: string | null;
  reversesEntryId?: string | null;
  reason?: string | null;
  postingKey?: string | null;
  period?: string | null;
  onlinePaymentId?: string | null;
  createdByStaff?: string | null;
}

/** Locks the lease row for the rest of the transaction and answers its status (404 when unknown). */
export async function lockLeaseForLedger(tx: DbOrTx, leaseId: string): Promise<{ id: string; status: LeaseStatus }> {
  const [lease] = await tx.select({ id: leases.id, status: leases.status }).from(leases).where(eq(leases.id, leaseId)).for('update');
  if (!lease) throw notFound(LEDGER_MESSAGES.leaseNotFound);
  return lease;
}

/**
 * Appends one entry; the caller holds a transaction (and may have locked the lease already: the
 * lock is taken again, which is a no-op for the holder). Answers the row, or null when the posting
 * key is already on this lease (the due-day run's "already posted").
 */
export async function appendLedgerEntry(tx: DbOrTx, entry: NewLedgerEntry): Promise<LedgerEntryRow | null> {
  const lease = await lockLeaseForLedger(tx, entry.leaseId);
  if (!LEDGER_WRITABLE_STATUSES.includes(lease.status)) throw conflict(LEDGER_MESSAGES.leaseClosed);
  if (entry.postingKey) {
    const [posted] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.leaseId} = ${entry.leaseId} and ${ledgerEntries.postingKey} = ${entry.postingKey}`);
    if (posted) return null;
  }
  const [last] = await tx
    .select({
      position: sql<number>`coalesce(max(${ledgerEntries.position}), 0)::int`,
      balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.leaseId, entry.leaseId));
  const position = (last?.position ?? 0) + 1;
  const balanceCents = Number(last?.balance ?? 0) + entry.amountCents;
  const receiptNumber = entry.kind === 'payment' ? await nextReceiptNumber(tx) : null;
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      leaseId: entry.leaseId,
      position,
      kind: entry.kind,
      category: entry.category,
      entryDate: entry.entryDate,
      description: entry.description,
      amountCents: entry.amountCents,
      balanceCents,
      method: entry.method ?? null,
      reference: entry.reference || null,
      reversesEntryId: entry.reversesEntryId ?? null,
      reason: entry.reason ?? null,
      postingKey: entry.postingKey ?? null,
      period: entry.period ?? null,
      receiptNumber,
      source: entry.source,
      onlinePaymentId: entry.onlinePaymentId ?? null,
      createdByStaff: entry.createdByStaff ?? null,
    })
    .returning();
  await refreshLedgerProjection(tx, entry.leaseId);
  return row ?? null;
}

async function nextReceiptNumber(tx: DbOrTx): Promise<string> {
  const [row] = await tx.select({ n: sql<string>`nextval('ledger_receipt_number_seq')::text` }).from(sql`(select 1) as one`);
  const n = row?.n ?? '0';
  return `${RECEIPT_NUMBER_PREFIX}${n.padStart(6, '0')}`;
}

/** The lease's entries in writing order. */
export function leaseEntries(db: DbOrTx, leaseId: string): Promise<LedgerEntryRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.leaseId, leaseId)).orderBy(asc(ledgerEntries.position));
}

/** Rebuilds the lease's open charges and balance row from its entries (inside the writer's lock). */
export async function refreshLedgerProjection(tx: DbOrTx, leaseId: string): Promise<void> {
  const entries = await leaseEntries(tx, leaseId);
  const allocation = allocate(entries);
  await tx.delete(ledgerOpenCharges).where(eq(ledgerOpenCharges.leaseId, leaseId));
  if (allocation.open.length > 0) {
    await tx.insert(ledgerOpenCharges).values(allocation.open.map((o) => ({ leaseId, ...o })));
  }
  const values = {
    balanceCents: allocation.balanceCents,
    depositHeldCents: allocation.depositHeldCents,
    oldestOpenDueDate: allocation.open[0]?.dueDate ?? null,
    entryCount: entries.length,
    updatedAt: new Date(),
  };
  await tx
    .insert(leaseBalances)
    .values({ leaseId, ...values })
    .onConflictDoUpdate({ target: leaseBalances.leaseId, set: values });
}
