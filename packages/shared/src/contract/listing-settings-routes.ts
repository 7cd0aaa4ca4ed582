import { defineRoutes } from './endpoint';

/** The listing rule of Settings (issue 35 item 1); the schemas are in listing-settings.ts. */
export const listingSettingsRoutes = defineRoutes({
  read: { method: 'GET', path: '/api/admin/settings/listings' },
  save: { method: 'PUT', path: '/api/admin/settings/listings' },
});
