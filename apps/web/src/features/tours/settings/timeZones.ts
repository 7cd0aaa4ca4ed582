import { DEFAULT_TOUR_TIME_ZONE } from '@rentfront/shared/tours-core';

let cached: string[] | null = null;

/**
 * The zones this browser knows (the IANA names, from the browser itself: no list ships in the
 * bundle), with the saved one kept even when a browser leaves it out (some omit "UTC").
 */
export function timeZoneNames(current: string): string[] {
  if (!cached) {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
    cached = intl.supportedValuesOf?.('timeZone') ?? [DEFAULT_TOUR_TIME_ZONE];
  }
  return cached.includes(current) || !current ? cached : [current, ...cached].sort();
}

/** "America/New York" for "America/New_York". */
export const timeZoneLabel = (zone: string) => zone.replace(/_/g, ' ');
