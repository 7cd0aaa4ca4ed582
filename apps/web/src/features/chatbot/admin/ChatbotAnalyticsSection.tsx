import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { chatbotKeys } from '../../../api/queryKeys';
import { RefreshButton } from '../../../ui/RefreshButton';
import { UrlTabs } from '../../../ui/UrlTabs';
import { AnalyticsTab } from './AnalyticsTab';
import { ConversationsTab } from './ConversationsTab';

/** Chatbot Analytics: the Conversations and Analytics tabs and a Refresh button (admin §2). */
export default function ChatbotAnalyticsSection() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: chatbotKeys.all }) > 0;
  return (
    <UrlTabs
      label="Chatbot Analytics"
      tabs={[
        { value: 'conversations', label: 'Conversations', content: <ConversationsTab /> },
        { value: 'analytics', label: 'Analytics', content: <AnalyticsTab /> },
      ]}
      aside={
        <RefreshButton
          size="sm"
          className="mb-2"
          refreshing={fetching}
          onRefresh={() => queryClient.invalidateQueries({ queryKey: chatbotKeys.all })}
        />
      }
    />
  );
}
