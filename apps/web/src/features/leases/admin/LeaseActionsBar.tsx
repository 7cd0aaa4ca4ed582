import type { Lease } from '@rentfront/shared/lease-answers';
import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { countersignLease, sendLease } from '../../../api/leases';
import { useCan } from '../../../lib/useStaffRole';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { CancelLeaseDialog } from './CancelLeaseDialog';
import { EndLeaseDialog } from './EndLeaseDialog';
import { leaseActions, type LeaseActionName } from './leaseActions';
import { RenewalDialog } from './RenewalDialog';
import { residentNames } from './leaseText';

const LABELS: Record<LeaseActionName, string> = {
  edit: 'Edit lease',
  send: 'Send for signature',
  countersign: 'Countersign',
  end: 'End lease',
  cancel: 'Cancel lease',
  renew: 'Offer renewal',
};

interface Props {
  lease: Lease;
  onEdit: () => void;
  onChanged: () => void;
  onOpenLease: (id: string) => void;
}

/** The buttons the lease's status and the staff member's role allow, and their dialogs. */
export function LeaseActionsBar({ lease, onEdit, onChanged, onOpenLease }: Props) {
  const rights = { manage: useCan('leases.manage'), execute: useCan('leases.execute') };
  const [open, setOpen] = useState<LeaseActionName | null>(null);
  const close = () => setOpen(null);
  const settled = () => {
    onChanged();
    close();
  };
  const send = useLeaseCall(() => sendLease(lease.id), M.sent, 'The lease could not be sent', settled);
  const countersign = useLeaseCall(() => countersignLease(lease.id), M.countersigned, 'The lease could not be countersigned', settled);
  const actions = leaseActions(lease, rights);
  // The dialogs stay mounted when the buttons go (an ended lease has none, yet its End dialog
  // still offers to make the property available).
  if (actions.length === 0 && open === null) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((a) => (
        <span key={a.name} className="flex flex-col">
          <Button
            variant={a.name === 'send' || a.name === 'countersign' || a.name === 'renew' ? 'primary' : 'outline'}
            disabled={a.blocked !== null}
            aria-describedby={a.blocked ? `lease-${a.name}-why` : undefined}
            onClick={() => (a.name === 'edit' ? onEdit() : setOpen(a.name))}
          >
            {LABELS[a.name]}
          </Button>
          {a.blocked && (
            <span id={`lease-${a.name}-why`} className="mt-1 max-w-48 text-xs text-slate-700">
              {a.blocked}
            </span>
          )}
        </span>
      ))}
      <ConfirmDialog
        open={open === 'send'}
        onOpenChange={(o) => !o && close()}
        title="Send for signature?"
        message={`The lease document is drawn now and ${residentNames(lease.residents)} each get an e-mail to read and sign it.`}
        confirmLabel="Send for signature"
        tone="primary"
        busy={send.isPending}
        onConfirm={() => send.mutate()}
      />
      <ConfirmDialog
        open={open === 'countersign'}
        onOpenChange={(o) => !o && close()}
        title="Countersign the lease?"
        message="You sign for the office. The final PDF with its signature certificate is stored and cannot be changed."
        confirmLabel="Countersign"
        tone="primary"
        busy={countersign.isPending}
        onConfirm={() => countersign.mutate()}
      />
      {open === 'end' && <EndLeaseDialog lease={lease} onClose={close} onChanged={onChanged} />}
      {open === 'cancel' && <CancelLeaseDialog lease={lease} onClose={close} onChanged={onChanged} />}
      {open === 'renew' && (
        <RenewalDialog
          lease={lease}
          onClose={close}
          onCreated={(id) => {
            onChanged();
            close();
            onOpenLease(id);
          }}
        />
      )}
    </div>
  );
}

/** One action's call with its toasts. */
function useLeaseCall(call: () => Promise<{ message?: string | null }>, done: string, failed: string, settled: () => void) {
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => {
      toast.success(res.message || done);
      settled();
    },
    onError: (err) => toast.error(failureMessage(err, failed)),
  });
}
