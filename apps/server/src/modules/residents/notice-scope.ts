import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaseResidents, leases, notices } from '../../db/schema';
import { addDays, officeDayStart } from '../leases/dates';

/** A lease that makes its residents the office's residents now (ADR 0034: a draft is not yet theirs). */
const CURRENT = ['out_for_signature', 'signed', 'active'] as const;

/**
 * Which notices are meant for a resident (issue 32 item 3). A notice has no property or audience
 * (admin-back-office.md: title, description, file, active or not; the public /notice page shows
 * every active one), so an active notice is the office's word to all its residents, and "all its
 * residents" is who lives there when it is published:
 * - a resident with a current lease (out for signature, signed or active) reads every active notice;
 * - a past resident reads those published until they moved out (the later of the day after the
 *   move-out date and the moment the lease was ended), none after;
 * - a resident whose only leases were cancelled (a declined offer) never lived there: none.
 * Answers the condition on `notices`, or null for "none".
 */
export async function noticesMeantFor(db: DbOrTx, residentId: string): Promise<SQL | null> {
  const mine = db.select({ id: leaseResidents.leaseId }).from(leaseResidents).where(eq(leaseResidents.residentId, residentId));
  const rows = await db
    .select({ status: leases.status, endedAt: leases.endedAt, moveOutDate: leases.moveOutDate, endDate: leases.endDate })
    .from(leases)
    .where(and(inArray(leases.id, mine), inArray(leases.status, [...CURRENT, 'ended'])));
  const active = eq(notices.isActive, true);
  if (rows.some((r) => (CURRENT as readonly string[]).includes(r.status))) return active;
  let until: number | null = null;
  for (const r of rows) {
    const lastDay = r.moveOutDate ?? r.endDate;
    const dayAfter = lastDay ? officeDayStart(addDays(lastDay, 1)).getTime() : 0;
    const end = Math.max(dayAfter, r.endedAt?.getTime() ?? 0);
    if (end > 0) until = Math.max(until ?? 0, end);
  }
  return until === null ? null : and(active, lte(notices.createdAt, new Date(until)))!;
}
