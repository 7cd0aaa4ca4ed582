import { z } from 'zod';
import { LIST_SORTS, searchTextSchema, sortQueryShape } from './query';
import type { PagePagination } from './http';

// The Property Assistant (chatbot): the public widget's calls and the admin Chatbot Analytics
// (spec: public §2 Chat widget, §3, §4 Chat, §5 Chat, §7 Chatbot, §8 chat toasts; admin
// "Chatbot analytics", §3, §4, §5, §7, §8; server.md §6).

export const CHAT_FLOW_TYPES = ['property_search', 'rent_inquiry', 'schedule_visit', 'general_support', 'bug_report', 'feedback'] as const;
export type ChatFlowType = (typeof CHAT_FLOW_TYPES)[number];

export const CHAT_FLOW_LABELS: Record<ChatFlowType, string> = {
  property_search: 'Property search',
  rent_inquiry: 'Rent inquiry',
  schedule_visit: 'Schedule visit',
  general_support: 'General support',
  bug_report: 'Bug report',
  feedback: 'Feedback',
};

export const CHAT_STATUSES = ['active', 'completed', 'escalated', 'abandoned'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  escalated: 'Escalated',
  abandoned: 'Abandoned',
};

/**
 * How the widget renders a bot reply. The first group is the spec's list; `text`, `date` and
 * `booking_options` are the extra kinds the server adds (a free-text answer, a date answer, and
 * links to the visit booking calendar).
 */
export const CHAT_INPUT_TYPES = [
  'property_results',
  'property_search_results',
  'property_browse',
  'property_search_no_results',
  'property_selection',
  'choice',
  'email',
  'phone',
  'no_results',
  'thank_you_message',
  'info_response',
  'completion',
  'text',
  'date',
  'booking_options',
] as const;
export type ChatInputType = (typeof CHAT_INPUT_TYPES)[number];

/** What a lead was captured for; each one is e-mailed to the office (server.md §4). */
export const CHAT_LEAD_TYPES = ['search_alert', 'inquiry', 'visit_request', 'support', 'bug_report', 'feedback'] as const;
export type ChatLeadType = (typeof CHAT_LEAD_TYPES)[number];

export const CHAT_LEAD_LABELS: Record<ChatLeadType, string> = {
  search_alert: 'New-listing alert',
  inquiry: 'Property inquiry',
  visit_request: 'Visit request',
  support: 'Support request',
  bug_report: 'Bug report',
  feedback: 'Feedback follow-up',
};

export const CHAT_LIMITS = {
  /** Longest answer a visitor may type. */
  responseMax: 1000,
  feedbackMax: 2000,
  userAgentMax: 500,
  /** Messages (start, respond, satisfaction) per IP per minute. */
  messagesPerMinute: 30,
  /** A conversation idle this long is marked abandoned. */
  abandonAfterMs: 24 * 60 * 60 * 1000,
  /** Bot reply delays of the widget (spec §4). */
  startDelayMs: 1000,
  replyDelayMinMs: 500,
  replyDelayMaxMs: 1500,
} as const;

export const CHAT_SATISFACTION_OPTIONS = [
  { label: "Yes, I'm satisfied", value: 'yes' },
  { label: 'No, I need more help', value: 'no' },
] as const;

export const CHAT_MESSAGES = {
  startFailed: 'Failed to start chat. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  submitFailed: 'Failed to submit response. Please try again.',
  escalatedToast: "We'll have our team contact you soon!",
  feedbackToast: 'Thank you for your feedback!',
  emailHint: 'Please provide a valid email address',
  phoneHint: 'Please provide a valid phone number',
  responseRequired: 'Please type a message.',
  responseTooLong: `Messages can be at most ${CHAT_LIMITS.responseMax} characters.`,
  feedbackTooLong: `Feedback can be at most ${CHAT_LIMITS.feedbackMax} characters.`,
  sessionRequired: 'A chat session is required.',
  satisfiedRequired: 'Please tell us whether you are satisfied.',
  sessionNotFound: 'Chat session not found. Please start a new chat.',
  historyNotFound: 'Chat history not found.',
  conversationEnded: 'This conversation has ended. Please start a new chat.',
  conversationAbandoned: 'This conversation expired after 24 hours without activity. Please start a new chat.',
  tooManyMessages: "You're sending messages too quickly. Please wait a minute and try again.",
  started: 'Chat started',
  resumed: 'Chat resumed',
  responded: 'Response received',
  satisfactionRecorded: 'Thank you for your feedback!',
  escalationRecorded: "We'll have our team contact you soon!",
  sessionDeleted: 'Chat session deleted',
  conversationNotFound: 'Conversation not found',
  // Admin failures (admin §8).
  fetchConversationsFailed: 'Failed to fetch conversations',
  fetchChatbotConversationsFailed: 'Failed to fetch chatbot conversations',
  fetchConversationFailed: 'Failed to fetch conversation details',
  fetchStatsFailed: 'Failed to fetch statistics',
  fetchChatbotStatsFailed: 'Failed to fetch chatbot statistics',
} as const;

