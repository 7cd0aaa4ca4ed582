import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../../lib/useStaffRole';
import { balanceText, formatCents } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryView } from '../../../ui/QueryView';
import { ChargeDialog } from './ChargeDialog';
import { LedgerEntries } from './LedgerEntries';
import { PaymentDialog } from './PaymentDialog';
import { PostDueButton } from './PostDueButton';
import { ReverseDialog } from './ReverseDialog';
import { ledgerRows, openTotal, type LedgerRow } from './ledgerRows';
import { ledgerQuery } from './ledgerApi';

type Open = { kind: 'payment' } | { kind: 'charge' } | { kind: 'reverse'; row: LedgerRow } | null;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/** A lease's money: balance and deposit held on top, then every entry with its running balance. */
export function LedgerPanel({ leaseId }: { leaseId: string }) {
  const ledger = useQuery(ledgerQuery(leaseId));
  const canRecord = useCan('ledger.record');
  const canCorrect = useCan('ledger.correct');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <section aria-labelledby="ledger-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="ledger-heading" className="text-lg font-semibold text-slate-900">
          Ledger
        </h3>
        <div className="flex flex-wrap gap-2">
          {canCorrect && <PostDueButton />}
          {canRecord && (
            <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'charge' })}>
              {canCorrect ? 'Add charge or credit' : 'Add charge'}
            </Button>
          )}
          {canRecord && (
            <Button size="sm" onClick={() => setOpen({ kind: 'payment' })}>
              Record payment
            </Button>
          )}
        </div>
      </div>
      <QueryView
        query={ledger}
        loading={{ label: 'Loading the ledger', skeletons: ['h-16 w-full', 'h-10 w-full', 'h-10 w-full'] }}
        error="The ledger could not be loaded"
      >
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <Figure label="Balance" value={balanceText(data.balance_cents)} />
              <Figure label="Open charges" value={formatCents(openTotal(data))} />
              <Figure label="Deposit held" value={formatCents(data.deposit_held_cents)} />
            </dl>
            {data.entries.length === 0 ? (
              <EmptyState
                title="No entries yet"
                message="Rent posts on each due day; payments and charges recorded here appear as they are made."
              />
            ) : (
              <LedgerEntries
                rows={ledgerRows(data.entries)}
                onReverse={canCorrect ? (row) => setOpen({ kind: 'reverse', row }) : undefined}
              />
            )}
          </>
        )}
      </QueryView>
      {open?.kind === 'payment' && <PaymentDialog leaseId={leaseId} onClose={close} />}
      {open?.kind === 'charge' && <ChargeDialog leaseId={leaseId} canCredit={canCorrect} onClose={close} />}
      {open?.kind === 'reverse' && <ReverseDialog entry={open.row.entry} onClose={close} />}
    </section>
  );
}
