// Self-scheduled tours without zod (issue 21): types, statuses, limits, defaults and texts. The
// tour page imports this file; tours.ts adds the request schemas and re-exports everything here.

import { SITE_TIME_ZONE } from './time-zone';

export const TOUR_TYPES = ['self_guided', 'with_agent', 'video_call'] as const;
export type TourType = (typeof TOUR_TYPES)[number];

export const TOUR_TYPE_LABELS: Record<TourType, string> = {
  self_guided: 'Self-guided tour',
  with_agent: 'Tour with an agent',
  video_call: 'Video call tour',
};

export const TOUR_TYPE_DESCRIPTIONS: Record<TourType, string> = {
  self_guided: 'Visit on your own at a time that suits you. Access details arrive the day before, once your tour is confirmed.',
  with_agent: 'Walk through the home with one of our agents and ask anything about the lease.',
  video_call: 'An agent shows you around the home on a video call.',
};

export const TOUR_STATUSES = ['booked', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
/** Statuses that hold a place in a slot. */
export const TOUR_ACTIVE_STATUSES = ['booked', 'confirmed'] as const satisfies readonly TourStatus[];

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
};

/** Weekdays as JavaScript numbers them: 0 = Sunday ... 6 = Saturday. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening window of a day, wall-clock times "HH:MM" in the site's zone; end after start. */
export interface TourHoursWindow {
  start: string;
  end: string;
}
/** Opening windows per weekday ("0" = Sunday); a missing or empty day is closed. */
export type TourWeeklyHours = Partial<Record<Weekday, TourHoursWindow[]>>;

export interface TourTypeSettings {
  enabled: boolean;
  length_minutes: number;
  buffer_minutes: number;
  /** Earliest booking: this many minutes from now. */
  min_notice_minutes: number;
  /** Latest booking: this many days ahead (the site's calendar days, today = 0). */
  days_ahead: number;
  /** Parties that can book the same time of the same home. */
  parties_per_slot: number;
}

export interface TourSettings {
  time_zone: string;
  types: Record<TourType, TourTypeSettings>;
  weekly_hours: TourWeeklyHours;
  /** YYYY-MM-DD days without tours (holidays). */
  closed_dates: string[];
  /**
   * Issue 30: a self-guided tour's access instructions go only to tours the office confirmed; when
   * off, also to visitors who confirmed their e-mail address through the booking e-mail's link.
   */
  self_guided_needs_confirmation: boolean;
}

/** The office zone (ADR 0025): a new site's tours and every other date start on the same clock. */
export const DEFAULT_TOUR_TIME_ZONE = SITE_TIME_ZONE;

const weekday = (start: string, end: string): TourHoursWindow[] => [{ start, end }];

/** What a new site offers before anyone opens Settings → Tours: so tours book out of the box. */
export const DEFAULT_TOUR_SETTINGS: TourSettings = {
  time_zone: DEFAULT_TOUR_TIME_ZONE,
  types: {
    self_guided: { enabled: true, length_minutes: 30, buffer_minutes: 0, min_notice_minutes: 120, days_ahead: 14, parties_per_slot: 1 },
    with_agent: { enabled: true, length_minutes: 45, buffer_minutes: 15, min_notice_minutes: 24 * 60, days_ahead: 21, parties_per_slot: 1 },
    video_call: { enabled: true, length_minutes: 20, buffer_minutes: 10, min_notice_minutes: 60, days_ahead: 14, parties_per_slot: 1 },
  },
  weekly_hours: {
    '1': weekday('09:00', '18:00'),
    '2': weekday('09:00', '18:00'),
    '3': weekday('09:00', '18:00'),
    '4': weekday('09:00', '18:00'),
    '5': weekday('09:00', '18:00'),
    '6': weekday('10:00', '16:00'),
  },
  closed_dates: [],
  self_guided_needs_confirmation: true,
};

export const TOUR_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  noteMax: 1000,
  notesMax: 5000,
  messageMax: 2000,
  accessInstructionsMax: 2000,
  /** How many homes the tour page's chooser asks about at once (one page of its list). */
  offerIdsMax: 24,
  /** Longest availability range one call may ask for, in days. */
  rangeDaysMax: 62,
  /** Nothing is booked or asked for more than this far ahead (a year). */
  horizonDaysMax: 366,
  lengthMinutesMax: 480,
  bufferMinutesMax: 240,
  noticeMinutesMax: 60 * 24 * 30,
  partiesMax: 50,
  closedDatesMax: 366,
  windowsPerDayMax: 6,
} as const;

