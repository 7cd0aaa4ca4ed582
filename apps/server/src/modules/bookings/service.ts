import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  type AdminBookingType,
  type BookingType,
  type BookingTypeCreateInput,
  type BookingTypeUpdateInput,
} from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { bookingTypes } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';

type Row = typeof bookingTypes.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public shape: TidyCal's field names, which the visit dialog reads. */
export function toBookingType(row: Row): BookingType {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    booking_page_url: row.bookingPageUrl,
    duration_minutes: row.durationMinutes,
    price: Number(row.price),
    currency_code: row.currencyCode,
    deleted_at: iso(row.deletedAt),
    disabled_at: iso(row.disabledAt),
  };
}

function toAdminBookingType(row: Row): AdminBookingType {
  return {
    ...toBookingType(row),
    id: row.id,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ORDER = [asc(bookingTypes.position), asc(bookingTypes.createdAt), asc(bookingTypes.id)];

/** The visit dialog's list when no TidyCal token is set: enabled options only, paged. */
export async function listActiveBookingTypes(db: DbOrTx, page: number, perPage: number): Promise<BookingType[]> {
  const rows = await db
    .select()
    .from(bookingTypes)
    .where(and(isNull(bookingTypes.deletedAt), isNull(bookingTypes.disabledAt)))
    .orderBy(...ORDER)
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map(toBookingType);
}

/** Settings: every option not deleted, disabled ones included. */
export async function listBookingTypesForAdmin(db: DbOrTx): Promise<AdminBookingType[]> {
  const rows = await db
    .select()
    .from(bookingTypes)
    .where(isNull(bookingTypes.deletedAt))
    .orderBy(...ORDER);
  return rows.map(toAdminBookingType);
}

async function findRow(db: DbOrTx, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound(BOOKING_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(bookingTypes)
    .where(and(eq(bookingTypes.id, id), isNull(bookingTypes.deletedAt)))
    .limit(1);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

export async function createBookingType(db: DbOrTx, input: BookingTypeCreateInput): Promise<AdminBookingType> {
  // New options go last unless a position is given.
  const position =
    input.position ??
    Number((await db.select({ next: sql<number>`coalesce(max(${bookingTypes.position}) + 1, 0)::int` }).from(bookingTypes))[0]?.next ?? 0);
  const [row] = await db
    .insert(bookingTypes)
    .values({
      title: input.title,
      description: input.description ?? null,
      bookingPageUrl: input.booking_page_url,
      durationMinutes: input.duration_minutes,
      price: input.price,
      currencyCode: input.currency_code,
      position,
      disabledAt: input.disabled ? new Date() : null,
    })
    .returning();
  return toAdminBookingType(row);
}

export async function updateBookingType(db: DbOrTx, id: string, input: BookingTypeUpdateInput): Promise<AdminBookingType> {
  const current = await findRow(db, id);
  const [row] = await db
    .update(bookingTypes)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.booking_page_url !== undefined ? { bookingPageUrl: input.booking_page_url } : {}),
      ...(input.duration_minutes !== undefined ? { durationMinutes: input.duration_minutes } : {}),
      ...(input.price !== undefined ? { price: input.price } : {}),
      ...(input.currency_code !== undefined ? { currencyCode: input.currency_code } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      // Keep the first disable time when disabling twice.
      ...(input.disabled !== undefined ? { disabledAt: input.disabled ? (current.disabledAt ?? new Date()) : null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(bookingTypes.id, id))
    .returning();
  return toAdminBookingType(row);
}

/** Soft delete: the row stays (with deleted_at) but no list shows it again. */
export async function deleteBookingType(db: DbOrTx, id: string): Promise<void> {
  await findRow(db, id);
  await db.update(bookingTypes).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(bookingTypes.id, id));
}
