import type { StaffMember } from '@rentfront/shared';
import type { UserRow } from '../auth/users';

/** A colleague's two-factor as the Staff screen shows it (mfa-state.ts reads it). */
export interface MfaState {
  enabled: boolean;
  locked: boolean;
}
const NO_MFA: MfaState = { enabled: false, locked: false };

/** A row of the Staff screen: never the password hash or anything else of the account. */
export function toStaffMember(row: UserRow, mfa: MfaState = NO_MFA): StaffMember {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    role: row.role,
    is_active: row.isActive,
    has_accepted: row.passwordHash !== null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    mfa_enabled: mfa.enabled,
    mfa_locked: mfa.locked,
  };
}
