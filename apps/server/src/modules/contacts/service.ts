import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CONTACT_MESSAGES,
  type ContactFormInput,
  type ContactListQuery,
  type ContactStats,
  type ContactStatusUpdate,
  type OffsetPagination,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { acknowledgementEmail, officeNotificationEmail, replyEmail } from './emails';
import type { ContactRow } from './serialize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkId(id: string): void {
  if (!UUID.test(id)) throw notFound(CONTACT_MESSAGES.notFound);
}

/** `%term%` with LIKE wildcards in the term taken literally. */
function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function pagination(total: number, limit: number, offset: number, returned: number): OffsetPagination {
  return { total, limit, offset, has_next: offset + returned < total, has_prev: offset > 0 };
}

/**
 * Stores a contact form message (pending, unread) and queues the office notification and the
 * sender's acknowledgement in the same transaction.
 */
export async function submitContact(ctx: AppContext, input: ContactFormInput): Promise<ContactRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contactMessages)
      .values({ fullName: input.full_name, email: input.email, phone: input.phone, message: input.message })
      .returning();
    await enqueueEmail(tx, { to: ctx.config.site.email, ...officeNotificationEmail(ctx.config, created) });
    await enqueueEmail(tx, { to: created.email, ...acknowledgementEmail(ctx.config, created) });
    return created;
  });
  ctx.mailer.kick();
  return row;
}

/** Newest first; search in name and e-mail; an optional status filter. */
export async function listContacts(db: DbOrTx, query: ContactListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.search) {
    const pattern = contains(query.search);
    conditions.push(or(ilike(contactMessages.fullName, pattern), ilike(contactMessages.email, pattern)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { rows, pagination: pagination(Number(total), query.limit, query.offset, rows.length) };
}

/** Counters over every message (they do not follow the list's filters). */
export async function contactStats(db: DbOrTx): Promise<ContactStats> {
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      pending: n(sql`${contactMessages.status} = 'pending'`),
      replied: n(sql`${contactMessages.status} = 'replied'`),
      resolved: n(sql`${contactMessages.status} = 'resolved'`),
      read: n(sql`${contactMessages.isRead}`),
    })
    .from(contactMessages);
  const total = Number(row.total);
  return { total, pending: row.pending, replied: row.replied, resolved: row.resolved, read: row.read, unread: total - row.read };
}

/** Opening a message marks it read. */
export async function openContact(db: DbOrTx, id: string): Promise<ContactRow> {
  checkId(id);
  const [row] = await db.update(contactMessages).set({ isRead: true }).where(eq(contactMessages.id, id)).returning();
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  return row;
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
