import type { MfaStatus, SecuritySettings, SessionInfo, TotpSetup } from '@rentfront/shared/auth-security';
import type { ApiSuccess } from '@rentfront/shared/http';
import { apiRequest, resetUnauthorizedGuard } from './client';
import { setCsrfToken } from './csrf';
import type { LoginResponse } from './auth';

// Account security calls of the signed-in user (issue 20): `admin: true` so a lost session goes to sign-in.

export const changePassword = (current_password: string, new_password: string) =>
  apiRequest<ApiSuccess<null>>('/api/auth/password', { method: 'PUT', body: { current_password, new_password }, admin: true });

export const fetchSessions = () => apiRequest<ApiSuccess<SessionInfo[]>>('/api/auth/sessions', { admin: true });

export const signOutSession = (id: string) =>
  apiRequest<ApiSuccess<null>>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });

export const signOutOtherSessions = () =>
  apiRequest<ApiSuccess<{ signed_out: number }>>('/api/auth/sessions', { method: 'DELETE', admin: true });

export const fetchMfaStatus = () => apiRequest<ApiSuccess<MfaStatus>>('/api/auth/mfa', { admin: true });

export const startTotpSetup = () => apiRequest<ApiSuccess<TotpSetup>>('/api/auth/mfa/totp/setup', { method: 'POST', admin: true });

/** Turning two-factor on: the first code and the current password (issue 30). */
export const enableTotp = (code: string, password: string) =>
  apiRequest<ApiSuccess<{ recovery_codes: string[] }>>('/api/auth/mfa/totp/enable', {
    method: 'POST',
    body: { code, password },
    admin: true,
  });

export const disableTotp = (body: { password: string; code?: string; recovery_code?: string }) =>
  apiRequest<ApiSuccess<null>>('/api/auth/mfa/totp', { method: 'DELETE', body, admin: true });

/** Ten new recovery codes (the password and a current code); the old ones stop working. */
export const regenerateRecoveryCodes = (password: string, code: string) =>
  apiRequest<ApiSuccess<{ recovery_codes: string[] }>>('/api/auth/mfa/recovery-codes', {
    method: 'POST',
    body: { password, code },
    admin: true,
  });

export const reauthenticate = (password: string) =>
  apiRequest<ApiSuccess<null>>('/api/auth/reauth', { method: 'POST', body: { password }, admin: true });

export const fetchSecuritySettings = () => apiRequest<ApiSuccess<SecuritySettings>>('/api/admin/security-settings', { admin: true });

export const saveSecuritySettings = (settings: SecuritySettings) =>
  apiRequest<ApiSuccess<SecuritySettings>>('/api/admin/security-settings', { method: 'PUT', body: settings, admin: true });

/** The second sign-in step: a code from the app, or one recovery code. */
export async function loginWithSecondFactor(input: { code: string } | { recovery_code: string }): Promise<LoginResponse> {
  const res = await apiRequest<LoginResponse>('/api/auth/login/mfa', { method: 'POST', body: input });
  setCsrfToken(res.csrf_token);
  resetUnauthorizedGuard();
  return res;
}
