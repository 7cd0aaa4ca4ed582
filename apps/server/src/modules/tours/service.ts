import crypto from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  TOUR_ACTIVE_STATUSES,
  TOUR_LIMITS,
  TOUR_MESSAGES,
  type TourAvailability,
  type TourAvailabilityQuery,
  type TourBooked,
  type TourBookingInput,
  type TourSettings,
  type TourType,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { properties, tours, type TourPropertySettingsRow } from '../../db/schema';
import { propertyPlace, propertyRef } from '../../db/projections/properties';
import { sha256 } from '../../platform/crypto';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { accessMailOptions, accessNote } from './access';
import { googleCalendarUrl, manageUrl, officeTourEmail, visitorTourEmail, type TourHome, type TourMail } from './emails';
import { tourManageToken } from './manage-token';
import { loadPropertyTourSettings, loadTourSettings, slotRules } from './settings';
import { addDays, checkSlot, computeSlots, daysBetween, localDate, type SlotBooking, type SlotRefusal, type SlotRules } from './slots';
import { isUuid } from '../../platform/ids';

const DAY = 86_400_000;
/** Days shown when the page asks without an end. */
const DEFAULT_RANGE_DAYS = 14;

export interface TourHomeRow extends TourHome {
  status: string;
}

/** A home by id (malformed ids are unknown ids: 404, never 500); `lock` holds it for the booking count. */
export async function loadHome(db: DbOrTx, id: string, lock = false): Promise<TourHomeRow> {
  if (!isUuid(id)) throw notFound(TOUR_MESSAGES.propertyNotFound);
  const query = db
    .select({
      ...propertyRef,
      slug: properties.slug,
      ...propertyPlace,
      status: properties.status,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  // NO KEY UPDATE: serialises bookings of one home without blocking rows that reference it.
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw notFound(TOUR_MESSAGES.propertyNotFound);
  return row;
}

/** Why a home or type cannot be toured, or the rules of its slots. */
export function tourRulesFor(settings: TourSettings, home: TourHomeRow, own: TourPropertySettingsRow | null, type: TourType): SlotRules {
  if (home.status !== 'available') throw conflict(TOUR_MESSAGES.propertyUnavailable);
  if (own && !own.toursEnabled) throw conflict(TOUR_MESSAGES.toursOff);
  if (!settings.types[type]?.enabled) throw conflict(TOUR_MESSAGES.typeOff);
  return slotRules(settings, type, own);
}

/** Places held in [from, to) by active tours of one home and type (`exceptId`: the tour being moved). */
export async function heldPlaces(
  db: DbOrTx,
  propertyId: string,
  type: TourType,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<SlotBooking[]> {
  const rows = await db
    .select({ id: tours.id, start: tours.startAt, end: tours.endAt })
    .from(tours)
    .where(
      and(
        eq(tours.propertyId, propertyId),
        eq(tours.type, type),
        inArray(tours.status, [...TOUR_ACTIVE_STATUSES]),
        lt(tours.startAt, to),
        gt(tours.endAt, from),
      ),
    );
  return rows.filter((r) => r.id !== exceptId);
}

export async function tourAvailability(ctx: AppContext, query: TourAvailabilityQuery, now = new Date()): Promise<TourAvailability> {
  const settings = await loadTourSettings(ctx.db);
  const today = localDate(now, settings.time_zone);
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, DEFAULT_RANGE_DAYS - 1);
  if (to < from) throw badRequest(TOUR_MESSAGES.rangeInvalid, { to: TOUR_MESSAGES.rangeInvalid });
  if (daysBetween(from, to) >= TOUR_LIMITS.rangeDaysMax) throw badRequest(TOUR_MESSAGES.rangeTooLong, { to: TOUR_MESSAGES.rangeTooLong });
  if (daysBetween(today, from) > TOUR_LIMITS.horizonDaysMax)
    throw badRequest(TOUR_MESSAGES.tooFarAhead, { from: TOUR_MESSAGES.tooFarAhead });
  const home = await loadHome(ctx.db, query.property_id);
  const rules = tourRulesFor(settings, home, await loadPropertyTourSettings(ctx.db, home.id), query.type);
  // Bookings of the whole range, a day wider on each side so no zone offset cuts one off.
  const bookings = await heldPlaces(
    ctx.db,
    home.id,
    query.type,
    new Date(Date.parse(`${from}T00:00:00Z`) - DAY),
    new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY),
  );
  return {
    property_id: home.id,
    type: query.type,
    time_zone: settings.time_zone,
    length_minutes: rules.lengthMinutes,
    days: computeSlots(rules, { now, from, to, bookings }),
  };
}

const REFUSALS: Record<SlotRefusal, () => AppError> = {
  past: () => badRequest(TOUR_MESSAGES.startPast, { start: TOUR_MESSAGES.startPast }),
  too_soon: () => badRequest(TOUR_MESSAGES.startTooSoon, { start: TOUR_MESSAGES.startTooSoon }),
  too_far: () => badRequest(TOUR_MESSAGES.startTooFar, { start: TOUR_MESSAGES.startTooFar }),
  closed: () => badRequest(TOUR_MESSAGES.startClosed, { start: TOUR_MESSAGES.startClosed }),
  not_offered: () => badRequest(TOUR_MESSAGES.startNotOffered, { start: TOUR_MESSAGES.startNotOffered }),
  taken: () => conflict(TOUR_MESSAGES.taken),
};

/** A start that parses and is within a year: anything else is a 400 before any lookup. */
export function parseStart(value: string, now: Date): Date {
  const start = new Date(value);
  if (Number.isNaN(start.getTime())) throw badRequest(TOUR_MESSAGES.startInvalid, { start: TOUR_MESSAGES.startInvalid });
  if (start.getTime() > now.getTime() + TOUR_LIMITS.horizonDaysMax * DAY) {
    throw badRequest(TOUR_MESSAGES.tooFarAhead, { start: TOUR_MESSAGES.tooFarAhead });
  }
  return start;
}

/**
 * Checks `start` against the slots offered now, counting the places held while the home's row is
 * locked: two visitors racing for the last place are serialised here, and the second one sees
 * the first one's tour and gets 409 "This time was just taken".
 */
export async function claimSlot(
  tx: DbOrTx,
  rules: SlotRules,
  home: TourHomeRow,
  type: TourType,
  start: Date,
  now: Date,
  exceptId?: string,
) {
  const bookings = await heldPlaces(tx, home.id, type, new Date(start.getTime() - DAY), new Date(start.getTime() + DAY), exceptId);
  const result = checkSlot(rules, start, now, bookings);
  if (typeof result === 'string') throw REFUSALS[result]();
  return result.end;
}

export function tourMail(row: typeof tours.$inferSelect, home: TourHome, timeZone: string): TourMail {
  return {
    id: row.id,
    type: row.type,
    start: row.startAt,
    end: row.endAt,
    sequence: row.sequence,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    note: row.note,
    timeZone,
    home,
  };
}

/**
 * The booking itself inside the caller's transaction (the tour page's POST and the chat's booking
 * share it): locks the home, checks the slot, inserts the tour and queues both e-mails. Throws the
 * slot's refusal (400/404/409) before anything is written.
 */
export async function insertTour(
  ctx: AppContext,
  tx: DbOrTx,
  settings: TourSettings,
  input: TourBookingInput,
  start: Date,
  now: Date,
  /** Where the visitor came from (platform/http/lead-source.ts); the chat passes none, so its bookings count as direct. */
  leadSource: string | null = null,
) {
  // The id is chosen here so the manage link, signed over it, goes into the same transaction's e-mail.
  const id = crypto.randomUUID();
  const token = tourManageToken(ctx, id);
  const home = await loadHome(tx, input.property_id, true);
  const rules = tourRulesFor(settings, home, await loadPropertyTourSettings(tx, home.id), input.type);
  const end = await claimSlot(tx, rules, home, input.type, start, now);
  const [row] = await tx
    .insert(tours)
    .values({
      id,
      propertyId: home.id,
      type: input.type,
      startAt: start,
      endAt: end,
      fullName: input.full_name,
      email: input.email,
      phone: input.phone,
      note: input.note,
      manageTokenHash: sha256(token),
      leadSource,
    })
    .returning();
  const mail = tourMail(row, home, settings.time_zone);
  await enqueueEmail(tx, visitorTourEmail(ctx.config, mail, 'booked', { token, ...accessMailOptions(ctx, settings, row) }));
  await enqueueEmail(tx, officeTourEmail(ctx.config, mail, 'booked', 'visitor', { note: officeBookingNote(settings, row) }));
  return { row, mail, token };
}

/** What the office's booking notice asks of it for a self-guided tour (issue 30). */
function officeBookingNote(settings: TourSettings, row: typeof tours.$inferSelect): string | undefined {
  if (row.type !== 'self_guided') return undefined;
  return settings.self_guided_needs_confirmation
    ? 'Please confirm this self-guided tour in Tours: the visitor gets the access instructions only once it is confirmed.'
    : 'The visitor gets the access instructions after confirming the e-mail address through the booking e-mail.';
}

/** Books a tour: nothing is stored unless the start is a free slot; the e-mails go in the same transaction. */
export async function bookTour(
  ctx: AppContext,
  input: TourBookingInput,
  leadSource: string | null = null,
  now = new Date(),
): Promise<TourBooked> {
  const start = parseStart(input.start, now);
  const settings = await loadTourSettings(ctx.db);
  const booked = await ctx.db.transaction((tx) => insertTour(ctx, tx, settings, input, start, now, leadSource));
  ctx.mailer.kick();
  return {
    tour_id: booked.row.id,
    manage_url: manageUrl(ctx.config, booked.token),
    start: booked.row.startAt.toISOString(),
    end: booked.row.endAt.toISOString(),
    time_zone: settings.time_zone,
    calendar_url: `/api/tours/manage/${encodeURIComponent(booked.token)}/calendar.ics`,
    google_calendar_url: googleCalendarUrl(ctx.config, booked.mail),
    access_note: accessNote(settings, booked.row),
  };
}
