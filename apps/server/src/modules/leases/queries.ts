// Reads of leases: the admin list (filters, search, header sorts, paging) and one lease with its
// residents, charges, signatures, documents and timeline.
import { and, asc, desc, eq, gte, inArray, lt, lte, notInArray, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Lease, LeaseListData } from '@rentfront/shared/lease-answers';
import type { LeaseListQuery } from '@rentfront/shared/leases';
import type { DbOrTx } from '../../db/client';
import { leaseCharges, leaseDocuments, leaseEvents, leaseResidents, leases, leaseSignatures, type LeaseRow } from '../../db/schema';
import { searchedTotal } from '../../platform/list-counts';
import { sortedOrder } from '../../platform/list-sort';
import { textMatchAny } from '../../platform/search-text';
import { addDays, officeDayStart, officeToday } from './dates';
import { toLease, toLeaseListItem } from './serialize';
import { isUuid } from '../../platform/ids';

/** Malformed ids are answered like unknown ones (404), so they never reach SQL as a uuid. */

/** Newest first, id as the tie-breaker (leases_created_idx). */
const ORDER = [desc(leases.createdAt), desc(leases.id)];

/** The header sorts of LIST_SORTS.leases: "property" sorts by the property's title. */
const SORTS = {
  property: leases.propertyTitle,
  start_date: leases.startDate,
  end_date: leases.endDate,
  monthly_rent_cents: leases.monthlyRentCents,
  status: leases.status,
  created_at: leases.createdAt,
};

/**
 * The list's filters. "Ending within N days": a lease still running (not ended or cancelled) whose
 * end date falls from today to today + N (leases_end_date_idx). "Sent before" a day: sent for
 * signature before that office day began (a draft, never sent, is not). The search matches the reference,
 * the property's title and address, and any resident's name or e-mail (each a trigram index).
 */
export function leaseFilters(
  db: DbOrTx,
  query: Pick<LeaseListQuery, 'status' | 'ending_within' | 'sent_before' | 'search'>,
  today: string,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(leases.status, query.status));
  if (query.ending_within) {
    conditions.push(
      gte(leases.endDate, today),
      lte(leases.endDate, addDays(today, query.ending_within)),
      notInArray(leases.status, ['ended', 'cancelled']),
    );
  }
  if (query.sent_before) conditions.push(lt(leases.sentAt, officeDayStart(query.sent_before)));
  if (query.search) {
    // A union of two index reads (the leases' trigram indexes, the residents' trigram indexes),
    // not an OR with a correlated EXISTS, which would test every lease.
    const byLease = db
      .select({ id: leases.id })
      .from(leases)
      .where(textMatchAny([leases.reference, leases.propertyTitle, leases.propertyAddress], query.search));
    const byResident = db
      .select({ id: leaseResidents.leaseId })
      .from(leaseResidents)
      .where(textMatchAny([leaseResidents.fullName, leaseResidents.email], query.search));
    conditions.push(inArray(leases.id, union(byLease, byResident)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listLeases(db: DbOrTx, query: LeaseListQuery, now: Date = new Date()): Promise<LeaseListData> {
  const today = officeToday(now);
  const where = leaseFilters(db, query, today);
  const fetched = await db
    .select()
    .from(leases)
    .where(where)
    .orderBy(...sortedOrder(SORTS, query.sort, query.dir, leases.id, ORDER))
    .limit(query.limit + 1)
    .offset(query.offset);
  const more = fetched.length > query.limit;
  const rows = fetched.slice(0, query.limit);
  const [{ total }, people] = await Promise.all([
    searchedTotal(db, leases, where, { offset: query.offset, rows: rows.length, more }),
    rows.length
      ? db
          .select({ leaseId: leaseResidents.leaseId, fullName: leaseResidents.fullName, email: leaseResidents.email })
          .from(leaseResidents)
          .where(
            inArray(
              leaseResidents.leaseId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(leaseResidents.position))
      : Promise.resolve([]),
  ]);
  const byLease = new Map<string, { fullName: string; email: string }[]>();
  for (const p of people) byLease.set(p.leaseId, [...(byLease.get(p.leaseId) ?? []), p]);
  return {
    leases: rows.map((row) => toLeaseListItem(row, byLease.get(row.id) ?? [], today)),
    pagination: { total, limit: query.limit, offset: query.offset, has_next: more, has_prev: query.offset > 0 },
  };
}

/** The lease row, or undefined for an unknown or malformed id. */
export async function findLeaseRow(db: DbOrTx, id: string): Promise<LeaseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(leases).where(eq(leases.id, id)).limit(1);
  return row;
}

/** One lease with everything the detail page shows, read in one round of queries. */
export async function loadLease(db: DbOrTx, row: LeaseRow): Promise<Lease> {
  const [residents, charges, signatures, documents, events] = await Promise.all([
    db.select().from(leaseResidents).where(eq(leaseResidents.leaseId, row.id)).orderBy(asc(leaseResidents.position)),
    db.select().from(leaseCharges).where(eq(leaseCharges.leaseId, row.id)).orderBy(asc(leaseCharges.position)),
    db
      .select()
      .from(leaseSignatures)
      .where(eq(leaseSignatures.leaseId, row.id))
      .orderBy(asc(leaseSignatures.signedAt), asc(leaseSignatures.id)),
    db
      .select()
      .from(leaseDocuments)
      .where(eq(leaseDocuments.leaseId, row.id))
      .orderBy(asc(leaseDocuments.version), asc(leaseDocuments.createdAt)),
    db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, row.id)).orderBy(asc(leaseEvents.at), asc(leaseEvents.id)),
  ]);
  return toLease(row, { residents, charges, signatures, documents, events });
}
