import { and, asc, count, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_FLOW_TYPES,
  CHAT_MESSAGES,
  CHAT_STATUSES,
  type ChatConversationDetail,
  type ChatConversationListItem,
  type ChatConversationsPage,
  type ChatConversationsQuery,
  type ChatStats,
} from '@rentfront/shared';
import type { Db } from '../../db/client';
import { chatConversations, chatEscalations, chatLeads } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { readListCounts, searchedTotal } from '../../platform/list-counts';
import { sortedOrder } from '../../platform/list-sort';
import { mayOccurInUuid, textMatchAny } from '../../platform/search-text';
import { markAbandoned, messageCounts, transcript, type ConversationRow } from './store';
import { isUuid } from '../../platform/ids';

/** Chatbot Analytics: the conversation list, one conversation, and the statistics. */

function listItem(c: ConversationRow, messagesCount: number): ChatConversationListItem {
  return {
    id: c.id,
    session_id: c.sessionId,
    // Visitors have no accounts; the name and e-mail they gave are the user's.
    user_name: c.guestName,
    user_email: c.guestEmail,
    guest_name: c.guestName,
    guest_email: c.guestEmail,
    flow_type: c.flowType,
    status: c.status,
    step: c.step,
    step_number: c.stepNumber,
    messages_count: messagesCount,
    is_satisfied: c.isSatisfied,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    completed_at: c.completedAt?.toISOString() ?? null,
  };
}

/**
 * Visitor name, e-mail or session id matches the text (platform/search-text); each condition is
 * served by its own trigram index (ADR 0006), and a session id is only searched when the text
 * could occur in one.
 */
export function conversationSearch(term: string): SQL {
  const columns = [chatConversations.guestName, chatConversations.guestEmail];
  return textMatchAny(mayOccurInUuid(term) ? [...columns, sql`${chatConversations.sessionId}::text`] : columns, term);
}

/** The list's filters: the list and its export read the same rows. */
export function conversationFilters(q: Omit<ChatConversationsQuery, 'page' | 'limit' | 'sort' | 'dir'>): SQL | undefined {
  const where: SQL[] = [];
  if (q.status) where.push(eq(chatConversations.status, q.status));
  if (q.flow_type) where.push(eq(chatConversations.flowType, q.flow_type));
  if (q.satisfaction === 'satisfied') where.push(eq(chatConversations.isSatisfied, true));
  if (q.satisfaction === 'unsatisfied') where.push(eq(chatConversations.isSatisfied, false));
  if (q.satisfaction === 'not_asked') where.push(isNull(chatConversations.isSatisfied));
  if (q.search) where.push(conversationSearch(q.search));
  // Served by chat_leads_conversation_idx for each conversation the list walks.
  if (q.lead === 'with') where.push(sql`exists (select 1 from ${chatLeads} where ${chatLeads.conversationId} = ${chatConversations.id})`);
  return where.length ? and(...where) : undefined;
}

/** The header sorts of the list (LIST_SORTS.chatbot). */
const SORTS = {
  guest_name: chatConversations.guestName,
  flow_type: chatConversations.flowType,
  status: chatConversations.status,
  created_at: chatConversations.createdAt,
};

/** The satisfaction filter as the value the counters keep (is_satisfied: true, false or null). */
const SATISFACTION_VALUE = { satisfied: true, unsatisfied: false, not_asked: null } as const;

/**
 * Newest first, filtered and searched in SQL. The total comes from the maintained counters, or for
 * a search from a count bounded by COUNT_CAP (ADR 0006).
 */
export async function listConversations(db: Db, q: ChatConversationsQuery): Promise<ChatConversationsPage> {
  await markAbandoned(db, new Date());
  const where = conversationFilters(q);
  const offset = (q.page - 1) * q.limit;
  // One row more than the page tells whether there is a next page without counting.
  const fetched = await db
    .select()
    .from(chatConversations)
    .where(where)
    .orderBy(...sortedOrder(SORTS, q.sort, q.dir, chatConversations.id, [desc(chatConversations.createdAt), desc(chatConversations.id)]))
    .limit(q.limit + 1)
    .offset(offset);
  const more = fetched.length > q.limit;
  const rows = fetched.slice(0, q.limit);
  // The counters know status, flow and satisfaction only: a search or the lead filter is counted.
  const { total, capped } =
    q.search || q.lead
      ? await searchedTotal(db, chatConversations, where, { offset, rows: rows.length, more })
      : {
          total: (await readListCounts(db, 'chatbot')).where({
            status: q.status,
            flow_type: q.flow_type,
            is_satisfied: q.satisfaction ? SATISFACTION_VALUE[q.satisfaction] : undefined,
          }),
          capped: false,
        };
  const counts = await messageCounts(
    db,
    rows.map((r) => r.id),
  );
  const totalPages = Math.ceil(total / q.limit);
  return {
    conversations: rows.map((r) => listItem(r, counts.get(r.id) ?? 0)),
    total_conversations: total,
    pagination: {
      current_page: q.page,
      per_page: q.limit,
      total_count: total,
      total_pages: totalPages,
      has_next: more,
      has_prev: q.page > 1,
      total_capped: capped,
    },
  };
}

