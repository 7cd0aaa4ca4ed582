import { officeToday } from '@rentfront/shared/time-zone';

// Dates as the office counts them. The server starts leases, ages balances and checks proposed
// dates by the office's calendar (SITE_TIME_ZONE); a journey that took UTC's day would, in the
// evening in New York, create a lease that starts "tomorrow" and is never active.

/** The office's today (YYYY-MM-DD): the server's own function. */
export { officeToday };

/** The office day `days` after today (negative: before). */
export function officeDaysFrom(days: number): string {
  const d = new Date(`${officeToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `years` later (YYYY-MM-DD). */
export function yearsOn(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}
