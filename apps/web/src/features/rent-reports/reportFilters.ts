import { isIsoDate } from '@rentfront/shared/leases';
import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';
import { zoneDay } from '../../lib/format';

// What the Reports section keeps in the address and how it words its figures (issue 33 item 6):
// a reload or a shared link opens the same report with the same filters, and Export CSV asks the
// server for exactly the rows on screen.

export const REPORTS = ['rent-roll', 'delinquency', 'income', 'deposits', 'online-payments'] as const;
export type ReportName = (typeof REPORTS)[number];

export const REPORT_LABELS: Record<ReportName, string> = {
  'rent-roll': 'Rent roll',
  delinquency: 'Delinquency',
  income: 'Income',
  deposits: 'Deposits held',
  'online-payments': 'Online payments',
};

/** Every paged report shows 25 leases a page. */
export const REPORT_PAGING = { pageSize: 25 } as const;

/** The office's today (the site's time zone, as the server counts ages and months). */
export function officeTodayIso(now = new Date()): string {
  return zoneDay(now, SITE_TIME_ZONE);
}

/** "December 2026" from "2026-12". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}

export interface IncomeRange {
  from: string;
  to: string;
}

/** The first day of the month eleven months back through today: a year of months by default. */
export function defaultIncomeRange(today: string): IncomeRange {
  const [y, m] = today.split('-').map(Number);
  const back = new Date(Date.UTC(y!, m! - 1 - 11, 1));
  return { from: back.toISOString().slice(0, 10), to: today };
}

/** from/to of the address when both are real dates in order, otherwise the default year. */
export function incomeRangeFromParams(params: URLSearchParams, today: string): IncomeRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isIsoDate(from) && isIsoDate(to) && from <= to) return { from, to };
  return defaultIncomeRange(today);
}

/** The download takes the filters and sort on screen, never the page. */
export function exportQuery(params: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'limit' || key === 'offset' || value === undefined || value === null || value === '') continue;
    query[key] = String(value);
  }
  return query;
}
