/** Site identity from environment variables (server.md §7). */
export interface SiteSettings {
  name: string;
  email: string;
  phone: string;
  address: string;
  office_hours: string;
  resident_portal_url: string;
  map_embed_url: string | null;
  /** The property map's raster tiles (URL template with {z}/{x}/{y}), or null: markers on a plain background. */
  map_tiles: { url: string; attribution: string } | null;
  /** Whether the admin's property form offers "Find on map" for an address (GEOCODER_URL). */
  geocoding: boolean;
  social_links: { label: string; url: string }[];
}
