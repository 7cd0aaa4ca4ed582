import { describe, expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { baseURL, DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { it } from './support/journey';
import { createProperty, heading, picture, type ApiProperty } from './support/properties';

const tag = Date.now().toString(36);
const title = `Swipe Home ${tag}`;

/** A phone: touch screen, mobile viewport (the shared newPage has no touch). */
async function phonePage(browser: Parameters<typeof newPage>[0]): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: MOBILE, hasTouch: true, isMobile: true, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  return { page, context };
}

/** Waits until `target` has stopped moving (a carousel settles after a swipe). */
async function settled(target: Locator) {
  let last = NaN;
  await expect
    .poll(async () => {
      const x = Math.round((await target.boundingBox())?.x ?? NaN);
      const still = x === last;
      last = x;
      return still;
    })
    .toBe(true);
}

/** A one-finger horizontal swipe across `target` (real touch events, as a phone sends them). */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  await settled(target);
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= 8; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 8, y }] });
    await page.waitForTimeout(16); // one move per frame, as a finger does
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers moving apart over `target`. */
async function pinchOut(page: Page, target: Locator) {
  await settled(target);
  const box = (await target.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const points = (d: number) => [
    { x: cx - d, y: cy, id: 1 },
    { x: cx + d, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(20) });
  for (let d = 30; d <= 120; d += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(d) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const live = (page: Page) =>
  page
    .getByRole('region', { name: `Photos of ${title}` })
    .locator('[aria-live]')
    .textContent();
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
/** Console errors and warnings (a hydration mismatch is reported there). */
function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  return messages;
}
/** Script files the page fetched whose name says they are the lightbox. */
const lightboxScripts = (requests: string[]) => requests.filter((url) => /\/PhotoLightbox-[^/]+\.js$/.test(url));

describe('property gallery and full-screen lightbox', () => {
  let property: ApiProperty;

  /** Opens the property's page, recording what it loads: the lightbox code is not part of the page. */
  async function openGallery(page: Page) {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`/properties/${property.id}`, { waitUntil: 'networkidle' });
    await heading(page, title);
    expect(lightboxScripts(requests)).toEqual([]);
    return { requests, gallery: page.getByRole('region', { name: `Photos of ${title}` }) };
  }
  it.beforeAll(async ({ api }) => {
    property = await createProperty(api, { title }, [await picture(200, 40, 40), await picture(40, 160, 40), await picture(40, 40, 200)]);
  });

  it('keeps the first photo in the server HTML, high priority and not lazy', async () => {
    const html = await (await fetch(`${baseURL()}/properties/${property.id}`)).text();
    const first = /<img[^>]*alt="[^"]*photo 1 of 3"[^>]*>/.exec(html)?.[0] ?? '';
    // (React writes some attribute names in camel case; HTML does not mind.)
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).not.toMatch(/loading="lazy"/i);
    expect(first).toMatch(/srcset="[^"]*400\.webp 400w/i);
    expect(html).toContain('aria-label="View photo 1 of 3 full screen"');
  });

  it('swipes on a phone, opens the lightbox with a tap, swipes and pinches there, and closes back to the photo', async ({ browser }) => {
    const { page, context } = await phonePage(browser);
    const messages = recordConsole(page);
    const { gallery } = await openGallery(page);
    await expect.poll(() => live(page)).toBe('Photo 1 of 3');
    // Dots on a phone, no thumbnail strip.
    expect(await gallery.getByRole('button', { name: 'Show photo 2' }).count()).toBe(1);
    expect(await gallery.getByRole('list').count()).toBe(0);
    await expectAccessible(page, 'gallery 375');
    await screenshot(page, 'gallery');

    const photo = gallery.getByRole('button', { name: 'View photo 1 of 3 full screen' });
    await swipe(page, photo, 'left');
    await expect.poll(() => live(page)).toBe('Photo 2 of 3');
    await swipe(page, gallery.getByRole('button', { name: 'View photo 2 of 3 full screen' }), 'left');
    await expect.poll(() => live(page)).toBe('Photo 3 of 3');
    await swipe(page, gallery.getByRole('button', { name: 'View photo 3 of 3 full screen' }), 'right');
    await expect.poll(() => live(page)).toBe('Photo 2 of 3');
    // The arrows are still there.
    await gallery.getByRole('button', { name: 'Previous photo' }).tap();
    await expect.poll(() => live(page)).toBe('Photo 1 of 3');
    await gallery.getByRole('button', { name: 'Previous photo' }).tap();
    await expect.poll(() => live(page)).toBe('Photo 3 of 3');

    await gallery.getByRole('button', { name: 'View photo 3 of 3 full screen' }).tap();
    const lightbox = page.getByRole('dialog', { name: 'Photo 3 of 3' });
    const big = lightbox.getByRole('img', { name: `${title}, photo 3 of 3` });
    await big.waitFor();
    // Responsive inside the lightbox too: the zoom picks the stored width the screen needs.
    await expect.poll(() => big.getAttribute('src')).toMatch(/\/400\.webp$/);
    await expectAccessible(page, 'lightbox 375');
    await screenshot(page, 'lightbox');

    await swipe(page, big, 'right');
    await page.getByRole('dialog', { name: 'Photo 2 of 3' }).waitFor();
    const zoomOut = page.getByRole('dialog').getByRole('button', { name: 'Zoom out' });
    expect(await zoomOut.isDisabled()).toBe(true);
    await pinchOut(page, page.getByRole('dialog').getByRole('img', { name: `${title}, photo 2 of 3` }));
    await expect.poll(() => zoomOut.isDisabled()).toBe(false);
    await screenshot(page, 'lightbox-zoomed');

    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Back on the photo that was shown last, with focus on its button.
    await expect.poll(() => live(page)).toBe('Photo 2 of 3');
    await expect.poll(() => focusedName(page)).toBe('View photo 2 of 3 full screen');
    await expectAccessible(page, 'gallery after lightbox 375');
    // Hydration, the carousel and the lightbox said nothing wrong.
    expect(messages).toEqual([]);
    await context.close();
  });

  it('shows thumbnails on a desktop and works by mouse and keyboard alone', async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    const messages = recordConsole(page);
    const { requests, gallery } = await openGallery(page);
    const thumbs = gallery.getByRole('list').getByRole('button');
    await expect.poll(() => thumbs.count()).toBe(3);
    // The thumbnails take the dots' place (one "Show photo N" each).
    expect(await gallery.getByRole('button', { name: 'Show photo 3' }).count()).toBe(1);
    await expectAccessible(page, 'gallery 1280');
    await screenshot(page, 'gallery');

    await gallery.getByRole('button', { name: 'Show photo 3' }).click();
    await expect.poll(() => live(page)).toBe('Photo 3 of 3');
    expect(await gallery.getByRole('button', { name: 'Show photo 3' }).getAttribute('aria-current')).toBe('true');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => live(page)).toBe('Photo 1 of 3');

    // Keyboard: arrows on the carousel, Tab to the photo, Enter opens it.
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live(page)).toBe('Photo 2 of 3');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('View photo 2 of 3 full screen');
    // Arrows move the focus with the photo.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live(page)).toBe('Photo 1 of 3');
    await expect.poll(() => focusedName(page)).toBe('View photo 1 of 3 full screen');
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Photo 1 of 3' });
    await lightbox.getByRole('img', { name: `${title}, photo 1 of 3` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Photo 2 of 3' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'Photo 3 of 3' }).waitFor();
    expect(
      await page
        .getByRole('dialog')
        .getByRole('img', { name: `${title}, photo 3 of 3` })
        .getAttribute('src'),
    ).toMatch(/\/(800|1600)\.webp$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(false);
    await expectAccessible(page, 'lightbox 1280');
    await screenshot(page, 'lightbox');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => live(page)).toBe('Photo 3 of 3');
    await expect.poll(() => focusedName(page)).toBe('View photo 3 of 3 full screen');
    expect(lightboxScripts(requests)).toHaveLength(1);

    // A click opens it too; Escape closes it and focus is back on the photo.
    await gallery.getByRole('button', { name: 'View photo 3 of 3 full screen' }).click();
    await page.getByRole('dialog', { name: 'Photo 3 of 3' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('View photo 3 of 3 full screen');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('shows the first photo without JavaScript, and the default picture without photos', async ({ browser, api }) => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(`/properties/${property.id}`);
    const first = page.locator(`img[alt="${title}, photo 1 of 3"]`);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await first.isVisible()).toBe(true);
    await context.close();

    const bare = await createProperty(api, { title: `Bare Home ${tag}` });
    const { page: p2, context: c2 } = await newPage(browser, MOBILE);
    await p2.goto(`/properties/${bare.id}`);
    await heading(p2, `Bare Home ${tag}`);
    const fallback = p2.getByRole('img', { name: `Bare Home ${tag}` });
    expect(await fallback.getAttribute('src')).toBe('/Home1.jpg');
    expect(await p2.getByRole('button', { name: /full screen/ }).count()).toBe(0);
    await expectAccessible(p2, 'no photos');
    await c2.close();
  });
});
