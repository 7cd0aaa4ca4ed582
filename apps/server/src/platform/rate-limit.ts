import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from './http/errors';
import { rateLimitSubject } from './rate-limit-subject';

/**
 * Fixed-window counters: `hit` counts one attempt in the window that `key` is in. Kept in this
 * process's memory by default; with REDIS_URL, in Redis, shared by every server process
 * (rate-limit-redis.ts).
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
  /** The window `key` is in without counting a hit; null when there is none (never hit, or over). */
  peek(key: string): Promise<{ count: number; resetAt: number } | null>;
  /** Every limit is multiplied by this (RATE_LIMIT_SCALE; 1 in production). */
  readonly limitScale: number;
  close?(): Promise<void>;
}

/** How many windows the memory store keeps at most (a few MB). */
export const MEMORY_STORE_MAX_KEYS = 100_000;

/**
 * The counters of one process (the default: one server process). At most `maxKeys` windows: a
 * flood of new subjects would otherwise grow the map without bound, and a sweep of every window
 * on each new key (the old way) cost a millisecond per request at 100k keys. Windows are kept in
 * the order they opened (a renewed one moves to the end), so when full the oldest tenth goes in
 * one pass: expired ones first by nature, and the cost spread over the next tenth of new keys.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limitScale = 1,
    private readonly maxKeys = MEMORY_STORE_MAX_KEYS,
  ) {}

  /** How many windows are held (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.evictOldest();
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { ...entry };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async peek(key: string) {
    const entry = this.windows.get(key);
    return entry && entry.resetAt > Date.now() ? { ...entry } : null;
  }

  private evictOldest() {
    let toDrop = Math.max(1, Math.ceil(this.maxKeys / 10));
    for (const key of this.windows.keys()) {
      if (toDrop-- <= 0) break;
      this.windows.delete(key);
    }
  }
}

export interface RateLimitRule {
  /** Name of the limit, part of the key so limits do not share counters. */
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}

/**
 * Counts one attempt for `subject` and throws 429 with Retry-After once `max` is passed. An IPv6
 * subject counts by its /64 (rate-limit-subject.ts).
 */
export async function enforceRateLimit(store: RateLimitStore, rule: RateLimitRule, subject: string): Promise<void> {
  const { count, resetAt } = await store.hit(`${rule.name}:${rateLimitSubject(subject)}`, rule.windowMs);
  if (count > rule.max * store.limitScale) {
    const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw tooManyRequests(rule.message ?? 'Too many requests. Please try again later.', retryAfter);
  }
}

/** A preHandler limiting a route per client IP. */
export function perIpLimit(store: RateLimitStore, rule: RateLimitRule) {
  return async (request: FastifyRequest) => enforceRateLimit(store, rule, request.ip);
}
