import type { OnlinePaymentsReportAnswer, OnlinePaymentsReportRow } from '@rentfront/shared/rent-reports';
import { ONLINE_PAYMENT_STATUSES, type OnlinePaymentStatus } from '@rentfront/shared/payments';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@rentfront/shared/ledger';
import { isIsoDate } from '@rentfront/shared/leases';
import { onlinePaymentsReport } from '../../api/rent-reports';
import { rentReportKeys } from '../../api/queryKeys';
import { formatDateTime } from '../../lib/format';
import { AdminListView, useAdminList, type FilterDef } from '../../ui/admin-list';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Inbox } from '../../ui/icons';
import type { DataColumn } from '../../ui/table/DataTable';
import { LEASE_SEARCH, leaseColumns, moneyColumn } from './reportParts';
import { REPORT_PAGING } from './reportFilters';

interface OnlinePaymentFilters {
  search: string;
  status: string;
  since: string;
}

const STATUS: Record<OnlinePaymentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  succeeded: { label: 'Succeeded', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'gray' },
};

const FILTERS: FilterDef<OnlinePaymentFilters>[] = [
  LEASE_SEARCH,
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'Any status',
    values: ONLINE_PAYMENT_STATUSES,
    labelOf: (v) => STATUS[v as OnlinePaymentStatus]?.label ?? v,
  },
  { kind: 'date', key: 'since', label: 'Changed since' },
];

const columns = (): DataColumn<OnlinePaymentsReportRow>[] => [
  { id: 'updated_at', header: 'Last change', className: 'whitespace-nowrap', cell: (r) => formatDateTime(r.updated_at) },
  ...leaseColumns<OnlinePaymentsReportRow>(undefined, false),
  moneyColumn('amount', 'Amount', (r) => r.amount_cents),
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <div>
        <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>
        {r.autopay && <div className="mt-1 text-xs text-slate-700">Autopay</div>}
      </div>
    ),
  },
  { id: 'method', header: 'Method', hideable: true, cell: (r) => (r.method ? PAYMENT_METHOD_LABELS[r.method as PaymentMethod] : '—') },
  { id: 'failure', header: 'Note', className: 'min-w-48', cell: (r) => r.failure_message ?? '—' }, // why it failed, or a refund owed
];

/** The payments residents started online: what failed and why, what the processor still holds. */
export function OnlinePaymentsReport() {
  const list = useAdminList({
    key: rentReportKeys.onlinePayments,
    filters: { search: '', status: 'all', since: '' } satisfies OnlinePaymentFilters,
    urlFilters: { status: ONLINE_PAYMENT_STATUSES, since: isIsoDate },
    ...REPORT_PAGING,
    params: (f) => ({
      search: f.search,
      status: f.status === 'all' ? undefined : (f.status as OnlinePaymentStatus),
      since: f.since || undefined,
    }),
    // The report is newest first and takes no sort.
    fetch: ({ sort: _sort, dir: _dir, ...query }) => onlinePaymentsReport(query),
    page: (d: OnlinePaymentsReportAnswer) => ({ rows: d.rows, total: d.page.total }),
    noun: ['payment', 'payments'],
  });
  return (
    <AdminListView
      list={list}
      heading={{ text: 'Online payments', id: 'online-payments-heading' }}
      filters={FILTERS}
      filterClassName="sm:grid-cols-[1fr_12rem_12rem]"
      tableId="report-online-payments"
      caption="Online payments"
      columns={columns()}
      loading={{ label: 'Loading online payments', itemClassName: 'h-12 w-full' }}
      error="Failed to load online payments"
      empty={{
        title: 'No online payments yet',
        filteredTitle: 'No payments match',
        icon: <Inbox aria-hidden className="h-10 w-10 text-slate-500" />,
        message: 'Payments residents make from the portal appear here.',
        filteredMessage: 'Try another search or clear the filters.',
      }}
    />
  );
}
