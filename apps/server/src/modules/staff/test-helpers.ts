import type { UserRole } from '@rentfront/shared';
import { createAdmin } from '../auth/service';
import type { TestContext } from '../../test/context';
import { ADMIN_PASSWORD, signIn, type Agent } from '../../test/http';

let counter = 0;

/** Creates a verified staff member of the role and signs them in through the real login route. */
export async function loginAsRole(t: TestContext, role: UserRole, email?: string): Promise<Agent> {
  counter += 1;
  const address = email ?? `${role}${counter}-${Date.now()}@example.com`;
  const { user } = await createAdmin(t.app.ctx, { email: address, password: ADMIN_PASSWORD, fullName: `Test ${role}`, role });
  return signIn(t, address, ADMIN_PASSWORD, user.id);
}
