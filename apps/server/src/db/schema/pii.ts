// Tables of the PII key handling (docs/security.md "Key handling").
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per PII key id ever used with this database. `check_value` is a known constant encrypted
 * with that key: a node whose key cannot open it refuses to start instead of failing later.
 * `retired_at` is set by `npm run pii:rotate` once no value is encrypted with the key any more.
 */
export const piiKeys = pgTable('pii_keys', {
  keyId: text('key_id').primaryKey(),
  checkValue: text('check_value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Keys derived once and kept encrypted with the active PII key (e.g. the blind-index HMAC key), so
 * they stay the same across key rotations; `pii:rotate` re-encrypts them like any other value.
 */
export const piiWrappedKeys = pgTable('pii_wrapped_keys', {
  purpose: text('purpose').primaryKey(),
  ciphertext: text('ciphertext').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
