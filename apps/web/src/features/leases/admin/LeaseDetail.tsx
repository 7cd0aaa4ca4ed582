import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/errors';
import { leaseQueries } from '../../../api/queries/leases';
import { leaseKeys } from '../../../api/queryKeys';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/EmptyState';
import { ArrowLeft } from '../../../ui/icons';
import { SkeletonList } from '../../../ui/Skeleton';
import { LeaseActionsBar } from './LeaseActionsBar';
import { LeaseDocuments, LeaseResidents, LeaseTerms, LeaseTimeline } from './LeaseCards';
import { LeaseStatusBadge } from './LeaseStatusBadge';
import { residentNames } from './leaseText';
import { formatCents } from '../../../lib/money';
import { DepositStatementPanel, LedgerPanel } from '../../ledger';

interface Props {
  id: string;
  onEdit: () => void;
  onBack: () => void;
  onOpenLease: (id: string) => void;
}

/** One lease: its terms, residents with their signatures, documents, timeline and the actions. */
export function LeaseDetail({ id, onEdit, onBack, onOpenLease }: Props) {
  const queryClient = useQueryClient();
  const lease = useQuery(leaseQueries.detail(id));
  const back = (
    <Button variant="outline" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden className="h-4 w-4" /> All leases
    </Button>
  );
  if (lease.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <SkeletonList label="Loading the lease" count={4} itemClassName="h-32 w-full" />
      </div>
    );
  }
  if (lease.isError) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorState message={failureMessage(lease.error, M.notFound)} onRetry={() => void lease.refetch()} />
      </div>
    );
  }
  const l = lease.data;
  const changed = () => void queryClient.invalidateQueries({ queryKey: leaseKeys.all });

  return (
    <div className="space-y-6">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="space-y-1">
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
            {l.property_title ?? 'Property removed'} <LeaseStatusBadge status={l.status} />
          </h2>
          <p className="text-sm text-slate-700">
            {l.reference} · {residentNames(l.residents)} · {formatCents(l.monthly_rent_cents)} a month
          </p>
          {l.property_address && <p className="text-sm text-slate-700">{l.property_address}</p>}
          {l.renewal_of && (
            <p className="text-sm">
              <button type="button" className="text-brand-700 underline" onClick={() => onOpenLease(l.renewal_of!)}>
                Renewal of the previous lease
              </button>
            </p>
          )}
        </div>
        <LeaseActionsBar lease={l} onEdit={onEdit} onChanged={changed} onOpenLease={onOpenLease} />
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <LeaseTerms lease={l} />
        <div className="space-y-6">
          <LeaseResidents lease={l} />
          <LeaseDocuments lease={l} />
        </div>
      </div>
      {l.status !== 'draft' && l.status !== 'cancelled' && <LedgerPanel leaseId={l.id} />}
      {l.status === 'ended' && l.move_out_date && <DepositStatementPanel leaseId={l.id} />}
      <LeaseTimeline lease={l} />
    </div>
  );
}
