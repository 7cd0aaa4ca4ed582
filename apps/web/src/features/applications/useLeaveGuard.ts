import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving the wizard with unsaved answers: the browser's own prompt when the tab is
 * closed or reloaded, and a blocker (shown as a dialog by the caller) for links inside the app.
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need a return value to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
}
