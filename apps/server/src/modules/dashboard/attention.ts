import { and, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  ATTENTION_KEYS,
  MAINTENANCE_OPEN_STATUSES,
  type AttentionCount,
  type AttentionData,
  type AttentionItem,
  type AttentionKey,
} from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { applications, chatEscalations, chatLeads, contactMessages, maintenanceRequests, screeningResponses } from '../../db/schema';
import { COUNT_CAP, readListCounts, type ListCounts } from '../../platform/list-counts';

/** "This week" of the spec's time windows: leads have no handled state, so the card shows a week's. */
export const LEADS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A row count the card cannot read from the list counters: a table and a condition on it. */
export interface CountedQuery {
  table: PgTable;
  where: SQL;
}

const openMaintenance = () => inArray(maintenanceRequests.status, [...MAINTENANCE_OPEN_STATUSES]);

/**
 * What counts as "new since your last visit" for each item: rows created after `since` that still
 * need attention. Each is served by a partial or composite index on created_at (migration 0018;
 * attention.test.ts checks the plans), and counted only up to COUNT_CAP.
 */
export const NEW_SINCE = {
  applications_pending: (since: Date) => ({
    table: applications,
    where: and(eq(applications.status, 'pending'), gt(applications.createdAt, since))!,
  }),
  screening_unreplied: (since: Date) => ({
    table: screeningResponses,
    where: and(isNull(screeningResponses.adminReply), gt(screeningResponses.createdAt, since))!,
  }),
  maintenance_open: (since: Date) => ({
    table: maintenanceRequests,
    where: and(openMaintenance(), gt(maintenanceRequests.createdAt, since))!,
  }),
  maintenance_urgent: (since: Date) => ({
    table: maintenanceRequests,
    where: and(openMaintenance(), eq(maintenanceRequests.priority, 'urgent'), gt(maintenanceRequests.createdAt, since))!,
  }),
  contacts_unread: (since: Date) => ({
    table: contactMessages,
    where: and(eq(contactMessages.isRead, false), gt(contactMessages.createdAt, since))!,
  }),
  chat_escalations: (since: Date) => ({ table: chatEscalations, where: gt(chatEscalations.createdAt, since) }),
  chat_leads: (since: Date) => ({ table: chatLeads, where: gt(chatLeads.createdAt, since) }),
} satisfies Record<string, (since: Date) => CountedQuery>;

/** Rows matching, counted up to COUNT_CAP (then a lower bound): a long absence costs at most COUNT_CAP + 1 index entries. */
async function cappedCount(db: DbOrTx, { table, where }: CountedQuery): Promise<AttentionCount> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [{ n }] = await db.select({ n: count() }).from(matches);
  return n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false };
}

interface CounterInput {
  db: DbOrTx;
  now: Date;
  /** The item's "new since your last visit" count; null on a first visit (nothing is "new"). */
  fresh: (query: keyof typeof NEW_SINCE, notBefore?: Date) => Promise<AttentionCount | null>;
  /** Totals kept by the list counters (migration 0013): a read of a few rows each. */
  counts: (list: 'applications' | 'contacts' | 'screening' | 'maintenance' | 'chatbot') => Promise<ListCounts>;
}

type Counter = (input: CounterInput) => Promise<Omit<AttentionItem, 'key'>>;

const exact = (n: number) => ({ count: n, count_capped: false });

/**
 * One counter per item of ATTENTION_ITEMS (packages/shared/src/dashboard-attention.ts). Tours today
 * is the next one, once tours exist: add `tours_today` there and its counter here.
 */
export const ATTENTION_COUNTERS: Record<AttentionKey, Counter> = {
  async applications_pending({ counts, fresh }) {
    const [c, recent] = await Promise.all([counts('applications'), fresh('applications_pending')]);
    return { ...exact(c.where({ status: 'pending' })), new_since_last_visit: recent };
  },
  async screening_unreplied({ counts, fresh }) {
    const [c, recent] = await Promise.all([counts('screening'), fresh('screening_unreplied')]);
    return { ...exact(c.where({ replied: false })), new_since_last_visit: recent };
  },
  async maintenance_open({ counts, fresh }) {
    const [c, recent, recentUrgent] = await Promise.all([counts('maintenance'), fresh('maintenance_open'), fresh('maintenance_urgent')]);
    const open = (priority?: 'urgent') => MAINTENANCE_OPEN_STATUSES.reduce((n, status) => n + c.where({ status, priority }), 0);
    return { ...exact(open()), new_since_last_visit: recent, urgent: { count: open('urgent'), new_since_last_visit: recentUrgent } };
  },
  async contacts_unread({ counts, fresh }) {
    const [c, recent] = await Promise.all([counts('contacts'), fresh('contacts_unread')]);
    return { ...exact(c.where({ is_read: false })), new_since_last_visit: recent };
  },
  async chat_escalations({ counts, fresh }) {
    // Escalated conversations stay escalated; "new" is the escalations recorded since the last visit.
    const [c, recent] = await Promise.all([counts('chatbot'), fresh('chat_escalations')]);
    return { ...exact(c.where({ status: 'escalated' })), new_since_last_visit: recent };
  },
  async chat_leads({ db, now, fresh }) {
    const weekAgo = new Date(now.getTime() - LEADS_WINDOW_MS);
    // The week's leads, and of them those new since the last visit.
    const [week, recent] = await Promise.all([cappedCount(db, NEW_SINCE.chat_leads(weekAgo)), fresh('chat_leads', weekAgo)]);
    return { count: week.count, count_capped: week.capped, new_since_last_visit: recent };
  },
};

/** Every item of the card, counted together; each list's counters are read once. */
export async function countAttention(db: DbOrTx, since: Date | null, now: Date): Promise<AttentionData> {
  const lists = new Map<string, Promise<ListCounts>>();
  const counts: CounterInput['counts'] = (list) => {
    let read = lists.get(list);
    if (!read) {
      read = readListCounts(db, list);
      lists.set(list, read);
    }
    return read;
  };
  const fresh: CounterInput['fresh'] = async (query, notBefore) => {
    if (!since) return null;
    const from = notBefore && notBefore > since ? notBefore : since;
    return cappedCount(db, NEW_SINCE[query](from));
  };
  const items = await Promise.all(
    ATTENTION_KEYS.map(async (key) => ({ key, ...(await ATTENTION_COUNTERS[key]({ db, now, fresh, counts })) })),
  );
  return { items, last_visit_at: since?.toISOString() ?? null, generated_at: now.toISOString() };
}
