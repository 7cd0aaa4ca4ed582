// Move-in dates and lease terms of a listing (issue 35): the values the admin form, the public
// search filters and the pages share. No zod here, so public pages can import it.
export { isCalendarDate } from './calendar-date';

/** A lease term is a whole number of months (1–60) or month-to-month. */
export const MONTH_TO_MONTH = 'mtm';
export const LEASE_TERM_MONTHS_MAX = 60;
/** The terms the search filter and the admin form offer as choices; any 1–60 is accepted. */
export const COMMON_LEASE_TERMS = ['6', '12', '18', '24', MONTH_TO_MONTH] as const;

/** "12", " 12 months " or "MTM" as the stored form ("12", "mtm"), or undefined when it is no term. */
export function parseLeaseTerm(value: unknown): string | undefined {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === MONTH_TO_MONTH || text === 'month-to-month') return MONTH_TO_MONTH;
  const months = /^(\d{1,3})(\s*months?)?$/.exec(text);
  if (!months) return undefined;
  const n = Number(months[1]);
  return n >= 1 && n <= LEASE_TERM_MONTHS_MAX ? String(n) : undefined;
}

/** Shortest first, month-to-month last, each once. */
export function sortLeaseTerms(terms: readonly string[]): string[] {
  const rank = (t: string) => (t === MONTH_TO_MONTH ? Number.MAX_SAFE_INTEGER : Number(t));
  return [...new Set(terms)].sort((a, b) => rank(a) - rank(b));
}

/** "12 months", "1 month", "Month-to-month". */
export function leaseTermLabel(term: string): string {
  if (term === MONTH_TO_MONTH) return 'Month-to-month';
  return `${term} month${term === '1' ? '' : 's'}`;
}

/** "6 months, 12 months, Month-to-month", or undefined without terms. */
export function leaseTermsText(terms: readonly string[]): string | undefined {
  return terms.length ? terms.map(leaseTermLabel).join(', ') : undefined;
}

/** "January 1, 2027" for a YYYY-MM-DD date, read as that calendar day wherever the reader is. */
export function calendarDateText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/**
 * When a household can move in: "Available now" when no date is set or it has come, else
 * "Available from January 1, 2027". `today` is YYYY-MM-DD. A home that is not available (rented,
 * on hold) with no date says nothing: it is not free now.
 */
export function moveInText(availableFrom: string | null, today: string, isAvailable: boolean): string | undefined {
  if (availableFrom && availableFrom > today) return `Available from ${calendarDateText(availableFrom)}`;
  return isAvailable ? 'Available now' : undefined;
}

/**
 * A new available-from date may be at most this far before today: a date years back is a typo
 * (2025 for 2027), and a home free since last month is still honest. A date the listing already
 * had is kept as it is, so an old listing can still be edited.
 */
export const AVAILABLE_FROM_PAST_DAYS = 365;
export const AVAILABLE_FROM_PAST_MESSAGE = 'Available from must not be more than a year in the past';

/** Whether `date` (YYYY-MM-DD) lies more than AVAILABLE_FROM_PAST_DAYS before `today`. */
export function isStaleAvailableFrom(date: string, today: string): boolean {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
  return days > AVAILABLE_FROM_PAST_DAYS;
}
