import { Button } from './Button';
import { cn } from './cn';
import { useFormDialogClose } from './unsaved/FormDialog';

export interface FormActionsProps {
  /** Cancel outside a FormDialog; inside one, Cancel closes through the dialog, which asks about unsaved changes. */
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  /** For steps that take something away (turning two-factor off): the submit button is red. */
  danger?: boolean;
  /** Layout extras (a top border, a sticky footer, a grid span). */
  className?: string;
}

/** The end of a form: Cancel, then the submit button (spinning and locked while it saves). */
export function FormActions({ onCancel, busy, submitLabel, danger, className }: FormActionsProps) {
  const guardedClose = useFormDialogClose();
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      <Button variant="outline" onClick={guardedClose ?? onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
