/**
 * The built index.html cut where a server-rendered page goes: the head's end (page tags), the
 * root element (React's HTML) and the body's end (the loaders' data for hydration).
 */
export interface PageTemplate {
  /** Up to the head mark, without the template's default <title> and description (each page writes its own). */
  beforeHead: string;
  /** From the head mark to inside the root element. */
  beforeRoot: string;
  /** From the end of the root element to </body>. */
  afterRoot: string;
  /** </body> and what follows. */
  end: string;
}

const HEAD_MARK = '<!--app-head-->';
const ROOT = '<div id="root">';
/** The build's stylesheet and entry script, which Vite writes at the end of the head. */
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;

export function splitTemplate(html: string): PageTemplate {
  const headAt = html.indexOf(HEAD_MARK);
  const rootAt = html.indexOf(ROOT);
  const rootEnd = html.indexOf('</div>', rootAt);
  const bodyEnd = html.lastIndexOf('</body>');
  if (headAt < 0 || rootAt < 0 || rootEnd < 0 || bodyEnd < 0)
    throw new Error('index.html lacks the head mark, the root element or </body>');
  // The stylesheet (it blocks the first paint) and the entry script go before the page's tags
  // and its many modulepreload links: written after them, the browser asked for the stylesheet
  // last and on a phone's few connections the first paint waited for it (Lighthouse, issue 17).
  const rest = html.slice(headAt + HEAD_MARK.length, rootAt + ROOT.length);
  const early = [...(rest.match(STYLESHEET) ?? []), ...(rest.match(ENTRY_SCRIPT) ?? [])].map((tag) => tag.trim()).join('');
  return {
    beforeHead:
      html
        .slice(0, headAt)
        .replace(/<title>[^<]*<\/title>\s*/, '')
        .replace(/<meta name="description"[^>]*>\s*/, '') + early,
    beforeRoot: rest.replace(STYLESHEET, '').replace(ENTRY_SCRIPT, ''),
    afterRoot: html.slice(rootEnd, bodyEnd),
    end: html.slice(bodyEnd),
  };
}
