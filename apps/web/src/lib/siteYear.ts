import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';

/**
 * This year on the site's calendar (the footer's copyright), the same on the server and in the
 * browser at New Year. A module of its own, not in lib/format: every page's footer calls it, and
 * importing the date and money helpers from the footer put all of them in the entry chunk.
 */
let yearFormat: Intl.DateTimeFormat | undefined;

export function siteYear(now = new Date()): number {
  // One formatter for the process: building one (time zone data, locale) cost about 0.2 ms, on
  // the server for every page it rendered (a profile of the property page, issue 17).
  yearFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: SITE_TIME_ZONE });
  return Number(yearFormat.format(now));
}
