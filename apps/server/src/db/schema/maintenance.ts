// Drizzle tables of the maintenance domain.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES } from '@rentfront/shared';
import { contractors } from './contractors';
import { leases } from './leases';
import { properties } from './properties';
import { residents } from './residents';

export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantName: text('tenant_name').notNull(),
    tenantPhone: text('tenant_phone'),
    tenantEmail: text('tenant_email'),
    // Optional link to a listed property; the address text stays the record of where the job is.
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyAddress: text('property_address').notNull(),
    propertyUnit: text('property_unit'),
    issueTitle: text('issue_title').notNull(),
    issueDescription: text('issue_description').notNull(),
    priority: text('priority', { enum: MAINTENANCE_PRIORITIES }).notNull().default('medium'),
    contractorEmail: text('contractor_email').notNull(),
    contractorName: text('contractor_name'),
    contractorPhone: text('contractor_phone'),
    // The directory entry the job was sent to (migration 0019); the three fields above stay the record.
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    estimatedCost: numeric('estimated_cost', { precision: 12, scale: 2, mode: 'number' }),
    notes: text('notes'),
    status: text('status', { enum: MAINTENANCE_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // A request a resident sent from the portal (issue 32 item 4; migration 0029): their lease and
    // themselves, set null if either is deleted (the tenant_* copies stay the record).
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    residentId: uuid('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    /** The portal form's category, entry permission and best times (null for office-typed requests). */
    category: text('category'),
    entryPermission: boolean('entry_permission'),
    bestTimes: text('best_times'),
    /** When the resident confirmed the job done. */
    residentConfirmedAt: timestamp('resident_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('maintenance_requests_created_idx').on(t.createdAt, t.id),
    index('maintenance_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('maintenance_requests_priority_created_idx').on(t.priority, t.createdAt, t.id),
    index('maintenance_requests_property_idx').on(t.propertyId),
    index('maintenance_requests_contractor_idx').on(t.contractorId),
    index('maintenance_requests_resident_created_idx').on(t.residentId, t.createdAt),
    index('maintenance_requests_lease_idx').on(t.leaseId),
    // The dashboard's open (and urgent open) requests new since the last visit (issue 19).
    index('maintenance_requests_open_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'sent_to_contractor', 'in_progress')`),
    index('maintenance_requests_open_urgent_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'sent_to_contractor', 'in_progress') and ${t.priority} = 'urgent'`),
    // Substring search of the admin list (ADR 0006).
    index('maintenance_requests_tenant_name_trgm_idx').using('gin', t.tenantName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('maintenance_requests_property_address_trgm_idx').using('gin', t.propertyAddress.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('maintenance_requests_issue_title_trgm_idx').using('gin', t.issueTitle.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/**
 * Photos are private (they show the inside of tenants' homes): stored outside the public media
 * areas under `maintenance/<uuid>/` and served only through the admin photo route.
 */
export const maintenancePhotos = pgTable(
  'maintenance_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    /** Storage prefix holding `photo.jpg` (full size, attached to e-mails) and `thumb.webp`. */
    storagePrefix: text('storage_prefix').notNull(),
    /** The uploader's file name, kept as metadata only (attachment name). */
    originalFilename: text('original_filename').notNull(),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_photos_request_idx').on(t.requestId, t.position)],
);
