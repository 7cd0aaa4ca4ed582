// Leases, their residents, charges, signatures, documents and timeline (issue 32;
// docs/decisions/0034-leases-signatures-and-resident-sessions.md). Money is integer cents.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  LATE_FEE_TYPES,
  LEASE_CHARGE_CATEGORIES,
  LEASE_DOCUMENT_KINDS,
  LEASE_EVENT_KINDS,
  LEASE_SIGNER_ROLES,
  LEASE_STATUSES,
  type LeaseTemplateSection,
} from '@rentfront/shared/leases';
import { applications } from './applications';
import { users } from './auth';
import { properties } from './properties';
import { residents } from './residents';

/**
 * The lease's terms. The property may be deleted later (set null): title and address are copied,
 * as an application keeps them. `document_version` counts the documents sent (0: never sent).
 */
export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human reference LSE-XXXXXX. */
    reference: text('reference').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyTitle: text('property_title'),
    propertyAddress: text('property_address'),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    status: text('status', { enum: LEASE_STATUSES }).notNull().default('draft'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null: month-to-month. */
    endDate: date('end_date', { mode: 'string' }),
    monthlyRentCents: integer('monthly_rent_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    dueDay: integer('due_day').notNull(),
    graceDays: integer('grace_days').notNull(),
    lateFeeType: text('late_fee_type', { enum: LATE_FEE_TYPES }).notNull(),
    /** Cents for a flat fee, basis points of the rent for a percent fee (500 = 5 %). */
    lateFeeAmount: integer('late_fee_amount').notNull(),
    lateFeeCapCents: integer('late_fee_cap_cents'),
    notes: text('notes'),
    documentVersion: integer('document_version').notNull().default(0),
    renewalOf: uuid('renewal_of').references((): AnyPgColumn => leases.id, { onDelete: 'set null' }),
    moveOutDate: date('move_out_date', { mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the last resident signed. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leases_reference_idx').on(t.reference),
    // The backstop of "one active lease per property" (the service locks and checks overlap first).
    uniqueIndex('leases_one_active_per_property_idx')
      .on(t.propertyId)
      .where(sql`${t.status} = 'active'`),
    // One live lease per application: a cancelled one may be followed by a new draft.
    uniqueIndex('leases_application_live_idx')
      .on(t.applicationId)
      .where(sql`${t.applicationId} is not null and ${t.status} <> 'cancelled'`),
    index('leases_property_status_idx').on(t.propertyId, t.status),
    index('leases_status_created_idx').on(t.status, t.createdAt, t.id),
    index('leases_created_idx').on(t.createdAt, t.id),
    index('leases_end_date_idx').on(t.endDate, t.id),
    index('leases_renewal_of_idx')
      .on(t.renewalOf)
      .where(sql`${t.renewalOf} is not null`),
    index('leases_start_signed_idx')
      .on(t.startDate)
      .where(sql`${t.status} = 'signed'`),
    index('leases_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('leases_property_title_trgm_idx').using('gin', t.propertyTitle.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('leases_property_address_trgm_idx').using('gin', t.propertyAddress.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('leases_status_check', sql`${t.status} in ('draft', 'out_for_signature', 'signed', 'active', 'ended', 'cancelled')`),
    check('leases_late_fee_type_check', sql`${t.lateFeeType} in ('flat', 'percent')`),
    check(
      'leases_amounts_check',
      sql`${t.monthlyRentCents} >= 0 and ${t.depositCents} >= 0 and ${t.lateFeeAmount} >= 0 and (${t.lateFeeCapCents} is null or ${t.lateFeeCapCents} >= 0)`,
    ),
    check('leases_due_day_check', sql`${t.dueDay} between 1 and 28`),
    check('leases_grace_days_check', sql`${t.graceDays} between 0 and 28`),
    check('leases_term_check', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
  ],
);

/** The lease's adults in order. `resident_id` is linked when the lease is sent. */
export const leaseResidents = pgTable(
  'lease_residents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    residentId: uuid('resident_id').references(() => residents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('lease_residents_lease_idx').on(t.leaseId, t.position),
    index('lease_residents_resident_idx').on(t.residentId),
    index('lease_residents_email_idx').on(sql`lower(${t.email})`),
    index('lease_residents_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('lease_residents_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** Recurring charges beside the rent (parking, pet rent, utilities, …), in cents. */
export const leaseCharges = pgTable(
  'lease_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category', { enum: LEASE_CHARGE_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('lease_charges_lease_idx').on(t.leaseId, t.position), check('lease_charges_amount_check', sql`${t.amountCents} >= 0`)],
);

/**
 * One row per signing event, never deleted: an edit voids them (`voided_at`, `void_reason`).
 * IP and user agent are PII ciphertexts (platform/pii), opened only to draw the certificate.
 */
export const leaseSignatures = pgTable(
  'lease_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    role: text('role', { enum: LEASE_SIGNER_ROLES }).notNull(),
    leaseResidentId: uuid('lease_resident_id').references(() => leaseResidents.id, { onDelete: 'set null' }),
    residentId: uuid('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name typed when signing. */
    fullName: text('full_name').notNull(),
    consentVersion: text('consent_version'),
    documentVersion: integer('document_version').notNull(),
    documentSha256: text('document_sha256').notNull(),
    ipEncrypted: text('ip_encrypted'),
    userAgentEncrypted: text('user_agent_encrypted'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('lease_signatures_lease_idx').on(t.leaseId, t.signedAt),
    // A resident signs a version once; a voided signature does not count.
    uniqueIndex('lease_signatures_live_resident_idx')
      .on(t.leaseId, t.documentVersion, t.leaseResidentId)
      .where(sql`${t.voidedAt} is null and ${t.role} = 'resident'`),
    uniqueIndex('lease_signatures_live_office_idx')
      .on(t.leaseId, t.documentVersion)
      .where(sql`${t.voidedAt} is null and ${t.role} = 'office'`),
  ],
);

/** A drawn-once lease document: a version's draft (what is signed) and the final with its certificate. */
export const leaseDocuments = pgTable(
  'lease_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind', { enum: LEASE_DOCUMENT_KINDS }).notNull(),
    /** Key in the storage interface (disk or S3, ADR 0007); the object is never overwritten. */
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Template sections and terms the document was drawn from, so it can be drawn again byte for byte. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lease_documents_version_kind_idx').on(t.leaseId, t.version, t.kind)],
);

/** The lease detail page's timeline. `actor` is the display name (staff or resident) at the time. */
export const leaseEvents = pgTable(
  'lease_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEASE_EVENT_KINDS }).notNull(),
    actor: text('actor'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lease_events_lease_idx').on(t.leaseId, t.at)],
);

/** The office's lease template: one row, id 'site'; no row = the shipped residential template. */
export const leaseTemplates = pgTable('lease_templates', {
  id: text('id').primaryKey().default('site'),
  sections: jsonb('sections').$type<LeaseTemplateSection[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type LeaseRow = typeof leases.$inferSelect;
export type LeaseResidentRow = typeof leaseResidents.$inferSelect;
export type LeaseChargeRow = typeof leaseCharges.$inferSelect;
export type LeaseSignatureRow = typeof leaseSignatures.$inferSelect;
export type LeaseDocumentRow = typeof leaseDocuments.$inferSelect;
export type LeaseEventRow = typeof leaseEvents.$inferSelect;
