import { formatUsDate } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { adminReceiptHref } from './ledgerApi';
import type { LedgerRow } from './ledgerRows';

interface Props {
  rows: readonly LedgerRow[];
  onReverse?: (row: LedgerRow) => void;
}

/** The table's heads and their alignment (amounts to the right). */
const COLUMNS = [
  ['Date', ''],
  ['Description', ''],
  ['Charge', 'text-right'],
  ['Payment', 'text-right'],
  ['Balance', 'text-right'],
] as const;

const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));

function Mark({ row }: { row: LedgerRow }) {
  if (!row.mark) return null;
  return <Badge tone={row.mark === 'Reversed' ? 'gray' : 'purple'}>{row.mark}</Badge>;
}

function Extra({ row }: { row: LedgerRow }) {
  const { entry } = row;
  const parts = [entry.reference && `Ref. ${entry.reference}`, entry.reason && `Reason: ${entry.reason}`];
  const open = entry.open_cents ? `${formatCents(entry.open_cents)} open` : null;
  const text = [...parts, open].filter(Boolean).join(' · ');
  if (!text && !entry.receipt_number) return null;
  return (
    <span className="block text-xs text-slate-600">
      {entry.receipt_number && (
        <a className="text-blue-800 underline" href={adminReceiptHref(entry.id)} target="_blank" rel="noopener">
          Receipt {entry.receipt_number}
        </a>
      )}
      {entry.receipt_number && text && ' · '}
      {text}
    </span>
  );
}

function ReverseButton({ row, onReverse }: { row: LedgerRow; onReverse?: Props['onReverse'] }) {
  if (!onReverse || !row.canReverse) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => onReverse(row)} aria-label={`Reverse ${row.entry.description}`}>
      Reverse
    </Button>
  );
}

/** The ledger's lines, oldest first: a table from md up, cards on phones. */
export function LedgerEntries({ rows, onReverse }: Props) {
  return (
    <>
      <div className="hidden md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Ledger entries</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              {COLUMNS.map(([label, align]) => (
                <th key={label} scope="col" className={`py-2 pr-3 ${align}`}>
                  {label}
                </th>
              ))}
              {onReverse && (
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.entry.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{formatUsDate(row.entry.entry_date)}</td>
                <td className={row.entry.reversed_by_entry_id ? 'py-2 pr-3 text-slate-600' : 'py-2 pr-3'}>
                  <span className="flex flex-wrap items-center gap-2">
                    {row.entry.description} <Mark row={row} />
                  </span>
                  <span className="block text-xs text-slate-600">{row.label}</span>
                  <Extra row={row} />
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(row.chargeCents)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(row.paymentCents)}</td>
                <td className="py-2 pr-3 text-right tabular-nums font-medium">{formatCents(row.entry.balance_cents)}</td>
                {onReverse && (
                  <td className="py-2 text-right">
                    <ReverseButton row={row} onReverse={onReverse} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Ledger entries">
        {rows.map((row) => (
          <li key={row.entry.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium">{row.entry.description}</span>
              <span className="whitespace-nowrap tabular-nums font-semibold">
                {row.chargeCents !== null ? formatCents(row.chargeCents) : `−${money(row.paymentCents)}`}
              </span>
            </div>
            <p className="text-slate-700">
              {formatUsDate(row.entry.entry_date)} · {row.label} <Mark row={row} />
            </p>
            <Extra row={row} />
            <div className="mt-2 flex items-center justify-between gap-2">
              <span className="text-slate-700">Balance {formatCents(row.entry.balance_cents)}</span>
              <ReverseButton row={row} onReverse={onReverse} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
