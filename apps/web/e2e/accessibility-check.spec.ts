import { describe, expect } from 'vitest';
import { expectAccessible, expectPartAccessible } from './support/axe';
import { newPage } from './support/browser';
import { it } from './support/journey';

/** The journeys' accessibility check itself: it must fail a page that breaks the rules. */
describe('the axe check of the journeys', () => {
  const broken = `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
    <h1>Broken</h1>
    <p id="pale" style="color:#c8c8c8;background:#ffffff">Pale text no one can read</p>
    <section id="fine"><p style="color:#111;background:#fff">Readable</p></section>
  </main></body></html>`;

  it('reports low contrast on the page and in a part, and passes a part that is fine', async ({ browser }) => {
    const { context, page } = await newPage(browser);
    await page.setContent(broken);
    await expect(expectAccessible(page, 'broken page')).rejects.toThrow(/color-contrast/);
    await expect(expectPartAccessible(page, '#pale', 'pale part')).rejects.toThrow(/color-contrast/);
    await expectPartAccessible(page, '#fine', 'fine part');
    // Repaired, the same page passes (axe is injected once and run again).
    await page.setContent(broken.replace('#c8c8c8', '#111111'));
    await expectAccessible(page, 'repaired page');
    await context.close();
  });
});
