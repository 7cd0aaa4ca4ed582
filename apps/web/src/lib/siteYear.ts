import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';

/**
 * This year on the site's calendar (the footer's copyright), the same on the server and in the
 * browser at New Year. A module of its own, not in lib/format: every page's footer calls it, and
 * importing the date and money helpers from the footer put all of them in the entry chunk.
 */
// One formatter for the process, as lib/format keeps its own: building one (time zone data,
// locale) cost about 0.2 ms of every page the server rendered (a profile, issue 17).
const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: SITE_TIME_ZONE });

export function siteYear(now = new Date()): number {
  return Number(yearFormat.format(now));
}
