// The ledger as the API answers it (ledgerAnswerSchema): each entry with, for a charge, the cents
// still open after the oldest-first allocation, and, for any entry, the reversal that undid it.
import type { LedgerAnswer, LedgerEntry } from '@rentfront/shared/ledger';
import { allocate, type Allocation } from './allocation';
import type { LedgerEntryRow } from './book';

export interface SerializeOptions {
  /**
   * The resident's view: a reversal's reason is the office's note (it may name a mistake on
   * another household's lease), so residents see the entry and its description only.
   */
  forResident?: boolean;
}

function toLedgerEntry(
  row: LedgerEntryRow,
  allocation: Allocation,
  reversedBy: Map<string, string>,
  options: SerializeOptions,
): LedgerEntry {
  const debit = row.kind === 'charge' || row.kind === 'refund';
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    category: row.category,
    entry_date: row.entryDate,
    description: row.description,
    amount_cents: row.amountCents,
    balance_cents: row.balanceCents,
    method: row.method,
    reference: row.reference,
    reverses_entry_id: row.reversesEntryId,
    reversed_by_entry_id: reversedBy.get(row.id) ?? null,
    reason: options.forResident ? null : row.reason,
    // A reversed charge is out of the allocation: nothing of it is owed.
    open_cents: debit ? (allocation.openByEntry.get(row.id) ?? 0) : null,
    receipt_number: row.receiptNumber,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}

/** The whole answer of one lease's entries (in position order). */
export function toLedgerAnswer(leaseId: string, rows: readonly LedgerEntryRow[], options: SerializeOptions = {}): LedgerAnswer {
  const allocation = allocate(rows);
  const reversedBy = new Map(rows.filter((r) => r.reversesEntryId).map((r) => [r.reversesEntryId as string, r.id]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    lease_id: leaseId,
    entries: rows.map((r) => toLedgerEntry(r, allocation, reversedBy, options)),
    balance_cents: allocation.balanceCents,
    deposit_held_cents: allocation.depositHeldCents,
    open_charges: allocation.open.map((o) => ({
      entry_id: o.entryId,
      category: o.category,
      description: byId.get(o.entryId)?.description ?? '',
      due_date: o.dueDate,
      amount_cents: o.amountCents,
      open_cents: o.openCents,
    })),
  };
}
