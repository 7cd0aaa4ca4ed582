import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { HeadName } from './app/head/routeHeads';
import { lazyPage } from './app/lazyPage';
import { PublicLayout } from './app/PublicLayout';
import type * as PublicLoaders from './app/publicLoaders';
import { RouteError } from './app/RouteError';
import { PUBLIC_ROUTE_ID } from './page-data/routeIds';

type PageModule = { default: ComponentType };

// Every page is its own chunk. The glob gives each chunk's source path, which the server looks up
// in the build manifest to preload the page's chunk with the rendered HTML.
const pageModules = import.meta.glob<PageModule>(['./features/*/*Page.tsx', './app/admin/AdminShell.tsx']);

/**
 * What the server needs to know of a route: its page module (for modulepreload), its head's name,
 * and whether its page has form fields the server renders outside a deferred section, whose typed
 * text main.tsx carries over hydration with a helper module the server then lists for preload.
 */
export interface RouteHandle {
  module: string;
  head?: HeadName;
  fields?: boolean;
}

function page(file: string, head?: HeadName, { fields = false } = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const importPage = pageModules[file];
  if (!importPage) throw new Error(`No page module ${file}`);
  const handle: RouteHandle = { module: `src/${file.slice(2)}`, head, fields };
  return { lazy: lazyPage(importPage), handle };
}

type LoaderName = {
  [K in keyof typeof PublicLoaders]: (typeof PublicLoaders)[K] extends (args: LoaderFunctionArgs) => unknown ? K : never;
}[keyof typeof PublicLoaders];

let loadersModule: Promise<typeof PublicLoaders> | undefined;

/**
 * A loader from app/publicLoaders.ts, fetched when first needed: a hydrated page does not run its
 * loaders (the server did), so their code (filters, API clients) is not first-load JavaScript.
 * The module's promise is kept: `import()` of a loaded module still costs a trip through the
 * module loader, on every server render.
 */
const loader =
  (name: LoaderName) =>
  async (args: LoaderFunctionArgs): Promise<unknown> => {
    const loaders = await (loadersModule ??= import('./app/publicLoaders'));
    return (loaders[name] as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
  };

/**
 * The public site: rendered on the server (entry-server) and hydrated in the browser. Each page
 * reads its data in a loader; the layout's loader reads the site's identity once per visit.
 */
export const publicRoutes: RouteObject[] = [
  {
    id: PUBLIC_ROUTE_ID,
    element: <PublicLayout />,
    errorElement: <RouteError />,
    loader: loader('siteLoader'),
    shouldRevalidate: () => false,
    children: [
      { path: '/', loader: loader('homeLoader'), ...page('./features/properties/HomePage.tsx', 'home') },
      {
        path: '/properties',
        loader: loader('propertyListLoader'),
        ...page('./features/properties/PropertyListPage.tsx', 'propertyList', { fields: true }),
      },
      {
        path: '/properties/:id',
        loader: loader('propertyLoader'),
        ...page('./features/properties/PropertyDetailPage.tsx', 'propertyDetail'),
      },
      { path: '/notice', loader: loader('noticesLoader'), ...page('./features/notices/NoticesPage.tsx', 'notices', { fields: true }) },
      { path: '/apply/:propertyId', loader: loader('applyLoader'), ...page('./features/applications/ApplyPage.tsx', 'apply') },
      {
        path: '/screening',
        loader: loader('screeningLoader'),
        ...page('./features/screening/ScreeningPage.tsx', 'screening', { fields: true }),
      },
      { path: '/services', ...page('./features/services/ServicesPage.tsx', 'services') },
      { path: '/services/maintenance', ...page('./features/services/MaintenanceServicePage.tsx', 'maintenanceService') },
      { path: '/about', loader: loader('teamLoader'), ...page('./features/about/AboutPage.tsx', 'about') },
      { path: '/contact', loader: loader('contactLoader'), ...page('./features/contacts/ContactPage.tsx', 'contact', { fields: true }) },
      { path: '/lease-terms', loader: loader('leaseTermsLoader'), ...page('./features/policies/SiteTextPage.tsx', 'leaseTerms') },
      {
        path: '/rental-policies',
        loader: loader('rentalPoliciesLoader'),
        ...page('./features/policies/SiteTextPage.tsx', 'rentalPolicies'),
      },
      { path: '/tour', loader: loader('tourLoader'), ...page('./features/tours/TourPage.tsx', 'tour', { fields: true }) },
      { path: '/tour/manage/:token', ...page('./features/tours/TourManagePage.tsx', 'tourManage', { fields: true }) },
      { path: '*', ...page('./features/errors/NotFoundPage.tsx', 'notFound') },
    ],
  },
];

/**
 * A page the server does not render starts with its chunk still loading; React Router shows this
 * meanwhile (and warns when a route has none). It is only announced: the page follows at once.
 */
function clientPage(file: string): RouteObject {
  return {
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <p role="status" className="sr-only">
        Loading…
      </p>
    ),
    ...page(file),
  };
}

/** Everything the browser routes: the public site, then sign-in and the back office (client-rendered only). */
export const appRoutes: RouteObject[] = [
  ...publicRoutes,
  { path: '/admin-login', ...clientPage('./features/auth/LoginPage.tsx') },
  { path: '/reset-password/:resetToken', ...clientPage('./features/auth/LoginPage.tsx') },
  { path: '/verify-email/:token?', ...clientPage('./features/auth/VerifyEmailPage.tsx') },
  // Before /admin/:section?: the invited colleague is not signed in yet (ADR 0022).
  { path: '/admin/invite', ...clientPage('./features/staff/InviteAcceptPage.tsx') },
  { path: '/admin/:section?', ...clientPage('./app/admin/AdminShell.tsx') },
];
