import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';
import type { AppContext } from '../../context';
import { currentUser } from '../auth/plugin';
import { writeAudit } from '../audit';
import { csvLine, UTF8_BOM, type CsvValue } from './escape';

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => CsvValue;
}

export interface CsvExport<R> {
  /** The list's name: the file name, and the audit entry's entity type. */
  list: string;
  columns: readonly CsvColumn<R>[];
  /** The rows in chunks (see keyset.ts): never the whole list at once. */
  chunks: AsyncIterable<R[]>;
  /** The filters as the request gave them, for the audit entry (never PII values: these are search words and statuses). */
  filters: Record<string, unknown>;
}

/** `applications-2026-11-27.csv`: the list and the office's date. */
export function exportFileName(list: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${list}-${day}.csv`;
}

/** The filters worth recording: the ones that were given. */
function givenFilters(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * Streams an export as CSV (the one writer every `GET /api/admin/<list>/export` uses): a UTF-8
 * BOM and the header line, then each chunk as it is read, pulled only as fast as the client
 * takes it. The first chunk is read before anything is sent, so a database failure is still an
 * ordinary error response; after that a failure ends the download early. When the stream ends
 * (or the client goes away) the audit log records who exported which list with which filters,
 * how many rows left, and whether the file was complete.
 *
 * The export routes set `compress: false`: gzip holds the first bytes back until its buffer fills,
 * so a compressed download would start seconds later (the target is under one second).
 */
export async function sendCsvExport<R>(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, exp: CsvExport<R>) {
  const actor = currentUser(request);
  const iterator = exp.chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const toLines = (rows: R[]) => rows.map((row) => csvLine(exp.columns.map((c) => c.value(row)))).join('');

  async function* body(): AsyncGenerator<string> {
    let rows = 0;
    let complete = false;
    try {
      yield UTF8_BOM + csvLine(exp.columns.map((c) => c.header));
      for (let step = first; !step.done; step = await iterator.next()) {
        rows += step.value.length;
        yield toLines(step.value);
      }
      complete = true;
    } finally {
      if (!complete) await iterator.return?.(undefined);
      await writeAudit(ctx.db, {
        actorId: actor.id,
        action: 'export.csv',
        entityType: exp.list,
        details: { list: exp.list, filters: givenFilters(exp.filters), rows, complete },
        ip: request.ip,
      }).catch((err: unknown) => ctx.logger.error({ err, list: exp.list }, 'export audit entry failed'));
    }
  }

  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(exp.list)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(body(), { objectMode: false }));
}
