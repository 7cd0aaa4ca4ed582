import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ContactListQuery } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { contactMessages, properties } from '../../db/schema';
import type { CsvColumn, CsvExport } from '../../platform/csv/export';
import { after, cursorAtOf, keysetChunks, type KeysetCursor } from '../../platform/csv/keyset';
import { contactFilters } from './service';

function readChunk(ctx: AppContext, where: SQL | undefined, last: KeysetCursor | null, limit: number) {
  return ctx.db
    .select({
      id: contactMessages.id,
      fullName: contactMessages.fullName,
      email: contactMessages.email,
      phone: contactMessages.phone,
      propertyTitle: properties.title,
      message: contactMessages.message,
      status: contactMessages.status,
      isRead: contactMessages.isRead,
      createdAt: contactMessages.createdAt,
      adminReplyDate: contactMessages.adminReplyDate,
      cursorAt: cursorAtOf(contactMessages.createdAt),
    })
    .from(contactMessages)
    .leftJoin(properties, eq(properties.id, contactMessages.propertyId))
    .where(and(where, after(contactMessages.createdAt, contactMessages.id, last)))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof readChunk>>[number];

/** What the message list and its pane show; the sender's contact details are shown in clear there too. */
export const CONTACT_CSV: readonly CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.fullName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Property', value: (r) => r.propertyTitle },
  { header: 'Message', value: (r) => r.message },
  { header: 'Status', value: (r) => r.status },
  { header: 'Read', value: (r) => r.isRead },
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'Replied', value: (r) => r.adminReplyDate },
];

/** GET /api/admin/contacts/export: every message the list's filters show, newest first. */
export function contactExport(ctx: AppContext, query: Pick<ContactListQuery, 'status' | 'read' | 'search'>): CsvExport<Row> {
  const where = contactFilters(query);
  return {
    list: 'contacts',
    columns: CONTACT_CSV,
    filters: { status: query.status, read: query.read, search: query.search },
    chunks: keysetChunks((last, limit) => readChunk(ctx, where, last, limit)),
  };
}