// ---------------------------------------------------------------------------------------------
// Public calls

/** POST /api/chatbot/start. `user_ip` is accepted for compatibility and ignored (the server uses the connection's address). */
export const chatStartSchema = z.preprocess(
  // No body at all is a plain start.
  (v) => v ?? {},
  z.object({
    session_id: z.string().max(100).nullish(),
    user_agent: z.string().max(CHAT_LIMITS.userAgentMax).nullish(),
    user_ip: z.string().max(100).nullish(),
  }),
);
export type ChatStartInput = z.infer<typeof chatStartSchema>;

export const chatRespondSchema = z.object({
  session_id: z.string({ error: CHAT_MESSAGES.sessionRequired }).min(1, CHAT_MESSAGES.sessionRequired).max(100),
  user_response: z
    .string({ error: CHAT_MESSAGES.responseRequired })
    .trim()
    .min(1, CHAT_MESSAGES.responseRequired)
    .max(CHAT_LIMITS.responseMax, CHAT_MESSAGES.responseTooLong),
});
export type ChatRespondInput = z.infer<typeof chatRespondSchema>;

export const chatSatisfactionSchema = z.object({
  session_id: z.string({ error: CHAT_MESSAGES.sessionRequired }).min(1, CHAT_MESSAGES.sessionRequired).max(100),
  is_satisfied: z.boolean({ error: CHAT_MESSAGES.satisfiedRequired }),
  feedback: z.string().trim().max(CHAT_LIMITS.feedbackMax, CHAT_MESSAGES.feedbackTooLong).nullish(),
});
export type ChatSatisfactionInput = z.infer<typeof chatSatisfactionSchema>;

export interface ChatOption {
  label: string;
  /** What the client sends back as `user_response` when the option is chosen. */
  value: string;
  description?: string;
}

/** A property as the chat shows it. `bedrooms` 0 is a studio (see chatBedroomsLabel). */
export interface ChatPropertyCard {
  id: string;
  title: string;
  /** "City, ST" */
  location: string;
  price: number;
  /** Rent plus the required monthly fees (issue 35). */
  total_monthly_cost: number;
  type: string;
  bedrooms: number;
  description: string;
  bathrooms: number;
  /** Card-size cover image, when the property has media. */
  image: string | null;
  /** The property's page on this site. */
  url: string;
}

export interface ChatBookingOption {
  id: string;
  title: string;
  description: string | null;
  booking_page_url: string;
  duration_minutes: number | null;
  price: number | null;
  currency_code: string | null;
}

/** A link the chat shows under a message (a tour's manage page, the full tour calendar). */
export interface ChatLink {
  label: string;
  /** A path on this site or an absolute https URL. */
  url: string;
  description?: string;
}

/** `data` of every start, respond and satisfaction reply (server.md §6). */
export interface ChatReply {
  session_id: string;
  question: string;
  options: ChatOption[];
  input_type: ChatInputType;
  step_number: number;
  flow_type: ChatFlowType | null;
  properties?: ChatPropertyCard[];
  additional_options?: ChatOption[];
  is_final: boolean;
  conversation_completed: boolean;
  contact_submitted: boolean;
  search_keyword?: string;
  selected_property_id?: string;
  restart?: boolean;
  escalated?: boolean;
  completion_message?: string;
  // Extras beyond the spec's list.
  /** The named state of the conversation (e.g. "satisfaction"). */
  step: string;
  status: ChatStatus;
  booking_options?: ChatBookingOption[];
  /** Links under the message (issue 21: the tour calendar, a booked tour's manage link). */
  links?: ChatLink[];
  /** Set on start: the visitor's id, usable with GET /api/chatbot/history/{id}. */
  visitor_id?: string;
  resumed?: boolean;
}

export interface ChatHistoryMessage {
  step_number: number;
  question: string;
  answer: string | null;
  created_at: string;
}

