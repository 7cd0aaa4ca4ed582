// How payments and credits meet charges (ADR 0036): derived from the whole ledger every time, never
// stored as facts, so a reversal simply takes both of its entries out and the rest falls into
// place. Pure: the book writer and the tests call it with the lease's entries in position order.
import type { LedgerCategory, LedgerEntryKind } from '@rentfront/shared/ledger';

export interface AllocatableEntry {
  id: string;
  position: number;
  kind: LedgerEntryKind;
  category: LedgerCategory;
  entryDate: string;
  amountCents: number;
  reversesEntryId: string | null;
}

export interface OpenChargeRow {
  entryId: string;
  category: LedgerCategory;
  dueDate: string;
  amountCents: number;
  openCents: number;
}

/** Cents of one payment or credit that went to a charge of a category (the income report reads these). */
export interface AppliedCredit {
  creditId: string;
  category: LedgerCategory;
  cents: number;
}

export interface Allocation {
  /** Every charge (and refund) still open, oldest due first. */
  open: OpenChargeRow[];
  /** Open cents per charge id, 0 for paid ones (the ledger shows it on each charge). */
  openByEntry: Map<string, number>;
  /** Payments and credits not yet used: credit carried forward (≥ 0). */
  unappliedCredit: number;
  /** Deposit paid and held: cents applied to deposit charges less deposit credits given back. */
  depositHeldCents: number;
  balanceCents: number;
  /** Where each credit went, in application order. */
  applied: AppliedCredit[];
  /** What each credit has left that no charge took yet (only the ones with some left). */
  unappliedByCredit: Map<string, number>;
}

/**
 * Applies the credits to the debits oldest due date first (then writing order). A reversed entry and
 * its reversal both drop out. Deposit charges are paid like any charge, but a deposit credit (the
 * deposit applied at move-out) is the only way held deposit money leaves the deposit: rent never
 * eats it silently.
 */
export function allocate(entries: readonly AllocatableEntry[]): Allocation {
  const reversed = new Set(entries.filter((e) => e.kind === 'reversal' && e.reversesEntryId).map((e) => e.reversesEntryId as string));
  const live = entries.filter((e) => e.kind !== 'reversal' && !reversed.has(e.id));
  const debits = live
    .filter((e) => e.amountCents > 0)
    .sort((a, b) => (a.entryDate === b.entryDate ? a.position - b.position : a.entryDate < b.entryDate ? -1 : 1))
    .map((e) => ({ entry: e, open: e.amountCents }));
  const credits = live.filter((e) => e.amountCents < 0).sort((a, b) => a.position - b.position);

  let unapplied = 0;
  const applied: AppliedCredit[] = [];
  const unappliedByCredit = new Map<string, number>();
  let depositPaid = 0;
  let depositCredited = 0;
  for (const credit of credits) {
    let left = -credit.amountCents;
    if (credit.category === 'deposit' && credit.kind === 'credit') depositCredited += left;
    for (const debit of debits) {
      if (left === 0) break;
      if (debit.open === 0) continue;
      const used = Math.min(left, debit.open);
      debit.open -= used;
      left -= used;
      applied.push({ creditId: credit.id, category: debit.entry.category, cents: used });
      if (debit.entry.category === 'deposit' && debit.entry.kind === 'charge') depositPaid += used;
    }
    unapplied += left;
    if (left > 0) unappliedByCredit.set(credit.id, left);
  }

  const openByEntry = new Map<string, number>();
  const open: OpenChargeRow[] = [];
  for (const debit of debits) {
    openByEntry.set(debit.entry.id, debit.open);
    if (debit.open > 0) {
      open.push({
        entryId: debit.entry.id,
        category: debit.entry.category,
        dueDate: debit.entry.entryDate,
        amountCents: debit.entry.amountCents,
        openCents: debit.open,
      });
    }
  }
  const balanceCents = entries.reduce((sum, e) => sum + e.amountCents, 0);
  return {
    open,
    openByEntry,
    unappliedCredit: unapplied,
    depositHeldCents: Math.max(0, depositPaid - depositCredited),
    balanceCents,
    applied,
    unappliedByCredit,
  };
}
