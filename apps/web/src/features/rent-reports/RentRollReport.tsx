import type { RentRollAnswer, RentRollRow } from '@rentfront/shared/rent-reports';
import { RENT_ROLL_BALANCE_FILTERS, RENT_ROLL_STATUSES } from '@rentfront/shared/rent-reports';
import { rentRollReport, REPORT_CSV_PATHS } from '../../api/rent-reports';
import { rentReportKeys } from '../../api/queryKeys';
import { balanceText, formatCents } from '../../lib/money';
import { AdminListView, useAdminList, type FilterDef } from '../../ui/admin-list';
import { DollarSign } from '../../ui/icons';
import type { DataColumn } from '../../ui/table/DataTable';
import { LEASE_SEARCH, leaseColumns, moneyColumn, ReportTotals, leaseStatusFilter, NO_LEASE_MATCHES } from './reportParts';
import { exportQuery, monthLabel, REPORT_PAGING } from './reportFilters';

interface RentRollFilters {
  search: string;
  status: string;
  balance: string;
}

const BALANCE_LABELS: Record<(typeof RENT_ROLL_BALANCE_FILTERS)[number], string> = {
  owing: 'Owing',
  credit: 'In credit',
  zero: 'Paid up',
};

const FILTERS: FilterDef<RentRollFilters>[] = [
  LEASE_SEARCH,
  leaseStatusFilter<RentRollFilters>(),
  {
    kind: 'select',
    key: 'balance',
    label: 'Balance',
    allLabel: 'Any balance',
    values: RENT_ROLL_BALANCE_FILTERS,
    labelOf: (v) => BALANCE_LABELS[v as keyof typeof BALANCE_LABELS] ?? v,
  },
];

const columns = (): DataColumn<RentRollRow>[] => [
  ...leaseColumns<RentRollRow>((r) => r.status),
  moneyColumn('rent', 'Rent', (r) => r.rent_cents, true),
  moneyColumn('deposit_held', 'Deposit held', (r) => r.deposit_held_cents, true),
  { ...moneyColumn('balance', 'Balance', (r) => r.balance_cents, true), cell: (r) => balanceText(r.balance_cents) },
  moneyColumn('paid_this_month', 'Paid this month', (r) => r.paid_this_month_cents, true),
];

const orAll = (v: string) => (v === 'all' ? undefined : v);

/** The rent roll: each lease's rent, deposit held, balance and what it paid this month, with totals. */
export function RentRollReport() {
  const list = useAdminList({
    key: rentReportKeys.rentRoll,
    filters: { search: '', status: 'all', balance: 'all' } satisfies RentRollFilters,
    urlFilters: { status: RENT_ROLL_STATUSES, balance: RENT_ROLL_BALANCE_FILTERS },
    ...REPORT_PAGING,
    params: (f) => ({
      search: f.search,
      status: orAll(f.status) as RentRollRow['status'] | undefined,
      balance: orAll(f.balance) as (typeof RENT_ROLL_BALANCE_FILTERS)[number] | undefined,
    }),
    fetch: rentRollReport,
    page: (d: RentRollAnswer) => ({ rows: d.rows, total: d.page.total }),
    noun: ['lease', 'leases'],
  });
  const totals = list.data?.totals;
  return (
    <AdminListView
      list={list}
      heading={{ text: 'Rent roll', id: 'rent-roll-heading' }}
      header={
        totals && (
          <ReportTotals
            label="Rent roll totals"
            figures={[
              { label: 'Leases', value: totals.leases.toLocaleString('en-US') },
              { label: 'Monthly rent', value: formatCents(totals.rent_cents) },
              { label: 'Deposits held', value: formatCents(totals.deposit_held_cents) },
              { label: 'Balance', value: balanceText(totals.balance_cents) },
              { label: `Paid in ${monthLabel(list.data!.month)}`, value: formatCents(totals.paid_this_month_cents) },
            ]}
          />
        )
      }
      filters={FILTERS}
      filterClassName="sm:grid-cols-[1fr_14rem_12rem]"
      tableId="report-rent-roll"
      caption="Rent roll"
      columns={columns()}
      rowKey={(r) => r.lease_id}
      exportCsv={{ path: REPORT_CSV_PATHS.rentRoll, query: exportQuery(list.params), label: 'the rent roll' }}
      loading={{ label: 'Loading the rent roll', itemClassName: 'h-12 w-full' }}
      error="Failed to load the rent roll"
      empty={{
        title: 'No leases on the rent roll yet',
        icon: <DollarSign aria-hidden className="h-10 w-10 text-slate-500" />,
        message: 'A lease appears here once it is signed.',
        ...NO_LEASE_MATCHES,
      }}
    />
  );
}
