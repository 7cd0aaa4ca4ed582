// Activation (issue 32 item 1): a countersigned lease whose start date has come (the office's day,
// ADR 0025) becomes active and its property rented. Run every 15 minutes on every node and right
// after a countersignature; each lease is settled in its own transaction under the property lock.
import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { leases, properties } from '../../db/schema';
import { startPeriodic } from '../../platform/jobs/periodic';
import { recordLeaseChange, SYSTEM_ACTOR } from './actor';
import { officeToday } from './dates';

export const ACTIVATION_JOB_INTERVAL_MS = 15 * 60_000;

/**
 * Activates the due leases (or only `leaseId`) and answers how many. A renewal takes over from the
 * lease it renews once that one's term is over (the old one is ended on its end date); any other
 * active lease on the property keeps the new one waiting, signed, for the office to sort out.
 */
export async function activateDueLeases(ctx: AppContext, options: { leaseId?: string; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const today = officeToday(now);
  const due = await ctx.db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.status, 'signed'),
        isNotNull(leases.countersignedAt),
        lte(leases.startDate, today),
        options.leaseId ? eq(leases.id, options.leaseId) : undefined,
      ),
    );
  let activated = 0;
  for (const { id } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const [lease] = await tx.select().from(leases).where(eq(leases.id, id)).for('update');
      if (!lease || lease.status !== 'signed' || !lease.countersignedAt) return false;
      if (lease.propertyId) {
        await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, lease.propertyId)).for('update');
        const [other] = await tx
          .select()
          .from(leases)
          .where(and(eq(leases.propertyId, lease.propertyId), eq(leases.status, 'active'), ne(leases.id, lease.id)));
        if (other) {
          const renewed = lease.renewalOf === other.id && other.endDate !== null && other.endDate < lease.startDate;
          if (!renewed) return false;
          await tx.update(leases).set({ status: 'ended', moveOutDate: null, endedAt: now, updatedAt: now }).where(eq(leases.id, other.id));
          await recordLeaseChange(tx, SYSTEM_ACTOR, { leaseId: other.id, kind: 'ended', detail: { renewed_by: lease.reference }, at: now });
        }
        await tx.update(properties).set({ status: 'rented', updatedAt: now }).where(eq(properties.id, lease.propertyId));
      }
      await tx.update(leases).set({ status: 'active', activatedAt: now, updatedAt: now }).where(eq(leases.id, lease.id));
      await recordLeaseChange(tx, SYSTEM_ACTOR, { leaseId: lease.id, kind: 'activated', detail: { start_date: lease.startDate }, at: now });
      return true;
    });
    if (done) activated += 1;
  }
  // A property that became rented leaves the public lists' cached answers.
  if (activated > 0) ctx.readCaches.clear();
  return activated;
}

export function startLeaseActivationJob(ctx: AppContext, intervalMs = ACTIVATION_JOB_INTERVAL_MS): () => Promise<void> {
  return startPeriodic(
    ctx,
    intervalMs,
    async () => {
      const activated = await activateDueLeases(ctx);
      if (activated > 0) ctx.logger.info({ activated }, 'leases activated');
    },
    'lease activation run failed',
  );
}
