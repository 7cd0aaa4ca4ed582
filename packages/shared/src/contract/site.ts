import { z } from 'zod';
import { RESIDENT_PORTAL_MODES, type SiteSettings } from '../site';
import { SITE_TEXT_KEYS, siteTextUpdateSchema, type SiteText } from '../site-texts';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';
import { siteRoutes } from './site-routes';

// The site endpoints (server.md §7, issue 18): the routes of site-routes.ts with their schemas.

/** Keys are checked by the service, so an unknown one is a 404 like a page that does not exist. */
export const siteTextKeyParams = z.object({ key: z.string() });

export const siteSettingsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  office_hours: z.string(),
  resident_portal_url: z.string(),
  resident_portal: z.enum(RESIDENT_PORTAL_MODES),
  map_embed_url: z.string().nullable(),
  map_tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  geocoding: z.boolean(),
  social_links: z.array(z.object({ label: z.string(), url: z.string() })),
  advertise_total_price: z.boolean(),
});

export const siteTextSchema = z.object({
  key: z.enum(SITE_TEXT_KEYS),
  title: z.string(),
  path: z.string(),
  body: z.string(),
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});

export type _SiteShapes = [
  Expect<Same<z.output<typeof siteSettingsSchema>, SiteSettings>>,
  Expect<Same<z.output<typeof siteTextSchema>, SiteText>>,
];

const oneText = envelope(siteTextSchema);

export const siteEndpoints = {
  settings: defineEndpoint(siteRoutes.settings, { response: envelope(siteSettingsSchema) }),
  text: defineEndpoint(siteRoutes.text, { params: siteTextKeyParams, response: oneText }),
  adminTexts: defineEndpoint(siteRoutes.adminTexts, { response: envelope(z.array(siteTextSchema)) }),
  saveText: defineEndpoint(siteRoutes.saveText, { params: siteTextKeyParams, body: siteTextUpdateSchema, response: oneText }),
  resetText: defineEndpoint(siteRoutes.resetText, { params: siteTextKeyParams, response: oneText }),
};
