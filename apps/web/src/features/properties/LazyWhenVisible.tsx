import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '../../ui/Button';

export interface LazyWhenVisibleProps {
  /** Loads the section's module (a dynamic import), called once when it nears the viewport. */
  load: () => Promise<ComponentType>;
  /** Space kept for the section so the page does not jump when it arrives. */
  minHeight: string;
  label: string;
}

const IDLE_DELAY_MS = 2500;

/**
 * A below-the-fold section whose code is fetched when it is about to scroll into view or a
 * moment after the page has settled, so the first visit downloads only what the first screen
 * needs (architecture.md: fast by construction).
 */
export function LazyWhenVisible({ load, minHeight, label }: LazyWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let started = false;
    let cancelled = false;
    const start = () => {
      if (started) return;
      started = true;
      load().then(
        (component) => !cancelled && setSection(() => component),
        () => !cancelled && setFailed(true),
      );
    };
    // Near the viewport: load now. Otherwise once the page has settled, so a visitor who jumps
    // straight to the bottom (End key, a long fling) still finds the section there.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '0px' });
    observer?.observe(el);
    const idle = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
      else start();
    }, IDLE_DELAY_MS);
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.clearTimeout(idle);
    };
  }, [load, attempt]);

  if (Section) return <Section />;
  return (
    <div ref={ref} style={{ minHeight }} className="mx-auto flex max-w-7xl items-center justify-center px-4">
      {failed && (
        <p role="alert" className="flex items-center gap-3 text-sm text-slate-700">
          {label} could not be loaded.
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Try Again
          </Button>
        </p>
      )}
    </div>
  );
}
