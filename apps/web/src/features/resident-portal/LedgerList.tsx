import { LEDGER_KIND_LABELS, type LedgerEntry, type OpenCharge } from '@rentfront/shared/ledger';
import { residentReceiptHref } from '../../api/residentPayments';
import { formatUsDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { EmptyState } from '../../ui/EmptyState';

/** What is due and when: the open charges, oldest first. */
export function OpenChargesList({ charges }: { charges: OpenCharge[] }) {
  if (charges.length === 0) return <p className="text-sm text-slate-700">Nothing is due right now.</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {charges.map((c) => (
        <li key={c.entry_id} className="flex items-baseline justify-between gap-3 p-3">
          <span>
            <span className="block text-slate-900">{c.description}</span>
            <span className="text-sm text-slate-700">Due {formatUsDate(c.due_date)}</span>
          </span>
          <span className="font-medium tabular-nums text-slate-900">{formatCents(c.open_cents)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The ledger, newest first, each line with its running balance and, for a payment, its receipt. */
export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0) return <EmptyState title="No entries yet" message="Charges and payments appear here once they are recorded." />;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {[...entries].reverse().map((e) => (
        <li key={e.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-baseline sm:justify-between">
          <span>
            <span className="block text-slate-900">{e.description}</span>
            <span className="text-sm text-slate-700">
              {formatUsDate(e.entry_date)} · {LEDGER_KIND_LABELS[e.kind]}
              {e.receipt_number && (
                <>
                  {' · '}
                  <a className="text-blue-800 underline" href={residentReceiptHref(e.id)}>
                    Receipt {e.receipt_number}
                  </a>
                </>
              )}
            </span>
          </span>
          <span className="flex gap-4 tabular-nums sm:flex-col sm:items-end sm:gap-0">
            <span className={e.amount_cents < 0 ? 'text-green-800' : 'text-slate-900'}>{formatCents(e.amount_cents)}</span>
            <span className="text-sm text-slate-600">Balance {formatCents(e.balance_cents)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
