import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { sanitizePhoneInput } from './phoneInput';

/** The three fields every public form asks of a person, with the same names in each schema. */
export interface PersonValues {
  full_name: string;
  email: string;
  phone: string;
}

/**
 * Name, e-mail and phone, as the contact form and the tour booking form ask them: the same
 * labels, limits, autocomplete hints and phone rule. The form's own schema validates them.
 */
export function PersonFields<T extends PersonValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  // The fields' names are PersonValues' keys, which every T has.
  const field = register as unknown as UseFormRegister<PersonValues>;
  const error = errors as FieldErrors<PersonValues>;
  const phone = field('phone');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={error.full_name?.message}>
          <Input autoComplete="name" maxLength={120} {...field('full_name')} />
        </Field>
        <Field label="Email" required error={error.email?.message}>
          <Input type="email" autoComplete="email" maxLength={254} {...field('email')} />
        </Field>
      </div>
      <Field label="Phone" required error={error.phone?.message} hint="Digits, spaces, +, - and brackets, e.g. +1 (518) 555-0142">
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...phone}
          onChange={(e) => {
            // Letters and other symbols never reach the field.
            e.target.value = sanitizePhoneInput(e.target.value);
            return phone.onChange(e);
          }}
        />
      </Field>
    </>
  );
}
