import { Button } from './Button';

export interface SettingsFormFooterProps {
  /** Fields are marked: the footer says so instead of "unsaved changes". */
  hasErrors: boolean;
  /** What the form holds differs from what is saved. */
  dirty: boolean;
  saving: boolean;
  /** Goes back to the saved values (the caller asks first through its unsaved-changes guard). */
  onDiscard: () => void;
  submitLabel: string;
  /** The message when fields are marked. */
  errorText?: string;
}

/** The foot of a Settings card's form: what state it is in, Discard changes and Save. */
export function SettingsFormFooter({
  hasErrors,
  dirty,
  saving,
  onDiscard,
  submitLabel,
  errorText = 'Please fix the fields marked above.',
}: SettingsFormFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
      {hasErrors && (
        <p className="mr-auto text-sm text-red-700" role="alert">
          {errorText}
        </p>
      )}
      {dirty && !hasErrors && <p className="mr-auto text-sm text-slate-700">You have unsaved changes.</p>}
      <Button variant="outline" disabled={!dirty || saving} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" loading={saving} disabled={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}
