import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * False at first, true once the visitor first interacts with the page (a touch, a pointer move, a
 * key, a scroll) or, failing that, `afterLoadMs` after the load event when the browser is idle.
 * For code a page does not need to show itself but should have ready before it is used (the
 * chat, the price slider): it stays out of the first load, and is there before a hand reaches it.
 */
export function useAfterLoadOrInteraction(afterLoadMs = 2500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let timer: number | undefined;
    const go = () => setReady(true);
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(go, { timeout: 2000 }) : go());
    const afterLoad = () => {
      timer = window.setTimeout(idle, afterLoadMs);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    for (const e of INTERACTIONS) window.addEventListener(e, go, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
      for (const e of INTERACTIONS) window.removeEventListener(e, go);
    };
  }, [ready, afterLoadMs]);
  return ready;
}
