import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { unsavedForms } from './unsavedStore';

export interface UnsavedChanges {
  /**
   * Runs `leave` at once when nothing changed; otherwise asks "Discard changes?" first and runs it
   * (after `onDiscard`) only on Discard.
   */
  confirmLeave: (leave: () => void) => void;
  /** The question; render it once next to the form. */
  prompt: ReactNode;
}

/**
 * A form's unsaved changes: while `dirty`, a navigation or reload asks first (the admin shell's
 * LeaveGuard), and `confirmLeave` guards the form's own ways out (Cancel, Escape, the close X).
 * `onDiscard` runs whenever the person chooses Discard (to forget a draft).
 */
export function useUnsavedChanges(dirty: boolean, onDiscard?: () => void): UnsavedChanges {
  const discardRef = useRef(onDiscard);
  useEffect(() => {
    discardRef.current = onDiscard;
  });

  useEffect(() => {
    if (!dirty) return;
    return unsavedForms.register({ onDiscard: () => discardRef.current?.() });
  }, [dirty]);

  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });

  const confirmLeave = useCallback((leave: () => void) => {
    if (!dirtyRef.current) leave();
    else setPending(() => leave);
  }, []);

  const prompt = (
    <DiscardChangesDialog
      open={pending !== null}
      onKeep={() => setPending(null)}
      onDiscard={() => {
        const leave = pending;
        setPending(null);
        discardRef.current?.();
        leave?.();
      }}
    />
  );
  return { confirmLeave, prompt };
}
