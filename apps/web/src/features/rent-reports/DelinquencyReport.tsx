import type { DelinquencyAnswer, DelinquencyRow } from '@rentfront/shared/rent-reports';
import { AGING_BUCKET_LABELS, AGING_BUCKETS } from '@rentfront/shared/rent-reports';
import { delinquencyReport, REPORT_CSV_PATHS } from '../../api/rent-reports';
import { rentReportKeys } from '../../api/queryKeys';
import { formatUsDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { AdminListView, useAdminList, type FilterDef } from '../../ui/admin-list';
import { CheckCircle2 } from '../../ui/icons';
import type { DataColumn } from '../../ui/table/DataTable';
import { LEASE_SEARCH, leaseColumns, moneyColumn, ReportTotals, NO_LEASE_MATCHES } from './reportParts';
import { exportQuery, REPORT_PAGING } from './reportFilters';

interface DelinquencyFilters {
  search: string;
  past_due: string;
}

const FILTERS: FilterDef<DelinquencyFilters>[] = [
  LEASE_SEARCH,
  {
    kind: 'select',
    key: 'past_due',
    label: 'Open charges',
    allLabel: 'Everything open',
    values: ['true'],
    labelOf: () => 'Past due only',
  },
];

const columns = (): DataColumn<DelinquencyRow>[] => [
  ...leaseColumns<DelinquencyRow>((r) => r.status),
  ...AGING_BUCKETS.map((b) => moneyColumn<DelinquencyRow>(b, AGING_BUCKET_LABELS[b], (r) => r[b], b === 'days_90_plus')),
  moneyColumn('open', 'Open', (r) => r.open_cents, true),
  {
    id: 'oldest_due_date',
    header: 'Oldest due',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (r) => (r.oldest_due_date ? formatUsDate(r.oldest_due_date) : '—'),
  },
];

/** Delinquency aging: what each lease owes by how long it has been past due, on the office's today. */
export function DelinquencyReport() {
  const list = useAdminList({
    key: rentReportKeys.delinquency,
    filters: { search: '', past_due: 'all' } satisfies DelinquencyFilters,
    urlFilters: { past_due: ['true'] },
    ...REPORT_PAGING,
    params: (f) => ({ search: f.search, past_due: f.past_due === 'true' ? ('true' as const) : undefined }),
    fetch: delinquencyReport,
    page: (d: DelinquencyAnswer) => ({ rows: d.rows, total: d.page.total }),
    noun: ['lease', 'leases'],
  });
  const data = list.data;
  return (
    <AdminListView
      list={list}
      heading={{ text: 'Delinquency', id: 'delinquency-heading' }}
      header={
        data && (
          <>
            <p className="text-sm text-slate-700">Ages on {formatUsDate(data.as_of)}, counted from each charge’s due date.</p>
            <ReportTotals
              label="Delinquency totals"
              figures={[
                ...AGING_BUCKETS.map((b) => ({ label: AGING_BUCKET_LABELS[b], value: formatCents(data.totals[b]) })),
                { label: 'Open', value: formatCents(data.totals.open_cents) },
              ]}
            />
          </>
        )
      }
      filters={FILTERS}
      filterClassName="sm:grid-cols-[1fr_14rem]"
      tableId="report-delinquency"
      caption="Delinquency aging"
      columns={columns()}
      rowKey={(r) => r.lease_id}
      exportCsv={{ path: REPORT_CSV_PATHS.delinquency, query: exportQuery(list.params), label: 'delinquency' }}
      loading={{ label: 'Loading delinquency', itemClassName: 'h-12 w-full' }}
      error="Failed to load delinquency"
      empty={{
        title: 'Nothing is owed',
        icon: <CheckCircle2 aria-hidden className="h-10 w-10 text-slate-500" />,
        message: 'Every lease is paid up: no open charges.',
        ...NO_LEASE_MATCHES,
      }}
    />
  );
}
