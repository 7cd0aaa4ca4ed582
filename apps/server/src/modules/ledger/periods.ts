// What the due-day run owes a lease (issue 33 item 2, ADR 0036), as pure functions of its terms and
// the office's day: which months have come due, the first and last month prorated by day, and the
// late fee with its caps. The run (posting.ts) turns these into ledger entries by posting key.
import type { LateFeeType } from '@rentfront/shared/leases';
import { MONTH_NAMES } from '../leases/document/merge';

export interface PostingTerms {
  startDate: string;
  /** The last day of the term (null: month-to-month); a move-out date ends it earlier. */
  endDate: string | null;
  moveOutDate: string | null;
  dueDay: number;
  monthlyRentCents: number;
}

export interface DuePeriod {
  /** YYYY-MM */
  period: string;
  /** The day the month's charges are due: the due day, or the start date in a first month that starts after it. */
  dueDate: string;
  /** Days of the month inside the term, and the month's days: 31/31 for a whole month. */
  daysInTerm: number;
  daysInMonth: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The months whose due date has come by `asOf` (YYYY-MM-DD, the office's day), oldest first. */
export function duePeriods(terms: PostingTerms, asOf: string): DuePeriod[] {
  const last = [terms.endDate, terms.moveOutDate].filter((d): d is string => d !== null).sort()[0] ?? null;
  const periods: DuePeriod[] = [];
  let year = Number(terms.startDate.slice(0, 4));
  let month = Number(terms.startDate.slice(5, 7));
  for (;;) {
    const daysInMonth = daysOf(year, month);
    const first = `${year}-${pad(month)}-01`;
    const end = `${year}-${pad(month)}-${pad(daysInMonth)}`;
    if (last !== null && first > last) break;
    const from = terms.startDate > first ? terms.startDate : first;
    const to = last !== null && last < end ? last : end;
    const regular = `${year}-${pad(month)}-${pad(Math.min(terms.dueDay, daysInMonth))}`;
    const dueDate = from > regular ? from : regular;
    if (dueDate > asOf) break;
    const daysInTerm = Number(to.slice(8, 10)) - Number(from.slice(8, 10)) + 1;
    periods.push({ period: `${year}-${pad(month)}`, dueDate, daysInTerm, daysInMonth });
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return periods;
}

/** A monthly amount for the days of the term in the month, rounded half up to the cent. */
export function prorate(monthlyCents: number, period: Pick<DuePeriod, 'daysInTerm' | 'daysInMonth'>): number {
  if (period.daysInTerm >= period.daysInMonth) return monthlyCents;
  // Integer arithmetic: cents × days stays far below 2^53 for any bounded amount.
  return Math.floor((monthlyCents * period.daysInTerm * 2 + period.daysInMonth) / (period.daysInMonth * 2));
}

export interface LateFeeRule {
  type: LateFeeType;
  /** Cents (flat) or basis points of the monthly rent (percent). */
  amount: number;
  capCents: number | null;
}

/** The state's cap from Settings (either bound may be absent). */
export interface StateLateFeeCap {
  max_cents?: number | null;
  max_percent_bp?: number | null;
}

/** The late fee of one month: the lease's rule, bounded by its cap and the state's. */
export function lateFeeCents(rule: LateFeeRule, monthlyRentCents: number, stateCap?: StateLateFeeCap): number {
  const percentOf = (bp: number) => Math.floor((monthlyRentCents * bp + 5_000) / 10_000);
  let fee = rule.type === 'flat' ? rule.amount : percentOf(rule.amount);
  if (rule.capCents !== null) fee = Math.min(fee, rule.capCents);
  if (stateCap?.max_cents != null) fee = Math.min(fee, stateCap.max_cents);
  if (stateCap?.max_percent_bp != null) fee = Math.min(fee, percentOf(stateCap.max_percent_bp));
  return Math.max(0, fee);
}

/** "December 2026" of "2026-12". */
export function periodLabel(period: string): string {
  return `${MONTH_NAMES[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
}
