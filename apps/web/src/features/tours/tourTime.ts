import { zoneDay } from '../../lib/format';

// Tour times as the visitor reads them: always in the site's time zone (the home's clock), never
// the browser's, so a visitor abroad books the time the office means.

/** "9:30 AM" in the zone. */
export function timeLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** "Mon, Mar 9" for a site calendar day (YYYY-MM-DD); noon UTC keeps the day in any zone. */
export function dayLabel(date: string, style: 'short' | 'long' = 'short'): string {
  const d = new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: style === 'short' ? 'short' : 'long',
    month: style === 'short' ? 'short' : 'long',
    day: 'numeric',
  }).format(d);
}

/** The zone's short name at that instant ("EST", "GMT+1"), shown beside every time. */
export function zoneName(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Monday, March 9 at 9:30 AM EST": a tour's start as one line. */
export function whenLabel(iso: string, timeZone: string): string {
  return `${dayLabel(zoneDay(iso, timeZone), 'long')} at ${timeLabel(iso, timeZone)} ${zoneName(iso, timeZone)}`;
}

/** The first day with a free time, else the first day; null without days. */
export function firstOpenDay(days: { date: string; slots: unknown[] }[]): string | null {
  return (days.find((d) => d.slots.length > 0) ?? days[0])?.date ?? null;
}

/** The built-in tour links (this site's /tour) of the Visit dialog name the home it was opened for. */
export function withProperty(url: string, propertyId: string, siteOrigin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return url;
  }
  if (parsed.origin !== siteOrigin || parsed.pathname.replace(/\/+$/, '') !== '/tour' || parsed.searchParams.has('property')) return url;
  parsed.searchParams.set('property', propertyId);
  return parsed.toString();
}
