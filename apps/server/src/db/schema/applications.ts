import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@rentfront/shared';
import { properties } from './properties';

/**
 * The stored application: the grouped document of public-site.md §3 as submitted (with the PII
 * fields replaced by their ciphertext), plus the columns lists and search need.
 */
export type StoredApplicationDocument = Record<string, unknown>;

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human reference APP-XXXXXX shown to the applicant and the office. */
    reference: text('reference').notNull(),
    // The property may be deleted later; the summary copy below keeps what was applied for.
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyTitle: text('property_title'),
    propertyAddress: text('property_address'),
    propertyCity: text('property_city'),
    propertyState: text('property_state'),
    propertyPrice: numeric('property_price', { precision: 12, scale: 2, mode: 'number' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    /** Where the applicant came from (lead-source.ts). */
    leadSource: text('lead_source'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    document: jsonb('document').$type<StoredApplicationDocument>().notNull(),
    adminReply: text('admin_reply'),
    adminReplyDate: timestamp('admin_reply_date', { withTimezone: true }),
    /** Client-chosen key of the submit; a retry with the same key returns this application. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the normalised body the key was first used with. */
    requestHash: text('request_hash'),
    /** SHA-256 of the status page's token (/applications/{token}), to find the application by it. */
    statusTokenHash: text('status_token_hash'),
    /** The same token encrypted with the PII key, so later status e-mails can link to the page. */
    statusTokenCipher: text('status_token_cipher'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_reference_idx').on(t.reference),
    uniqueIndex('applications_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('applications_status_token_idx').on(t.statusTokenHash),
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_status_created_idx').on(t.status, t.createdAt, t.id),
    index('applications_property_idx').on(t.propertyId),
    index('applications_email_idx').on(sql`lower(${t.email})`),
    // Substring search of the admin list (name, e-mail, reference, id): trigram indexes, one per
    // searched value, so each `ilike '%…%'` of the OR is a bitmap index scan (ADR 0006).
    index('applications_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('applications_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('applications_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('applications_id_trgm_idx')
      .using('gin', sql`(${t.id}::text) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * An application being filled in (issue 34 item 3; ADR 0044): the wizard's answers saved after
 * each step once step 2 gave the e-mail, so the applicant can continue on any device through the
 * e-mailed link. The sensitive fields are kept apart, encrypted. Purged 30 days after it was
 * started; a submitted draft keeps only its row until then, so an old link says "already submitted".
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the link's token; the token itself is only in the e-mail and the applicant's tab. */
    tokenHash: text('token_hash').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    step: integer('step').notNull().default(1),
    completed: integer('completed')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The wizard's form values without the sensitive fields (application-drafts.ts). */
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    /** {field: ciphertext} of the sensitive fields given so far. */
    sensitive: jsonb('sensitive').$type<Record<string, string>>().notNull().default({}),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('application_drafts_token_idx').on(t.tokenHash), index('application_drafts_expires_idx').on(t.expiresAt)],
);
