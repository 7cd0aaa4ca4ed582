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

  // Where the person was last in the form: a click outside a dialog leaves focus on the page, and
  // Keep editing must bring it back to the field, not to the top of the page.
  const lastFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement) lastFocus.current = e.target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [dirty]);

  const confirmLeave = useCallback((leave: () => void) => {
    if (!dirtyRef.current) {
      leave();
      return;
    }
    // The question's Dialog hands focus back to what has it when it opens.
    const active = document.activeElement;
    if ((!active || active === document.body) && lastFocus.current?.isConnected) lastFocus.current.focus();
    setPending(() => leave);
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
