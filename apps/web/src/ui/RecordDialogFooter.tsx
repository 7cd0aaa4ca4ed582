import { Button } from './Button';

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

/** The footer of a view / create / edit dialog of one record (notices, team members...). */
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
  return (
    <>
      <Button variant="outline" onClick={onClose} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={saving}>
        {submitLabel}
      </Button>
    </>
  );
}
