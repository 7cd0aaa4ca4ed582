// docs/security.md: `npm run observatory` rewrites only the text between its two markers, so what
// people wrote around it stays.

export const START = '<!-- observatory:start: written by `npm run observatory`; edits here are replaced -->';
export const END = '<!-- observatory:end -->';

/**
 * The document with `section` between the markers; without markers it is added at the end.
 * Markers in the wrong order are an error, not a guess.
 */
export function withObservatorySection(doc, section) {
  const block = `${START}\n${section.trim()}\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 && end === -1) return `${doc.trimEnd()}\n\n${block}\n`;
  if (start === -1 || end === -1 || end < start) throw new Error('docs/security.md: the observatory markers are damaged; fix them by hand');
  return doc.slice(0, start) + block + doc.slice(end + END.length);
}
