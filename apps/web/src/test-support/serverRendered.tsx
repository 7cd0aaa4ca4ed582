import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll } from 'vitest';

/**
 * For the real-React hydration tests (`*.hydrate.test.tsx`): a part of the page as the server
 * writes it, then hydrated the way the browser's entry does, inside `act`. A file calls
 * `setUpHydrationTests()` once; each test's roots are unmounted and its page cleared after it.
 */

const roots: Root[] = [];

/** Unmounts every root hydrated so far and clears the page (after each test, or mid-test for a fresh start). */
export function clearHydratedPages(): void {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
}

export function setUpHydrationTests(): void {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(clearHydratedPages);
}

/** The server's HTML of `app`, in a container on the page. */
export function serverRendered(app: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  return container;
}

/**
 * Hydrates `container` with `app`. `meanwhile` runs in the same act, right after React was asked
 * to hydrate and before React's own task: what a visitor does while the page hydrates.
 */
export async function hydrate(container: HTMLElement, app: ReactNode, meanwhile?: () => void): Promise<Root> {
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, app);
    meanwhile?.();
  });
  roots.push(root);
  return root;
}
