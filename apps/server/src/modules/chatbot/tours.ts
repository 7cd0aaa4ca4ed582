import {
  TOUR_MESSAGES,
  TOUR_RATE_LIMIT,
  TOUR_EMAIL_RATE_LIMIT,
  TOUR_TYPES,
  tourBookingSchema,
  type ChatBookingOption,
  type TourType,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/rate-limit';
import { createTidycalClient } from '../bookings/tidycal';
import { accessNote } from '../tours/access';
import { manageUrl } from '../tours/emails';
import { loadPropertyTourSettings, loadTourSettings } from '../tours/settings';
import { addDays, computeSlots, localDate } from '../tours/slots';
import { heldPlaces, insertTour, loadHome, parseStart, tourRulesFor } from '../tours/service';
import type { LookupResult, TourBookingRequest } from './engine/types';

/**
 * The chat's tour lookups (issue 21 item 8), answered by the tours module inside the
 * conversation's transaction: which tour types a home offers, its free times, and the booking
 * itself with the same validation, row lock, rate limits and e-mails as POST /api/tours.
 */

export interface TourLookupDeps {
  ctx: AppContext;
  /** The visitor's address, for the booking rate limit shared with the tour page. */
  ip: string;
  now: Date;
}

const DAY = 86_400_000;
/** Days of free times one lookup reads (enough for a page of times on most calendars). */
const WINDOW_DAYS = 14;

// One TidyCal client per token, so the chat shares its 5-minute cache across conversations.
let tidycal: { token: string; list: ReturnType<typeof createTidycalClient> } | undefined;

/** TidyCal's booking options when a token is configured; none when it is not or TidyCal fails. */
async function tidycalOptions(ctx: AppContext): Promise<ChatBookingOption[]> {
  const token = ctx.config.tidycalToken;
  if (!token) return [];
  if (tidycal?.token !== token) tidycal = { token, list: createTidycalClient({ token }) };
  try {
    const items = await tidycal.list(1, 30);
    return items.slice(0, 10).map((b) => ({
      id: String(b.id),
      title: b.title,
      description: b.description,
      booking_page_url: b.booking_page_url,
      duration_minutes: b.duration_minutes,
      price: b.price,
      currency_code: b.currency_code,
    }));
  } catch {
    // The built-in times still work; an unreachable TidyCal only hides its links.
    return [];
  }
}

export async function tourTypes(
  deps: TourLookupDeps,
  db: DbOrTx,
  propertyId: string,
  fallback: () => Promise<ChatBookingOption[]>,
): Promise<LookupResult> {
  const settings = await loadTourSettings(db);
  const enabled = TOUR_TYPES.filter((t) => settings.types[t]?.enabled);
  const home = await loadHome(db, propertyId).catch(() => null);
  const own = home ? await loadPropertyTourSettings(db, home.id) : null;
  const off = !home || home.status !== 'available' || (own !== null && !own.toursEnabled);
  if (off || enabled.length === 0) {
    // No built-in tours here: the booking links the chat showed before (TidyCal's or the database's).
    const external = deps.ctx.config.tidycalToken ? await tidycalOptions(deps.ctx) : await fallback();
    return { type: 'tour_types', types: [], ...(off && enabled.length > 0 ? { unavailable: 'tours_off' as const } : {}), external };
  }
  return { type: 'tour_types', types: enabled, external: await tidycalOptions(deps.ctx) };
}

/** Free times of a home from a day on, computed exactly as GET /api/tours/availability does. */
export async function tourSlots(
  deps: TourLookupDeps,
  db: DbOrTx,
  propertyId: string,
  type: TourType,
  from?: string,
): Promise<LookupResult> {
  const settings = await loadTourSettings(db);
  const zone = settings.time_zone;
  const horizon = settings.types[type]?.days_ahead ?? 0;
  const none: LookupResult = { type: 'tour_slots', time_zone: zone, days: [], horizon_days: horizon };
  const today = localDate(deps.now, zone);
  const first = from && from > today ? from : today;
  const last = addDays(first, WINDOW_DAYS - 1);
  try {
    const home = await loadHome(db, propertyId);
    const rules = tourRulesFor(settings, home, await loadPropertyTourSettings(db, home.id), type);
    const bookings = await heldPlaces(
      db,
      home.id,
      type,
      new Date(Date.parse(`${first}T00:00:00Z`) - DAY),
      new Date(Date.parse(`${last}T00:00:00Z`) + 2 * DAY),
    );
    return { ...none, days: computeSlots(rules, { now: deps.now, from: first, to: last, bookings }) };
  } catch (error) {
    // Tours switched off or the home gone since the question was asked: no times (the chat falls back).
    if (error instanceof AppError && error.statusCode < 500) return none;
    throw error;
  }
}

/** Books the chosen time inside the conversation's transaction (a savepoint: a refusal writes nothing). */
export async function bookTourFromChat(deps: TourLookupDeps, db: DbOrTx, req: TourBookingRequest): Promise<LookupResult> {
  const { ctx, now } = deps;
  const settings = await loadTourSettings(db);
  const zone = settings.time_zone;
  const refused = (reason: 'taken' | 'refused' | 'limited', message: string, days: LookupResult[] = []): LookupResult => ({
    type: 'tour_refused',
    reason,
    message,
    time_zone: zone,
    days: days.flatMap((d) => (d.type === 'tour_slots' ? d.days : [])),
  });
  const parsed = tourBookingSchema.safeParse({
    property_id: req.property_id,
    type: req.tour_type,
    start: req.start,
    full_name: req.name,
    email: req.email,
    phone: req.phone,
    note: null,
  });
  if (!parsed.success) return refused('refused', parsed.error.issues[0]?.message ?? TOUR_MESSAGES.startInvalid);
  try {
    await enforceRateLimit(ctx.rateLimits, { name: 'tour-booking', ...TOUR_RATE_LIMIT, message: TOUR_MESSAGES.tooMany }, deps.ip);
    await enforceRateLimit(
      ctx.rateLimits,
      { name: 'tour-booking-email', ...TOUR_EMAIL_RATE_LIMIT, message: TOUR_MESSAGES.tooManyForEmail },
      sha256(parsed.data.email.toLowerCase()),
    );
    const start = parseStart(parsed.data.start, now);
    const booked = await db.transaction((tx) => insertTour(ctx, tx, settings, parsed.data, start, now));
    return {
      type: 'tour_booked',
      tour_id: booked.row.id,
      start: booked.row.startAt.toISOString(),
      end: booked.row.endAt.toISOString(),
      time_zone: zone,
      manage_url: manageUrl(ctx.config, booked.token),
      calendar_url: `/api/tours/manage/${encodeURIComponent(booked.token)}/calendar.ics`,
      access_note: accessNote(settings, booked.row),
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    if (error.statusCode === 429) return refused('limited', error.message);
    const fresh = await tourSlots(deps, db, req.property_id, parsed.data.type);
    if (error.message === TOUR_MESSAGES.taken) return refused('taken', error.message, [fresh]);
    return refused('refused', error.message, [fresh]);
  }
}
