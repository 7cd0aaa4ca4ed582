import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * Notices with an optional attachment. `file` is a storage key in the private `notices` area
 * (served only through the download routes); the uploader's file name is kept as metadata.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    file: text('file'),
    originalFilename: text('original_filename'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    /**
     * Null: a notice for everyone (the public Notices page and every resident). Set: a notice for
     * the residents of one property only, shown in their portal and never on the public page.
     */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public list reads active notices newest first; the admin list reads all of them.
    index('notices_active_created_idx').on(t.isActive, t.createdAt, t.id),
    index('notices_created_idx').on(t.createdAt, t.id),
    index('notices_property_idx')
      .on(t.propertyId, t.createdAt)
      .where(sql`${t.propertyId} is not null`),
    // Either no attachment, or a complete one.
    check('notices_file_complete', sql`(${t.file} is null) = (${t.originalFilename} is null)`),
  ],
);
