import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

  const [pending, setPending] = useState<{ leave: () => void; returnTo: HTMLElement | null } | null>(null);
  const dirtyRef = useRef(dirty);
  // A layout effect: a key pressed right after typing (Escape) must already see the change.
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  });

  // Where the person was last in the form: a click outside a dialog leaves focus on the page, and
  // Keep editing must bring it back to the field, not to the top of the page.
  const lastFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!dirty) return;
    // The first change is typed where focus already is: that is the starting point.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) lastFocus.current = active;
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
    // Keep editing returns to what has focus now, or (when a click outside already moved it to the
    // page) to the control last focused in the form.
    const active = document.activeElement;
    const inPage = active instanceof HTMLElement && active !== document.body;
    setPending({ leave, returnTo: inPage ? active : lastFocus.current });
  }, []);

  const prompt = (
    <DiscardChangesDialog
      open={pending !== null}
      returnFocusTo={pending?.returnTo}
      onKeep={() => setPending(null)}
      onDiscard={() => {
        const leave = pending?.leave;
        setPending(null);
        discardRef.current?.();
        leave?.();
      }}
    />
  );
  return { confirmLeave, prompt };
}