export interface ChatHistoryConversation {
  session_id: string;
  flow_type: ChatFlowType | null;
  status: ChatStatus;
  is_satisfied: boolean | null;
  created_at: string;
  completed_at: string | null;
  messages: ChatHistoryMessage[];
}

// ---------------------------------------------------------------------------------------------
// Admin calls

export const CHAT_PAGE_SIZE = 20;
export const CHAT_MAX_LIMIT = 100;
export const CHAT_SATISFACTION_FILTERS = ['satisfied', 'unsatisfied', 'not_asked'] as const;
export type ChatSatisfactionFilter = (typeof CHAT_SATISFACTION_FILTERS)[number];

/** Empty, `all` and `any` mean "no filter" (server.md §1). */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && ['', 'all', 'any'].includes(v.trim().toLowerCase()) ? undefined : v),
    z.enum(values).optional(),
  );

export const CHAT_LEAD_FILTERS = ['with'] as const;

export const chatConversationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(CHAT_MAX_LIMIT).default(CHAT_PAGE_SIZE),
  status: optionalFilter(CHAT_STATUSES),
  flow_type: optionalFilter(CHAT_FLOW_TYPES),
  satisfaction: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    if (['', 'all', 'any'].includes(s)) return undefined;
    if (s === 'true' || s === 'yes') return 'satisfied';
    if (s === 'false' || s === 'no') return 'unsatisfied';
    if (s === 'null' || s === 'none' || s === 'pending') return 'not_asked';
    return s;
  }, z.enum(CHAT_SATISFACTION_FILTERS).optional()),
  search: searchTextSchema,
  ...sortQueryShape(LIST_SORTS.chatbot),
  /** `with`: only conversations that left a lead (the dashboard's "Chat leads" link, issue 19). */
  lead: optionalFilter(CHAT_LEAD_FILTERS),
});
export type ChatConversationsQuery = z.infer<typeof chatConversationsQuerySchema>;

export interface ChatConversationListItem {
  id: string;
  session_id: string;
  user_name: string | null;
  user_email: string | null;
  guest_name: string | null;
  guest_email: string | null;
  flow_type: ChatFlowType | null;
  status: ChatStatus;
  step: string;
  step_number: number;
  messages_count: number;
  is_satisfied: boolean | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface ChatAdminMessage {
  id: string;
  step_number: number;
  question: string;
  answer: string | null;
  input_type: string;
  response_time_seconds: number | null;
  created_at: string;
  answered_at: string | null;
}

export interface ChatEscalation {
  id: string;
  reason: string;
  contact_email: string | null;
  contact_phone: string | null;
  contact_name: string | null;
  feedback: string | null;
  created_at: string;
}

export interface ChatLead {
  id: string;
  lead_type: ChatLeadType;
  name: string | null;
  email: string | null;
  phone: string | null;
  property_id: string | null;
  property_title: string | null;
  details: Record<string, string | number | boolean | null>;
  created_at: string;
}

export interface ChatConversationDetail extends ChatConversationListItem {
  user_agent: string | null;
  satisfaction_feedback: string | null;
  context: Record<string, unknown>;
  messages: ChatAdminMessage[];
  escalations: ChatEscalation[];
  leads: ChatLead[];
}

export interface ChatConversationsPage {
  conversations: ChatConversationListItem[];
  total_conversations: number;
  pagination: PagePagination;
}

export interface ChatStats {
  total_conversations: number;
  status_breakdown: Record<ChatStatus, number>;
  satisfaction: { satisfied: number; unsatisfied: number; satisfaction_rate: number };
  recent_activity: { conversations_last_7_days: number };
  flow_breakdown: Record<ChatFlowType, number>;
}

// ---------------------------------------------------------------------------------------------
// Display helpers shared by the widget, the admin screen and the server's e-mails

/** The spec's bedroom wording on chat cards: 0 is "Studio", otherwise "N BHK". */
export function chatBedroomsLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : `${bedrooms} BHK`;
}

/**
 * Conversation duration (completed_at minus created_at) as the admin screen shows it:
 * "< 1 min", "N min", "Xh Ym", or "N/A" when it has not finished or the times are unusable.
 */
export function formatChatDuration(createdAt: string | null | undefined, completedAt: string | null | undefined): string {
  if (!createdAt || !completedAt) return 'N/A';
  const ms = Date.parse(completedAt) - Date.parse(createdAt);
  if (!Number.isFinite(ms) || ms < 0) return 'N/A';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '< 1 min';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
