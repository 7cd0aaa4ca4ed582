// Schemas, enums, constants and messages of the screening domain (one contract for server and web).
import { z } from 'zod';
import { EMAIL_PATTERN } from './validation';
import type { OffsetPagination } from './http';
import { LIST_SORTS, offsetQuerySchema, sortQueryShape } from './query';

export const QUESTION_TYPES = ['text', 'number', 'date', 'yesno'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  yesno: 'Yes/No',
};

/** What an answer means to the recommender (server.md §3). */
export const SCREENING_CRITERIA = [
  'budget_max',
  'budget_min',
  'city',
  'bedrooms',
  'bathrooms',
  'property_type',
  'move_in_date',
  'pets',
] as const;
export type ScreeningCriterion = (typeof SCREENING_CRITERIA)[number];

export const CRITERION_LABELS: Record<ScreeningCriterion, string> = {
  budget_max: 'Maximum monthly budget',
  budget_min: 'Minimum monthly budget',
  city: 'Preferred city',
  bedrooms: 'Bedrooms needed',
  bathrooms: 'Bathrooms needed',
  property_type: 'Property type',
  move_in_date: 'Move-in date',
  pets: 'Has pets',
};

/**
 * The question types a criterion can be read from. A budget written in a text box cannot be
 * compared with a rent reliably, so each criterion asks for the type that carries its meaning.
 */
export const CRITERION_QUESTION_TYPES: Record<ScreeningCriterion, readonly QuestionType[]> = {
  budget_max: ['number'],
  budget_min: ['number'],
  city: ['text'],
  bedrooms: ['number'],
  bathrooms: ['number'],
  property_type: ['text'],
  move_in_date: ['date'],
  pets: ['yesno'],
};

export function criterionFitsType(criterion: ScreeningCriterion, type: QuestionType): boolean {
  return CRITERION_QUESTION_TYPES[criterion].includes(type);
}

export const SCREENING_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  emailMax: 254,
  phoneMin: 10,
  phoneMax: 40,
  messageMax: 5000,
  answersMax: 100,
  textAnswerMax: 2000,
  questionTextMax: 500,
  placeholderMax: 200,
  bulkMax: 20,
  replyMax: 5000,
  responsesPageSize: 20,
  /** Submits per IP per hour. */
  submitsPerHour: 5,
  /** Integer answers are stored as 32-bit integers. */
  numberMin: -2147483648,
  numberMax: 2147483647,
} as const;

export const SCREENING_MESSAGES = {
  // Public form (client-side checks, public-site.md §5).
  fullNameRequired: 'Full name is required',
  fullNameMin: 'Full name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneMin: 'Phone number must be at least 10 characters',
  questionRequired: 'This question is required',
  fixErrors: 'Please fix the errors before submitting',
  loadQuestionsFailed: 'Failed to load screening questions',
  submitSuccess: 'Screening form submitted successfully!',
  submitException: 'Failed to submit screening form. Please try again.',
  // Server "screening response check" (admin-back-office.md §5).
  checkFullName: 'Full name is required (minimum 2 characters)',
  checkEmail: 'Valid email address is required',
  checkPhone: 'Valid phone number is required (minimum 10 characters)',
  checkAnswers: 'At least one answer is required',
  checkQuestionId: 'Question ID is required',
  checkAnswerValue: 'Answer value is required',
  // Server rules beyond the spec's list (server.md §3).
  requiredMissing: 'Please answer every required question',
  unknownQuestion: 'This question does not exist or is no longer asked',
  duplicateAnswer: 'This question was answered more than once',
  tooManyAnswers: 'Too many answers',
  notText: 'This answer must be text',
  textTooLong: `Answers can be at most ${SCREENING_LIMITS.textAnswerMax} characters`,
  notInteger: 'Please enter a whole number',
  notDate: 'Please enter a valid date (YYYY-MM-DD)',
  notYesNo: 'Please answer yes or no',
  tooManySubmits: 'Too many submissions. Please try again later.',
  // Admin (admin-back-office.md §5 and §8).
  fetchResponsesFailed: 'Failed to fetch screening responses',
  fetchResponseFailed: 'Failed to fetch response details',
  fetchQuestionsFailed: 'Failed to fetch screening questions',
  replyFailed: 'Failed to send reply',
  deleteResponseFailed: 'Failed to delete response',
  deleteQuestionFailed: 'Failed to delete question',
  createQuestionsFailed: 'Failed to create questions',
  reorderFailed: 'Failed to reorder questions',
  replySuccess: 'Reply sent successfully',
  deleteResponseSuccess: 'Response deleted successfully',
  deleteQuestionSuccess: 'Question deleted successfully',
  reorderSuccess: 'Question order saved',
  replyBlank: 'Please enter a reply message',
  replyTooLong: `Reply can be at most ${SCREENING_LIMITS.replyMax} characters`,
  addAtLeastOne: 'Please add at least one question',
  tooManyQuestions: `You can add at most ${SCREENING_LIMITS.bulkMax} questions at a time`,
  invalidQuestionType: 'Question type must be text, number, date or yesno',
  invalidCriterion: 'Unknown recommendation criterion',
  criterionTypeMismatch: 'This criterion needs a different question type',
  reorderMismatch: 'The order must list every active question exactly once',
  responseNotFound: 'Screening response not found',
  questionNotFound: 'Question not found',
  questionsRetrieved: 'Questions retrieved successfully',
  responsesRetrieved: 'Screening responses retrieved successfully',
} as const;

