const LONG = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Fri, Dec 25, 2026" for "2026-12-25": a calendar day, the same in every zone. */
export function formatLongDate(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : LONG.format(d);
}
