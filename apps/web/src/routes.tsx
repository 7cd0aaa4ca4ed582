import { CLIENT_ONLY_PATHS, PUBLIC_PATHS } from '@rentfront/shared/route-paths';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PublicRouteHandle } from './app/head/routeHead';
import { lazyPage } from './app/lazyPage';
import { PublicLayout } from './app/PublicLayout';
import { RouteError } from './app/RouteError';
import { PUBLIC_ROUTE_ID } from './page-data/routeIds';
import type * as SiteLoader from './app/siteLoader';
import type * as RouteModules from './routes/modules';

// A route module loads in two ways. As its component alone (the same file under `?part=Component`,
// another module to the bundler, which keeps only the component's imports: vite.config.ts marks
// these folders free of side effects), which is all a hydrating page needs; its source path is
// what the server looks up in the build manifest to list the page's chunk with the rendered HTML.
// And whole, for its loader and head (routes/modules.ts): on the server, and in the browser on the
// first navigation to it or the first new read on the page hydrated.
const componentParts = import.meta.glob<ComponentType>('./*/route.ts', {
  base: './routes',
  query: { part: 'Component' },
  import: 'Component',
});

let modules: Promise<typeof RouteModules> | undefined;
/** The whole route module; the list of them is a chunk of its own, not first-load JavaScript. */
const routeModule = async (name: string) => (await (modules ??= import('./routes/modules'))).routeModule(name);

// Sign-in and the back office: a page module each, rendered in the browser only.
const clientPages = import.meta.glob<{ default: ComponentType }>([
  './features/auth/*Page.tsx',
  './features/staff/InviteAcceptPage.tsx',
  './app/admin/AdminShell.tsx',
]);

/**
 * A public page from its route module `routes/<name>/route.ts`: React Router's object `lazy`
 * fetches the component, and the loader and head come from the whole module when first needed.
 */
function publicPage(name: string): Pick<RouteObject, 'lazy' | 'loader' | 'handle'> {
  const file = `./${name}/route.ts`;
  const Component = componentParts[file];
  if (!Component) throw new Error(`No route module ${name}`);
  const route = () => routeModule(name);
  const handle: PublicRouteHandle = { module: `src/routes/${file.slice(2)}?part=Component`, route };
  // A page without data still has a loader (answering null): the server then sends its answer
  // with the page, and the hydrating browser has nothing left to load.
  const loader = async (args: LoaderFunctionArgs) => ((await route()).loader?.(args) as unknown) ?? null;
  return { lazy: { Component }, loader, handle };
}

let siteLoaderModule: Promise<typeof SiteLoader> | undefined;

/**
 * The layout's loader, fetched when first needed: a hydrated page does not run it (the server
 * did). The module's promise is kept: `import()` of a loaded module still costs a trip through the
 * module loader, on every server render.
 */
const siteLoader = async (args: LoaderFunctionArgs) => (await (siteLoaderModule ??= import('./app/siteLoader'))).siteLoader(args);

/**
 * The one route table. The public site: rendered on the server (entry-server) and hydrated in the
 * browser; each page reads its data in its route module's loader, the layout's loader reads the
 * site's identity once per visit. Paths are named in `@rentfront/shared/routes`, which the server
 * reads too (which addresses are pages, which are client-only, the sitemap).
 *
 * Made afresh for each router: React Router resolves an object `lazy` by clearing its fields in
 * place, on the object the table gave it (its own routes are shallow copies). Shared, the first
 * router to load a page would leave every later one a route with no component, which it takes for
 * one still loading: an empty page (a second renderer in the same process, as the tests make).
 */
export function createPublicRoutes(): RouteObject[] {
  return [
    {
      id: PUBLIC_ROUTE_ID,
      element: <PublicLayout />,
      errorElement: <RouteError />,
      loader: siteLoader,
      shouldRevalidate: () => false,
      children: [
        ...Object.entries(PUBLIC_PATHS).map(([name, path]) => ({ path, ...publicPage(name) })),
        { path: '*', ...publicPage('notFound') },
      ],
    },
  ];
}

/**
 * A page the server does not render starts with its chunk still loading; React Router shows this
 * meanwhile (and warns when a route has none). It is only announced: the page follows at once.
 */
function clientPage(file: string): RouteObject {
  const importPage = clientPages[file];
  if (!importPage) throw new Error(`No page module ${file}`);
  return {
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <p role="status" className="sr-only">
        Loading…
      </p>
    ),
    lazy: lazyPage(importPage),
  };
}

/** Everything the browser routes: the public site, then sign-in and the back office (client-rendered only). */
export function createAppRoutes(): RouteObject[] {
  return [
    ...createPublicRoutes(),
    { path: CLIENT_ONLY_PATHS.login, ...clientPage('./features/auth/LoginPage.tsx') },
    { path: CLIENT_ONLY_PATHS.resetPassword, ...clientPage('./features/auth/LoginPage.tsx') },
    { path: CLIENT_ONLY_PATHS.verifyEmail, ...clientPage('./features/auth/VerifyEmailPage.tsx') },
    // Before /admin/:section?: the invited colleague is not signed in yet (ADR 0022).
    { path: CLIENT_ONLY_PATHS.invite, ...clientPage('./features/staff/InviteAcceptPage.tsx') },
    { path: CLIENT_ONLY_PATHS.admin, ...clientPage('./app/admin/AdminShell.tsx') },
  ];
}
