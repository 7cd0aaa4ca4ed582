import { Checkbox } from '../../../ui/Input';

export const NEEDS_CONFIRMATION_TEXTS = {
  label: 'Self-guided tours need confirmation',
  hint: 'On: the access instructions (lockbox code) go only to tours you confirm in Tours. Off: also to visitors who confirm their e-mail address through the link in the booking e-mail; their phone number is not checked.',
} as const;

/**
 * Issue 30 (S2): whether a self-guided tour's access instructions wait for the office's
 * confirmation. The hint says the phone is not checked (ADR 0033): the office turns this off
 * knowing what a verified visitor has proved. Styled like the type's "Offered to visitors" box above it.
 */
export function NeedsConfirmationField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <Checkbox
      className="mt-3"
      label={NEEDS_CONFIRMATION_TEXTS.label}
      hint={NEEDS_CONFIRMATION_TEXTS.hint}
      checked={checked}
      error={error}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
