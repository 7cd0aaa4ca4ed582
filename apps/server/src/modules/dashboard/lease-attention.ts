// The lease items of "Needs attention" (issue 32 item 5): leases awaiting the office's
// countersignature, leases out for signature for more than 3 days, and active leases ending within
// 60 days (the office's calendar, ADR 0025) that have no renewal yet. Each is a capped count
// (attention.ts), with what entered the state since the staff user's last visit.
import { and, eq, gt, gte, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';
import type { DbOrTx } from '../../db/client';
import { leases } from '../../db/schema';
import { addDays, localDate } from '../tours/slots';
import { officeDayStart } from '../leases/dates';
import { leaseFilters } from '../leases/queries';

/**
 * "Out for signature for more than 3 days", in whole office days: sent before the office day 3
 * days ago began, so every lease counted has waited more than 72 hours, and the card's link
 * (`sent_before`, a day) lists exactly the leases counted.
 */
export const LEASE_SIGNATURE_STALE_DAYS = 3;

/** The `sent_before` day of "out for signature more than 3 days" at `at`. */
export const signatureOverdueSentBefore = (at: Date) => addDays(localDate(at, SITE_TIME_ZONE), -LEASE_SIGNATURE_STALE_DAYS);

/** The list the card's "out for signature more than 3 days" opens: the same filter as its count. */
export const signatureOverdueHref = (now: Date) => `/admin/leases?status=out_for_signature&sent_before=${signatureOverdueSentBefore(now)}`;
/** "Ending within 60 days without a renewal". */
export const LEASE_ENDING_DAYS = 60;

export const LEASE_ATTENTION_KEYS = ['leases_awaiting_countersignature', 'leases_signature_overdue', 'leases_ending_unrenewed'] as const;
export type LeaseAttentionKey = (typeof LEASE_ATTENTION_KEYS)[number];

const renewal = alias(leases, 'renewal');

function noRenewal(db: DbOrTx) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(renewal)
      .where(and(eq(renewal.renewalOf, leases.id), ne(renewal.status, 'cancelled'))),
  );
}

/**
 * The condition of each item at `now`, and with `since` only the rows that entered it after then:
 * signed after the last visit, gone stale after it (not yet stale on the day of the last visit),
 * or come within 60 days of their end after it.
 */
export function leaseAttentionQueries(db: DbOrTx, now: Date, since?: Date) {
  const today = localDate(now, SITE_TIME_ZONE);
  return {
    leases_awaiting_countersignature: {
      table: leases,
      where: and(eq(leases.status, 'signed'), isNull(leases.countersignedAt), since ? gt(leases.signedAt, since) : undefined)!,
    },
    leases_signature_overdue: {
      table: leases,
      // The list's own filter, so the count and the linked list cannot drift apart.
      where: and(
        leaseFilters(db, { status: 'out_for_signature', sent_before: signatureOverdueSentBefore(now), search: undefined }, today),
        since ? gte(leases.sentAt, officeDayStart(signatureOverdueSentBefore(since))) : undefined,
      )!,
    },
    leases_ending_unrenewed: {
      table: leases,
      where: and(
        eq(leases.status, 'active'),
        gte(leases.endDate, today),
        lte(leases.endDate, addDays(today, LEASE_ENDING_DAYS)),
        since ? gt(leases.endDate, addDays(localDate(since, SITE_TIME_ZONE), LEASE_ENDING_DAYS)) : undefined,
        noRenewal(db),
      )!,
    },
  } satisfies Record<LeaseAttentionKey, { table: typeof leases; where: ReturnType<typeof and> }>;
}
