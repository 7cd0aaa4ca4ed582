import type { ReactNode } from 'react';
import { Field } from './Field';
import { Textarea } from './Input';
import type { RequiredText } from './useRequiredText';

/** The labelled six-row text box of a `useRequiredText` answer, its blank message under it. */
export function RequiredTextField({
  label,
  hint,
  maxLength,
  value,
}: {
  label: string;
  hint?: ReactNode;
  maxLength: number;
  value: RequiredText;
}) {
  return (
    <Field label={label} required error={value.error} hint={hint}>
      <Textarea rows={6} maxLength={maxLength} value={value.text} onChange={(e) => value.change(e.target.value)} />
    </Field>
  );
}
