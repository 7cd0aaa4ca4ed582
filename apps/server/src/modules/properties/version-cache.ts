import type { PropertyListQuery } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';

/** Entries remembered per cache and database; the least recently used are forgotten first. */
const MAX_ENTRIES = 1000;

/** A value worked out from the catalogue, and the catalogue version it was worked out at. */
export interface Versioned<T> {
  value: T;
  version: string;
}

export interface VersionCache<T> {
  get(key: string): Versioned<T> | undefined;
  set(key: string, entry: Versioned<T>): void;
}

/**
 * Values derived from the properties table (a search's capped count, the places a city search
 * matches), per database handle, since a version number means something only in the database that
 * issued it. An entry is never trusted on its own: the list uses it only when its page statement
 * reads the same catalogue version (`properties_version`, migration 0014, bumped by every write
 * statement to properties), so it needs no expiry and no clearing, also for writes made by
 * another server or by hand (service.ts).
 */
export function versionCache<T>(): (db: DbOrTx) => VersionCache<T> {
  const byDb = new WeakMap<DbOrTx, Map<string, Versioned<T>>>();
  return (db) => {
    let entries = byDb.get(db);
    if (!entries) {
      entries = new Map();
      byDb.set(db, entries);
    }
    const map = entries;
    return {
      get(key) {
        const entry = map.get(key);
        if (entry) {
          // Map order is recency order: move it to the end.
          map.delete(key);
          map.set(key, entry);
        }
        return entry;
      },
      set(key, entry) {
        map.delete(key);
        map.set(key, entry);
        if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
      },
    };
  };
}

/** What a search's count depends on: every parameter but the page, its size and the order. */
export function countKey(q: PropertyListQuery): string {
  const parts: string[] = [];
  for (const name of Object.keys(q).sort()) {
    const value = q[name as keyof PropertyListQuery];
    if (value === undefined || name === 'page' || name === 'limit' || name === 'sort') continue;
    parts.push(`${name}=${String(value)}`);
  }
  return parts.join('&');
}
