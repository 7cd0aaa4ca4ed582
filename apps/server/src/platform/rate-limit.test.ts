import { describe, expect, it } from 'vitest';
import { AppError } from './http/errors';
import { enforceRateLimit, MemoryRateLimitStore } from './rate-limit';

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
});
