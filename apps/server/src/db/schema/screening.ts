// Drizzle tables of the screening domain (server.md §3 Pre-screening).
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RecommendationsSummary, ScoreBreakdown } from '@rentfront/shared';
import { QUESTION_TYPES, SCREENING_CRITERIA } from '@rentfront/shared';
import { users } from './auth';
import { properties } from './properties';

export const screeningQuestions = pgTable(
  'screening_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionText: text('question_text').notNull(),
    questionType: text('question_type', { enum: QUESTION_TYPES }).notNull().default('text'),
    isRequired: boolean('is_required').notNull().default(true),
    placeholderText: text('placeholder_text'),
    // "order" is a reserved word in SQL; the API still calls it `order`.
    sortOrder: integer('sort_order').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    criterion: text('criterion', { enum: SCREENING_CRITERIA }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('screening_questions_active_order_idx').on(t.isActive, t.sortOrder, t.createdAt, t.id)],
);

export const screeningResponses = pgTable(
  'screening_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Human reference SCR-XXXXXX shown to the respondent and the office. Declared nullable here only
     * so the drizzle part of migration 0015 can add it to a filled table: its hand-written block
     * backfills the existing rows and sets NOT NULL, and every insert sets it.
     */
    reference: text('reference'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    /** What was answered to the visitor about recommendations, kept as it was sent. */
    recommendations: jsonb('recommendations').$type<Omit<RecommendationsSummary, 'properties'>>().notNull(),
    adminReply: text('admin_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screening_responses_created_idx').on(t.createdAt, t.id),
    index('screening_responses_replied_idx').on(t.repliedAt),
    // The dashboard's "awaiting a reply, new since your last visit" (issue 19).
    index('screening_responses_unreplied_created_idx')
      .on(t.createdAt)
      .where(sql`${t.adminReply} is null`),
    uniqueIndex('screening_responses_reference_idx').on(t.reference),
    // Substring search of the admin list, including the phone's digits alone (ADR 0006).
    index('screening_responses_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('screening_responses_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('screening_responses_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('screening_responses_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('screening_responses_phone_digits_trgm_idx')
      .using('gin', sql`(regexp_replace(${t.phone}, '[^0-9]', '', 'g')) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const screeningAnswers = pgTable(
  'screening_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => screeningResponses.id, { onDelete: 'cascade' }),
    // Questions are only deactivated, but the answer keeps its own copy of what was asked.
    questionId: uuid('question_id').references(() => screeningQuestions.id, { onDelete: 'set null' }),
    questionText: text('question_text').notNull(),
    questionType: text('question_type', { enum: QUESTION_TYPES }).notNull(),
    criterion: text('criterion', { enum: SCREENING_CRITERIA }),
    position: integer('position').notNull(),
    answerText: text('answer_text'),
    answerNumber: integer('answer_number'),
    answerDate: date('answer_date', { mode: 'string' }),
    answerYesno: boolean('answer_yesno'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('screening_answers_response_idx').on(t.responseId, t.position)],
);

/** The properties recommended with a response, with a copy of what was shown at the time. */
export const screeningRecommendations = pgTable(
  'screening_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => screeningResponses.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    rank: integer('rank').notNull(),
    score: integer('score').notNull(),
    breakdown: jsonb('breakdown')
      .$type<ScoreBreakdown>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    title: text('title').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    propertyType: text('property_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screening_recommendations_response_idx').on(t.responseId, t.rank),
    index('screening_recommendations_property_idx').on(t.propertyId),
  ],
);
