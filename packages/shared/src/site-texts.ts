import { z } from 'zod';
import { SITE_TEXT_MAX, SITE_TEXT_MESSAGES } from './site-texts-core';

export * from './site-texts-core';

/** PUT /api/admin/site-texts/{key}: the page's new text (plain text, never HTML). */
export const siteTextUpdateSchema = z.object({
  body: z
    .string({ error: SITE_TEXT_MESSAGES.bodyRequired })
    .trim()
    .min(1, SITE_TEXT_MESSAGES.bodyRequired)
    .max(SITE_TEXT_MAX, SITE_TEXT_MESSAGES.bodyTooLong),
});
export type SiteTextUpdate = z.output<typeof siteTextUpdateSchema>;
