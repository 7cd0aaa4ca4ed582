import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, REFERENCED_PAYMENT_METHODS, type PaymentMethod } from '@rentfront/shared/ledger';
import { useState, type FormEvent } from 'react';
import { todayLocalIso } from '../../../lib/format';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { AMOUNT_HINT, parseDollars } from './dollars';
import { recordPayment } from './ledgerApi';
import { useLedgerWrite } from './useLedgerWrite';

const METHODS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const FORM_ID = 'ledger-payment-form';

export const needsReference = (method: PaymentMethod) => (REFERENCED_PAYMENT_METHODS as readonly string[]).includes(method);

/** Record a check, cash, money order or transfer taken by hand. */
export function PaymentDialog({ leaseId, onClose }: { leaseId: string; onClose: () => void }) {
  const today = todayLocalIso();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('check');
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [errors, setErrors] = useState<{ amount?: string; reference?: string; date?: string }>({});
  const write = useLedgerWrite(recordPayment.bind(null, leaseId), { onDone: onClose, failure: 'The payment could not be recorded' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    const next = {
      amount: cents === null ? AMOUNT_HINT : undefined,
      reference: needsReference(method) && reference.trim() === '' ? 'Enter the check or money order number' : undefined,
      date: !receivedOn ? 'Enter the day it was received' : receivedOn > today ? 'The date cannot be in the future' : undefined,
    };
    setErrors(next);
    if (cents === null || next.reference || next.date) return;
    write.mutate({ amount_cents: cents, method, reference: reference.trim(), received_on: receivedOn });
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={amount !== '' || reference !== ''}
      title="Record payment"
      size="sm"
      dismissible={!write.isPending}
      footer={<DialogActions onCancel={onClose} busy={write.isPending} formId={FORM_ID} submitLabel="Record payment" />}
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        <Field label="Amount ($)" required error={errors.amount}>
          <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field label="Method" required>
          <Select options={METHODS} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} />
        </Field>
        <Field
          label={needsReference(method) ? 'Check or money order number' : 'Reference (optional)'}
          required={needsReference(method)}
          error={errors.reference}
        >
          <Input maxLength={80} value={reference} onChange={(e) => setReference(e.target.value)} />
        </Field>
        <Field label="Received on" required error={errors.date}>
          <Input type="date" max={today} value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} />
        </Field>
      </form>
    </FormDialog>
  );
}
