import { DEPOSIT_DEDUCTION_CATEGORIES, DEPOSIT_LIMITS, DEPOSIT_MESSAGES, type DepositDeductionCategory } from '@rentfront/shared/deposits';
import { LEDGER_CATEGORY_LABELS } from '@rentfront/shared/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../../api/errors';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';
import { PhotoPicker } from '../../../ui/photos/PhotoPicker';
import { toast } from '../../../ui/toast';
import { UploadProgress } from '../../../ui/UploadProgress';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { AMOUNT_HINT, parseDollars } from '../admin/dollars';
import { addDeduction, depositKeys, type DeductionInput } from './depositApi';

const CATEGORIES = DEPOSIT_DEDUCTION_CATEGORIES.map((c) => ({ value: c, label: LEDGER_CATEGORY_LABELS[c] }));
const FORM_ID = 'deposit-deduction-form';

/** One deduction from the deposit: what it is for, how much, and the inspection's photos of it. */
export function DeductionDialog({ leaseId, onClose }: { leaseId: string; onClose: () => void }) {
  const [category, setCategory] = useState<DepositDeductionCategory>('other');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; description?: string }>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: DeductionInput) => addDeduction(leaseId, input, setProgress),
    onSuccess: (res) => {
      toast.success(res.message ?? DEPOSIT_MESSAGES.deductionAdded);
      void queryClient.invalidateQueries({ queryKey: depositKeys.all });
      onClose();
    },
    onError: (err) => {
      setProgress(null);
      toast.error(failureMessage(err, 'The deduction could not be added'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    const next = {
      amount: cents === null ? AMOUNT_HINT : undefined,
      description: description.trim() ? undefined : 'Describe the deduction',
    };
    setErrors(next);
    if (cents === null || next.description) return;
    save.mutate({ category, description: description.trim(), amount_cents: cents, photos });
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={amount !== '' || description !== '' || photos.length > 0}
      title="Add deduction"
      size="sm"
      dismissible={!save.isPending}
      footer={<DialogActions onCancel={onClose} busy={save.isPending} formId={FORM_ID} submitLabel="Add deduction" />}
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        <Field label="Category" required>
          <Select options={CATEGORIES} value={category} onChange={(e) => setCategory(e.target.value as DepositDeductionCategory)} />
        </Field>
        <Field label="Description" required error={errors.description}>
          <Input maxLength={DEPOSIT_LIMITS.description} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <Field label="Amount ($)" required error={errors.amount}>
          <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <PhotoPicker photos={photos} onChange={setPhotos} />
        {progress !== null && save.isPending && <UploadProgress fraction={progress} />}
      </form>
    </FormDialog>
  );
}
