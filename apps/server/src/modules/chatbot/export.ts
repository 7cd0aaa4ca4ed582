import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { ChatConversationsQuery } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { chatConversations as c } from '../../db/schema';
import type { CsvColumn, CsvExport } from '../../platform/csv/export';
import { after, cursorAtOf, keysetChunks, type KeysetCursor } from '../../platform/csv/keyset';
import { conversationFilters } from './admin';

// Drizzle writes columns unqualified inside sql``, so the outer row is named in full for the subqueries.
const outerId = sql`${sql.identifier('chat_conversations')}.${sql.identifier('id')}`;
/** What the visitor asked for (viewing, application…), one word per lead kind. */
const leadTypes = sql<
  string | null
>`(select string_agg(distinct l.lead_type, '; ') from chat_leads l where l.conversation_id = ${outerId})`;
/** The latest phone number a lead left (the conversation itself keeps only a name and an e-mail). */
const leadPhone = sql<
  string | null
>`(select l.phone from chat_leads l where l.conversation_id = ${outerId} and l.phone is not null order by l.created_at desc limit 1)`;

function readChunk(ctx: AppContext, where: SQL | undefined, last: KeysetCursor | null, limit: number) {
  return ctx.db
    .select({
      id: c.id,
      guestName: c.guestName,
      guestEmail: c.guestEmail,
      leadPhone,
      leadTypes,
      flowType: c.flowType,
      status: c.status,
      step: c.step,
      isSatisfied: c.isSatisfied,
      createdAt: c.createdAt,
      completedAt: c.completedAt,
      cursorAt: cursorAtOf(c.createdAt),
    })
    .from(c)
    .where(and(where, after(c.createdAt, c.id, last)))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof readChunk>>[number];

/** One line per conversation of the Chatbot Analytics list, with the leads it left. */
export const CHAT_CSV: readonly CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.guestName },
  { header: 'Email', value: (r) => r.guestEmail },
  { header: 'Phone', value: (r) => r.leadPhone },
  { header: 'Leads', value: (r) => r.leadTypes },
  { header: 'Flow', value: (r) => r.flowType },
  { header: 'Status', value: (r) => r.status },
  { header: 'Step', value: (r) => r.step },
  { header: 'Satisfied', value: (r) => r.isSatisfied },
  { header: 'Started', value: (r) => r.createdAt },
  { header: 'Completed', value: (r) => r.completedAt },
];

/** GET /api/admin/chatbot/conversations/export: every conversation the list's filters show, newest first. */
export function chatExport(ctx: AppContext, q: Omit<ChatConversationsQuery, 'page' | 'limit' | 'sort' | 'dir'>): CsvExport<Row> {
  const where = conversationFilters(q);
  return {
    list: 'chat-leads',
    columns: CHAT_CSV,
    filters: { status: q.status, flow_type: q.flow_type, satisfaction: q.satisfaction, lead: q.lead, search: q.search },
    chunks: keysetChunks((last, limit) => readChunk(ctx, where, last, limit)),
  };
}
