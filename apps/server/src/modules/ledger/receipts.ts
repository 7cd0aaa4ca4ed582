// What a payment receipt says (issue 33 item 3): the same facts in the e-mail and the PDF, amounts
// and dates in US format from integer cents, the payment's reference masked to its last 4.
import { and, eq } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS } from '@rentfront/shared/ledger';
import type { DbOrTx } from '../../db/client';
import { leases, ledgerEntries, type LeaseRow } from '../../db/schema';
import { isUuid } from '../../platform/ids';
import { longDate, money } from '../leases/document/merge';
import type { LedgerEntryRow } from './book';

/** "123456789" → "*****6789": a check or card number is shown by its last 4 only. */
export function maskReference(reference: string): string {
  return reference.length <= 4 ? reference : `${'*'.repeat(reference.length - 4)}${reference.slice(-4)}`;
}

/** A balance in words: owed, nothing, or the credit carried forward. */
export function balanceWords(cents: number): string {
  if (cents === 0) return `${money(0)} (paid in full)`;
  return cents > 0 ? `${money(cents)} due` : `${money(-cents)} credit`;
}

export interface ReceiptFacts {
  receiptNumber: string;
  receivedOn: string;
  leaseReference: string;
  property: string;
  amount: string;
  method: string;
  reference: string | null;
  balanceAfter: string;
}

/** The facts of one payment entry of a lease. */
export function receiptFacts(entry: LedgerEntryRow, lease: Pick<LeaseRow, 'reference' | 'propertyTitle' | 'propertyAddress'>): ReceiptFacts {
  return {
    receiptNumber: entry.receiptNumber ?? '',
    receivedOn: longDate(entry.entryDate),
    leaseReference: lease.reference,
    property: [lease.propertyTitle, lease.propertyAddress].filter(Boolean).join(', ') || 'Not recorded',
    amount: money(-entry.amountCents),
    method: entry.method ? PAYMENT_METHOD_LABELS[entry.method] : 'Not recorded',
    reference: entry.reference ? maskReference(entry.reference) : null,
    balanceAfter: balanceWords(entry.balanceCents),
  };
}

/** Label and value rows, in the order both the e-mail and the PDF show them. */
export function receiptRows(f: ReceiptFacts): [string, string][] {
  const rows: [string, string][] = [
    ['Receipt number', f.receiptNumber],
    ['Date received', f.receivedOn],
    ['Lease', f.leaseReference],
    ['Property', f.property],
    ['Amount', f.amount],
    ['Method', f.method],
  ];
  if (f.reference) rows.push(['Reference', f.reference]);
  rows.push(['Balance after this payment', f.balanceAfter]);
  return rows;
}

export interface StoredReceipt {
  entry: LedgerEntryRow;
  lease: LeaseRow;
  /** When the payment was reversed (the reversal's entry date), null while it stands. */
  reversedOn: string | null;
}

/** A payment entry with its lease, or null (unknown, malformed or not a payment). */
export async function loadReceipt(db: DbOrTx, entryId: string): Promise<StoredReceipt | null> {
  if (!isUuid(entryId)) return null;
  const [row] = await db
    .select({ entry: ledgerEntries, lease: leases })
    .from(ledgerEntries)
    .innerJoin(leases, eq(leases.id, ledgerEntries.leaseId))
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.kind, 'payment')));
  if (!row) return null;
  const [reversal] = await db
    .select({ entryDate: ledgerEntries.entryDate })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reversesEntryId, row.entry.id));
  return { ...row, reversedOn: reversal?.entryDate ?? null };
}
