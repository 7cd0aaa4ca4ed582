/**
 * The zone the office works in. Every timestamp the site shows (a notice's date, a message's
 * time) is written in this zone, so a page rendered on the server (often UTC) and the same page
 * hydrated in a visitor's browser (any zone) print the same day, and the office reads one clock.
 */
export const SITE_TIME_ZONE = 'America/New_York';

// Made on first use and kept: a formatter with a time zone costs about a millisecond to build on a
// phone, and the list page asks for today once per card while it hydrates.
let officeDayFormat: Intl.DateTimeFormat | undefined;

/** The office's calendar day (YYYY-MM-DD) of an instant: "today" for leases, rent and move-in dates. */
export function officeToday(now: Date = new Date()): string {
  officeDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return officeDayFormat.format(now);
}
