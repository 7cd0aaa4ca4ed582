import { UrlTabs } from '../../ui/UrlTabs';
import { ContractorsPanel } from './contractors/ContractorsPanel';
import MaintenanceSection from './MaintenanceSection';

/** Admin › Maintenance: the requests and the contractor directory (issue 19 item 4), a tab each. */
export default function MaintenanceTabs() {
  return (
    <UrlTabs
      label="Maintenance"
      tabs={[
        { value: 'requests', label: 'Requests', content: <MaintenanceSection /> },
        { value: 'contractors', label: 'Contractors', content: <ContractorsPanel /> },
      ]}
    />
  );
}
