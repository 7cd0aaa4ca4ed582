import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditLogActor, AuditLogEntry, AuditLogFilters, AuditLogPage, AuditLogQuery } from '@rentfront/shared';
import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/**
 * The audit log as the office reads it (issue 20 item 6; ADR 0024): newest first, filtered by
 * person, action and the office's calendar days. Every filter has an index whose order is the
 * list's own (`(x, created_at desc, id desc)`), so a page reads only the rows it shows.
 */

/** Midnight at the start of `day` in the office's time zone, as SQL (never built from text: the day is a bound parameter). */
const startOfDay = (day: string) => sql`((${day}::date)::timestamp at time zone ${SITE_TIME_ZONE})`;
const startOfNextDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SITE_TIME_ZONE})`;

export function auditLogFilters(filters: AuditLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.user_id) conditions.push(eq(auditLog.actorId, filters.user_id));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.from) conditions.push(sql`${auditLog.createdAt} >= ${startOfDay(filters.from)}`);
  if (filters.to) conditions.push(sql`${auditLog.createdAt} < ${startOfNextDay(filters.to)}`);
  return conditions.length ? and(...conditions) : undefined;
}

export const AUDIT_ROW_COLUMNS = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  details: auditLog.details,
  ip: auditLog.ip,
  actorId: auditLog.actorId,
  actorName: users.fullName,
  actorEmail: users.email,
};

export interface AuditRow {
  id: string;
  createdAt: Date;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
}

export function toAuditEntry(row: AuditRow): AuditLogEntry {
  let actor: AuditLogEntry['actor'] = null;
  if (row.actorId) {
    actor =
      row.actorName === null
        ? { id: row.actorId, deleted: true }
        : { id: row.actorId, full_name: row.actorName, email: row.actorEmail ?? '' };
  }
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    actor,
    ip: row.ip,
    details: row.details,
  };
}

/** Everyone who can be "who" in the log: the staff accounts (a handful, so no paging). */
export async function listAuditPeople(db: DbOrTx): Promise<AuditLogActor[]> {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
    .limit(1000);
  return rows.map((r) => ({ id: r.id, full_name: r.fullName, email: r.email }));
}

export async function listAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<AuditLogPage> {
  // One row more than the page tells whether there is a next one, without counting the log.
  const fetched = await db
    .select(AUDIT_ROW_COLUMNS)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditLogFilters(query))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  const more = fetched.length > query.limit;
  return {
    entries: fetched.slice(0, query.limit).map(toAuditEntry),
    people: await listAuditPeople(db),
    pagination: { limit: query.limit, offset: query.offset, has_next: more, has_prev: query.offset > 0 },
  };
}
