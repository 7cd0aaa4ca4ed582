import http from 'node:http';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { baseURL, DESKTOP, newPage } from './support/browser';

// Issue 3 asks for at most 100 KB gzipped. The stack fixed by architecture.md cannot get there:
// react-dom 19, React Router 7's data router and TanStack Query weigh about 112 KB gzipped together
// before any page code (README, "Performance"). Until the CEO decides (see the issue note), this
// guards the figure we reach (about 123 KB gz / 107 KB brotli, as Chromium downloads it) against
// regressions.
const FIRST_LOAD_JS_BUDGET = 125 * 1024;

/** Size of a response as sent with the given Accept-Encoding (the server has pre-compressed it). */
function encodedSize(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

describe('performance budgets', () => {
  it(`keeps the JavaScript of a first visit to / within ${FIRST_LOAD_JS_BUDGET / 1024} KB gzipped`, async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The page is usable once its first heading shows; what loads later (idle work) is not first-load.
    await page.locator('main h1').first().waitFor();
    const seen = [...scripts];
    await context.close();
    const sizes = await Promise.all(
      seen.map(async (url) => [url.replace(baseURL(), ''), await encodedSize(url, 'gzip'), await encodedSize(url, 'br')] as const),
    );
    const total = sizes.reduce((sum, [, s]) => sum + s, 0);
    const brotli = sizes.reduce((sum, [, , b]) => sum + b, 0);
    console.log(
      `first-load JS: ${(total / 1024).toFixed(1)} KB gzipped, ${(brotli / 1024).toFixed(1)} KB brotli (as Chromium downloads it), ${sizes.length} files\n` +
        sizes.map(([u, g, b]) => `  ${(g / 1024).toFixed(1)} KB gz / ${(b / 1024).toFixed(1)} KB br  ${u}`).join('\n'),
    );
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });

  it('never downloads admin code on a public page', async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    for (const path of ['/', '/properties', '/services', '/contact']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
    }
    await page.waitForTimeout(2500); // let idle-time loads happen too
    await context.close();
    const admin = scripts.filter((u) => /AdminShell|Section-|admin/i.test(u));
    expect(admin).toEqual([]);
  });
});
