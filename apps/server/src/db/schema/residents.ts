// Residents and their own sign-in (issue 32 item 3; ADR 0034). Kept apart from staff users:
// a resident session is another table and another cookie, so it never opens /api/admin.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per person, found by e-mail (lower-cased, unique): a lease that is sent creates or
 * links the row of each resident's address. Name and phone are contact details kept in clear like
 * an application's (the office searches them). `password_hash` is null until the resident sets one.
 */
export const residents = pgTable(
  'residents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('residents_email_lower_idx').on(sql`lower(${t.email})`),
    index('residents_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('residents_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('residents_created_idx').on(t.createdAt, t.id),
  ],
);

/** The resident portal's sessions: like staff sessions, the cookie's token stored as its SHA-256. */
export const residentSessions = pgTable(
  'resident_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    residentId: uuid('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('resident_sessions_resident_idx').on(t.residentId)],
);

/**
 * E-mailed sign-in links: 32 random bytes, stored as their SHA-256, valid 30 minutes, used once
 * (`used_at`). `lease_id` is where the link leads after sign-in (the invitation to sign a lease).
 */
export const residentSignInLinks = pgTable(
  'resident_sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    residentId: uuid('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resident_sign_in_links_resident_idx').on(t.residentId, t.createdAt)],
);

export type ResidentRow = typeof residents.$inferSelect;
export type ResidentSessionRow = typeof residentSessions.$inferSelect;
export type ResidentSignInLinkRow = typeof residentSignInLinks.$inferSelect;
