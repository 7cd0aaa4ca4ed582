import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** $1,250 or $1,250.50: whole dollars without cents, otherwise two decimals. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 'N/A';
  return Number.isInteger(n) ? usd.format(n) : usdCents.format(n);
}

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return Math.round(value).toLocaleString('en-US');
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A value to print and the zone to print it in. `YYYY-MM-DD` is a calendar date (a move-in day):
 * it is the same day everywhere, so it is read as UTC midnight and printed in UTC. A timestamp
 * is printed in the site's zone, never the machine's, so the server's HTML and the browser's
 * hydration agree (a notice posted at 01:00 UTC is the previous evening in New York).
 */
function toInstant(value: string | Date): { date: Date; timeZone: string } {
  if (value instanceof Date) return { date: value, timeZone: SITE_TIME_ZONE };
  const m = DATE_ONLY.exec(value);
  return m
    ? { date: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))), timeZone: 'UTC' }
    : { date: new Date(value), timeZone: SITE_TIME_ZONE };
}

function formatWith(value: string | Date | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!value) return 'N/A';
  const { date, timeZone } = toInstant(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleString('en-US', { ...options, timeZone });
}

/** US date, e.g. 11/22/2026. */
export function formatUsDate(value: string | Date | null | undefined): string {
  return formatWith(value, { month: 'numeric', day: 'numeric', year: 'numeric' });
}

/** Short US date, e.g. Nov 22, 2026. */
export function formatShortDate(value: string | Date | null | undefined): string {
  return formatWith(value, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Short US date and time, e.g. Nov 22, 2026, 3:05 PM. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatWith(value, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The calendar day of a value in the zone it is printed in, as a day number (for day differences). */
function dayNumber(value: string | Date): number {
  const { date, timeZone } = toInstant(value);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
}

/** Today, Yesterday, N days ago (up to 7), otherwise a short date (public-site.md §9), by the site's calendar. */
export function formatRelativeDate(value: string | Date | null | undefined, now = new Date()): string {
  if (!value) return 'N/A';
  if (Number.isNaN(toInstant(value).date.getTime())) return 'N/A';
  const days = dayNumber(now) - dayNumber(value);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  return formatShortDate(value);
}

/** Local date as YYYY-MM-DD (e.g. a form's "today" default). */
export function todayLocalIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: the office's day, never the browser's. */
export function zoneDay(at: string | Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

/** A `tel:` link of a phone number as people write it: "+1 (518) 555-0177" dials +15185550177. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
