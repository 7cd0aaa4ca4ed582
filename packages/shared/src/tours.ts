// Self-scheduled tours (issue 21): request schemas and response types. The same schemas validate
// the tour page's form in the browser and the API on the server.
import { z } from 'zod';
import { CONTACT_MESSAGES } from './contacts-core';
import { LIST_SORTS, sortQueryShape } from './query';
import { EMAIL_PATTERN, isValidPhone } from './validation';
import {
  TOUR_LIMITS,
  TOUR_MESSAGES,
  TOUR_STATUSES,
  TOUR_TYPE_NUMBER_FIELDS,
  TOUR_TYPES,
  tourNumberMessage,
  WEEKDAYS,
  type TourHoursWindow,
  type TourStatus,
  type TourType,
  type TourTypeNumberField,
  type TourWeeklyHours,
} from './tours-core';

import { isCalendarDate } from './calendar-date';
export * from './tours-core';

export { isCalendarDate };

const dateField = z.string({ error: TOUR_MESSAGES.dateInvalid }).trim().refine(isCalendarDate, TOUR_MESSAGES.dateInvalid);
const tourType = z.enum(TOUR_TYPES, { error: TOUR_MESSAGES.typeInvalid });
const propertyId = z
  .string({ error: TOUR_MESSAGES.propertyRequired })
  .trim()
  .min(1, TOUR_MESSAGES.propertyRequired)
  .max(100, TOUR_MESSAGES.propertyRequired);

/** An instant in ISO 8601 with a zone ("2026-03-09T14:00:00Z" or "...-04:00"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const tourStartSchema = z
  .string({ error: TOUR_MESSAGES.startRequired })
  .trim()
  .min(1, TOUR_MESSAGES.startRequired)
  .max(40, TOUR_MESSAGES.startInvalid)
  .refine((v) => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)), TOUR_MESSAGES.startInvalid);

export const tourAvailabilityQuerySchema = z.object({
  property_id: propertyId,
  type: tourType,
  from: dateField.optional(),
  to: dateField.optional(),
});
export type TourAvailabilityQuery = z.output<typeof tourAvailabilityQuerySchema>;

const HOME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which of a page of homes take tours of a type: the chooser on /tour lists only those. `ids` is
 * a comma-separated list of home ids (at most TOUR_LIMITS.offerIdsMax); an unknown id is simply not
 * in the answer, a malformed one is a 400.
 */
