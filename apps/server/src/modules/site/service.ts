import type { SiteSettings } from '@rentfront/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { readListingSettings } from './listing-settings';

/** The business identity, from environment variables with demo defaults (server.md §7). */
export async function siteSettings(config: Config, db: DbOrTx): Promise<SiteSettings> {
  const listings = await readListingSettings(db);
  return {
    name: config.site.name,
    email: config.site.email,
    phone: config.site.phone,
    address: config.site.address,
    office_hours: config.site.officeHours,
    resident_portal_url: config.site.residentPortalUrl,
    resident_portal: config.site.residentPortal,
    map_embed_url: config.site.mapEmbedUrl ?? null,
    map_tiles: config.site.mapTiles ?? null,
    geocoding: Boolean(config.site.geocoderUrl),
    social_links: config.site.socialLinks,
    advertise_total_price: listings.advertise_total_price,
  };
}
