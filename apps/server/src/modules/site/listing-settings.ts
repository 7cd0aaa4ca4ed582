// The office's listing rule (issue 35 item 1, ADR 0042): one row, id 'site', absent until first
// saved. Read for every public site-settings answer: one primary-key read, so a change on any
// node shows on every node's next page.
import { eq } from 'drizzle-orm';
import { LISTING_SETTINGS_DEFAULTS, type ListingSettings } from '@rentfront/shared/listing-settings';
import type { DbOrTx } from '../../db/client';
import { listingSettings } from '../../db/schema';

export async function readListingSettings(db: DbOrTx): Promise<ListingSettings> {
  const [row] = await db
    .select({ advertiseTotalPrice: listingSettings.advertiseTotalPrice })
    .from(listingSettings)
    .where(eq(listingSettings.id, 'site'));
  return row ? { advertise_total_price: row.advertiseTotalPrice } : LISTING_SETTINGS_DEFAULTS;
}

export async function saveListingSettings(db: DbOrTx, settings: ListingSettings, staffId: string): Promise<ListingSettings> {
  const values = { advertiseTotalPrice: settings.advertise_total_price, updatedAt: new Date(), updatedBy: staffId };
  await db
    .insert(listingSettings)
    .values({ id: 'site', ...values })
    .onConflictDoUpdate({ target: listingSettings.id, set: values });
  return readListingSettings(db);
}
