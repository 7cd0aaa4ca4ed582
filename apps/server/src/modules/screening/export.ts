import { and, desc, type SQL } from 'drizzle-orm';
import type { ScreeningResponsesQuery } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { screeningResponses as r } from '../../db/schema';
import type { CsvColumn, CsvExport } from '../../platform/csv/export';
import { after, cursorAtOf, keysetChunks, type KeysetCursor } from '../../platform/csv/keyset';
import { responseWhere } from './service';

function readChunk(ctx: AppContext, where: SQL | undefined, last: KeysetCursor | null, limit: number) {
  return ctx.db
    .select({
      id: r.id,
      reference: r.reference,
      fullName: r.fullName,
      email: r.email,
      phone: r.phone,
      message: r.message,
      createdAt: r.createdAt,
      repliedAt: r.repliedAt,
      cursorAt: cursorAtOf(r.createdAt),
    })
    .from(r)
    .where(and(where, after(r.createdAt, r.id, last)))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof readChunk>>[number];

/** The responses list's fields (the answers stay in the detail). */
export const SCREENING_CSV: readonly CsvColumn<Row>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Name', value: (row) => row.fullName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Message', value: (row) => row.message },
  { header: 'Submitted', value: (row) => row.createdAt },
  { header: 'Replied', value: (row) => row.repliedAt },
];

/** GET /api/admin/screening/responses/export: every response the list's search and reply filter show, newest first. */
export function screeningExport(ctx: AppContext, query: Pick<ScreeningResponsesQuery, 'search' | 'status'>): CsvExport<Row> {
  const where = responseWhere(query);
  return {
    list: 'screening-responses',
    columns: SCREENING_CSV,
    filters: { search: query.search, status: query.status },
    chunks: keysetChunks((last, limit) => readChunk(ctx, where, last, limit)),
  };
}
