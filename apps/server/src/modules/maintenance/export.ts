import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { MaintenanceListQuery } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { maintenanceRequests, properties } from '../../db/schema';
import type { CsvColumn, CsvExport } from '../../platform/csv/export';
import { after, cursorAtOf, keysetChunks, type KeysetCursor } from '../../platform/csv/keyset';
import { requestFilters } from './queries';

const m = maintenanceRequests;

function readChunk(ctx: AppContext, where: SQL | undefined, last: KeysetCursor | null, limit: number) {
  return ctx.db
    .select({
      id: m.id,
      issueTitle: m.issueTitle,
      priority: m.priority,
      status: m.status,
      tenantName: m.tenantName,
      tenantPhone: m.tenantPhone,
      tenantEmail: m.tenantEmail,
      propertyAddress: m.propertyAddress,
      propertyUnit: m.propertyUnit,
      propertyTitle: properties.title,
      contractorName: m.contractorName,
      contractorEmail: m.contractorEmail,
      estimatedCost: m.estimatedCost,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
      completedAt: m.completedAt,
      cursorAt: cursorAtOf(m.createdAt),
    })
    .from(m)
    .leftJoin(properties, eq(properties.id, m.propertyId))
    .where(and(where, after(m.createdAt, m.id, last)))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof readChunk>>[number];

/** The list's and the detail's fields, photos and the long description left out. */
export const MAINTENANCE_CSV: readonly CsvColumn<Row>[] = [
  { header: 'Issue', value: (r) => r.issueTitle },
  { header: 'Priority', value: (r) => r.priority },
  { header: 'Status', value: (r) => r.status },
  { header: 'Tenant', value: (r) => r.tenantName },
  { header: 'Tenant phone', value: (r) => r.tenantPhone },
  { header: 'Tenant email', value: (r) => r.tenantEmail },
  { header: 'Address', value: (r) => r.propertyAddress },
  { header: 'Unit', value: (r) => r.propertyUnit },
  { header: 'Property', value: (r) => r.propertyTitle },
  { header: 'Contractor', value: (r) => r.contractorName },
  { header: 'Contractor email', value: (r) => r.contractorEmail },
  { header: 'Estimated cost', value: (r) => r.estimatedCost },
  { header: 'Created', value: (r) => r.createdAt },
  { header: 'Sent', value: (r) => r.sentAt },
  { header: 'Completed', value: (r) => r.completedAt },
];

/** GET /api/admin/maintenance-requests/export: every request the list's filters show, newest first. */
export function maintenanceExport(ctx: AppContext, query: Pick<MaintenanceListQuery, 'status' | 'priority' | 'search'>): CsvExport<Row> {
  const where = requestFilters(query);
  return {
    list: 'maintenance',
    columns: MAINTENANCE_CSV,
    filters: { status: query.status, priority: query.priority, search: query.search },
    chunks: keysetChunks((last, limit) => readChunk(ctx, where, last, limit)),
  };
}
