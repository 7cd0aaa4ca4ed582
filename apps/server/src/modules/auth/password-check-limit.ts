import { SECURITY_MESSAGES } from '@rentfront/shared';

/** The window of the sign-in, password and code budgets. */
export const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The budget of a current password asked by a signed-in call (password change, re-auth, and the
 * password step of turning TOTP on): wrong current passwords are guessed passwords too, so the
 * same 10 per user in 15 minutes as sign-in, all in one bucket whichever call asked.
 */
export const PASSWORD_CHECK_RULE = {
  name: 'password-check-user',
  max: 10,
  windowMs: FIFTEEN_MINUTES,
  message: SECURITY_MESSAGES.mfaTooManyAttempts,
} as const;
