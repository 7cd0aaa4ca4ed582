import { useLayoutEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { applyMaskedEdit, caretPosition, maskSsn } from './ssnMask';
import { useWizardForm } from './wizardForm';

const NAME = 'personal_information.social_security_number' as const;

/** The SSN input: shows •••-••-6789 while the form keeps the digits (masked as it is typed). */
export function SsnField({ savedHint }: { savedHint?: string }) {
  const { form, errors, clearError } = useWizardForm();
  const { field } = useController({ control: form.control, name: NAME });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const digits = field.value ?? '';
  const shown = maskSsn(digits);

  // Put the caret back where the edit happened once the masked text is re-rendered.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (el && caret.current !== null && document.activeElement === el) {
      const pos = caretPosition(shown, caret.current);
      el.setSelectionRange(pos, pos);
    }
    caret.current = null;
  }, [shown]);

  return (
    <Field
      label="Social Security Number"
      hint={savedHint ?? 'Only the last four digits are shown. It is never saved in this browser.'}
      error={errors[NAME]}
    >
      <Input
        ref={(el) => {
          inputRef.current = el;
          field.ref(el);
        }}
        name={field.name}
        value={shown}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="•••-••-••••"
        onBlur={field.onBlur}
        onChange={(e) => {
          const next = applyMaskedEdit(digits, shown, e.target.value);
          caret.current = next.caret;
          field.onChange(next.digits);
          clearError(NAME);
        }}
      />
    </Field>
  );
}
