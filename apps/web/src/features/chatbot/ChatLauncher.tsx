import { lazy, Suspense, useEffect, useState } from 'react';

const LauncherButton = lazy(() => import('./LauncherButton'));

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const;
/** After the load event, how long to wait before fetching the chat anyway. */
const AFTER_LOAD_MS = 2500;

/**
 * The Property Assistant's entry point in the public layout. Everything about the chat, even its
 * floating button, is its own chunk, fetched on the visitor's first interaction or once the page
 * has loaded and the browser is idle, so the chat adds nothing to the first-load JavaScript.
 */
export function ChatLauncher() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let timer: number | undefined;
    const go = () => setReady(true);
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(go, { timeout: 2000 }) : go());
    const afterLoad = () => {
      timer = window.setTimeout(idle, AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    for (const e of INTERACTIONS) window.addEventListener(e, go, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
      for (const e of INTERACTIONS) window.removeEventListener(e, go);
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <LauncherButton />
    </Suspense>
  ) : null;
}
