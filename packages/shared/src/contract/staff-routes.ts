import { defineRoutes } from './endpoint';

/**
 * Method and path of each staff endpoint (issue 20, ADR 0022); the schemas are in staff.ts.
 * Accepting an invitation is public: the token from the e-mail is the credential.
 */
export const staffRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/admin/users' },
  invite: { method: 'POST', path: '/api/admin/users/invite' },
  update: { method: 'PATCH', path: '/api/admin/users/:id' },
  resendInvite: { method: 'POST', path: '/api/admin/users/:id/invite/resend' },
  resetMfa: { method: 'POST', path: '/api/admin/users/:id/mfa/reset' },
  acceptInvite: { method: 'POST', path: '/api/auth/invite/accept' },
});
