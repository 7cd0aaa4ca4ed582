/**
 * CSV text that spreadsheets open safely (issue 19): RFC 4180 quoting, and formula injection
 * neutralised. A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would
 * be run as a formula by Excel, LibreOffice or Sheets, so it gets a leading `'` (OWASP's advice).
 * Spreadsheets skip leading whitespace before reading a formula and, with East Asian input, take
 * the full-width signs `＝＋－＠` for `= + - @` (issue 30), so those starts are neutralised too.
 * Numbers the database typed as numbers are written as they are: a negative amount is not text
 * someone typed, and `'-12.5` would stop it being a number.
 */

/** The byte order mark that makes Excel read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

// `\s` covers spaces, line breaks, no-break and ideographic spaces; the class is the formula signs,
// tab and CR, then their full-width forms (U+FF1D, U+FF0B, U+FF0D, U+FF20).
const FORMULA_START = /^\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * An exact decimal written as a number (money: "1234.50", "-0.05" from integer cents). Text like
 * "-12.50" would be taken for a formula and prefixed; this is ours, checked to be digits only.
 */
export class CsvDecimal {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error('CsvDecimal: not a decimal');
  }
}

export type CsvValue = string | number | boolean | Date | CsvDecimal | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof CsvDecimal) return value.text;
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says (Excel and every other reader accept it). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
