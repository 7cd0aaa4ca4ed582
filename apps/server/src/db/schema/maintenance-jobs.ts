// Drizzle tables of the contractors' job links and the maintenance timeline
// (issue 19 item 4; docs/decisions/0017-contractors-and-job-links.md).
import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAINTENANCE_EVENT_ACTORS, MAINTENANCE_EVENT_KINDS, MAINTENANCE_STATUSES } from '@rentfront/shared';
import { contractors } from './contractors';
import { maintenanceRequests } from './maintenance';

/**
 * The single-purpose link a contractor's work order carries: random, only the SHA-256 stored,
 * tied to one request and one contractor, expiring. Its steps are stamped here so a step is
 * taken once and a link that was used to finish the job stops working.
 */
export const contractorJobLinks = pgTable(
  'contractor_job_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    proposedDate: date('proposed_date', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contractor_job_links_request_idx').on(t.requestId)],
);

/** The request's timeline: sent, the contractor's steps and the office's status changes, oldest first. */
export const maintenanceEvents = pgTable(
  'maintenance_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAINTENANCE_EVENT_KINDS }).notNull(),
    actor: text('actor', { enum: MAINTENANCE_EVENT_ACTORS }).notNull(),
    /** Who acted, as shown then (the contractor's or admin's name); a copy, so it outlives renames. */
    actorName: text('actor_name'),
    note: text('note'),
    proposedDate: date('proposed_date', { mode: 'string' }),
    /** For status_changed: the status the request moved to. */
    status: text('status', { enum: MAINTENANCE_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: steps of one transaction share a time (an implicit accept, then the date). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('maintenance_events_request_idx').on(t.requestId, t.createdAt, t.seq)],
);

export type ContractorJobLinkRow = typeof contractorJobLinks.$inferSelect;
export type MaintenanceEventRow = typeof maintenanceEvents.$inferSelect;
