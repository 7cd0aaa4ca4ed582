import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { it } from './support/journey';
import { shots, waitForHydration } from './support/page';
import { createProperty, heading, picture, type ApiProperty } from './support/properties';
import { newTag } from './support/tag';

/**
 * What happens on a server-rendered page before the app has taken it over (ADR 0029): a picture
 * that fails then, choices made in the home search form, a search typed and sent while React
 * hydrates. The app's entry is held back (as on a slow phone) until the visitor has acted.
 */

/** Holds the app's entry until the returned function is called: the page stays static. */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));

/** The pictures of the page whose request has ended, and whether each shows something. */
const finishedImages = (page: Page, selector: string) =>
  page.$$eval(selector, (imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.complete)
      .map((img) => ({ src: img.getAttribute('src'), shown: img.naturalWidth > 0 })),
  );

/** Fails every request for a stored property photo, and counts them. */
async function failPhotos(page: Page): Promise<() => number> {
  let failed = 0;
  await page.route(/\/media\/.+\.webp$/, async (route) => {
    failed++;
    await route.abort();
  });
  return () => failed;
}

describe('before the page is live', () => {
  let property: ApiProperty;
  let title: string;
  it.beforeAll(async ({ api }) => {
    title = `Broken Photos ${newTag()}`;
    property = await createProperty(api, { title, city: 'Brokenville' }, [
      await picture(200, 40, 40),
      await picture(40, 200, 40),
      await picture(40, 40, 200),
    ]);
  });

  it('shows the default picture for a hero slide that failed before the page was live', async ({ browser }) => {
    const { context, page } = await newPage(browser, DESKTOP);
    const release = await holdEntry(page);
    await page.route(/\/hero-\d-\d+\.webp$/, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (r) => /\/hero-1-\d+\.webp$/.test(r.url()));
    await page.goto('/', { waitUntil: 'commit' });
    await failed;
    const slide = page.locator('img[alt="A street of colorful houses on a sunny morning"]');
    // Its error event has come and gone on the static page.
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    expect(await hydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expect.poll(() => slide.getAttribute('src')).toBe('/Home1.jpg');
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await slide.getAttribute('srcset')).toBeNull();
    await expectAccessible(page, 'home with a failed hero picture');
    await shots(page, 'home-failed-hero');
    await context.close();
  });

  it("shows the default picture for a card's and the gallery's photos that failed before the page was live", async ({ browser }) => {
    const { context, page } = await newPage(browser, DESKTOP);
    const release = await holdEntry(page);
    const failures = await failPhotos(page);
    // A town of this file's own: the card is the list's first, in view.
    await page.goto('/properties?city=Brokenville', { waitUntil: 'commit' });
    const card = page.locator('article', { has: page.getByRole('link', { name: title }) }).locator('img');
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    expect(await hydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expect.poll(() => card.getAttribute('src')).toBe('/Home1.jpg');
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page, 'list with failed photos');
    await context.close();

    // The detail page: the first slide and the three thumbnails (shown from 768 px).
    const detail = await newPage(browser, DESKTOP);
    const releaseDetail = await holdEntry(detail.page);
    const detailFailures = await failPhotos(detail.page);
    await detail.page.goto(`/properties/${property.id}`, { waitUntil: 'commit' });
    await expect.poll(detailFailures).toBeGreaterThanOrEqual(4);
    const gallery = 'section[aria-roledescription="carousel"] img';
    await expect.poll(async () => (await finishedImages(detail.page, gallery)).filter((i) => !i.shown).length).toBeGreaterThanOrEqual(4);
    expect(await hydrated(detail.page)).toBe(false);
    releaseDetail();
    await waitForHydration(detail.page);
    await heading(detail.page, title);
    const firstSlide = detail.page.locator(`img[alt="${title}, photo 1 of 3"]`);
    await expect.poll(() => firstSlide.getAttribute('src')).toBe('/Home1.jpg');
    const thumbnails = detail.page.locator('section[aria-roledescription="carousel"] ul img');
    expect(await thumbnails.count()).toBe(3);
    await expect
      .poll(() => thumbnails.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))))
      .toEqual(['/Home1.jpg', '/Home1.jpg', '/Home1.jpg']);
    // No broken box left among the pictures the browser has finished with.
    await expect.poll(async () => (await finishedImages(detail.page, gallery)).filter((i) => !i.shown)).toEqual([]);
    await expectAccessible(detail.page, 'detail with failed photos');
    expect(failures()).toBeGreaterThan(0);
    await detail.context.close();
  });

  it('keeps the choices made in the static home search form, and Search sends them', async ({ browser }) => {
    const { context, page } = await newPage(browser, DESKTOP);
    const release = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => !!document.querySelector('link[rel="modulepreload"]'));
    const form = page.getByRole('search', { name: 'Search properties' });
    await form.getByRole('combobox', { name: 'Location' }).fill('Albany');
    await form.getByLabel('Min Price').selectOption('1000');
    await form.getByLabel('Max Price').selectOption('2000');
    await form.getByLabel('Beds').selectOption('2+');
    await form.getByLabel('Baths').selectOption('1+');
    expect(await hydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    // The form's own code arrives after the page's (it is a deferred section): wait for it.
    await page.waitForFunction(() => Object.keys(document.querySelector('form[role="search"]')!).some((k) => k.startsWith('__reactProps')));
    // The carry-over has given the choices to the form's state: what it shows after it has run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await form.getByLabel('Min Price').inputValue()).toBe('1000');
    expect(await form.getByLabel('Max Price').inputValue()).toBe('2000');
    expect(await form.getByLabel('Beds').inputValue()).toBe('2+');
    expect(await form.getByLabel('Baths').inputValue()).toBe('1+');
    await expectAccessible(page, 'home search form with choices');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.pathname === '/properties');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ city: 'Albany', min_price: '1000', max_price: '2000', bedrooms: '2', bathrooms: '1' });
    await context.close();
  });

  it('sends the choices of a home search pressed before the page was live', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    const release = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => !!document.querySelector('link[rel="modulepreload"]'));
    const form = page.getByRole('search', { name: 'Search properties' });
    await form.getByLabel('Min Price').selectOption('1000');
    await form.getByLabel('Beds').selectOption('3+');
    await form.getByRole('button', { name: 'Search' }).click();
    expect(await hydrated(page)).toBe(false);
    release();
    await page.waitForURL((u) => u.pathname === '/properties', { waitUntil: 'commit' });
    // Sent by the app, or by the browser when the form's code had not come yet: then the page
    // answers the plain form (every field, `city=&bedrooms=3%2B…`) with the tidy address. Either
    // way only the set names arrive, without the trailing + (public-site.md §2).
    expect(new URL(page.url()).search).toBe('?min_price=1000&bedrooms=3');
    await heading(page, /Properties Found$/);
    await expectAccessible(page, 'list after a search sent before the page was live');
    await context.close();
  });
});