/** Bookings per IP per hour, and per e-mail address per day. */
export const TOUR_RATE_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 } as const;
export const TOUR_EMAIL_RATE_LIMIT = { max: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Where the visitor's manage link lands (a web page; its API is /api/tours/manage/{token}). */
export const TOUR_PAGE_PATH = '/tour';
export const TOUR_MANAGE_PAGE_PATH = '/tour/manage';
/** The booking e-mail's verification link (used when self-guided tours need no confirmation). */
export const TOUR_VERIFY_PATH = '/tour/verify';
/** A manage link works until this many days after the tour's end. */
export const TOUR_LINK_DAYS_AFTER = 30;

export const TOUR_MESSAGES = {
  booked: 'Your tour is booked. We sent the details to your e-mail.',
  rescheduled: 'Your tour has been moved. We sent the new details to your e-mail.',
  cancelled: 'Your tour has been cancelled.',
  propertyNotFound: 'Property not found',
  propertyRequired: 'Please choose a home.',
  propertyUnavailable: 'This home is not open for tours right now.',
  toursOff: 'Tours are not offered for this home.',
  typeInvalid: 'Please choose a tour type.',
  typeOff: 'This kind of tour is not offered.',
  offerIdsTooMany: `Please ask about at most ${TOUR_LIMITS.offerIdsMax} homes at a time.`,
  startRequired: 'Please choose a time.',
  startInvalid: 'Please choose a valid time.',
  startPast: 'This time has already passed. Please pick another time.',
  startTooSoon: 'This time is too soon. Please pick a later time.',
  startTooFar: 'This time is too far ahead. Please pick an earlier time.',
  startClosed: 'We do not give tours on this day. Please pick another day.',
  startNotOffered: 'This time is not offered. Please pick one of the available times.',
  taken: 'This time was just taken. Please pick another time.',
  dateInvalid: 'Please use a date like 2026-03-08.',
  rangeInvalid: 'The end date must not be before the start date.',
  rangeTooLong: `Please ask for at most ${TOUR_LIMITS.rangeDaysMax} days at a time.`,
  tooFarAhead: 'Dates more than a year ahead are not offered.',
  noteTooLong: `Note must be at most ${TOUR_LIMITS.noteMax} characters.`,
  tooMany: 'Too many bookings from this network. Please try again later.',
  tooManyForEmail: 'Too many bookings for this e-mail address. Please try again tomorrow.',
  linkInvalid: 'This tour link is not valid. Please use the link in your latest e-mail.',
  linkExpired: 'This tour link has expired.',
  accessAfterConfirmation: 'The access instructions come by e-mail once we confirm your tour.',
  accessAfterVerification: 'The access instructions come by e-mail once you confirm your e-mail address with the link we sent you.',
  needsConfirmationInvalid: 'Please choose whether self-guided tours need confirmation.',
  manageLinkRevoked: 'The tour link was revoked. The visitor can no longer open it.',
  manageLinkSent: 'A new tour link was sent to the visitor. The old link no longer works.',
  manageLinkNotActive: 'Only an upcoming tour that is booked or confirmed gets a new link.',
  alreadyCancelled: 'This tour has already been cancelled.',
  alreadyPast: 'This tour has already taken place.',
  notChangeable: 'This tour can no longer be changed.',
  sameTime: 'Your tour is already at this time.',
  notFound: 'Tour not found',
  statusInvalid: 'Please choose a valid status.',
  statusNotAllowed: 'This status change is not allowed.',
  updated: 'Tour updated',
  settingsSaved: 'Tour settings saved',
  timeZoneInvalid: 'Please choose a valid time zone.',
  hoursInvalid: 'Please enter opening hours like 09:00 to 17:00.',
  hoursEndBeforeStart: 'The closing time must be after the opening time.',
  hoursOverlap: 'Opening hours on the same day must not overlap.',
  hoursTooMany: `Please use at most ${TOUR_LIMITS.windowsPerDayMax} opening windows per day.`,
  closedDatesTooMany: `Please list at most ${TOUR_LIMITS.closedDatesMax} closed dates.`,
  accessTooLong: `Access instructions must be at most ${TOUR_LIMITS.accessInstructionsMax} characters.`,
  toursEnabledInvalid: 'Please choose whether this home offers tours.',
  enabledInvalid: 'Please choose whether this kind of tour is offered.',
} as const;

/** The verification link's plain pages (issue 30, S2). */
export const TOUR_VERIFY_PAGE_TEXT = {
  ask: {
    title: 'Confirm your e-mail address',
    body: 'Confirm that this is your e-mail address, and we send the access instructions of your self-guided tour the day before it.',
  },
  button: 'Confirm my e-mail address',
  verified: { title: 'E-mail address confirmed', body: 'Thank you. The access instructions come by e-mail the day before your tour.' },
  invalid: { title: 'This link is not valid', body: 'Please use the link in your latest e-mail about the tour.' },
  expired: { title: 'This link has expired', body: 'This tour is over or no longer booked.' },
  home: 'Go to the home page',
} as const;

/** The numbers of one tour type, with their labels, bounds and units (the form and the schema share them). */
export const TOUR_TYPE_NUMBER_FIELDS = {
  length_minutes: { label: 'Length', min: 5, max: TOUR_LIMITS.lengthMinutesMax, unit: 'minutes' },
  buffer_minutes: { label: 'Buffer after each tour', min: 0, max: TOUR_LIMITS.bufferMinutesMax, unit: 'minutes' },
  min_notice_minutes: { label: 'Minimum notice', min: 0, max: TOUR_LIMITS.noticeMinutesMax, unit: 'minutes' },
  days_ahead: { label: 'Days ahead', min: 0, max: TOUR_LIMITS.horizonDaysMax, unit: 'days' },
  parties_per_slot: { label: 'Parties per time', min: 1, max: TOUR_LIMITS.partiesMax, unit: 'parties' },
} as const;
export type TourTypeNumberField = keyof typeof TOUR_TYPE_NUMBER_FIELDS;

/** "Length must be a whole number from 5 to 480 minutes." */
export function tourNumberMessage(field: TourTypeNumberField): string {
  const f = TOUR_TYPE_NUMBER_FIELDS[field];
  return `${f.label} must be a whole number from ${f.min} to ${f.max} ${f.unit}.`;
}

/** GET /api/tours/offer: whether the type is offered at all, and which asked homes take its tours. */
export interface TourOffer {
  type: TourType;
  type_offered: boolean;
  property_ids: string[];
}
