// The one way anything is written to a lease's ledger (ADR 0036). Under the lease's row lock: the
// next position, the running balance, the entry, then the projections (open charges, balance,
// deposit held) rebuilt from the whole ledger. Two writers on one lease queue on the lock; a
// posting key or a reversal that is already there answers `null` instead of a second entry.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
  const written = await appendToLedgers(tx, [{ leaseId: entry.leaseId, entries: [entry] }]);
  return written.get(entry.leaseId)?.[0] ?? null;
}

/** Entries for one lease's ledger, in the order they are to be written. */
export interface LedgerAppend {
  leaseId: string;
  entries: readonly NewLedgerEntry[];
}

/**
 * Appends to several leases' ledgers at once with a fixed number of statements, whatever the
 * number of leases: their row locks (in id order), one read of the posting keys already there,
 * one insert, one rebuild of the projections. The due-day run posts a batch of leases this way;
 * PGlite, one statement at a time, would otherwise spend a minute on 10,000 leases' round trips.
 * Entries whose posting key is already on their lease are left out; answers the rows written per
 * lease. The caller keeps a batch small (the inserts carry every row's values at once).
 */
export async function appendToLedgers(tx: DbOrTx, appends: readonly LedgerAppend[]): Promise<Map<string, LedgerEntryRow[]>> {
  const written = new Map<string, LedgerEntryRow[]>();
  const byLease = new Map<string, NewLedgerEntry[]>();
  for (const a of appends) {
    if (a.entries.some((e) => e.leaseId !== a.leaseId)) throw new Error('appendToLedgers: an entry names another lease');
    byLease.set(a.leaseId, [...(byLease.get(a.leaseId) ?? []), ...a.entries]);
  }
  const ids = [...byLease.keys()].sort();
  if (ids.length === 0) return written;
  const locked = await tx
    .select({ id: leases.id, status: leases.status })
    .from(leases)
    .where(inArray(leases.id, ids))
    .orderBy(asc(leases.id))
    .for('update');
  if (locked.length < ids.length) throw notFound(LEDGER_MESSAGES.leaseNotFound);
  if (locked.some((l) => !LEDGER_WRITABLE_STATUSES.includes(l.status))) throw conflict(LEDGER_MESSAGES.leaseClosed);

  const keys = [...new Set([...byLease.values()].flat().flatMap((e) => (e.postingKey ? [e.postingKey] : [])))];
  const posted = new Set<string>();
  if (keys.length > 0) {
    const rows = await tx
      .select({ leaseId: ledgerEntries.leaseId, key: ledgerEntries.postingKey })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.leaseId, ids), inArray(ledgerEntries.postingKey, keys)));
    for (const r of rows) posted.add(`${r.leaseId} ${r.key}`);
  }
  const fresh = new Map<string, NewLedgerEntry[]>();
  for (const [leaseId, entries] of byLease) {
    const todo = entries.filter((e) => !e.postingKey || !posted.has(`${leaseId} ${e.postingKey}`));
    if (todo.length > 0) fresh.set(leaseId, todo);
  }
  if (fresh.size === 0) return written;

  const freshIds = [...fresh.keys()];
  const tails = await tx
    .select({
      leaseId: ledgerEntries.leaseId,
      position: sql<number>`max(${ledgerEntries.position})::int`,
      balance: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.leaseId, freshIds))
    .groupBy(ledgerEntries.leaseId);
  const tailOf = new Map(tails.map((t) => [t.leaseId, { position: Number(t.position), balance: Number(t.balance) }]));
  const values: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const [leaseId, entries] of fresh) {
    let { position, balance } = tailOf.get(leaseId) ?? { position: 0, balance: 0 };
    for (const entry of entries) {
      position += 1;
      balance += entry.amountCents;
      values.push({
        leaseId,
        position,
        kind: entry.kind,
        category: entry.category,
        entryDate: entry.entryDate,
        description: entry.description,
        amountCents: entry.amountCents,
        balanceCents: balance,
        method: entry.method ?? null,
        reference: entry.reference || null,
        reversesEntryId: entry.reversesEntryId ?? null,
        reason: entry.reason ?? null,
        postingKey: entry.postingKey ?? null,
        period: entry.period ?? null,
        receiptNumber: entry.kind === 'payment' ? await nextReceiptNumber(tx) : null,
        source: entry.source,
        onlinePaymentId: entry.onlinePaymentId ?? null,
        createdByStaff: entry.createdByStaff ?? null,
      });
    }
  }
  const rows = await tx.insert(ledgerEntries).values(values).returning();
  for (const row of rows.sort((a, b) => a.position - b.position)) {
    written.set(row.leaseId, [...(written.get(row.leaseId) ?? []), row]);
  }
  await refreshLedgerProjections(tx, freshIds);
  return written;
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
export function refreshLedgerProjection(tx: DbOrTx, leaseId: string): Promise<void> {
  return refreshLedgerProjections(tx, [leaseId]);
}

/** The same for several leases, in four statements (inside the writer's locks). */
export async function refreshLedgerProjections(tx: DbOrTx, leaseIds: readonly string[]): Promise<void> {
  if (leaseIds.length === 0) return;
  // Only what the allocation reads: the rebuild runs on every write, 10,000 times in a due-day run.
  const rows = await tx
    .select({
      leaseId: ledgerEntries.leaseId,
      id: ledgerEntries.id,
      position: ledgerEntries.position,
      kind: ledgerEntries.kind,
      category: ledgerEntries.category,
      entryDate: ledgerEntries.entryDate,
      amountCents: ledgerEntries.amountCents,
      reversesEntryId: ledgerEntries.reversesEntryId,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.leaseId, [...leaseIds]))
    .orderBy(asc(ledgerEntries.leaseId), asc(ledgerEntries.position));
  const entriesOf = new Map<string, typeof rows>(leaseIds.map((id) => [id, []]));
  for (const row of rows) entriesOf.get(row.leaseId)?.push(row);
  const openRows: (typeof ledgerOpenCharges.$inferInsert)[] = [];
  const balanceRows: (typeof leaseBalances.$inferInsert)[] = [];
  const updatedAt = new Date();
  for (const [leaseId, entries] of entriesOf) {
    const allocation = allocate(entries);
    openRows.push(...allocation.open.map((o) => ({ leaseId, ...o })));
    balanceRows.push({
      leaseId,
      balanceCents: allocation.balanceCents,
      depositHeldCents: allocation.depositHeldCents,
      oldestOpenDueDate: allocation.open[0]?.dueDate ?? null,
      entryCount: entries.length,
      updatedAt,
    });
  }
  await tx.delete(ledgerOpenCharges).where(inArray(ledgerOpenCharges.leaseId, [...leaseIds]));
  if (openRows.length > 0) await tx.insert(ledgerOpenCharges).values(openRows);
  await tx
    .insert(leaseBalances)
    .values(balanceRows)
    .onConflictDoUpdate({
      target: leaseBalances.leaseId,
      set: {
        balanceCents: sql`excluded.balance_cents`,
        depositHeldCents: sql`excluded.deposit_held_cents`,
        oldestOpenDueDate: sql`excluded.oldest_open_due_date`,
        entryCount: sql`excluded.entry_count`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
