import type { ResidentMe } from '@rentfront/shared/residents';
import type { ResidentRow } from '../../db/schema';

/** The resident as their own portal shows them (never the password hash). */
export function toResidentMe(row: ResidentRow): ResidentMe {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    phone: row.phone,
    has_password: row.passwordHash !== null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}
