import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Storage key of the file; the worker reads it when it sends. */
  storageKey?: string;
  /**
   * Or the file itself, for small generated text such as a calendar invite (.ics) that has no
   * upload behind it. One of `storageKey` and `content` is set.
   */
  content?: string;
}

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** `<id@site-host>`, set once at the first claim and sent as the Message-ID header of every attempt. */
    messageId: text('message_id'),
    /** The worker holding the lease; the lease ends at next_attempt_at (renewed while sending). */
    claimedBy: text('claimed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key (migration 0024): deleting a user must not rewrite past entries.
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Append-only: migration 0024's triggers refuse UPDATE, DELETE and TRUNCATE.
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
);
