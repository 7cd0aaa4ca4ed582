import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { residents } from './residents';

export const CONTACT_STATUS_VALUES = ['pending', 'replied', 'resolved'] as const;

/** Messages from the public contact form and the office's handling of them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** The home the visitor wrote about (Contact Property, a visit link); kept when the home is deleted, as null. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** A message a resident sent from the portal (issue 32; migration 0029). */
    residentId: uuid('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    /** Where the visitor came from (`utm_source` of the link they arrived by; lead-source.ts). */
    leadSource: text('lead_source'),
    status: text('status', { enum: CONTACT_STATUS_VALUES }).notNull().default('pending'),
    isRead: boolean('is_read').notNull().default(false),
    adminReply: text('admin_reply'),
    adminReplyDate: timestamp('admin_reply_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_property_idx').on(t.propertyId),
    index('contact_messages_resident_idx').on(t.residentId),
    // The dashboard's "unread, new since your last visit" (issue 19).
    index('contact_messages_unread_created_idx')
      .on(t.createdAt)
      .where(sql`${t.isRead} = false`),
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
    // Substring search of the admin list (ADR 0006).
    index('contact_messages_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('contact_messages_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);
