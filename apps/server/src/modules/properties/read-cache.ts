import type { FastifyRequest } from 'fastify';

/**
 * A micro-cache for anonymous public reads (the list, a property, the covers): the serialized
 * JSON is kept a few seconds, so a busy listing page costs one query per key per TTL instead of
 * one per visitor, and JSON is not rebuilt per request.
 *
 * Freshness: every write through this server clears it (a generation counter makes a load that
 * started before the write unable to store its stale result). Another instance behind the same
 * load balancer may show a visitor a listing up to TTL seconds old; signed-in browsers (admins)
 * and requests sent with `Cache-Control: no-cache` always read the database.
 */
export interface ReadCache {
  /** The cached value for `key`, or `load()`'s result (one load per key at a time). */
  get(key: string, load: () => Promise<string>): Promise<{ value: string; hit: boolean }>;
  clear(): void;
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export const PUBLIC_READ_TTL_MS = 5_000;

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const now = options.now ?? Date.now;
  const max = options.maxEntries ?? 1000;
  const entries = new Map<string, { at: number; generation: number; value: Promise<string> }>();
  let generation = 0;

  return {
    async get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.generation === generation && now() - entry.at < options.ttlMs) {
        return { value: await entry.value, hit: true };
      }
      const value = load();
      const mine = { at: now(), generation, value };
      entries.delete(key);
      entries.set(key, mine);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      try {
        return { value: await value, hit: false };
      } catch (err) {
        // Failures (404, database down) are never served from the cache.
        if (entries.get(key) === mine) entries.delete(key);
        throw err;
      }
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

/** Whether a request may be answered from the public cache. */
export function mayUseCache(request: FastifyRequest): boolean {
  if (request.session) return false;
  const header = request.headers['cache-control'];
  return !(typeof header === 'string' && /no-cache|no-store|max-age=0/i.test(header));
}

/** A stable key for a parsed query (same filters, same key, whatever the parameter order). */
export function queryKey(prefix: string, query: Record<string, unknown>): string {
  const parts = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort()
    .map((k) => `${k}=${String(query[k])}`);
  return `${prefix}?${parts.join('&')}`;
}
