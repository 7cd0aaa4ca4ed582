import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Visit booking options shown in the visit dialog when no TidyCal token is configured
 * (server.md §3). Admins manage them in Settings; disabling or deleting keeps the row so the
 * timestamps can be shown, the public list leaves them out.
 */
export const bookingTypes = pgTable(
  'booking_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    bookingPageUrl: text('booking_page_url').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currencyCode: text('currency_code').notNull().default('USD'),
    position: integer('position').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_types_position_idx').on(t.position, t.createdAt, t.id)],
);
