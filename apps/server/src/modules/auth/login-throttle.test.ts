import { describe, expect, it } from 'vitest';
import { PAIR_ATTEMPTS } from '../../platform/auth/login-throttle';
import { createTestContext, TEST_ORIGIN } from '../../test/context';
import { ADMIN_PASSWORD } from '../../test/http';
import { loginThrottleScenarios } from './login-throttle-scenarios';
import { createAdmin } from './service';

describe('sign-in throttling, counters in memory', () => {
  loginThrottleScenarios(() => ({}));
});

describe('sign-in throttling behind a proxy', () => {
  const attempt = (t: Awaited<ReturnType<typeof createTestContext>>, email: string, password: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.1',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: { email, password },
    });

  it('with TRUST_PROXY, tells clients apart by X-Forwarded-For', async () => {
    const t = await createTestContext({}, { env: { TRUST_PROXY: 'true' } });
    try {
      await createAdmin(t.app.ctx, { email: 'proxied@example.com', password: ADMIN_PASSWORD });
      for (let i = 0; i < PAIR_ATTEMPTS + 2; i++) await attempt(t, 'proxied@example.com', 'wrong-password-1', '198.51.100.1');
      expect((await attempt(t, 'proxied@example.com', ADMIN_PASSWORD, '198.51.100.1')).statusCode).toBe(429);
      expect((await attempt(t, 'proxied@example.com', ADMIN_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For (a client cannot pick its own address)', async () => {
    const t = await createTestContext();
    try {
      await createAdmin(t.app.ctx, { email: 'direct@example.com', password: ADMIN_PASSWORD });
      for (let i = 0; i < PAIR_ATTEMPTS; i++) await attempt(t, 'direct@example.com', 'wrong-password-1', `198.51.100.${i + 10}`);
      expect((await attempt(t, 'direct@example.com', ADMIN_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
