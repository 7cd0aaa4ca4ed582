import { HEAD_MARK_ATTR } from './headMark';
import type { HeadTag } from './pageHead';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/**
 * JSON inside <script> must not be able to close the element or open a comment, whatever a title
 * or description holds: `<`, `>`, `&` and the two JavaScript line separators are escaped.
 */
export function safeJsonText(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head elements as HTML, for the server-rendered page. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, [HEAD_MARK_ATTR]: '' })
        .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      const body = tag === 'script' ? safeJsonText(text ?? '') : escapeText(text ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('');
}
