import { HEAD_MARK_ATTR } from './headMark';
import type { HeadTag } from './pageHead';

/**
 * Replaces the page's own head elements after a navigation in the browser: the ones the server
 * wrote (or the last page set) go, the new page's come in. Built with the DOM, never as HTML.
 * The template's default <title> and description give way to a page's own.
 */
export function applyHead(doc: Document, tags: HeadTag[]): void {
  doc.head.querySelectorAll(`[${HEAD_MARK_ATTR}]`).forEach((el) => el.remove());
  if (tags.some((t) => t.tag === 'title')) doc.head.querySelectorAll('title').forEach((el) => el.remove());
  if (tags.some((t) => t.attrs.name === 'description')) doc.head.querySelectorAll('meta[name="description"]').forEach((el) => el.remove());
  for (const { tag, attrs, text } of tags) {
    const el = doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute(HEAD_MARK_ATTR, '');
    if (text !== undefined) el.textContent = text;
    doc.head.appendChild(el);
  }
}
