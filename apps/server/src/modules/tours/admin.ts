import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  TOUR_MESSAGES,
  type AdminTour,
  type AdminTourDetail,
  type AdminTourList,
  type AdminTourListQuery,
  type AdminTourUpdate,
  type TourRelatedRecord,
  type TourStatus,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import { applications, contactMessages, properties, tours, type TourRow } from '../../db/schema';
import { propertyPlace } from '../../db/projections/properties';
import { badRequest, notFound, unprocessable } from '../../platform/http/errors';
import { offsetPagination } from '../../platform/offset-pagination';
import { reopenAccessReminder } from './access';
import { homeAddress } from './emails';
import { cancelTourRow } from './manage';
import { loadTourSettings } from './settings';
import { addDays, zonedInstant } from './slots';
import { isUuid } from '../../platform/ids';

const columns = {
  tour: tours,
  home: { title: properties.title, ...propertyPlace },
};

type Joined = { tour: TourRow; home: { title: string; address: string; city: string; state: string; pincode: string } };

function toAdminTour({ tour, home }: Joined): AdminTour {
  return {
    id: tour.id,
    property_id: tour.propertyId,
    property_title: home.title,
    property_address: homeAddress({ ...home, id: tour.propertyId, slug: '' }),
    type: tour.type,
    status: tour.status,
    start: tour.startAt.toISOString(),
    end: tour.endAt.toISOString(),
    full_name: tour.fullName,
    email: tour.email,
    phone: tour.phone,
    note: tour.note,
    notes: tour.notes,
    created_at: tour.createdAt.toISOString(),
    updated_at: tour.updatedAt.toISOString(),
    email_verified: tour.emailVerifiedAt !== null,
    access_sent_at: tour.accessSentAt?.toISOString() ?? null,
    manage_link_active: tour.manageLinkRevokedAt === null,
  };
}

/** The header sorts, mapped to columns here: no SQL is built from the request's text. */
const SORT_COLUMNS = {
  start: tours.startAt,
  property: properties.title,
  full_name: tours.fullName,
  type: tours.type,
  status: tours.status,
} as const;

/**
 * The admin list: filters by home, type, status and the site's calendar days, paged in SQL, in
 * start order unless a header sort asks otherwise (an agenda reads forwards; start, then `id`
 * break ties). `time_zone` is the site's zone the day filters used: the office reads every time
 * in it, whatever zone its browser is in.
 */
export async function listTours(ctx: AppContext, query: AdminTourListQuery): Promise<AdminTourList> {
  const { time_zone } = await loadTourSettings(ctx.db);
  const where: SQL[] = [];
  if (query.property_id) {
    if (!isUuid(query.property_id)) throw badRequest(TOUR_MESSAGES.propertyNotFound, { property_id: TOUR_MESSAGES.propertyNotFound });
    where.push(eq(tours.propertyId, query.property_id));
  }
  if (query.type) where.push(eq(tours.type, query.type));
  if (query.status) where.push(eq(tours.status, query.status));
  if (query.from) where.push(gte(tours.startAt, zonedInstant(query.from, '00:00', time_zone)));
  if (query.to) where.push(lt(tours.startAt, zonedInstant(addDays(query.to, 1), '00:00', time_zone)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(tours)
      .innerJoin(properties, eq(properties.id, tours.propertyId))
      .where(condition)
      .orderBy(...order(query), asc(tours.startAt), asc(tours.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ total: count() }).from(tours).where(condition),
  ]);
  return {
    tours: rows.map(toAdminTour),
    pagination: offsetPagination(query, Number(total), rows.length),
    time_zone,
  };
}

/**
 * Not platform/list-sort's sortedOrder: that breaks ties by id, and tours of one home, type or
 * status should still read in start order (the columns are all NOT NULL).
 */
function order(query: AdminTourListQuery): SQL[] {
  if (!query.sort) return [];
  const column = SORT_COLUMNS[query.sort];
  return [query.dir === 'desc' ? desc(column) : asc(column)];
}

