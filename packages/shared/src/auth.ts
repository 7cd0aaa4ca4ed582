import { z } from 'zod';
import { EMAIL_PATTERN } from './validation';

/** Staff roles, most powerful first (ADR 0022). What each may do is in permissions.ts. */
export const USER_ROLES = ['owner', 'manager', 'agent'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The user object returned by login and the profile calls. */
export interface PublicUser {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  is_verified: boolean;
  profile_photo: string | null;
}

export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful! Welcome back.',
  loginFailed: 'Login failed. Please try again.',
  invalidCredentials: 'Invalid email or password',
  logoutSuccess: 'Logged out successfully.',
  logoutFailed: 'Logout failed. Please try again.',
  loggingIn: 'Logging in...',
  loggingOut: 'Logging out...',
  forgotSuccess: 'Reset password link sent to your email!',
  forgotFailed: 'Failed to send reset password link',
  sendingReset: 'Sending reset link...',
  resetSuccess: 'Password reset successfully!',
  resetFailed: 'Failed to reset password',
  resetting: 'Resetting password...',
  resetInvalid: 'Invalid or expired reset link',
  resetTokenMissing: 'Reset token is missing. Please use the link from your email.',
  passwordsDoNotMatch: 'Passwords do not match',
  verifySuccess: 'Email verified successfully!',
  verifyFailed: 'Email verification failed',
  verifying: 'Verifying email...',
  verifyInvalid: 'Invalid or expired verification link',
  verifyAlready: 'Email already verified',
  fetchProfileFailed: 'Failed to fetch profile. Please try again.',
  updateProfileFailed: 'Failed to update profile. Please try again.',
  updateProfileSuccess: 'Profile updated successfully!',
  updatingProfile: 'Updating profile...',
  photoTooLarge: 'Profile photo must be less than 5MB',
  photoNotImage: 'Please select a valid image file',
  invalidCsrf: 'Invalid CSRF token',
  forbiddenOrigin: 'Cross-site request refused',
  notAuthenticated: 'Authentication required',
  notAdmin: 'Admin access required',
  notPermitted: 'Your role does not allow this action',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  forgotAccepted: 'If an account exists for that email, a reset link has been sent.',
} as const;

/** Client-side minimum; the server asks for 8 (server.md §2). */
export const PASSWORD_MIN_CLIENT = 6;
export const PASSWORD_MIN_SERVER = 8;
export const PASSWORD_MAX = 128;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).regex(EMAIL_PATTERN, 'Please enter a valid email address'),
});

export const resetPasswordSchema = z.object({
  new_password: z
    .string()
    .min(PASSWORD_MIN_SERVER, `Password must be at least ${PASSWORD_MIN_SERVER} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

export const profileUpdateSchema = z.object({
  full_name: z.string().trim().min(1, 'Full name is required').max(120).optional(),
  phone: z.string().trim().max(32).optional(),
});
