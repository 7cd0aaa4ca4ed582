import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true once the page is live in the browser: for parts
 * that depend on what only the browser has (a draft in sessionStorage, the local date), so the
 * first browser render matches the server's HTML. After a hydration the switch is a transition,
 * which React renders in slices between the browser's own work rather than as one long task (the
 * application wizard froze a phone for a moment, issue 17); on a client-side navigation it is
 * true from the first render.
 */
export function useHydrated(): boolean {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [live, setLive] = useState(inBrowser);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return live;
}
