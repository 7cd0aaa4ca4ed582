import { beforeAll } from 'vitest';
import type { UserRole } from '@rentfront/shared';
import { createAdmin } from '../auth/service';
import type { TestContext } from '../../test/context';
import { ADMIN_PASSWORD, signIn, type Agent } from '../../test/http';
import { late } from '../../test/late';

let counter = 0;

/** Creates a verified staff member of the role and signs them in through the real login route. */
export async function loginAsRole(t: TestContext, role: UserRole, email?: string): Promise<Agent> {
  counter += 1;
  const address = email ?? `${role}${counter}-${Date.now()}@example.com`;
  const { user } = await createAdmin(t.app.ctx, { email: address, password: ADMIN_PASSWORD, fullName: `Test ${role}`, role });
  return signIn(t, address, ADMIN_PASSWORD, user.id);
}

export interface StaffTeam {
  owner: Agent;
  manager: Agent;
  agent: Agent;
}

/** An owner, a manager and an agent, signed in before the tests of the enclosing describe. */
export function useStaffTeam(t: TestContext, ownerEmail?: string): StaffTeam {
  const owner = late<Agent>('the owner');
  const manager = late<Agent>('the manager');
  const agent = late<Agent>('the agent');
  beforeAll(async () => {
    owner.set(await loginAsRole(t, 'owner', ownerEmail));
    manager.set(await loginAsRole(t, 'manager'));
    agent.set(await loginAsRole(t, 'agent'));
  });
  return { owner: owner.value, manager: manager.value, agent: agent.value };
}
