import { defineRoutes } from './endpoint';

/** Method and path of each account security endpoint (issue 20); the schemas are in security.ts. */
export const securityRoutes = defineRoutes({
  changePassword: { method: 'PUT', path: '/api/auth/password' },
  sessions: { method: 'GET', path: '/api/auth/sessions' },
  signOutSession: { method: 'DELETE', path: '/api/auth/sessions/:id' },
  signOutOthers: { method: 'DELETE', path: '/api/auth/sessions' },
  reauth: { method: 'POST', path: '/api/auth/reauth' },
  loginMfa: { method: 'POST', path: '/api/auth/login/mfa' },
  mfaStatus: { method: 'GET', path: '/api/auth/mfa' },
  totpSetup: { method: 'POST', path: '/api/auth/mfa/totp/setup' },
  totpEnable: { method: 'POST', path: '/api/auth/mfa/totp/enable' },
  totpDisable: { method: 'DELETE', path: '/api/auth/mfa/totp' },
  recoveryCodes: { method: 'POST', path: '/api/auth/mfa/recovery-codes' },
  settings: { method: 'GET', path: '/api/admin/security-settings' },
  saveSettings: { method: 'PUT', path: '/api/admin/security-settings' },
});
