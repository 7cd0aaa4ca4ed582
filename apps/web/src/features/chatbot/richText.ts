/**
 * The chat's tiny formatter: **bold**, *italics* (or _italics_) and line breaks. It returns plain
 * segments that the RichText component turns into elements, so server text is never HTML.
 */

export interface Segment {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

// Bold first; italics need a non-space right inside the markers, and _x_ must stand alone so
// snake_case words and e-mail addresses are left alone.
const TOKEN = /\*\*(.+?)\*\*|\*(?=\S)(.+?)(?<=\S)\*|(?<![\p{L}\p{N}])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}])/gu;

function parseLine(line: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of line.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    if (index > last) out.push({ text: line.slice(last, index) });
    if (m[1] !== undefined) out.push({ text: m[1], bold: true });
    else out.push({ text: m[2] ?? m[3], italic: true });
    last = index + m[0].length;
  }
  if (last < line.length) out.push({ text: line.slice(last) });
  return out;
}

/** One array of segments per line. */
export function parseRichText(text: string): Segment[][] {
  return text.replace(/\r\n?/g, '\n').split('\n').map(parseLine);
}

/** The text without its markers (for labels and screen-reader summaries). */
export function plainText(text: string): string {
  return parseRichText(text)
    .map((line) => line.map((s) => s.text).join(''))
    .join('\n');
}
