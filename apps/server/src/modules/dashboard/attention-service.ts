import type { AttentionData } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { ReadCache } from '../../platform/http/read-cache';
import { countAttention } from './attention';
import { recordDashboardVisit } from './visits';

/**
 * How long one staff user's card is served from memory: the card is polled on focus and
 * remounted on every return to the dashboard, and 10 s late is still "now" for an office.
 */
export const ATTENTION_CACHE_TTL_MS = 10_000;

const caches = new WeakMap<AppContext, ReadCache<AttentionData>>();

function cacheOf(ctx: AppContext): ReadCache<AttentionData> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = ctx.readCaches.create<AttentionData>({ ttlMs: ATTENTION_CACHE_TTL_MS, maxEntries: 200 });
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * The "Needs attention" card for `userId`: records the visit (always, so the visit moves on even
 * when the figures come from the cache), then the counts relative to the visit before, cached per
 * user and per "since" (a new visit gets fresh figures at once). `fresh` skips the cache.
 */
export async function loadAttention(
  ctx: AppContext,
  userId: string,
  options: { fresh?: boolean; now?: Date } = {},
): Promise<AttentionData> {
  const now = options.now ?? new Date();
  const since = await recordDashboardVisit(ctx.db, userId, now);
  const load = () => countAttention(ctx.db, since, now);
  if (options.fresh) return load();
  const key = `attention:${userId}:${since?.toISOString() ?? 'first'}`;
  return (await cacheOf(ctx).get(key, load)).value;
}
