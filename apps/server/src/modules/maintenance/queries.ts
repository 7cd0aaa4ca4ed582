import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MaintenanceListData, MaintenanceListQuery, MaintenanceRequest, MaintenanceStats, MaintenanceStatus } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { maintenancePhotos, maintenanceRequests, properties } from '../../db/schema';
import { toMaintenanceRequest, type PhotoRow, type RequestRow } from './serialize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Malformed ids are answered like unknown ones (404), so they never reach SQL as a uuid. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Newest first, id as the tie-breaker (server.md §1). */
const ORDER = [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)];

/** Attaches photos and the linked property's title to a page of rows with two more queries. */
async function hydrate(db: DbOrTx, rows: { request: RequestRow; propertyTitle: string | null }[]): Promise<MaintenanceRequest[]> {
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
  return rows.map((r) => toMaintenanceRequest(r.request, byRequest.get(r.request.id) ?? [], r.propertyTitle));
}

function selectWithProperty(db: DbOrTx) {
  return db
    .select({ request: maintenanceRequests, propertyTitle: properties.title })
    .from(maintenanceRequests)
    .leftJoin(properties, eq(properties.id, maintenanceRequests.propertyId));
}

export async function findRequest(db: DbOrTx, id: string): Promise<MaintenanceRequest | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await selectWithProperty(db).where(eq(maintenanceRequests.id, id)).limit(1);
  const [request] = await hydrate(db, rows);
  return request;
}

/** Counts over every request, not the page or the filters: the cards show the whole picture. */
export async function maintenanceStats(db: DbOrTx): Promise<MaintenanceStats> {
  const s = maintenanceRequests.status;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${s} = 'pending')::int`,
      sent_to_contractor: sql<number>`count(*) filter (where ${s} = 'sent_to_contractor')::int`,
      completed: sql<number>`count(*) filter (where ${s} = 'completed')::int`,
    })
    .from(maintenanceRequests);
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    sent_to_contractor: Number(row?.sent_to_contractor ?? 0),
    completed: Number(row?.completed ?? 0),
  };
}

export async function listRequests(db: DbOrTx, query: MaintenanceListQuery): Promise<MaintenanceListData> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(maintenanceRequests.status, query.status));
  if (query.priority) conditions.push(eq(maintenanceRequests.priority, query.priority));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(maintenanceRequests.tenantName, pattern),
        ilike(maintenanceRequests.propertyAddress, pattern),
        ilike(maintenanceRequests.issueTitle, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted], stats] = await Promise.all([
    selectWithProperty(db)
      .where(where)
      .orderBy(...ORDER)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(maintenanceRequests)
      .where(where),
    maintenanceStats(db),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    requests: await hydrate(db, rows),
    pagination: {
      total,
      limit: query.limit,
      offset: query.offset,
      has_next: query.offset + rows.length < total,
      has_prev: query.offset > 0,
    },
    stats,
  };
}

export async function listByStatus(
  db: DbOrTx,
  status: MaintenanceStatus,
  limit: number,
): Promise<{ requests: MaintenanceRequest[]; count: number; status: MaintenanceStatus }> {
  const where = eq(maintenanceRequests.status, status);
  const [rows, [counted]] = await Promise.all([
    selectWithProperty(db)
      .where(where)
      .orderBy(...ORDER)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(maintenanceRequests)
      .where(where),
  ]);
  return { requests: await hydrate(db, rows), count: Number(counted?.total ?? 0), status };
}
