import './zodConfig';
import { HYDRATING_EVENT } from '@rentfront/shared/page-scripts';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AfterHydration } from './app/AfterHydration';
import { FIELDS_OUTSIDE_DEFERRED_SECTIONS } from './app/deferredSection';
import { readHydrationData } from './app/hydrationData';
import { Providers } from './app/providers';
import { appRoutes } from './routes';
import './index.css';

/**
 * The server rendered the page with its lazy route modules already loaded; the browser must have
 * them too before hydrating, or the first render would differ (React Router's advice for SSR
 * with lazy routes). The server lists the same chunks for the starter, so this waits for no
 * extra round trip.
 */
async function loadMatchedModules(routes: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Hydrates a server-rendered page. The page was on screen, static, while the app loaded
 * (ADR 0029): what the visitor did meanwhile is carried over. Text typed into its fields, before
 * or while React hydrates them, is given back through the fields' own events once React owns them
 * (React's hydration fires no onChange for it); then buttons tapped are tapped again and forms
 * submitted are submitted again (the starter noted them), in the order they happened.
 */
async function hydrate(container: HTMLElement, app: ReactNode): Promise<void> {
  // Fields in a deferred section are the section's own business (hydrateWhenVisible.tsx).
  const typing = container.querySelector(FIELDS_OUTSIDE_DEFERRED_SECTIONS) ? await import('./app/typedBeforeHydration') : null;
  const typed = typing?.readTypedValues(container, FIELDS_OUTSIDE_DEFERRED_SECTIONS) ?? [];
  const pending: Element[] = [];
  document.dispatchEvent(new CustomEvent(HYDRATING_EVENT, { detail: pending }));
  const afterwards = () => {
    typing?.restoreTypedValues(typing.typedSinceServer(typed, container, FIELDS_OUTSIDE_DEFERRED_SECTIONS));
    // In a task of its own: the restored text must be rendered (the state a submit handler reads)
    // before the taps and submits it may depend on.
    setTimeout(() => {
      for (const el of pending) {
        if (!el.isConnected) continue;
        if (el instanceof HTMLFormElement) el.requestSubmit();
        else if (el instanceof HTMLElement) el.click();
      }
    });
  };
  // Not in a transition: React then yields during hydration (less blocking time) but text typed
  // or a value filled in that moment was lost (the notices search journey, 27 November).
  hydrateRoot(
    container,
    <>
      {app}
      <AfterHydration run={afterwards} />
    </>,
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const hydrationData = readHydrationData(document);
  if (hydrationData) await loadMatchedModules(appRoutes);
  const router = createBrowserRouter(appRoutes, { hydrationData });
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // Admin and sign-in pages are not rendered on the server: the browser renders them from scratch.
  if (hydrationData) await hydrate(container, app);
  else createRoot(container).render(app);
}

void start();
