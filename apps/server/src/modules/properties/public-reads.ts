import { PROPERTY_MESSAGES, type PropertyListQuery } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { queryKey, type CacheRead } from '../../platform/http/read-cache';
import { coverImages, getProperty, listProperties } from './service';

/** Anonymous JSON reads are fresh for 5 s, then served stale (at most a minute) while one request refreshes them. */
export const PUBLIC_READ_TTL_MS = 5_000;
export const PUBLIC_READ_STALE_MS = 60_000;

/**
 * The public property reads as the API answers them (the envelope, serialized once), behind one
 * micro-cache shared by the JSON routes and the server-rendered pages, so a page and its API call
 * never disagree and a property write clears both.
 */
export interface PropertyReads {
  list(query: PropertyListQuery, cached: boolean): Promise<CacheRead<string> | string>;
  detail(id: string, cached: boolean): Promise<CacheRead<string> | string>;
  covers(cached: boolean): Promise<CacheRead<string> | string>;
}

const readsByContext = new WeakMap<AppContext, PropertyReads>();

/** The reads of this app instance (one cache per instance, made on first use). */
export function propertyReads(ctx: AppContext): PropertyReads {
  let reads = readsByContext.get(ctx);
  if (!reads) {
    reads = createPropertyReads(ctx);
    readsByContext.set(ctx, reads);
  }
  return reads;
}

function createPropertyReads(ctx: AppContext): PropertyReads {
  const cache = ctx.readCaches.create<string>({
    ttlMs: PUBLIC_READ_TTL_MS,
    staleMs: PUBLIC_READ_STALE_MS,
    // A refresh that answers "not found" means the property is gone: stop serving it.
    keepStale: (err) => !(err instanceof AppError),
    // Keys carry visitors' search words: log which kind of read failed, not the key or the SQL.
    onRefreshError: (key, err) =>
      ctx.logger.warn({ read: key.split(/[?:]/)[0], error: (err as Error)?.name ?? 'Error' }, 'public read refresh failed; serving stale'),
  });
  const read = (key: string, cached: boolean, load: () => Promise<unknown>) => {
    const serialize = async () => JSON.stringify(await load());
    return cached ? cache.get(key, serialize) : serialize();
  };
  return {
    // Visitors page through a window of the results; staff (the admin list) bypass the cache and read all.
    list: (query, cached) =>
      read(queryKey('list', query), cached, async () =>
        ok(await listProperties(ctx.db, query, { windowed: true }), PROPERTY_MESSAGES.listed),
      ),
    detail: (id, cached) => read(`detail:${id}`, cached, async () => ok(await getProperty(ctx.db, id), PROPERTY_MESSAGES.fetched)),
    covers: (cached) => read('covers', cached, async () => ok(await coverImages(ctx.db), PROPERTY_MESSAGES.coversFetched)),
  };
}
