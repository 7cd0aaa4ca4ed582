import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedSearchFilters } from '@rentfront/shared';

// Saved searches with e-mail alerts (issue 18, item 7; docs/decisions/0013-saved-search-alerts.md).

export const SAVED_SEARCH_STATUS_VALUES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SAVED_SEARCH_SOURCE_VALUES = ['web', 'chatbot'] as const;
export const SAVED_SEARCH_TOKEN_PURPOSES = ['confirm', 'unsubscribe'] as const;

/**
 * One search a visitor asked to be e-mailed about. The address is PII: stored encrypted
 * (`email`, platform/pii, listed in ENCRYPTED_COLUMNS) with a keyed blind index (`email_index`)
 * to find an address's searches without decrypting. No account, nothing else about the visitor.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailIndex: text('email_index').notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    /** The filters in a canonical order, so the same search saved twice is recognised. */
    filtersKey: text('filters_key').notNull(),
    source: text('source', { enum: SAVED_SEARCH_SOURCE_VALUES }).notNull().default('web'),
    status: text('status', { enum: SAVED_SEARCH_STATUS_VALUES }).notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Homes created after this are new to the visitor (set at confirmation, moved on at each check). */
    checkedUntil: timestamp('checked_until', { withTimezone: true }),
    /** When the alert job looks at this search next (one alert a day at most). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_created_idx').on(t.createdAt, t.id),
    index('saved_searches_status_created_idx').on(t.status, t.createdAt, t.id),
    index('saved_searches_email_index_idx').on(t.emailIndex, t.filtersKey),
    // The alert job's claim: confirmed searches that are due.
    index('saved_searches_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

/**
 * Single-purpose links (confirm, unsubscribe): random, only the SHA-256 is stored. A confirm link
 * expires; an unsubscribe link does not (old alert mails keep working). Each is used once.
 */
export const savedSearchTokens = pgTable(
  'saved_search_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: SAVED_SEARCH_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_search_tokens_search_idx').on(t.savedSearchId)],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
