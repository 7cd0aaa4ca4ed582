import type { ReactNode } from 'react';
import { FormDialog } from '../../../ui/unsaved/FormDialog';

/** The open state of an account dialog, which the card that opens it holds. */
export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The small dialog of a password check (confirm the password, turn two-factor off, new recovery
 * codes). Its form mounts afresh at each opening, so nothing typed outlives a close.
 */
export function AuthDialog({ open, onOpenChange, title, children }: AuthDialogProps & { title: string; children: ReactNode }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} size="sm">
      {open && children}
    </FormDialog>
  );
}
