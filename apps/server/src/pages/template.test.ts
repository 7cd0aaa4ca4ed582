import { describe, expect, it } from 'vitest';
import { splitTemplate } from './template';

// The shape Vite writes for the built index.html: its entry script and stylesheet at the end of the head.
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Rentfront Property Rentals</title>
    <meta name="description" content="Find your next rental home." />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('splitTemplate', () => {
  const parts = splitTemplate(BUILT);
  const page = (head: string, body: string) => parts.beforeHead + head + parts.beforeRoot + body + parts.afterRoot + parts.end;

  it('puts the stylesheet before the page head and keeps the entry script apart', () => {
    const html = page('<title>Home</title><link rel="modulepreload" href="/assets/HomePage.js">', '<main>Hi</main>');
    const order = ['index-def.css', '<title>Home</title>', 'HomePage.js', '<main>Hi</main>'].map((s) => html.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('index-abc.js');
    expect(parts.entryScript).toBe('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('keeps each tag once and drops the default title and description', () => {
    const html = page('', '');
    expect(html.match(/index-def\.css/g)).toHaveLength(1);
    expect(html).not.toContain('Rentfront Property Rentals');
    expect(html).not.toContain('Find your next rental home.');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a template without the head mark', () => {
    expect(() => splitTemplate(BUILT.replace('<!--app-head-->', ''))).toThrow(/head mark/);
  });
});
