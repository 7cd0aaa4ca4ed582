import { defineRoutes } from './endpoint';

/** Method and path of each chatbot endpoint (server.md §6, admin "Chatbot analytics"); the schemas are in chatbot.ts. */
export const chatbotRoutes = defineRoutes({
  start: { method: 'POST', path: '/api/chatbot/start' },
  respond: { method: 'POST', path: '/api/chatbot/respond' },
  satisfaction: { method: 'POST', path: '/api/chatbot/satisfaction' },
  history: { method: 'GET', path: '/api/chatbot/history/:id' },
  deleteSession: { method: 'DELETE', path: '/api/chatbot/session/:id' },
  conversations: { method: 'GET', path: '/api/admin/chatbot/conversations' },
  exportConversations: { method: 'GET', path: '/api/admin/chatbot/conversations/export', download: true },
  conversation: { method: 'GET', path: '/api/admin/chatbot/conversations/:id' },
  stats: { method: 'GET', path: '/api/admin/chatbot/stats' },
});
