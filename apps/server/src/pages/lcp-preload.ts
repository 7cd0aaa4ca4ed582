/** The first picture the page asks to load with high priority: its largest paint (hero, first card, first photo). */
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
/** Attributes a preload must copy for the browser to choose the same file as the <img>. */
const SOURCE_ATTRIBUTES: ReadonlyArray<[imgAttribute: string, linkAttribute: string]> = [
  ['src', 'href'],
  ['srcset', 'imagesrcset'],
  ['sizes', 'imagesizes'],
  ['crossorigin', 'crossorigin'],
];

/**
 * `<link rel="preload" as="image">` for the page's high-priority picture, for the head. The
 * picture is in the HTML already, but after the stylesheet and the page's many modulepreload
 * links: on a phone's few connections (HTTP/1.1 has six) it waited behind thirty scripts it does
 * not need to be shown (Lighthouse, issue 17). Named in the head, it is asked for before them.
 * Values are copied as React wrote them, already escaped for an attribute; names are matched
 * without regard to case, as HTML does (React writes `srcSet` and `fetchPriority`).
 */
export function lcpImagePreload(bodyHtml: string): string {
  const img = PRIORITY_IMAGE.exec(bodyHtml)?.[0];
  if (!img) return '';
  const attrs = SOURCE_ATTRIBUTES.flatMap(([from, to]) => {
    const value = new RegExp(`\\s${from}(?:="([^"]*)")?(?=[\\s/>])`, 'i').exec(img);
    if (!value) return [];
    return value[1] === undefined ? [` ${to}`] : [` ${to}="${value[1]}"`];
  });
  if (!attrs.some((a) => a.startsWith(' href=') || a.startsWith(' imagesrcset='))) return '';
  return `<link rel="preload" as="image" fetchpriority="high"${attrs.join('')}>`;
}
