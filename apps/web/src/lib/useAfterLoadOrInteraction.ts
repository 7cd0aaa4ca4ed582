import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Calls `callback` once, at the visitor's first interaction with the page (a touch, a pointer
 * move, a key, a scroll) or, failing that, `afterLoadMs` after the load event when the browser is
 * idle. Returns a function that cancels it.
 */
export function onLoadOrInteraction(callback: () => void, afterLoadMs = 2500): () => void {
  let timer: number | undefined;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(go, { timeout: 2000 }) : go());
  const afterLoad = () => {
    timer = window.setTimeout(idle, afterLoadMs);
  };
  function cancel() {
    window.clearTimeout(timer);
    window.removeEventListener('load', afterLoad);
    for (const e of INTERACTIONS) window.removeEventListener(e, go);
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  for (const e of INTERACTIONS) window.addEventListener(e, go, { once: true, passive: true });
  return () => {
    done = true;
    cancel();
  };
}

/**
 * False at first, true after `onLoadOrInteraction`. For code a page does not need to show itself
 * but should have ready before it is used (the chat, the price slider): it stays out of the first
 * load, and is there before a hand reaches it.
 */
export function useAfterLoadOrInteraction(afterLoadMs = 2500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : onLoadOrInteraction(() => setReady(true), afterLoadMs)), [ready, afterLoadMs]);
  return ready;
}
