import { and, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** Open maintenance: not yet completed or cancelled (server.md §3 Maintenance). */
const OPEN_MAINTENANCE_STATUSES = MAINTENANCE_OPEN_STATUSES;
/** "This week" of the spec's time windows: leads have no handled state, so the card shows a week's. */
export const LEADS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Rows of `table` matching `where`, counted up to COUNT_CAP (then a lower bound), so a visit after
 * a long absence costs at most COUNT_CAP + 1 index entries. Each call is served by a partial or
 * composite index on created_at (migration 0018, ADR 0006).
 */
async function cappedCount(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<AttentionCount> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [{ n }] = await db.select({ n: count() }).from(matches);
  return n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false };
}

/** `created_at > since` joined to the item's own condition, or null on a first visit (nothing is "new"). */
function newSince(db: DbOrTx, table: PgTable, createdAt: PgColumn, condition: SQL | undefined, since: Date | null) {
  return since ? cappedCount(db, table, and(condition, gt(createdAt, since))) : Promise.resolve(null);
}

interface CounterInput {
  db: DbOrTx;
  since: Date | null;
  now: Date;
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
  async applications_pending({ db, since, counts }) {
    const pending = eq(applications.status, 'pending');
    const [c, fresh] = await Promise.all([counts('applications'), newSince(db, applications, applications.createdAt, pending, since)]);
    return { ...exact(c.where({ status: 'pending' })), new_since_last_visit: fresh };
  },
  async screening_unreplied({ db, since, counts }) {
    const unreplied = isNull(screeningResponses.adminReply);
    const [c, fresh] = await Promise.all([
      counts('screening'),
      newSince(db, screeningResponses, screeningResponses.createdAt, unreplied, since),
    ]);
    return { ...exact(c.where({ replied: false })), new_since_last_visit: fresh };
  },
  async maintenance_open({ db, since, counts }) {
    const m = maintenanceRequests;
    const open = inArray(m.status, [...OPEN_MAINTENANCE_STATUSES]);
    const [c, fresh, freshUrgent] = await Promise.all([
      counts('maintenance'),
      newSince(db, m, m.createdAt, open, since),
      newSince(db, m, m.createdAt, and(open, eq(m.priority, 'urgent')), since),
    ]);
    const sum = (priority?: 'urgent') => OPEN_MAINTENANCE_STATUSES.reduce((n, status) => n + c.where({ status, priority }), 0);
    return { ...exact(sum()), new_since_last_visit: fresh, urgent: { count: sum('urgent'), new_since_last_visit: freshUrgent } };
  },
  async contacts_unread({ db, since, counts }) {
    const unread = eq(contactMessages.isRead, false);
    const [c, fresh] = await Promise.all([counts('contacts'), newSince(db, contactMessages, contactMessages.createdAt, unread, since)]);
    return { ...exact(c.where({ is_read: false })), new_since_last_visit: fresh };
  },
  async chat_escalations({ db, since, counts }) {
    const [c, fresh] = await Promise.all([counts('chatbot'), newSince(db, chatEscalations, chatEscalations.createdAt, undefined, since)]);
    return { ...exact(c.where({ status: 'escalated' })), new_since_last_visit: fresh };
  },
  async chat_leads({ db, since, now }) {
    const weekAgo = new Date(now.getTime() - LEADS_WINDOW_MS);
    const [week, fresh] = await Promise.all([
      cappedCount(db, chatLeads, gt(chatLeads.createdAt, weekAgo)),
      // New since the last visit, within the week the card counts.
      newSince(db, chatLeads, chatLeads.createdAt, gt(chatLeads.createdAt, weekAgo), since),
    ]);
    return { count: week.count, count_capped: week.capped, new_since_last_visit: fresh };
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
  const items = await Promise.all(
    ATTENTION_KEYS.map(async (key) => ({ key, ...(await ATTENTION_COUNTERS[key]({ db, since, now, counts })) })),
  );
  return { items, last_visit_at: since?.toISOString() ?? null, generated_at: now.toISOString() };
}
