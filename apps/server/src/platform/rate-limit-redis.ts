import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ConfigError } from '../config';
import type { RateLimitStore } from './rate-limit';

// One round trip, atomic: count the hit, start the window on the first one, and return the count
// with the time left. A key that lost its expiry (it should not happen) gets one again.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// The count and the time left, or nothing for a key that is not there (or has no expiry).
const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return nil end
return {tonumber(count), ttl}
`;

export interface RedisRateLimitOptions {
  url: string;
  /** Put before every key, so several apps (or test runs) can share one Redis. */
  keyPrefix: string;
  limitScale: number;
  logger: Logger;
  /** How long a hit may wait for Redis before it is let through (ms). */
  commandTimeoutMs?: number;
}

/**
 * Fixed-window counters in Redis, shared by every server process (REDIS_URL).
 * - Keys hold a SHA-256 of the limit name and subject, never the e-mail or IP itself.
 * - When Redis cannot be reached, a hit is let through and a warning logged: a rate limit must
 *   not take the site down with it. Start-up checks the connection first (`connect`).
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly limitScale: number;
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  private readonly logger: Logger;
  private lastWarning = 0;
  private lastError: Error | undefined;
  private connected = false;

  constructor(options: RedisRateLimitOptions) {
    this.limitScale = options.limitScale;
    this.keyPrefix = options.keyPrefix;
    this.logger = options.logger;
    this.redis = new Redis(options.url, {
      lazyConnect: true,
      // Fail fast while disconnected instead of queueing hits until Redis is back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeoutMs ?? 500,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
    // Without a listener, ioredis reports every failed reconnect as an unhandled 'error' event.
    this.redis.on('error', (err: Error) => {
      this.lastError = err;
      // Before start-up has connected, `connect` reports the failure itself.
      if (this.connected) this.warn('redis is not reachable; rate limits are not enforced until it is back');
    });
  }

  /** Connects and checks the server answers; throws a message fit for the start-up log otherwise. */
  async connect(): Promise<void> {
    try {
      await this.redis.connect();
      await this.redis.ping();
      this.connected = true;
    } catch (err) {
      this.redis.disconnect();
      const reason = (this.lastError ?? (err as Error)).message;
      throw new ConfigError(`Cannot reach Redis at REDIS_URL (${redactUrl(this.redis.options)}): ${reason}`);
    }
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.redisKey(key), String(windowMs))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    } catch {
      this.warn('rate limit check failed; the request was let through');
      return { count: 0, resetAt: Date.now() + windowMs };
    }
  }

  async peek(key: string): Promise<{ count: number; resetAt: number } | null> {
    try {
      const found = (await this.redis.eval(PEEK_SCRIPT, 1, this.redisKey(key))) as [number, number] | null;
      return found ? { count: found[0], resetAt: Date.now() + found[1] } : null;
    } catch {
      this.warn('rate limit check failed; the request was let through');
      return null;
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.redis.del(this.redisKey(key));
    } catch {
      this.warn('rate limit reset failed');
    }
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }

  private redisKey(key: string): string {
    return `${this.keyPrefix}rl:${crypto.createHash('sha256').update(key).digest('base64url')}`;
  }

  // One line a minute at most: an outage must not flood the log.
  private warn(message: string) {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.logger.warn(message);
  }
}

function redactUrl(options: Redis['options']): string {
  return `${options.host ?? '127.0.0.1'}:${options.port ?? 6379}`;
}
