import { LEASE_LIMITS, type LeaseInput } from '@rentfront/shared/leases';
import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Checkbox, Input, Select, Textarea, type SelectOption } from '../../../ui/Input';
import { DraftOffer } from '../../../ui/unsaved/DraftOffer';
import { useFormDraft } from '../../../ui/unsaved/useFormDraft';
import { useUnsavedChanges } from '../../../ui/unsaved/useUnsavedChanges';
import { leaseDrafts } from './leaseDraft';
import { toLeaseInput, type LeaseFormValues } from './leaseForm';
import { ChargesFields, errorAt, fieldOf, Group, ResidentsFields } from './LeaseFormParts';

export interface LeaseFormProps {
  initial: LeaseFormValues;
  /** 'new' or the lease's id: where the local draft is kept. */
  recordId: string;
  properties: SelectOption[];
  saving: boolean;
  submitLabel: string;
  /** Errors the server gave for the last save, keyed by form path. */
  serverErrors: Record<string, string>;
  /** True once saved: nothing is unsaved any more, so leaving asks nothing. */
  saved: boolean;
  onSubmit: (input: LeaseInput) => void;
  onCancel: () => void;
}

const FORM_ID = 'lease-form';

/** The lease's terms: property, residents, term, rent and fees, charges and notes (issue 32 item 1). */
export function LeaseForm({ initial, recordId, properties, saving, submitLabel, serverErrors, saved, onSubmit, onCancel }: LeaseFormProps) {
  const form = useForm<LeaseFormValues>({ defaultValues: initial });
  const { reset, setError, setFocus } = form;
  const values = form.watch();
  const onRestore = useCallback(
    (v: Partial<LeaseFormValues>) => reset({ ...form.getValues(), ...v }, { keepDefaultValues: true }),
    [reset, form],
  );
  const draft = useFormDraft({ store: leaseDrafts, recordId, initial, values, onRestore });
  const unsaved = useUnsavedChanges(form.formState.isDirty && !saved, draft.clear);

  useEffect(() => {
    if (saved) draft.clear();
  }, [saved, draft]);

  // The server's messages go next to their fields, and the first one takes the focus.
  useEffect(() => {
    const paths = Object.keys(serverErrors);
    for (const path of paths) setError(path as never, { message: serverErrors[path] });
    if (paths[0]) setFocus(paths[0] as never);
  }, [serverErrors, setError, setFocus]);

  const submit = form.handleSubmit((v) => {
    const result = toLeaseInput(v);
    if (result.ok) return onSubmit(result.input);
    const paths = Object.keys(result.errors);
    for (const path of paths) setError(path as never, { message: result.errors[path] });
    setFocus(paths[0] as never);
  });
  const f = (path: string) => fieldOf(form, path);
  const e = (path: string) => errorAt(form, path);
  const percent = values.late_fee_type === 'percent';

  return (
    <form id={FORM_ID} onSubmit={(ev) => void submit(ev)} noValidate className="space-y-8">
      <DraftOffer draft={draft} formId={FORM_ID} />
      <Group title="Property">
        <Field label="Property" required error={e('property_id')} className="sm:col-span-2">
          <Select options={properties} placeholder="Choose the property" {...f('property_id')} />
        </Field>
      </Group>
      <ResidentsFields form={form} />
      <Group title="Term">
        <Field label="Start date" required error={e('start_date')}>
          <Input type="date" {...f('start_date')} />
        </Field>
        <Field label="End date" required={!values.month_to_month} error={e('end_date')}>
          <Input type="date" disabled={values.month_to_month} {...f('end_date')} />
        </Field>
        <Checkbox label="Month-to-month" hint="No end date: the lease runs until notice is given." {...f('month_to_month')} />
      </Group>
      <Group title="Rent and deposit">
        <Field label="Monthly rent ($)" required error={e('monthly_rent')}>
          <Input inputMode="decimal" {...f('monthly_rent')} />
        </Field>
        <Field label="Security deposit ($)" error={e('deposit')}>
          <Input inputMode="decimal" {...f('deposit')} />
        </Field>
        <Field label="Rent due day" required hint="Day of the month, 1 to 28" error={e('due_day')}>
          <Input type="number" min={LEASE_LIMITS.dueDayMin} max={LEASE_LIMITS.dueDayMax} {...f('due_day')} />
        </Field>
        <Field label="Grace days" required error={e('grace_days')}>
          <Input type="number" min={0} max={LEASE_LIMITS.graceDaysMax} {...f('grace_days')} />
        </Field>
      </Group>
      <Group title="Late fee">
        <Field label="Late fee type" error={e('late_fee_type')}>
          <Select
            options={[
              { value: 'flat', label: 'Flat amount' },
              { value: 'percent', label: 'Percent of the rent' },
            ]}
            {...f('late_fee_type')}
          />
        </Field>
        <Field label={percent ? 'Late fee (% of rent)' : 'Late fee ($)'} error={e('late_fee_amount')}>
          <Input inputMode="decimal" {...f('late_fee_amount')} />
        </Field>
        <Field label="Late fee cap ($)" hint="Leave empty for no cap" error={e('late_fee_cap')}>
          <Input inputMode="decimal" {...f('late_fee_cap')} />
        </Field>
      </Group>
      <ChargesFields form={form} />
      <Group title="Notes" className="space-y-2">
        <Field label="Notes" error={e('notes')}>
          <Textarea rows={4} maxLength={LEASE_LIMITS.notes} {...f('notes')} />
        </Field>
      </Group>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => unsaved.confirmLeave(onCancel)} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
      {unsaved.prompt}
    </form>
  );
}
