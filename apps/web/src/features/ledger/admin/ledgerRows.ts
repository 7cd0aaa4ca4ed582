import { LEDGER_CATEGORY_LABELS, LEDGER_KIND_LABELS, type LedgerAnswer, type LedgerEntry } from '@rentfront/shared/ledger';

/** What one ledger line shows: a + amount is in the charges column, a − amount in the payments one. */
export interface LedgerRow {
  entry: LedgerEntry;
  label: string;
  chargeCents: number | null;
  paymentCents: number | null;
  /** "Reversed", "Reversal" or null. */
  mark: 'Reversed' | 'Reversal' | null;
  canReverse: boolean;
}

export function ledgerRows(entries: readonly LedgerEntry[]): LedgerRow[] {
  return entries.map((entry) => ({
    entry,
    label: `${LEDGER_KIND_LABELS[entry.kind]} · ${LEDGER_CATEGORY_LABELS[entry.category]}`,
    chargeCents: entry.amount_cents > 0 ? entry.amount_cents : null,
    paymentCents: entry.amount_cents < 0 ? -entry.amount_cents : null,
    mark: entry.reversed_by_entry_id ? 'Reversed' : entry.kind === 'reversal' ? 'Reversal' : null,
    canReverse: entry.kind !== 'reversal' && !entry.reversed_by_entry_id,
  }));
}

/** The sum still open over the open charges (what is past due or due, before any credit). */
export const openTotal = (ledger: Pick<LedgerAnswer, 'open_charges'>) => ledger.open_charges.reduce((sum, c) => sum + c.open_cents, 0);
