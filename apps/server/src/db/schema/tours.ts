import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TOUR_STATUSES, TOUR_TYPES, type TourType, type TourTypeSettings, type TourWeeklyHours } from '@rentfront/shared';
import { properties } from './properties';

/**
 * The site's tour settings (issue 21): one row, id 'site'. A missing row means the defaults of
 * DEFAULT_TOUR_SETTINGS, so a new site books tours before anyone opens Settings → Tours.
 */
export const tourSettings = pgTable('tour_settings', {
  id: text('id').primaryKey().default('site'),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  types: jsonb('types').$type<Record<TourType, TourTypeSettings>>().notNull(),
  weeklyHours: jsonb('weekly_hours').$type<TourWeeklyHours>().notNull(),
  closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
  /** Issue 30: access instructions only for tours the office confirmed (off: for verified visitors). */
  selfGuidedNeedsConfirmation: boolean('self_guided_needs_confirmation').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One home's own settings; no row = tours on with the site's hours. `access_instructions` (lockbox
 * code, gate) goes only into the self-guided reminder e-mail, never into an API response of the
 * public site.
 */
export const tourPropertySettings = pgTable('tour_property_settings', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  toursEnabled: boolean('tours_enabled').notNull().default(true),
  weeklyHours: jsonb('weekly_hours').$type<TourWeeklyHours>(),
  accessInstructions: text('access_instructions'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Booked tours. The visitor's name, e-mail and phone are kept like a contact message's (plain
 * text: the office reads and searches them, and a later application or message is matched by
 * e-mail); never logged. `manage_token_hash` is the SHA-256 of the visitor's manage link token.
 * `sequence` is the iCalendar SEQUENCE: it grows with each change the visitor's calendar hears of.
 * Issue 30: `email_verified_at` is set by the verification link of the booking e-mail;
 * `access_sent_at` by the e-mail that carried the access instructions for the tour's current time; the manage link is
 * signed over `manage_link_version` (a new link = version + 1) and dead once `manage_link_revoked_at` is set.
 */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TOUR_TYPES }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    note: text('note'),
    status: text('status', { enum: TOUR_STATUSES }).notNull().default('booked'),
    /** Where the visitor came from (lead-source.ts). */
    leadSource: text('lead_source'),
    notes: text('notes'),
    manageTokenHash: text('manage_token_hash').notNull(),
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    accessSentAt: timestamp('access_sent_at', { withTimezone: true }),
    manageLinkVersion: integer('manage_link_version').notNull().default(0),
    manageLinkRevokedAt: timestamp('manage_link_revoked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tours_manage_token_idx').on(t.manageTokenHash),
    // The slot count of one home and type, and the admin agenda.
    index('tours_property_start_idx').on(t.propertyId, t.type, t.startAt),
    index('tours_start_idx').on(t.startAt, t.id),
    // The dashboard's "Leads by source" of the last 30 days.
    index('tours_created_idx').on(t.createdAt),
    // The reminder job's claim: active tours whose reminder is not sent yet.
    index('tours_reminder_due_idx')
      .on(t.startAt)
      .where(sql`${t.reminderSentAt} is null and ${t.status} in ('booked', 'confirmed')`),
    index('tours_email_idx').on(sql`lower(${t.email})`),
  ],
);

export type TourRow = typeof tours.$inferSelect;
export type TourSettingsRow = typeof tourSettings.$inferSelect;
export type TourPropertySettingsRow = typeof tourPropertySettings.$inferSelect;
