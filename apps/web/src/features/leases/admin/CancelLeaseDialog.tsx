import type { Lease } from '@rentfront/shared/lease-answers';
import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { cancelLease } from '../../../api/leases';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Input';
import { toast } from '../../../ui/toast';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';

/** Cancel a lease not yet active (owner or manager), with an optional reason kept on the timeline. */
export function CancelLeaseDialog({ lease, onClose, onChanged }: { lease: Lease; onClose: () => void; onChanged: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => cancelLease(lease.id, reason.trim() || undefined),
    onSuccess: (res) => {
      toast.success(res.message || M.cancelled);
      onChanged();
      onClose();
    },
    onError: (err) => toast.error(failureMessage(err, 'The lease could not be cancelled')),
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={reason !== ''}
      title={`Cancel lease ${lease.reference}`}
      size="sm"
      dismissible={!cancel.isPending}
      footer={<DialogActions onCancel={onClose} busy={cancel.isPending} onSubmit={() => cancel.mutate()} submitLabel="Cancel lease" />}
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          The lease stops here: open signing links close and any signatures are voided. This cannot be undone.
        </p>
        <Field label="Reason (optional)">
          <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </div>
    </FormDialog>
  );
}
