import { useLayoutEffect } from 'react';
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
  /** Where Keep editing returns (default: what has focus when the question opens). */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Focuses `target` as the question opens, before the question's Dialog (the next sibling, whose
 * layout effect runs after this one) notes what to give focus back to. A click outside a dialog
 * moves focus to the page before the question renders; this puts it back on the field.
 */
function FocusOnOpen({ open, target }: { open: boolean; target?: HTMLElement | null }) {
  useLayoutEffect(() => {
    if (open && target?.isConnected && document.activeElement !== target) target.focus();
  }, [open, target]);
  return null;
}

/**
 * The one "Discard changes?" question of the back office. Its Dialog gives focus back to what had
 * it when the question opened (the field, Cancel or the close X), so Keep editing returns there.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard, returnFocusTo }: DiscardChangesDialogProps) {
  return (
    <>
      <FocusOnOpen open={open} target={returnFocusTo} />
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !next && onKeep()}
        title={DISCARD_TEXTS.title}
        message={DISCARD_TEXTS.message}
        cancelLabel={DISCARD_TEXTS.keep}
        confirmLabel={DISCARD_TEXTS.discard}
        onConfirm={onDiscard}
      />
    </>
  );
}
