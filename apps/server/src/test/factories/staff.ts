// The staff factory of the server tests: an account made by auth's own createAdmin (the path the
// CLI and the first start take), so its password hash, role and verification are the real ones.
import type { UserRole } from '@rentfront/shared';
import { createAdmin, type CreateAdminInput } from '../../modules/auth/service';
import type { TestContext } from '../context';

/** The password of every account the factories make. */
export const ADMIN_PASSWORD = 'correct-horse-battery';

export type StaffRow = Awaited<ReturnType<typeof createAdmin>>['user'];

let seq = 0;

/** A verified staff member (an owner unless `role` says otherwise) with ADMIN_PASSWORD; the e-mail is unique per call. */
export async function createStaff(t: TestContext, options: Partial<CreateAdminInput> & { role?: UserRole } = {}): Promise<StaffRow> {
  seq += 1;
  const role = options.role ?? 'owner';
  const { user } = await createAdmin(t.app.ctx, {
    password: ADMIN_PASSWORD,
    fullName: `Test ${role}`,
    ...options,
    email: options.email ?? `${role}${seq}-${Date.now()}@example.com`,
    role,
  });
  return user;
}
