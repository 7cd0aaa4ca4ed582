import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { unsavedForms } from './unsavedStore';
import { useLeavePrompt } from './useLeavePrompt';

/**
 * Rendered once by the admin shell: while a form holds unsaved changes, a link or Back inside the
 * app asks "Discard changes?" (React Router's blocker), and a reload or closing the tab gets the
 * browser's own question (beforeunload). One blocker for every form: the router supports one.
 */
export function LeaveGuard() {
  const blocking = useSyncExternalStore(unsavedForms.subscribe, unsavedForms.isBlocking, () => false);
  // The store is asked at the navigation itself: a change just made counts before the next render.
  const blocker = useLeavePrompt(blocking, unsavedForms.isBlocking);

  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        unsavedForms.discardAll();
        blocker.proceed?.();
      }}
    />
  );
}

/**
 * For a way out that is not a navigation the router can hold (signing out ends the session
 * before it navigates): `run(action)` runs it at once, or after "Discard changes?" when a form
 * holds changes. Render `prompt` once.
 */
export function useGuardedLeave(): { run: (action: () => void) => void; prompt: ReactNode } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const run = (action: () => void) => (unsavedForms.isBlocking() ? setPending(() => action) : action());
  const prompt = (
    <DiscardChangesDialog
      open={pending !== null}
      onKeep={() => setPending(null)}
      onDiscard={() => {
        const action = pending;
        setPending(null);
        unsavedForms.discardAll();
        action?.();
      }}
    />
  );
  return { run, prompt };
}
