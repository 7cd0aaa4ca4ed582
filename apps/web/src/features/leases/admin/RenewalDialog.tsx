import type { Lease } from '@rentfront/shared/lease-answers';
import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { offerLeaseRenewal } from '../../../api/leases';
import { Field } from '../../../ui/Field';
import { Checkbox, Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { fieldText, hundredthsText, parseHundredths } from './leaseForm';

const FORM_ID = 'renewal-form';

/** Offer renewal: the new term and rent; the residents sign it like any lease (that is their acceptance). */
export function RenewalDialog({ lease, onClose, onCreated }: { lease: Lease; onClose: () => void; onCreated: (id: string) => void }) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [monthly, setMonthly] = useState(false);
  const [rent, setRent] = useState(hundredthsText(lease.monthly_rent_cents));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = start !== '' || end !== '' || monthly || rent !== hundredthsText(lease.monthly_rent_cents);
  const renew = useMutation({
    mutationFn: (body: { start_date: string | null; end_date: string | null; monthly_rent_cents: number }) =>
      offerLeaseRenewal(lease.id, body),
    onSuccess: (res) => {
      toast.success(res.message || M.renewalCreated);
      onCreated(res.data.id);
    },
    onError: (err) => {
      const found = err instanceof ApiError ? err.errors : undefined;
      if (found) setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, fieldText(v)])));
      else toast.error(failureMessage(err, 'The renewal could not be drafted'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseHundredths(rent);
    const next: Record<string, string> = {};
    if (cents === null || Number.isNaN(cents)) next.monthly_rent_cents = 'Enter an amount such as 1250 or 1250.50';
    if (!monthly && !end) next.end_date = 'Enter the end date, or tick Month-to-month';
    if (!lease.end_date && !start) next.start_date = fieldText(M.renewalStartRequired);
    setErrors(next);
    if (Object.keys(next).length === 0)
      renew.mutate({ start_date: start || null, end_date: monthly ? null : end, monthly_rent_cents: cents! });
  };
  const clear = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={dirty}
      title={`Offer a renewal of ${lease.reference}`}
      size="md"
      dismissible={!renew.isPending}
      footer={<DialogActions onCancel={onClose} busy={renew.isPending} formId={FORM_ID} submitLabel="Draft renewal" />}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-700 sm:col-span-2">
          A new draft with the same residents and terms. Send it for signature when it is ready; it takes effect after the current term.
        </p>
        <Field
          label="Start date"
          hint={lease.end_date ? 'Empty: the day after the current lease ends' : undefined}
          required={!lease.end_date}
          error={errors.start_date}
        >
          <Input type="date" value={start} onChange={(e) => (setStart(e.target.value), clear('start_date'))} />
        </Field>
        <Field label="End date" required={!monthly} error={errors.end_date}>
          <Input type="date" value={end} disabled={monthly} onChange={(e) => (setEnd(e.target.value), clear('end_date'))} />
        </Field>
        <Checkbox label="Month-to-month" checked={monthly} onChange={(e) => (setMonthly(e.target.checked), clear('end_date'))} />
        <Field label="New monthly rent ($)" required error={errors.monthly_rent_cents}>
          <Input inputMode="decimal" value={rent} onChange={(e) => (setRent(e.target.value), clear('monthly_rent_cents'))} />
        </Field>
      </form>
    </FormDialog>
  );
}
