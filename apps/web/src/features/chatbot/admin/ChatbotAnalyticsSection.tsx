import * as Tabs from '@radix-ui/react-tabs';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RefreshButton } from '../../../ui/RefreshButton';
import { cn } from '../../../ui/cn';
import { AnalyticsTab } from './AnalyticsTab';
import { ConversationsTab } from './ConversationsTab';

const TAB_CLASS = cn(
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900',
  'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
);

/** Chatbot Analytics: the Conversations and Analytics tabs and a Refresh button (admin §2). */
export default function ChatbotAnalyticsSection() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: ['chatbot'] }) > 0;
  // The tab is in the address, so a reload or a shared link opens the same one.
  const tab = params.get('tab') === 'analytics' ? 'analytics' : 'conversations';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => setParams(next === 'analytics' ? { tab: 'analytics' } : {}, { replace: true })}
      className="space-y-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-300">
        <Tabs.List aria-label="Chatbot Analytics" className="flex gap-2">
          <Tabs.Trigger value="conversations" className={TAB_CLASS}>
            Conversations
          </Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={TAB_CLASS}>
            Analytics
          </Tabs.Trigger>
        </Tabs.List>
        <RefreshButton
          size="sm"
          className="mb-2"
          refreshing={fetching}
          onRefresh={() => queryClient.invalidateQueries({ queryKey: ['chatbot'] })}
        />
      </div>
      <Tabs.Content value="conversations">
        <ConversationsTab />
      </Tabs.Content>
      <Tabs.Content value="analytics">
        <AnalyticsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
