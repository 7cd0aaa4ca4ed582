import { and, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaseResidents, leases, notices } from '../../db/schema';
import { addDays, officeDayStart } from '../leases/dates';

/** A lease that makes its residents the office's residents now (ADR 0034: a draft is not yet theirs). */
const CURRENT = ['out_for_signature', 'signed', 'active'] as const;

interface LeaseSpan {
  status: string;
  /** Null once the property was deleted (its notices went with it). */
  propertyId: string | null;
  endedAt: Date | null;
  moveOutDate: string | null;
  endDate: string | null;
}

/**
 * Until when a lease made its residents live there: Infinity while it is current; for an ended
 * one the later of the day after the move-out date (or end date) and the moment it was ended;
 * null when an ended lease names no day at all.
 */
function livedUntil(lease: LeaseSpan): number | null {
  if ((CURRENT as readonly string[]).includes(lease.status)) return Infinity;
  const lastDay = lease.moveOutDate ?? lease.endDate;
  const dayAfter = lastDay ? officeDayStart(addDays(lastDay, 1)).getTime() : 0;
  const end = Math.max(dayAfter, lease.endedAt?.getTime() ?? 0);
  return end > 0 ? end : null;
}

const latest = (a: number | null | undefined, b: number | null) => (b === null ? (a ?? null) : Math.max(a ?? 0, b));
const publishedUntil = (until: number): SQL | undefined => (until === Infinity ? undefined : lte(notices.createdAt, new Date(until)));

/**
 * Which notices are meant for a resident (issue 32 item 3, ADR 0038). An active notice with no
 * property is the office's word to all its residents; one with a property is for the residents of
 * that home. "Its residents" are who live there when it is published:
 * - with a current lease (out for signature, signed or active), every notice for everyone and
 *   every notice for that lease's property;
 * - after moving out, those published until they moved out (livedUntil), none after;
 * - a resident whose only leases were cancelled (a declined offer) never lived there: none.
 * Answers the condition on `notices`, or null for "none".
 */
export async function noticesMeantFor(db: DbOrTx, residentId: string): Promise<SQL | null> {
  const mine = db.select({ id: leaseResidents.leaseId }).from(leaseResidents).where(eq(leaseResidents.residentId, residentId));
  const spans: LeaseSpan[] = await db
    .select({
      status: leases.status,
      propertyId: leases.propertyId,
      endedAt: leases.endedAt,
      moveOutDate: leases.moveOutDate,
      endDate: leases.endDate,
    })
    .from(leases)
    .where(and(inArray(leases.id, mine), inArray(leases.status, [...CURRENT, 'ended'])));

  let everyone: number | null = null;
  const byHome = new Map<string, number>();
  for (const span of spans) {
    const until = livedUntil(span);
    everyone = latest(everyone, until);
    if (span.propertyId === null) continue;
    const home = latest(byHome.get(span.propertyId), until);
    if (home !== null) byHome.set(span.propertyId, home);
  }
  if (everyone === null) return null;

  const audiences = [
    and(isNull(notices.propertyId), publishedUntil(everyone))!,
    ...[...byHome].map(([propertyId, until]) => and(eq(notices.propertyId, propertyId), publishedUntil(until))!),
  ];
  return and(eq(notices.isActive, true), or(...audiences))!;
}
