import type { LedgerEntry } from '@rentfront/shared/ledger';
import { useState, type FormEvent } from 'react';
import { formatUsDate } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Input';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { reverseEntry } from './ledgerApi';
import { useLedgerWrite } from './useLedgerWrite';

const FORM_ID = 'ledger-reverse-form';

/** Correct a mistake (owner or manager): nothing is deleted, a reversal entry with the reason is added. */
export function ReverseDialog({ entry, onClose }: { entry: LedgerEntry; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const write = useLedgerWrite((r: string, key: string) => reverseEntry(entry.id, r, key), {
    onDone: onClose,
    failure: 'The entry could not be reversed',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Say why the entry is reversed');
    write.mutate(reason.trim());
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={reason !== ''}
      title="Reverse entry"
      size="sm"
      dismissible={!write.isPending}
      footer={<DialogActions onCancel={onClose} busy={write.isPending} formId={FORM_ID} submitLabel="Reverse entry" />}
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-700">
          {formatUsDate(entry.entry_date)} · {entry.description} · {formatCents(Math.abs(entry.amount_cents))}. The entry stays in the
          ledger; a reversal with your reason is added and kept in the audit log.
        </p>
        <Field label="Reason" required error={error}>
          <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </form>
    </FormDialog>
  );
}
