// Visit booking options (server.md §3 "Visit booking options", public-site.md §2 visit dialog).
import { z } from 'zod';

/** One booking option, in the TidyCal field names the visit dialog reads. */
export interface BookingType {
  id: string | number;
  title: string;
  description: string | null;
  booking_page_url: string;
  duration_minutes: number | null;
  price: number | null;
  currency_code: string | null;
  deleted_at: string | null;
  disabled_at: string | null;
}

/** What admins see in Settings: the option plus its bookkeeping. */
export interface AdminBookingType extends BookingType {
  id: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export const BOOKING_TYPES_PER_PAGE = 30;
export const BOOKING_TYPES_PER_PAGE_MAX = 100;

export const BOOKING_MESSAGES = {
  empty: 'No booking options available',
  loadFailed: 'Failed to load booking options',
  unable: 'Unable to load booking options',
  notFound: 'Booking option not found',
  created: 'Booking option added',
  updated: 'Booking option updated',
  disabled: 'Booking option disabled',
  enabled: 'Booking option enabled',
  deleted: 'Booking option deleted',
  free: 'Free',
} as const;

/** The visit dialog keeps only entries with id, title and booking_page_url, neither deleted nor disabled. */
export function isUsableBookingType(b: Partial<BookingType> | null | undefined): b is BookingType {
  return Boolean(
    b && b.id !== undefined && b.id !== null && b.id !== '' && b.title && b.booking_page_url && !b.deleted_at && !b.disabled_at,
  );
}

/** "45 minutes", "1 hour", "1 hour 30 minutes", "2 hours". */
export function formatBookingDuration(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest ? `${h} ${rest} minute${rest === 1 ? '' : 's'}` : h;
}

/** 0 or missing is Free (public-site.md §2). */
export function formatBookingPrice(price: number | null | undefined, currency: string | null | undefined): string {
  if (!price) return BOOKING_MESSAGES.free;
  const code = (currency || 'USD').toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(price);
  } catch {
    return `${price} ${code}`;
  }
}

export const bookingTypesQuerySchema = z.object({
  page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1).max(10_000).default(1),
  per_page: z.coerce
    .number({ message: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1)
    .max(BOOKING_TYPES_PER_PAGE_MAX)
    .default(BOOKING_TYPES_PER_PAGE),
});

const httpUrl = z
  .string({ error: (i) => (i.input === undefined ? 'Booking page URL is required' : 'Booking page URL must be text') })
  .trim()
  .min(1, 'Booking page URL is required')
  .max(500, 'Booking page URL must be at most 500 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Booking page URL must be a valid http(s) URL');

const bookingTypeFields = {
  title: z
    .string({ error: (i) => (i.input === undefined ? 'Title is required' : 'Title must be text') })
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Title must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
  booking_page_url: httpUrl,
  duration_minutes: z.coerce
    .number({ message: 'Duration must be a number' })
    .int('Duration must be whole minutes')
    .min(5, 'Duration must be at least 5 minutes')
    .max(1440, 'Duration must be at most 1440 minutes'),
  price: z.coerce.number({ message: 'Price must be a number' }).min(0, 'Price must be at least 0').max(100_000),
  currency_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code')
    .transform((v) => v.toUpperCase()),
  position: z.coerce.number().int().min(0).max(1000).optional(),
  /** true disables the option (hidden from the visit dialog), false enables it again. */
  disabled: z.boolean().optional(),
};
export const bookingTypeCreateSchema = z.object({
  ...bookingTypeFields,
  price: bookingTypeFields.price.default(0),
  currency_code: bookingTypeFields.currency_code.default('USD'),
});
/** Update: only what is sent changes (no defaults here, or a rename would reset the price). */
export const bookingTypeUpdateSchema = z.object(bookingTypeFields).partial();
export type BookingTypeCreateInput = z.output<typeof bookingTypeCreateSchema>;
export type BookingTypeUpdateInput = z.output<typeof bookingTypeUpdateSchema>;
