import { and, desc, eq } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, type AuditLogFilters } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { auditLog, users } from '../../db/schema';
import type { CsvColumn, CsvExport } from '../../platform/csv/export';
import { after, cursorAtOf, keysetChunks, type KeysetCursor } from '../../platform/csv/keyset';
import { AUDIT_ROW_COLUMNS, auditLogFilters, type AuditRow } from './service';

/** GET /api/admin/audit-log.csv: what the filters show, all pages, newest first (ADR 0016's writer). */
function readChunk(ctx: AppContext, filters: AuditLogFilters, last: KeysetCursor | null, limit: number) {
  return ctx.db
    .select({ ...AUDIT_ROW_COLUMNS, cursorAt: cursorAtOf(auditLog.createdAt) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(auditLogFilters(filters), after(auditLog.createdAt, auditLog.id, last)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
type Row = AuditRow & KeysetCursor;

const who = (r: Row) => (r.actorId ? (r.actorName ?? 'Deleted user') : '');

export const AUDIT_LOG_CSV: readonly CsvColumn<Row>[] = [
  { header: 'When', value: (r) => r.createdAt },
  { header: 'Who', value: who },
  { header: 'Who (e-mail)', value: (r) => r.actorEmail ?? '' },
  { header: 'User id', value: (r) => r.actorId ?? '' },
  { header: 'Action', value: (r) => r.action },
  { header: 'Action (words)', value: (r) => AUDIT_ACTION_LABELS[r.action] ?? '' },
  { header: 'Record type', value: (r) => r.entityType },
  { header: 'Record id', value: (r) => r.entityId ?? '' },
  { header: 'Address', value: (r) => r.ip ?? '' },
  // Details never hold PII values (platform/audit.ts): field names, counts, filters.
  { header: 'Details', value: (r) => JSON.stringify(r.details ?? {}) },
];

export function auditLogExport(ctx: AppContext, filters: AuditLogFilters): CsvExport<Row> {
  return {
    list: 'audit-log',
    columns: AUDIT_LOG_CSV,
    filters: { ...filters },
    chunks: keysetChunks((last, limit) => readChunk(ctx, filters, last, limit)),
  };
}