/** "N questions created successfully" (admin-back-office.md §8). */
export function questionsCreatedMessage(count: number): string {
  return `${count} questions created successfully`;
}

// ---------------------------------------------------------------------------------------------
// Answer values: the rules shared by the form and the server.

/** true for true, "true" or "yes"; false for false, "false" or "no"; otherwise null (not yes/no). */
export function parseYesNo(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === 'yes') return true;
  if (v === 'false' || v === 'no') return false;
  return null;
}

/** An integer answer from a number or a string of digits; null when it is not a whole number. */
export function parseIntegerAnswer(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value)) n = Number(value.trim());
  else return null;
  if (!Number.isInteger(n) || n < SCREENING_LIMITS.numberMin || n > SCREENING_LIMITS.numberMax) return null;
  return n;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A value counts as given unless it is absent, null or a blank string. 0 and false are values. */
export function hasAnswerValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

// ---------------------------------------------------------------------------------------------
// Request bodies.

const answerValueFields = ['answer_text', 'answer_number', 'answer_date', 'answer_yesno'] as const;

export const screeningAnswerInputSchema = z
  .object({
    question_id: z
      .string({ error: SCREENING_MESSAGES.checkQuestionId })
      .trim()
      .min(1, SCREENING_MESSAGES.checkQuestionId)
      .max(100, SCREENING_MESSAGES.unknownQuestion),
    answer_text: z.string().max(SCREENING_LIMITS.textAnswerMax, SCREENING_MESSAGES.textTooLong).nullish(),
    answer_number: z.union([z.number(), z.string().max(40)]).nullish(),
    answer_date: z.string().max(40).nullish(),
    answer_yesno: z.union([z.boolean(), z.string().max(10)]).nullish(),
  })
  .superRefine((answer, ctx) => {
    if (!answerValueFields.some((field) => hasAnswerValue(answer[field]))) {
      ctx.addIssue({ code: 'custom', message: SCREENING_MESSAGES.checkAnswerValue });
    }
  });
export type ScreeningAnswerInput = z.infer<typeof screeningAnswerInputSchema>;

/** POST /api/public/screening/responses: the spec's "screening response check". */
export const screeningSubmitSchema = z.object({
  full_name: z
    .string({ error: SCREENING_MESSAGES.checkFullName })
    .trim()
    .min(SCREENING_LIMITS.nameMin, SCREENING_MESSAGES.checkFullName)
    .max(SCREENING_LIMITS.nameMax, `Full name can be at most ${SCREENING_LIMITS.nameMax} characters`),
  email: z
    .string({ error: SCREENING_MESSAGES.checkEmail })
    .trim()
    .max(SCREENING_LIMITS.emailMax, SCREENING_MESSAGES.checkEmail)
    .regex(EMAIL_PATTERN, SCREENING_MESSAGES.checkEmail),
  phone: z
    .string({ error: SCREENING_MESSAGES.checkPhone })
    .trim()
    .min(SCREENING_LIMITS.phoneMin, SCREENING_MESSAGES.checkPhone)
    .max(SCREENING_LIMITS.phoneMax, `Phone number can be at most ${SCREENING_LIMITS.phoneMax} characters`),
  message: z.string().trim().max(SCREENING_LIMITS.messageMax, `Message can be at most ${SCREENING_LIMITS.messageMax} characters`).nullish(),
  answers: z
    .array(screeningAnswerInputSchema, { error: SCREENING_MESSAGES.checkAnswers })
    .min(1, SCREENING_MESSAGES.checkAnswers)
    .max(SCREENING_LIMITS.answersMax, SCREENING_MESSAGES.tooManyAnswers),
});
export type ScreeningSubmitInput = z.infer<typeof screeningSubmitSchema>;

export const screeningReplySchema = z.object({
  reply_message: z
    .string({ error: SCREENING_MESSAGES.replyBlank })
    .trim()
    .min(1, SCREENING_MESSAGES.replyBlank)
    .max(SCREENING_LIMITS.replyMax, SCREENING_MESSAGES.replyTooLong),
});

