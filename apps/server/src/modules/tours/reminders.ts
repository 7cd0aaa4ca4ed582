import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { TOUR_ACTIVE_STATUSES } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { tours } from '../../db/schema';
import { startPeriodic } from '../../platform/jobs/periodic';
import { enqueueEmail } from '../../platform/mail/outbox';
import { rowsOf } from '../../platform/pii/encrypted-columns';
import { accessGrant, accessMailOptions, recordAccessSent } from './access';
import { visitorTourEmail } from './emails';
import { storedTourToken } from './manage-token';
import { loadHome, tourMail } from './service';
import { loadPropertyTourSettings, loadTourSettings } from './settings';

/** A reminder goes this long before the tour (or at once for a tour booked closer than that). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** How often each node looks for due reminders; the database decides which node sends which. */
export const REMINDER_JOB_INTERVAL_MS = 5 * 60 * 1000;
const BATCH = 20;

async function databaseNow(ctx: AppContext): Promise<Date> {
  const [row] = rowsOf<{ now: string | Date }>(await ctx.db.execute(sql`select now() as now`));
  return new Date(row.now);
}

/**
 * One pass of the reminder job: active tours starting within 24 hours whose reminder is not sent
 * are claimed with `for update skip locked` in the transaction that queues the reminder and marks
 * it sent, so two nodes (or two overlapping runs) never remind twice and a crash rolls both back.
 * Self-guided reminders carry the home's access instructions only when access.ts allows it (each
 * such send is audited and told to the office), and otherwise say when they come; every reminder
 * carries the manage link unless it was revoked. Returns how many were queued.
 */
export async function runTourReminders(ctx: AppContext, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? (await databaseNow(ctx));
  const settings = await loadTourSettings(ctx.db);
  let queued = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(tours)
        .where(
          and(
            isNull(tours.reminderSentAt),
            inArray(tours.status, [...TOUR_ACTIVE_STATUSES]),
            gt(tours.startAt, now),
            lte(tours.startAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
          ),
        )
        .orderBy(asc(tours.startAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const tour of due) {
        const home = await loadHome(tx, tour.propertyId);
        const mail = tourMail(tour, home, settings.time_zone);
        const grant = accessGrant(settings, tour);
        const own = grant ? await loadPropertyTourSettings(tx, tour.propertyId) : null;
        const instructions = own?.accessInstructions ?? null;
        await enqueueEmail(
          tx,
          visitorTourEmail(ctx.config, mail, 'reminder', {
            accessInstructions: instructions,
            ...accessMailOptions(ctx, settings, tour),
            // The same manage link as the confirmation's: the visitor may still move or cancel.
            token: storedTourToken(ctx, tour),
          }),
        );
        await tx.update(tours).set({ reminderSentAt: now }).where(eq(tours.id, tour.id));
        if (grant && instructions) await recordAccessSent(ctx, tx, tour, mail, grant, now);
      }
      return due.length;
    });
    queued += claimed;
    if (claimed < BATCH) break;
  }
  if (queued > 0) ctx.mailer.kick();
  return queued;
}

/** Runs the reminder job every 5 minutes on every node; stopping waits for a run in progress. */
export function startTourReminderJob(ctx: AppContext, intervalMs = REMINDER_JOB_INTERVAL_MS): () => Promise<void> {
  return startPeriodic(
    ctx,
    intervalMs,
    async () => {
      const sent = await runTourReminders(ctx);
      if (sent > 0) ctx.logger.info({ sent }, 'tour reminders queued');
    },
    'tour reminder run failed',
  );
}
