import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import {
  describeSavedSearch,
  SAVED_SEARCH_ALERT_INTERVAL_MS,
  SAVED_SEARCH_ALERT_MAX_HOMES,
  SAVED_SEARCH_CONFIRM_TTL_MS,
  savedSearchQuery,
  type PropertyListQuery,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import { startPeriodic } from '../../platform/jobs/periodic';
import type { Tx } from '../../db/client';
import { properties, savedSearches, type SavedSearchRow } from '../../db/schema';
import { enqueueEmail } from '../../platform/mail/outbox';
import { rowsOf } from '../../platform/pii/encrypted-columns';
import { listConditions } from '../properties/filters';
import { alertEmail } from './emails';
import { issueSavedSearchToken } from './tokens';

/** A search with nothing new is looked at again after this (a send waits a whole day). */
export const ALERT_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** How often each node runs the job; the database decides which node gets which search. */
export const ALERT_JOB_INTERVAL_MS = 15 * 60 * 1000;
/** Searches claimed per transaction. */
const BATCH = 20;
/** Unconfirmed searches are erased this long after their last confirmation link expired. */
const PENDING_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** The database's clock: every node compares with the same time (properties.created_at is set by it too). */
async function databaseNow(ctx: AppContext): Promise<Date> {
  const [row] = rowsOf<{ now: string | Date }>(await ctx.db.execute(sql`select now() as now`));
  return new Date(row.now);
}

/** The newest homes listed since the search's last check that match its filters, available to rent. */
async function newHomes(tx: Tx, search: SavedSearchRow, now: Date) {
  const query = { ...search.filters, status: 'available' } as PropertyListQuery;
  return tx
    .select({
      title: properties.title,
      slug: properties.slug,
      price: properties.price,
      totalMonthlyCost: properties.totalMonthlyCost,
      city: properties.city,
      state: properties.state,
      bedrooms: properties.bedrooms,
    })
    .from(properties)
    .where(and(listConditions(query), gt(properties.createdAt, search.checkedUntil ?? now), lte(properties.createdAt, now)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(SAVED_SEARCH_ALERT_MAX_HOMES + 1);
}

/** Looks at one claimed search: queues its alert when there are new homes, and says when to look next. */
async function checkSearch(ctx: AppContext, tx: Tx, search: SavedSearchRow, now: Date): Promise<boolean> {
  const homes = await newHomes(tx, search, now);
  if (homes.length === 0) {
    await tx
      .update(savedSearches)
      .set({ checkedUntil: now, nextCheckAt: new Date(now.getTime() + ALERT_CHECK_INTERVAL_MS) })
      .where(eq(savedSearches.id, search.id));
    return false;
  }
  // A fresh unsubscribe link per mail: only its hash is kept, and older mails' links keep working.
  const token = await issueSavedSearchToken(tx, search.id, 'unsubscribe', null);
  const mail = alertEmail(ctx.config, {
    summary: describeSavedSearch(search.filters),
    homes: homes.slice(0, SAVED_SEARCH_ALERT_MAX_HOMES),
    more: homes.length > SAVED_SEARCH_ALERT_MAX_HOMES,
    searchQuery: savedSearchQuery(search.filters),
    token,
  });
  await enqueueEmail(tx, { to: ctx.pii.decrypt(search.email), ...mail });
  await tx
    .update(savedSearches)
    .set({ checkedUntil: now, lastSentAt: now, nextCheckAt: new Date(now.getTime() + SAVED_SEARCH_ALERT_INTERVAL_MS) })
    .where(eq(savedSearches.id, search.id));
  return true;
}

/**
 * One pass of the alert job: every confirmed search that is due is checked, and gets at most one
 * mail through the outbox. Searches are claimed with `for update skip locked` inside the
 * transaction that queues their mail and moves their next check a day on, so two nodes (or two
 * overlapping runs) never take the same search, and a crash rolls both back together.
 * Unconfirmed searches are never claimed. Returns how many alerts were queued.
 */
export async function runAlerts(ctx: AppContext, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? (await databaseNow(ctx));
  let sent = 0;
  for (;;) {
    const { claimed, queued } = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.status, 'confirmed'), lte(savedSearches.nextCheckAt, now)))
        .orderBy(asc(savedSearches.nextCheckAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const search of due) if (await checkSearch(ctx, tx, search, now)) count += 1;
      return { claimed: due.length, queued: count };
    });
    sent += queued;
    if (claimed < BATCH) break;
  }
  // Data kept no longer than needed: a search never confirmed goes a week after its link expired.
  await ctx.db
    .delete(savedSearches)
    .where(
      and(
        eq(savedSearches.status, 'pending'),
        lt(savedSearches.updatedAt, new Date(now.getTime() - SAVED_SEARCH_CONFIRM_TTL_MS - PENDING_KEEP_MS)),
      ),
    );
  if (sent > 0) ctx.mailer.kick();
  return sent;
}

/**
 * Runs the job every 15 minutes on every node (the claims above keep them from sending twice).
 * The timer never holds the process open; stopping waits for a run in progress.
 */
export function startAlertJob(ctx: AppContext, intervalMs = ALERT_JOB_INTERVAL_MS): () => Promise<void> {
  return startPeriodic(
    ctx,
    intervalMs,
    async () => {
      const sent = await runAlerts(ctx);
      if (sent > 0) ctx.logger.info({ sent }, 'saved-search alerts queued');
    },
    'saved-search alert run failed',
  );
}
