import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LEASE_HOLDING_STATUSES } from '@rentfront/shared/leases';
import { RESIDENT_MESSAGES as M, type AdminResident, type AdminResidentDetail, type ResidentListQuery } from '@rentfront/shared/residents';
import type { DbOrTx } from '../../db/client';
import { leaseResidents, leases, maintenanceRequests, residents, type LeaseRow, type ResidentRow } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { offsetPagination } from '../../platform/offset-pagination';
import { sortedOrder } from '../../platform/list-sort';
import { textMatchAny } from '../../platform/search-text';
import { isUuid } from '../../platform/ids';

const HOLDING = sql.raw(LEASE_HOLDING_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * "Current": one of their leases is signed or active (ADR 0034). An EXISTS over
 * lease_residents(resident_id) and the leases primary key: a few index probes per resident.
 */
const isCurrent = sql<boolean>`exists (select 1 from ${leaseResidents} lr join ${leases} l on l.id = lr.lease_id
  where lr.resident_id = ${residents.id} and l.status in (${HOLDING}))`;

const SORTS = { full_name: residents.fullName, email: residents.email, created_at: residents.createdAt };
const ORDER = [desc(residents.createdAt), desc(residents.id)];

function filters(query: ResidentListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status === 'current') conditions.push(isCurrent);
  if (query.status === 'past') conditions.push(sql`not ${isCurrent}`);
  // Each column's trigram index serves the search (residents_*_trgm_idx).
  if (query.search) conditions.push(textMatchAny([residents.fullName, residents.email], query.search));
  return conditions.length ? and(...conditions) : undefined;
}

type LeaseSummary = AdminResident['current_lease'] & object;
const summary = (l: LeaseRow): LeaseSummary => ({
  id: l.id,
  reference: l.reference,
  status: l.status,
  property_id: l.propertyId,
  property_title: l.propertyTitle,
  start_date: l.startDate,
  end_date: l.endDate,
});

/** Every lease of these residents, holding ones first, then newest start: the first is the "current lease". */
async function leasesOf(db: DbOrTx, residentIds: string[]): Promise<Map<string, LeaseRow[]>> {
  const byResident = new Map<string, LeaseRow[]>();
  if (residentIds.length === 0) return byResident;
  const rows = await db
    .select({ residentId: leaseResidents.residentId, lease: leases })
    .from(leaseResidents)
    .innerJoin(leases, eq(leases.id, leaseResidents.leaseId))
    .where(inArray(leaseResidents.residentId, residentIds))
    .orderBy(sql`(${leases.status} in (${HOLDING})) desc`, desc(leases.startDate), desc(leases.id));
  for (const row of rows) {
    const list = byResident.get(row.residentId!) ?? [];
    list.push(row.lease);
    byResident.set(row.residentId!, list);
  }
  return byResident;
}

function toAdminResident(row: ResidentRow, own: LeaseRow[]): AdminResident {
  const first = own[0];
  const current = first && (LEASE_HOLDING_STATUSES as readonly string[]).includes(first.status) ? first : undefined;
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    is_current: current !== undefined,
    current_lease: current ? summary(current) : null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/residents: current and past residents, searched, sorted (LIST_SORTS.residents) and paged. */
export async function listResidents(db: DbOrTx, query: ResidentListQuery) {
  const where = filters(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(residents)
      .where(where)
      .orderBy(...sortedOrder(SORTS, query.sort, query.dir, residents.id, ORDER))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(residents)
      .where(where),
  ]);
  const total = Number(count?.n ?? 0);
  const own = await leasesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    residents: rows.map((r) => toAdminResident(r, own.get(r.id) ?? [])),
    pagination: offsetPagination(query, total, rows.length),
  };
}

/** GET /api/admin/residents/{id}: contact details, every lease, and their maintenance requests. */
export async function getResident(db: DbOrTx, id: string): Promise<AdminResidentDetail> {
  if (!isUuid(id)) throw notFound(M.residentNotFound);
  const [row] = await db.select().from(residents).where(eq(residents.id, id));
  if (!row) throw notFound(M.residentNotFound);
  const own = (await leasesOf(db, [row.id])).get(row.id) ?? [];
  const requests = await db
    .select({
      id: maintenanceRequests.id,
      title: maintenanceRequests.issueTitle,
      status: maintenanceRequests.status,
      createdAt: maintenanceRequests.createdAt,
    })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.residentId, row.id))
    .orderBy(desc(maintenanceRequests.createdAt))
    .limit(200);
  return {
    ...toAdminResident(row, own),
    leases: own.map(summary),
    maintenance_requests: requests.map((r) => ({ id: r.id, title: r.title, status: r.status, created_at: r.createdAt.toISOString() })),
  };
}
