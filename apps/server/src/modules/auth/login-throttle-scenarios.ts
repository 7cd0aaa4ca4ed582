// The sign-in throttling scenarios of issue 20 item 4, run against each counter store:
// in memory (login-throttle.test.ts) and in Redis (login-throttle.redis.test.ts).
import { AUTH_MESSAGES } from '@rentfront/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../platform/auth/device-cookie';
import { ACCOUNT_FREE_FAILURES, IP_ATTEMPTS, PAIR_ATTEMPTS } from '../../platform/auth/login-throttle';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/context';
import { ADMIN_PASSWORD } from '../../test/http';
import { createAdmin } from './service';

const WRONG = 'not-the-password-1';

export function loginThrottleScenarios(env: () => Record<string, string>) {
  let t: TestContext;
  let seq = 0;
  const address = () => {
    seq += 1;
    return `203.0.113.${seq}`;
  };
  const account = async (name: string) => {
    const email = `${name}-${seq++}@example.com`;
    await createAdmin(t.app.ctx, { email, password: ADMIN_PASSWORD });
    return email;
  };
  const login = (email: string, password: string, ip: string, device?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}), ...headers },
      payload: { email, password },
    });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;

  beforeAll(async () => {
    t = await createTestContext({}, { env: env() });
  });
  afterAll(() => t?.close());

  it('twelve wrong passwords from one address do not stop the owner signing in from another', async () => {
    const owner = await account('owner');
    const attacker = address();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login(owner, WRONG, attacker)).statusCode);
    expect(codes.slice(0, PAIR_ATTEMPTS)).toEqual(Array(PAIR_ATTEMPTS).fill(401));
    expect(new Set(codes.slice(PAIR_ATTEMPTS))).toEqual(new Set([429]));
    const refused = await login(owner, ADMIN_PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, detail: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The owner, from the office, in a browser that never signed in before:
    expect((await login(owner, ADMIN_PASSWORD, address())).statusCode).toBe(200);
  });

  it('stops a spray of one password over many accounts from one address', async () => {
    const sprayer = address();
    const victim = await account('victim');
    let refusedAt = 0;
    for (let i = 1; i <= IP_ATTEMPTS + 3; i++) {
      const res = await login(i === IP_ATTEMPTS + 2 ? victim : `staff${i}-${seq}@example.com`, WRONG, sprayer);
      if (res.statusCode === 429) {
        refusedAt ||= i;
      } else expect(res.statusCode).toBe(401);
    }
    expect(refusedAt).toBe(IP_ATTEMPTS + 1);
    // Even the right password is not checked from there any more; elsewhere the account is fine.
    expect((await login(victim, ADMIN_PASSWORD, sprayer)).statusCode).toBe(429);
    expect((await login(victim, ADMIN_PASSWORD, address())).statusCode).toBe(200);
  });

  it('slows an account attacked from many addresses, while a browser that signed in before keeps signing in', async () => {
    const owner = await account('besieged');
    const officeBrowser = deviceOf(await login(owner, ADMIN_PASSWORD, address()));
    expect(officeBrowser).toBeDefined();
    const codes: number[] = [];
    for (let bot = 0; bot < 4; bot++) {
      const ip = address();
      for (let i = 0; i < PAIR_ATTEMPTS; i++) codes.push((await login(owner, WRONG, ip)).statusCode);
    }
    // Ten failures are free; then the account pauses, for the bots too.
    expect(codes.slice(0, ACCOUNT_FREE_FAILURES + 1)).toEqual(Array(ACCOUNT_FREE_FAILURES + 1).fill(401));
    expect(codes.slice(ACCOUNT_FREE_FAILURES + 1)).toContain(429);
    // A new browser now waits (a short pause, not a 15-minute lock)…
    const slowed = await login(owner, ADMIN_PASSWORD, address());
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    // …the office's browser does not, from any address, and gets a fresh cookie.
    const trusted = await login(owner, ADMIN_PASSWORD, address(), officeBrowser);
    expect(trusted.statusCode).toBe(200);
    expect(deviceOf(trusted)).toBeDefined();
    expect(deviceOf(trusted)).not.toBe(officeBrowser);
    // A tampered cookie, or another account's, is no cookie.
    const tampered = `${officeBrowser!.slice(0, -2)}xx`;
    expect((await login(owner, ADMIN_PASSWORD, address(), tampered)).statusCode).toBe(429);
    const other = await account('other');
    const othersCookie = deviceOf(await login(other, ADMIN_PASSWORD, address()));
    expect((await login(owner, ADMIN_PASSWORD, address(), othersCookie)).statusCode).toBe(429);
  });

  it('holds a trusted browser to its own limit, after which the ordinary limits apply', async () => {
    const owner = await account('device');
    const home = address();
    const device = deviceOf(await login(owner, ADMIN_PASSWORD, home));
    // Past the pair limit of its address, still answered by the password check: it is trusted.
    for (let i = 0; i < 10; i++) expect((await login(owner, WRONG, home, device)).statusCode).toBe(401);
    // The 11th from the device is an untrusted attempt: counted per address and account again.
    const next = await login(owner, ADMIN_PASSWORD, home, device);
    // The account has 10 failures (its free ones): the pair counter of `home` is fresh, so this passes.
    expect(next.statusCode).toBe(200);
  });

  it('answers a known and an unknown account the same way, refusals included', async () => {
    const known = await account('known');
    const unknown = `ghost-${seq}@example.com`;
    const ipA = address();
    const ipB = address();
    const a: string[] = [];
    const b: string[] = [];
    for (let i = 0; i < PAIR_ATTEMPTS + 1; i++) {
      const ra = await login(known, WRONG, ipA);
      const rb = await login(unknown, WRONG, ipB);
      a.push(`${ra.statusCode} ${ra.body} ${ra.headers['retry-after'] !== undefined}`);
      b.push(`${rb.statusCode} ${rb.body} ${rb.headers['retry-after'] !== undefined}`);
    }
    expect(a).toEqual(b);
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, for the auth paths only', async () => {
    const owner = await account('cookie');
    const res = await login(owner, ADMIN_PASSWORD, address());
    const header = [res.headers['set-cookie']].flat().find((h) => h?.startsWith(`${DEVICE_COOKIE}=`));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\/api\/auth/);
    expect(header).not.toContain('example.com');
  });
}
