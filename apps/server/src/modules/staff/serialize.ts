import type { StaffMember } from '@rentfront/shared';
import type { UserRow } from '../auth/users';

/** A row of the Staff screen: never the password hash or anything else of the account. */
export function toStaffMember(row: UserRow): StaffMember {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    role: row.role,
    is_active: row.isActive,
    has_accepted: row.passwordHash !== null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
