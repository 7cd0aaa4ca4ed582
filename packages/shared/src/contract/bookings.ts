import { z } from 'zod';
import {
  bookingTypeCreateSchema,
  bookingTypesQuerySchema,
  bookingTypeUpdateSchema,
  type AdminBookingType,
  type BookingType,
} from '../bookings';
import { bookingRoutes } from './bookings-routes';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';

// The visit booking options endpoints (server.md §3): the routes of bookings-routes.ts with their schemas.

export const bookingTypeIdParams = z.object({ id: z.string().min(1).max(100) });

/** TidyCal's field names; TidyCal's own ids may be numbers. */
export const bookingTypeSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  description: z.string().nullable(),
  booking_page_url: z.string(),
  duration_minutes: z.number().nullable(),
  price: z.number().nullable(),
  currency_code: z.string().nullable(),
  deleted_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
});

export const adminBookingTypeSchema = bookingTypeSchema.extend({
  id: z.string(),
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type _BookingShapes = [
  Expect<Same<z.output<typeof bookingTypeSchema>, BookingType>>,
  Expect<Same<z.output<typeof adminBookingTypeSchema>, AdminBookingType>>,
];

const oneOption = envelope(adminBookingTypeSchema);

export const bookingEndpoints = {
  publicList: defineEndpoint(bookingRoutes.publicList, { query: bookingTypesQuerySchema, response: envelope(z.array(bookingTypeSchema)) }),
  adminList: defineEndpoint(bookingRoutes.adminList, { response: envelope(z.array(adminBookingTypeSchema)) }),
  create: defineEndpoint(bookingRoutes.create, { body: bookingTypeCreateSchema, response: oneOption, status: 201 }),
  update: defineEndpoint(bookingRoutes.update, { params: bookingTypeIdParams, body: bookingTypeUpdateSchema, response: oneOption }),
  remove: defineEndpoint(bookingRoutes.remove, { params: bookingTypeIdParams, response: envelope(z.object({ id: z.string() })) }),
};
