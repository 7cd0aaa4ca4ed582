import { CONTRACTOR_MESSAGES, contractorName, type Contractor } from '@rentfront/shared/contractors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteContractor, updateContractor } from '../../../api/contractors';
import { failureMessage } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../../../ui/EmptyState';
import { IconAction } from '../../../ui/IconAction';
import { Hammer, Pencil, Plus, Trash2 } from '../../../ui/icons';
import { SkeletonList } from '../../../ui/Skeleton';
import { Table, type Column } from '../../../ui/Table';
import { toast } from '../../../ui/toast';
import { MAINTENANCE_KEY } from '../queries';
import { ActiveSwitch } from './ActiveSwitch';
import { ContractorDialog } from './ContractorDialog';
import { CONTRACTORS_KEY, useContractors } from './queries';

type DialogState = { mode: 'add' } | { mode: 'edit'; contractor: Contractor };

const jobsText = (n: number) => (n === 1 ? '1 job' : `${n} jobs`);

/** Maintenance › Contractors: the directory Send to Contractor picks from (issue 19 item 4). */
export function ContractorsPanel() {
  const queryClient = useQueryClient();
  const list = useContractors();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [toDelete, setToDelete] = useState<Contractor | null>(null);

  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: CONTRACTORS_KEY });
    void queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY });
  };

  const toggle = useMutation({
    mutationFn: (c: Contractor) =>
      updateContractor(c.id, { name: c.name, trade: c.trade, email: c.email, phone: c.phone, notes: c.notes, active: !c.active }),
    onSuccess: (res) => toast.success(res.data.active ? CONTRACTOR_MESSAGES.activated : CONTRACTOR_MESSAGES.deactivated),
    onError: (err) => toast.error(failureMessage(err, CONTRACTOR_MESSAGES.saveFailed)),
    onSettled: invalidate,
  });

  const remove = useMutation({
    mutationFn: (c: Contractor) => deleteContractor(c.id),
    onSuccess: () => {
      toast.success(CONTRACTOR_MESSAGES.deleted);
      setToDelete(null);
    },
    onError: (err) => toast.error(failureMessage(err, CONTRACTOR_MESSAGES.deleteFailed)),
    onSettled: invalidate,
  });

  const switchFor = (c: Contractor) => (
    <ActiveSwitch
      checked={c.active}
      label={`Active: ${contractorName(c)}`}
      busy={toggle.isPending && toggle.variables?.id === c.id}
      onChange={() => toggle.mutate(c)}
    />
  );
  const actionsFor = (c: Contractor) => (
    <div className="flex items-center gap-1">
      <IconAction label={`Edit ${contractorName(c)}`} onClick={() => setDialog({ mode: 'edit', contractor: c })}>
        <Pencil aria-hidden className="h-4 w-4" />
      </IconAction>
      <IconAction label={`Delete ${contractorName(c)}`} danger onClick={() => setToDelete(c)}>
        <Trash2 aria-hidden className="h-4 w-4" />
      </IconAction>
    </div>
  );

  const columns: Column<Contractor>[] = [
    {
      header: 'Contractor',
      className: 'min-w-44',
      cell: (c) => (
        <>
          <div className="break-all font-medium text-slate-900">{contractorName(c)}</div>
          {c.notes && <div className="line-clamp-2 whitespace-pre-line text-xs text-slate-700">{c.notes}</div>}
        </>
      ),
    },
    { header: 'Trade', cell: (c) => c.trade ?? '—' },
    {
      header: 'Contact',
      cell: (c) => (
        <>
          <div className="break-all">{c.email}</div>
          {c.phone && <div className="whitespace-nowrap text-xs text-slate-700">{c.phone}</div>}
        </>
      ),
    },
    { header: 'Jobs', className: 'whitespace-nowrap', cell: (c) => jobsText(c.job_count) },
    { header: 'Active', cell: switchFor },
    { header: 'Actions', cell: actionsFor },
  ];

  let content;
  if (list.isPending) {
    content = <SkeletonList label="Loading contractors" className="space-y-2" count={4} itemClassName="h-14 w-full" />;
  } else if (list.isError) {
    content = <ErrorState message={failureMessage(list.error, CONTRACTOR_MESSAGES.fetchFailed)} onRetry={() => list.refetch()} />;
  } else if (list.data.length === 0) {
    content = (
      <EmptyState
        title={CONTRACTOR_MESSAGES.empty}
        icon={<Hammer aria-hidden className="h-10 w-10 text-slate-500" />}
        message="Add the contractors you work with, then pick them in Send to Contractor."
        action={
          <Button onClick={() => setDialog({ mode: 'add' })}>
            <Plus aria-hidden className="h-4 w-4" /> Add Contractor
          </Button>
        }
      />
    );
  } else {
    content = (
      <div aria-busy={list.isFetching || undefined}>
        <div className="hidden md:block">
          <Table columns={columns} rows={list.data} rowKey={(c) => c.id} caption="Contractors" />
        </div>
        <ul className="space-y-3 md:hidden" aria-label="Contractors">
          {list.data.map((c) => (
            <li key={c.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-medium text-slate-900">{c.name}</p>
                  <p className="text-sm text-slate-700">{c.trade ?? 'No trade given'}</p>
                </div>
                {actionsFor(c)}
              </div>
              <p className="break-all text-sm text-slate-900">{c.email}</p>
              {c.phone && <p className="text-sm text-slate-900">{c.phone}</p>}
              <div className="flex items-center justify-between border-t border-slate-100 pt-2 text-sm text-slate-700">
                <span>{jobsText(c.job_count)}</span>
                {switchFor(c)}
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">{list.data.length === 1 ? '1 contractor' : `${list.data.length} contractors`}</p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Contractors</h2>
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <Plus aria-hidden className="h-4 w-4" /> Add Contractor
        </Button>
      </div>
      {content}
      {dialog && <ContractorDialog contractor={dialog.mode === 'edit' ? dialog.contractor : undefined} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete contractor"
        message={
          <>
            Delete <strong>{toDelete && contractorName(toDelete)}</strong> from the directory? Requests already sent to them keep their
            history and their links keep working.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
