import { HYDRATING_EVENT } from '@rentfront/shared/page-scripts';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AfterHydration } from '../lib/hydration/AfterHydration';
import { FIELDS_OUTSIDE_DEFERRED_SECTIONS } from './deferredSection';
import { holdSubmits, replay } from '../lib/hydration/submitHold';

/**
 * Hydrates a server-rendered page. The page was on screen, static, while the app loaded
 * (ADR 0029): what the visitor did meanwhile is carried over. Text typed into its fields and
 * choices made there, before or while React hydrates them, are given back through the fields' own
 * events once React owns them (React's hydration fires no onChange for them); then buttons tapped
 * are tapped again and forms submitted are submitted again (the starter noted them, and
 * submissions made from the announcement until the values are back are held), in order.
 */
export async function hydrateServerPage(container: HTMLElement, app: ReactNode): Promise<void> {
  // Fields in a deferred section are the section's own business (hydrateWhenVisible.tsx).
  const typing = container.querySelector(FIELDS_OUTSIDE_DEFERRED_SECTIONS) ? await import('../lib/hydration/typedBeforeHydration') : null;
  const typed = typing?.readTypedValues(container, FIELDS_OUTSIDE_DEFERRED_SECTIONS) ?? [];
  const heard = typing?.followTyping(container, FIELDS_OUTSIDE_DEFERRED_SECTIONS);
  // Taken before the announcement: the starter stops holding submissions when it hears it.
  const release = holdSubmits();
  const pending: Element[] = [];
  document.dispatchEvent(new CustomEvent(HYDRATING_EVENT, { detail: pending }));
  const afterwards = () => {
    typing?.restoreTypedValues(typing.typedSinceServer(typed, container, FIELDS_OUTSIDE_DEFERRED_SECTIONS, heard?.()));
    // In a task of its own: the restored values must be rendered (the state a submit handler reads)
    // before the taps and submits that may depend on them.
    setTimeout(() => {
      replay(pending);
      release();
    });
  };
  // In a transition, so React hydrates in slices and yields to the browser between them instead of
  // blocking the page for one long task. What is typed or filled in meanwhile is heard
  // (followTyping) and given back above; before that existed (27 November) a value filled into the
  // notices search while the page hydrated was lost, which is why this was once taken out.
  startTransition(() => {
    hydrateRoot(
      container,
      <>
        {app}
        <AfterHydration run={afterwards} />
      </>,
    );
  });
}
