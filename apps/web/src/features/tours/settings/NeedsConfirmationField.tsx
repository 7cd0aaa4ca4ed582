import { useId } from 'react';

export const NEEDS_CONFIRMATION_TEXTS = {
  label: 'Self-guided tours need confirmation',
  hint: 'On: the access instructions (lockbox code) go only to tours you confirm in Tours. Off: also to visitors who confirm their e-mail address through the link in the booking e-mail.',
} as const;

/**
 * Issue 30 (S2): whether a self-guided tour's access instructions wait for the office's
 * confirmation. Styled like the type's "Offered to visitors" box above it.
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
  const errorId = useId();
  return (
    <div className="mt-3">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {NEEDS_CONFIRMATION_TEXTS.label}
          <span className="block text-slate-600">{NEEDS_CONFIRMATION_TEXTS.hint}</span>
        </span>
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
