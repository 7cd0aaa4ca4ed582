import { UrlTabs } from '../../ui/UrlTabs';
import { DelinquencyReport } from './DelinquencyReport';
import { DepositsReport } from './DepositsReport';
import { IncomeReport } from './IncomeReport';
import { OnlinePaymentsReport } from './OnlinePaymentsReport';
import { RentRollReport } from './RentRollReport';
import { REPORT_LABELS } from './reportFilters';

/**
 * Admin › Reports (issue 33 item 6): the reports an office lives on, a tab each, the chosen one in
 * the address as `?report=` so the dashboard's "late balances" opens delinquency already filtered.
 */
export default function ReportsSection() {
  return (
    <UrlTabs
      label="Reports"
      param="report"
      tabs={[
        { value: 'rent-roll', label: REPORT_LABELS['rent-roll'], content: <RentRollReport /> },
        { value: 'delinquency', label: REPORT_LABELS.delinquency, content: <DelinquencyReport /> },
        { value: 'income', label: REPORT_LABELS.income, content: <IncomeReport /> },
        { value: 'deposits', label: REPORT_LABELS.deposits, content: <DepositsReport /> },
        { value: 'online-payments', label: REPORT_LABELS['online-payments'], content: <OnlinePaymentsReport /> },
      ]}
    />
  );
}
