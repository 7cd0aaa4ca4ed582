import { defineRoutes } from './endpoint';

/** Method and path of each tours endpoint (issue 21, issue 30); the schemas are in tours.ts. */
export const tourRoutes = defineRoutes({
  availability: { method: 'GET', path: '/api/tours/availability' },
  offer: { method: 'GET', path: '/api/tours/offer' },
  book: { method: 'POST', path: '/api/tours' },
  manageView: { method: 'GET', path: '/api/tours/manage/:token' },
  reschedule: { method: 'POST', path: '/api/tours/manage/:token/reschedule' },
  cancel: { method: 'POST', path: '/api/tours/manage/:token/cancel' },
  calendar: { method: 'GET', path: '/api/tours/manage/:token/calendar.ics', download: true },
  adminList: { method: 'GET', path: '/api/admin/tours' },
  adminDetail: { method: 'GET', path: '/api/admin/tours/:id' },
  adminUpdate: { method: 'PATCH', path: '/api/admin/tours/:id' },
  revokeManageLink: { method: 'POST', path: '/api/admin/tours/:id/manage-link/revoke' },
  issueManageLink: { method: 'POST', path: '/api/admin/tours/:id/manage-link' },
  settings: { method: 'GET', path: '/api/admin/tour-settings' },
  saveSettings: { method: 'PUT', path: '/api/admin/tour-settings' },
  propertySettings: { method: 'GET', path: '/api/admin/tour-settings/properties/:id' },
  savePropertySettings: { method: 'PUT', path: '/api/admin/tour-settings/properties/:id' },
});
