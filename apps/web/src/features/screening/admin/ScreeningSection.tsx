import { UrlTabs } from '../../../ui/UrlTabs';
import { QuestionsTab } from './QuestionsTab';
import { ResponsesTab } from './ResponsesTab';

/** Pre-Screening: the Responses and Questions tabs (admin-back-office.md §2), the tab kept in the address. */
export default function ScreeningSection() {
  return (
    <UrlTabs
      label="Pre-Screening"
      tabs={[
        { value: 'responses', label: 'Responses', content: <ResponsesTab /> },
        { value: 'questions', label: 'Questions', content: <QuestionsTab /> },
      ]}
    />
  );
}
