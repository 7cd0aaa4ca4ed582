import { CHAT_MESSAGES, CHAT_PAGE_SIZE, type ChatConversationListItem } from '@rentfront/shared/chatbot';
import { useState } from 'react';
import { listChatConversations } from '../../../api/chatbot';
import { EXPORT_PATHS } from '../../../api/exports';
import { chatbotKeys } from '../../../api/queryKeys';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { ConversationDetailDialog } from './ConversationDetailDialog';
import {
  CONVERSATION_EMPTY,
  CONVERSATION_FILTERS,
  CONVERSATION_URL_FILTERS,
  conversationColumns,
  conversationCount,
  NO_CONVERSATION_FILTERS,
} from './conversationList';

/** Conversations: search and filters (done by the server), the table, paging, the detail modal. */
export function ConversationsTab() {
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useAdminList({
    // Under ['chatbot']: the section's Refresh reads the list again with the analytics.
    key: chatbotKeys.conversations,
    filters: NO_CONVERSATION_FILTERS,
    urlFilters: CONVERSATION_URL_FILTERS,
    pageSize: CHAT_PAGE_SIZE,
    // The endpoint pages by number (admin spec: "page, limit"), not by offset.
    fetch: ({ offset, ...params }) => listChatConversations({ ...params, page: offset / CHAT_PAGE_SIZE + 1 }),
    page: (d) => ({ rows: d.conversations, total: d.total_conversations, capped: d.pagination.total_capped }),
  });
  const open = (c: ChatConversationListItem) => setOpenId(c.id);

  return (
    <AdminListView
      list={list}
      heading={{ text: 'Conversations' }}
      filters={CONVERSATION_FILTERS}
      filterClassName="sm:grid-cols-2 xl:grid-cols-5"
      summary={list.data && list.rows.length > 0 && conversationCount(list.data)}
      tableId="chat-conversations"
      caption="Chatbot conversations"
      columns={conversationColumns(open)}
      onOpen={open}
      exportCsv={{ path: EXPORT_PATHS.chatLeads, query: list.applied, label: 'chat leads' }}
      showing="none"
      loading={{ label: 'Loading conversations', count: 6 }}
      error={CHAT_MESSAGES.fetchChatbotConversationsFailed}
      empty={CONVERSATION_EMPTY}
    >
      <ConversationDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminListView>
  );
}