export async function loadJoined(db: AppContext['db'], id: string): Promise<Joined> {
  if (!isUuid(id)) throw notFound(TOUR_MESSAGES.notFound);
  const [row] = await db
    .select(columns)
    .from(tours)
    .innerJoin(properties, eq(properties.id, tours.propertyId))
    .where(eq(tours.id, id))
    .limit(1);
  if (!row) throw notFound(TOUR_MESSAGES.notFound);
  return row;
}

/** How many later records of the visitor the details view lists, per kind. */
const RELATED_MAX = 5;

/**
 * The visitor's applications and contact messages sent since booking, matched by e-mail (case
 * folded, on the lower(email) indexes both tables have), newest first.
 */
async function relatedRecords(ctx: AppContext, tour: TourRow): Promise<TourRelatedRecord[]> {
  const email = tour.email.toLowerCase();
  const [apps, contacts] = await Promise.all([
    ctx.db
      .select({ id: applications.id, reference: applications.reference, status: applications.status, createdAt: applications.createdAt })
      .from(applications)
      .where(and(eq(sql`lower(${applications.email})`, email), gte(applications.createdAt, tour.createdAt)))
      .orderBy(desc(applications.createdAt))
      .limit(RELATED_MAX),
    ctx.db
      .select({ id: contactMessages.id, status: contactMessages.status, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(and(eq(sql`lower(${contactMessages.email})`, email), gte(contactMessages.createdAt, tour.createdAt)))
      .orderBy(desc(contactMessages.createdAt))
      .limit(RELATED_MAX),
  ]);
  return [
    ...apps.map((a) => ({
      kind: 'application' as const,
      id: a.id,
      reference: a.reference,
      status: a.status,
      created_at: a.createdAt.toISOString(),
    })),
    ...contacts.map((c) => ({
      kind: 'contact' as const,
      id: c.id,
      reference: null,
      status: c.status,
      created_at: c.createdAt.toISOString(),
    })),
  ];
}

export async function getTour(ctx: AppContext, id: string): Promise<AdminTourDetail> {
  const joined = await loadJoined(ctx.db, id);
  return { ...toAdminTour(joined), related: await relatedRecords(ctx, joined.tour) };
}

/** Which statuses the office may move a tour to from each status. */
const ALLOWED: Record<TourStatus, readonly TourStatus[]> = {
  booked: ['confirmed', 'cancelled', 'completed', 'no_show'],
  confirmed: ['cancelled', 'completed', 'no_show'],
  completed: ['no_show'],
  no_show: ['completed'],
  cancelled: [],
};

/** Statuses after which the visitor's manage link has nothing left to do (issue 30: it is revoked). */
const LINK_ENDS: readonly TourStatus[] = ['completed', 'no_show'];

/**
 * Status and notes from the office; a cancellation e-mails the visitor (with the office's message).
 * Confirming a self-guided tour lets its reminder carry the access instructions (access.ts); a
 * cancellation, completion or no-show revokes the manage link.
 */
export async function updateTour(ctx: AppContext, id: string, input: AdminTourUpdate): Promise<AdminTourDetail> {
  await loadJoined(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(tours).where(eq(tours.id, id)).for('update');
    const now = new Date();
    if (input.status && input.status !== current.status) {
      if (!ALLOWED[current.status].includes(input.status)) throw unprocessable(TOUR_MESSAGES.statusNotAllowed);
      if (input.status === 'cancelled') {
        await cancelTourRow(ctx, tx, current, now, 'office', { message: input.message || null });
      } else {
        const revoke = LINK_ENDS.includes(input.status) ? { manageLinkRevokedAt: current.manageLinkRevokedAt ?? now } : {};
        await tx
          .update(tours)
          .set({ status: input.status, ...revoke, updatedAt: now })
          .where(eq(tours.id, id));
        if (input.status === 'confirmed') await reopenAccessReminder(tx, current);
      }
    }
    if (input.notes !== undefined)
      await tx
        .update(tours)
        .set({ notes: input.notes || null, updatedAt: now })
        .where(eq(tours.id, id));
  });
  ctx.mailer.kick();
  return getTour(ctx, id);
}