/**
 * The notices search typed and sent at a point of the page's hydration, by a script of the page
 * (so the point is exact, not a matter of timing): at the app's announcement, in a microtask after
 * it (before React renders), and in a task after it (React has committed; its carry-over may not
 * have run yet).
 */
const POINTS = {
  'at the announcement': 'now',
  'in a microtask after the announcement': 'microtask',
  'in a task after the announcement': 'task',
} as const;

describe('a search typed and sent while the app loads', () => {
  for (const [label, when] of Object.entries(POINTS)) {
    it(`sends what was typed, typed and sent ${label}`, async ({ browser }) => {
      const { context, page } = await newPage(browser, MOBILE);
      await page.addInitScript((point) => {
        document.addEventListener('rf:hydrating', () => {
          const send = () => {
            const field = document.querySelector<HTMLInputElement>('#notice-search')!;
            field.value = 'elevator';
            field.dispatchEvent(new Event('input', { bubbles: true }));
            field.form!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
          };
          if (point === 'now') send();
          else if (point === 'microtask') queueMicrotask(send);
          else setTimeout(send, 0);
        });
      }, when);
      await page.goto('/notice');
      await page.waitForURL((u) => u.searchParams.get('search') === 'elevator');
      await waitForHydration(page);
      await expect.poll(() => page.getByRole('searchbox', { name: 'Search notices' }).inputValue()).toBe('elevator');
      await expectAccessible(page, `notices searched ${label}`);
      await context.close();
    });
  }

  it('sends what a person typed on a slow network, with pauses between the keys and the click', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    // Every script a little late, as on a slow phone: the typing spans the app's loading and hydration.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await route.continue();
    });
    await page.goto('/notice', { waitUntil: 'commit' });
    const searchbox = page.getByRole('searchbox', { name: 'Search notices' });
    await searchbox.pressSequentially('elevator', { delay: 120 });
    await page.waitForTimeout(150);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('search') === 'elevator');
    await waitForHydration(page);
    expect(await searchbox.inputValue()).toBe('elevator');
    await expectAccessible(page, 'notices searched on a slow network');
    await context.close();
  });
});
