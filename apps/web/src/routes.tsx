import { CLIENT_ONLY_PATHS, PUBLIC_PATHS } from '@rentfront/shared/routes';
import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PublicRouteHandle, RouteHead } from './app/head/routeHead';
import { lazyPage } from './app/lazyPage';
import { PublicLayout } from './app/PublicLayout';
import { RouteError } from './app/RouteError';
import { PUBLIC_ROUTE_ID } from './app/routeIds';
import type * as SiteLoader from './app/siteLoader';

/**
 * A public page's route module (`routes/<page>/route.ts`): its component, its loader (if it reads
 * data), its head, and whether it has form fields the server renders outside a deferred section.
 */
export interface PublicRouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  head: RouteHead;
  fields?: boolean;
}

// Every route module is its own chunk. The glob gives each chunk's source path, which the server
// looks up in the build manifest to list the page's chunks with the rendered HTML.
const routeModules = import.meta.glob<PublicRouteModule>('./routes/*/route.ts');
// Sign-in and the back office: a page module each, rendered in the browser only.
const clientPages = import.meta.glob<{ default: ComponentType }>([
  './features/auth/*Page.tsx',
  './features/staff/InviteAcceptPage.tsx',
  './app/admin/AdminShell.tsx',
]);

/**
 * A public page from its route module, with React Router's object `lazy`: nothing of the page is
 * in the first-load chunk, and a navigation fetches the module once for all three parts. The
 * handle adds the module's source path to what the module says of itself.
 */
function publicPage(name: string): Pick<RouteObject, 'lazy'> {
  const file = `./routes/${name}/route.ts`;
  const load = routeModules[file];
  if (!load) throw new Error(`No route module ${file}`);
  return {
    lazy: {
      Component: async () => (await load()).Component,
      loader: async () => (await load()).loader,
      handle: async (): Promise<PublicRouteHandle> => {
        const { head, fields = false } = await load();
        return { module: `src/${file.slice(2)}`, head, fields };
      },
    },
  };
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
 */
export const publicRoutes: RouteObject[] = [
  {
    id: PUBLIC_ROUTE_ID,
    element: <PublicLayout />,
    errorElement: <RouteError />,
    loader: siteLoader,
    shouldRevalidate: () => false,
    children: [
      { path: PUBLIC_PATHS.home, ...publicPage('home') },
      { path: PUBLIC_PATHS.properties, ...publicPage('properties') },
      { path: PUBLIC_PATHS.property, ...publicPage('property') },
      { path: PUBLIC_PATHS.notices, ...publicPage('notices') },
      { path: PUBLIC_PATHS.apply, ...publicPage('apply') },
      { path: PUBLIC_PATHS.screening, ...publicPage('screening') },
      { path: PUBLIC_PATHS.services, ...publicPage('services') },
      { path: PUBLIC_PATHS.maintenanceService, ...publicPage('maintenance-service') },
      { path: PUBLIC_PATHS.about, ...publicPage('about') },
      { path: PUBLIC_PATHS.contact, ...publicPage('contact') },
      { path: PUBLIC_PATHS.leaseTerms, ...publicPage('lease-terms') },
      { path: PUBLIC_PATHS.rentalPolicies, ...publicPage('rental-policies') },
      { path: PUBLIC_PATHS.tour, ...publicPage('tour') },
      { path: PUBLIC_PATHS.tourManage, ...publicPage('tour-manage') },
      { path: '*', ...publicPage('not-found') },
    ],
  },
];

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
export const appRoutes: RouteObject[] = [
  ...publicRoutes,
  { path: CLIENT_ONLY_PATHS.login, ...clientPage('./features/auth/LoginPage.tsx') },
  { path: CLIENT_ONLY_PATHS.resetPassword, ...clientPage('./features/auth/LoginPage.tsx') },
  { path: CLIENT_ONLY_PATHS.verifyEmail, ...clientPage('./features/auth/VerifyEmailPage.tsx') },
  // Before /admin/:section?: the invited colleague is not signed in yet (ADR 0022).
  { path: CLIENT_ONLY_PATHS.invite, ...clientPage('./features/staff/InviteAcceptPage.tsx') },
  { path: CLIENT_ONLY_PATHS.admin, ...clientPage('./app/admin/AdminShell.tsx') },
];
