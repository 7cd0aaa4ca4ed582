import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { MemoryRateLimitStore } from '../rate-limit';
import {
  ACCOUNT_FREE_FAILURES,
  BACKOFF_CAP_MS,
  backoffMs,
  DEVICE_ATTEMPTS,
  IP_ATTEMPTS,
  LoginThrottle,
  PAIR_ATTEMPTS,
  type LoginAttempt,
} from './login-throttle';

const refused = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).statusCode).toBe(429);
  return Number((err as AppError).headers?.['retry-after']);
};

/** One attempt that fails its password. */
async function fail(throttle: LoginThrottle, attempt: LoginAttempt) {
  const ticket = await throttle.check(attempt);
  await throttle.failure(ticket);
}

describe('LoginThrottle', () => {
  it('backs off 5 s, 10 s, 20 s … after the free failures, at most a minute', () => {
    expect(backoffMs(ACCOUNT_FREE_FAILURES)).toBe(0);
    expect(backoffMs(ACCOUNT_FREE_FAILURES + 1)).toBe(5000);
    expect(backoffMs(ACCOUNT_FREE_FAILURES + 2)).toBe(10000);
    expect(backoffMs(ACCOUNT_FREE_FAILURES + 3)).toBe(20000);
    expect(backoffMs(ACCOUNT_FREE_FAILURES + 50)).toBe(BACKOFF_CAP_MS);
  });

  it('refuses an (account, address) pair past its attempts, and only that pair', async () => {
    const throttle = new LoginThrottle(new MemoryRateLimitStore());
    const attack = { email: 'owner@example.com', ip: '198.51.100.1', device: null };
    for (let i = 0; i < PAIR_ATTEMPTS; i++) await fail(throttle, attack);
    const retryAfter = await refused(throttle.check(attack));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Case and spaces do not make a new account.
    await refused(throttle.check({ ...attack, email: ' OWNER@example.com' }));
    await expect(throttle.check({ ...attack, ip: '198.51.100.2' })).resolves.toMatchObject({ account: 'owner@example.com', device: null });
    await expect(throttle.check({ ...attack, email: 'other@example.com' })).resolves.toBeDefined();
  });

  it('a success clears the pair, so a typing owner is not shut out', async () => {
    const throttle = new LoginThrottle(new MemoryRateLimitStore());
    const me = { email: 'owner@example.com', ip: '198.51.100.1', device: null };
    for (let i = 0; i < PAIR_ATTEMPTS - 1; i++) await fail(throttle, me);
    await throttle.success(await throttle.check(me));
    for (let i = 0; i < PAIR_ATTEMPTS; i++) await fail(throttle, me);
    await refused(throttle.check(me));
  });

  it('refuses an address past its attempts over any accounts', async () => {
    const throttle = new LoginThrottle(new MemoryRateLimitStore());
    for (let i = 0; i < IP_ATTEMPTS; i++) await fail(throttle, { email: `u${i}@example.com`, ip: '198.51.100.9', device: null });
    await refused(throttle.check({ email: 'fresh@example.com', ip: '198.51.100.9', device: null }));
  });

  it('counts an IPv6 client by its /64, so rotating addresses in it gains nothing', async () => {
    const throttle = new LoginThrottle(new MemoryRateLimitStore());
    const from = (i: number) => ({ email: 'owner@example.com', ip: `2001:db8:1:2::${(i + 1).toString(16)}`, device: null });
    for (let i = 0; i < PAIR_ATTEMPTS; i++) await fail(throttle, from(i));
    await refused(throttle.check(from(PAIR_ATTEMPTS)));
    // The next /64 is another subscriber.
    await expect(throttle.check({ ...from(0), ip: '2001:db8:1:3::1' })).resolves.toMatchObject({ ip: '2001:db8:1:3::/64' });

    const spray = new LoginThrottle(new MemoryRateLimitStore());
    for (let i = 0; i < IP_ATTEMPTS; i++) await fail(spray, { ...from(i), email: `u${i}@example.com` });
    await refused(spray.check({ ...from(IP_ATTEMPTS), email: 'fresh@example.com' }));
  });

  it('a success from one address of a /64 clears the pair for all of it', async () => {
    const throttle = new LoginThrottle(new MemoryRateLimitStore());
    const me = { email: 'owner@example.com', ip: '2001:db8::a', device: null };
    for (let i = 0; i < PAIR_ATTEMPTS - 1; i++) await fail(throttle, me);
    await throttle.success(await throttle.check({ ...me, ip: '2001:db8::b' }));
    for (let i = 0; i < PAIR_ATTEMPTS - 1; i++) await fail(throttle, me);
    await expect(throttle.check(me)).resolves.toBeDefined();
  });

  it('pauses an account failing from many addresses, but not its trusted device', async () => {
    const throttle = new LoginThrottle(new MemoryRateLimitStore());
    for (let i = 0; i <= ACCOUNT_FREE_FAILURES; i++)
      await fail(throttle, { email: 'owner@example.com', ip: `203.0.113.${i}`, device: null });
    const retryAfter = await refused(throttle.check({ email: 'owner@example.com', ip: '192.0.2.1', device: null }));
    expect(retryAfter).toBeLessThanOrEqual(5);
    await expect(throttle.check({ email: 'owner@example.com', ip: '192.0.2.1', device: 'nonce-1' })).resolves.toMatchObject({
      device: 'nonce-1',
    });
    // Another account is not paused.
    await expect(throttle.check({ email: 'agent@example.com', ip: '192.0.2.1', device: null })).resolves.toBeDefined();
  });

  it('holds a device to its own limit, then treats it like any browser', async () => {
    const throttle = new LoginThrottle(new MemoryRateLimitStore());
    const device = { email: 'owner@example.com', ip: '198.51.100.1', device: 'nonce-2' };
    for (let i = 0; i < DEVICE_ATTEMPTS; i++) expect((await throttle.check(device)).device).toBe('nonce-2');
    expect((await throttle.check(device)).device).toBeNull();
  });

  it('scales every limit by RATE_LIMIT_SCALE', async () => {
    const throttle = new LoginThrottle(new MemoryRateLimitStore(2));
    const attack = { email: 'owner@example.com', ip: '198.51.100.1', device: null };
    for (let i = 0; i < PAIR_ATTEMPTS * 2; i++) await fail(throttle, attack);
    await refused(throttle.check(attack));
  });
});
