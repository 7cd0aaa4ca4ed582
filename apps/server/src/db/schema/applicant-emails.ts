import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPLICANT_EMAIL_STATUSES, APPLICATION_STATUSES } from '@rentfront/shared';
import { applications } from './applications';
import { users } from './auth';
import { outbox } from './platform';

/**
 * The applicant e-mail templates the office edits in Settings (issue 19, ADR 0019): one row per
 * status once edited; a status without a row uses its built-in default.
 */
export const applicantEmailTemplates = pgTable('applicant_email_templates', {
  status: text('status', { enum: APPLICANT_EMAIL_STATUSES }).primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const APPLICATION_UPDATE_KINDS = ['submitted', 'office', 'applicant'] as const;

/**
 * The application's history (its admin timeline): the submission with its receipt e-mail, then
 * one row per office action, a status change (from ≠ to), a reply, or both, with the e-mail it
 * queued. Written in the same transaction as the change itself, so the
 * timeline never shows a change that did not happen nor misses one that did. Holds no applicant
 * contact details: the e-mail's address stays in the outbox row.
 */
export const applicationUpdates = pgTable(
  'application_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPLICATION_UPDATE_KINDS }).notNull(),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    /** The office's note or reply to the applicant, as typed (plain text). */
    message: text('message'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_updates_application_idx').on(t.applicationId, t.createdAt)],
);
