import { TZDate } from '@date-fns/tz';
import type { TourDay, TourHoursWindow, TourWeeklyHours, Weekday } from '@rentfront/shared';

/**
 * The slot engine (issue 21 item 4): a pure function of the settings, the clock and the bookings.
 * Opening hours are wall-clock times in the site's zone; each window is turned into two instants
 * and slots are laid out in real minutes between them, so a window that spans a daylight-saving
 * change holds exactly the slots that fit in its real length (no slot in the skipped hour in
 * March, the repeated hour's slots in November).
 */
export interface SlotRules {
  timeZone: string;
  weeklyHours: TourWeeklyHours;
  closedDates: readonly string[];
  lengthMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  /** The last bookable day is today + daysAhead (site's calendar days). */
  daysAhead: number;
  capacity: number;
}

/** An existing booking that holds one place from start to end. */
export interface SlotBooking {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  now: Date;
  /** First and last day asked for (YYYY-MM-DD, site's zone), both included. */
  from: string;
  to: string;
  bookings: readonly SlotBooking[];
}

const MINUTE = 60_000;

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The day `days` after a YYYY-MM-DD day (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days from a to b (b - a) of two YYYY-MM-DD days. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The instant of a wall-clock time ("HH:MM", "24:00" = next midnight) on a day in a zone. */
export function zonedInstant(date: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = hhmm.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, h, min, 0, timeZone).getTime());
}

function weekdayOf(date: string): Weekday {
  return String(new Date(`${date}T00:00:00Z`).getUTCDay()) as Weekday;
}

/** The slot instants of one opening window, before capacity and notice are applied. */
function windowSlots(date: string, window: TourHoursWindow, rules: SlotRules): { start: Date; end: Date }[] {
  const open = zonedInstant(date, window.start, rules.timeZone).getTime();
  const close = zonedInstant(date, window.end, rules.timeZone).getTime();
  const length = rules.lengthMinutes * MINUTE;
  const step = (rules.lengthMinutes + rules.bufferMinutes) * MINUTE;
  const out: { start: Date; end: Date }[] = [];
  for (let start = open; start + length <= close; start += step) out.push({ start: new Date(start), end: new Date(start + length) });
  return out;
}

function placesTaken(bookings: readonly SlotBooking[], start: Date, end: Date): number {
  let n = 0;
  for (const b of bookings) if (b.start.getTime() < end.getTime() && b.end.getTime() > start.getTime()) n += 1;
  return n;
}

/**
 * The days from `from` to `to` within today .. today + daysAhead, each with its free slots
 * `{start, end, remaining}` in ISO UTC, in order. Closed days and days without hours are listed
 * with no slots (the page shows them as closed); full, past and too-soon slots are left out.
 */
export function computeSlots(rules: SlotRules, query: SlotQuery): TourDay[] {
  const today = localDate(query.now, rules.timeZone);
  const last = addDays(today, rules.daysAhead);
  const first = query.from > today ? query.from : today;
  const end = query.to < last ? query.to : last;
  const earliest = query.now.getTime() + rules.minNoticeMinutes * MINUTE;
  const closed = new Set(rules.closedDates);
  const days: TourDay[] = [];
  for (let date = first; date <= end; date = addDays(date, 1)) {
    const slots: TourDay['slots'] = [];
    if (!closed.has(date)) {
      const windows = [...(rules.weeklyHours[weekdayOf(date)] ?? [])].sort((a, b) => a.start.localeCompare(b.start));
      for (const window of windows) {
        for (const slot of windowSlots(date, window, rules)) {
          if (slot.start.getTime() < earliest) continue;
          const remaining = rules.capacity - placesTaken(query.bookings, slot.start, slot.end);
          if (remaining <= 0) continue;
          slots.push({ start: slot.start.toISOString(), end: slot.end.toISOString(), remaining });
        }
      }
    }
    days.push({ date, slots });
  }
  return days;
}

export type SlotRefusal = 'past' | 'too_soon' | 'too_far' | 'closed' | 'not_offered' | 'taken';

/**
 * Whether `start` is a slot the engine offers now, and if not, why: in the order a visitor would
 * understand it (past before too soon, a closed day before "not one of the times", taken last).
 */
export function checkSlot(rules: SlotRules, start: Date, now: Date, bookings: readonly SlotBooking[]): { end: Date } | SlotRefusal {
  if (start.getTime() <= now.getTime()) return 'past';
  if (start.getTime() < now.getTime() + rules.minNoticeMinutes * MINUTE) return 'too_soon';
  const date = localDate(start, rules.timeZone);
  if (date > addDays(localDate(now, rules.timeZone), rules.daysAhead)) return 'too_far';
  const weekday = rules.weeklyHours[weekdayOf(date)] ?? [];
  if (rules.closedDates.includes(date) || weekday.length === 0) return 'closed';
  const offered = weekday.flatMap((w) => windowSlots(date, w, rules)).find((s) => s.start.getTime() === start.getTime());
  if (!offered) return 'not_offered';
  if (placesTaken(bookings, offered.start, offered.end) >= rules.capacity) return 'taken';
  return { end: offered.end };
}
