import { defineRoutes } from './endpoint';

/** The rent rules of Settings (issue 33 item 2); the schemas are in rent-settings.ts. */
export const rentSettingsRoutes = defineRoutes({
  read: { method: 'GET', path: '/api/admin/settings/rent' },
  save: { method: 'PUT', path: '/api/admin/settings/rent' },
});
