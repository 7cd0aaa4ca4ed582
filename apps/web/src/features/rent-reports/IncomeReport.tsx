import type { IncomeAnswer, IncomeCategory } from '@rentfront/shared/rent-reports';
import { INCOME_CATEGORIES } from '@rentfront/shared/rent-reports';
import { LEDGER_CATEGORY_LABELS } from '@rentfront/shared/ledger';
import { isIsoDate } from '@rentfront/shared/leases';
import { useState } from 'react';
import { incomeReport, REPORT_CSV_PATHS } from '../../api/rent-reports';
import { rentReportKeys } from '../../api/queryKeys';
import { formatUsDate } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { AdminListView, useAdminList, type FilterDef } from '../../ui/admin-list';
import { DollarSign } from '../../ui/icons';
import type { DataColumn } from '../../ui/table/DataTable';
import { moneyColumn, ReportTotals } from './reportParts';
import { defaultIncomeRange, monthLabel, officeTodayIso } from './reportFilters';

interface IncomeFilters {
  search: string;
  from: string;
  to: string;
}

type IncomeMonth = IncomeAnswer['months'][number];

const LABELS: Record<IncomeCategory, string> = { ...LEDGER_CATEGORY_LABELS, unapplied: 'Unapplied (credit)' };

const FILTERS: FilterDef<IncomeFilters>[] = [
  { kind: 'date', key: 'from', label: 'From', before: 'to' },
  { kind: 'date', key: 'to', label: 'To', after: 'from' },
];

/** Month, then a column per category that took any money in the range, then the month's total. */
function columns(categories: readonly IncomeCategory[]): DataColumn<IncomeMonth>[] {
  return [
    { id: 'month', header: 'Month', className: 'whitespace-nowrap font-medium', cell: (m) => monthLabel(m.month) },
    ...categories.map((c) => moneyColumn<IncomeMonth>(c, LABELS[c], (m) => m.by_category[c] ?? 0)),
    moneyColumn('total', 'Total', (m) => m.total_cents),
  ];
}

/**
 * Income by month and category: the payments received in the range, split by what they paid as
 * the ledger applies them (oldest charge first). The range is in the address; a year by default.
 */
export function IncomeReport() {
  const [defaults] = useState(() => defaultIncomeRange(officeTodayIso()));
  const list = useAdminList({
    key: rentReportKeys.income,
    filters: { search: '', ...defaults } satisfies IncomeFilters,
    urlFilters: { from: isIsoDate, to: isIsoDate },
    pageSize: 500,
    params: (f) => ({ from: f.from, to: f.to }),
    fetch: incomeReport,
    page: (d: IncomeAnswer) => ({ rows: d.months, total: d.months.length }),
    noun: ['month', 'months'],
    whole: true,
  });
  const data = list.data;
  const used = INCOME_CATEGORIES.filter((c) => (data?.totals.by_category[c] ?? 0) !== 0);
  const { from, to } = list.applied;
  return (
    <AdminListView
      list={list}
      heading={{ text: 'Income', id: 'income-heading' }}
      header={
        data && (
          <>
            <p className="text-sm text-slate-700">
              Payments received {formatUsDate(data.from)} to {formatUsDate(data.to)}, by the charges they paid.
            </p>
            <ReportTotals
              label="Income totals"
              figures={[
                ...used.map((c) => ({ label: LABELS[c], value: formatCents(data.totals.by_category[c] ?? 0) })),
                { label: 'Total received', value: formatCents(data.totals.total_cents) },
              ]}
            />
          </>
        )
      }
      filters={FILTERS}
      filterClassName="sm:grid-cols-[12rem_12rem]"
      tableId="report-income"
      caption="Income by month and category"
      columns={columns(used)}
      rowKey={(m) => m.month}
      sortMode="client"
      exportCsv={from && to && from <= to ? { path: REPORT_CSV_PATHS.income, query: { from, to }, label: 'income' } : undefined}
      loading={{ label: 'Loading income', itemClassName: 'h-10 w-full' }}
      error="Failed to load income"
      empty={{
        title: 'No months in this range',
        icon: <DollarSign aria-hidden className="h-10 w-10 text-slate-500" />,
        message: 'Choose a range of dates.',
        filteredMessage: 'Choose another range of dates, or clear it for the last twelve months.',
      }}
    />
  );
}
