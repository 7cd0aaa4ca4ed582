import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import type { ReactNode } from 'react';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { PasswordInput } from '../../../ui/PasswordInput';

/** What is wrong with a typed authenticator code (blank, or not six digits), or undefined. */
export function authCodeProblem(code: string): string | undefined {
  const trimmed = code.trim();
  if (!trimmed) return SECURITY_MESSAGES.mfaCodeRequired;
  if (!/^\d{6}$/.test(trimmed)) return SECURITY_MESSAGES.mfaCodeFormat;
  return undefined;
}

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The six-digit code of the authenticator app (or, with `recovery`, one recovery code). */
export function AuthCodeField({
  value,
  onChange,
  error,
  recovery = false,
  autoFocus,
}: TextFieldProps & { recovery?: boolean; autoFocus?: boolean }) {
  return (
    <Field label={recovery ? 'Recovery code' : 'Authentication code'} error={error} required>
      <Input
        // A new input when the kind changes: the browser's one-time-code fill starts again.
        key={recovery ? 'recovery' : 'code'}
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 64 : 6}
        spellCheck={false}
      />
    </Field>
  );
}

/** The account's current password, asked again before a security step. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  hint,
  autoFocus,
}: TextFieldProps & { hint?: ReactNode; autoFocus?: boolean }) {
  return (
    <Field label="Password" hint={hint} error={error} required>
      <PasswordInput autoFocus={autoFocus} autoComplete="current-password" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
