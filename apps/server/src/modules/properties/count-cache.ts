import type { PropertyListQuery } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import type { KnownCount } from './service';

/** Filters remembered per database; the least recently used are forgotten first. */
const MAX_FILTERS = 1000;

const byDb = new WeakMap<DbOrTx, Map<string, KnownCount>>();

export interface CountCache {
  get(key: string): KnownCount | undefined;
  set(key: string, value: KnownCount): void;
}

/**
 * The capped match counts of recent searches, per database handle (a version number means
 * something only in the database that issued it). A remembered count is never trusted on its own:
 * the list uses it only when its page statement reads the same catalogue version the count was
 * made at (service.ts, catalogueVersion), so it needs no expiry and no clearing on writes, also
 * writes made by another server or by hand.
 */
export function countCache(db: DbOrTx): CountCache {
  let map = byDb.get(db);
  if (!map) {
    map = new Map();
    byDb.set(db, map);
  }
  const entries = map;
  return {
    get(key) {
      const value = entries.get(key);
      if (value) {
        // Map order is recency order: move it to the end.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > MAX_FILTERS) entries.delete(entries.keys().next().value as string);
    },
  };
}

/** What the count depends on: every parameter but the page, its size and the order. */
export function countKey(q: PropertyListQuery): string {
  const parts: string[] = [];
  for (const name of Object.keys(q).sort()) {
    const value = q[name as keyof PropertyListQuery];
    if (value === undefined || name === 'page' || name === 'limit' || name === 'sort') continue;
    parts.push(`${name}=${String(value)}`);
  }
  return parts.join('&');
}
