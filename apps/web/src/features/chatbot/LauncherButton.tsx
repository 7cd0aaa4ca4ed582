import { MessageCircle } from '../../ui/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ChatWindowMode } from './ChatWidget';

const loadWidget = () => import('./ChatWidget');
const ChatWidget = lazy(loadWidget);

/** Loads the widget's code in the background once the page has settled (after load, when idle). */
function usePrefetchWhenIdle() {
  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    const prefetch = () => {
      if (cancelled) return;
      const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
      idle(() => {
        if (!cancelled) void loadWidget();
      });
    };
    // Later still than the button itself: the widget is only fetched ahead once all is quiet.
    const schedule = () => {
      timer = window.setTimeout(prefetch, 3000);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('load', schedule);
    };
  }, []);
}

/**
 * The Property Assistant's floating button and, once opened, the widget (its own chunk, fetched
 * on first open or in the background when the page is idle).
 */
export default function LauncherButton() {
  const [mode, setMode] = useState<ChatWindowMode>('closed');
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  usePrefetchWhenIdle();

  const open = () => {
    setMounted(true);
    setMode('open');
  };

  return (
    <>
      {mode === 'closed' && (
        <button
          ref={buttonRef}
          type="button"
          onClick={open}
          aria-label="Open Property Assistant chat"
          aria-haspopup="dialog"
          className="fixed bottom-4 right-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
        >
          <MessageCircle aria-hidden className="h-6 w-6" />
        </button>
      )}
      {mounted && (
        <Suspense
          fallback={
            mode === 'open' ? (
              <div role="status" className="fixed bottom-4 right-4 z-30 rounded-full bg-brand-700 px-4 py-3 text-sm text-white shadow-lg">
                Opening chat...
              </div>
            ) : null
          }
        >
          <ChatWidget
            mode={mode}
            onMinimize={() => setMode('minimized')}
            onExpand={() => setMode('open')}
            onClose={() => {
              setMode('closed');
              // Back to the button that opened it.
              requestAnimationFrame(() => buttonRef.current?.focus());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
