import { LEDGER_CATEGORIES, LEDGER_CATEGORY_LABELS, type LedgerCategory } from '@rentfront/shared/ledger';
import { useState, type FormEvent } from 'react';
import { todayLocalIso } from '../../../lib/format';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { AMOUNT_HINT, parseDollars } from './dollars';
import { recordCharge } from './ledgerApi';
import { useLedgerWrite } from './useLedgerWrite';

const CATEGORIES = LEDGER_CATEGORIES.map((c) => ({ value: c, label: LEDGER_CATEGORY_LABELS[c] }));
const FORM_ID = 'ledger-charge-form';

/** A one-off charge, or (owner or manager) a credit that lowers what the household owes. */
export function ChargeDialog({ leaseId, canCredit, onClose }: { leaseId: string; canCredit: boolean; onClose: () => void }) {
  const [kind, setKind] = useState<'charge' | 'credit'>('charge');
  const [category, setCategory] = useState<LedgerCategory>('other');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [entryDate, setEntryDate] = useState(todayLocalIso());
  const [errors, setErrors] = useState<{ amount?: string; description?: string }>({});
  const write = useLedgerWrite(recordCharge.bind(null, leaseId), { onDone: onClose, failure: 'The entry could not be recorded' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    const next = { amount: cents === null ? AMOUNT_HINT : undefined, description: description.trim() ? undefined : 'Describe the entry' };
    setErrors(next);
    if (cents === null || next.description) return;
    write.mutate({ kind, category, description: description.trim(), amount_cents: cents, entry_date: entryDate || undefined });
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={amount !== '' || description !== ''}
      title={canCredit ? 'Add charge or credit' : 'Add charge'}
      size="sm"
      dismissible={!write.isPending}
      footer={
        <DialogActions
          onCancel={onClose}
          busy={write.isPending}
          formId={FORM_ID}
          submitLabel={kind === 'credit' ? 'Add credit' : 'Add charge'}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        {canCredit && (
          <Field label="Type">
            <Select
              options={[
                { value: 'charge', label: 'Charge (adds to the balance)' },
                { value: 'credit', label: 'Credit (takes from the balance)' },
              ]}
              value={kind}
              onChange={(e) => setKind(e.target.value as 'charge' | 'credit')}
            />
          </Field>
        )}
        <Field label="Category" required>
          <Select options={CATEGORIES} value={category} onChange={(e) => setCategory(e.target.value as LedgerCategory)} />
        </Field>
        <Field label="Description" required error={errors.description}>
          <Input maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <Field label="Amount ($)" required error={errors.amount}>
          <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field label={kind === 'credit' ? 'Takes effect on' : 'Due on'}>
          <Input type="date" value={entryDate} onChange={(e) => setEntryDate(e.target.value)} />
        </Field>
      </form>
    </FormDialog>
  );
}
