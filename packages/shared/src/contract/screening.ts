import { z } from 'zod';
import {
  bulkQuestionsSchema,
  QUESTION_TYPES,
  reorderQuestionsSchema,
  SCREENING_CRITERIA,
  screeningReplySchema,
  screeningResponsesQuerySchema,
  screeningSubmitSchema,
  type AdminScreeningQuestion,
  type RecommendationsSummary,
  type ScreeningAnswer,
  type ScreeningQuestion,
  type ScreeningResponseDetail,
  type ScreeningResponseList,
  type ScreeningResponseSummary,
  type ScreeningSubmitResult,
} from '../screening';
import { defineEndpoint } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';
import { screeningRoutes } from './screening-routes';

// The screening endpoints (server.md §3): the routes of screening-routes.ts with their schemas.

/** Any string: a malformed id is answered 404 by the service, never 400 or 500. */
export const screeningIdParams = z.object({ id: z.string().max(200) });

const questionType = z.enum(QUESTION_TYPES);
const criterion = z.enum(SCREENING_CRITERIA).nullable();

export const screeningQuestionSchema = z.object({
  id: z.string(),
  question_text: z.string(),
  question_type: questionType,
  is_required: z.boolean(),
  placeholder_text: z.string().nullable(),
  order: z.number(),
});

export const adminScreeningQuestionSchema = screeningQuestionSchema.extend({
  criterion,
  is_active: z.boolean(),
  created_at: z.string(),
});

export const recommendationsSummarySchema = z.object({
  message: z.string(),
  generated: z.boolean(),
  property_count: z.number(),
  // Only the criteria that were answered are present.
  criteria: z.object({
    budget_max: z.number().optional(),
    budget_min: z.number().optional(),
    city: z.string().optional(),
    bedrooms: z.number().optional(),
    bathrooms: z.number().optional(),
    property_type: z.string().optional(),
    move_in_date: z.string().optional(),
    pets: z.boolean().optional(),
  }),
  url: z.string(),
  properties: z.array(
    z.object({
      id: z.string().nullable(),
      title: z.string(),
      city: z.string(),
      state: z.string(),
      price: z.number(),
      bedrooms: z.number(),
      bathrooms: z.number(),
      property_type: z.string(),
      score: z.number(),
      breakdown: z.object({
        budget: z.number().optional(),
        location: z.number().optional(),
        bedrooms: z.number().optional(),
        bathrooms: z.number().optional(),
        property_type: z.number().optional(),
      }),
      url: z.string().nullable(),
      cover_image: z.string().nullable(),
    }),
  ),
});

export const screeningSubmitResultSchema = z.object({
  response_id: z.string(),
  reference: z.string(),
  recommendations: recommendationsSummarySchema,
});

export const screeningAnswerSchema = z.object({
  id: z.string(),
  question_id: z.string().nullable(),
  question_text: z.string(),
  question_type: questionType,
  criterion,
  answer_text: z.string().nullable(),
  answer_number: z.number().nullable(),
  answer_date: z.string().nullable(),
  answer_yesno: z.boolean().nullable(),
});

export const screeningResponseSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  answers_count: z.number(),
  has_admin_reply: z.boolean(),
  admin_reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  recommendation_count: z.number(),
});

export const screeningResponseDetailSchema = screeningResponseSummarySchema.extend({
  answers: z.array(screeningAnswerSchema),
  recommendations: recommendationsSummarySchema,
});

export const screeningResponseListSchema = z.object({
  responses: z.array(screeningResponseSummarySchema),
  pagination: offsetPaginationSchema,
  stats: z.object({ total: z.number(), replied: z.number(), pending: z.number() }),
});

export type _ScreeningShapes = [
  Expect<Same<z.output<typeof screeningQuestionSchema>, ScreeningQuestion>>,
  Expect<Same<z.output<typeof adminScreeningQuestionSchema>, AdminScreeningQuestion>>,
  Expect<Same<z.output<typeof recommendationsSummarySchema>, RecommendationsSummary>>,
  Expect<Same<z.output<typeof screeningSubmitResultSchema>, ScreeningSubmitResult>>,
  Expect<Same<z.output<typeof screeningAnswerSchema>, ScreeningAnswer>>,
  Expect<Same<z.output<typeof screeningResponseSummarySchema>, ScreeningResponseSummary>>,
  Expect<Same<z.output<typeof screeningResponseDetailSchema>, ScreeningResponseDetail>>,
  Expect<Same<z.output<typeof screeningResponseListSchema>, ScreeningResponseList>>,
];

const adminQuestions = envelope(z.array(adminScreeningQuestionSchema));
const nothing = envelope(z.null());

export const screeningEndpoints = {
  questions: defineEndpoint(screeningRoutes.questions, { response: envelope(z.array(screeningQuestionSchema)) }),
  submit: defineEndpoint(screeningRoutes.submit, {
    body: screeningSubmitSchema,
    response: envelope(screeningSubmitResultSchema),
    status: 201,
  }),
  responses: defineEndpoint(screeningRoutes.responses, {
    query: screeningResponsesQuerySchema,
    response: envelope(screeningResponseListSchema),
  }),
  export: defineEndpoint(screeningRoutes.export, { query: screeningResponsesQuerySchema }),
  response: defineEndpoint(screeningRoutes.response, { params: screeningIdParams, response: envelope(screeningResponseDetailSchema) }),
  reply: defineEndpoint(screeningRoutes.reply, {
    params: screeningIdParams,
    body: screeningReplySchema,
    response: envelope(screeningResponseSummarySchema),
  }),
  removeResponse: defineEndpoint(screeningRoutes.removeResponse, { params: screeningIdParams, response: nothing }),
  adminQuestions: defineEndpoint(screeningRoutes.adminQuestions, { response: adminQuestions }),
  createQuestions: defineEndpoint(screeningRoutes.createQuestions, {
    body: bulkQuestionsSchema,
    response: envelope(z.object({ created_questions: z.array(adminScreeningQuestionSchema) })),
    status: 201,
  }),
  reorderQuestions: defineEndpoint(screeningRoutes.reorderQuestions, { body: reorderQuestionsSchema, response: adminQuestions }),
  removeQuestion: defineEndpoint(screeningRoutes.removeQuestion, { params: screeningIdParams, response: nothing }),
};
