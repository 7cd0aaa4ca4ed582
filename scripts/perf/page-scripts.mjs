// What JavaScript a phone fetches when it opens a page: Playwright records every JavaScript
// response, split into the first load (until the network is idle) and what comes after.
import { gzip9Size, isJavaScript } from './budget.mjs';

/** A mid-size Android phone running Chrome: small viewport, touch, a mobile user agent. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'en-US',
};

/**
 * How long the page stays open after the network went idle: the chat's code loads 2.5 s after the
 * load event, when the browser is idle (apps/web/src/features/chatbot/ChatLauncher.tsx). Those
 * later files are not first-load JavaScript but are still checked for admin code.
 */
const SETTLE_MS = 5_000;

/**
 * Opens `url` in a fresh context (empty cache, no cookies) and returns the JavaScript fetched, each
 * file with the size of its bytes compressed by gzip -9.
 * @returns {Promise<{ firstLoad: { url: string, gzipBytes: number }[], later: { url: string, gzipBytes: number }[] }>}
 */
export async function pageScripts(browser, url, { settleMs = SETTLE_MS } = {}) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const firstLoad = [];
    const later = [];
    const reads = [];
    let idle = false;
    const onResponse = (response) => {
      if (response.status() < 200 || response.status() >= 300) return;
      if (!isJavaScript(response.url(), response.headers()['content-type'])) return;
      // The bucket is chosen when the response arrives, not when its body has been read.
      const bucket = idle ? later : firstLoad;
      reads.push(response.body().then((bytes) => bucket.push({ url: response.url(), gzipBytes: gzip9Size(bytes) })));
    };
    page.on('response', onResponse);
    try {
      const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
      idle = true;
      await page.waitForTimeout(settleMs);
    } finally {
      // No read may start after this point: one begun while the context closes would reject with
      // nobody listening and end the process ("Target page, context or browser has been closed").
      page.off('response', onResponse);
      await Promise.allSettled(reads);
    }
    await Promise.all(reads);
    return { firstLoad, later };
  } finally {
    await context.close();
  }
}
