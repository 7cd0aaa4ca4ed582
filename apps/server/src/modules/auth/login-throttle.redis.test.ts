// Runs against a real Redis: TEST_REDIS_URL (see rate-limit.redis.test.ts). Own key prefix per run.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { loginThrottleScenarios } from './login-throttle-scenarios';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const PREFIX = `rf-test-${crypto.randomBytes(4).toString('hex')}:`;

afterAll(async () => {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('sign-in throttling, counters in Redis (REDIS_URL)', () => {
  loginThrottleScenarios(() => ({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX }));
});
