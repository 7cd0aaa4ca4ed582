// The office's calendar (ADR 0025): "today" for leases is the day in SITE_TIME_ZONE, so a lease
// starting on the 1st becomes active on the office's 1st, not UTC's.
import { TZDate } from '@date-fns/tz';
import { officeToday, SITE_TIME_ZONE } from '@rentfront/shared/time-zone';

// The office's day is shared with the web app (a listing's "Available now"); the lease modules import it from here.
export { officeToday };

/** The instant an office day (YYYY-MM-DD) begins: midnight in SITE_TIME_ZONE. */
export function officeDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, 0, 0, 0, SITE_TIME_ZONE).getTime());
}

/** The day `days` after a YYYY-MM-DD day (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day of a term of `months` starting on `start` (a 12-month lease from 2027-01-01 ends 2027-12-31). */
export function termEnd(start: string, months: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return addDays(d.toISOString().slice(0, 10), -1);
}
