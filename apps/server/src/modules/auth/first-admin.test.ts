import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/context';
import { createAdmin, ensureFirstAdmin } from './service';

// This test builds its own app on a fresh database, which is slow on a busy machine.
const BUILDS_OWN_APP_MS = 120_000;

describe('first admin and createAdmin', () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const login = (ctx: TestContext, email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: TEST_ORIGIN }, payload: { email, password } });

  it(
    'with ADMIN_EMAIL and ADMIN_PASSWORD creates a verified admin that can sign in, once',
    async () => {
      t = await createTestContext({}, { env: { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a-long-first-password' } });
      const result = await ensureFirstAdmin(t.app.ctx);
      expect(result).toEqual({ created: true, email: 'boss@example.com', setupLink: undefined });
      const [row] = await t.db.db.select().from(users);
      expect(row).toMatchObject({ email: 'boss@example.com', role: 'owner', isVerified: true });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      const res = await login(t, 'boss@example.com', 'a-long-first-password');
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email: 'boss@example.com', role: 'owner', is_verified: true });
      // No e-mail is needed when the password was given.
      expect(await t.flushMail()).toBe(0);

      // A second start finds the admin and does nothing.
      expect(await ensureFirstAdmin(t.app.ctx)).toEqual({ created: false });
      expect(await t.db.db.select().from(users)).toHaveLength(1);
    },
    BUILDS_OWN_APP_MS,
  );

  it(
    'without a password creates an admin with no usable password and a one-time 24 h link',
    async () => {
      t = await createTestContext({}, { env: { ADMIN_EMAIL: 'setup@example.com' } });
      const result = await ensureFirstAdmin(t.app.ctx);
      expect(result.created).toBe(true);
      expect(result.setupLink).toMatch(/^http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}$/);
      const [row] = await t.db.db.select().from(users);
      expect(row.passwordHash).toBeNull();
      expect(row.isVerified).toBe(true);
      const [token] = await t.db.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row.id));
      const ttl = token.expiresAt.getTime() - token.createdAt.getTime();
      expect(ttl).toBeGreaterThan(23.9 * 60 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 1000);

      // No password works before the link is used; there is no default password.
      for (const guess of ['admin', 'password', 'admin123', 'changeme', '']) {
        expect((await login(t, 'setup@example.com', guess)).statusCode).not.toBe(200);
      }

      // The same link is in the outbox for the admin.
      await t.flushMail();
      const [message] = t.mail.to('setup@example.com');
      expect(message.text).toContain(result.setupLink);

      const token1 = result.setupLink!.split('/').pop()!;
      const set = await t.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/${token1}`,
        headers: { origin: TEST_ORIGIN },
        payload: { new_password: 'my-own-admin-password' },
      });
      expect(set.statusCode).toBe(200);
      expect((await login(t, 'setup@example.com', 'my-own-admin-password')).statusCode).toBe(200);
      const reuse = await t.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/${token1}`,
        headers: { origin: TEST_ORIGIN },
        payload: { new_password: 'someone-elses-password' },
      });
      expect(reuse.statusCode).toBe(400);
    },
    BUILDS_OWN_APP_MS,
  );

  it(
    'two servers starting together on a new database: one creates the admin, the other starts too',
    async () => {
      t = await createTestContext({}, { env: { ADMIN_EMAIL: 'fleet@example.com', ADMIN_PASSWORD: 'a-long-first-password' } });
      const results = await Promise.all([ensureFirstAdmin(t.app.ctx), ensureFirstAdmin(t.app.ctx)]);
      expect(results.map((r) => r.created).sort()).toEqual([false, true]);
      expect(await t.db.db.select().from(users)).toHaveLength(1);
    },
    BUILDS_OWN_APP_MS,
  );

  it(
    'does nothing when an admin already exists',
    async () => {
      t = await createTestContext({}, { env: { ADMIN_EMAIL: 'second@example.com', ADMIN_PASSWORD: 'a-long-first-password' } });
      await createAdmin(t.app.ctx, { email: 'existing@example.com', password: 'a-long-first-password' });
      expect(await ensureFirstAdmin(t.app.ctx)).toEqual({ created: false });
      const emails = (await t.db.db.select().from(users)).map((u) => u.email);
      expect(emails).toEqual(['existing@example.com']);
    },
    BUILDS_OWN_APP_MS,
  );

  it(
    'createAdmin refuses a duplicate e-mail case-insensitively, a bad e-mail and a weak password',
    async () => {
      t = await createTestContext();
      await createAdmin(t.app.ctx, { email: 'Dup@Example.com', password: 'a-long-first-password' });
      await expect(createAdmin(t.app.ctx, { email: 'dup@example.COM', password: 'another-long-password' })).rejects.toMatchObject({
        statusCode: 409,
      });
      await expect(createAdmin(t.app.ctx, { email: '  DUP@example.com ' })).rejects.toMatchObject({ statusCode: 409 });
      await expect(createAdmin(t.app.ctx, { email: 'not-an-email' })).rejects.toMatchObject({ statusCode: 400 });
      await expect(createAdmin(t.app.ctx, { email: 'short@example.com', password: 'abc' })).rejects.toMatchObject({ statusCode: 400 });
      await expect(createAdmin(t.app.ctx, { email: 'common@example.com', password: 'password123' })).rejects.toMatchObject({
        statusCode: 400,
      });
      expect(await t.db.db.select().from(users)).toHaveLength(1);
    },
    BUILDS_OWN_APP_MS,
  );
});
