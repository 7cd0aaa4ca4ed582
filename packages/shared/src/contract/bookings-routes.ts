import { defineRoutes } from './endpoint';

/** Method and path of each visit booking options endpoint (server.md §3); the schemas are in bookings.ts. */
export const bookingRoutes = defineRoutes({
  publicList: { method: 'GET', path: '/api/tidycal/booking-types' },
  adminList: { method: 'GET', path: '/api/admin/booking-types' },
  create: { method: 'POST', path: '/api/admin/booking-types' },
  update: { method: 'PUT', path: '/api/admin/booking-types/:id' },
  remove: { method: 'DELETE', path: '/api/admin/booking-types/:id' },
});
