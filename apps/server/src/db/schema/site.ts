import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Texts of the site that an admin edits in Settings (the lease terms and rental policies pages).
 * One row per text key; a key without a row shows its built-in default.
 */
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The office's listing rules (issue 35, one row, id 'site'; absent until first saved): whether
 * every advertised price is the total monthly cost. Public pages read it with the site settings.
 */
export const listingSettings = pgTable('listing_settings', {
  id: text('id').primaryKey().default('site'),
  advertiseTotalPrice: boolean('advertise_total_price').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
