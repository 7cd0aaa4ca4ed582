import { LEASE_CHARGE_CATEGORIES, LEASE_CHARGE_LABELS, LEASE_LIMITS } from '@rentfront/shared/leases';
import type { ReactNode } from 'react';
import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Plus, Trash2 } from '../../../ui/icons';
import { Input, Select } from '../../../ui/Input';
import { EMPTY_CHARGE, EMPTY_RESIDENT, type LeaseFormValues } from './leaseForm';

type Form = UseFormReturn<LeaseFormValues>;

/** The message of a field by its form path ('residents.0.email'). */
export function errorAt(form: Form, path: string): string | undefined {
  return (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
}

/** Registers a field whose error clears as soon as it is edited. */
export function fieldOf(form: Form, path: string) {
  return form.register(path as never, { onChange: () => form.clearErrors(path as never) });
}

export function Group({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={className ?? 'grid gap-4 sm:grid-cols-2'}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** One or more adults, each with name, e-mail and phone. */
export function ResidentsFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'residents' });
  return (
    <Group title="Residents" className="space-y-4">
      {errorAt(form, 'residents') && (
        <p role="alert" className="text-sm text-red-700">
          {errorAt(form, 'residents')}
        </p>
      )}
      {fields.map((f, i) => (
        <div key={f.id} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-end">
          <Field label={`Resident ${i + 1} full name`} required error={errorAt(form, `residents.${i}.full_name`)}>
            <Input autoComplete="off" maxLength={LEASE_LIMITS.fullName} {...fieldOf(form, `residents.${i}.full_name`)} />
          </Field>
          <Field label={`Resident ${i + 1} e-mail`} required error={errorAt(form, `residents.${i}.email`)}>
            <Input type="email" autoComplete="off" maxLength={LEASE_LIMITS.email} {...fieldOf(form, `residents.${i}.email`)} />
          </Field>
          <Field label={`Resident ${i + 1} phone`} error={errorAt(form, `residents.${i}.phone`)}>
            <Input type="tel" autoComplete="off" maxLength={LEASE_LIMITS.phone} {...fieldOf(form, `residents.${i}.phone`)} />
          </Field>
          <Button
            variant="outline"
            onClick={() => remove(i)}
            disabled={fields.length <= LEASE_LIMITS.residentsMin}
            aria-label={`Remove resident ${i + 1}`}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      ))}
      <Button variant="outline" onClick={() => append({ ...EMPTY_RESIDENT })} disabled={fields.length >= LEASE_LIMITS.residentsMax}>
        <Plus aria-hidden className="h-4 w-4" /> Add resident
      </Button>
    </Group>
  );
}

const CATEGORY_OPTIONS = LEASE_CHARGE_CATEGORIES.map((c) => ({ value: c, label: LEASE_CHARGE_LABELS[c] }));

/** Parking, pet rent, utilities…: each a category, a description and a monthly amount. */
export function ChargesFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'recurring_charges' });
  return (
    <Group title="Other recurring charges" className="space-y-4">
      {fields.length === 0 && <p className="text-sm text-slate-700">No other charges: rent only.</p>}
      {fields.map((f, i) => (
        <div key={f.id} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_10rem_auto] sm:items-end">
          <Field label={`Charge ${i + 1} category`} error={errorAt(form, `recurring_charges.${i}.category`)}>
            <Select options={CATEGORY_OPTIONS} {...fieldOf(form, `recurring_charges.${i}.category`)} />
          </Field>
          <Field label={`Charge ${i + 1} description`} required error={errorAt(form, `recurring_charges.${i}.description`)}>
            <Input maxLength={LEASE_LIMITS.description} {...fieldOf(form, `recurring_charges.${i}.description`)} />
          </Field>
          <Field label={`Charge ${i + 1} amount ($ a month)`} required error={errorAt(form, `recurring_charges.${i}.amount`)}>
            <Input inputMode="decimal" {...fieldOf(form, `recurring_charges.${i}.amount`)} />
          </Field>
          <Button variant="outline" onClick={() => remove(i)} aria-label={`Remove charge ${i + 1}`}>
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      ))}
      <Button variant="outline" onClick={() => append({ ...EMPTY_CHARGE })} disabled={fields.length >= LEASE_LIMITS.chargesMax}>
        <Plus aria-hidden className="h-4 w-4" /> Add charge
      </Button>
    </Group>
  );
}
