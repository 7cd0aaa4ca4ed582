// What every rent report shares: which leases it covers (signed, active and ended ones; a status
// filter narrows it), the lease list's own search, the residents' names in lease order, and the
// page answer. Kept here so the four reports cannot drift in what "a lease of the report" means.
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { RENT_ROLL_STATUSES, type RentRollStatus } from '@rentfront/shared/rent-reports';
import type { DbOrTx } from '../../db/client';
import { leaseResidents, leases } from '../../db/schema';
import { leaseFilters } from '../leases/queries';

export interface ReportScope {
  status?: RentRollStatus;
  search?: string;
}

/** The leases a report covers, as a WHERE on `leases`. */
export function reportLeases(db: DbOrTx, scope: ReportScope, today: string): SQL {
  const statuses = scope.status ? [scope.status] : [...RENT_ROLL_STATUSES];
  const search = scope.search ? leaseFilters(db, { search: scope.search }, today) : undefined;
  return and(inArray(leases.status, statuses), search)!;
}

/** The residents' names per lease, in the lease's order. */
export async function residentNames(db: DbOrTx, leaseIds: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (leaseIds.length === 0) return names;
  const rows = await db
    .select({ leaseId: leaseResidents.leaseId, fullName: leaseResidents.fullName })
    .from(leaseResidents)
    .where(inArray(leaseResidents.leaseId, [...leaseIds]))
    .orderBy(asc(leaseResidents.leaseId), asc(leaseResidents.position));
  for (const r of rows) names.set(r.leaseId, [...(names.get(r.leaseId) ?? []), r.fullName]);
  return names;
}

/** The lease columns every report row starts with. */
export const LEASE_FIELDS = { id: leases.id, reference: leases.reference, status: leases.status, propertyTitle: leases.propertyTitle };

interface LeaseFieldsRow {
  id: string;
  reference: string;
  status: string;
  propertyTitle: string | null;
}

/** Reads the page's residents once, then gives each row its lease facts as the answer words them. */
export async function leaseFactsOf(db: DbOrTx, rows: readonly LeaseFieldsRow[]) {
  const names = await residentNames(
    db,
    rows.map((r) => r.id),
  );
  return (r: LeaseFieldsRow) => ({
    lease_id: r.id,
    reference: r.reference,
    // The report's WHERE keeps only these statuses (reportLeases).
    status: r.status as RentRollStatus,
    property_title: r.propertyTitle,
    residents: names.get(r.id) ?? [],
  });
}

/** The answer's page: `fetched` holds up to limit + 1 rows, so one more says there is a next page. */
export function pageOf<R>(fetched: R[], total: number, query: { limit: number; offset: number }) {
  return {
    rows: fetched.slice(0, query.limit),
    page: { total, limit: query.limit, offset: query.offset, has_next: fetched.length > query.limit },
  };
}

/** Integer cents from a SQL sum (PostgreSQL answers numeric as text; null when nothing was summed). */
export const cents = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
