import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `active`, leaving asks first: a reload or closing the tab gets the browser's own question
 * (beforeunload), and a link or Back to another path inside the app is held by React Router's
 * blocker, which the caller shows as a dialog. `blocks` is asked at the moment of the navigation
 * (default: `active` as last rendered).
 */
export function useLeavePrompt(active: boolean, blocks: () => boolean = () => active) {
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

  return useBlocker(({ currentLocation, nextLocation }) => blocks() && currentLocation.pathname !== nextLocation.pathname);
}
