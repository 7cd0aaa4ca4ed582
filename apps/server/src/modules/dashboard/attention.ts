import { and, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import {
  ATTENTION_KEYS,
  MAINTENANCE_OPEN_STATUSES,
  TOUR_ACTIVE_STATUSES,
  type AttentionCount,
  type AttentionData,
  type AttentionItem,
  type AttentionKey,
} from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { applications, chatEscalations, chatLeads, contactMessages, maintenanceRequests, screeningResponses, tours } from '../../db/schema';
import { loadTourSettings } from '../tours/settings';
import { addDays, localDate, zonedInstant } from '../tours/slots';
import { readManyListCounts, type ListCounts } from '../../platform/list-counts';
import { cappedCounts, type CountedQuery, type TableCount } from './counted-query';
import { LEASE_ATTENTION_KEYS, leaseAttentionQueries, signatureOverdueHref } from './lease-attention';
import { MONEY_ATTENTION_KEYS, moneyAttentionQueries, paymentsFailedHref } from './money-attention';

/** The items counted by a query of their own domain (lease-attention.ts, money-attention.ts). */
const QUERIED_KEYS = [...LEASE_ATTENTION_KEYS, ...MONEY_ATTENTION_KEYS] as const;
type QueriedKey = (typeof QUERIED_KEYS)[number];

function queriedAttention(db: DbOrTx, now: Date, since?: Date): Record<QueriedKey, CountedQuery> {
  return { ...leaseAttentionQueries(db, now, since), ...moneyAttentionQueries(db, now, since) };
}

/** "This week" of the spec's time windows: leads have no handled state, so the card shows a week's. */
export const LEADS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

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
} satisfies Record<string, (since: Date) => TableCount>;

const LISTS = ['applications', 'contacts', 'screening', 'maintenance', 'chatbot'] as const;

interface CounterInput {
  /** Totals kept by the list counters (migration 0013). */
  counts: Record<(typeof LISTS)[number], ListCounts>;
  /** Each item's "new since your last visit" count; null on a first visit (nothing is "new"). */
  fresh: Record<keyof typeof NEW_SINCE, AttentionCount | null>;
  /** The week's chat leads (they have no handled state, so the card shows a week's). */
  weekLeads: AttentionCount;
  /** Today's tours still to happen (booked or confirmed), and of them those booked since the last visit. */
  toursToday: AttentionCount;
  toursTodayNew: AttentionCount | null;
  /** The lease and money items, and of each what entered it since the last visit. */
  queried: Record<QueriedKey, AttentionCount>;
  queriedNew: Record<QueriedKey, AttentionCount> | null;
  /** The instant counted at (the day-bound links are built from it). */
  now: Date;
}

type Counter = (input: CounterInput) => Omit<AttentionItem, 'key'>;

const exact = (n: number) => ({ count: n, count_capped: false });

const queriedCounter =
  (key: QueriedKey): Counter =>
  ({ queried, queriedNew }) => ({
    count: queried[key].count,
    count_capped: queried[key].capped,
    new_since_last_visit: queriedNew?.[key] ?? null,
  });