export const tourOfferQuerySchema = z.object({
  type: tourType,
  ids: z
    .string({ error: TOUR_MESSAGES.propertyRequired })
    .max(TOUR_LIMITS.offerIdsMax * 37, TOUR_MESSAGES.offerIdsTooMany)
    .transform((v) => (v.trim() ? v.split(',').map((id) => id.trim()) : []))
    .pipe(z.array(z.string().regex(HOME_ID, TOUR_MESSAGES.propertyNotFound)).max(TOUR_LIMITS.offerIdsMax, TOUR_MESSAGES.offerIdsTooMany)),
});
export type TourOfferQuery = z.output<typeof tourOfferQuerySchema>;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** The booking form: the contact form's name, e-mail and phone rules and messages. */
export const tourBookingSchema = z.object({
  property_id: propertyId,
  type: tourType,
  start: tourStartSchema,
  full_name: requiredText(CONTACT_MESSAGES.nameRequired, TOUR_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
  email: requiredText(CONTACT_MESSAGES.emailRequired, TOUR_LIMITS.emailMax, CONTACT_MESSAGES.emailInvalid).regex(
    EMAIL_PATTERN,
    CONTACT_MESSAGES.emailInvalid,
  ),
  phone: requiredText(CONTACT_MESSAGES.phoneRequired, TOUR_LIMITS.phoneMax, CONTACT_MESSAGES.phoneInvalid).refine(
    isValidPhone,
    CONTACT_MESSAGES.phoneInvalid,
  ),
  note: z
    .string({ error: TOUR_MESSAGES.noteTooLong })
    .trim()
    .max(TOUR_LIMITS.noteMax, TOUR_MESSAGES.noteTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type TourBookingValues = z.input<typeof tourBookingSchema>;
export type TourBookingInput = z.output<typeof tourBookingSchema>;

export const tourRescheduleSchema = z.object({ start: tourStartSchema });
export type TourRescheduleInput = z.output<typeof tourRescheduleSchema>;

export interface TourSlot {
  /** ISO UTC. */
  start: string;
  end: string;
  /** Places left at this time. */
  remaining: number;
}
export interface TourDay {
  /** The site's calendar day, YYYY-MM-DD. */
  date: string;
  slots: TourSlot[];
}
export interface TourAvailability {
  property_id: string;
  type: TourType;
  time_zone: string;
  length_minutes: number;
  days: TourDay[];
}

export interface TourBooked {
  tour_id: string;
  manage_url: string;
  start: string;
  end: string;
  time_zone: string;
  /** A relative link to the .ics download, and Google Calendar's "add event" link. */
  calendar_url: string;
  google_calendar_url: string;
  /** Self-guided tours (issue 30): when the access instructions come; null for other types. */
  access_note: string | null;
}

/** What the manage page shows: the visit, not the visitor's details beyond their name. */
export interface TourManageView {
  tour_id: string;
  type: TourType;
  type_label: string;
  status: TourStatus;
  start: string;
  end: string;
  time_zone: string;
  full_name: string;
  can_change: boolean;
  property: { id: string; title: string; slug: string; address: string };
  calendar_url: string;
  google_calendar_url: string;
}

// ---- Admin ---------------------------------------------------------------------------------

export const TOURS_PAGE_SIZE = 20;
export const TOURS_MAX_LIMIT = 100;

const ignoreEmpty = (v: unknown) => (v === '' || v === 'all' || v === 'any' ? undefined : v);
export const adminTourListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TOURS_MAX_LIMIT).default(TOURS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  property_id: z.preprocess(ignoreEmpty, z.string().trim().max(100).optional()),
  type: z.preprocess(ignoreEmpty, tourType.optional()),
  status: z.preprocess(ignoreEmpty, z.enum(TOUR_STATUSES, { error: TOUR_MESSAGES.statusInvalid }).optional()),
  /** Tours starting on or after this day (site's zone). */
  from: z.preprocess(ignoreEmpty, dateField.optional()),
  /** Tours starting on or before this day (site's zone). */
  to: z.preprocess(ignoreEmpty, dateField.optional()),
  /** A header sort; without one the list reads forwards in time (an agenda). */
  ...sortQueryShape(LIST_SORTS.tours),
});
export type AdminTourListQuery = z.output<typeof adminTourListQuerySchema>;

/** Status changes an office makes; booked is where a tour starts and never a target. */
export const TOUR_ADMIN_STATUSES = ['confirmed', 'cancelled', 'completed', 'no_show'] as const;
export const adminTourUpdateSchema = z
  .object({
    status: z.enum(TOUR_ADMIN_STATUSES, { error: TOUR_MESSAGES.statusInvalid }).optional(),
    /** Sent to the visitor with a cancellation. */
    message: z.string().trim().max(TOUR_LIMITS.messageMax).optional(),
    notes: z.string().trim().max(TOUR_LIMITS.notesMax).nullish(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: TOUR_MESSAGES.statusInvalid, path: ['status'] });
export type AdminTourUpdate = z.output<typeof adminTourUpdateSchema>;

/** A later application or contact message of the same e-mail address (issue 21 item 7). */
export interface TourRelatedRecord {
  kind: 'application' | 'contact';
  id: string;
  /** APP-XXXXXX for applications. */
  reference: string | null;
  status: string;
  created_at: string;
}

export interface AdminTour {
  id: string;
  property_id: string;
  property_title: string;
  property_address: string;
  type: TourType;
  status: TourStatus;
  start: string;
  end: string;
  full_name: string;
  email: string;
  phone: string;
  note: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
  /** Issue 30: the visitor confirmed the e-mail address through the booking e-mail's link. */
  email_verified: boolean;
  /** When the access instructions were first e-mailed (self-guided), or null. */
  access_sent_at: string | null;
  /** The visitor's manage link works (not revoked by the office, a cancellation or a completion). */
  manage_link_active: boolean;
}

/** The list's answer: `time_zone` is the site's zone the day filters used and times are shown in. */
export interface AdminTourList {
  tours: AdminTour[];
  pagination: { total: number; limit: number; offset: number; has_next: boolean; has_prev: boolean };
  time_zone: string;
}

/** The details view: the tour plus what the same visitor sent the office since booking. */
export interface AdminTourDetail extends AdminTour {
  related: TourRelatedRecord[];
}

// ---- Settings ------------------------------------------------------------------------------

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** Minutes after midnight of "HH:MM" (24:00 = 1440). */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = z.string({ error: TOUR_MESSAGES.hoursInvalid }).regex(HHMM, TOUR_MESSAGES.hoursInvalid);
export const tourHoursWindowSchema = z
  .object({ start: hhmm, end: hhmm })
  // Only once both times read as times: a malformed one already has its own message.
  .refine((w) => !HHMM.test(w.start) || !HHMM.test(w.end) || minutesOf(w.end) > minutesOf(w.start), {
    message: TOUR_MESSAGES.hoursEndBeforeStart,
    path: ['end'],
  });

/** Index of the first window that overlaps an earlier one of the same day (touching is fine), or -1. */
export function overlappingWindow(windows: readonly TourHoursWindow[]): number {
  const valid = windows
    .map((w, index) => ({ index, start: minutesOf(w.start), end: minutesOf(w.end) }))
    .filter((w) => HHMM.test(windows[w.index].start) && HHMM.test(windows[w.index].end) && w.end > w.start);
  for (const a of valid) {
    if (valid.some((b) => b.index < a.index && a.start < b.end && b.start < a.end)) return a.index;
  }
  return -1;
}

const dayWindows = z
  .array(tourHoursWindowSchema, { error: TOUR_MESSAGES.hoursInvalid })
  .max(TOUR_LIMITS.windowsPerDayMax, TOUR_MESSAGES.hoursTooMany)
  .superRefine((windows, ctx) => {
    const index = overlappingWindow(windows);
    if (index >= 0) ctx.addIssue({ code: 'custom', message: TOUR_MESSAGES.hoursOverlap, path: [index, 'start'] });
  });
export const tourWeeklyHoursSchema = z.partialRecord(z.enum(WEEKDAYS, { error: TOUR_MESSAGES.hoursInvalid }), dayWindows, {
  error: TOUR_MESSAGES.hoursInvalid,
});

const number = (field: TourTypeNumberField) => {
  const { min, max } = TOUR_TYPE_NUMBER_FIELDS[field];
  const message = tourNumberMessage(field);
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};
export const tourTypeSettingsSchema = z.object({
  enabled: z.boolean({ error: TOUR_MESSAGES.enabledInvalid }),
  length_minutes: number('length_minutes'),
  buffer_minutes: number('buffer_minutes'),
  min_notice_minutes: number('min_notice_minutes'),
  days_ahead: number('days_ahead'),
  parties_per_slot: number('parties_per_slot'),
});

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

export const tourSettingsSchema = z.object({
  time_zone: z.string({ error: TOUR_MESSAGES.timeZoneInvalid }).trim().refine(isTimeZone, TOUR_MESSAGES.timeZoneInvalid),
  types: z.object({ self_guided: tourTypeSettingsSchema, with_agent: tourTypeSettingsSchema, video_call: tourTypeSettingsSchema }),
  weekly_hours: tourWeeklyHoursSchema,
  closed_dates: z.array(dateField, { error: TOUR_MESSAGES.dateInvalid }).max(TOUR_LIMITS.closedDatesMax, TOUR_MESSAGES.closedDatesTooMany),
  // Left out by a client that predates the setting: the safe default, never "off".
  self_guided_needs_confirmation: z.boolean({ error: TOUR_MESSAGES.needsConfirmationInvalid }).default(true),
});
export type TourSettingsInput = z.output<typeof tourSettingsSchema>;

/** One home's own tour settings: off, its own hours (null = the site's), self-guided access. */
export const tourPropertySettingsSchema = z.object({
  tours_enabled: z.boolean({ error: TOUR_MESSAGES.toursEnabledInvalid }),
  weekly_hours: tourWeeklyHoursSchema.nullable(),
  access_instructions: z
    .string({ error: TOUR_MESSAGES.accessTooLong })
    .trim()
    .max(TOUR_LIMITS.accessInstructionsMax, TOUR_MESSAGES.accessTooLong)
    .nullable()
    .transform((v) => v || null),
});
export type TourPropertySettingsInput = z.output<typeof tourPropertySettingsSchema>;

/** One home's settings as the admin API returns them (access instructions only here, never in public). */
export interface TourPropertySettings {
  property_id: string;
  tours_enabled: boolean;
  weekly_hours: TourWeeklyHours | null;
  access_instructions: string | null;
}
