import { describe, expect, it } from 'vitest';
import { AppError } from './http/errors';
import { enforceRateLimit, MemoryRateLimitStore } from './rate-limit';
import { rateLimitSubject } from './rate-limit-subject';

describe('rate limits', () => {
  const rule = { name: 'test', max: 2, windowMs: 60_000 };

  it('refuses the attempt after max with 429 and Retry-After', async () => {
    const store = new MemoryRateLimitStore();
    await enforceRateLimit(store, rule, 'ip');
    await enforceRateLimit(store, rule, 'ip');
    const err = await enforceRateLimit(store, rule, 'ip').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(429);
    expect(Number((err as AppError).headers?.['retry-after'])).toBeGreaterThan(0);
    // Another subject has its own counter.
    await expect(enforceRateLimit(store, rule, 'other-ip')).resolves.toBeUndefined();
  });

  it('multiplies every limit by the store scale (RATE_LIMIT_SCALE)', async () => {
    const store = new MemoryRateLimitStore(3);
    for (let i = 0; i < 6; i++) await enforceRateLimit(store, rule, 'ip');
    await expect(enforceRateLimit(store, rule, 'ip')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('peek reads a window without counting, and nothing once it is over', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.peek('k')).toBeNull();
    await store.hit('k', 50);
    expect(await store.peek('k')).toMatchObject({ count: 1 });
    expect(await store.peek('k')).toMatchObject({ count: 1 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await store.peek('k')).toBeNull();
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not reset the limit', async () => {
    const store = new MemoryRateLimitStore();
    await enforceRateLimit(store, rule, '2001:db8:1:2::1');
    await enforceRateLimit(store, rule, '2001:db8:1:2:ffff:ffff:ffff:fffe');
    await expect(enforceRateLimit(store, rule, '2001:DB8:1:2:0:0:0:99')).rejects.toMatchObject({ statusCode: 429 });
    // The next /64 is another client; IPv4 addresses stay one subject each.
    await expect(enforceRateLimit(store, rule, '2001:db8:1:3::1')).resolves.toBeUndefined();
    await enforceRateLimit(store, rule, '192.0.2.1');
    await enforceRateLimit(store, rule, '192.0.2.1');
    await expect(enforceRateLimit(store, rule, '192.0.2.2')).resolves.toBeUndefined();
  });

  it('reads every IPv6 spelling of one /64 alike, an IPv4-mapped address as IPv4, and leaves other subjects alone', () => {
    expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('2001:0db8:0000:0000:abcd::7')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('64:ff9b:1:2::192.0.2.1')).toBe('64:ff9b:1:2::/64');
    expect(rateLimitSubject('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitSubject('192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitSubject('someone@example.com')).toBe('someone@example.com');
  });

  it('keeps at most maxKeys windows however many new subjects arrive, at a steady cost per hit', async () => {
    const store = new MemoryRateLimitStore(1, 1_000);
    const started = performance.now();
    for (let i = 0; i < 200_000; i++) await store.hit(`k${i}`, 60_000);
    expect(store.size).toBeLessThanOrEqual(1_000);
    // The newest windows are the ones kept.
    expect(await store.peek('k199999')).toMatchObject({ count: 1 });
    expect(await store.peek('k0')).toBeNull();
    // Bounded at the production size too: no sweep of every window on each new key.
    const full = new MemoryRateLimitStore();
    for (let i = 0; i < 150_000; i++) await full.hit(`k${i}`, 60_000);
    expect(full.size).toBeLessThanOrEqual(100_000);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
