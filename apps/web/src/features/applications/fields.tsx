import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field } from '../../ui/Field';
import { Checkbox, Input, Select, Textarea, type SelectOption } from '../../ui/Input';
import { useFieldRegistration, type FieldName } from './wizardForm';

interface BaseProps {
  name: FieldName;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

export function TextField({
  name,
  label,
  required,
  hint,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  min,
  step,
}: BaseProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  placeholder?: string;
  min?: number;
  step?: number | 'any';
}) {
  const { field, error } = useFieldRegistration(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      <Input
        type={type}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        placeholder={placeholder}
        min={min}
        step={step}
        {...field}
      />
    </Field>
  );
}

/** Money and counts: a number input that never offers negative values. */
export function NumberField(props: BaseProps & { step?: number | 'any'; placeholder?: string }) {
  return <TextField {...props} type="number" inputMode={props.step === 1 ? 'numeric' : 'decimal'} min={0} step={props.step ?? 'any'} />;
}

export function TextareaField({ name, label, required, hint, className, rows = 3 }: BaseProps & { rows?: number }) {
  const { field, error } = useFieldRegistration(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      <Textarea rows={rows} {...field} />
    </Field>
  );
}

export function SelectField({ name, label, required, hint, className, options }: BaseProps & { options: readonly SelectOption[] }) {
  const { field, error } = useFieldRegistration(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      <Select options={options} placeholder="Select..." {...field} />
    </Field>
  );
}

export function CheckboxField({ name, label, className }: { name: FieldName; label: ReactNode; className?: string }) {
  const { field, error } = useFieldRegistration(name);
  return <Checkbox id={`cb-${name.replace(/\./g, '-')}`} label={label} error={error} className={className} {...field} />;
}
