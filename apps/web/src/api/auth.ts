import type { PublicUser } from '@rentfront/shared/auth';
import { apiRequest, expectSignOut, resetUnauthorizedGuard, toFormData } from './client';
import { setCsrfToken } from './csrf';

export interface LoginResponse {
  success: true;
  message: string;
  user: PublicUser;
  csrf_token: string;
}

export interface MessageResponse {
  success: true;
  message: string;
}

export interface ProfileResponse {
  success: true;
  user: PublicUser;
  message?: string;
}

export async function login(email: string, password: string): Promise<LoginResponse> {
  const res = await apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: { email, password } });
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
