// The homes the syndication feeds list (issue 35 item 2): available and marked "syndicate", in
// listing order, read a page at a time so a feed of any size is written in constant memory.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Property } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { properties, propertySyndication } from '../../db/schema';
import { propertyColumns, toApiProperty, type PropertyRow } from '../properties/serialize';
import { afterInListingOrder, type ListingCursor } from '../properties/sitemap';

/** Rows per query: small enough to keep a page's media JSON modest, large enough to be few. */
export const FEED_PAGE_SIZE = 500;

// The partial index properties_syndicated_idx holds exactly these rows, in this order.
const syndicated = and(eq(properties.syndicate, true), eq(properties.status, 'available'))!;

/** Every syndicated home, oldest listing first, `pageSize` at a time (keyset pages: page n costs what page 1 costs). */
export async function* syndicatedPages(db: DbOrTx, pageSize = FEED_PAGE_SIZE): AsyncGenerator<Property[]> {
  let after: ListingCursor | null = null;
  for (;;) {
    const rows: (PropertyRow & { cursor: string })[] = await db
      .select({ ...propertyColumns, cursor: sql<string>`${properties.createdAt}::text` })
      .from(properties)
      .where(after ? and(syndicated, afterInListingOrder(after)) : syndicated)
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .limit(pageSize);
    if (rows.length > 0) yield rows.map(toApiProperty);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
  }
}

/**
 * The catalogue version (migration 0014): every write to properties, media edits included (they
 * touch the row's updated_at), moves it on. With the site settings it is the feed's ETag, so an
 * unchanged feed answers a conditional request with 304 after one primary-key read.
 */
export async function catalogueVersion(db: DbOrTx): Promise<string> {
  const result = (await db.execute(sql`select version::text as version from properties_version`)) as unknown as {
    rows: { version: string }[];
  };
  return result.rows[0]?.version ?? '0';
}

/** Marks the given homes as sent out now (the admin's "last included"). */
export async function recordIncluded(db: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(propertySyndication)
    .values(ids.map((propertyId) => ({ propertyId, lastIncludedAt: at })))
    .onConflictDoUpdate({ target: propertySyndication.propertyId, set: { lastIncludedAt: sql`excluded.last_included_at` } });
}

/**
 * A 304 tells the reader its copy, every syndicated home of this version, is current: they all
 * count as included again, in one statement.
 */
export async function recordAllIncluded(db: DbOrTx, at: Date): Promise<void> {
  await db
    .insert(propertySyndication)
    .select(
      db
        .select({ propertyId: properties.id, lastIncludedAt: sql`${at.toISOString()}::timestamptz`.as('last_included_at') })
        .from(properties)
        .where(syndicated),
    )
    .onConflictDoUpdate({ target: propertySyndication.propertyId, set: { lastIncludedAt: sql`excluded.last_included_at` } });
}
