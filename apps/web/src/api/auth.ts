import type { PublicUser } from '@rentfront/shared/auth';
import type { authEndpoints } from '@rentfront/shared/contract/auth';
import { authRoutes } from '@rentfront/shared/contract/auth-routes';
import { expectSignOut, resetUnauthorizedGuard, toFormData } from './client';
import { setCsrfToken } from './csrf';
import { endpointClient } from './endpoint';

// Sign-in and profile calls, typed by their descriptors (ADR 0031). The names below are what the
// pages import; the descriptors' answers are assignable to them (a changed field fails here).
const api = endpointClient<typeof authEndpoints>(authRoutes);
/** The profile lives outside /api/admin/, yet a lost session there still goes to sign-in. */
const ADMIN = { admin: true };

export interface LoginResponse {
  success: true;
  message: string;
  user: PublicUser;
  csrf_token: string;
  /** Signed in, but the site requires two-factor: its setup comes before the admin (issue 20). */
  mfa_setup_required?: boolean;
}

/** The password step for an account with two-factor on: no session yet, a code is needed. */
export interface MfaRequiredResponse {
  success: true;
  message: string;
  mfa_required: true;
  user: null;
  csrf_token: null;
}

export const needsSecondFactor = (res: LoginResponse | MfaRequiredResponse): res is MfaRequiredResponse =>
  'mfa_required' in res && res.mfa_required === true;

export interface MessageResponse {
  success: true;
  message: string;
}

export interface ProfileResponse {
  success: true;
  user: PublicUser;
  message?: string;
}

export async function login(email: string, password: string): Promise<LoginResponse | MfaRequiredResponse> {
  const res: LoginResponse | MfaRequiredResponse = await api.login({ body: { email, password } });
  if (needsSecondFactor(res)) return res;
  setCsrfToken(res.csrf_token);
  resetUnauthorizedGuard();
  return res;
}

export async function logout(): Promise<MessageResponse> {
  expectSignOut();
  try {
    return await api.logout();
  } finally {
    setCsrfToken(null);
  }
}

export const forgotPassword = (email: string): Promise<MessageResponse> => api.forgotPassword({ body: { email } });

export const resetPassword = (token: string, newPassword: string): Promise<MessageResponse> =>
  api.resetPassword({ params: { token }, body: { new_password: newPassword } });

export const verifyEmail = (token: string): Promise<MessageResponse> => api.verifyEmail({ params: { token } });

export const fetchProfile = (): Promise<ProfileResponse> => api.profile({}, ADMIN);

export interface ProfileUpdate {
  full_name?: string;
  phone?: string;
  profile_photo?: File;
}

export function updateProfile({ phone, ...rest }: ProfileUpdate): Promise<ProfileResponse> {
  const form = toFormData({ ...rest });
  // An emptied phone must reach the server to clear it; toFormData drops ''.
  if (phone !== undefined) form.append('phone', phone);
  return api.updateProfile({ body: form }, ADMIN);
}
