import { z } from 'zod';
import {
  adminTourListQuerySchema,
  adminTourUpdateSchema,
  TOUR_STATUSES,
  TOUR_TYPES,
  tourAvailabilityQuerySchema,
  tourBookingSchema,
  tourOfferQuerySchema,
  tourPropertySettingsSchema,
  tourRescheduleSchema,
  tourSettingsSchema,
  WEEKDAYS,
  type AdminTourDetail,
  type AdminTourList,
  type TourAvailability,
  type TourBooked,
  type TourManageView,
  type TourOffer,
  type TourPropertySettings,
  type TourSettings,
} from '../tours';
import { defineEndpoint } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';
import { tourRoutes } from './tours-routes';

// The tours endpoints (issue 21, issue 30): the routes of tours-routes.ts with their schemas.

/** Any text: a token that is not ours is a 404 with the link's message, never a 400 or 500. */
export const tourTokenParams = z.object({ token: z.string().max(1000) });
/** Ids are checked by the service, so a malformed one is a 404 like an unknown one. */
export const tourIdParams = z.object({ id: z.string().max(100) });

const tourType = z.enum(TOUR_TYPES);
const tourStatus = z.enum(TOUR_STATUSES);

export const tourAvailabilitySchema = z.object({
  property_id: z.string(),
  type: tourType,
  time_zone: z.string(),
  length_minutes: z.number(),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.object({ start: z.string(), end: z.string(), remaining: z.number() })) })),
});

export const tourOfferSchema = z.object({ type: tourType, type_offered: z.boolean(), property_ids: z.array(z.string()) });

export const tourBookedSchema = z.object({
  tour_id: z.string(),
  manage_url: z.string(),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  calendar_url: z.string(),
  google_calendar_url: z.string(),
  access_note: z.string().nullable(),
});

export const tourManageViewSchema = z.object({
  tour_id: z.string(),
  type: tourType,
  type_label: z.string(),
  status: tourStatus,
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  full_name: z.string(),
  can_change: z.boolean(),
  property: z.object({ id: z.string(), title: z.string(), slug: z.string(), address: z.string() }),
  calendar_url: z.string(),
  google_calendar_url: z.string(),
});

export const adminTourSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  property_title: z.string(),
  property_address: z.string(),
  type: tourType,
  status: tourStatus,
  start: z.string(),
  end: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  email_verified: z.boolean(),
  access_sent_at: z.string().nullable(),
  manage_link_active: z.boolean(),
});

export const adminTourListSchema = z.object({
  tours: z.array(adminTourSchema),
  pagination: offsetPaginationSchema.omit({ total_capped: true }),
  time_zone: z.string(),
});

export const adminTourDetailSchema = adminTourSchema.extend({
  related: z.array(
    z.object({
      kind: z.enum(['application', 'contact']),
      id: z.string(),
      reference: z.string().nullable(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});

/** The answers' hours: the saved windows as they are, not the request rules (those are the body's). */
const weeklyHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.array(z.object({ start: z.string(), end: z.string() })));
const typeSettingsSchema = z.object({
  enabled: z.boolean(),
  length_minutes: z.number(),
  buffer_minutes: z.number(),
  min_notice_minutes: z.number(),
  days_ahead: z.number(),
  parties_per_slot: z.number(),
});

export const tourSettingsAnswerSchema = z.object({
  time_zone: z.string(),
  types: z.object({ self_guided: typeSettingsSchema, with_agent: typeSettingsSchema, video_call: typeSettingsSchema }),
  weekly_hours: weeklyHoursSchema,
  closed_dates: z.array(z.string()),
  self_guided_needs_confirmation: z.boolean(),
});

export const tourPropertySettingsAnswerSchema = z.object({
  property_id: z.string(),
  tours_enabled: z.boolean(),
  weekly_hours: weeklyHoursSchema.nullable(),
  access_instructions: z.string().nullable(),
});

// The zod-free names of tours.ts are exactly these schemas' outputs.
export type _TourShapes = [
  Expect<Same<z.output<typeof tourAvailabilitySchema>, TourAvailability>>,
  Expect<Same<z.output<typeof tourOfferSchema>, TourOffer>>,
  Expect<Same<z.output<typeof tourBookedSchema>, TourBooked>>,
  Expect<Same<z.output<typeof tourManageViewSchema>, TourManageView>>,
  Expect<Same<z.output<typeof adminTourListSchema>, AdminTourList>>,
  Expect<Same<z.output<typeof adminTourDetailSchema>, AdminTourDetail>>,
  Expect<Same<z.output<typeof tourSettingsAnswerSchema>, TourSettings>>,
  Expect<Same<z.output<typeof tourPropertySettingsAnswerSchema>, TourPropertySettings>>,
];

const manageView = envelope(tourManageViewSchema);
const adminDetail = envelope(adminTourDetailSchema);
const settings = envelope(tourSettingsAnswerSchema);
const propertySettings = envelope(tourPropertySettingsAnswerSchema);

export const tourEndpoints = {
  availability: defineEndpoint(tourRoutes.availability, { query: tourAvailabilityQuerySchema, response: envelope(tourAvailabilitySchema) }),
  offer: defineEndpoint(tourRoutes.offer, { query: tourOfferQuerySchema, response: envelope(tourOfferSchema) }),
  book: defineEndpoint(tourRoutes.book, { body: tourBookingSchema, response: envelope(tourBookedSchema), status: 201 }),
  manageView: defineEndpoint(tourRoutes.manageView, { params: tourTokenParams, response: manageView }),
  reschedule: defineEndpoint(tourRoutes.reschedule, { params: tourTokenParams, body: tourRescheduleSchema, response: manageView }),
  cancel: defineEndpoint(tourRoutes.cancel, { params: tourTokenParams, response: manageView }),
  calendar: defineEndpoint(tourRoutes.calendar, { params: tourTokenParams }),
  adminList: defineEndpoint(tourRoutes.adminList, { query: adminTourListQuerySchema, response: envelope(adminTourListSchema) }),
  adminDetail: defineEndpoint(tourRoutes.adminDetail, { params: tourIdParams, response: adminDetail }),
  adminUpdate: defineEndpoint(tourRoutes.adminUpdate, { params: tourIdParams, body: adminTourUpdateSchema, response: adminDetail }),
  revokeManageLink: defineEndpoint(tourRoutes.revokeManageLink, { params: tourIdParams, response: adminDetail }),
  issueManageLink: defineEndpoint(tourRoutes.issueManageLink, { params: tourIdParams, response: adminDetail }),
  settings: defineEndpoint(tourRoutes.settings, { response: settings }),
  saveSettings: defineEndpoint(tourRoutes.saveSettings, { body: tourSettingsSchema, response: settings }),
  propertySettings: defineEndpoint(tourRoutes.propertySettings, { params: tourIdParams, response: propertySettings }),
  savePropertySettings: defineEndpoint(tourRoutes.savePropertySettings, {
    params: tourIdParams,
    body: tourPropertySettingsSchema,
    response: propertySettings,
  }),
};
