import { ConfirmDialog } from '../ConfirmDialog';

export const DISCARD_TEXTS = {
  title: 'Discard changes?',
  message: 'Your changes have not been saved. If you leave now, they will be lost.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

export interface DiscardChangesDialogProps {
  open: boolean;
  /** Keep editing (the button, Escape, outside click or the close X). */
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * The one "Discard changes?" question of the back office. Its Dialog gives focus back to what had
 * it when the question opened (the field, Cancel or the close X), so Keep editing returns there.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      title={DISCARD_TEXTS.title}
      message={DISCARD_TEXTS.message}
      cancelLabel={DISCARD_TEXTS.keep}
      confirmLabel={DISCARD_TEXTS.discard}
      onConfirm={onDiscard}
    />
  );
}
