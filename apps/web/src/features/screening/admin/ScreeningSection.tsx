import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { cn } from '../../../ui/cn';
import { QuestionsTab } from './QuestionsTab';
import { ResponsesTab } from './ResponsesTab';

const TAB_CLASS = cn(
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900',
  'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
);

/** Pre-Screening: the Responses and Questions tabs (admin-back-office.md §2). */
export default function ScreeningSection() {
  const [params, setParams] = useSearchParams();
  // The tab is in the address, so a reload or a shared link opens the same one.
  const tab = params.get('tab') === 'questions' ? 'questions' : 'responses';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => setParams(next === 'questions' ? { tab: 'questions' } : {}, { replace: true })}
      className="space-y-6"
    >
      <Tabs.List aria-label="Pre-Screening" className="flex gap-2 border-b border-slate-300">
        <Tabs.Trigger value="responses" className={TAB_CLASS}>
          Responses
        </Tabs.Trigger>
        <Tabs.Trigger value="questions" className={TAB_CLASS}>
          Questions
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="responses">
        <ResponsesTab />
      </Tabs.Content>
      <Tabs.Content value="questions">
        <QuestionsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
