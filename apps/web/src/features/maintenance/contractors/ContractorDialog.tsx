import {
  CONTRACTOR_LIMITS,
  CONTRACTOR_MESSAGES,
  CONTRACTOR_TRADE_SUGGESTIONS,
  contractorInputSchema,
  type Contractor,
  type ContractorInput,
} from '@rentfront/shared/contractors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { createContractor, updateContractor } from '../../../api/contractors';
import { ApiError, failureMessage } from '../../../api/errors';
import { contractorKeys, maintenanceKeys } from '../../../api/queryKeys';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { Field } from '../../../ui/Field';
import { Checkbox, Input, Textarea } from '../../../ui/Input';
import { fieldErrors } from '../../../lib/fieldErrors';
import { toast } from '../../../ui/toast';
import { FormActions } from '../../../ui/FormActions';

type Values = { name: string; trade: string; email: string; phone: string; notes: string; active: boolean };
type Errors = Partial<Record<keyof Values, string>>;

const fromContractor = (c?: Contractor): Values => ({
  name: c?.name ?? '',
  trade: c?.trade ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  notes: c?.notes ?? '',
  active: c?.active ?? true,
});

/** The shared schema's messages, one per field (the server checks the same). */
export const validateContractor = (values: Values): Errors => fieldErrors(contractorInputSchema, values);

export interface ContractorDialogProps {
  /** The contractor to edit; none to add one. */
  contractor?: Contractor;
  onClose: () => void;
}

/** Add or edit a contractor: name, trade, e-mail, phone, notes and whether it is offered for new jobs. */
export function ContractorDialog({ contractor, onClose }: ContractorDialogProps) {
  const queryClient = useQueryClient();
  const tradesId = useId();
  const [values, setValues] = useState<Values>(() => fromContractor(contractor));
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (body: ContractorInput) => (contractor ? updateContractor(contractor.id, body) : createContractor(body)),
    onSuccess: (res) => {
      toast.success(res.message ?? (contractor ? CONTRACTOR_MESSAGES.updated : CONTRACTOR_MESSAGES.created));
      void queryClient.invalidateQueries({ queryKey: contractorKeys.all });
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.errors) setErrors(err.errors as Errors);
      toast.error(failureMessage(err, CONTRACTOR_MESSAGES.saveFailed));
    },
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field's error clears when it is edited.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContractor(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(values);
  };

  // Typed changes are work: closing asks "Discard changes?" (FormDialog), as every admin form does.
  const dirty = JSON.stringify(values) !== JSON.stringify(fromContractor(contractor));
  return (
    <FormDialog
      open
      dirty={dirty}
      onOpenChange={(open) => !open && onClose()}
      title={contractor ? 'Edit Contractor' : 'Add Contractor'}
      description="Fields marked * are required."
      size="md"
      dismissible={!save.isPending}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Name" hint="Optional: without one the directory shows the e-mail." error={errors.name}>
          <Input value={values.name} maxLength={CONTRACTOR_LIMITS.name} autoComplete="off" onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label="Trade" hint="For example Plumbing or Electrical." error={errors.trade}>
          <Input value={values.trade} list={tradesId} maxLength={CONTRACTOR_LIMITS.trade} onChange={(e) => set('trade', e.target.value)} />
        </Field>
        <datalist id={tradesId}>
          {CONTRACTOR_TRADE_SUGGESTIONS.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" required error={errors.email}>
            <Input type="email" value={values.email} maxLength={CONTRACTOR_LIMITS.email} onChange={(e) => set('email', e.target.value)} />
          </Field>
          <Field label="Phone" error={errors.phone}>
            <Input type="tel" value={values.phone} maxLength={CONTRACTOR_LIMITS.phone} onChange={(e) => set('phone', e.target.value)} />
          </Field>
        </div>
        <Field label="Notes" error={errors.notes}>
          <Textarea value={values.notes} maxLength={CONTRACTOR_LIMITS.notes} onChange={(e) => set('notes', e.target.value)} />
        </Field>
        <Checkbox
          name="active"
          label={
            <>
              <span className="font-medium">Active</span>
              <span className="block text-xs text-slate-700">Active contractors are offered in Send to Contractor.</span>
            </>
          }
          checked={values.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        <FormActions
          onCancel={onClose}
          busy={save.isPending}
          submitLabel={contractor ? 'Save Changes' : 'Add Contractor'}
          className="border-t border-slate-200 pt-3"
        />
      </form>
    </FormDialog>
  );
}
