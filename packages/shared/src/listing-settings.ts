// The office's listing rule in Settings (issue 35 item 1, ADR 0042): whether every advertised
// price is the total monthly cost. `GET/PUT /api/admin/settings/listings`; the public site
// settings carry it as `advertise_total_price`.
import { z } from 'zod';

export const LISTING_SETTINGS_MESSAGES = {
  flag: 'advertise_total_price must be true or false',
  saved: 'Listing settings saved',
} as const;

export const listingSettingsSchema = z.object({
  advertise_total_price: z.boolean({ error: LISTING_SETTINGS_MESSAGES.flag }),
});
export type ListingSettings = z.infer<typeof listingSettingsSchema>;

/** On by default: a listing's headline figure is what a household pays each month. */
export const LISTING_SETTINGS_DEFAULTS: ListingSettings = { advertise_total_price: true };
