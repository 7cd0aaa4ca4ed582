import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from './http/errors';

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

/** The counters of one process (the default: one server process). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly limitScale = 1) {}

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
      if (this.windows.size > 50_000) this.sweep(now);
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

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimitRule {
  /** Name of the limit, part of the key so limits do not share counters. */
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}

/** Counts one attempt for `subject` and throws 429 with Retry-After once `max` is passed. */
export async function enforceRateLimit(store: RateLimitStore, rule: RateLimitRule, subject: string): Promise<void> {
  const { count, resetAt } = await store.hit(`${rule.name}:${subject}`, rule.windowMs);
  if (count > rule.max * store.limitScale) {
    const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw tooManyRequests(rule.message ?? 'Too many requests. Please try again later.', retryAfter);
  }
}

/** A preHandler limiting a route per client IP. */
export function perIpLimit(store: RateLimitStore, rule: RateLimitRule) {
  return async (request: FastifyRequest) => enforceRateLimit(store, rule, request.ip);
}
