import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  CONTACT_MESSAGES,
  type ContactFormInput,
  type ContactListQuery,
  type ContactProperty,
  type ContactStats,
  type ContactStatusUpdate,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { contactMessages, properties } from '../../db/schema';
import { propertyRef } from '../../db/projections/properties';
import { notFound } from '../../platform/http/errors';
import { countedPagination, readListCounts, searchedTotal } from '../../platform/list-counts';
import { sortedOrder } from '../../platform/list-sort';
import { textMatchAny } from '../../platform/search-text';
import { enqueueEmail } from '../../platform/mail/outbox';
import { acknowledgementEmail, officeNotificationEmail, replyEmail } from './emails';
import type { ContactRow } from './serialize';
import { isUuid } from '../../platform/ids';

function checkId(id: string): void {
  if (!isUuid(id)) throw notFound(CONTACT_MESSAGES.notFound);
}

/** The home a message names, if that id is one (anything else is stored as no home: issue 18). */
async function findContactProperty(db: DbOrTx, id: string | undefined): Promise<ContactProperty | null> {
  if (!id || !isUuid(id)) return null;
  const [found] = await db.select(propertyRef).from(properties).where(eq(properties.id, id));
  return found ?? null;
}

/**
 * Stores a contact form message (pending, unread) and queues the office notification and the
 * sender's acknowledgement in the same transaction.
 */
export async function submitContact(
  ctx: AppContext,
  input: ContactFormInput,
  /** A message from the resident portal is tied to its resident (issue 32). */
  from: { residentId?: string; leadSource?: string | null } = {},
): Promise<ContactRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const property = await findContactProperty(tx, input.property_id);
    const [created] = await tx
      .insert(contactMessages)
      .values({
        fullName: input.full_name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        propertyId: property?.id ?? null,
        residentId: from.residentId ?? null,
        leadSource: from.leadSource ?? null,
      })
      .returning();
    await enqueueEmail(tx, { to: ctx.config.site.email, ...officeNotificationEmail(ctx.config, created, property) });
    await enqueueEmail(tx, { to: created.email, ...acknowledgementEmail(ctx.config, created) });
    return created;
  });
  ctx.mailer.kick();
  return row;
}

/** Name or e-mail matches the text (platform/search-text: each column's trigram index serves it). */
export function contactSearch(term: string): SQL {
  return textMatchAny([contactMessages.fullName, contactMessages.email], term);
}

/** The list's filters (status, read state, search): the list and its export read the same rows. */
export function contactFilters(query: Pick<ContactListQuery, 'status' | 'read' | 'search'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.read) conditions.push(eq(contactMessages.isRead, query.read === 'read'));
  if (query.search) conditions.push(contactSearch(query.search));
  return and(...conditions);
}

/** The header sorts of the list (LIST_SORTS.contacts). */
const SORTS = {
  full_name: contactMessages.fullName,
  email: contactMessages.email,
  status: contactMessages.status,
  created_at: contactMessages.createdAt,
};

/**
 * Newest first (or by a header's sort); search in name and e-mail (trigram indexes); an optional status filter. The total
 * comes from the maintained counters, or for a search from a count bounded by COUNT_CAP (ADR 0006).
 */
export async function listContacts(db: DbOrTx, query: ContactListQuery) {
  const where = contactFilters(query);
  // One row more than the page tells whether there is a next page without counting.
  const fetched = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(...sortedOrder(SORTS, query.sort, query.dir, contactMessages.id, [desc(contactMessages.createdAt), desc(contactMessages.id)]))
    .limit(query.limit + 1)
    .offset(query.offset);
  const more = fetched.length > query.limit;
  const rows = fetched.slice(0, query.limit);
  const { total, capped } = query.search
    ? await searchedTotal(db, contactMessages, where, { offset: query.offset, rows: rows.length, more })
    : {
        total: (await readListCounts(db, 'contacts')).where({
          status: query.status,
          is_read: query.read === undefined ? undefined : query.read === 'read',
        }),
        capped: false,
      };
  return { rows, pagination: countedPagination(query, { total, capped }, more) };
}

/** Counters over every message (they do not follow the list's filters), from the maintained counts. */
export async function contactStats(db: DbOrTx): Promise<ContactStats> {
  const counts = await readListCounts(db, 'contacts');
  const total = counts.where({});
  const read = counts.where({ is_read: true });
  return {
    total,
    pending: counts.where({ status: 'pending' }),
    replied: counts.where({ status: 'replied' }),
    resolved: counts.where({ status: 'resolved' }),
    read,
    unread: total - read,
  };
}

/** Opening a message marks it read. */
export async function openContact(db: DbOrTx, id: string): Promise<ContactRow> {
  checkId(id);
  const [row] = await db.update(contactMessages).set({ isRead: true }).where(eq(contactMessages.id, id)).returning();
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  return row;
}

/** Bulk "mark read" of the list: the ids that exist are marked read; the count says how many. */
export async function markContactsRead(db: DbOrTx, ids: string[]): Promise<number> {
  const valid = ids.filter((id) => isUuid(id));
  if (valid.length === 0) return 0;
  const rows = await db
    .update(contactMessages)
    .set({ isRead: true })
    .where(inArray(contactMessages.id, valid))
    .returning({ id: contactMessages.id });
  return rows.length;
}

/** Stores the reply, marks the message replied and read, and e-mails the sender (one transaction). */
export async function replyToContact(ctx: AppContext, id: string, reply: string): Promise<ContactRow> {
  checkId(id);
  const row = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(contactMessages)
      .set({ adminReply: reply, adminReplyDate: now, status: 'replied', isRead: true, updatedAt: now })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!updated) throw notFound(CONTACT_MESSAGES.notFound);
    await enqueueEmail(tx, { to: updated.email, ...replyEmail(ctx.config, updated, reply) });
    return updated;
  });
  ctx.mailer.kick();
  return row;
}

/** Sets the status; an `admin_reply` sent along is stored as a note (nothing is e-mailed). */
export async function updateContactStatus(db: DbOrTx, id: string, input: ContactStatusUpdate): Promise<ContactRow> {
  checkId(id);
  const now = new Date();
  const reply = input.admin_reply ? { adminReply: input.admin_reply, adminReplyDate: now } : {};
  const [row] = await db
    .update(contactMessages)
    .set({ status: input.status, ...reply, updatedAt: now })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  return row;
}

export async function deleteContact(db: DbOrTx, id: string): Promise<void> {
  checkId(id);
  const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
}
