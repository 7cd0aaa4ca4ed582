/**
 * The built index.html cut where a server-rendered page goes: the head's end (page tags), the
 * root element (React's HTML) and the body's end (the loaders' data for hydration).
 */
export interface PageTemplate {
  /**
   * Up to the head mark, without the template's default <title> and description (each page writes
   * its own), ending with the build's stylesheet.
   */
  beforeHead: string;
  /** The build's entry script tag, for a page that runs it straight (see pages/manifest.ts). */
  entryScript: string;
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
  // The stylesheet (it blocks the first paint) goes before the page's tags and preloads: written
  // after them, the browser asked for it last and on a phone's few connections the first paint
  // waited for it (Lighthouse, issue 17). The page's scripts follow it (pages/render-page.ts).
  const rest = html.slice(headAt + HEAD_MARK.length, rootAt + ROOT.length);
  const stylesheet = (rest.match(STYLESHEET) ?? []).map((tag) => tag.trim()).join('');
  return {
    beforeHead:
      html
        .slice(0, headAt)
        .replace(/<title>[^<]*<\/title>\s*/, '')
        .replace(/<meta name="description"[^>]*>\s*/, '') + stylesheet,
    entryScript: (rest.match(ENTRY_SCRIPT) ?? []).map((tag) => tag.trim()).join(''),
    beforeRoot: rest.replace(STYLESHEET, '').replace(ENTRY_SCRIPT, ''),
    afterRoot: html.slice(rootEnd, bodyEnd),
    end: html.slice(bodyEnd),
  };
}
