import { inArray } from 'drizzle-orm';
import { normalizeContactStatus, type ContactMessage, type ContactProperty } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { properties, type contactMessages } from '../../db/schema';
import { propertyRef } from '../../db/projections/properties';

export type ContactRow = typeof contactMessages.$inferSelect;

export function toContact(row: ContactRow, property: ContactProperty | null = null): ContactMessage {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    property_id: row.propertyId,
    property,
    status: normalizeContactStatus(row.status),
    is_read: row.isRead,
    admin_reply: row.adminReply,
    admin_reply_date: row.adminReplyDate ? row.adminReplyDate.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Messages with the home each is about (its title, for the inbox): one primary-key read for the
 * whole page rather than a join in every list, count and dashboard query.
 */
export async function toContactsWithProperty(db: DbOrTx, rows: ContactRow[]): Promise<ContactMessage[]> {
  const ids = [...new Set(rows.map((r) => r.propertyId).filter((id): id is string => id !== null))];
  const found = ids.length ? await db.select(propertyRef).from(properties).where(inArray(properties.id, ids)) : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  return rows.map((row) => toContact(row, (row.propertyId && byId.get(row.propertyId)) || null));
}

export async function toContactWithProperty(db: DbOrTx, row: ContactRow): Promise<ContactMessage> {
  return (await toContactsWithProperty(db, [row]))[0];
}
