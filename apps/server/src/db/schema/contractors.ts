// Drizzle table of the contractor directory
// (issue 19 item 4; docs/decisions/0017-contractors-and-job-links.md).
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The office's contractors. E-mail and phone are business contact details, kept in clear like the
 * request's own contractor fields (ADR 0017). A delete is soft (`deleted_at`): the jobs sent to a
 * contractor keep their copy of name and e-mail, and their links keep naming who was sent.
 */
export const contractors = pgTable(
  'contractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    trade: text('trade'),
    email: text('email').notNull(),
    phone: text('phone'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One live entry per address: typing a known address in Send to Contractor finds it again.
    uniqueIndex('contractors_email_live_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('contractors_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

export type ContractorRow = typeof contractors.$inferSelect;
