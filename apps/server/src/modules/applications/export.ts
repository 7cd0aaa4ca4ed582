import { and, desc, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { applications } from '../../db/schema';
import type { CsvColumn, CsvExport } from '../../platform/csv/export';
import { after, cursorAtOf, keysetChunks, type KeysetCursor } from '../../platform/csv/keyset';
import { applicationFilters, type ListQuery } from './service';

/**
 * GET /api/admin/applications/export: the list's columns, never the document. The sensitive
 * values (SSN, licence, birth date) live encrypted in the document and are not read at all:
 * the list does not show them, and the only way to see them stays the audited reveal of one
 * application.
 */
const COLUMNS = {
  id: applications.id,
  reference: applications.reference,
  fullName: applications.fullName,
  email: applications.email,
  phoneNumber: applications.phoneNumber,
  propertyTitle: applications.propertyTitle,
  propertyAddress: applications.propertyAddress,
  propertyCity: applications.propertyCity,
  propertyState: applications.propertyState,
  propertyPrice: applications.propertyPrice,
  status: applications.status,
  createdAt: applications.createdAt,
  adminReplyDate: applications.adminReplyDate,
  cursorAt: cursorAtOf(applications.createdAt),
};

function readChunk(ctx: AppContext, where: SQL | undefined, last: KeysetCursor | null, limit: number) {
  return ctx.db
    .select(COLUMNS)
    .from(applications)
    .where(and(where, after(applications.createdAt, applications.id, last)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof readChunk>>[number];

export const APPLICATION_CSV: readonly CsvColumn<Row>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Applicant', value: (r) => r.fullName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phoneNumber },
  { header: 'Property', value: (r) => r.propertyTitle },
  { header: 'Address', value: (r) => r.propertyAddress },
  { header: 'City', value: (r) => r.propertyCity },
  { header: 'State', value: (r) => r.propertyState },
  { header: 'Monthly rent', value: (r) => r.propertyPrice },
  { header: 'Status', value: (r) => r.status },
  { header: 'Submitted', value: (r) => r.createdAt },
  { header: 'Replied', value: (r) => r.adminReplyDate },
];

export function applicationExport(ctx: AppContext, query: Pick<ListQuery, 'status' | 'search'>): CsvExport<Row> {
  const where = applicationFilters(query);
  return {
    list: 'applications',
    columns: APPLICATION_CSV,
    filters: { status: query.status, search: query.search },
    chunks: keysetChunks((last, limit) => readChunk(ctx, where, last, limit)),
  };
}
