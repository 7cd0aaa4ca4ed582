import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChatFlowType, ChatLeadType, ChatOption, ChatStatus } from '@rentfront/shared';
import { properties } from './properties';

// Tables of the Property Assistant (server.md §6). Names are prefixed with chat_ so they read
// clearly next to the other domains.

export const CHAT_FLOW_TYPE_VALUES = [
  'property_search',
  'rent_inquiry',
  'schedule_visit',
  'general_support',
  'bug_report',
  'feedback',
] as const;
export const CHAT_STATUS_VALUES = ['active', 'completed', 'escalated', 'abandoned'] as const;
export const CHAT_LEAD_TYPE_VALUES = ['search_alert', 'inquiry', 'visit_request', 'support', 'bug_report', 'feedback'] as const;

// The shared contract owns these lists; the copies above (kept here so drizzle-kit needs no
// workspace import) must stay identical, which these lines check at compile time.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listsMatch: [
  Same<(typeof CHAT_FLOW_TYPE_VALUES)[number], ChatFlowType>,
  Same<(typeof CHAT_STATUS_VALUES)[number], ChatStatus>,
  Same<(typeof CHAT_LEAD_TYPE_VALUES)[number], ChatLeadType>,
] = [true, true, true];
void listsMatch;

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    /** Public id of the browser that owns the conversation (derived from its secret cookie). */
    visitorId: uuid('visitor_id').notNull(),
    flowType: text('flow_type', { enum: CHAT_FLOW_TYPE_VALUES }),
    status: text('status', { enum: CHAT_STATUS_VALUES }).notNull().default('active'),
    step: text('step').notNull(),
    stepNumber: integer('step_number').notNull().default(0),
    /** The assistant's answers so far (the engine's ChatContext): JSON the database layer does not look into. */
    context: jsonb('context').$type<object>().notNull().default({}),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    isSatisfied: boolean('is_satisfied'),
    satisfactionFeedback: text('satisfaction_feedback'),
    userAgent: text('user_agent'),
    userIp: text('user_ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('chat_conversations_session_idx').on(t.sessionId),
    index('chat_conversations_visitor_idx').on(t.visitorId, t.createdAt),
    index('chat_conversations_created_idx').on(t.createdAt, t.id),
    index('chat_conversations_status_activity_idx').on(t.status, t.lastActivityAt),
    // The admin list: a status filter in the list's order, and substring search (ADR 0006).
    index('chat_conversations_status_created_idx').on(t.status, t.createdAt, t.id),
    index('chat_conversations_guest_name_trgm_idx').using('gin', t.guestName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('chat_conversations_guest_email_trgm_idx').using('gin', t.guestEmail.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('chat_conversations_session_trgm_idx')
      .using('gin', sql`(${t.sessionId}::text) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** One row per bot question, with the visitor's answer once given. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order, so the transcript reads in the order it happened. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    stepNumber: integer('step_number').notNull(),
    question: text('question').notNull(),
    inputType: text('input_type').notNull(),
    /** The choices offered (options and property cards), to show a click by its label. */
    choices: jsonb('choices').$type<ChatOption[]>().notNull().default([]),
    answer: text('answer'),
    /** What the client sent when it differs from the answer shown (e.g. a property id). */
    answerValue: text('answer_value'),
    responseTimeSeconds: doublePrecision('response_time_seconds'),
    createdAt: ts('created_at').notNull().defaultNow(),
    answeredAt: ts('answered_at'),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.seq)],
);

export const chatLeads = pgTable(
  'chat_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    leadType: text('lead_type', { enum: CHAT_LEAD_TYPE_VALUES }).notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** Kept so the lead still reads well after the property is deleted. */
    propertyTitle: text('property_title'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_leads_conversation_idx').on(t.conversationId, t.createdAt),
    // The dashboard's new leads (issue 19).
    index('chat_leads_created_idx').on(t.createdAt),
  ],
);

export const chatEscalations = pgTable(
  'chat_escalations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactName: text('contact_name'),
    feedback: text('feedback'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_escalations_conversation_idx').on(t.conversationId, t.createdAt),
    // The dashboard's new escalations (issue 19).
    index('chat_escalations_created_idx').on(t.createdAt),
  ],
);
