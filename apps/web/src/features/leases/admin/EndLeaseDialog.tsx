import type { Lease } from '@rentfront/shared/lease-answers';
import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { endLease, markPropertyAvailable } from '../../../api/leases';
import { todayLocalIso } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { fieldText } from './leaseForm';

const FORM_ID = 'end-lease-form';

/**
 * End lease: the move-out date, then (the server never flips the property silently) the offer to
 * mark the home available again.
 */
export function EndLeaseDialog({ lease, onClose, onChanged }: { lease: Lease; onClose: () => void; onChanged: () => void }) {
  const [date, setDate] = useState(() => lease.end_date ?? todayLocalIso());
  const [error, setError] = useState<string | null>(null);
  const [offerProperty, setOfferProperty] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: () => endLease(lease.id, date),
    onSuccess: (res) => {
      toast.success(res.message || M.ended);
      onChanged();
      if (res.data.property_may_be_available && res.data.property_id) setOfferProperty(res.data.property_id);
      else onClose();
    },
    onError: (err) => {
      const fieldError = err instanceof ApiError ? err.errors?.move_out_date : undefined;
      setError(fieldError ? fieldText(fieldError) : null);
      if (!fieldError) toast.error(failureMessage(err, 'The lease could not be ended'));
    },
  });
  const available = useMutation({
    mutationFn: (propertyId: string) => markPropertyAvailable(propertyId),
    onSuccess: () => {
      toast.success('The property is available again');
      onClose();
    },
    onError: (err) => toast.error(failureMessage(err, 'The property could not be updated')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date) return setError('Enter the move-out date');
    end.mutate();
  };

  if (offerProperty) {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title="Mark the property available?"
        message={`${lease.property_title ?? 'The property'} has no active lease now. Put it back on the market as available?`}
        confirmLabel="Mark property available"
        cancelLabel="Not now"
        tone="primary"
        busy={available.isPending}
        onConfirm={() => available.mutate(offerProperty)}
      />
    );
  }
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={date !== (lease.end_date ?? todayLocalIso())}
      title={`End lease ${lease.reference}`}
      size="sm"
      dismissible={!end.isPending}
      footer={<DialogActions onCancel={onClose} busy={end.isPending} formId={FORM_ID} submitLabel="End lease" />}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">The residents move out on this date and the lease ends. This cannot be undone.</p>
        <Field label="Move-out date" required error={error ?? undefined}>
          <Input
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setError(null);
            }}
          />
        </Field>
      </form>
    </FormDialog>
  );
}
