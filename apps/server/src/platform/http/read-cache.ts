import type { FastifyRequest } from 'fastify';

/**
 * An in-process cache for anonymous public reads (the property list and detail JSON, sitemaps,
 * later server-rendered HTML), with stale-while-revalidate:
 *
 * - younger than `ttlMs`: served as is ("hit");
 * - older, but within `staleMs` more: served at once ("stale") while ONE background load per key
 *   refreshes it, so no visitor waits and no crowd of requests reaches the database on expiry;
 * - older still, or never loaded: loaded in the foreground, once per key however many requests
 *   wait for it ("miss" for the one that started it, "hit" for those that joined).
 *
 * Failures are never cached. A failed background refresh keeps the stale value until the stale
 * window ends, is reported once (`onRefreshError`) and retried at most once per `retryMs`;
 * an error `keepStale` rejects (e.g. "not found") drops the value instead.
 *
 * `clear()` is called after every committed write to what the cache shows: from then on nothing
 * loaded before it is served or stored (a generation counter makes a load that started earlier
 * unable to store its result). The size is bounded by `maxEntries`, least recently used first.
 */
export interface ReadCache<V> {
  get(key: string, load: () => Promise<V>): Promise<CacheRead<V>>;
  clear(): void;
  readonly size: number;
}

export type CacheState = 'hit' | 'stale' | 'miss';

export interface CacheRead<V> {
  value: V;
  state: CacheState;
}

export interface ReadCacheOptions {
  ttlMs: number;
  /** How long past the TTL a value may still be served while it is refreshed (0: never). */
  staleMs?: number;
  maxEntries?: number;
  /** After a failed refresh, no new attempt before this long (default: the TTL). */
  retryMs?: number;
  now?: () => number;
  /** Called once per failing entry (not per attempt) when a background refresh fails. */
  onRefreshError?: (key: string, err: unknown) => void;
  /** Whether a refresh that failed with `err` may keep serving the stale value (default: yes). */
  keepStale?: (err: unknown) => boolean;
}

interface Entry<V> {
  generation: number;
  /** The last loaded value and when its load started. */
  stored?: { value: V; at: number };
  /** The load in flight for this key (first load or refresh), shared by everyone who waits. */
  loading?: Promise<V>;
  retryAt: number;
  failing: boolean;
}

export function createReadCache<V>(options: ReadCacheOptions): ReadCache<V> {
  const now = options.now ?? Date.now;
  const max = options.maxEntries ?? 1000;
  const staleMs = options.staleMs ?? 0;
  const retryMs = options.retryMs ?? options.ttlMs;
  const keepStale = options.keepStale ?? (() => true);
  // Map order is the recency order: a read moves its key to the end, the first key is evicted.
  const entries = new Map<string, Entry<V>>();
  let generation = 0;

  const isCurrent = (key: string, entry: Entry<V>) => entry.generation === generation && entries.get(key) === entry;

  const touch = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    entries.set(key, entry);
  };

  /** Starts a load for `entry`; its result is stored only if no clear() or eviction came first. */
  const start = (key: string, entry: Entry<V>, load: () => Promise<V>, background: boolean): Promise<V> => {
    const at = now();
    const loading = Promise.resolve().then(load);
    entry.loading = loading;
    loading.then(
      (value) => {
        if (entry.loading === loading) entry.loading = undefined;
        if (!isCurrent(key, entry)) return;
        entry.stored = { value, at };
        entry.failing = false;
        entry.retryAt = 0;
      },
      (err: unknown) => {
        if (entry.loading === loading) entry.loading = undefined;
        if (!isCurrent(key, entry)) return;
        if (!background || !keepStale(err)) {
          entries.delete(key);
          return;
        }
        entry.retryAt = now() + retryMs;
        if (!entry.failing) {
          entry.failing = true;
          options.onRefreshError?.(key, err);
        }
      },
    );
    return loading;
  };

  return {
    async get(key, load) {
      const t = now();
      let entry = entries.get(key);
      if (entry?.stored) {
        const age = t - entry.stored.at;
        if (age < options.ttlMs) {
          touch(key, entry);
          return { value: entry.stored.value, state: 'hit' };
        }
        if (age < options.ttlMs + staleMs) {
          touch(key, entry);
          if (!entry.loading && t >= entry.retryAt) void start(key, entry, load, true).catch(() => undefined);
          return { value: entry.stored.value, state: 'stale' };
        }
        entry.stored = undefined; // too old to serve: wait for a fresh load below
      }
      if (entry?.loading) return { value: await entry.loading, state: 'hit' };
      if (!entry) {
        entry = { generation, retryAt: 0, failing: false };
        entries.set(key, entry);
        while (entries.size > max) entries.delete(entries.keys().next().value as string);
      }
      return { value: await start(key, entry, load, false), state: 'miss' };
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The read caches that one write must all forget: a module creates its caches here, and any
 * write to what anonymous visitors read (a property, its media) calls `clear()` after it commits.
 */
export class ReadCaches {
  private readonly members: ReadCache<unknown>[] = [];

  create<V>(options: ReadCacheOptions): ReadCache<V> {
    const cache = createReadCache<V>(options);
    this.members.push(cache as ReadCache<unknown>);
    return cache;
  }

  clear(): void {
    for (const cache of this.members) cache.clear();
  }
}

/** Whether a request may be answered from a public cache: anonymous, and not asking for a fresh copy. */
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
