import { z } from 'zod';
import { PASSWORD_MAX, resetPasswordSchema } from './auth';

/**
 * Password change, signed-in devices, two-factor sign-in and re-authentication (issue 20, parts
 * 2 and 3). Texts follow the spec's style: short sentences, the field's name first.
 */
export const SECURITY_MESSAGES = {
  passwordChanged: 'Password changed successfully! Other devices have been signed out.',
  changingPassword: 'Changing password...',
  changePasswordFailed: 'Failed to change password',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'New password must be different from the current one',
  passwordTooCommon: 'This password is too common. Please choose another.',
  sessionsFailed: 'Failed to load signed-in devices. Please try again.',
  sessionSignedOut: 'Device signed out.',
  sessionsSignedOut: 'Signed out of every other device.',
  sessionNotFound: 'Session not found',
  mfaCodeNeeded: 'Enter the 6-digit code from your authenticator app.',
  mfaSetupNeeded: 'Two-factor authentication is required. Please set it up to continue.',
  mfaCodeRequired: 'Code is required',
  mfaCodeInvalid: 'Invalid code. Please try again.',
  mfaCodeFormat: 'Code must be 6 digits',
  recoveryCodeRequired: 'Recovery code is required',
  recoveryCodeInvalid: 'Invalid recovery code',
  mfaChallengeExpired: 'Your sign-in has expired. Please enter your email and password again.',
  mfaTooManyAttempts: 'Too many attempts. Please try again later.',
  mfaLocked:
    'Too many wrong codes in a row: two-factor sign-in is locked for this account. Reset your password, or ask an owner to reset your two-factor authentication.',
  mfaAlreadyEnabled: 'Two-factor authentication is already on',
  mfaNotSetUp: 'Please start the setup again',
  mfaNotEnabled: 'Two-factor authentication is not on',
  mfaEnabled: 'Two-factor authentication is on.',
  mfaDisabled: 'Two-factor authentication is off.',
  mfaRequiredCannotDisable: 'Two-factor authentication is required for every account on this site',
  passwordRequired: 'Password is required',
  passwordWrong: 'Password is incorrect',
  reauthRequired: 'Please enter your password again to continue.',
  reauthDone: 'Password confirmed.',
  securitySettingsSaved: 'Security settings saved successfully!',
  requireMfaOwnFirst: 'Set up two-factor authentication for your own account first',
  recoveryCodesRegenerated: 'New recovery codes made. The old ones no longer work.',
} as const;

/** The code of a 403 the client answers with a password prompt and a retry. */
export const REAUTH_REQUIRED_CODE = 'reauth_required';
/** The code of the 423 answered while an account's code step is locked (20 wrong codes in a row). */
export const MFA_LOCKED_CODE = 'mfa_locked';
/** Wrong second-factor codes in a row that lock an account's code step. */
export const MFA_FAILURE_LIMIT = 20;
/** The code of a 403 for a user without two-factor while the site requires it: go to its setup. */
export const MFA_SETUP_REQUIRED_CODE = 'mfa_setup_required';
/** How long a password or second-factor check counts for PII reveals and staff or role changes. */
export const REAUTH_MAX_AGE_MS = 15 * 60 * 1000;

/** New passwords (change, reset, invite) share the reset form's rule. */
export const newPasswordRule = resetPasswordSchema.shape.new_password;

export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: SECURITY_MESSAGES.currentPasswordRequired })
    .min(1, SECURITY_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX),
  new_password: newPasswordRule,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const totpCode = z
  .string({ error: SECURITY_MESSAGES.mfaCodeRequired })
  .trim()
  .min(1, SECURITY_MESSAGES.mfaCodeRequired)
  .regex(/^\d{6}$/, SECURITY_MESSAGES.mfaCodeFormat);
const recoveryCode = z
  .string({ error: SECURITY_MESSAGES.recoveryCodeRequired })
  .trim()
  .min(1, SECURITY_MESSAGES.recoveryCodeRequired)
  .max(64, SECURITY_MESSAGES.recoveryCodeInvalid);

/** Second sign-in step: a TOTP code or one recovery code. */
export const loginMfaSchema = z
  .object({ code: totpCode.optional(), recovery_code: recoveryCode.optional() })
  .refine((v) => v.code !== undefined || v.recovery_code !== undefined, {
    message: SECURITY_MESSAGES.mfaCodeRequired,
    path: ['code'],
  });
export type LoginMfaInput = z.infer<typeof loginMfaSchema>;

const currentPassword = z
  .string({ error: SECURITY_MESSAGES.passwordRequired })
  .min(1, SECURITY_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX);

/** Turning two-factor on: the first code and the password (a stolen session alone cannot enrol its own app). */
export const totpEnableSchema = z.object({ code: totpCode, password: currentPassword });

export const totpDisableSchema = z
  .object({
    password: currentPassword,
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .refine((v) => v.code !== undefined || v.recovery_code !== undefined, {
    message: SECURITY_MESSAGES.mfaCodeRequired,
    path: ['code'],
  });

/** New recovery codes: the password and a current code from the app (the old codes stop working). */
export const recoveryCodesRegenerateSchema = z.object({
  password: currentPassword,
  code: totpCode,
});

export const reauthSchema = z.object({ password: currentPassword });

export const securitySettingsSchema = z.object({
  require_mfa: z.boolean({ error: 'Require two-factor authentication must be on or off' }),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** One row of Signed-in devices. */
export interface SessionInfo {
  id: string;
  /** "Chrome 131 on macOS", or null when the user agent says nothing readable. */
  browser: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export interface TotpSetup {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code (an SVG data URL, shown in an <img>). */
  qr_code: string;
}

export interface MfaStatus {
  totp_enabled: boolean;
  recovery_codes_left: number;
  require_mfa: boolean;
}

/** What the password step of sign-in answers besides the user, when more is needed. */
export interface LoginNextStep {
  /** A code is needed: no session yet, send it to POST /api/auth/login/mfa. */
  mfa_required?: boolean;
  /** Signed in, but the site requires two-factor: go to its setup before the admin. */
  mfa_setup_required?: boolean;
}
