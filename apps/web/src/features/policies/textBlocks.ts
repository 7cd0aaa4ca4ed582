// An admin's plain text as page blocks (issue 18). The text is never HTML: React renders every
// piece as text. Blank lines separate blocks; inside a block, lines starting with "- " (or "* ")
// are list items, and a first line without closing punctuation, followed by more lines, is the
// block's heading.

export type TextBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const ITEM = /^\s*[-*•]\s+/;
const CLOSING = /[.!?:;,]$/;

export function textBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    let rest = lines;
    if (lines.length > 1 && !ITEM.test(lines[0]) && !CLOSING.test(lines[0]) && lines[0].length <= 80) {
      blocks.push({ kind: 'heading', text: lines[0] });
      rest = lines.slice(1);
    }
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
      if (items.length) blocks.push({ kind: 'list', items });
      paragraph = [];
      items = [];
    };
    for (const line of rest) {
      if (ITEM.test(line)) {
        if (paragraph.length) flush();
        items.push(line.replace(ITEM, ''));
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
