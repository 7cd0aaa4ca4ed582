// Runs against a real Redis: TEST_REDIS_URL (the server's vitest config includes *.redis.test.ts
// only when it is set; .ci/run sets it). Every test uses its own key prefix.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from '@rentfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/context';
import { AppError } from './http/errors';
import { enforceRateLimit } from './rate-limit';
import { RedisRateLimitStore } from './rate-limit-redis';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const silent = pino({ level: 'silent' });
const prefixes: string[] = [];
const prefix = () => {
  const p = `rf-test-${crypto.randomBytes(4).toString('hex')}:`;
  prefixes.push(p);
  return p;
};

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  for (const p of prefixes) {
    const keys = await redis.keys(`${p}*`);
    if (keys.length) await redis.del(...keys);
  }
  await redis.quit();
});

describe('rate limits in Redis (REDIS_URL)', () => {
  const redis = new Redis(REDIS_URL);
  const stores: RedisRateLimitStore[] = [];
  const store = async (keyPrefix: string, limitScale = 1) => {
    const s = new RedisRateLimitStore({ url: REDIS_URL, keyPrefix, limitScale, logger: silent });
    stores.push(s);
    await s.connect();
    return s;
  };
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await redis.quit();
  });

  it('counts hits per key within the window, then starts a new window', async () => {
    const s = await store(prefix());
    expect((await s.hit('login-ip:1.2.3.4', 400)).count).toBe(1);
    const second = await s.hit('login-ip:1.2.3.4', 400);
    expect(second.count).toBe(2);
    expect(second.resetAt).toBeGreaterThan(Date.now());
    expect(second.resetAt).toBeLessThanOrEqual(Date.now() + 400);
    expect((await s.hit('login-ip:5.6.7.8', 400)).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await s.hit('login-ip:1.2.3.4', 400)).count).toBe(1);
  });

  it('peek reads a window without counting, and nothing once it is over', async () => {
    const s = await store(prefix());
    expect(await s.peek('login-account-pause:ada@example.com')).toBeNull();
    await s.hit('login-account-pause:ada@example.com', 300);
    const seen = await s.peek('login-account-pause:ada@example.com');
    expect(seen).toMatchObject({ count: 1 });
    expect(seen!.resetAt).toBeLessThanOrEqual(Date.now() + 300);
    expect(await s.peek('login-account-pause:ada@example.com')).toMatchObject({ count: 1 });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await s.peek('login-account-pause:ada@example.com')).toBeNull();
  });

  it('reset clears one counter', async () => {
    const s = await store(prefix());
    await s.hit('login-email:ada@example.com', 60_000);
    await s.hit('login-email:ada@example.com', 60_000);
    await s.reset('login-email:ada@example.com');
    expect((await s.hit('login-email:ada@example.com', 60_000)).count).toBe(1);
  });

  it('is shared: two processes (stores) count into the same window', async () => {
    const keyPrefix = prefix();
    const a = await store(keyPrefix);
    const b = await store(keyPrefix);
    const rule = { name: 'contact-form', max: 3, windowMs: 60_000 };
    await enforceRateLimit(a, rule, '9.9.9.9');
    await enforceRateLimit(b, rule, '9.9.9.9');
    await enforceRateLimit(a, rule, '9.9.9.9');
    const err = await enforceRateLimit(b, rule, '9.9.9.9').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(429);
    expect(Number((err as AppError).headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('applies RATE_LIMIT_SCALE like the memory store', async () => {
    const s = await store(prefix(), 2);
    const rule = { name: 'scaled', max: 1, windowMs: 60_000 };
    await enforceRateLimit(s, rule, 'ip');
    await enforceRateLimit(s, rule, 'ip');
    await expect(enforceRateLimit(s, rule, 'ip')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('keeps no e-mail address or IP in Redis, only hashes, and every key expires', async () => {
    const keyPrefix = prefix();
    const s = await store(keyPrefix);
    await s.hit('login-email:grace@example.com', 60_000);
    await s.hit('login-ip:203.0.113.9', 60_000);
    const keys = await redis.keys(`${keyPrefix}*`);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).not.toMatch(/grace|example|203\.0\.113/);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('refuses to start when Redis cannot be reached, without printing the password', async () => {
    const s = new RedisRateLimitStore({ url: 'redis://:hunter2@127.0.0.1:1', keyPrefix: prefix(), limitScale: 1, logger: silent });
    const err = (await s.connect().catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toContain('Cannot reach Redis at REDIS_URL (127.0.0.1:1)');
    expect(err.message).not.toContain('hunter2');
    await s.close();
  });

  it('lets a request through (and warns) when Redis goes away, instead of failing it', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line).msg) });
    const s = new RedisRateLimitStore({ url: REDIS_URL, keyPrefix: prefix(), limitScale: 1, logger, commandTimeoutMs: 200 });
    await s.connect();
    await s.close(); // as if the connection dropped
    const rule = { name: 'contact-form', max: 1, windowMs: 60_000 };
    await expect(enforceRateLimit(s, rule, 'ip')).resolves.toBeUndefined();
    await expect(enforceRateLimit(s, rule, 'ip')).resolves.toBeUndefined();
    expect(warnings).toContain('rate limit check failed; the request was let through');
  });
});

describe('two app servers with one REDIS_URL', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix() };
    a = await createTestContext({}, { env });
    b = await createTestContext({}, { env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('share the contact form limit: the 6th message from one IP is refused, whichever server gets it', async () => {
    const send = (t: TestContext, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/contact',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '198.51.100.7',
        payload: {
          full_name: 'Dana Whitfield',
          email: `dana${n}@example.com`,
          phone: '+1 (518) 555-0199',
          message: 'Is the flat on Elm Street still free in June?',
        },
      });
    for (let n = 1; n <= CONTACT_RATE_LIMIT.max; n++) {
      const res = await send(n % 2 ? a : b, n);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await send(a, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: CONTACT_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
