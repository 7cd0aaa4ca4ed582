import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { onLoadOrInteraction } from '../useAfterLoadOrInteraction';
import { AfterHydration } from './AfterHydration';
import { holdSubmits, holdSubmitsWithin } from './submitHold';
import type { TypedValue } from './typedBeforeHydration';

/**
 * A server-rendered section whose code the browser fetches only when the section nears the
 * viewport or is touched (pointer or focus), then hydrates in place. Until then the server's HTML
 * stays on screen, static: React leaves a Suspense boundary whose code is not there yet
 * dehydrated and hydrates it when it arrives (selective hydration). What was typed into its
 * fields in the meantime is kept (typedBeforeHydration.ts), and a form of ours submitted meanwhile
 * is submitted again once it is live (submitHold.ts); if the code cannot be fetched, the section
 * stays as the server wrote it (a form with its own action still submits) and the next touch
 * tries again.
 * Used for below-the-fold parts of a page whose code would otherwise be first-load JavaScript
 * (issue 17's budgets), e.g. the home page's search form, the footer (`afterLoad`) and the contact form (`whenSeen: false`).
 *
 * On the server the section renders in full and synchronously: entry-server awaits
 * `preloadDeferredSections()` first, as a suspended boundary would stream its content in an
 * inline script the CSP refuses. A section mounted by a client-side navigation loads at once.
 */

const serverPreloads: (() => Promise<unknown>)[] = [];

/** Loads every deferred section's code (server only): called before each render, cheap once done. */
export function preloadDeferredSections(): Promise<unknown> {
  return Promise.all(serverPreloads.map((preload) => preload()));
}

/** A promise with its resolve function: the section waits at it until it is seen or touched. */
function createGate() {
  let open!: () => void;
  const reached = new Promise<void>((resolve) => (open = resolve));
  return { reached, open };
}

export interface HydrateWhenVisibleOptions {
  /**
   * Also load at the visitor's first interaction with the page or a moment after the load event.
   * For what stays on screen across pages (the layout's footer): a client-side navigation changes
   * the router's context, React carries a context change into a section still waiting for its
   * code, and the navigation would wait until the section was reached; this way its code is on
   * its way first. And for a form on screen at once (`whenSeen: false`).
   */
  afterLoad?: boolean;
  /**
   * Load when the section nears the viewport (default). False for a form that is on screen as the
   * page opens (the contact form): its code then waits for a touch, on the form or anywhere, or
   * for the moment after the load event (`afterLoad`), and is not first-load JavaScript.
   */
  whenSeen?: boolean;
}

export function hydrateWhenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { afterLoad = false, whenSeen = true }: HydrateWhenVisibleOptions = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (Loaded = component)));
  if (import.meta.env.SSR) serverPreloads.push(start);

  let gate = createGate();
  /** The mounted sections' elements, and what was typed into each before it hydrated. */
  const containers = new Set<HTMLElement>();
  const typed = new WeakMap<HTMLElement, TypedValue[]>();
  /** Per mounted section still waiting for its code: its forms' submissions, held (submitHold.ts). */
  const sectionHolds = new WeakMap<HTMLElement, ReturnType<typeof holdSubmitsWithin>>();
  let restore: (el: HTMLElement) => void = () => undefined;
  let release: () => void = () => undefined;

  const LazySection = lazy(async () => {
    for (;;) {
      await gate.reached;
      try {
        // The typed-values helper comes with the section's code: it is not first-load JavaScript.
        const [component, typedValues] = await Promise.all([start(), import('./typedBeforeHydration')]);
        // Read now, just before React hydrates the section with its code. A submission from now
        // until the values are back waits for them (submitHold.ts).
        const heard = new Map<HTMLElement, () => TypedValue[]>();
        for (const el of containers) {
          typed.set(el, typedValues.readTypedValues(el));
          heard.set(el, typedValues.followTyping(el));
        }
        if (containers.size) release = holdSubmits();
        restore = (el) => {
          typedValues.restoreTypedValues(typedValues.typedSinceServer(typed.get(el) ?? [], el, undefined, heard.get(el)?.()));
          // In a task of its own, as the page's first hydration does: the values are rendered first.
          setTimeout(() => {
            release();
            sectionHolds.get(el)?.release();
          });
        };
        return { default: component };
      } catch {
        // Offline or a new release: the static section still works; the next touch tries again.
        loading = undefined;
        gate = createGate();
      }
    }
  });

  function DeferredSection(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = ref.current;
      if (!el) return;
      containers.add(el);
      const open = () => gate.open();
      const observer =
        typeof IntersectionObserver === 'undefined' || !whenSeen
          ? null
          : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open());
      // Empty: mounted in the browser (a client-side navigation), not hydrated, so nothing is on
      // screen yet; load now. (React hydrates a Suspense boundary after the rest of the app, so a
      // flag set when the app commits cannot tell the two apart.) Without an observer, load now
      // too, unless the section waits for a touch or the load event.
      if (!el.firstElementChild || (!observer && whenSeen)) open();
      else sectionHolds.set(el, holdSubmitsWithin(el));
      const cancelEarly = afterLoad ? onLoadOrInteraction(open) : undefined;
      observer?.observe(el);
      // On the window in the capture phase: a tap or Tab into the static form starts the load
      // before React sees it. (React stops a focusin inside a section it has not hydrated at the
      // root, to replay it later: a listener on the section itself would never hear it.)
      const touched = (event: Event) => el.contains(event.target as Node) && open();
      addEventListener('pointerdown', touched, { capture: true });
      addEventListener('focusin', touched, { capture: true });
      return () => {
        cancelEarly?.();
        containers.delete(el);
        sectionHolds.get(el)?.drop();
        // Gone before it hydrated: nothing is left to give back, so nothing to wait for.
        if (!containers.size) release();
        observer?.disconnect();
        removeEventListener('pointerdown', touched, { capture: true });
        removeEventListener('focusin', touched, { capture: true });
      };
    }, []);
    const Section = import.meta.env.SSR && Loaded ? Loaded : LazySection;
    // data-deferred-section: the mark app/deferredSection.ts looks for.
    return (
      <div ref={ref} data-deferred-section="">
        <Suspense fallback={null}>
          <Section {...props} />
          <AfterHydration run={() => ref.current && restore(ref.current)} />
        </Suspense>
      </div>
    );
  }
  // Memoized: an update that reaches a section still waiting for its code makes React give up its
  // server HTML for the fallback or, inside a transition, hold the transition until the section
  // has hydrated. So the page's own re-renders pass a section by unless its props change.
  return memo(DeferredSection) as unknown as ComponentType<P>;
}
