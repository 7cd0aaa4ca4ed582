// The one set-up of a server test file: a test context made before the tests of the enclosing
// describe and closed after them.
import { afterAll, beforeAll, describe } from 'vitest';
import type { Config } from '../config';
import { createTestContext, type TestContext, type TestContextOptions } from './context';
import { loginAsAdmin, type Agent } from './http';
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

/** A verified admin of the context, signed in before the tests of the enclosing describe. */
export function useAdmin(t: TestContext): Agent {
  const admin = late<Agent>('the signed-in admin');
  beforeAll(async () => admin.set(await loginAsAdmin(t)));
  return admin.value;
}
