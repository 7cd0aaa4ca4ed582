import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN_SERVER, type UserRole } from './auth';
import { USER_ROLES } from './auth';
import { EMAIL_PATTERN } from './validation';

/** Texts of the Staff screen, the invite and its acceptance (issue 20, ADR 0022). */
export const STAFF_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Full name is required',
  nameTooLong: 'Full name must be at most 120 characters',
  roleInvalid: 'Please choose a role: owner, manager or agent',
  emailTaken: 'A staff member with this email already exists',
  invited: 'Invitation sent',
  updated: 'Staff member updated',
  nothingToChange: 'Please send a role or is_active',
  notFound: 'Staff member not found',
  lastOwner: 'The last active owner cannot be demoted or disabled. Make another staff member owner first.',
  inviteInvalid: 'This invitation link is invalid, expired or already used. Ask the owner to invite you again.',
  inviteAccepted: 'Your password is set. You can sign in now.',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_SERVER} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  tokenMissing: 'Invitation token is missing. Please use the link from your email.',
  inviteResent: 'Invitation sent again',
  alreadyAccepted: 'This staff member has already accepted the invitation',
  resendDisabled: 'This staff member is disabled. Enable them before sending the invitation again.',
  mfaReset: 'Two-factor authentication reset. They can set it up again at their next sign-in.',
  mfaResetNotOn: 'This staff member does not have two-factor authentication on',
  mfaResetSelf: 'You cannot reset your own two-factor authentication here. Use Security settings.',
} as const;

/** How long an invitation link works. */
export const INVITE_TTL_HOURS = 72;

const roleSchema = z.enum(USER_ROLES, { error: STAFF_MESSAGES.roleInvalid });

export const staffInviteSchema = z.object({
  email: z
    .string({ error: STAFF_MESSAGES.emailRequired })
    .trim()
    .min(1, STAFF_MESSAGES.emailRequired)
    .max(254, STAFF_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, STAFF_MESSAGES.emailInvalid),
  full_name: z
    .string({ error: STAFF_MESSAGES.nameRequired })
    .trim()
    .min(1, STAFF_MESSAGES.nameRequired)
    .max(120, STAFF_MESSAGES.nameTooLong),
  role: roleSchema,
});
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

export const staffUpdateSchema = z
  .object({ role: roleSchema.optional(), is_active: z.boolean({ error: 'is_active must be true or false' }).optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.is_active !== undefined, { message: STAFF_MESSAGES.nothingToChange });
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

export const inviteAcceptSchema = z.object({
  // Any string: a garbled or over-long token gets the "invalid link" message from the service.
  token: z.string({ error: STAFF_MESSAGES.tokenMissing }).min(1, STAFF_MESSAGES.tokenMissing).max(500, STAFF_MESSAGES.inviteInvalid),
  password: z
    .string({ error: STAFF_MESSAGES.passwordRequired })
    .min(1, STAFF_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_SERVER, STAFF_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, STAFF_MESSAGES.passwordTooLong),
});
export type InviteAcceptInput = z.infer<typeof inviteAcceptSchema>;

/** One row of the Staff screen. */
export interface StaffMember {
  id: string;
  full_name: string;
  email: string;
  role: UserRole;
  is_active: boolean;
  /** False until the invitation is accepted (no password yet). */
  has_accepted: boolean;
  last_sign_in_at: string | null;
  created_at: string;
  /** Two-factor is on (an owner can reset it). */
  mfa_enabled: boolean;
  /** The code step is locked after too many wrong codes (an owner's reset clears it). */
  mfa_locked: boolean;
}
