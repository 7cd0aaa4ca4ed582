import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAINTENANCE_OPEN_FILTER,
  MAINTENANCE_OPEN_STATUSES,
  type MaintenanceListData,
  type MaintenanceListQuery,
  type MaintenanceRequest,
  type MaintenanceStats,
  type MaintenanceStatus,
} from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { leases, maintenancePhotos, maintenanceRequests, properties } from '../../db/schema';
import { countedPagination, readListCounts, searchedTotal, type ListCounts } from '../../platform/list-counts';
import { textMatchAny } from '../../platform/search-text';
import { sortedOrder } from '../../platform/list-sort';
import { toMaintenanceRequest, type PhotoRow, type RequestRow } from './serialize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Malformed ids are answered like unknown ones (404), so they never reach SQL as a uuid. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Newest first, id as the tie-breaker (server.md §1). */
const ORDER = [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)];

/** Attaches photos and the linked property's title to a page of rows with two more queries. */
async function hydrate(
  db: DbOrTx,
  rows: { request: RequestRow; propertyTitle: string | null; leaseReference: string | null }[],
): Promise<MaintenanceRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.request.id);
  const photos = await db
    .select()
    .from(maintenancePhotos)
    .where(inArray(maintenancePhotos.requestId, ids))
    .orderBy(asc(maintenancePhotos.position), asc(maintenancePhotos.createdAt), asc(maintenancePhotos.id));
  const byRequest = new Map<string, PhotoRow[]>();
  for (const photo of photos) {
    const list = byRequest.get(photo.requestId) ?? [];
    list.push(photo);
    byRequest.set(photo.requestId, list);
  }
  return rows.map((r) => toMaintenanceRequest(r.request, byRequest.get(r.request.id) ?? [], r.propertyTitle, r.leaseReference));
}

function selectWithProperty(db: DbOrTx) {
  return db
    .select({ request: maintenanceRequests, propertyTitle: properties.title, leaseReference: leases.reference })
    .from(maintenanceRequests)
    .leftJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .leftJoin(leases, eq(leases.id, maintenanceRequests.leaseId));
}

export async function findRequest(db: DbOrTx, id: string): Promise<MaintenanceRequest | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await selectWithProperty(db).where(eq(maintenanceRequests.id, id)).limit(1);
  const [request] = await hydrate(db, rows);
  return request;
}

function statsOf(counts: ListCounts): MaintenanceStats {
  return {
    total: counts.where({}),
    pending: counts.where({ status: 'pending' }),
    sent_to_contractor: counts.where({ status: 'sent_to_contractor' }),
    completed: counts.where({ status: 'completed' }),
  };
}

/**
 * Counts over every request, not the page or the filters: the cards show the whole picture. From
 * the maintained counters (ADR 0006): a read of a few rows however many requests there are.
 */
export async function maintenanceStats(db: DbOrTx): Promise<MaintenanceStats> {
  return statsOf(await readListCounts(db, 'maintenance'));
}

/** Tenant name, address or issue title matches the text (platform/search-text: each column's trigram index serves it). */
export function requestSearch(term: string): SQL {
  return textMatchAny([maintenanceRequests.tenantName, maintenanceRequests.propertyAddress, maintenanceRequests.issueTitle], term);
}

/** The list's filters (status, priority, search): the list and its export read the same rows. */
export function requestFilters(query: Pick<MaintenanceListQuery, 'status' | 'priority' | 'search'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status === MAINTENANCE_OPEN_FILTER) conditions.push(inArray(maintenanceRequests.status, [...MAINTENANCE_OPEN_STATUSES]));
  else if (query.status) conditions.push(eq(maintenanceRequests.status, query.status));
  if (query.priority) conditions.push(eq(maintenanceRequests.priority, query.priority));
  if (query.search) conditions.push(requestSearch(query.search));
  return conditions.length ? and(...conditions) : undefined;
}

/** The header sorts of the list (LIST_SORTS.maintenance); priority sorts by urgency, not by its name. */
const SORTS = {
  issue_title: maintenanceRequests.issueTitle,
  tenant_name: maintenanceRequests.tenantName,
  priority: sql`case ${maintenanceRequests.priority} when 'low' then 1 when 'medium' then 2 when 'high' then 3 when 'urgent' then 4 end`,
  status: maintenanceRequests.status,
  created_at: maintenanceRequests.createdAt,
};

/**
 * Newest first (or by a header's sort); status and priority filters; search in tenant name, address and issue title
 * (trigram indexes). The total comes from the maintained counters, or for a search from a count
 * bounded by COUNT_CAP (ADR 0006).
 */
export async function listRequests(db: DbOrTx, query: MaintenanceListQuery): Promise<MaintenanceListData> {
  const where = requestFilters(query);
  // One row more than the page tells whether there is a next page without counting.
  const [fetched, counts] = await Promise.all([
    selectWithProperty(db)
      .where(where)
      .orderBy(...sortedOrder(SORTS, query.sort, query.dir, maintenanceRequests.id, ORDER))
      .limit(query.limit + 1)
      .offset(query.offset),
    readListCounts(db, 'maintenance'),
  ]);
  const more = fetched.length > query.limit;
  const rows = fetched.slice(0, query.limit);
  const { total, capped } = query.search
    ? await searchedTotal(db, maintenanceRequests, where, { offset: query.offset, rows: rows.length, more })
    : {
        total:
          query.status === MAINTENANCE_OPEN_FILTER
            ? MAINTENANCE_OPEN_STATUSES.reduce((n, status) => n + counts.where({ status, priority: query.priority }), 0)
            : counts.where({ status: query.status, priority: query.priority }),
        capped: false,
      };
  return {
    requests: await hydrate(db, rows),
    pagination: countedPagination(query, { total, capped }, more),
    stats: statsOf(counts),
  };
}

export async function listByStatus(
  db: DbOrTx,
  status: MaintenanceStatus,
  limit: number,
): Promise<{ requests: MaintenanceRequest[]; count: number; status: MaintenanceStatus }> {
  const [rows, counts] = await Promise.all([
    selectWithProperty(db)
      .where(eq(maintenanceRequests.status, status))
      .orderBy(...ORDER)
      .limit(limit),
    readListCounts(db, 'maintenance'),
  ]);
  return { requests: await hydrate(db, rows), count: counts.where({ status }), status };
}
