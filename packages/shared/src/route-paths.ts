// Constants only: the web app's entry chunk imports this module, so it holds nothing else.

/**
 * Every address the web app routes, by name: the one list of route patterns (React Router's
 * syntax: `:param`, `:param?`). `apps/web/src/routes.tsx` builds the route table from these names;
 * the server derives its answers from them (`isClientRoute`, the client-only paths, the sitemap).
 */
export const PUBLIC_PATHS = {
  home: '/',
  properties: '/properties',
  property: '/properties/:id',
  notices: '/notice',
  apply: '/apply/:propertyId',
  // Issue 34: an application saved on the server, continued from its e-mailed link; its status page.
  applyResume: '/apply/resume/:token',
  applicationStatus: '/applications/:token',
  screening: '/screening',
  services: '/services',
  maintenanceService: '/services/maintenance',
  about: '/about',
  contact: '/contact',
  leaseTerms: '/lease-terms',
  rentalPolicies: '/rental-policies',
  screeningCriteria: '/screening-criteria',
  // Issue 35: the accessibility statement, linked from the footer.
  accessibility: '/accessibility',
  tour: '/tour',
  tourManage: '/tour/manage/:token',
  // The resident portal (issue 32, ADR 0035): a server-rendered shell, the resident's data read in the browser.
  residentHome: '/resident',
  residentSignIn: '/resident/sign-in',
  residentSignInLink: '/resident/sign-in/:token',
  residentLeases: '/resident/leases',
  residentLease: '/resident/leases/:id',
  // Issue 33 item 4: balance, what is due, the ledger, receipts and Pay now.
  residentMoney: '/resident/leases/:id/money',
  residentMaintenance: '/resident/maintenance',
  residentNewRequest: '/resident/maintenance/new',
  residentRequest: '/resident/maintenance/:id',
  residentNotices: '/resident/notices',
  residentProfile: '/resident/profile',
} as const;

/** Sign-in and the back office: routed and rendered by the browser only (issue 17). */
export const CLIENT_ONLY_PATHS = {
  login: '/admin-login',
  resetPassword: '/reset-password/:resetToken',
  verifyEmail: '/verify-email/:token?',
  // Before /admin/:section?: the invited colleague is not signed in yet (ADR 0022).
  invite: '/admin/invite',
  admin: '/admin/:section?',
} as const;
