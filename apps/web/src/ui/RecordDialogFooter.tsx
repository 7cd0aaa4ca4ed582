import { Button } from './Button';
import { DialogActions } from './unsaved/DialogActions';

export interface RecordDialogFooterProps {
  /** View mode shows Close and Edit; create and edit show Cancel and the submit button. */
  viewing: boolean;
  onClose: () => void;
  onEdit: () => void;
  saving: boolean;
  /** id of the <form> the submit button submits. */
  formId: string;
  submitLabel: string;
}

/**
 * The footer of a view / create / edit dialog of one record (notices, team members...). Inside a
 * FormDialog, Cancel asks "Discard changes?" when the form holds changes.
 */
export function RecordDialogFooter({ viewing, onClose, onEdit, saving, formId, submitLabel }: RecordDialogFooterProps) {
  if (viewing) {
    return (
      <>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onEdit}>Edit</Button>
      </>
    );
  }
  return <DialogActions onCancel={onClose} busy={saving} formId={formId} submitLabel={submitLabel} />;
}
