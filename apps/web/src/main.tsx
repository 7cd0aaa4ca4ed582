import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { hydrateServerPage } from './app/hydrateServerPage';
import { readHydrationData } from './app/hydrationData';
import { Providers } from './app/providers';
import { createAppRoutes } from './routes';
import './index.css';

/**
 * The server rendered the page with its components already loaded; the browser must have them
 * too before hydrating, or the first render would differ (React Router's advice for SSR with lazy
 * routes). A public route's `lazy` holds its component alone (routes.tsx), whose chunk the server
 * lists for the starter, so this waits for no extra round trip.
 */
async function loadMatchedModules(routes: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const { Component } = route.lazy as { Component: () => Promise<RouteObject['Component']> };
      Object.assign(route, { Component: await Component(), lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const hydrationData = readHydrationData(document);
  const routes = createAppRoutes();
  if (hydrationData) await loadMatchedModules(routes);
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // Admin and sign-in pages are not rendered on the server: the browser renders them from scratch.
  if (hydrationData) await hydrateServerPage(container, app);
  else createRoot(container).render(app);
}

void start();
