import type { DepositsReportAnswer, DepositsReportRow } from '@rentfront/shared/rent-reports';
import { DEPOSIT_STATEMENT_FILTERS, RENT_ROLL_STATUSES } from '@rentfront/shared/rent-reports';
import { depositsReport, REPORT_CSV_PATHS } from '../../api/rent-reports';
import { rentReportKeys } from '../../api/queryKeys';
import { formatUsDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { AdminListView, useAdminList, type FilterDef } from '../../ui/admin-list';
import { Badge } from '../../ui/Badge';
import { KeyRound } from '../../ui/icons';
import type { DataColumn } from '../../ui/table/DataTable';
import { LEASE_SEARCH, leaseColumns, moneyColumn, ReportTotals, leaseStatusFilter, NO_LEASE_MATCHES } from './reportParts';
import { exportQuery, officeTodayIso, REPORT_PAGING } from './reportFilters';

interface DepositsFilters {
  search: string;
  status: string;
  statement: string;
}

const STATEMENT_LABELS: Record<(typeof DEPOSIT_STATEMENT_FILTERS)[number], string> = {
  none: 'No statement',
  draft: 'Statement drafted',
  sent: 'Statement sent',
  due: 'Statement due',
};

const FILTERS: FilterDef<DepositsFilters>[] = [
  LEASE_SEARCH,
  leaseStatusFilter<DepositsFilters>(),
  {
    kind: 'select',
    key: 'statement',
    label: 'Move-out statement',
    allLabel: 'Any statement',
    values: DEPOSIT_STATEMENT_FILTERS,
    labelOf: (v) => STATEMENT_LABELS[v as keyof typeof STATEMENT_LABELS] ?? v,
  },
];

/** The statement's state, and how near its deadline is once the residents moved out. */
function StatementCell({ row, today }: { row: DepositsReportRow; today: string }) {
  if (row.statement_status === 'sent') return <Badge tone="green">Sent</Badge>;
  if (!row.statement_due_by) return <span>{row.statement_status === 'draft' ? 'Draft' : '—'}</span>;
  const late = row.statement_due_by < today;
  return (
    <div>
      <Badge tone={late ? 'red' : 'orange'}>{row.statement_status === 'draft' ? 'Draft' : 'Not started'}</Badge>
      <div className="mt-1 text-xs text-slate-700">
        {late ? 'Was due' : 'Due by'} {formatUsDate(row.statement_due_by)}
      </div>
    </div>
  );
}

const columns = (today: string): DataColumn<DepositsReportRow>[] => [
  ...leaseColumns<DepositsReportRow>((r) => r.status),
  moneyColumn('deposit', 'Deposit', (r) => r.deposit_cents),
  moneyColumn('deposit_held', 'Held', (r) => r.deposit_held_cents, true),
  {
    id: 'move_out_date',
    header: 'Move-out',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (r) => (r.move_out_date ? formatUsDate(r.move_out_date) : '—'),
  },
  { id: 'statement', header: 'Statement', cell: (r) => <StatementCell row={r} today={today} /> },
];

/** Deposits held: what each lease asks and holds, and the move-out statement owed once they leave. */
export function DepositsReport() {
  const list = useAdminList({
    key: rentReportKeys.deposits,
    filters: { search: '', status: 'all', statement: 'all' } satisfies DepositsFilters,
    urlFilters: { status: RENT_ROLL_STATUSES, statement: DEPOSIT_STATEMENT_FILTERS },
    ...REPORT_PAGING,
    params: (f) => ({
      search: f.search,
      status: f.status === 'all' ? undefined : (f.status as DepositsReportRow['status']),
      statement: f.statement === 'all' ? undefined : (f.statement as (typeof DEPOSIT_STATEMENT_FILTERS)[number]),
    }),
    fetch: depositsReport,
    page: (d: DepositsReportAnswer) => ({ rows: d.rows, total: d.page.total }),
    noun: ['lease', 'leases'],
  });
  const totals = list.data?.totals;
  return (
    <AdminListView
      list={list}
      heading={{ text: 'Deposits held', id: 'deposits-heading' }}
      header={
        totals && (
          <ReportTotals
            label="Deposit totals"
            figures={[
              { label: 'Leases', value: totals.leases.toLocaleString('en-US') },
              { label: 'Deposits held', value: formatCents(totals.deposit_held_cents) },
            ]}
          />
        )
      }
      filters={FILTERS}
      filterClassName="sm:grid-cols-[1fr_14rem_14rem]"
      tableId="report-deposits"
      caption="Deposits held"
      columns={columns(officeTodayIso())}
      rowKey={(r) => r.lease_id}
      exportCsv={{ path: REPORT_CSV_PATHS.deposits, query: exportQuery(list.params), label: 'deposits held' }}
      loading={{ label: 'Loading deposits', itemClassName: 'h-12 w-full' }}
      error="Failed to load deposits"
      empty={{
        title: 'No deposits yet',
        icon: <KeyRound aria-hidden className="h-10 w-10 text-slate-500" />,
        message: 'A lease appears here once it asks for or holds a security deposit.',
        ...NO_LEASE_MATCHES,
      }}
    />
  );
}
