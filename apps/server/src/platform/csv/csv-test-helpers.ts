// Reading the exports back in the tests (test code only).
import type { LightMyRequestResponse } from 'fastify';

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) throw new Error('CSV does not end with CRLF');
  return records;
}

/** The export's records as objects keyed by its header, after checking the BOM. */
export function csvRows(res: LightMyRequestResponse): { header: string[]; rows: Record<string, string>[] } {
  const text = res.body;
  if (!text.startsWith('\uFEFF')) throw new Error('no UTF-8 BOM');
  const [header, ...records] = parseCsv(text.slice(1));
  return { header, rows: records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}