/** One conversation by its id (or its session id) with the transcript, escalations and leads. */
export async function getConversation(db: Db, id: string): Promise<ChatConversationDetail> {
  if (!isUuid(id)) throw notFound(CHAT_MESSAGES.conversationNotFound);
  await markAbandoned(db, new Date());
  const [c] = await db
    .select()
    .from(chatConversations)
    .where(or(eq(chatConversations.id, id), eq(chatConversations.sessionId, id)))
    .limit(1);
  if (!c) throw notFound(CHAT_MESSAGES.conversationNotFound);
  const [messages, escalations, leads] = await Promise.all([
    transcript(db, [c.id]),
    db
      .select()
      .from(chatEscalations)
      .where(eq(chatEscalations.conversationId, c.id))
      .orderBy(asc(chatEscalations.createdAt), asc(chatEscalations.id)),
    db.select().from(chatLeads).where(eq(chatLeads.conversationId, c.id)).orderBy(asc(chatLeads.createdAt), asc(chatLeads.id)),
  ]);
  return {
    ...listItem(c, messages.length),
    user_agent: c.userAgent,
    satisfaction_feedback: c.satisfactionFeedback,
    context: c.context as Record<string, unknown>,
    messages: messages.map((m) => ({
      id: m.id,
      step_number: m.stepNumber,
      question: m.question,
      answer: m.answer,
      input_type: m.inputType,
      response_time_seconds: m.responseTimeSeconds,
      created_at: m.createdAt.toISOString(),
      answered_at: m.answeredAt?.toISOString() ?? null,
    })),
    escalations: escalations.map((e) => ({
      id: e.id,
      reason: e.reason,
      contact_email: e.contactEmail,
      contact_phone: e.contactPhone,
      contact_name: e.contactName,
      feedback: e.feedback,
      created_at: e.createdAt.toISOString(),
    })),
    leads: leads.map((l) => ({
      id: l.id,
      lead_type: l.leadType,
      name: l.name,
      email: l.email,
      phone: l.phone,
      property_id: l.propertyId,
      property_title: l.propertyTitle,
      details: l.details,
      created_at: l.createdAt.toISOString(),
    })),
  };
}

export async function chatStats(db: Db, now = new Date()): Promise<ChatStats> {
  await markAbandoned(db, now);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [byStatus, byFlow, [sat], [recent]] = await Promise.all([
    db.select({ key: chatConversations.status, n: count() }).from(chatConversations).groupBy(chatConversations.status),
    db.select({ key: chatConversations.flowType, n: count() }).from(chatConversations).groupBy(chatConversations.flowType),
    db
      .select({
        satisfied: sql<number>`count(*) filter (where ${chatConversations.isSatisfied} = true)::int`,
        unsatisfied: sql<number>`count(*) filter (where ${chatConversations.isSatisfied} = false)::int`,
      })
      .from(chatConversations),
    db.select({ n: count() }).from(chatConversations).where(gte(chatConversations.createdAt, weekAgo)),
  ]);
  const status_breakdown = Object.fromEntries(CHAT_STATUSES.map((s) => [s, 0])) as ChatStats['status_breakdown'];
  for (const r of byStatus) status_breakdown[r.key] = Number(r.n);
  const flow_breakdown = Object.fromEntries(CHAT_FLOW_TYPES.map((f) => [f, 0])) as ChatStats['flow_breakdown'];
  for (const r of byFlow) if (r.key) flow_breakdown[r.key] = Number(r.n);
  const satisfied = Number(sat.satisfied);
  const unsatisfied = Number(sat.unsatisfied);
  const answered = satisfied + unsatisfied;
  return {
    total_conversations: Object.values(status_breakdown).reduce((a, b) => a + b, 0),
    status_breakdown,
    satisfaction: {
      satisfied,
      unsatisfied,
      // A percentage with one decimal; 0 when nobody has answered yet.
      satisfaction_rate: answered ? Math.round((satisfied / answered) * 1000) / 10 : 0,
    },
    recent_activity: { conversations_last_7_days: Number(recent.n) },
    flow_breakdown,
  };
}
