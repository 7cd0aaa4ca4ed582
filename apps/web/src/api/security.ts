import type { SecuritySettings } from '@rentfront/shared/auth-security';
import type { securityEndpoints } from '@rentfront/shared/contract/security';
import { securityRoutes } from '@rentfront/shared/contract/security-routes';
import { resetUnauthorizedGuard } from './client';
import { setCsrfToken } from './csrf';
import type { LoginResponse } from './auth';
import { endpointClient } from './endpoint';

// Account security calls of the signed-in user (issue 20), typed by their descriptors (ADR 0031).
// `admin: true` on the /api/auth/ paths so a lost session goes to sign-in (the /api/admin/ ones have it already).
const api = endpointClient<typeof securityEndpoints>(securityRoutes);
const ADMIN = { admin: true };

export const changePassword = (current_password: string, new_password: string) =>
  api.changePassword({ body: { current_password, new_password } }, ADMIN);

export const fetchSessions = () => api.sessions({}, ADMIN);

export const signOutSession = (id: string) => api.signOutSession({ params: { id } }, ADMIN);

export const signOutOtherSessions = () => api.signOutOthers({}, ADMIN);

export const fetchMfaStatus = () => api.mfaStatus({}, ADMIN);

export const startTotpSetup = () => api.totpSetup({}, ADMIN);

/** Turning two-factor on: the first code and the current password (issue 30). */
export const enableTotp = (code: string, password: string) => api.totpEnable({ body: { code, password } }, ADMIN);

export const disableTotp = (body: { password: string; code?: string; recovery_code?: string }) => api.totpDisable({ body }, ADMIN);

/** Ten new recovery codes (the password and a current code); the old ones stop working. */
export const regenerateRecoveryCodes = (password: string, code: string) => api.recoveryCodes({ body: { password, code } }, ADMIN);

export const reauthenticate = (password: string) => api.reauth({ body: { password } }, ADMIN);

export const fetchSecuritySettings = () => api.settings();

export const saveSecuritySettings = (settings: SecuritySettings) => api.saveSettings({ body: settings });

/** The second sign-in step: a code from the app, or one recovery code. */
export async function loginWithSecondFactor(input: { code: string } | { recovery_code: string }): Promise<LoginResponse> {
  const res: LoginResponse = await api.loginMfa({ body: input });
  setCsrfToken(res.csrf_token);
  resetUnauthorizedGuard();
  return res;
}
