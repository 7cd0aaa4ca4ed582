import { z } from 'zod';
import { USER_ROLES } from '../auth';
import { inviteAcceptSchema, staffInviteSchema, staffUpdateSchema, type StaffMember } from '../staff';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';
import { staffRoutes } from './staff-routes';

// The staff endpoints (issue 20, ADR 0022): the routes of staff-routes.ts with their schemas.

/** Any string up to 200: an unknown or malformed id is the service's 404. */
export const staffIdParams = z.object({ id: z.string().max(200) });

export const staffMemberSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  is_active: z.boolean(),
  has_accepted: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  mfa_enabled: z.boolean(),
  mfa_locked: z.boolean(),
});

export type _StaffShapes = [Expect<Same<z.output<typeof staffMemberSchema>, StaffMember>>];

const oneMember = envelope(staffMemberSchema);

export const staffEndpoints = {
  list: defineEndpoint(staffRoutes.list, { response: envelope(z.array(staffMemberSchema)) }),
  invite: defineEndpoint(staffRoutes.invite, { body: staffInviteSchema, response: oneMember, status: 201 }),
  update: defineEndpoint(staffRoutes.update, { params: staffIdParams, body: staffUpdateSchema, response: oneMember }),
  resendInvite: defineEndpoint(staffRoutes.resendInvite, { params: staffIdParams, response: oneMember }),
  resetMfa: defineEndpoint(staffRoutes.resetMfa, { params: staffIdParams, response: oneMember }),
  // The acceptance always says what happened, so its message is not optional.
  acceptInvite: defineEndpoint(staffRoutes.acceptInvite, {
    body: inviteAcceptSchema,
    response: z.object({ success: z.literal(true), message: z.string(), data: z.null() }),
  }),
};
