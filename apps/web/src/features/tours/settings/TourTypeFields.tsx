import { TOUR_TYPE_LABELS, TOUR_TYPE_NUMBER_FIELDS, type TourType } from '@rentfront/shared/tours-core';
import type { ReactNode } from 'react';
import { Field } from '../../../ui/Field';
import { Checkbox, Input } from '../../../ui/Input';
import { NUMBER_FIELDS, type FieldErrors, type TypeForm } from './tourSettingsForm';

const HINTS: Partial<Record<keyof typeof TOUR_TYPE_NUMBER_FIELDS, string>> = {
  buffer_minutes: 'Free time kept after each tour.',
  min_notice_minutes: 'How soon a tour can start, e.g. 120 = two hours from now.',
  days_ahead: 'How far ahead visitors can book (0 = today only).',
  parties_per_slot: 'Visitors who can book the same time of the same home.',
};

export interface TourTypeFieldsProps {
  type: TourType;
  value: TypeForm;
  onChange: (next: TypeForm) => void;
  errors?: FieldErrors;
  /** More settings of this type, under "Offered to visitors". */
  children?: ReactNode;
}

/** One tour type: offered or not, and its five numbers. A type that is off leaves the visit options and the tour page. */
export function TourTypeFields({ type, value, onChange, errors, children }: TourTypeFieldsProps) {
  const label = TOUR_TYPE_LABELS[type];
  const prefix = `types.${type}`;
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{label}</legend>
      <Checkbox
        label={
          <>
            <span className="sr-only">{label}: </span>Offered to visitors
          </>
        }
        hint="When off, visitors no longer see this kind of tour."
        checked={value.enabled}
        onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
      />
      {children}
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {NUMBER_FIELDS.map((field) => {
          const f = TOUR_TYPE_NUMBER_FIELDS[field];
          return (
            <Field key={field} label={`${f.label} (${f.unit})`} error={errors?.[`${prefix}.${field}`]} hint={HINTS[field]}>
              <Input
                id={`tour-${type}-${field}`}
                type="number"
                inputMode="numeric"
                min={f.min}
                max={f.max}
                step={1}
                aria-label={`${label}: ${f.label} (${f.unit})`}
                value={value[field]}
                onChange={(e) => onChange({ ...value, [field]: e.target.value })}
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
