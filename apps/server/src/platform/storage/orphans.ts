// The reconcile path for stored files: upload flows write files before their rows and remove them
// when the database write fails, but that removal can fail too (the store went away in between).
// This finds objects no row refers to and, when asked, deletes them.
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maintenancePhotos, notices, outbox, propertyMedia, teamMembers, users } from '../../db/schema';
import { imagePrefixFromUrl } from '../images/images';
import type { Storage } from './storage';

/**
 * Areas whose objects belong to rows, each object under `<area>/<uuid>/…`. The probe area holds
 * what a start-up check left behind when its process died between writing and removing it.
 */
export const SWEPT_AREAS = ['properties', 'team', 'profile', 'notices', 'maintenance', 'rentfront-probe'] as const;

/** `<area>/<uuid>` of a key or URL path: what one upload owns. */
function ownerPrefix(key: string): string {
  return key.split('/').slice(0, 2).join('/');
}

/** Every `<area>/<uuid>` some row refers to, including files an e-mail waiting in the outbox will attach. */
export async function referencedPrefixes(db: Db): Promise<Set<string>> {
  const refs = new Set<string>();
  const addUrl = (url: string | null) => {
    const prefix = url ? imagePrefixFromUrl(url) : null;
    if (prefix) refs.add(prefix);
  };
  for (const row of await db.select({ url: propertyMedia.url }).from(propertyMedia)) addUrl(row.url);
  for (const row of await db.select({ url: teamMembers.photo }).from(teamMembers).where(isNotNull(teamMembers.photo))) addUrl(row.url);
  for (const row of await db.select({ url: users.profilePhoto }).from(users).where(isNotNull(users.profilePhoto))) addUrl(row.url);
  for (const row of await db.select({ file: notices.file }).from(notices).where(isNotNull(notices.file))) refs.add(ownerPrefix(row.file!));
  for (const row of await db.select({ prefix: maintenancePhotos.storagePrefix }).from(maintenancePhotos)) refs.add(row.prefix);
  const pending = await db.select({ attachments: outbox.attachments }).from(outbox).where(eq(outbox.status, 'pending'));
  for (const row of pending) for (const a of row.attachments) if (a.storageKey) refs.add(ownerPrefix(a.storageKey));
  return refs;
}

export interface SweepSummary {
  scanned: number;
  /** Unreferenced objects older than the grace period, and the uploads (`<area>/<uuid>`) they form. */
  orphanObjects: number;
  orphanBytes: number;
  orphanUploads: number;
  /** Unreferenced but younger than the grace period: possibly an upload whose row is being written. */
  tooRecent: number;
  /** Uploads removed (with `remove`). */
  deletedUploads: number;
}

export interface SweepOptions {
  /** Objects younger than this are left alone: an upload stores its files before its row commits. */
  graceMs: number;
  /** Delete the orphans (otherwise only count and name them). */
  remove: boolean;
  log: (line: string) => void;
}

/**
 * Lists the swept areas, compares each object's owner with what the database refers to, and
 * deletes (or reports) what nothing refers to. The references are read before the listing, so an
 * object written after that read is younger than the grace period and kept.
 */
export async function sweepOrphans(db: Db, storage: Storage, options: SweepOptions): Promise<SweepSummary> {
  const refs = await referencedPrefixes(db);
  const summary: SweepSummary = { scanned: 0, orphanObjects: 0, orphanBytes: 0, orphanUploads: 0, tooRecent: 0, deletedUploads: 0 };
  const cutoff = Date.now() - options.graceMs;
  const orphans = new Set<string>();
  const recent = new Set<string>();
  // Objects right under an area (a probe file) are their own owner: deleted as a key, not a prefix.
  const singles = new Set<string>();
  for (const area of SWEPT_AREAS) {
    for await (const item of storage.list(area)) {
      summary.scanned += 1;
      const owner = ownerPrefix(item.key);
      if (refs.has(owner)) continue;
      if (item.lastModified.getTime() > cutoff) {
        summary.tooRecent += 1;
        recent.add(owner);
        continue;
      }
      summary.orphanObjects += 1;
      summary.orphanBytes += item.size;
      orphans.add(owner);
      if (owner === item.key) singles.add(owner);
    }
  }
  // An upload with any recent object is left whole; the next sweep will see it again.
  const doomed = [...orphans].filter((prefix) => !recent.has(prefix)).sort();
  summary.orphanUploads = doomed.length;
  for (const prefix of doomed) {
    if (!options.remove) {
      options.log(`  orphan: ${prefix}/`);
      continue;
    }
    await (singles.has(prefix) ? storage.delete(prefix) : storage.deletePrefix(prefix));
    options.log(`  deleted: ${prefix}/`);
    summary.deletedUploads += 1;
  }
  return summary;
}
