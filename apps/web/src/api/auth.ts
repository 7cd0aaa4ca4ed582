import type { PublicUser } from '@rentfront/shared/auth';
import { apiRequest, expectSignOut, resetUnauthorizedGuard, toFormData } from './client';
import { setCsrfToken } from './csrf';

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
  const res = await apiRequest<LoginResponse | MfaRequiredResponse>('/api/auth/login', { method: 'POST', body: { email, password } });
  if (needsSecondFactor(res)) return res;
  setCsrfToken(res.csrf_token);
  resetUnauthorizedGuard();
  return res;
}

export async function logout(): Promise<MessageResponse> {
  expectSignOut();
  try {
    return await apiRequest<MessageResponse>('/api/auth/logout', { method: 'POST' });
  } finally {
    setCsrfToken(null);
  }
}

export const forgotPassword = (email: string) =>
  apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest<MessageResponse>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { new_password: newPassword },
  });

export const verifyEmail = (token: string) => apiRequest<MessageResponse>(`/api/auth/verify-email/${encodeURIComponent(token)}`);

export const fetchProfile = () => apiRequest<ProfileResponse>('/api/user/profile', { admin: true });

export interface ProfileUpdate {
  full_name?: string;
  phone?: string;
  profile_photo?: File;
}

export function updateProfile({ phone, ...rest }: ProfileUpdate) {
  const form = toFormData({ ...rest });
  // An emptied phone must reach the server to clear it; toFormData drops ''.
  if (phone !== undefined) form.append('phone', phone);
  return apiRequest<ProfileResponse>('/api/user/profile', { method: 'PUT', body: form, admin: true });
}
