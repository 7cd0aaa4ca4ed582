// docs/performance.md: `npm run lighthouse` rewrites only the text between two markers, so what
// people wrote around it stays.

export const START = '<!-- lighthouse:start: written by `npm run lighthouse`; edits here are replaced -->';
export const END = '<!-- lighthouse:end -->';

const NEW_DOC = `# Performance\n\n`;

/**
 * The document with `section` between the markers; when the markers are missing (or the document
 * is empty) the section is added at the end. Markers in the wrong order are an error, not a guess.
 */
export function withSection(doc, section) {
  const block = `${START}\n${section.trim()}\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 && end === -1) {
    const base = doc.trim() ? doc.trimEnd() + '\n\n' : NEW_DOC;
    return `${base}${block}\n`;
  }
  if (start === -1 || end === -1 || end < start)
    throw new Error('docs/performance.md: the lighthouse markers are damaged; fix them by hand');
  return doc.slice(0, start) + block + doc.slice(end + END.length);
}
