import type { SiteSettings } from '@rentfront/shared';
import type { Config } from '../../config';

/** The business identity, from environment variables with demo defaults (server.md §7). */
export function siteSettings(config: Config): SiteSettings {
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
  };
}
