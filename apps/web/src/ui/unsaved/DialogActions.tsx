import { Button } from '../Button';
import { DialogCancelButton } from './FormDialog';

export type DialogActionsProps = {
  onCancel: () => void;
  /** While the work runs, Cancel is shut and the submit button spins. */
  busy: boolean;
  submitLabel: string;
} & (
  | {
      /** id of the <form> the submit button submits (its own handler checks and sends). */
      formId: string;
      onSubmit?: never;
    }
  | { formId?: never; onSubmit: () => void }
);

/**
 * The usual footer of a FormDialog: Cancel (which asks first when there are changes) and the
 * button that sends, either as the submit button of a form in the body or as a plain button.
 */
export function DialogActions({ onCancel, busy, submitLabel, formId, onSubmit }: DialogActionsProps) {
  return (
    <>
      <DialogCancelButton onCancel={onCancel} disabled={busy} />
      {formId ? (
        <Button type="submit" form={formId} loading={busy}>
          {submitLabel}
        </Button>
      ) : (
        <Button onClick={onSubmit} loading={busy}>
          {submitLabel}
        </Button>
      )}
    </>
  );
}
