// Text made safe for an XML 1.0 document, element content or attribute value alike.
//
// Hand-written rather than a builder library: the feed is streamed a listing at a time, and what
// it takes is exactly two rules (ADR 0043): drop what XML 1.0 cannot carry at all, and escape the
// five reserved characters.

// Characters outside XML 1.0's Char production: C0 controls but tab, LF and CR; U+FFFE/U+FFFF;
// and lone surrogates (the `u` flag makes a well-formed pair one code point, so only lone halves match).
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `<name>text</name>`, or nothing when there is no value. */
export function xmlElement(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}>${xmlText(String(value))}</${name}>`;
}