/** One question of the Add Questions modal; blank text is allowed here and dropped later. */
export const newQuestionSchema = z.object({
  question_text: z
    .string()
    .max(SCREENING_LIMITS.questionTextMax, `Question text can be at most ${SCREENING_LIMITS.questionTextMax} characters`)
    .nullish(),
  question_type: z.enum(QUESTION_TYPES, { error: SCREENING_MESSAGES.invalidQuestionType }).nullish(),
  is_required: z.boolean().nullish(),
  placeholder_text: z
    .string()
    .max(SCREENING_LIMITS.placeholderMax, `Placeholder can be at most ${SCREENING_LIMITS.placeholderMax} characters`)
    .nullish(),
  criterion: z.union([z.enum(SCREENING_CRITERIA, { error: SCREENING_MESSAGES.invalidCriterion }), z.literal('')]).nullish(),
});
export type NewQuestionInput = z.infer<typeof newQuestionSchema>;

export const bulkQuestionsSchema = z.object({
  questions: z
    .array(newQuestionSchema, { error: SCREENING_MESSAGES.addAtLeastOne })
    .min(1, SCREENING_MESSAGES.addAtLeastOne)
    .max(SCREENING_LIMITS.bulkMax, SCREENING_MESSAGES.tooManyQuestions),
});

export const reorderQuestionsSchema = z.object({
  ids: z.array(z.string().max(100), { error: SCREENING_MESSAGES.reorderMismatch }).min(1).max(500),
});

// ---------------------------------------------------------------------------------------------
// Response bodies.

/** A question as the public form sees it. */
export interface ScreeningQuestion {
  id: string;
  question_text: string;
  question_type: QuestionType;
  is_required: boolean;
  placeholder_text: string | null;
  order: number;
}

/** A question as the admin Questions tab sees it. */
export interface AdminScreeningQuestion extends ScreeningQuestion {
  criterion: ScreeningCriterion | null;
  is_active: boolean;
  created_at: string;
}

/** Criteria read from the tagged answers (only those answered are present). */
export interface RecommendationCriteria {
  budget_max?: number;
  budget_min?: number;
  city?: string;
  bedrooms?: number;
  bathrooms?: number;
  property_type?: string;
  move_in_date?: string;
  pets?: boolean;
}

/** Points a property earned per scored criterion (before normalising to 100). */
export interface ScoreBreakdown {
  budget?: number;
  location?: number;
  bedrooms?: number;
  bathrooms?: number;
  property_type?: number;
}

export interface RecommendedProperty {
  /** null when the property was deleted after the recommendation was made. */
  id: string | null;
  title: string;
  city: string;
  state: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  property_type: string;
  score: number;
  breakdown: ScoreBreakdown;
  url: string | null;
  cover_image: string | null;
}

export interface RecommendationsSummary {
  message: string;
  generated: boolean;
  property_count: number;
  criteria: RecommendationCriteria;
  /** The /properties?... link with the matching filters. */
  url: string;
  properties: RecommendedProperty[];
}

export interface ScreeningSubmitResult {
  response_id: string;
  /** The friendly reference SCR-XXXXXX the visitor and the office quote (issue 18). */
  reference: string;
  recommendations: RecommendationsSummary;
}

export interface ScreeningAnswer {
  id: string;
  question_id: string | null;
  question_text: string;
  question_type: QuestionType;
  criterion: ScreeningCriterion | null;
  answer_text: string | null;
  answer_number: number | null;
  answer_date: string | null;
  answer_yesno: boolean | null;
}

export interface ScreeningResponseSummary {
  id: string;
  /** SCR-XXXXXX, shown and searchable in the admin list. */
  reference: string;
  full_name: string;
  email: string;
  phone: string;
  message: string | null;
  answers_count: number;
  has_admin_reply: boolean;
  admin_reply: string | null;
  replied_at: string | null;
  created_at: string;
  recommendation_count: number;
}

export interface ScreeningResponseDetail extends ScreeningResponseSummary {
  answers: ScreeningAnswer[];
  recommendations: RecommendationsSummary;
}

export interface ScreeningResponseStats {
  total: number;
  replied: number;
  pending: number;
}

export interface ScreeningResponseList {
  responses: ScreeningResponseSummary[];
  pagination: OffsetPagination;
  stats: ScreeningResponseStats;
}

/** Reply state filter of the admin responses list (the dashboard's "New pre-screening responses" link, issue 19). */
export const SCREENING_REPLY_FILTERS = ['pending', 'replied'] as const;
export type ScreeningReplyFilter = (typeof SCREENING_REPLY_FILTERS)[number];

/** GET /api/admin/screening/responses (and its export): paging, search, reply state and the sort. */
export const screeningResponsesQuerySchema = offsetQuerySchema(SCREENING_LIMITS.responsesPageSize).extend({
  ...sortQueryShape(LIST_SORTS.screening),
  // Empty, `all` and `any` mean no filter (server.md §1).
  status: z.preprocess(
    (v) => (typeof v === 'string' && ['', 'all', 'any'].includes(v.trim().toLowerCase()) ? undefined : v),
    z.enum(SCREENING_REPLY_FILTERS).optional(),
  ),
});
export type ScreeningResponsesQuery = z.output<typeof screeningResponsesQuerySchema>;
