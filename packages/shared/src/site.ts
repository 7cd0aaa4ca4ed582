export const RESIDENT_PORTAL_MODES = ['builtin', 'external'] as const;
export type ResidentPortalMode = (typeof RESIDENT_PORTAL_MODES)[number];

/** Site identity from environment variables (server.md §7). */
export interface SiteSettings {
  name: string;
  email: string;
  phone: string;
  address: string;
  office_hours: string;
  resident_portal_url: string;
  /**
   * Where "Pay Rent" and "Residents" lead (issue 32 item 7, ADR 0035): `builtin`, the portal at
   * /resident (the default); `external`, resident_portal_url in a new tab, as public-site.md has it,
   * for an office with another system (RESIDENT_PORTAL=external).
   */
  resident_portal: ResidentPortalMode;
  map_embed_url: string | null;
  /** The property map's raster tiles (URL template with {z}/{x}/{y}), or null: markers on a plain background. */
  map_tiles: { url: string; attribution: string } | null;
  /** Whether the admin's property form offers "Find on map" for an address (GEOCODER_URL). */
  geocoding: boolean;
  social_links: { label: string; url: string }[];
  /** The office's listing rule (Settings, issue 35): the total monthly cost is every listing's headline figure. */
  advertise_total_price: boolean;
}
