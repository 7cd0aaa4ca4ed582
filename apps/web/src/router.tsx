import { createBrowserRouter } from 'react-router';
import { lazyPage } from './app/lazyPage';
import { PublicLayout } from './app/PublicLayout';
import { RouteError } from './app/RouteError';

// Every page is its own chunk; the admin area (shell and sections) is never in the public bundle.
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: lazyPage(() => import('./features/properties/HomePage')) },
      { path: '/properties', lazy: lazyPage(() => import('./features/properties/PropertyListPage')) },
      { path: '/properties/:id', lazy: lazyPage(() => import('./features/properties/PropertyDetailPage')) },
      { path: '/notice', lazy: lazyPage(() => import('./features/notices/NoticesPage')) },
      { path: '/apply/:propertyId', lazy: lazyPage(() => import('./features/applications/ApplyPage')) },
      { path: '/screening', lazy: lazyPage(() => import('./features/screening/ScreeningPage')) },
      { path: '/services', lazy: lazyPage(() => import('./features/services/ServicesPage')) },
      { path: '/services/maintenance', lazy: lazyPage(() => import('./features/services/MaintenanceServicePage')) },
      { path: '/about', lazy: lazyPage(() => import('./features/about/AboutPage')) },
      { path: '/contact', lazy: lazyPage(() => import('./features/contacts/ContactPage')) },
      { path: '*', lazy: lazyPage(() => import('./features/errors/NotFoundPage')) },
    ],
  },
  { path: '/admin-login', errorElement: <RouteError />, lazy: lazyPage(() => import('./features/auth/LoginPage')) },
  { path: '/reset-password/:resetToken', errorElement: <RouteError />, lazy: lazyPage(() => import('./features/auth/LoginPage')) },
  { path: '/verify-email/:token?', errorElement: <RouteError />, lazy: lazyPage(() => import('./features/auth/VerifyEmailPage')) },
  {
    path: '/admin/:section?',
    errorElement: <RouteError />,
    lazy: lazyPage(() => import('./app/admin/AdminShell')),
  },
]);
