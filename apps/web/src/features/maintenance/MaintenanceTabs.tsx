import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { cn } from '../../ui/cn';
import { ContractorsPanel } from './contractors/ContractorsPanel';
import MaintenanceSection from './MaintenanceSection';

const TAB_CLASS = cn(
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900',
  'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
);

/** Admin › Maintenance: the requests and the contractor directory (issue 19 item 4), a tab each. */
export default function MaintenanceTabs() {
  const [params, setParams] = useSearchParams();
  // The tab is in the address, so a reload or a shared link opens the same one.
  const tab = params.get('tab') === 'contractors' ? 'contractors' : 'requests';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => setParams(next === 'contractors' ? { tab: 'contractors' } : {}, { replace: true })}
      className="space-y-6"
    >
      <Tabs.List aria-label="Maintenance" className="flex gap-2 border-b border-slate-300">
        <Tabs.Trigger value="requests" className={TAB_CLASS}>
          Requests
        </Tabs.Trigger>
        <Tabs.Trigger value="contractors" className={TAB_CLASS}>
          Contractors
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="requests">
        <MaintenanceSection />
      </Tabs.Content>
      <Tabs.Content value="contractors">
        <ContractorsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
