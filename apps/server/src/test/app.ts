// The one set-up of a server test file: a test context made before the tests of the enclosing
// describe and closed after them.
import { afterAll, beforeAll, describe } from 'vitest';
import type { UserRole } from '@rentfront/shared';
import type { Config } from '../config';
import { createTestContext, type TestContext, type TestContextOptions } from './context';
import { loginAsAdmin, loginAsRole, type Agent } from './http';
import { late } from './late';

/**
 * Gives the enclosing describe (or file) its own app and database; returns the context, usable in
 * hooks and tests (reading it at collection time throws).
 */
export function useTestContext(overrides: Partial<Config> = {}, options: TestContextOptions = {}): TestContext {
  const context = late<TestContext>('the test context');
  let made: TestContext | undefined;
  beforeAll(async () => {
    made = await createTestContext(overrides, options);
    context.set(made);
  });
  afterAll(() => made?.close());
  return context.value;
}

/** `describe` with its own app: `describeWithApp('tours', (t) => { it(...) })`. */
export function describeWithApp(
  name: string,
  body: (t: TestContext) => void,
  overrides: Partial<Config> = {},
  options: TestContextOptions = {},
): void {
  describe(name, () => body(useTestContext(overrides, options)));
}

/** An agent signed in by `login` before the tests of the enclosing describe. */
function useAgent(what: string, login: () => Promise<Agent>): Agent {
  const agent = late<Agent>(what);
  beforeAll(async () => agent.set(await login()));
  return agent.value;
}

/** A verified admin of the context, signed in before the tests of the enclosing describe. */
export function useAdmin(t: TestContext, email?: string): Agent {
  return useAgent('the signed-in admin', () => loginAsAdmin(t, email));
}

/** A verified staff member of the role, signed in before the tests of the enclosing describe. */
export function useStaff(t: TestContext, role: UserRole, email?: string): Agent {
  return useAgent(`the signed-in ${role}`, () => loginAsRole(t, role, email));
}

export interface StaffTeam {
  owner: Agent;
  manager: Agent;
  agent: Agent;
}

/** An owner, a manager and an agent, signed in (in that order) before the tests of the enclosing describe. */
export function useStaffTeam(t: TestContext, ownerEmail?: string): StaffTeam {
  return { owner: useStaff(t, 'owner', ownerEmail), manager: useStaff(t, 'manager'), agent: useStaff(t, 'agent') };
}
