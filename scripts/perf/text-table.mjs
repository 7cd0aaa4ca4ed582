// Plain tables for a terminal and for Markdown.

/** Columns padded to their widest cell; numbers (cells that start with a digit) right-aligned. */
export function textTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => /^[\d.,-]/.test(r[i])));
  const line = (cells) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A Markdown table; `|` in a cell is escaped so it cannot split the row. */
export function markdownTable(headers, rows) {
  const cell = (c) => c.replace(/\|/g, '\\|');
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => /^[\d.,-]/.test(r[i])));
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}
