import { z } from 'zod';
import {
  CHAT_FLOW_TYPES,
  CHAT_INPUT_TYPES,
  CHAT_LEAD_TYPES,
  CHAT_STATUSES,
  chatConversationsQuerySchema,
  chatRespondSchema,
  chatSatisfactionSchema,
  chatStartSchema,
  type ChatBookingOption,
  type ChatConversationDetail,
  type ChatConversationsPage,
  type ChatHistoryConversation,
  type ChatReply,
  type ChatStats,
} from '../chatbot';
import { bookingTypeSchema } from './bookings';
import { chatbotRoutes } from './chatbot-routes';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';

// The chatbot endpoints (server.md §6, admin "Chatbot analytics"): the routes of chatbot-routes.ts with their schemas.

/** Session, visitor and conversation ids are checked by the service, so a malformed one is its 404. */
export const chatIdParams = z.object({ id: z.string().max(100) });

const flowType = z.enum(CHAT_FLOW_TYPES);
const status = z.enum(CHAT_STATUSES);

const optionSchema = z.object({ label: z.string(), value: z.string(), description: z.string().optional() });

/** A visit booking option the chat offers: the booking list's row without its deleted/disabled stamps; always a string id here. */
const chatBookingOptionSchema = bookingTypeSchema.omit({ deleted_at: true, disabled_at: true }).extend({ id: z.string() });

export const chatReplySchema = z.object({
  session_id: z.string(),
  question: z.string(),
  options: z.array(optionSchema),
  input_type: z.enum(CHAT_INPUT_TYPES),
  step_number: z.number(),
  flow_type: flowType.nullable(),
  properties: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        location: z.string(),
        price: z.number(),
        total_monthly_cost: z.number(),
        type: z.string(),
        bedrooms: z.number(),
        description: z.string(),
        bathrooms: z.number(),
        image: z.string().nullable(),
        url: z.string(),
      }),
    )
    .optional(),
  additional_options: z.array(optionSchema).optional(),
  is_final: z.boolean(),
  conversation_completed: z.boolean(),
  contact_submitted: z.boolean(),
  search_keyword: z.string().optional(),
  selected_property_id: z.string().optional(),
  restart: z.boolean().optional(),
  escalated: z.boolean().optional(),
  completion_message: z.string().optional(),
  step: z.string(),
  status,
  booking_options: z.array(chatBookingOptionSchema).optional(),
  links: z.array(z.object({ label: z.string(), url: z.string(), description: z.string().optional() })).optional(),
  visitor_id: z.string().optional(),
  resumed: z.boolean().optional(),
});

export const chatHistoryConversationSchema = z.object({
  session_id: z.string(),
  flow_type: flowType.nullable(),
  status,
  is_satisfied: z.boolean().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  messages: z.array(z.object({ step_number: z.number(), question: z.string(), answer: z.string().nullable(), created_at: z.string() })),
});

export const chatHistorySchema = z.object({ visitor_id: z.string(), conversations: z.array(chatHistoryConversationSchema) });

const listItemSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  guest_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  flow_type: flowType.nullable(),
  status,
  step: z.string(),
  step_number: z.number(),
  messages_count: z.number(),
  is_satisfied: z.boolean().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});

/** `PagePagination` of http.ts: the conversations page by number (admin spec: "page, limit"). */
const pagePaginationSchema = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total_count: z.number(),
  total_pages: z.number(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
  total_capped: z.boolean().optional(),
});

export const chatConversationsPageSchema = z.object({
  conversations: z.array(listItemSchema),
  total_conversations: z.number(),
  pagination: pagePaginationSchema,
});

export const chatConversationDetailSchema = listItemSchema.extend({
  user_agent: z.string().nullable(),
  satisfaction_feedback: z.string().nullable(),
  context: z.record(z.string(), z.unknown()),
  messages: z.array(
    z.object({
      id: z.string(),
      step_number: z.number(),
      question: z.string(),
      answer: z.string().nullable(),
      input_type: z.string(),
      response_time_seconds: z.number().nullable(),
      created_at: z.string(),
      answered_at: z.string().nullable(),
    }),
  ),
  escalations: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      contact_email: z.string().nullable(),
      contact_phone: z.string().nullable(),
      contact_name: z.string().nullable(),
      feedback: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  leads: z.array(
    z.object({
      id: z.string(),
      lead_type: z.enum(CHAT_LEAD_TYPES),
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      property_id: z.string().nullable(),
      property_title: z.string().nullable(),
      details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      created_at: z.string(),
    }),
  ),
});

export const chatStatsSchema = z.object({
  total_conversations: z.number(),
  status_breakdown: z.record(status, z.number()),
  satisfaction: z.object({ satisfied: z.number(), unsatisfied: z.number(), satisfaction_rate: z.number() }),
  recent_activity: z.object({ conversations_last_7_days: z.number() }),
  flow_breakdown: z.record(flowType, z.number()),
});

// The zod-free names of chatbot.ts are exactly these schemas' outputs.
export type _ChatbotShapes = [
  Expect<Same<z.output<typeof chatBookingOptionSchema>, ChatBookingOption>>,
  Expect<Same<z.output<typeof chatReplySchema>, ChatReply>>,
  Expect<Same<z.output<typeof chatHistoryConversationSchema>, ChatHistoryConversation>>,
  Expect<Same<z.output<typeof chatConversationsPageSchema>, ChatConversationsPage>>,
  Expect<Same<z.output<typeof chatConversationDetailSchema>, ChatConversationDetail>>,
  Expect<Same<z.output<typeof chatStatsSchema>, ChatStats>>,
];

const reply = envelope(chatReplySchema);

export const chatbotEndpoints = {
  start: defineEndpoint(chatbotRoutes.start, { body: chatStartSchema, response: reply }),
  respond: defineEndpoint(chatbotRoutes.respond, { body: chatRespondSchema, response: reply }),
  satisfaction: defineEndpoint(chatbotRoutes.satisfaction, { body: chatSatisfactionSchema, response: reply }),
  history: defineEndpoint(chatbotRoutes.history, { params: chatIdParams, response: envelope(chatHistorySchema) }),
  deleteSession: defineEndpoint(chatbotRoutes.deleteSession, {
    params: chatIdParams,
    response: envelope(z.object({ session_id: z.string() })),
  }),
  conversations: defineEndpoint(chatbotRoutes.conversations, {
    query: chatConversationsQuerySchema,
    response: envelope(chatConversationsPageSchema),
  }),
  exportConversations: defineEndpoint(chatbotRoutes.exportConversations, { query: chatConversationsQuerySchema }),
  conversation: defineEndpoint(chatbotRoutes.conversation, { params: chatIdParams, response: envelope(chatConversationDetailSchema) }),
  stats: defineEndpoint(chatbotRoutes.stats, { response: envelope(chatStatsSchema) }),
};
