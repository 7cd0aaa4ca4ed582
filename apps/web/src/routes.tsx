import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { applyHead, homeHead, noticesHead, notFoundHead, propertyDetailHead, propertyListHead, staticHead } from './app/head/routeHeads';
import type { RouteHead } from './app/head/routeHeads';
import { lazyPage } from './app/lazyPage';
import { PublicLayout } from './app/PublicLayout';
import {
  applyLoader,
  homeLoader,
  noticesLoader,
  propertyListLoader,
  propertyLoader,
  screeningLoader,
  siteLoader,
  teamLoader,
} from './app/publicLoaders';
import { RouteError } from './app/RouteError';
import { PUBLIC_ROUTE_ID } from './app/routeIds';

type PageModule = { default: ComponentType };

// Every page is its own chunk. The glob gives each chunk's source path, which the server looks up
// in the build manifest to preload the page's chunk with the rendered HTML.
const pageModules = import.meta.glob<PageModule>(['./features/*/*Page.tsx', './app/admin/AdminShell.tsx']);

/** What the server needs to know of a route: its page module (for modulepreload) and its head. */
export interface RouteHandle {
  module: string;
  head?: RouteHead;
}

function page(file: string, head?: RouteHead): Pick<RouteObject, 'lazy' | 'handle'> {
  const importPage = pageModules[file];
  if (!importPage) throw new Error(`No page module ${file}`);
  const handle: RouteHandle = { module: `src/${file.slice(2)}`, head };
  return { lazy: lazyPage(importPage), handle };
}

/**
 * The public site: rendered on the server (entry-server) and hydrated in the browser. Each page
 * reads its data in a loader; the layout's loader reads the site's identity once per visit.
 */
export const publicRoutes: RouteObject[] = [
  {
    id: PUBLIC_ROUTE_ID,
    element: <PublicLayout />,
    errorElement: <RouteError />,
    loader: siteLoader,
    shouldRevalidate: () => false,
    children: [
      { path: '/', loader: homeLoader, ...page('./features/properties/HomePage.tsx', homeHead) },
      { path: '/properties', loader: propertyListLoader, ...page('./features/properties/PropertyListPage.tsx', propertyListHead) },
      { path: '/properties/:id', loader: propertyLoader, ...page('./features/properties/PropertyDetailPage.tsx', propertyDetailHead) },
      { path: '/notice', loader: noticesLoader, ...page('./features/notices/NoticesPage.tsx', noticesHead) },
      { path: '/apply/:propertyId', loader: applyLoader, ...page('./features/applications/ApplyPage.tsx', applyHead) },
      {
        path: '/screening',
        loader: screeningLoader,
        ...page(
          './features/screening/ScreeningPage.tsx',
          staticHead(
            'Pre-Screening Questionnaire',
            'Tell us what you are looking for and get matching rentals; our team replies within 24-48 hours.',
            '/screening',
          ),
        ),
      },
      {
        path: '/services',
        ...page(
          './features/services/ServicesPage.tsx',
          staticHead(
            'Services',
            'Property management, maintenance, leasing, legal compliance, rent collection and inspections.',
            '/services',
          ),
        ),
      },
      {
        path: '/services/maintenance',
        ...page(
          './features/services/MaintenanceServicePage.tsx',
          staticHead(
            'Maintenance Service',
            'Maintenance and property management services for residents and owners.',
            '/services/maintenance',
          ),
        ),
      },
      {
        path: '/about',
        loader: teamLoader,
        ...page(
          './features/about/AboutPage.tsx',
          staticHead(
            'About Us',
            'Who we are, how renting with us works, and the team that takes care of our homes and residents.',
            '/about',
          ),
        ),
      },
      {
        path: '/contact',
        ...page(
          './features/contacts/ContactPage.tsx',
          staticHead(
            'Contact Us',
            'Questions about a rental or an application? Send us a message; we usually reply within 1 business day.',
            '/contact',
          ),
        ),
      },
      { path: '*', ...page('./features/errors/NotFoundPage.tsx', notFoundHead) },
    ],
  },
];

/** Everything the browser routes: the public site, then sign-in and the back office (client-rendered only). */
export const appRoutes: RouteObject[] = [
  ...publicRoutes,
  { path: '/admin-login', errorElement: <RouteError />, ...page('./features/auth/LoginPage.tsx') },
  { path: '/reset-password/:resetToken', errorElement: <RouteError />, ...page('./features/auth/LoginPage.tsx') },
  { path: '/verify-email/:token?', errorElement: <RouteError />, ...page('./features/auth/VerifyEmailPage.tsx') },
  { path: '/admin/:section?', errorElement: <RouteError />, ...page('./app/admin/AdminShell.tsx') },
];
