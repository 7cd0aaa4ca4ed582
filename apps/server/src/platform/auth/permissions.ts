import { roleCan, type Permission } from '@rentfront/shared';

/**
 * The one map from every guarded route (method + the router's pattern) to the permission it needs
 * (ADR 0022). The auth plugin looks each request up here; the roles behind each permission live
 * in packages/shared/src/permissions.ts, which the admin menu reads too. routes-permissions.test.ts
 * walks the app's route table and fails on any /api/admin route missing here, so a new route
 * cannot slip through; until it is mapped, only an owner can use it (see `permissionFor`).
 */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  // Every signed-in staff member: their own profile.
  'GET /api/user/profile': 'profile.self',
  'PUT /api/user/profile': 'profile.self',

  'GET /api/admin/dashboard': 'dashboard.view',
  'GET /api/admin/dashboard/attention': 'dashboard.view',
  'GET /api/admin/dashboard/lead-sources': 'dashboard.view',

  'GET /api/admin/properties': 'properties.manage',
  'POST /api/admin/properties/add': 'properties.manage',
  'PUT /api/admin/properties/:id': 'properties.manage',
  'DELETE /api/admin/properties/:id': 'properties.manage',
  'GET /api/admin/properties/geocode': 'properties.manage',
  'GET /api/admin/properties/stats': 'properties.manage',
  'GET /api/admin/properties/recent': 'properties.manage',
  'GET /api/admin/properties/export': 'exports.download',

  // Visits: the booking types visitors pick from.
  'GET /api/admin/booking-types': 'visits.manage',
  'POST /api/admin/booking-types': 'visits.manage',
  'PUT /api/admin/booking-types/:id': 'visits.manage',
  'DELETE /api/admin/booking-types/:id': 'visits.manage',
  // Tours (issue 21): the day's work is everyone's; the hours, types and zone are office settings.
  'GET /api/admin/tours': 'visits.manage',
  'GET /api/admin/tours/:id': 'visits.manage',
  'PATCH /api/admin/tours/:id': 'visits.manage',
  'POST /api/admin/tours/:id/manage-link': 'visits.manage',
  'POST /api/admin/tours/:id/manage-link/revoke': 'visits.manage',
  'GET /api/admin/tour-settings': 'site_settings.manage',
  'PUT /api/admin/tour-settings': 'site_settings.manage',
  'GET /api/admin/tour-settings/properties/:id': 'site_settings.manage',
  'PUT /api/admin/tour-settings/properties/:id': 'site_settings.manage',

  'GET /api/admin/applications': 'applications.view',
  'GET /api/admin/applications/:id': 'applications.view',
  'GET /api/admin/applications/:id/timeline': 'applications.view',
  'POST /api/admin/applications/:id/reply': 'applications.reply',
  'PUT /api/admin/applications/:id/status/:status': 'applications.reply',
  'POST /api/admin/applications/:id/reveal': 'applications.reveal_pii',
  'DELETE /api/admin/applications/:id': 'applications.delete',
  'GET /api/admin/applications/export': 'exports.download',
  // The status e-mails' wording is an office setting.
  'GET /api/admin/applicant-email-templates': 'site_settings.manage',
  'PUT /api/admin/applicant-email-templates/:status': 'site_settings.manage',
  'DELETE /api/admin/applicant-email-templates/:status': 'site_settings.manage',
  'POST /api/admin/applicant-email-templates/:status/preview': 'site_settings.manage',

  'GET /api/admin/screening/responses': 'screening.manage',
  'GET /api/admin/screening/responses/:id': 'screening.manage',
  'PUT /api/admin/screening/responses/:id/reply': 'screening.manage',
  'DELETE /api/admin/screening/responses/:id': 'screening.manage',
  'GET /api/admin/screening/questions': 'screening.manage',
  'POST /api/admin/screening/questions/bulk': 'screening.manage',
  'PUT /api/admin/screening/questions/order': 'screening.manage',
  'DELETE /api/admin/screening/questions/:id': 'screening.manage',
  'GET /api/admin/screening/responses/export': 'exports.download',

  'GET /api/admin/maintenance-requests': 'maintenance.manage',
  'POST /api/admin/maintenance-requests': 'maintenance.manage',
  'GET /api/admin/maintenance-requests/status/:status': 'maintenance.manage',
  'GET /api/admin/maintenance-requests/:id': 'maintenance.manage',
  'PUT /api/admin/maintenance-requests/:id': 'maintenance.manage',
  'DELETE /api/admin/maintenance-requests/:id': 'maintenance.manage',
  'POST /api/admin/maintenance-requests/:id/send-to-contractor': 'maintenance.manage',
  'POST /api/admin/maintenance-requests/:id/photos': 'maintenance.manage',
  'GET /api/admin/maintenance-requests/:id/photos/:photoId': 'maintenance.manage',
  'GET /api/admin/maintenance-requests/export': 'exports.download',
  // Leases (issue 32): agents draft and send; owners and managers countersign, end and cancel.
  'GET /api/admin/leases': 'leases.manage',
  'POST /api/admin/leases': 'leases.manage',
  'GET /api/admin/leases/:id': 'leases.manage',
  'PUT /api/admin/leases/:id': 'leases.manage',
  'POST /api/admin/leases/:id/send': 'leases.manage',
  'POST /api/admin/leases/:id/renewal': 'leases.manage',
  'GET /api/admin/leases/:id/document.pdf': 'leases.manage',
  'POST /api/admin/leases/:id/countersign': 'leases.execute',
  'POST /api/admin/leases/:id/end': 'leases.execute',
  'POST /api/admin/leases/:id/cancel': 'leases.execute',
  'POST /api/admin/applications/:id/lease': 'leases.manage',
  'GET /api/admin/settings/lease-template': 'leases.manage',
  'PUT /api/admin/settings/lease-template': 'site_settings.manage',
  'DELETE /api/admin/settings/lease-template': 'site_settings.manage',
  // The ledger (issue 33): whoever sees leases reads it; agents record payments and charges (a
  // credit also needs ledger.correct, checked by the route); reversals are owners' and managers'.
  'GET /api/admin/leases/:id/ledger': 'leases.manage',
  'POST /api/admin/leases/:id/charges': 'ledger.record',
  'POST /api/admin/leases/:id/payments': 'ledger.record',
  'POST /api/admin/ledger-entries/:id/reverse': 'ledger.correct',
  'GET /api/admin/receipts/:id.pdf': 'leases.manage',
  // The move-out deposit statement (issue 33 item 5): read by whoever sees leases, drafted by who
  // records charges, sent (it books the settlement) by owners and managers.
  'GET /api/admin/leases/:id/deposit-statement': 'leases.manage',
  'GET /api/admin/leases/:id/deposit-statement.pdf': 'leases.manage',
  'GET /api/admin/leases/:id/deposit-statement/deductions/:deductionId/photos/:index': 'leases.manage',
  'POST /api/admin/leases/:id/deposit-statement': 'ledger.record',
  'POST /api/admin/leases/:id/deposit-statement/deductions': 'ledger.record',
  'DELETE /api/admin/leases/:id/deposit-statement/deductions/:deductionId': 'ledger.record',
  'POST /api/admin/leases/:id/deposit-statement/send': 'ledger.correct',
  // The due-day run on demand: owners and managers.
  'POST /api/admin/ledger/post-due': 'ledger.correct',
  'GET /api/admin/settings/rent': 'leases.manage',
  'PUT /api/admin/settings/rent': 'ledger.correct',
  // The rent reports (issue 33): owners and managers; each report is also a CSV download.
  'GET /api/admin/reports/rent-roll': 'reports.view',
  'GET /api/admin/reports/rent-roll.csv': 'reports.view',
  'GET /api/admin/reports/delinquency': 'reports.view',
  'GET /api/admin/reports/delinquency.csv': 'reports.view',
  'GET /api/admin/reports/income': 'reports.view',
  'GET /api/admin/reports/income.csv': 'reports.view',
  'GET /api/admin/reports/deposits': 'reports.view',
  'GET /api/admin/reports/deposits.csv': 'reports.view',
  'GET /api/admin/reports/online-payments': 'reports.view',
  // Contractors are who maintenance requests go to.
  'GET /api/admin/contractors': 'maintenance.manage',
  'POST /api/admin/contractors': 'maintenance.manage',
  'PUT /api/admin/contractors/:id': 'maintenance.manage',
  'DELETE /api/admin/contractors/:id': 'maintenance.manage',

  'GET /api/admin/chatbot/conversations': 'chat.view',
  'GET /api/admin/chatbot/conversations/:id': 'chat.view',
  'GET /api/admin/chatbot/stats': 'chat.view',
  'GET /api/admin/chatbot/conversations/export': 'exports.download',

  'GET /api/admin/contacts': 'contacts.manage',
  'GET /api/admin/contacts/:id': 'contacts.manage',
  'POST /api/admin/contacts/:id/reply': 'contacts.manage',
  'PUT /api/admin/contacts/:id/status': 'contacts.manage',
  'POST /api/admin/contacts/mark-read': 'contacts.manage',
  'DELETE /api/admin/contacts/:id': 'contacts.manage',
  'GET /api/admin/contacts/export': 'exports.download',

  'GET /api/admin/notices': 'notices.manage',
  'POST /api/admin/notices': 'notices.manage',
  'GET /api/admin/notices/:id': 'notices.manage',
  'PUT /api/admin/notices/:id': 'notices.manage',
  'DELETE /api/admin/notices/:id': 'notices.manage',
  'GET /api/admin/notices/:id/download': 'notices.manage',
  'PUT /api/admin/notices/:id/set-active': 'notices.manage',
  'PATCH /api/admin/notices/:id/toggle-active': 'notices.manage',

  'GET /api/admin/team': 'team.manage',
  'POST /api/admin/team/add': 'team.manage',
  'GET /api/admin/team/:id': 'team.manage',
  'PUT /api/admin/team/:id': 'team.manage',
  'DELETE /api/admin/team/:id': 'team.manage',

  'GET /api/admin/saved-searches': 'saved_searches.manage',
  'DELETE /api/admin/saved-searches/:id': 'saved_searches.manage',
  'POST /api/admin/saved-searches/run-alerts': 'saved_searches.manage',

  'GET /api/admin/site-texts': 'site_settings.manage',
  'PUT /api/admin/site-texts/:key': 'site_settings.manage',
  'DELETE /api/admin/site-texts/:key': 'site_settings.manage',
  // The listing rule (issue 35): whoever edits listings reads it; changing it is a site setting.
  'GET /api/admin/settings/listings': 'properties.manage',
  'PUT /api/admin/settings/listings': 'site_settings.manage',

  'GET /api/admin/users': 'staff.manage',
  'POST /api/admin/users/invite': 'staff.manage',
  'PATCH /api/admin/users/:id': 'staff.manage',
  'POST /api/admin/users/:id/invite/resend': 'staff.manage',
  'POST /api/admin/users/:id/mfa/reset': 'staff.manage',

  'GET /api/admin/audit-log': 'audit.view',
  'GET /api/admin/audit-log.csv': 'audit.view',
  // Require two-factor for everyone: a security setting, the owner's.
  'GET /api/admin/security-settings': 'security.manage',
  'PUT /api/admin/security-settings': 'security.manage',

  // The residents directory (issue 32 item 5).
  'GET /api/admin/residents': 'residents.view',
  'GET /api/admin/residents/:id': 'residents.view',
};

/** HEAD is answered by the GET route, so it needs what GET needs. */
function routeKey(method: string, pattern: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${pattern}`;
}

/**
 * The permission a route needs, or null when it is not in the map. Fastify's onRoute also reports
 * a pattern with a trailing slash stripped or not; the map is keyed by the pattern as written.
 */
export function permissionFor(method: string, pattern: string): Permission | null {
  return ROUTE_PERMISSIONS[routeKey(method, pattern)] ?? null;
}

/**
 * Whether the role may call the route. An unmapped route is owner-only (fail closed for everyone
 * else, while the route-table test reports it).
 */
export function roleMayCall(role: string, method: string, pattern: string): boolean {
  const permission = permissionFor(method, pattern);
  if (!permission) return role === 'owner';
  return roleCan(role, permission);
}
