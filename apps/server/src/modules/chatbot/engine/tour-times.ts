import type { TourDay } from '@rentfront/shared';
import { normalize, parseDate } from './parse';

/**
 * The chat's view of tour times (issue 21 item 8): which free slots to offer as buttons, how to
 * label them in the site's zone, and what a typed "Tuesday at 10am" means. Pure functions; the
 * slots themselves come from the tours service through a lookup.
 */

export interface OfferedSlot {
  start: string;
  end: string;
}

/** Buttons per page of times. */
export const TIMES_PER_PAGE = 6;
/** A page spreads its times over this many days (two a day: the day's first and a later one). */
const PER_DAY = 2;

/** The free slots of one day, up to `max`, spread evenly over the day (first one always in). */
function spread<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(items[Math.floor((i * items.length) / max)]);
  return out;
}

/**
 * The next times to offer from the service's days: two per day over the first days that have
 * free slots (so the visitor sees several days at once), `more` when later days have times too.
 */
export function nextTimes(days: readonly TourDay[]): { slots: OfferedSlot[]; more: boolean; nextFrom?: string } {
  const open = days.filter((d) => d.slots.length > 0);
  const shown = open.slice(0, TIMES_PER_PAGE / PER_DAY);
  const slots = shown.flatMap((d) => spread(d.slots, PER_DAY)).map(({ start, end }) => ({ start, end }));
  const rest = open.slice(shown.length);
  return { slots, more: rest.length > 0, nextFrom: rest[0]?.date };
}

/** The times of one day (up to a page, spread over the day). */
export function dayTimes(days: readonly TourDay[], date: string): OfferedSlot[] {
  const day = days.find((d) => d.date === date);
  return spread(day?.slots ?? [], TIMES_PER_PAGE).map(({ start, end }) => ({ start, end }));
}

function parts(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat('en-US', { timeZone, ...options }).formatToParts(new Date(iso))) out[p.type] = p.value;
  return out;
}

/** "Tue, Dec 1 · 10:00 AM EST" in the site's zone. */
export function slotLabel(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${p.weekday}, ${p.month} ${p.day} · ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

/** "Tuesday, December 1 at 10:00 AM EST": the confirmation's wording. */
export function slotLongLabel(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${p.weekday}, ${p.month} ${p.day} at ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

/** The wall-clock time "HH:MM" (24 h) of an instant in a zone. */
export function localClock(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${p.hour}:${p.minute}`;
}

/** The calendar day of an instant in a zone. */
export function localDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

const CLOCK = /(?:^|\s|at\s)(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?=\s|$)/;

/**
 * A time of day typed by the visitor: "10", "10am", "2:30 pm", "14:00", "noon". Bare hours from
 * 1 to 7 are read as afternoon (nobody tours at 3 in the night). Undefined when there is none.
 */
export function parseClock(text: string): string | undefined {
  const t = normalize(text);
  if (/\bnoon\b/.test(t)) return '12:00';
  const m = CLOCK.exec(t);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  const period = m[3]?.replace(/\./g, '');
  // A plain number needs a colon or am/pm to be a time ("2" alone is the second option).
  if (!m[2] && !period && !/\bat\b/.test(t)) return undefined;
  if (minute > 59 || hour > 23) return undefined;
  if (period) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (period === 'pm' ? 12 : 0);
  } else if (hour >= 1 && hour <= 7) hour += 12;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A day and/or a time typed at the times question ("tomorrow", "Friday at 2pm", "10:30"). */
export function parseWhen(text: string, today: string): { date?: string; time?: string } | undefined {
  const time = parseClock(text);
  const rest = normalize(text)
    .replace(/\bnoon\b/, '')
    .replace(CLOCK, ' ')
    .replace(/\b(at|around|about|on)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const date = rest ? parseDate(rest, today) : undefined;
  // Words that are neither a day nor a time: not something we can act on.
  if ((rest && !date) || (!date && !time)) return undefined;
  return { ...(date ? { date } : {}), ...(time ? { time } : {}) };
}
