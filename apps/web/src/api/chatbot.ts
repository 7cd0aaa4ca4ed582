import type { chatbotEndpoints } from '@rentfront/shared/contract/chatbot';
import { chatbotRoutes } from '@rentfront/shared/contract/chatbot-routes';
import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import { apiRequest } from './client';
import { endpointClient } from './endpoint';

// The chatbot calls, typed by their descriptors (ADR 0031). The client has a 30 s timeout
// (public-site.md §9). The visitor's identity is an HttpOnly cookie the server sets on the first
// start, sent along with every call.
const TIMEOUT = { timeoutMs: 30_000 };

const api = endpointClient<typeof chatbotEndpoints>(chatbotRoutes);

export const startChat = (sessionId?: string) =>
  api.start(
    {
      // user_ip is part of the spec's payload; the server ignores it and uses the connection's.
      body: {
        session_id: sessionId ?? null,
        user_agent: typeof navigator === 'undefined' ? null : navigator.userAgent.slice(0, 500),
        user_ip: null,
      },
    },
    TIMEOUT,
  );

export const respondChat = (sessionId: string, userResponse: string) =>
  api.respond({ body: { session_id: sessionId, user_response: userResponse } }, TIMEOUT);

export const submitChatSatisfaction = (sessionId: string, isSatisfied: boolean, feedback: string | null) =>
  api.satisfaction({ body: { session_id: sessionId, is_satisfied: isSatisfied, feedback } }, TIMEOUT);

export const chatHistory = (sessionOrVisitorId: string) => api.history({ params: { id: sessionOrVisitorId } }, TIMEOUT);

export const deleteChatSession = (sessionId: string) => api.deleteSession({ params: { id: sessionId } }, TIMEOUT);

/** The connection test of the spec: true when the server answers, false on any failure. */
export async function chatConnectionTest(): Promise<boolean> {
  try {
    // Not a chatbot endpoint and no envelope: the debug route answers `{ success }` only.
    const res = await apiRequest<{ success: boolean }>('/api/debug/simple-test', TIMEOUT);
    return res.success === true;
  } catch {
    return false;
  }
}

// Chatbot Analytics (admin)

/** Paging (by page number), filters and sort of the conversation list. */
export type ChatConversationParams = EndpointQuery<typeof chatbotEndpoints.conversations>;

export const listChatConversations = (params: ChatConversationParams) => api.conversations({ query: params }, TIMEOUT);

export const getChatConversation = (id: string) => api.conversation({ params: { id } }, TIMEOUT);

export const getChatStats = () => api.stats({}, TIMEOUT);
