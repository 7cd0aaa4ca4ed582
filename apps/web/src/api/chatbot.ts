import type {
  ChatConversationDetail,
  ChatConversationsPage,
  ChatFlowType,
  ChatHistoryConversation,
  ChatReply,
  ChatSatisfactionFilter,
  ChatStats,
  ChatStatus,
} from '@rentfront/shared/chatbot';
import { apiRequest } from './client';
import type { Envelope } from './types';
import type { SortParams } from './exports';

// The chatbot client has a 30 s timeout (public-site.md §9). The visitor's identity is an
// HttpOnly cookie the server sets on the first start, sent along with every call.
const TIMEOUT = 30_000;
const BASE = '/api/chatbot';

export const startChat = (sessionId?: string) =>
  apiRequest<Envelope<ChatReply>>(`${BASE}/start`, {
    method: 'POST',
    // user_ip is part of the spec's payload; the server ignores it and uses the connection's.
    body: {
      session_id: sessionId ?? null,
      user_agent: typeof navigator === 'undefined' ? null : navigator.userAgent.slice(0, 500),
      user_ip: null,
    },
    timeoutMs: TIMEOUT,
  });

export const respondChat = (sessionId: string, userResponse: string) =>
  apiRequest<Envelope<ChatReply>>(`${BASE}/respond`, {
    method: 'POST',
    body: { session_id: sessionId, user_response: userResponse },
    timeoutMs: TIMEOUT,
  });

export const submitChatSatisfaction = (sessionId: string, isSatisfied: boolean, feedback: string | null) =>
  apiRequest<Envelope<ChatReply>>(`${BASE}/satisfaction`, {
    method: 'POST',
    body: { session_id: sessionId, is_satisfied: isSatisfied, feedback },
    timeoutMs: TIMEOUT,
  });

export const chatHistory = (sessionOrVisitorId: string) =>
  apiRequest<Envelope<{ visitor_id: string; conversations: ChatHistoryConversation[] }>>(
    `${BASE}/history/${encodeURIComponent(sessionOrVisitorId)}`,
    { timeoutMs: TIMEOUT },
  );

export const deleteChatSession = (sessionId: string) =>
  apiRequest<Envelope<{ session_id: string }>>(`${BASE}/session/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    timeoutMs: TIMEOUT,
  });

/** The connection test of the spec: true when the server answers, false on any failure. */
export async function chatConnectionTest(): Promise<boolean> {
  try {
    const res = await apiRequest<{ success: boolean }>('/api/debug/simple-test', { timeoutMs: TIMEOUT });
    return res.success === true;
  } catch {
    return false;
  }
}

// Chatbot Analytics (admin)
const ADMIN = '/api/admin/chatbot';

export interface ChatConversationParams extends SortParams {
  page: number;
  limit: number;
  status?: ChatStatus | 'all';
  flow_type?: ChatFlowType | 'all';
  satisfaction?: ChatSatisfactionFilter | 'all';
  search?: string;
  lead?: 'with' | 'all';
}

export const listChatConversations = (params: ChatConversationParams) =>
  apiRequest<Envelope<ChatConversationsPage>>(`${ADMIN}/conversations`, { query: { ...params }, admin: true, timeoutMs: TIMEOUT });

export const getChatConversation = (id: string) =>
  apiRequest<Envelope<ChatConversationDetail>>(`${ADMIN}/conversations/${encodeURIComponent(id)}`, { admin: true, timeoutMs: TIMEOUT });

export const getChatStats = () => apiRequest<Envelope<ChatStats>>(`${ADMIN}/stats`, { admin: true, timeoutMs: TIMEOUT });
