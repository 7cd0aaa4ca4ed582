import { isIsoDate } from '@rentfront/shared/leases';

// What the Reports pages keep in the address (issue 33 item 6): a reload or a shared link opens the
// same report, and the Download CSV link asks the server for exactly the rows on screen. The
// report contracts (packages/shared/src/rent-reports.ts, branch h/reports) were not out yet: the
// pages that read them are to be built on these helpers.

export const REPORTS = ['rent-roll', 'delinquency', 'income', 'deposits'] as const;
export type ReportName = (typeof REPORTS)[number];

export const REPORT_LABELS: Record<ReportName, string> = {
  'rent-roll': 'Rent roll',
  delinquency: 'Delinquency',
  income: 'Income',
  deposits: 'Deposits held',
};

/** The aging buckets of the delinquency report, by days past due of the oldest open charge. */
export const AGING_BUCKETS = ['current', '1_30', '31_60', '61_90', '90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  '1_30': '1–30 days',
  '31_60': '31–60 days',
  '61_90': '61–90 days',
  '90_plus': '90+ days',
};

/** The bucket of a charge `days` past due (0 or less: not late yet). */
export function agingBucket(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return '1_30';
  if (days <= 60) return '31_60';
  if (days <= 90) return '61_90';
  return '90_plus';
}

export interface IncomeRange {
  from: string;
  to: string;
}

/** The first day of the month eleven months back through today: a year of months by default. */
export function defaultIncomeRange(today: string): IncomeRange {
  const [y, m] = today.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 1 - 11, 1));
  return { from: back.toISOString().slice(0, 10), to: today };
}

/** from/to of the address when both are real dates in order, otherwise the default year. */
export function incomeRangeFromParams(params: URLSearchParams, today: string): IncomeRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isIsoDate(from) && isIsoDate(to) && from <= to) return { from, to };
  return defaultIncomeRange(today);
}

/** The report's address, or its CSV's: /api/admin/reports/income.csv?from=…&to=…. */
export function reportHref(report: ReportName, query: Record<string, string | undefined>, csv = false): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return `/api/admin/reports/${report}${csv ? '.csv' : ''}${text ? `?${text}` : ''}`;
}
