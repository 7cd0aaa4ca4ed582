// The free-text search of the admin lists, shaped so a trigram index can always serve it
// (ADR 0006). A trigram index finds a substring only through the three-character pieces of a
// word; a shorter word has none, and the search would read every row. So:
// - a search with a word (letters or digits) of three or more characters matches anywhere in a
//   value, case-insensitively (what every list did before);
// - a shorter one ("jo", "5", "j s") matches at the start of the value or of a space-separated
//   word ("jo" finds "John Smith" and "Mary Jones", not "Major"), which the index holds as padded
//   trigrams;
// - a search of only symbols ("%", "--") names nothing and matches nothing.
// `%`, `_` and `\` are always literal characters; control characters count as spaces.
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export type SearchMode = 'anywhere' | 'word-start' | 'nothing';

export function searchMode(term: string): SearchMode {
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return 'nothing';
  return words.some((w) => w.length >= 3) ? 'anywhere' : 'word-start';
}

/** `term` with LIKE wildcards escaped, so a search for "50%" means the characters. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%`, its wildcards escaped: the pattern of a plain "contains" match (ilike or like). */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * Control characters become spaces: they name nothing a person typed, and a NUL byte would make
 * PostgreSQL refuse the whole statement (a 500 instead of an empty list).
 */
export function cleanSearch(term: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return term.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** Case-insensitive match of `term` in one column, in the way searchMode(term) says. */
export function textMatch(column: SQLWrapper, raw: string): SQL {
  const term = cleanSearch(raw);
  const escaped = escapeLike(term);
  switch (searchMode(term)) {
    case 'anywhere':
      return sql`${column} ilike ${`%${escaped}%`}`;
    case 'word-start':
      return or(sql`${column} ilike ${`${escaped}%`}`, sql`${column} ilike ${`% ${escaped}%`}`)!;
    case 'nothing':
      return sql`false`;
  }
}

/** The term matches in any of the columns (each column's own trigram index serves its part). */
export function textMatchAny(columns: SQLWrapper[], term: string): SQL {
  if (searchMode(cleanSearch(term)) === 'nothing') return sql`false`;
  return or(...columns.map((column) => textMatch(column, term)))!;
}

/**
 * Whether `term` can occur inside a UUID's text form (hex digits and dashes only). The lists that
 * search ids skip that condition otherwise: it could not match, and it would only cost an index.
 */
export function mayOccurInUuid(term: string): boolean {
  return /^[0-9a-f-]+$/i.test(term);
}
