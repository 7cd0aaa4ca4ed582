import type { AdminTour } from '@rentfront/shared/tours';
import { zoneDay } from '../../../lib/format';
import { timeLabel, zoneName } from '../tourTime';

// The office's agenda (issue 21 item 7): tours grouped by the SITE's calendar day (tour settings'
// time zone, which the list API answers with), never the browser's, so an owner abroad or a
// laptop set to another zone sees the same day as the office and the visitors.

/** A calendar day moved by whole days (on the date itself, so no clock change can skip one). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The week the agenda shows: today in the site's zone and the six days after it. */
export const AGENDA_DAYS = 7;

/**
 * The days to ask the server for before the site's zone is known (it comes with the answer):
 * from yesterday to a week ahead by UTC's calendar, which holds today and the next six days of
 * any zone on Earth (they are at most 14 hours from UTC). The rows are then grouped by the zone's day.
 */
export function agendaRequestWindow(now: Date): { from: string; to: string } {
  const utcToday = now.toISOString().slice(0, 10);
  return { from: addDays(utcToday, -1), to: addDays(utcToday, AGENDA_DAYS) };
}

export interface AgendaDay {
  /** The site's calendar day, YYYY-MM-DD. */
  date: string;
  tours: AdminTour[];
}

/**
 * `days` calendar days from `firstDay` (each present even without tours: an empty day is news
 * too), each with its tours in start order. Tours outside those days are left out.
 */
export function groupByZoneDay(tours: readonly AdminTour[], timeZone: string, firstDay: string, days: number): AgendaDay[] {
  const out: AgendaDay[] = Array.from({ length: days }, (_, i) => ({ date: addDays(firstDay, i), tours: [] }));
  const byDate = new Map(out.map((d) => [d.date, d]));
  const sorted = [...tours].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  for (const tour of sorted) byDate.get(zoneDay(tour.start, timeZone))?.tours.push(tour);
  return out;
}

/** "9:30 AM EST": a time as the office reads it, always with the zone's abbreviation. */
export function timeWithZone(iso: string, timeZone: string): string {
  return `${timeLabel(iso, timeZone)} ${zoneName(iso, timeZone)}`;
}

/**
 * "9:30 AM – 10:00 AM EST": the zone once, or at both ends when the clocks change in between
 * ("1:30 AM EDT – 1:00 AM EST" on the night summer time ends).
 */
export function timeRange(start: string, end: string, timeZone: string): string {
  const sameZone = zoneName(start, timeZone) === zoneName(end, timeZone);
  return `${sameZone ? timeLabel(start, timeZone) : timeWithZone(start, timeZone)} – ${timeWithZone(end, timeZone)}`;
}

/** "Fri, Nov 27, 9:30 AM EST": a tour's start with its day, for the list and the details. */
export function dateTimeWithZone(iso: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
  return `${day}, ${timeWithZone(iso, timeZone)}`;
}
