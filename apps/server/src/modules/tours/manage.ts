import { eq } from 'drizzle-orm';
import {
  TOUR_ACTIVE_STATUSES,
  TOUR_LINK_DAYS_AFTER,
  TOUR_MESSAGES,
  TOUR_TYPE_LABELS,
  type TourManageView,
  type TourStatus,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { tours, type TourRow } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { conflict, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { accessMailOptions } from './access';
import { googleCalendarUrl, homeAddress, officeTourEmail, tourCalendar, visitorTourEmail } from './emails';
import { claimSlot, loadHome, parseStart, tourMail, tourRulesFor } from './service';
import { loadPropertyTourSettings, loadTourSettings } from './settings';

/** Our tokens are 43 characters of base64url; anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const DAY = 86_400_000;

/**
 * The tour of a manage-link token (issue 21 item 6). The token is single-purpose, signed over the
 * tour's id (manage-token.ts), its SHA-256 kept on the tour: good for this tour only, until 30
 * days after it ends.
 * An unknown or tampered token and an expired one are 404s with their own message; a revoked link
 * (by the office, a cancellation or a completion: issue 30) or one replaced by a newer link is
 * simply not valid any more.
 */
export async function tourOfToken(db: DbOrTx, token: string, now: Date, lock = false): Promise<TourRow> {
  if (!TOKEN.test(token)) throw notFound(TOUR_MESSAGES.linkInvalid);
  const query = db
    .select()
    .from(tours)
    .where(eq(tours.manageTokenHash, sha256(token)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.manageLinkRevokedAt) throw notFound(TOUR_MESSAGES.linkInvalid);
  if (row.endAt.getTime() + TOUR_LINK_DAYS_AFTER * DAY < now.getTime()) throw notFound(TOUR_MESSAGES.linkExpired);
  return row;
}

const isActive = (status: TourStatus) => (TOUR_ACTIVE_STATUSES as readonly string[]).includes(status);

/** Only an active tour that has not begun can be moved or cancelled by the visitor. */
function assertChangeable(row: TourRow, now: Date): void {
  if (row.status === 'cancelled') throw conflict(TOUR_MESSAGES.alreadyCancelled);
  if (!isActive(row.status)) throw conflict(TOUR_MESSAGES.notChangeable);
  if (row.startAt.getTime() <= now.getTime()) throw conflict(TOUR_MESSAGES.alreadyPast);
}

export async function viewTour(ctx: AppContext, token: string, now = new Date()): Promise<TourManageView> {
  return viewOf(ctx, await tourOfToken(ctx.db, token, now), token, now);
}

/** The page's view of a tour row (also the answer to a cancellation, after which the link is dead). */
async function viewOf(ctx: AppContext, row: TourRow, token: string, now: Date): Promise<TourManageView> {
  const [home, settings] = await Promise.all([loadHome(ctx.db, row.propertyId), loadTourSettings(ctx.db)]);
  return {
    tour_id: row.id,
    type: row.type,
    type_label: TOUR_TYPE_LABELS[row.type],
    status: row.status,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    time_zone: settings.time_zone,
    full_name: row.fullName,
    can_change: isActive(row.status) && row.startAt.getTime() > now.getTime(),
    property: { id: home.id, title: home.title, slug: home.slug, address: homeAddress(home) },
    calendar_url: `/api/tours/manage/${encodeURIComponent(token)}/calendar.ics`,
    google_calendar_url: googleCalendarUrl(ctx.config, { type: row.type, start: row.startAt, end: row.endAt, home }),
  };
}

/** Moves the tour to another free slot of the same home and type; the invite is updated (SEQUENCE + 1). */
export async function rescheduleTour(ctx: AppContext, token: string, startText: string, now = new Date()): Promise<TourManageView> {
  const start = parseStart(startText, now);
  const settings = await loadTourSettings(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const current = await tourOfToken(tx, token, now, true);
    assertChangeable(current, now);
    if (current.startAt.getTime() === start.getTime()) throw conflict(TOUR_MESSAGES.sameTime);
    const home = await loadHome(tx, current.propertyId, true);
    const rules = tourRulesFor(settings, home, await loadPropertyTourSettings(tx, home.id), current.type);
    const end = await claimSlot(tx, rules, home, current.type, start, now, current.id);
    const [row] = await tx
      .update(tours)
      // A moved tour waits for the office again, and gets a reminder (and access, once allowed) for its new time.
      .set({
        startAt: start,
        endAt: end,
        status: 'booked',
        sequence: current.sequence + 1,
        reminderSentAt: null,
        accessSentAt: null,
        updatedAt: now,
      })
      .where(eq(tours.id, current.id))
      .returning();
    const mail = tourMail(row, home, settings.time_zone);
    await enqueueEmail(tx, visitorTourEmail(ctx.config, mail, 'rescheduled', { token, ...accessMailOptions(ctx, settings, row) }));
    await enqueueEmail(tx, officeTourEmail(ctx.config, mail, 'rescheduled', 'visitor'));
  });
  ctx.mailer.kick();
  return viewTour(ctx, token, now);
}

/**
 * Cancels a tour (the visitor through the link, or the office with a message): the place is
 * freed, the visitor's calendar gets METHOD:CANCEL, the office is told and the manage link dies
 * (issue 30: nothing is left to change, and a forwarded or leaked link should not outlive the tour).
 */
export async function cancelTourRow(
  ctx: AppContext,
  tx: DbOrTx,
  current: TourRow,
  now: Date,
  by: 'visitor' | 'office',
  options: { message?: string | null } = {},
): Promise<TourRow> {
  const [row] = await tx
    .update(tours)
    .set({ status: 'cancelled', cancelledAt: now, sequence: current.sequence + 1, manageLinkRevokedAt: now, updatedAt: now })
    .where(eq(tours.id, current.id))
    .returning();
  const [home, settings] = await Promise.all([loadHome(tx, row.propertyId), loadTourSettings(tx)]);
  const mail = tourMail(row, home, settings.time_zone);
  await enqueueEmail(tx, visitorTourEmail(ctx.config, mail, 'cancelled', { message: options.message }));
  await enqueueEmail(tx, officeTourEmail(ctx.config, mail, 'cancelled', by));
  return row;
}

/** The visitor's cancellation; the answer is the cancelled tour, the last thing the link shows. */
export async function cancelTour(ctx: AppContext, token: string, now = new Date()): Promise<TourManageView> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await tourOfToken(tx, token, now, true);
    assertChangeable(current, now);
    return cancelTourRow(ctx, tx, current, now, 'visitor');
  });
  ctx.mailer.kick();
  return viewOf(ctx, row, token, now);
}

/** The tour as an .ics file: the invite, or its cancellation once cancelled. */
export async function tourCalendarFile(ctx: AppContext, token: string, now = new Date()): Promise<string> {
  const row = await tourOfToken(ctx.db, token, now);
  const [home, settings] = await Promise.all([loadHome(ctx.db, row.propertyId), loadTourSettings(ctx.db)]);
  const method = row.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return tourCalendar(ctx.config, tourMail(row, home, settings.time_zone), method);
}
