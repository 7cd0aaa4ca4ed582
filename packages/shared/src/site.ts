/** Site identity from environment variables (server.md §7). */
export interface SiteSettings {
  name: string;
  email: string;
  phone: string;
  address: string;
  office_hours: string;
  resident_portal_url: string;
  map_embed_url: string | null;
  social_links: { label: string; url: string }[];
}