/** One counter per item of ATTENTION_ITEMS (packages/shared/src/dashboard-attention.ts). */
export const ATTENTION_COUNTERS: Record<AttentionKey, Counter> = {
  tours_today: ({ toursToday, toursTodayNew }) => ({
    count: toursToday.count,
    count_capped: toursToday.capped,
    new_since_last_visit: toursTodayNew,
  }),
  applications_pending: ({ counts, fresh }) => ({
    ...exact(counts.applications.where({ status: 'pending' })),
    new_since_last_visit: fresh.applications_pending,
  }),
  screening_unreplied: ({ counts, fresh }) => ({
    ...exact(counts.screening.where({ replied: false })),
    new_since_last_visit: fresh.screening_unreplied,
  }),
  maintenance_open: ({ counts, fresh }) => {
    const open = (priority?: 'urgent') =>
      MAINTENANCE_OPEN_STATUSES.reduce((n, status) => n + counts.maintenance.where({ status, priority }), 0);
    return {
      ...exact(open()),
      new_since_last_visit: fresh.maintenance_open,
      urgent: { count: open('urgent'), new_since_last_visit: fresh.maintenance_urgent },
    };
  },
  contacts_unread: ({ counts, fresh }) => ({
    ...exact(counts.contacts.where({ is_read: false })),
    new_since_last_visit: fresh.contacts_unread,
  }),
  // Escalated conversations stay escalated; "new" is the escalations recorded since the last visit.
  chat_escalations: ({ counts, fresh }) => ({
    ...exact(counts.chatbot.where({ status: 'escalated' })),
    new_since_last_visit: fresh.chat_escalations,
  }),
  // The week's leads, and of them those new since the last visit.
  chat_leads: ({ weekLeads, fresh }) => ({
    count: weekLeads.count,
    count_capped: weekLeads.capped,
    new_since_last_visit: fresh.chat_leads,
  }),
  leases_awaiting_countersignature: queriedCounter('leases_awaiting_countersignature'),
  leases_signature_overdue: (input) => ({ ...queriedCounter('leases_signature_overdue')(input), href: signatureOverdueHref(input.now) }),
  leases_ending_unrenewed: queriedCounter('leases_ending_unrenewed'),
  late_balances: queriedCounter('late_balances'),
  payments_failed: (input) => ({ ...queriedCounter('payments_failed')(input), href: paymentsFailedHref(input.now) }),
  deposit_statements_due: queriedCounter('deposit_statements_due'),
};

/**
 * Every item of the card in two statements: the five lists' counters, and every capped count
 * (the week's leads and, after a first visit, each "new since").
 */
export async function countAttention(db: DbOrTx, since: Date | null, now: Date): Promise<AttentionData> {
  const weekAgo = new Date(now.getTime() - LEADS_WINDOW_MS);
  const freshKeys = since ? (Object.keys(NEW_SINCE) as (keyof typeof NEW_SINCE)[]) : [];
  // "Today" is the office's day, in the site's time zone (a tour setting).
  const [counts, { time_zone }] = await Promise.all([readManyListCounts(db, LISTS), loadTourSettings(db)]);
  const today = toursOnDay(now, time_zone);
  const queries: Record<string, CountedQuery> = { weekLeads: NEW_SINCE.chat_leads(weekAgo), toursToday: today };
  if (since) queries.toursTodayNew = { table: today.table, where: and(today.where, gt(tours.createdAt, since))! };
  for (const key of freshKeys) {
    // New leads are of the week's: an absence longer than a week counts from a week ago.
    const from = key === 'chat_leads' && since! < weekAgo ? weekAgo : since!;
    queries[key] = NEW_SINCE[key](from);
  }
  const queriedNow = queriedAttention(db, now);
  const queriedSince = since ? queriedAttention(db, now, since) : null;
  for (const key of QUERIED_KEYS) {
    queries[key] = queriedNow[key];
    if (queriedSince) queries[`${key}_new`] = queriedSince[key];
  }
  const capped = await cappedCounts(db, queries);
  const fresh = Object.fromEntries(
    (Object.keys(NEW_SINCE) as (keyof typeof NEW_SINCE)[]).map((key) => [key, capped[key] ?? null]),
  ) as CounterInput['fresh'];
  const input: CounterInput = {
    counts,
    fresh,
    weekLeads: capped.weekLeads,
    toursToday: capped.toursToday,
    toursTodayNew: capped.toursTodayNew ?? null,
    queried: Object.fromEntries(QUERIED_KEYS.map((key) => [key, capped[key]!])) as CounterInput['queried'],
    queriedNew: since ? (Object.fromEntries(QUERIED_KEYS.map((key) => [key, capped[`${key}_new`]!])) as CounterInput['queriedNew']) : null,
    now,
  };
  const items = ATTENTION_KEYS.map((key) => ({ key, ...ATTENTION_COUNTERS[key](input) }));
  return { items, last_visit_at: since?.toISOString() ?? null, generated_at: now.toISOString() };
}

/** Tours still to happen on the site's calendar day of `now` (read on tours_start_idx). */
function toursOnDay(now: Date, timeZone: string): TableCount {
  const day = localDate(now, timeZone);
  const start = zonedInstant(day, '00:00', timeZone);
  const end = zonedInstant(addDays(day, 1), '00:00', timeZone);
  return {
    table: tours,
    where: and(gte(tours.startAt, start), lt(tours.startAt, end), inArray(tours.status, [...TOUR_ACTIVE_STATUSES]))!,
  };
}
