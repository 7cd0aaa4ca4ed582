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

export function splitTemplate(html: string): PageTemplate {
  const headAt = html.indexOf(HEAD_MARK);
  const rootAt = html.indexOf(ROOT);
  const rootEnd = html.indexOf('</div>', rootAt);
  const bodyEnd = html.lastIndexOf('</body>');
  if (headAt < 0 || rootAt < 0 || rootEnd < 0 || bodyEnd < 0)
    throw new Error('index.html lacks the head mark, the root element or </body>');
  return {
    beforeHead: html
      .slice(0, headAt)
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, ''),
    beforeRoot: html.slice(headAt + HEAD_MARK.length, rootAt + ROOT.length),
    afterRoot: html.slice(rootEnd, bodyEnd),
    end: html.slice(bodyEnd),
  };
}
