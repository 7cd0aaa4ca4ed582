import { eq } from 'drizzle-orm';
import { RESIDENT_MESSAGES as M } from '@rentfront/shared/residents';
import type { Db } from '../../db/client';
import { leaseEvents, leases, type ResidentRow } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/errors';
import { findOwnLease } from './leases';

/**
 * A resident declines a renewal offer (issue 32 item 6): a lease that follows another
 * (`renewal_of`) and still waits for signatures becomes `cancelled`, with the resident's reason on
 * its timeline. The row is locked so a signature and the decline never interleave.
 */
export async function declineRenewal(db: Db, resident: ResidentRow, leaseId: string, reason: string | undefined) {
  return db.transaction(async (tx) => {
    const own = await findOwnLease(tx, resident.id, leaseId);
    if (!own) throw notFound(M.notFound);
    const [lease] = await tx.select().from(leases).where(eq(leases.id, own.id)).for('update');
    if (!lease!.renewalOf) throw conflict(M.notARenewal);
    if (lease!.status !== 'out_for_signature') throw conflict(M.notDeclinable);
    const now = new Date();
    const [updated] = await tx
      .update(leases)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(leases.id, lease!.id))
      .returning();
    await tx.insert(leaseEvents).values({
      leaseId: lease!.id,
      kind: 'cancelled',
      actor: resident.fullName,
      detail: { declined_by_resident: true, reason: reason?.trim() || null },
      at: now,
    });
    return updated!;
  });
}
